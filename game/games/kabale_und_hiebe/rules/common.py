"""Names shared by every module: the decision-frame registry and small state helpers (a new
slot, a draw, the next player with cards: used by the turn, the abilities and the round end).

Implementation notes:
- Log params name the acting player by `player` (1-based seat number, shown as the seat's
  name by game.i18n); card names and domains are catalog references {"t": key}; the
  engine reserves `seat` for private lines.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.frames import Frames
from game.engine.rules import mark_barrier
from game.engine.types import State, log_entry

from .components import CARD_IDS, card_ref

# Every frame type (play, cloak, traitor) registers here; the rules object asks the top one.
FRAMES = Frames()


def log(state: State, key: str, private_to: int | None = None, **params: Any) -> None:
    state["log"].append(log_entry(f"kh.{key}", seat=private_to, **params))


def who(seat: int) -> dict[str, Any]:
    """Log params naming a player."""
    return {"player": seat + 1}


def fulfilled(column: dict[str, Any], need: int) -> bool:
    """KH-3.4: enough slots for the goal's value, or closed by a Storm."""
    return column["closed"] or len(column["slots"]) >= need


def new_slot(owner: int, card: str, known: bool = False) -> dict:
    # known: face down, yet everybody knows the card (a Navigator that moved, KH-4.1)
    return {"owner": owner, "card": card, "up": False, "known": known, "hidden": None}


def draw(state: State, seat: int) -> None:
    """KH-3.3 step 4: draw one; an empty deck is refilled from the shuffled own discards."""
    deck = state["decks"][seat]
    if not deck and state["discards"][seat]:
        deck.extend(state["discards"][seat])
        state["discards"][seat] = []
        rng.shuffle(state, deck)
        log(state, "reshuffled", **who(seat))
    if deck:
        card = deck.pop()
        state["hands"][seat].append(card)
        state["hands"][seat].sort(key=CARD_IDS.index)
        mark_barrier(state)
        log(state, "drew", private_to=seat, card=card_ref(card))


def next_with_cards(state: State, start: int) -> int | None:
    """KH-3.6: the first player from `start` clockwise who holds a card."""
    n = state["players"]
    for k in range(n):
        seat = (start + k) % n
        if state["hands"][seat]:
            return seat
    return None
