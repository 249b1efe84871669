"""The six Scoring cards (D89-8.0): playing one starts a Power Struggle in its country.

Implementation notes:
- A Scoring card is always played as an event (D89-2.2.3); it may not be held past the turn
  (D89-4.5.4, checked by the sequence of play).
- Hand-off to power_struggle.py: the core takes the card off the table (during the struggle it
  is in no list; the struggle puts it in the discard pile or the removed cards), pushes an
  automatic `after_struggle` frame and calls power_struggle.begin(state, country, initiator).
  When the struggle pops its own frames, after_struggle runs the Romanian hook (D89-7.6.3) and,
  for the New Year's Eve struggle, ends the game (D89-10.3).
- power_struggle.begin gets the source ("scoring", "event", "nye"); for "nye" no Scoring card
  moves (D89-10.3).
"""

from __future__ import annotations

from game.engine.frames import AutoFrame
from game.engine.types import State, log_entry

from . import power_struggle, romania, victory
from .common import FRAMES
from .data import CARDS, COUNTRIES


def play(state: State, card: int, side: str) -> None:
    start_struggle(state, CARDS[card]["country"], side)


def start_struggle(state: State, country: str, initiator: str, source: str = "scoring") -> None:
    """Push the continuation, then hand over to power_struggle.begin (D89-8.0). `source` is
    "scoring" (a played card), "event" (D89-AMB-31) or "nye" (D89-10.3, ends the game after)."""
    FRAMES.push(state, "after_struggle", country=country, then=source)
    state["log"].append(log_entry("dof.log.struggle", country=country, side=initiator))
    power_struggle.begin(state, country, initiator, source)


@FRAMES.define("after_struggle")
class AfterStruggle(AutoFrame):
    def auto(self, state, frame):
        state["stack"].pop()
        if frame["country"] == "romania":
            romania.after_struggle(state, frame["then"])
        if frame["then"] == "nye":
            victory.by_sign(state, victory.NEW_YEARS_EVE)
        return True


def scoring_card_of(country: str) -> int:
    return COUNTRIES[country]["scoring_card"]
