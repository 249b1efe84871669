"""TS-4.1 / TS-4.3 / TS-4.4 The draw deck on the shared card-driven layer (cdg.deck.Deck).

Implementation notes:
- TS-11.1.3 (the spec recommends it as the only order): one card at a time, USSR first,
  skipping a full hand; the China Card is not in state["hands"], so it never counts (TS-4.5.B).
- TS-4.3 / TS-4.3.1: the discard pile is reshuffled only when a card must be drawn from an
  empty deck; removed and in-play (underlined) cards are not in it.
- TS-4.4: Mid/Late War cards are shuffled into the remaining draw deck only; the discard pile
  waits for the next reshuffle.
"""

from __future__ import annotations

from game.cdg.deck import Deck
from game.engine.types import State

from .common import US, USSR, card_ref
from .data import TRACKS, period_cards

DECK = Deck(hand_key=lambda seat: seat,
            log_keys={"reshuffle": "ts.log.reshuffle", "drew": "ts.log.drew",
                      "added": "ts.log.period_added"},
            log_params=lambda seat, card: {"player": seat + 1, "card": card_ref(card)})


def hand_size(turn: int) -> int:
    sizes = TRACKS["hand_size"]
    return sizes["early"] if turn < TRACKS["period_turn"]["mid"] else sizes["later"]


def deal(state: State) -> None:
    """TS-4.5.B: up to 8 (turns 1-3) or 9 cards (turns 4-10)."""
    size = hand_size(state["turn"])
    DECK.deal(state, (USSR, US), {USSR: size, US: size})


def add_period(state: State, period: str) -> None:
    DECK.add_cards(state, period_cards(period, state["options"]["optional_cards"]),
                   period={"t": f"ts.period.{period}"})
