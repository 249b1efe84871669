"""Twilight Struggle's part of the search bot (engine/search.py, issue #21): SPEC for the Easy
bot and the coach, HARD_SPEC for the Hard bot.

Implementation notes:
- The Hard bot (since 2026-11-28, issue #36): its rule bot with a margin short of control
  worth three times Normal's (PROGRESS), at every decision; the search below is the coach's
  Hint and review (HARD_SPEC's `search_own` is off). The search at 40 iterations was +21 Elo
  over Normal (58 pairs, the SPRT accepting "+50 at most") and the rule bot in 12 worlds
  -46, while the steeper evaluation alone scored +177 and +185 (100 and 39 pairs;
  docs/BOTS.md).
- Play-outs and the Easy bot use bot.fast_policy: cheap card and mode choices, placements,
  removals, coups and realignments rated from the rules (bot_ops), never a DEFCON-1 loss it
  can avoid (TS-8.1.3).
- A play-out stops at the action round HORIZON half-rounds after the searched decision (one
  card play of each side by default) or at the next headline, and is rated by
  bot_eval.evaluate from both sides: the difference, halved, is VP-like; the search rates its
  change, over SCALE.
- Searched: which card to play in an action round and how (card_play). Everything else
  (placement marker by marker, coup and realignment targets, event choices, the headline) is
  left to the rule bot, which rates those from the rules and the odds, so the whole budget
  goes to the card plays. The candidates keep a scoring card needed in this round
  (bot.scoring_first, R-20): a play-out rarely reaches the turn's end, where holding loses.
- Prior (issue #36 point 3, as 1989's): at a card choice every card starts from the rule
  bot's rating of its best way to play it (bot.Planner: events played on, Operations from
  the odds, the DEFCON traps it strands), at the choice of how to play a card each way from
  the same, so the search begins where the Normal bot would end and leaves it only on the
  play-outs' evidence. Without it 40 play-outs of the fast policy chose the card alone and
  Hard lost 10 of 14 games to Normal. The steps left to the rule bot are searched only when
  the coach's Hint asks; they start from the rule bot's rating of each target
  (bot.step_values), weighed as STEP_PRIOR_VISITS play-outs (issue #36 point 4).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.engine.search import STEP_PRIOR_VISITS, SearchSpec, logistic
from game.engine.types import Action, State

from . import bot_eval
from .bot import Planner, RuleBot, fast_policy, scoring_first, step_values
from .bot_eval import evaluate
from .common import US

HORIZON = 2
SCALE = 3.0  # a gain of this many VP-like units rates 73%


def half_rounds(state: State) -> int:
    """Action rounds played so far, counting each side's separately."""
    return state["turn"] * 40 + state["round"] * 2 + (1 if state["phasing"] == US else 0)


def stop(root: State, state: State) -> bool:
    stack = state["stack"]
    if not stack:
        return False
    name = stack[-1]["name"]
    if name == "headline":
        return state["turn"] != root["turn"]
    return name == "action_round" and half_rounds(state) - half_rounds(root) >= HORIZON


def standings(state: State) -> list[float]:
    """Each seat's edge, by seat: half its evaluation less the other side's (one side's
    gain is the other's loss, so each side is evaluated once)."""
    first, second = evaluate(state, 0), evaluate(state, 1)
    return [(first - second) / 2, (second - first) / 2]


SEARCHED = frozenset(("action_round", "card_play"))


def left_to_rule_bot(state: State, seat: int) -> bool:
    return not state["stack"] or state["stack"][-1]["name"] not in SEARCHED


def prior(rules: Any, world: State, seat: int, legal: list[Action],
          rand: random.Random) -> list[tuple[Action, float] | tuple[Action, float, int]]:
    """The rule bot's ratings (Planner) in one determinized world, as a play-out's gain is
    rated: each card at a card choice, each way at the choice of how to play one. A step the
    Hard bot leaves to the rule bot, searched only for the coach's Hint, starts from the rule
    bot's rating of each target (`bot.step_values`, from the board) weighed as
    STEP_PRIOR_VISITS play-outs, as 1989's placements."""
    frame = world["stack"][-1]
    if frame["name"] not in SEARCHED:  # a step the Hard bot leaves to the rule bot (the Hint)
        rated = step_values(world, seat, frame, legal) or []
        return [(action, logistic(value / SCALE), STEP_PRIOR_VISITS) for value, action in rated]
    planner = Planner(rules, rules.determinize(world, seat, rand), seat, rand.getrandbits(32))
    rated = [(planner.card_value(a), a) for a in legal] if frame["name"] == "action_round" \
        else planner.mode_values(frame["card"], legal)
    return [(action, logistic(value / SCALE)) for value, action in rated]


SPEC = SearchSpec(policy=fast_policy, standings=standings, scale=SCALE, stop=stop,
                  delegate=left_to_rule_bot, candidates=scoring_first, prior=prior)
"""The Easy bot's (its policy) and the coach's, and the Hard bot's before 2026-11-28."""
# The Hard bot's own play since 2026-11-28: its rule bot with a margin short of control
# worth three times the Normal bot's (bot_eval.PROGRESS), screened as 1989's gradient was
# (docs/BOTS.md).
PROGRESS = 3 * bot_eval.NORMAL_PROGRESS
HARD_SPEC = dataclasses.replace(SPEC, fallback=lambda seed: RuleBot(seed, progress=PROGRESS),
                                search_own=False)
"""The Hard bot's: it plays that rule bot at every decision, and its search (SPEC's) serves
the coach's Hint and review: at its budget it was +21 Elo over Normal (SPRT: +50 at most),
the rule bot so weighted +177 (docs/BOTS.md)."""
