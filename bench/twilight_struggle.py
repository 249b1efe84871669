"""Twilight Struggle speed (issue #15): games/s, decisions/s and card plays/s for random play
and for the DEFCON-safe random policy, and clone / legal_actions / apply measured separately.

    python -m bench.twilight_struggle [games]

A card play is one action-round card (["card", n]); decisions are all actions. The policies
draw from the legal actions of the real state (no determinize), so the figures are the
engine's. Clone, legal_actions and apply are timed at the last position before the end of a
DEFCON-safe game that reached turn 10 (apply on clones made beforehand).

1989 is played the same way (random play, card plays/s) and both engines are compared with
the public pure-Python Twilight Struggle engine (issue #35 point 6: each at least 3x), with a
verdict line for each (bench/_targets.py). To measure that engine, in the same run:

    python -m bench.twilight_struggle 200 --public CHECKOUT --public-python PYTHON

(or set HOTSEAT_PUBLIC_ENGINE=CHECKOUT and HOTSEAT_PUBLIC_PYTHON=PYTHON, which `make bench`
passes on). CHECKOUT is a clone of dkorduban/twilight-struggle-ai (its python/ and data/
folders) and PYTHON an interpreter with numpy. Without it the public engine's figure is
estimated from a fixed pure-Python workload timed in the same run (`machine_rate` x
PUBLIC_PER_ROUND, measured beside the public engine): a regression of either engine still
shows, since the workload shares no code with them. Every rate is per second of CPU time
(time.process_time), so other work on the machine does not move the ratios; the public
engine's random policy plays `games` games and every policy call (headlines too) counts as
a card play, so the ratio printed is if anything in its favour. None of its code is copied
here.

Measured (issue #35 point 6: TS random play >= 3x the public engine), 200 games, each pair one
run with the public engine measured in it, before and after the operations.py hot paths were
rewritten (the same games: tests/games/twilight_struggle/test_engine_trace.py):

    before: 6,569 / 7,109 card plays/s vs 2,286 / 2,559 public (2.9x, 2.8x; earlier 2.7x)
    after:  8,674 / 9,228 card plays/s vs 2,366 / 2,571 public (3.7x, 3.6x)

The public figure moves by about 10% from run to run on a shared machine; instructions
(valgrind, 100 random games) went from 3,762 M to 2,791 M.

1989 (2026-11-27, load 7-10, main and this branch interleaved, 100 games): main 6,606 / 6,585
card plays/s vs 2,453 / 2,443 public (2.7x, 2.7x); after its target lists were sped up 9,604
/ 9,235 vs 2,396 / 2,391 (4.0x, 3.9x), and 9,332 vs 2,519 (3.7x) at 200 games, where
Twilight Struggle played 8,936 (3.5x).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import time
from typing import Any

from bench import _targets
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.bot import safe_actions

REPEAT = 300
# `make bench` measures the public engine when these name its checkout and interpreter.
PUBLIC_ENV, PYTHON_ENV = "HOTSEAT_PUBLIC_ENGINE", "HOTSEAT_PUBLIC_PYTHON"
# The public engine's card plays/s per round/s of `machine_rate`: 0.0018-0.0020 in five runs
# (2026-11-27, 60 and 200 games); the high end, so an estimate leans the public engine's way.
PUBLIC_PER_ROUND = 0.0020


def _random(state: Any, seat: int, rand: random.Random) -> list:
    return rand.choice(RULES.legal_actions(state, seat))


def _safe(state: Any, seat: int, rand: random.Random) -> list:
    return rand.choice(safe_actions(RULES, state, seat))


def play(seed: int, policy: Any) -> tuple[Any, int, int, Any]:
    """One game: (final state, decisions, card plays, the position before the last turn-10
    decision or None)."""
    rand = random.Random(seed)
    state = RULES.setup(seed)
    decisions = plays = 0
    late = None
    while not RULES.is_over(state):
        seat = rand.choice(RULES.active_seats(state))
        action = policy(state, seat, rand)
        if state["turn"] == 10:
            late = (RULES.clone(state), seat, action)
        RULES.do_apply(state, seat, action)
        decisions += 1
        plays += action[0] == "card"
    return state, decisions, plays, late


def machine_rate(rounds: int = 200_000) -> float:
    """Rounds per CPU second of a fixed pure-Python workload (dict and list work of the kind
    both engines do; none of either engine's code): how fast this machine runs Python, for the
    public engine's estimate when it is not measured (PUBLIC_PER_ROUND)."""
    table = {f"c{i}": [i % 3, i % 5] for i in range(80)}
    keys = list(table)
    total, start = 0, time.process_time()
    for i in range(rounds):
        row = table[keys[i % 80]]
        total += sum(v for v in row if v) + len([k for k in keys[i % 7:i % 7 + 8] if table[k][0]])
    assert total > 0
    return rounds / (time.process_time() - start)


def yardstick(games: int = 30) -> float:
    """1989's card plays/s under random play on this machine now."""
    from game.games.dawn_of_freedom.rules import RULES as DOF

    plays, start = 0, time.process_time()
    for seed in range(games):
        rand, state = random.Random(seed), DOF.setup(seed)
        while not DOF.is_over(state):
            seat = rand.choice(DOF.active_seats(state))
            action = rand.choice(DOF.legal_actions(state, seat))
            DOF.do_apply(state, seat, action)
            plays += action[0] == "card"
    return plays / (time.process_time() - start)


# Run by the public engine's interpreter: only imports that project's modules and counts calls.
PUBLIC_RUN = """
import sys, time
sys.path.insert(0, sys.argv[1] + "/python")
from tsrl.engine.game_loop import make_random_policy, play_game
from tsrl.engine.rng import make_rng
calls = 0
def counted(policy):
    def call(*args, **kwargs):
        global calls
        calls += 1
        return policy(*args, **kwargs)
    return call
start = time.process_time()
for seed in range(int(sys.argv[2])):
    policy = counted(make_random_policy(make_rng(seed)))
    play_game(policy, policy, seed=seed)
print(calls / (time.process_time() - start))
"""


def public_engine(checkout: str, python: str, games: int) -> float:
    """The public Python engine's card plays/s under its random policy, measured now."""
    out = subprocess.run([python, "-c", PUBLIC_RUN, checkout, str(games)], check=True,
                         capture_output=True, text=True)
    return float(out.stdout.split()[-1])


def _micros(fn: Any, repeat: int = REPEAT) -> float:
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) / repeat * 1e6


