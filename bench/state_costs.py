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
because of its log. Issue #35's bars: a copy at the end under 50 µs (Blockade Runner 80 µs),
a finished 1989 save loaded in under 100 ms.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from typing import Any

from game.engine import registry, saves
from game.engine.session import SeatInfo, Session

POINTS = ("turn 1", "mid", "end")
REPEAT = 200  # clones / applies per measured position


def _play(game_id: str, seed: int) -> Session:
    rules = registry.get(game_id)
    players = rules.min_players
    session = Session.new(game_id, seed, players,
                          seats=[SeatInfo(f"P{i}", "random") for i in range(players)])
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


def main(games: int = 3) -> None:
    print(f"{'game':18} {'point':7} {'moves':>6} {'clone µs':>9} {'legal µs':>9} "
          f"{'apply µs':>9} {'determ. µs':>10} {'save-load ms':>13}")
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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
