"""Twilight Struggle speed (issue #15): games/s, decisions/s and card plays/s for random play
and for the DEFCON-safe random policy, and clone / legal_actions / apply measured separately.

    python -m bench.twilight_struggle [games]

A card play is one action-round card (["card", n]); decisions are all actions. The policies
draw from the legal actions of the real state (no determinize), so the figures are the
engine's. Clone, legal_actions and apply are timed at the last position before the end of a
DEFCON-safe game that reached turn 10 (apply on clones made beforehand).

The yardstick line plays 1989 the same way: issue #15 measured 1989 at 8,070 card plays/s in
the run where the public pure-Python Twilight Struggle engine played 4,170, so that engine's
figure here is estimated as 1989's × 4170 / 8070. To measure it instead, in the same run:

    python -m bench.twilight_struggle 200 --public CHECKOUT --public-python PYTHON

CHECKOUT is a clone of dkorduban/twilight-struggle-ai (its python/ and data/ folders) and
PYTHON an interpreter with numpy; 1989's figure is printed beside it. Every rate is per second
of CPU time (time.process_time), so other work on the machine does not move the ratios;
its random policy plays `games` games and every policy call (headlines too) counts as a card
play, so the ratio printed is if anything in its favour. None of its code is copied here.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import time
from typing import Any

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.bot import safe_actions

REPEAT = 300


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
    dof = yardstick()
    if checkout:
        public = public_engine(checkout, python, games)
        print(f"public Python engine (measured): {public:.0f} card plays/s; 1989 {dof:.0f} "
              f"card plays/s ({dof / public:.1f}x)")
    else:
        public = dof * 4170 / 8070
        print(f"yardstick: 1989 {dof:.0f} card plays/s -> the public Python engine ~{public:.0f}")
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
    parser.add_argument("--public", help="a checkout of the public Python engine to measure")
    parser.add_argument("--public-python", default="python3", help="its interpreter (numpy)")
    args = parser.parse_args()
    main(args.games, args.public, args.public_python)
