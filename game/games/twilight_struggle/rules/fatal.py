"""Would a move lose the game by DEFCON 1 (TS-8.1.3)? What the table asks "sure?" about and
what every bot steers clear of (`TwilightStruggleRules.fatal`, `fatal_actions`).

Implementation notes:
- The trial plays the move on a copy with dice of its own (reseeded from FATAL_SEED, forced
  rolls dropped): the answer must not tell the table or a bot what the real dice will show.
- A move loses when the trial ends in nuclear war against the seat, at once or because every
  way on for the seat alone does (a card played for a coup where each target is a
  battleground), looking `depth` of the seat's decisions ahead.
- Calm decisions (CALM: placing, removing and realigning influence, the set-up, the box 6
  discard) never move DEFCON themselves: their first legal choice stands for all and costs no
  depth (issue #35 point 5). Trying every one made the check exponential: a card played for 4
  Ops of influence under an opponent's event that lowers DEFCON afterwards tried 80^3 ways
  of placing (58 s for one check, two thirds of a Twilight Struggle search's time at
  DEFCON 2). The answer is now what the whole card play leads to, where the old look-ahead
  ran out of depth half-way through the placements and called such a move safe. At most
  CALM_STEPS calm steps a trial.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rng import reseed
from game.engine.types import Action, State

from . import victory

FATAL_SEED = 0  # the dice of the trial: fixed, so its answer depends on the position only
# Decisions that never move DEFCON (TS-6.1 placement, TS-6.2 realignment, the set-up, the
# box 6 discard, events placing or removing influence)
CALM = frozenset({"place_influence", "realign", "setup_place", "landed_discard", "ev_place",
                  "ev_place_stop", "ev_remove", "ev_remove_stop", "ev_realign"})
CALM_STEPS = 40


def fatal(rules: Any, state: State, seat: int, action: Action, depth: int = 4) -> bool:
    """Would `action` lose the game for `seat` by DEFCON 1, now or whatever the seat does
    alone in its next `depth` - 1 decisions that are not calm?"""
    return _loses(rules, rules.clone(state), seat, action, depth, CALM_STEPS)


def _loses(rules: Any, trial: State, seat: int, action: Action, depth: int, calm: int) -> bool:
    """`fatal` on a copy of its own, played on in place; each way on reseeded alike."""
    reseed(trial, random.Random(FATAL_SEED))
    rules.do_apply(trial, seat, action)
    while True:
        over = trial["over"]
        if over is not None:
            return over["reason"] == victory.NUCLEAR_WAR and seat not in over["winners"]
        if rules.active_seats(trial) != [seat]:
            return False
        stack = trial["stack"]
        if not stack or stack[-1]["name"] not in CALM or calm <= 0:
            break
        legal = rules.legal_actions(trial, seat)
        if not legal:
            return False
        rules.do_apply(trial, seat, legal[0])  # a calm choice: any stands for all
        calm -= 1
    if depth <= 1:
        return False
    legal = rules.legal_actions(trial, seat)
    return all(_loses(rules, _copy(rules, trial, i, len(legal)), seat, a, depth - 1, calm)
               for i, a in enumerate(legal))


def _copy(rules: Any, trial: State, i: int, n: int) -> State:
    """The trial for the i-th of n ways on: the last one takes the trial itself."""
    return trial if i == n - 1 else rules.clone(trial)


def fatal_actions(rules: Any, state: State, seat: int) -> list[Action]:
    """The seat's legal actions that `fatal` finds losing. At a calm decision the first
    legal choice stands for all, as it does within every trial: one trial, not one a choice
    (issue #34.6: trying each of some 60 places for influence took 5 ms of the table's
    frame after every placement)."""
    legal = rules.legal_actions(state, seat)
    stack = state["stack"]
    if legal and stack and stack[-1]["name"] in CALM:
        return list(legal) if fatal(rules, state, seat, legal[0]) else []
    return [a for a in legal if fatal(rules, state, seat, a)]
