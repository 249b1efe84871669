"""Random self-play speed of the 1989 rules: prints games/s and actions/s.

    python -m bench.dawn_of_freedom_selfplay [games]
"""

from __future__ import annotations

import json
import random
import sys
import time

from game.games.dawn_of_freedom.rules import RULES


def run(games: int = 200) -> dict[str, float]:
    actions, started = 0, time.perf_counter()
    for seed in range(games):
        state = RULES.setup(seed, 2, {})
        pick = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.active_seats(state)[0]
            RULES.apply(state, seat, pick.choice(RULES.legal_actions(state, seat)))
            actions += 1
    elapsed = time.perf_counter() - started
    return {"games": games, "games_per_s": round(games / elapsed, 1),
            "actions_per_s": round(actions / elapsed, 1),
            "ms_per_game": round(1000 * elapsed / games, 2)}


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)))
