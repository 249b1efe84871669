"""D89-7 Events: 1989's event registry (game/cdg/events.py), prerequisites and
prohibitions, lasting effects and the hooks through which lasting events change Ops, Support
Checks and TS attempts.

Implementation notes:
- IMPLEMENTED maps every non-Scoring card number to its Event (the cards/ package fills it;
  a test checks that no card is missing). The six Scoring cards are not events here: they are
  played through scoring_cards.py (D89-8.0).
- can_occur (D89-5.2.B2, D89-7.1, D89-ED-09): the prerequisite card's event has
  occurred (or, where the text says "in effect", is still in effect), no blocking event is in
  effect, and the event's own text condition holds. "Has no effect" is not a can_occur failure
  (D89-5.2.B3): such an event still counts as played.
- The event belongs to the card's side; a silver (both-sides) card's event belongs to whoever
  plays it (D89-7.1). The owner makes every choice of the event, also when the opponent
  triggered it by playing the card for Operations (D89-5.2).
- A lasting event's card moves from the table to state["lasting"] the moment the event takes
  effect (so its effect applies to the rest of the same card play) and leaves it through
  end_lasting: to the removed cards if asterisked (D89-ED-05), else to the discard pile.
- Durations ending at a turn's end ("rest_of_turn", "until_next_turn",
  "until_end_of_turn_if_chosen") are ended by the sequence of play (REGISTRY.expire at
  "turn_end"); every other duration is ended by the card that owns it.
- place_direct is the frame for an event's own placement ("add N SPs in ..."), which is not an
  Operation (D89-6.1.1, D89-7.4): a cdg PickTargets frame. Events grant Operations with
  operations.start.
- Hooks keyed by a lasting card number apply while that card is in state["lasting"]:
  OPS_MODIFIERS(state, user, card, context) -> int (D89-7.3), CHECK_MODIFIERS(state, side,
  target) -> int (D89-6.2.4 "event_drms"), TS_MODIFIERS(state, side) -> int (D89-6.3.1),
  CHECK_BANS(state, side, target) -> bool (a space an event forbids as a check target),
  CHECK_TRIGGERS(state, side, target) run after every rolled Support Check, PLACEMENT_COSTS(
  state, side, space, cost) -> cost (D89-6.1.3 exceptions), HAND_SIZE_MODIFIERS(state, side)
  -> delta to the hand size at the deal, CARD_PLAY_HOOKS(state, side, card, mode, result) run
  after every action round's card play (card None for a forfeited round), PLAYABLE_FILTERS(
  state, side, cards) -> the cards of his hand `side` may choose in an action round,
  ROUND_OVERRIDES(state, side) -> True when the event replaced `side`'s action round with its
  own frame (General Strike). PLAY_HOOKS, keyed by the played card itself (not a lasting one):
  (state, side, mode) right after its mode is chosen (Common European Home played for Ops).
- Durations "until_next_deal" end right after the next deal (expire_deal_effects, "deal").
- The Tyrant is Gone (97) is "in effect" once it has resolved (state["romania"]["tig"]), not
  while its card waits in the lasting area (D89-7.6.4). The five Ceausescu events list it in
  their card data's blocked_by, but TIG does not forbid them: once TIG has taken effect they
  can still be played as events, do nothing and count as played (rulebook 5.2 example 5,
  D89-5.2.X5), so the card leaves the game if asterisked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.cdg.events import Event, EventRegistry, EventSpec
from game.cdg.steps import PickTargets
from game.engine.types import Decision, Prompt, State, log_entry

from . import control
from .common import COM, DEM, FRAMES, card_ref, seat_of
from .data import CARDS, TYRANT_IS_GONE

__all__ = ["Event"]

EXPIRY = {"rest_of_turn": "turn_end", "until_next_turn": "turn_end",
          "until_end_of_turn_if_chosen": "turn_end", "until_next_deal": "deal"}


def _spec(info: dict[str, Any]) -> EventSpec:
    pre = info["prerequisite"]
    return EventSpec(requires=() if pre is None else (pre,),
                     requires_in_effect=bool(info["prerequisite_in_effect"]),
                     blocked_by=tuple(b for b in info["blocked_by"] if b != TYRANT_IS_GONE),
                     lasting=bool(info["lasting"]), duration=info["duration"],
                     removed=bool(info["removed"]))


def no_effect(state: State, card: int) -> bool:
    """A Ceausescu event after The Tyrant is Gone has taken effect (D89-5.2.X5)."""
    return TYRANT_IS_GONE in CARDS[card]["blocked_by"] and in_effect(state, TYRANT_IS_GONE)


_LOG_KEYS = {"cannot": "dof.log.event_cannot_occur", "no_effect": "dof.log.event_no_effect",
             "lasting_ends": "dof.log.lasting_ends"}


def _log(state: State, what: str, card: int, side: str | None) -> None:
    if what == "event":
        state["log"].append(log_entry("dof.log.event", side=side, seat_no=seat_of(side),
                                      card=card_ref(card)))
    else:
        state["log"].append(log_entry(_LOG_KEYS[what], card=card_ref(card)))


REGISTRY = EventRegistry(
    {n: _spec(info) for n, info in CARDS.items()}, EXPIRY, _log,
    # The Tyrant is Gone is in effect once it has resolved, not while it waits (D89-7.6.4).
    in_effect_rules={TYRANT_IS_GONE: lambda state: state["romania"]["tig"] == "resolved"},
    no_effect=no_effect)

IMPLEMENTED = REGISTRY.events
register = REGISTRY.register
in_effect = REGISTRY.in_effect
can_occur = REGISTRY.can_occur
resolve = REGISTRY.resolve
end_lasting = REGISTRY.end_lasting
run_hooks = REGISTRY.run_hooks
hook_sum = REGISTRY.hook_sum

OPS_MODIFIERS: dict[int, Callable[[State, str, int | None, dict[str, Any]], int]] = \
    REGISTRY.hooks("ops_modifiers")
CHECK_MODIFIERS: dict[int, Callable[[State, str, str], int]] = REGISTRY.hooks("check_modifiers")
TS_MODIFIERS: dict[int, Callable[[State, str], int]] = REGISTRY.hooks("ts_modifiers")
# (state, side, target) -> banned
CHECK_BANS: dict[int, Callable[[State, str, str], bool]] = REGISTRY.hooks("check_bans")
# after a rolled check
CHECK_TRIGGERS: dict[int, Callable[[State, str, str], None]] = REGISTRY.hooks("check_triggers")
# (side, space, cost)
PLACEMENT_COSTS: dict[int, Callable[[State, str, str, int], int]] = \
    REGISTRY.hooks("placement_costs")
HAND_SIZE_MODIFIERS: dict[int, Callable[[State, str], int]] = REGISTRY.hooks("hand_size")
CARD_PLAY_HOOKS: dict[int, Callable[[State, str, int | None, str | None, str | None], None]] = \
    REGISTRY.hooks("card_play")
PLAYABLE_FILTERS: dict[int, Callable[[State, str, list[int]], list[int]]] = \
    REGISTRY.hooks("playable_filters")
ROUND_OVERRIDES: dict[int, Callable[[State, str], bool]] = REGISTRY.hooks("round_overrides")
# Keyed by the played card itself (not a lasting one): right after its mode is chosen.
PLAY_HOOKS: dict[int, Callable[[State, str, str], None]] = {}
# (state, side, card, country) -> a country `side` may declare all of the card's Ops for
OPS_DECLARATIONS: dict[int, Callable[[State, str, int | None, str | None], str | None]] = \
    REGISTRY.hooks("ops_declarations")


def owner(card: int, phasing: str) -> str:
    side = CARDS[card]["side"]
    return side if side in (COM, DEM) else phasing


def playable_as_event(state: State, card: int, side: str) -> bool:
    """D89-7.1: the phasing player may choose the event of his own or a both-sides card."""
    return CARDS[card]["side"] in (side, "both") and can_occur(state, card, side)


def expire_turn_effects(state: State) -> None:
    REGISTRY.expire(state, "turn_end")


def expire_deal_effects(state: State) -> None:
    REGISTRY.expire(state, "deal")


def playable_cards(state: State, side: str) -> list[int]:
    """The cards `side` may choose for his action round (all of his hand unless an event says)."""
    cards = sorted(state["hands"][side])
    for c in list(state["lasting"]):
        if c in PLAYABLE_FILTERS:
            cards = PLAYABLE_FILTERS[c](state, side, cards)
    return cards


def round_overridden(state: State, side: str) -> bool:
    """A lasting event takes `side`'s action round over (it pushed its own frame)."""
    return any(ROUND_OVERRIDES[c](state, side) for c in list(state["lasting"])
               if c in ROUND_OVERRIDES)


