"""Blockade Runner: the rule bot against three random bots (4 players, its seat rotated), and
four copies of the bot against each other (win share by seat position).

Run from the repo root: `python -m bench.blockade_runner_bot [games] [workers]` (default 300).
"""

from __future__ import annotations

from bench._games import cli_args, play_all, timed_game
from game.engine.seats import RandomBot
from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.bot import RunnerBot

PLAYERS = 4


def play(job: tuple[int, bool]) -> tuple[list[int], int, float, int]:
    """One game: (winners, the bot's seat or -1, seconds the bot spent, its decisions)."""
    seed, mirror = job
    bot_seat = -1 if mirror else seed % PLAYERS
    bots = [RunnerBot(seed * 13 + s) if mirror or s == bot_seat else RandomBot(seed * 31 + s)
            for s in range(PLAYERS)]
    state = RULES.setup(seed, PLAYERS, {})
    timed = range(PLAYERS) if mirror else [bot_seat]
    spent, decisions = timed_game(RULES, state, bots, seed, timed)
    return RULES.result(state).winners, bot_seat, spent, decisions


def main() -> None:
    games, workers = cli_args(300)
    runs = play_all(play, [(seed, False) for seed in range(games)], workers)
    wins = sum(seat in winners for winners, seat, _, _ in runs)
    spent = sum(r[2] for r in runs)
    decisions = sum(r[3] for r in runs)
    print(f"rule bot vs 3 random bots, {games} games of {PLAYERS} players")
    print(f"win rate: {wins / games:.1%} ({wins}/{games}; random would win ~25%)")
    print(f"mean decision time: {spent / max(decisions, 1) * 1000:.2f} ms "
          f"over {decisions} decisions")
    mirror = play_all(play, [(seed, True) for seed in range(games)], workers)
    by_seat = [sum(s in winners for winners, *_ in mirror) for s in range(PLAYERS)]
    print("rule bot x4, wins by seat: " + ", ".join(
        f"seat {s + 1} {n / games:.1%}" for s, n in enumerate(by_seat)))


if __name__ == "__main__":
    main()