def main(games: int = 200, checkout: str | None = None, python: str = "python3") -> None:
    late = None
    dof = yardstick(games)
    machine = machine_rate()
    if checkout:
        public = public_engine(checkout, python, games)
        how = "measured"
        print(f"public Python engine (measured): {public:.0f} card plays/s; 1989 {dof:.0f} "
              f"card plays/s; the public engine is {public / machine:.4f} x the Python "
              f"workload's {machine:.0f} rounds/s (PUBLIC_PER_ROUND)")
    else:
        public, how = machine * PUBLIC_PER_ROUND, "estimated"
        print(f"public Python engine not measured (--public or {PUBLIC_ENV}): estimated from a "
              f"Python workload at {machine:.0f} rounds/s as ~{public:.0f} card plays/s; "
              f"1989 {dof:.0f} card plays/s")
    rates = {"1989 random": dof}
    for name, policy in (("random", _random), ("defcon-safe", _safe)):
        decisions = plays = 0
        reasons: dict[str, int] = {}
        start = time.process_time()
        for seed in range(games):
            state, d, p, pos = play(seed, policy)
            decisions, plays = decisions + d, plays + p
            reason = state["over"]["reason"]
            reasons[reason] = reasons.get(reason, 0) + 1
            late = pos or late
        spent = time.process_time() - start
        print(f"{name:12} {games / spent:8.1f} games/s {decisions / spent:10.0f} decisions/s "
              f"{plays / spent:9.0f} card plays/s ({plays / spent / public:.1f}x)  "
              f"ends: {reasons}")
        if name == "random":
            rates["Twilight Struggle random"] = plays / spent
    for name, rate in rates.items():  # issue #35 point 6
        print(_targets.line(f"{name} card plays/s over the public engine's ({how})",
                            rate / public, _targets.MIN_SPEED_RATIO, "x", ">="))
    if late is None:
        print("no game reached turn 10")
        return
    state, seat, action = late
    copies = iter([RULES.clone(state) for _ in range(REPEAT)])
    print(f"turn 10: clone {_micros(lambda: RULES.clone(state)):.1f} µs, legal_actions "
          f"{_micros(lambda: RULES.legal_actions(state, seat)):.1f} µs, apply "
          f"{_micros(lambda: RULES.do_apply(next(copies), seat, action)):.1f} µs "
          f"(log of {len(state['log'])} lines, not copied)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("--public", default=os.environ.get(PUBLIC_ENV),
                        help=f"a checkout of the public Python engine to measure ({PUBLIC_ENV})")
    parser.add_argument("--public-python", default=os.environ.get(PYTHON_ENV, "python3"),
                        help=f"its interpreter, with numpy ({PYTHON_ENV})")
    args = parser.parse_args()
    main(args.games, args.public, args.public_python)
