"""The Easy bot against Normal bots, per game (issue #21 point 2: Easy is a deliberately
weakened rule bot): how often Easy wins, beside the share an even seat would win.

    python -m bench.easy_bot [games] [workers] [game id] [players]

Every game with an Easy bot (its entry's bot levels). Easy sits in one seat (rotated game by
game) against the Normal bot in every other, at the game's fewest players unless `players`
says otherwise (Kabale und Hiebe was measured at 4).
"""

from __future__ import annotations

import sys
from typing import Any

from bench._games import play_all
from game.engine import registry
from game.engine.seats import choose_for, make_controller

GAMES = 40


def play(job: tuple[str, int, int, int]) -> tuple[str, bool]:
    """One game: (game id, Easy won alone or shared)."""
    game_id, seed, easy_seat, players = job
    rules = registry.get(game_id)
    bots: list[Any] = [make_controller("rule", rules, seed * 31 + s) for s in range(players)]
    bots[easy_seat] = make_controller("easy", rules, seed * 31 + easy_seat)
    state = rules.setup(seed, players, {})
    moves = 0
    while not rules.is_over(state):
        seat = rules.active_seats(state)[0]
        rules.apply(state, seat, choose_for(bots[seat], rules, state, seat, f"{seed}:{moves}"))
        moves += 1
    return game_id, easy_seat in rules.result(state).winners


def main(games: int = GAMES, workers: int | None = None, only: str | None = None,
         players: int | None = None) -> None:
    ids = [g for g in registry.product_ids()
           if only in (None, g) and {"easy", "rule"} <= set(registry.entry(g).bot_levels)]
    counts = {g: players or registry.entry(g).min_players for g in ids}
    jobs = [(g, seed, seed % counts[g], counts[g]) for g in ids for seed in range(games)]
    results = play_all(play, jobs, workers, chunksize=1)
    print("Easy vs Normal (the rule bot)")
    for game_id in ids:
        wins = sum(won for g, won in results if g == game_id)
        print(f"{game_id}, Easy vs {counts[game_id] - 1} Normal ({games} games, seat "
              f"rotated): Easy wins {wins}/{games} ({wins / games:.0%}; an even seat "
              f"{1 / counts[game_id]:.0%})", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else GAMES, int(args[1]) if len(args) > 1 else None,
         args[2] if len(args) > 2 else None, int(args[3]) if len(args) > 3 else None)
