"""The Hard (search) bot against the Normal (rule) bot, per game (issue #21 point 4).

    python -m bench.search_bot [games] [workers] [iterations] [game id] [players]

Every game with a Hard bot (its entry's bot levels), Hard against Normal bots in every other
seat: `games` games with Hard in each seat (sides are seats), at the game's fewest players
unless `players` says otherwise. A game id runs that game only. Twilight Struggle's search is
the slowest: a sample of it reads best alone with fewer iterations and games
(`python -m bench.search_bot 2 2 40 twilight_struggle`).
The search runs a fixed number of iterations per decision (default ITERATIONS, so results
repeat); the bench prints the iterations per second it measured, so the budget reads as time:
iterations / (it/s) seconds per decision, against the app's 2 s. The mirror balance (Normal vs
Normal) is bench.dawn_of_freedom_mirror. A search of this size is slow: the default game count
is a sample, not the ≥ 200 per side of the issue's target (pass a larger count to get it).

Measured (2 workers on a 2-core machine, 2026-11):
- `python -m bench.search_bot 200 2 30 dawn_of_freedom`: Hard as Communist 111/200 (56%), as
  Democrat 121/200 (60%); 0.10-0.12 s per searched decision (its prior's look-ahead
  included), 250-300 iterations/s, so 30 iterations are about a fifteenth of the app's 2 s.
  The mirror (`python -m bench.dawn_of_freedom_mirror 200 2`): Communist 36%, Democrat 63%,
  1 draw. The issue's bar (65% on each side) is not met: at this budget the Hard bot plays
  about as its tuned rule bot does (see game/engine/search.py on PRIOR_VISITS).
  After its look-ahead came to play each side with that side's weights: seeds 0-99, 53% as
  Communist, 61% as Democrat (no change beyond the noise). Five times the budget (150
  iterations, 0.7 s a decision; as Communist, seeds 0-59) won 32/60 where 30 iterations won
  38/60: more search does not make it stronger.
  With one state copier in the engine (declared shapes) and the Stasi fix (2026-11-25),
  seeds 0-59: Communist 38/60 (63%), Democrat 37/60 (62%), ~300 iterations/s. The mirror
  (200 games) is now Communist 39%, Democrat 61%: the Normal Democrat no longer loses by
  holding a Scoring card under Stasi.
- `python -m bench.search_bot 100 2 60 kabale_und_hiebe` at 4 players (then the default;
  `... 25 2 60 kabale_und_hiebe 4` now, 25 games per seat): Hard 43/100 against three Normal
  bots (a quarter would be even); 0.24 s per decision, about 250 iterations/s.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from bench._games import play_all
from game import i18n
from game.engine import registry
from game.engine.search import SearchBot
from game.engine.seats import choose_for, make_controller

ITERATIONS = 150
GAMES = 3  # per seat


def play(job: tuple[str, int, int, int, int]) -> tuple[str, int, bool, float, int, int]:
    """One game: (game id, Hard's seat, Hard won alone or shared, seconds Hard spent,
    Hard's searched decisions, iterations run)."""
    game_id, seed, hard_seat, players, iterations = job
    rules = registry.get(game_id)
    bots: list[Any] = [make_controller("rule", rules, seed * 31 + s) for s in range(players)]
    hard = make_controller("hard", rules, seed * 31 + hard_seat)
    assert isinstance(hard, SearchBot)
    hard.seconds, hard.iterations = None, iterations
    bots[hard_seat] = hard
    state = rules.setup(seed, players, {})
    spent, searched, done, moves = 0.0, 0, 0, 0
    while not rules.is_over(state):
        seat = rules.active_seats(state)[0]
        hard.last = None
        t0 = time.perf_counter()
        action = choose_for(bots[seat], rules, state, seat, f"{seed}:{moves}")
        if seat == hard_seat and hard.last is not None:
            spent += time.perf_counter() - t0
            searched += 1
            done += hard.last.iterations
        rules.apply(state, seat, action)
        moves += 1
    return game_id, hard_seat, hard_seat in rules.result(state).winners, spent, searched, done


def report(title: str, rows: list[tuple[str, int, bool, float, int, int]]) -> None:
    wins = sum(r[2] for r in rows)
    spent = sum(r[3] for r in rows)
    searched = sum(r[4] for r in rows)
    done = sum(r[5] for r in rows)
    print(f"{title}: Hard wins {wins}/{len(rows)} ({wins / max(len(rows), 1):.0%}); "
          f"{spent / max(searched, 1):.2f} s per searched decision, "
          f"{done / max(spent, 1e-9):.0f} iterations/s")


def main(games: int = GAMES, workers: int | None = None,
         iterations: int = ITERATIONS, only: str | None = None,
         players: int | None = None) -> None:
    ids = [g for g in registry.product_ids()
           if only in (None, g) and "hard" in registry.entry(g).bot_levels]
    counts = {g: players or registry.entry(g).min_players for g in ids}
    jobs = [(g, seed, seat, counts[g], iterations)
            for g in ids for seat in range(counts[g]) for seed in range(games)]
    results = play_all(play, jobs, workers, chunksize=1)
    print(f"Hard (search, {iterations} iterations per decision) vs Normal (rule bot)")
    for game_id in ids:
        rules, n = registry.get(game_id), counts[game_id]
        labels = rules.seat_labels if len(rules.seat_labels) == n else ()
        for seat in range(n):
            side = i18n.t(labels[seat]) if labels else f"seat {seat + 1}"
            report(f"{registry.entry(game_id).title()}, Hard as {side} vs {n - 1} Normal ({games} "
                   f"games; 1/{n} would be even)",
                   [r for r in results if r[0] == game_id and r[1] == seat])


if __name__ == "__main__":
    args: list[Any] = [int(a) for a in sys.argv[1:4]]
    main(*args, *sys.argv[4:5], *[int(a) for a in sys.argv[5:6]])
