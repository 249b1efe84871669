"""What a position costs the engine (issue #12 point 8, #21 point 6): clone, legal actions,
apply and determinize in µs (a search iteration determinizes once and then lists and
applies moves), save-load in ms.

    python -m bench.state_costs [games]

For every shipped game (the registry's), seeded games between random bots (default 3 per
game), measured at turn 1 (after the first move), mid-game and the end (the last move):
`rules.clone` and `rules.apply` of a legal action in µs (apply timed on clones made
beforehand), and a save round trip in ms (`saves.to_dict`, JSON text, `saves.from_dict`, which
replays every move from the seed). Medians over the games, in CPU time (time.process_time:
other work on the machine does not move them). A late position used to clone in ~1 ms
because of its log. Issue #35's bars (bench/_targets.py), each printed with its verdict: a
copy at the end under 50 µs (Blockade Runner 80 µs), a finished 1989 save loaded in under
100 ms: a game of the rule bots (seed 1: 850 moves) written as the app writes it (sealed)
and loaded through `saves.load`, its best of LOADS in CPU time, and the wall time beside it
(on a loaded machine the wall time is the CPU time times the load).

Measured 2026-11-27 (2 cores, load average 9 from other work), CPU: end clone 1989 34 µs,
TS 27, Kabale 18, Blockade Runner 50; the 850-move 1989 save loaded in 22 ms (28 ms before
the 1989 target lists were sped up; wall 100-110 ms, 180-195 before, at that load).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import _targets
from game.engine import registry, saves
from game.engine.session import SeatInfo, Session

POINTS = ("turn 1", "mid", "end")
REPEAT = 200  # clones / applies per measured position
LONG_GAME = ("dawn_of_freedom", 1)  # the rule bots play 850 moves in this game
LOADS = 5


def _play(game_id: str, seed: int, bots: str = "random") -> Session:
    rules = registry.get(game_id)
    players = rules.min_players
    session = Session.new(game_id, seed, players,
                          seats=[SeatInfo(f"P{i}", bots) for i in range(players)])
    while not session.is_over():
        session.step_bot()
    return session


def _at(game: Session, moves: int) -> Session:
    """The same game replayed to its first `moves` actions."""
    session = Session.new(game.game_id, game.seed, game.players, game.options, game.seats)
    for seat, action in game.actions[:moves]:
        session.submit(seat, action)
    return session


def _micros(fn: Any, repeat: int = REPEAT) -> float:
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) / repeat * 1e6


def measure(session: Session) -> tuple[float, float, float, float, float]:
    """(clone µs, legal µs, apply µs, determinize µs, save-load ms) of the session's position
    and its next move."""
    rules, state = session.rules, session.state
    seat = rules.active_seats(state)[0]
    action = random.Random(len(session.actions)).choice(rules.legal_actions(state, seat))
    clone = _micros(lambda: rules.clone(state))
    legal = _micros(lambda: rules.legal_actions(state, seat))
    copies = iter([rules.clone(state) for _ in range(REPEAT)])
    apply = _micros(lambda: rules.apply(next(copies), seat, action))
    rand = random.Random(1)
    determinize = _micros(lambda: rules.determinize(state, seat, rand))
    start = time.process_time()
    saves.from_dict(json.loads(json.dumps(saves.to_dict(session))))
    return clone, legal, apply, determinize, (time.process_time() - start) * 1e3


def finished_load(game_id: str, seed: int) -> tuple[int, float, float]:
    """(moves, best CPU ms, its wall ms) of loading the rule bots' finished game from a file
    as the app writes it."""
    session = _play(game_id, seed, "rule")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "finished.json"
        saves.write(session, path)
        best = (float("inf"), 0.0)
        for _ in range(LOADS):
            cpu, wall = time.process_time(), time.perf_counter()
            saves.load(path)
            best = min(best, ((time.process_time() - cpu) * 1e3,
                              (time.perf_counter() - wall) * 1e3))
    return len(session.actions), *best


def main(games: int = 3) -> None:
    print(f"{'game':18} {'point':7} {'moves':>6} {'clone µs':>9} {'legal µs':>9} "
          f"{'apply µs':>9} {'determ. µs':>10} {'save-load ms':>13}")
    ends: dict[str, float] = {}
    for game_id in registry.product_ids():
        rows: dict[str, list[tuple[float, ...]]] = {p: [] for p in POINTS}
        for seed in range(games):
            game = _play(game_id, seed)
            n = len(game.actions)
            for point, moves in zip(POINTS, (1, n // 2, n - 1), strict=True):
                rows[point].append((moves, *measure(_at(game, moves))))
        for point in POINTS:
            moves, clone, legal, apply, determinize, load = (
                statistics.median(c) for c in zip(*rows[point], strict=True))
            print(f"{game_id:18} {point:7} {moves:6.0f} {clone:9.1f} {legal:9.1f} {apply:9.1f} "
                  f"{determinize:10.1f} {load:13.1f}")
        ends[game_id] = clone  # the last point is the end
    for game_id, clone in ends.items():
        print(_targets.line(f"state copy at the end, {game_id}", clone,
                            _targets.MAX_END_CLONE_US[game_id], " µs"))
    moves, cpu, wall = finished_load(*LONG_GAME)
    print(_targets.line(f"finished save loaded, {LONG_GAME[0]} ({moves} moves), CPU", cpu,
                        _targets.MAX_FINISHED_LOAD_MS, " ms") + f" (wall {wall:.0f} ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
