"""The six Scoring cards (D89-8.0): playing one starts a Power Struggle in its country.

Implementation notes:
- A Scoring card is always played as an event (D89-2.2.3); it may not be held past the turn
  (D89-4.5.4, checked by the sequence of play).
- Hand-off to power_struggle.py (written separately): the core takes the card off the table
  (during the struggle it is in no list; the struggle puts it in the discard pile or the removed
  cards), pushes an automatic `after_struggle` frame and calls
  power_struggle.begin(state, country, initiator). When the struggle pops its own frames,
  after_struggle runs the Romanian hook (D89-7.6.3) and, for the New Year's Eve struggle, ends
  the game (D89-10.3).
- While power_struggle.py is missing the struggle is skipped with an explicit log line and the
  card goes to the discard pile (nothing is pretended to have happened).
- power_struggle.begin gets the source ("scoring", "event", "nye"); for "nye" no Scoring card
  moves (D89-10.3).
"""

from __future__ import annotations

from types import ModuleType

from game.engine.types import State, log_entry

from . import romania, victory
from .common import FRAMES, AutoFrame, core_frame
from .data import CARDS, COUNTRIES


def power_struggle_module() -> ModuleType | None:
    try:
        from . import power_struggle
    except ImportError:
        return None
    return power_struggle if hasattr(power_struggle, "begin") else None


def play(state: State, card: int, side: str) -> None:
    start_struggle(state, CARDS[card]["country"], side, card)


def start_struggle(state: State, country: str, initiator: str, card: int | None = None,
                   source: str = "scoring") -> None:
    """Push the continuation, then hand over to power_struggle.begin (D89-8.0). `source` is
    "scoring" (a played card), "event" (D89-AMB-31) or "nye" (D89-10.3, ends the game after)."""
    FRAMES.push(state, "after_struggle", country=country, then=source)
    state["log"].append(log_entry("dof.log.struggle", country=country, side=initiator))
    ps = power_struggle_module()
    if ps is None:
        state["log"].append(log_entry("dof.log.struggle_unavailable", country=country))
        if card is not None:
            state["discard"].append(card)
        return
    ps.begin(state, country, initiator, source)


@core_frame("after_struggle")
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
