"""1989's part of the search bot (engine/search.py, issue #21): SPEC for the Easy and Hard bots.

Implementation notes:
- Play-outs use the rule bot's fast policy (bot.policy) for both sides.
- A play-out stops at the action round HORIZON half-rounds after the searched decision (one
  card play of each side by default) and is rated by bot_eval.evaluate from both sides: the
  difference, halved, is VP-like. Its level carries a large bias (the Communist's starting
  Power, the projected scores); the search rates its change, over SCALE.
- Searched: the choice of card in an action round and of how to play it (card_play), where
  the game is won or lost. Every other decision (placing and checking one space at a time,
  event choices, Power Struggles, D89-13's sealed bid) is left to the rule bot, which plays
  them greedily as well as a search of the same budget would, so the whole budget goes to
  the card plays.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.search import SearchSpec
from game.engine.types import Action, State

from . import bid
from .bot import policy
from .bot_eval import evaluate
from .common import DEM, opp, side_of

HORIZON = 2
SCALE = 3.0  # a gain of this many VP-like units rates 73%


def half_rounds(state: State) -> int:
    """Action rounds played so far, counting each side's separately."""
    return (state.get("turn", 0) * 16 + state.get("round", 0) * 2
            + (1 if state.get("phasing") == DEM else 0))


def stop(root: State, state: State) -> bool:
    stack = state["stack"]
    return bool(stack) and stack[-1]["name"] == "action_round" and \
        half_rounds(state) - half_rounds(root) >= HORIZON


def edge(state: State, seat: int) -> float:
    side = side_of(seat)
    return (evaluate(state, side) - evaluate(state, opp(side))) / 2


def fast_policy(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    frame = state["stack"][-1]
    if frame["name"] in bid.FRAME_NAMES:
        return bid.bot_action(state, seat, rand)
    return policy(rules, state, side_of(seat), frame, legal)


SEARCHED = frozenset(("action_round", "card_play"))


def left_to_rule_bot(state: State, seat: int) -> bool:
    return not state["stack"] or state["stack"][-1]["name"] not in SEARCHED


SPEC = SearchSpec(policy=fast_policy, evaluate=edge, scale=SCALE, seats=lambda state: 2,
                  stop=stop, delegate=left_to_rule_bot)
