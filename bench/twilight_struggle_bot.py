"""Twilight Struggle: the rule bot against the DEFCON-safe random bot on each side, and
against itself (issue #17 point 4).

    python -m bench.twilight_struggle_bot [games] [workers] [mirror games]

`games` per side (default 200): the rule bot's win rate as the USSR and as the US (target
>= 90% each), how the games ended, and its decision time (mean, p95, max) over every
decision it made: wall-clock, and the CPU time of the deciding process (on a shared machine
the wall-clock figure counts the time other programs had the core). Then `mirror games`
(default `games` / 2) of the rule bot against itself: USSR / US / draw shares and the end
reasons. Every bot is shown only its seat's world (seats.choose_for), as in the app.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from typing import Any

from bench._games import play_all
from game.engine.seats import choose_for
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.bot import RuleBot, SafeBot

SIDES = ("USSR", "US")


Row = tuple[int | None, list[int], str, int, list[tuple[float, float]]]


def play(job: tuple[int, int | None]) -> Row:
    """One game; job = (seed, the rule bot's seat, None: rule bots on both seats). Returns
    (that seat, winners, end reason, turn, the rule bot's decision times: wall, CPU)."""
    seed, rule_seat = job
    bots: list[Any] = [RuleBot(seed * 2 + s) if rule_seat in (s, None) else SafeBot(seed)
                       for s in (0, 1)]
    state = RULES.setup(seed, 2, {})
    times: list[tuple[float, float]] = []
    moves = 0
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        t0, c0 = time.perf_counter(), time.process_time()
        action = choose_for(bots[seat], RULES, state, seat, f"{seed}:{moves}")
        if rule_seat in (seat, None):
            times.append((time.perf_counter() - t0, time.process_time() - c0))
        RULES.apply(state, seat, action)
        moves += 1
    over = state["over"]
    return rule_seat, over["winners"], over["reason"], state["turn"], times


def _times(rows: list[Row]) -> str:
    parts = []
    for i, clock in enumerate(("wall", "CPU")):
        times = sorted(t[i] for r in rows for t in r[4])
        if not times:
            return "no decisions"
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        parts.append(f"{clock} mean {sum(times) / len(times) * 1000:.1f} ms, p95 "
                     f"{p95 * 1000:.1f} ms, max {times[-1] * 1000:.0f} ms")
    return f"decision time {'; '.join(parts)} over {len(times)} decisions"


def main(games: int = 200, workers: int | None = None, mirror: int | None = None) -> None:
    mirror = games // 2 if mirror is None else mirror
    jobs = [(seed, side) for side in (0, 1) for seed in range(games)]
    jobs += [(10_000 + seed, None) for seed in range(mirror)]
    results = play_all(play, jobs, workers)
    print(f"rule bot vs DEFCON-safe random bot, {games} games per side")
    for seat, side in enumerate(SIDES):
        rows = [r for r in results if r[0] == seat]
        wins = sum(1 for r in rows if r[1] == [seat])
        reasons = Counter(r[2].rsplit(".", 1)[-1] for r in rows)
        print(f"  as {side:4}: wins {wins}/{len(rows)} ({wins / max(len(rows), 1):.1%}); "
              f"ends {dict(reasons)}; mean last turn "
              f"{sum(r[3] for r in rows) / max(len(rows), 1):.1f}")
    print("  " + _times([r for r in results if r[0] is not None]))
    rows = [r for r in results if r[0] is None]
    if rows:
        tally = Counter("draw" if len(r[1]) == 2 else SIDES[r[1][0]] for r in rows)
        reasons = Counter(r[2].rsplit(".", 1)[-1] for r in rows)
        print(f"rule bot vs itself, {len(rows)} games: "
              + ", ".join(f"{k} {tally[k]} ({tally[k] / len(rows):.0%})"
                          for k in (*SIDES, "draw"))
              + f"; ends {dict(reasons)}; mean last turn "
              f"{sum(r[3] for r in rows) / len(rows):.1f}")
        print("  " + _times(rows))


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:4]]
    main(*args)
