"""1989: the rule bot with other evaluation weights against the Normal bot, per side: how the
search's weights (bot_search.HARD) were found, and how to check them (the Hard bot plays
bot_search.PLAYED since 2026-11-28, screened with bench.match candidates: docs/BOTS.md).

    python -m bench.dawn_of_freedom_weights [games] [workers] [side weights-JSON ...]

Without weights it plays bot_search.HARD on each side. With them (e.g. `com '{"base": 0.35}'`)
it plays each candidate on that side, the other fields at the defaults (bot_eval.Weights).
Only the weights differ: the bot is the Normal bot's look-ahead, so a candidate that wins more
often than the Normal bot does in the mirror (bench.dawn_of_freedom_mirror) rates positions
better. Seeds start at 1000, away from the mirror's.
"""

from __future__ import annotations

import json
import sys

from bench._games import play_all
from game.engine.seats import choose_for
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.bot import DawnBot
from game.games.dawn_of_freedom.rules.bot_eval import Weights
from game.games.dawn_of_freedom.rules.bot_search import HARD
from game.games.dawn_of_freedom.rules.common import COM, DEM, seat_of

SEED0 = 1000


def play(job: tuple[str, dict[str, float], int]) -> bool:
    """One game: the rule bot with `weights` as `side` against the Normal bot; True if it won."""
    side, weights, seed = job
    seat = seat_of(side)
    bots = [DawnBot(seed * 2 + s) for s in range(2)]
    bots[seat] = DawnBot(seed * 2 + seat, weights={side: Weights(**weights)})
    state = RULES.setup(seed, 2, {})
    moves = 0
    while not RULES.is_over(state):
        mover = RULES.active_seats(state)[0]
        action = choose_for(bots[mover], RULES, state, mover, f"{seed}:{moves}")
        RULES.apply(state, mover, action)
        moves += 1
    return seat in RULES.result(state).winners


def main(games: int, workers: int | None, candidates: list[tuple[str, dict[str, float]]]
         ) -> None:
    for side, weights in candidates:
        won = play_all(play, [(side, weights, SEED0 + g) for g in range(games)], workers)
        print(f"1989, rule bot with {json.dumps(weights)} as {side} vs Normal: "
              f"wins {sum(won)}/{games} ({sum(won) / games:.0%})", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    games = int(args[0]) if args else 100
    workers = int(args[1]) if len(args) > 1 else None
    pairs = list(zip(args[2::2], args[3::2], strict=False))
    main(games, workers, [(side, json.loads(text)) for side, text in pairs]
         or [(side, vars(HARD[side])) for side in (COM, DEM)])
