"""The strategy deck: drawing, reshuffles (D89-4.3), adding Middle/Late cards (D89-4.4) and
the deal up to eight (D89-4.5.1).

Implementation notes:
- D89-AMB-01: the discard pile is reshuffled only when a card must be drawn from an empty deck.
- D89-AMB-22: with deck and discard both empty a draw gives nothing and the deal stops short.
- D89-AMB-19: a hand above eight is dealt nothing and does not discard.
- The deck is the shared card-driven layer's (game/cdg/deck.py): the deck's top is its
  last element; every draw marks an undo barrier and logs the card privately for the drawer
  (public log: only that a card was drawn).
"""

from __future__ import annotations

from game.cdg.deck import Deck
from game.engine.types import State

from . import events
from .common import SIDES, card_ref, seat_of, side_of
from .data import PERIOD_CARDS

HAND_SIZE = 8

DECK = Deck(hand_key=side_of,
            log_keys={"reshuffle": "dof.log.reshuffle", "drew": "dof.log.drew",
                      "added": "dof.log.period_added"},
            log_params=lambda seat, card: {"side": side_of(seat), "card": card_ref(card)})


def draw(state: State, side: str) -> int | None:
    """Draw the top card into `side`'s hand; None when no card is left anywhere."""
    return DECK.draw(state, seat_of(side))


def deal(state: State, size: int = HAND_SIZE) -> None:
    """D89-4.5.1: one card at a time, Communist first, skipping a full hand. Lasting events
    may change a side's hand size (events.HAND_SIZE_MODIFIERS, e.g. Presidential Visit)."""
    limits = {seat_of(s): size + events.hook_sum(state, events.HAND_SIZE_MODIFIERS, s)
              for s in SIDES}
    DECK.deal(state, (seat_of(SIDES[0]), seat_of(SIDES[1])), limits)


def add_period(state: State, period: str) -> None:
    """D89-4.4: new cards join the draw deck only; the discard pile waits for a reshuffle."""
    DECK.add_cards(state, PERIOD_CARDS[period], period=period)
