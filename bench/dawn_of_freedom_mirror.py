"""1989: Dawn of Freedom: the rule bot against itself, to see how the sides fare.

    python -m bench.dawn_of_freedom_mirror [games] [workers]

The random-bot bench (bench.dawn_of_freedom_bot) shows the bot plays sensibly; it says nothing
about play between equals. This one prints each side's win rate when both sides play the rule
bot, how the games ended and the mean final VP (plus favours the Democrat): a side that wins
far more often points at a weakness of the bot on the other side (or at the game's balance,
which the D89-13 bid exists to correct).
"""

from __future__ import annotations

import statistics
from collections import Counter

from bench._games import cli_args, play_all
from game.engine.seats import choose_for
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.bot import DawnBot

SIDES = ("Communist", "Democrat")


def play(seed: int) -> tuple[list[int], str, int]:
    bots = [DawnBot(seed * 2), DawnBot(seed * 2 + 1)]
    state = RULES.setup(seed, 2, {})
    moves = 0
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, choose_for(bots[seat], RULES, state, seat, f"{seed}:{moves}"))
        moves += 1
    result = RULES.result(state)
    return list(result.winners), result.reason, state["vp"]


def main(games: int = 100, workers: int | None = None) -> dict[str, float]:
    results = play_all(play, range(games), workers)
    rates = {}
    for seat, side in enumerate(SIDES):
        rates[side] = sum(winners == [seat] for winners, _, _ in results) / games
    draws = sum(len(winners) == 2 for winners, _, _ in results)
    print(f"rule bot vs rule bot, {games} games: Communist wins {rates['Communist']:.0%}, "
          f"Democrat wins {rates['Democrat']:.0%}, draws {draws}")
    print(f"mean final VP {statistics.mean(vp for _, _, vp in results):+.1f}; endings: "
          f"{dict(Counter(reason for _, reason, _ in results).most_common())}")
    return rates


if __name__ == "__main__":
    main(*cli_args(100))
