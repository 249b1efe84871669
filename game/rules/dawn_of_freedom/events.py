"""D89-7 Events: the registry of implemented events, prerequisites and prohibitions, lasting
effects and the hooks through which lasting events change Ops, Support Checks and TS attempts.

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
  "until_end_of_turn_if_chosen") are ended by the sequence of play; every other duration is
  ended by the card that owns it.
- place_direct is the frame for an event's own placement ("add N SPs in ..."), which is not an
  Operation (D89-6.1.1, D89-7.4); events grant Operations with operations.start.
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
- Durations "until_next_deal" end right after the next deal (expire_deal_effects).
- The Tyrant is Gone (97) is "in effect" once it has resolved (state["romania"]["tig"]), not
  while its card waits in the lasting area (D89-7.6.4). The five Ceausescu events list it in
  their card data's blocked_by, but TIG does not forbid them: once TIG has taken effect they
  can still be played as events, do nothing and count as played (rulebook 5.2 example 5,
  D89-5.2.X5), so the card leaves the game if asterisked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.frames import FrameType
from game.engine.types import Prompt, State, log_entry

from . import board
from .common import COM, DEM, FRAMES, card_ref, seat_of
from .data import CARDS, TYRANT_IS_GONE


class Event:
    """One card's event. `resolve` carries out the text and may push frames that ask the
    owner (or the opponent) for choices; the card play resumes when they are popped."""

    number = 0

    def can_occur(self, state: State, side: str) -> bool:
        return True

    def resolve(self, state: State, side: str) -> None:
        raise NotImplementedError


IMPLEMENTED: dict[int, Event] = {}

OPS_MODIFIERS: dict[int, Callable[[State, str, int | None, dict[str, Any]], int]] = {}
CHECK_MODIFIERS: dict[int, Callable[[State, str, str], int]] = {}
TS_MODIFIERS: dict[int, Callable[[State, str], int]] = {}
CHECK_BANS: dict[int, Callable[[State, str, str], bool]] = {}  # (state, side, target) -> banned
CHECK_TRIGGERS: dict[int, Callable[[State, str, str], None]] = {}  # after a rolled check
PLACEMENT_COSTS: dict[int, Callable[[State, str, str, int], int]] = {}  # (side, space, cost)
HAND_SIZE_MODIFIERS: dict[int, Callable[[State, str], int]] = {}  # (side) -> delta
CARD_PLAY_HOOKS: dict[int, Callable[[State, str, int | None, str | None, str | None], None]] = {}
PLAYABLE_FILTERS: dict[int, Callable[[State, str, list[int]], list[int]]] = {}
ROUND_OVERRIDES: dict[int, Callable[[State, str], bool]] = {}
PLAY_HOOKS: dict[int, Callable[[State, str, str], None]] = {}
# (state, side, card, country) -> a country `side` may declare all of the card's Ops for
OPS_DECLARATIONS: dict[int, Callable[[State, str, int | None, str | None], str | None]] = {}

TURN_END_DURATIONS = frozenset({"rest_of_turn", "until_next_turn", "until_end_of_turn_if_chosen"})
DEAL_DURATIONS = frozenset({"until_next_deal"})


def register(number: int) -> Callable[[type[Event]], type[Event]]:
    def add(cls: type[Event]) -> type[Event]:
        event = cls()
        event.number = number
        IMPLEMENTED[number] = event
        return cls

    return add


def in_effect(state: State, card: int) -> bool:
    """A lasting event is in effect while its card is in play; any other event once it happened.
    The Tyrant is Gone once it has resolved (D89-7.6.4)."""
    if card == TYRANT_IS_GONE:
        return state["romania"]["tig"] == "resolved"
    if CARDS[card]["lasting"]:
        return card in state["lasting"]
    return card in state["events_played"]


def can_occur(state: State, card: int, side: str) -> bool:
    """D89-5.2.B2: prerequisite met, not forbidden, text condition met."""
    event = IMPLEMENTED.get(card)
    if event is None:  # a Scoring card: never an event of its own
        return False
    info = CARDS[card]
    pre = info["prerequisite"]
    if pre is not None:
        if info["prerequisite_in_effect"] and pre not in state["lasting"]:
            return False
        if pre not in state["events_played"]:
            return False
    if any(in_effect(state, b) for b in info["blocked_by"] if b != TYRANT_IS_GONE):
        return False
    return event.can_occur(state, side)


def owner(card: int, phasing: str) -> str:
    side = CARDS[card]["side"]
    return side if side in (COM, DEM) else phasing


def playable_as_event(state: State, card: int, side: str) -> bool:
    """D89-7.1: the phasing player may choose the event of his own or a both-sides card."""
    return CARDS[card]["side"] in (side, "both") and can_occur(state, card, side)


def resolve(state: State, card: int, side: str) -> str:
    """Carry out `card`'s event for `side`: "happened" or "cannot"."""
    if not can_occur(state, card, side):
        state["log"].append(log_entry("dof.log.event_cannot_occur", card=card_ref(card)))
        return "cannot"
    state["events_played"].append(card)
    state["log"].append(log_entry("dof.log.event", side=side, seat_no=seat_of(side),
                                  card=card_ref(card)))
    if no_effect(state, card):
        state["log"].append(log_entry("dof.log.event_no_effect", card=card_ref(card)))
        return "happened"
    if CARDS[card]["lasting"]:
        if card in state["table"]:
            state["table"].remove(card)
        state["lasting"].append(card)
    IMPLEMENTED[card].resolve(state, side)
    return "happened"


