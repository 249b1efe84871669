"""Blockade Runner random play: games/s and decisions/s per player count, and the fuzz run of
issue #18 (300 seeded games per player count, each ending with scores and a reason, with the
game's invariants checked after every action); the conformance suite plays the same 300 per
count with its own checks.

Run from the repo root: `python -m bench.blockade_runner_selfplay [games per count] [workers]`.
"""

from __future__ import annotations

import random
import time

from bench._games import cli_args, play_all
from game.games.blockade_runner.rules import RULES


def play(job: tuple[int, int]) -> tuple[float, int, list[str]]:
    """One random game with invariants after every action: (seconds, decisions, problems)."""
    seed, players = job
    pick = random.Random(seed)
    state = RULES.setup(seed, players, {})
    decisions, problems = 0, []
    start = time.perf_counter()
    while not RULES.is_over(state):
        seat = pick.choice(RULES.active_seats(state))
        RULES.apply(state, seat, pick.choice(RULES.legal_actions(state, seat)))
        decisions += 1
        problems += RULES.invariants(state)
    result = RULES.result(state)
    if not result.reason or len(result.scores) != players:
        problems.append("no result")
    return time.perf_counter() - start, decisions, problems


def main() -> None:
    games, workers = cli_args(300)
    for players in range(RULES.min_players, RULES.max_players + 1):
        runs = play_all(play, [(seed, players) for seed in range(games)], workers)
        seconds = sum(r[0] for r in runs)
        decisions = sum(r[1] for r in runs)
        bad = sum(bool(r[2]) for r in runs)
        print(f"{players} players: {games} games, {games / seconds:.1f} games/s, "
              f"{decisions / seconds:.0f} decisions/s (one core, invariants on), "
              f"{games - bad}/{games} clean")
        if bad:
            raise SystemExit(f"{bad} games broke an invariant or ended without a result")


if __name__ == "__main__":
    main()
