"""1989: Dawn of Freedom: the rule bot against the random bot, on each side.

Run from the repo root: `python -m bench.dawn_of_freedom_bot [games] [workers]` (default 200
games per side; workers default to the CPU count). Prints the bot's win rate per side (a draw
is not a win) and its mean / max decision time.
"""

from __future__ import annotations

import time

from bench._games import cli_args, play_all
from game.engine.seats import RandomBot, choose_for
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.bot import DawnBot

SIDES = ("Communist", "Democrat")


def play(args: tuple[int, int]) -> tuple[int, bool, float, float, int, str]:
    """One game; returns (bot seat, bot won, total and max seconds deciding, decisions,
    reason)."""
    seed, bot_seat = args
    bots = [DawnBot(seed) if s == bot_seat else RandomBot(seed * 31 + s) for s in range(2)]
    state = RULES.setup(seed, 2, {})
    spent, worst, decisions, moves = 0.0, 0.0, 0, 0
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        t0 = time.perf_counter()
        action = choose_for(bots[seat], RULES, state, seat, f"{seed}:{moves}")
        moves += 1
        if seat == bot_seat:
            dt = time.perf_counter() - t0
            spent += dt
            worst = max(worst, dt)
            decisions += 1
        RULES.apply(state, seat, action)
    result = RULES.result(state)
    won = result.winners == [bot_seat]
    return bot_seat, won, spent, worst, decisions, result.reason


def main(games: int = 200, workers: int | None = None) -> dict[int, float]:
    jobs = [(seed, seat) for seat in (0, 1) for seed in range(games)]
    results = play_all(play, jobs, workers, chunksize=4)
    rates = {}
    spent = sum(r[2] for r in results)
    decisions = sum(r[4] for r in results)
    worst = max(r[3] for r in results)
    for seat in (0, 1):
        mine = [r for r in results if r[0] == seat]
        wins = sum(r[1] for r in mine)
        rates[seat] = wins / len(mine)
        losses: dict[str, int] = {}
        for r in mine:
            if not r[1]:
                losses[r[5]] = losses.get(r[5], 0) + 1
        print(f"bot as {SIDES[seat]} vs random: win rate {rates[seat]:.1%} "
              f"({wins}/{len(mine)}); not won: {losses or 'none'}")
    print(f"decision time: mean {spent / max(decisions, 1) * 1000:.1f} ms, "
          f"max {worst * 1000:.0f} ms over {decisions} decisions")
    return rates


if __name__ == "__main__":
    main(*cli_args(200))
