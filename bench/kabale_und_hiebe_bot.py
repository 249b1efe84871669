"""Kabale und Hiebe: the rule bot against three random bots (4 players, seat rotated).

Run from the repo root: `python -m bench.kabale_und_hiebe_bot [games]` (default 300).
Prints the bot's win rate (a shared win counts as a win) and its mean decision time.
"""

from __future__ import annotations

import sys
import time

from game.engine.seats import RandomBot, choose_for
from game.games.kabale_und_hiebe.rules import RULES
from game.games.kabale_und_hiebe.rules.bot import KHBot

PLAYERS = 4


def play(seed: int) -> tuple[bool, float, int]:
    """One game; returns (bot won, seconds spent deciding, decisions)."""
    bot_seat = seed % PLAYERS
    bots = [KHBot(seed) if s == bot_seat else RandomBot(seed * 31 + s) for s in range(PLAYERS)]
    state = RULES.setup(seed, PLAYERS, {})
    spent, decisions, moves = 0.0, 0, 0
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        t0 = time.perf_counter()
        action = choose_for(bots[seat], RULES, state, seat, f"{seed}:{moves}")
        moves += 1
        if seat == bot_seat:
            spent += time.perf_counter() - t0
            decisions += 1
        RULES.apply(state, seat, action)
    return bot_seat in RULES.result(state).winners, spent, decisions


def main(games: int = 300) -> None:
    wins, spent, decisions = 0, 0.0, 0
    for seed in range(games):
        won, seconds, n = play(seed)
        wins += won
        spent += seconds
        decisions += n
    print(f"rule bot vs 3 random bots, {games} games of {PLAYERS} players")
    print(f"win rate: {wins / games:.1%} ({wins}/{games}; random would win ~25%)")
    print(f"mean decision time: {spent / max(decisions, 1) * 1000:.1f} ms "
          f"over {decisions} decisions")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
