"""How much of its budget the Hard bot uses once it stops as soon as its choice is sure (issue
#36 point 3, `search.settled`).

    python -m bench.search_settle [GAME ...] [--positions N] [--seed-start S]

Positions are drawn from Normal games as bench.coach_agreement draws them, keeping the
decisions the Hard bot searches (not forced, not left to its rule bot). At each, the bot's
search runs at the app's budget as iterations (`versions.HARD_ITERATIONS`) with `settle`;
printed: the mean and median share of the budget used, and how many positions used all of
it. By iterations the choice is the one the whole budget makes (tests/engine/test_search.py),
so the share is the thinking time saved at no cost in strength.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Sequence

from bench import coach_agreement, versions
from game.engine import registry
from game.engine.search import search
from game.engine.seats import seat_state


def shares(game: str, count: int, seed_start: int) -> list[float]:
    rules = registry.get(game)
    spec = rules.bots["hard"](0).spec
    budget = versions.HARD_ITERATIONS[game]
    out: list[float] = []
    seed = seed_start
    while len(out) < count:
        for move, seat, state in coach_agreement.positions(game, seed, coach_agreement.PER_GAME):
            if len(out) == count or spec.delegate(state, seat):
                continue
            world = seat_state(rules, state, seat, f"settle:{seed}:{move}")
            stats = search(rules, spec, world, seat, random.Random(move), iterations=budget,
                           seconds=None, settle=True)
            out.append(stats.iterations / budget)
        seed += 1
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(coach_agreement.GAMES))
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed-start", type=int, default=0)
    args = parser.parse_args(argv)
    for game in args.games:
        registry.get(game)  # an unknown id fails here, before any search
        used = shares(game, args.positions, args.seed_start)
        print(f"{game}: {len(used)} positions, budget {versions.HARD_ITERATIONS[game]}: "
              f"mean share used {statistics.mean(used):.0%}, median "
              f"{statistics.median(used):.0%}, whole budget at {sum(u == 1 for u in used)}")


if __name__ == "__main__":
    main()
