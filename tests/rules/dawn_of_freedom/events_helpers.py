"""Shared set-up for the issue-#6 event tests (test_events_*.py).

The core's own tests expect some cards to be unimplemented, so this package's events are
taken out of the registries right after import and put back only around each event test
(the `cards` fixture, autouse in every test_events_* module).
"""

from __future__ import annotations

import pytest

from game.rules.dawn_of_freedom import cards as _cards
from game.rules.dawn_of_freedom.common import COM, DEM

from .helpers import act, blank, give, start_round

_cards.uninstall()


@pytest.fixture(autouse=True)
def cards():
    _cards.install()
    yield _cards
    _cards.uninstall()


FILLER = {COM: 12, DEM: 4}  # cards of either side used to fill hands


def event_position(side: str, card: int, turn: int = 1, filler: int | None = None):
    """`side` to play `card` in its first action round; the opponent holds one card."""
    state = blank(turn=turn)
    give(state, side, card)
    other = DEM if side == COM else COM
    give(state, other, filler if filler is not None else 19 if other == DEM else 1)
    start_round(state, side)
    return state


def play_event(state, side: str, card: int):
    return act(state, side, ["card", card], ["mode", "event"])
