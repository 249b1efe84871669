"""Names shared by every module of 1989: sides, seats and the decision-frame registry.

Seat 0 plays the Communist (who takes the first action round, D89-4), seat 1 the Democrat.
`vp` is one signed integer, positive favouring the Democrat (spec §0.3).
"""

from __future__ import annotations

from game.engine.frames import Frames

COM, DEM = "com", "dem"
SIDES = (COM, DEM)

# Every frame type of this game registers here (sequence of play, operations, events,
# power struggles), so the rules object answers for whichever frame is on top.
FRAMES = Frames()


def seat_of(side: str) -> int:
    return SIDES.index(side)


def side_of(seat: int) -> str:
    return SIDES[seat]


def opp(side: str) -> str:
    return DEM if side == COM else COM
