"""Shared set-up for the card event tests (test_events_*.py)."""

from __future__ import annotations

from game.games.dawn_of_freedom.rules.common import COM, DEM

from .helpers import act, blank, give, start_round

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


def both_hands_position(side: str, card: int):
    """`side` to play `card` in its first action round; COM also holds Legacy of Martial Law,
    DEM holds Mazowiecki (or Papal Visit when COM plays)."""
    state = blank()
    give(state, side, card)
    give(state, COM, 1)
    give(state, DEM, 7 if side == DEM else 19)
    start_round(state, side)
    return state
