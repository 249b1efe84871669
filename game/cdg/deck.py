"""The strategy deck of a card-driven game: draw with reshuffle, the deal, period decks.

The deck's top is its last element. Every draw marks an undo barrier and logs the card
privately for the drawer (the public log only says that a card was drawn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import State, log_entry


@dataclass(frozen=True)
class Deck:
    """`hand_key(seat)` names a seat's hand in state["hands"]; `log_keys` maps "reshuffle",
    "drew" and "added" to the game's catalog keys; `log_params(seat, card)` adds the game's
    parameters to the "drew" line (e.g. the card's catalog name)."""

    hand_key: Callable[[int], Any]
    log_keys: dict[str, str]
    log_params: Callable[[int, int], dict[str, Any]] = field(default=lambda seat, card: {})

    def hand(self, state: State, seat: int) -> list[int]:
        return state["hands"][self.hand_key(seat)]

    def draw(self, state: State, seat: int) -> int | None:
        """Draw the top card into `seat`'s hand; None when no card is left anywhere. The
        discard pile is reshuffled only when a card must be drawn from an empty deck."""
        if not state["deck"]:
            if not state["discard"]:
                return None
            state["deck"], state["discard"] = state["discard"], []
            rng.shuffle(state, state["deck"])
            state["log"].append(log_entry(self.log_keys["reshuffle"], cards=len(state["deck"])))
        card = state["deck"].pop()
        self.hand(state, seat).append(card)
        mark_barrier(state)
        state["log"].append(log_entry(self.log_keys["drew"], seat=seat,
                                      **self.log_params(seat, card)))
        return card

    def deal(self, state: State, order: Sequence[int], limits: dict[int, int],
             counted: Callable[[list[int]], int] = len) -> None:
        """One card at a time in seat `order`, skipping a hand at its limit (`counted` may
        leave cards out, e.g. TS's China Card); stops short when no card is left anywhere."""
        while True:
            dealt = False
            for seat in order:
                if counted(self.hand(state, seat)) < limits[seat]:
                    if self.draw(state, seat) is None:
                        return
                    dealt = True
            if not dealt:
                return

    def add_cards(self, state: State, cards: Sequence[int], **log_params: Any) -> None:
        """A period deck joins the draw deck only; the discard pile waits for a reshuffle."""
        state["deck"].extend(cards)
        rng.shuffle(state, state["deck"])
        state["log"].append(log_entry(self.log_keys["added"], **log_params))
