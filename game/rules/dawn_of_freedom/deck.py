"""The strategy deck: drawing, reshuffles (D89-4.3), adding Middle/Late cards (D89-4.4) and
the deal up to eight (D89-4.5.1).

Implementation notes:
- D89-AMB-01: the discard pile is reshuffled only when a card must be drawn from an empty deck.
- D89-AMB-22: with deck and discard both empty a draw gives nothing and the deal stops short.
- D89-AMB-19: a hand above eight is dealt nothing and does not discard.
- The deck's top is its last element. Every draw marks an undo barrier and logs the card
  privately for the drawer (public log: only that a card was drawn).
"""

from __future__ import annotations

from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import State, log_entry

from . import events
from .common import COM, DEM, card_ref, seat_of
from .data import PERIOD_CARDS

HAND_SIZE = 8


def draw(state: State, side: str) -> int | None:
    """Draw the top card into `side`'s hand; None when no card is left anywhere."""
    if not state["deck"]:
        if not state["discard"]:
            return None
        state["deck"], state["discard"] = state["discard"], []
        rng.shuffle(state, state["deck"])
        state["log"].append(log_entry("dof.log.reshuffle", cards=len(state["deck"])))
    card = state["deck"].pop()
    state["hands"][side].append(card)
    mark_barrier(state)
    state["log"].append(log_entry("dof.log.drew", seat=seat_of(side), side=side,
                                  card=card_ref(card)))
    return card


def deal(state: State, size: int = HAND_SIZE) -> None:
    """D89-4.5.1: one card at a time, Communist first, skipping a full hand. Lasting events
    may change a side's hand size (events.HAND_SIZE_MODIFIERS, e.g. Presidential Visit)."""
    limits = {s: size + events.hook_sum(state, events.HAND_SIZE_MODIFIERS, s) for s in (COM, DEM)}
    while True:
        dealt = False
        for side in (COM, DEM):
            if len(state["hands"][side]) < limits[side]:
                if draw(state, side) is None:
                    return
                dealt = True
        if not dealt:
            return


def add_period(state: State, period: str) -> None:
    """D89-4.4: new cards join the draw deck only; the discard pile waits for a reshuffle."""
    state["deck"].extend(PERIOD_CARDS[period])
    rng.shuffle(state, state["deck"])
    state["log"].append(log_entry("dof.log.period_added", period=period))