def check_bans(state: State) -> list[Callable[[State, str, str], bool]]:
    """The CHECK_BANS of the lasting events now in play (looked up once per target list)."""
    return [CHECK_BANS[c] for c in state["lasting"] if c in CHECK_BANS]


def placement_hooks(state: State) -> list[Callable[[State, str, str, int], int]]:
    """The PLACEMENT_COSTS of the lasting events now in play, in the order they apply."""
    return [PLACEMENT_COSTS[c] for c in state["lasting"] if c in PLACEMENT_COSTS]


def place_direct(state: State, side: str, count: int, spaces: list[str]) -> None:
    """An event's direct placement ("place N SPs in ..."): one SP at a time in any of `spaces`,
    no adjacency, no Ops cost (D89-6.1.1, D89-7.4 [2011])."""
    if count > 0 and spaces:
        FRAMES.push(state, "place_direct", seat=seat_of(side), side=side, left=count,
                    spaces=sorted(spaces))


def _place_direct(state: State, frame: dict[str, Any], space: str) -> None:
    control.add_sp(state, space, frame["side"])
    state["log"].append(log_entry("dof.log.place_direct", side=frame["side"], space=space))


FRAMES.add("place_direct", PickTargets(
    targets=lambda state, frame: [s for s in frame["spaces"] if control.on_map(state, s)],
    take=_place_direct,
    prompt_of=lambda state, frame: Prompt("dof.prompt.place_direct", {"left": frame["left"]}),
    decision=Decision("target", "place")))