def no_effect(state: State, card: int) -> bool:
    """A Ceausescu event after The Tyrant is Gone has taken effect (D89-5.2.X5)."""
    return TYRANT_IS_GONE in CARDS[card]["blocked_by"] and in_effect(state, TYRANT_IS_GONE)


def end_lasting(state: State, card: int) -> None:
    """A lasting effect ends: asterisked cards leave the game, others go to the discard pile."""
    state["lasting"].remove(card)
    (state["removed"] if CARDS[card]["removed"] else state["discard"]).append(card)
    state["log"].append(log_entry("dof.log.lasting_ends", card=card_ref(card)))


def expire_turn_effects(state: State) -> None:
    for card in list(state["lasting"]):
        if CARDS[card]["duration"] in TURN_END_DURATIONS:
            end_lasting(state, card)


def expire_deal_effects(state: State) -> None:
    for card in list(state["lasting"]):
        if CARDS[card]["duration"] in DEAL_DURATIONS:
            end_lasting(state, card)


def run_hooks(state: State, hooks: dict[int, Callable[..., None]], *args: Any) -> None:
    """Call the hooks of the lasting cards in play (over a copy: a hook may end its effect)."""
    for c in list(state["lasting"]):
        if c in hooks and c in state["lasting"]:
            hooks[c](state, *args)


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


def banned_target(state: State, side: str, target: str) -> bool:
    return any(CHECK_BANS[c](state, side, target) for c in state["lasting"] if c in CHECK_BANS)


def hook_sum(state: State, hooks: dict[int, Callable[..., int]], *args: Any) -> int:
    return sum(hooks[c](state, *args) for c in state["lasting"] if c in hooks)


def place_direct(state: State, side: str, count: int, spaces: list[str]) -> None:
    """An event's direct placement ("place N SPs in ..."): one SP at a time in any of `spaces`,
    no adjacency, no Ops cost (D89-6.1.1, D89-7.4 [2011])."""
    if count > 0 and spaces:
        FRAMES.push(state, "place_direct", seat=seat_of(side), side=side, left=count,
                    spaces=sorted(spaces))


@FRAMES.define("place_direct")
class PlaceDirect(FrameType):
    def legal(self, state, frame, seat):
        return [["space", s] for s in frame["spaces"] if board.on_map(state, s)]

    def apply(self, state, frame, seat, action):
        board.add_sp(state, action[1], frame["side"])
        state["log"].append(log_entry("dof.log.place_direct", side=frame["side"], space=action[1]))
        frame["left"] -= 1
        if frame["left"] <= 0:
            state["stack"].pop()

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.place_direct", {"left": frame["left"]})
