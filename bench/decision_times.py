"""How long the Hard bot takes to decide at the app's budget, per game (issue #35 point 5: p99
at most 2.5 s on a 2-core laptop, in every game).

    python -m bench.decision_times [games] [workers] [game id] [turns]

Every game with a Hard bot: `games` games (default GAMES), the Hard bot in one seat (rotated
game by game) at the budget the app gives it (search.default_budget(): 2 s, or
HOTSEAT_SEARCH_SECONDS, and at most the game's `SearchSpec.enough` iterations), the Normal
bot in every other seat. Every decision of the Hard seat is timed as the app's bot worker
runs it (`seats.choose_for`: forced moves, the steps it leaves to its rule bot and the
searched ones); printed as p50 / p95 / p99 / max seconds over
all of a game's decisions, and the searched decisions' own. `turns` stops each game after
that many turns (default: played out). Run with one worker per core at most (the default):
more share the cores and read slower.

Measured (2026-11-27, 2 workers on a 2-core machine loaded ~5x over by other work):
- Before issue #35 (Twilight Struggle, `2 2 twilight_struggle 8`): searched p50 2.09 p95
  2.33 p99 114 max 147 s; DEFCON-1 checks (`rules.fatal`) of 58 s each at DEFCON 2.
- After, `1 2` (all games, played out), p99 / max of every Hard decision: 1989 2.05 / 2.07 s,
  Twilight Struggle 2.15 / 2.32 s, Kabale und Hiebe 2.03 / 2.03 s, Blockade Runner 2.04 /
  2.04 s; Twilight Struggle `2 2 twilight_struggle 8`: 2.16 / 2.24 s.
- Again, `3 2` (load 8-10): 1989 2.03 / 2.19 s, Twilight Struggle 2.12 / 2.18 s, Kabale und
  Hiebe 2.05 / 2.05 s, Blockade Runner 2.04 / 2.08 s; each game's p99 ends the output with
  its bar (bench/_targets.py) and verdict.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from bench import _targets
from bench._games import play_all
from game.engine import registry
from game.engine.search import SearchBot, default_budget
from game.engine.seats import choose_for, make_controller

GAMES = 2


def play(job: tuple[str, int, int, int, int | None]) -> tuple[str, list[float], list[float]]:
    """One game: (game id, seconds of every Hard decision, seconds of the searched ones)."""
    game_id, seed, hard_seat, players, turns = job
    rules = registry.get(game_id)
    bots: list[Any] = [make_controller("rule", rules, seed * 31 + s) for s in range(players)]
    hard = make_controller("hard", rules, seed * 31 + hard_seat)
    assert isinstance(hard, SearchBot)
    hard.seconds, hard.iterations = default_budget(hard.spec)
    bots[hard_seat] = hard
    state = rules.setup(seed, players, {})
    every: list[float] = []
    searched: list[float] = []
    moves = 0
    while not rules.is_over(state) and (turns is None or state.get("turn", 0) <= turns):
        seat = rules.active_seats(state)[0]
        hard.last = None
        start = time.perf_counter()
        action = choose_for(bots[seat], rules, state, seat, f"{seed}:{moves}")
        if seat == hard_seat:
            every.append(time.perf_counter() - start)
            if hard.last is not None:
                searched.append(every[-1])
        rules.apply(state, seat, action)
        moves += 1
    return game_id, every, searched


def percentile(times: list[float], p: float) -> float:
    ranks = sorted(times)
    return ranks[min(len(ranks) - 1, int(p * len(ranks)))]


def spread(times: list[float]) -> str:
    if not times:
        return "none"
    return (f"p50 {statistics.median(times):.2f} p95 {percentile(times, 0.95):.2f} "
            f"p99 {percentile(times, 0.99):.2f} max {max(times):.2f} s ({len(times)})")


def main(games: int = GAMES, workers: int | None = None, only: str | None = None,
         turns: int | None = None) -> None:
    ids = [g for g in registry.product_ids()
           if only in (None, g) and "hard" in registry.entry(g).bot_levels]
    jobs = [(g, seed, seed % registry.entry(g).min_players, registry.entry(g).min_players,
             turns) for g in ids for seed in range(games)]
    results = play_all(play, jobs, workers, chunksize=1)
    seconds, iterations = default_budget()
    budget = f"{seconds} s" if seconds is not None else f"{iterations} iterations"
    print(f"Hard bot decision times at the app's budget ({budget}), {games} games a game")
    for game_id in ids:
        every = [t for g, times, _ in results if g == game_id for t in times]
        searched = [t for g, _, times in results if g == game_id for t in times]
        print(f"{game_id:18} all {spread(every)}; searched {spread(searched)}", flush=True)
    for game_id in ids:
        every = [t for g, times, _ in results if g == game_id for t in times]
        if every:
            print(_targets.line(f"Hard decision p99, {game_id}", percentile(every, 0.99),
                                _targets.MAX_DECISION_P99_S, " s", "<=", 2))


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else GAMES, int(args[1]) if len(args) > 1 else None,
         args[2] if len(args) > 2 else None, int(args[3]) if len(args) > 3 else None)
