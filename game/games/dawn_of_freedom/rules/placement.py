"""D89-3.1 / D89-3.4: the game begins with the Early-Year deal and the alternating 7+7
placement, then any play-balance SPs (D89-13).

Its own module so that both ways into it reach it without importing each other: setup.py
(no bid) and bid.py (the bid for sides, whose outcome begins the game).
"""

from __future__ import annotations

from game.engine.types import State

from . import deck
from .common import COM, DEM, FRAMES

FREE_PLACEMENT = ((COM, 2), (DEM, 3), (COM, 3), (DEM, 4), (COM, 2))


def begin(state: State, extra: list[tuple[str, int]]) -> None:
    """D89-3.1 deal, then the 7+7 placement (D89-3.4) and any extra SPs (D89-13)."""
    deck.deal(state)
    placements = [list(p) for p in FREE_PLACEMENT] + [list(p) for p in extra]
    FRAMES.push(state, "turn", step="setup", placements=placements, next_ar=0)
