"""Shared by the bot benches: play many seeded games on all cores, and their command line."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing import Pool
from typing import Any


def play_all(play: Callable[[Any], Any], jobs: Sequence[Any], workers: int | None = None,
             chunksize: int = 2) -> list[Any]:
    """`play(job)` for every job, over `workers` processes (default: one per core)."""
    workers = workers or os.cpu_count() or 1
    if workers <= 1:
        return [play(job) for job in jobs]
    with Pool(workers, initializer=default_signals) as pool:
        return pool.map(play, jobs, chunksize=chunksize)


def default_signals() -> None:
    """In each pool worker: the default SIGTERM and SIGINT handlers. A worker forked from a
    process that installed its own (App.run asks the app to quit, and the app is not running
    in the worker) would ignore `Pool.terminate` and leave the bench hanging."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)


def cli_args(default_games: int) -> tuple[int, int | None]:
    """`python -m bench.X [games] [workers]`."""
    argv = sys.argv[1:]
    return (int(argv[0]) if argv else default_games,
            int(argv[1]) if len(argv) > 1 else None)


def timed_game(rules: Any, state: Any, bots: Sequence[Any], seed: int,
               timed: Sequence[int]) -> tuple[float, int]:
    """Play `state` to its end with one controller per seat (shown what its seat may know);
    returns the seconds spent deciding and the decisions made by the seats in `timed`."""
    spent, decisions = seat_times(rules, state, bots, seed)
    return sum(spent[s] for s in timed), sum(decisions[s] for s in timed)


def seat_times(rules: Any, state: Any, bots: Sequence[Any],
               seed: int) -> tuple[list[float], list[int]]:
    """Play `state` to its end (see `timed_game`); the seconds spent deciding and the
    decisions made, per seat."""
    from game.engine.seats import choose_for

    spent, decisions, moves = [0.0] * len(bots), [0] * len(bots), 0
    while not rules.is_over(state):
        seat = rules.active_seats(state)[0]
        t0 = time.perf_counter()
        action = choose_for(bots[seat], rules, state, seat, f"{seed}:{moves}")
        spent[seat] += time.perf_counter() - t0
        decisions[seat] += 1
        moves += 1
        rules.apply(state, seat, action)
    return spent, decisions
