"""Names shared by every module of 1989: sides, seats and the decision-frame registry.

Seat 0 plays the Communist (who takes the first action round, D89-4), seat 1 the Democrat.
`vp` is one signed integer, positive favouring the Democrat (spec §0.3).
"""

from __future__ import annotations

from game.engine.frames import Frames, FrameType
from game.engine.types import State

COM, DEM = "com", "dem"
SIDES = (COM, DEM)

# Every frame type of this game registers here (sequence of play, operations, events,
# power struggles), so the rules object answers for whichever frame is on top.
FRAMES = Frames()

# Names of the frames the core rules define (the power-struggle module adds its own); a frame
# on the stack that is not in this set means a Power Struggle is under way (D89-8.0.N).
CORE_FRAMES: set[str] = set()


def seat_of(side: str) -> int:
    return SIDES.index(side)


def side_of(seat: int) -> str:
    return SIDES[seat]


def opp(side: str) -> str:
    return DEM if side == COM else COM


def card_ref(card: int | None) -> dict[str, str] | str:
    """A log / prompt param naming strategy card `card`: its catalog key "dof.card.<n>"
    (game/locale/en/dawn_of_freedom_cards.json), looked up when the entry is shown."""
    return "" if card is None else {"t": f"dof.card.{card}"}


def gain_vp(state: State, side: str, n: int) -> None:
    """`side` gains n VP (spec §0.3: DEM moves the marker up, COM down; unbounded, D89-ENG-01)."""
    state["vp"] += n if side == DEM else -n


def core_frame(name: str):
    """Register a core frame type under `name` (FRAMES.define plus CORE_FRAMES)."""
    CORE_FRAMES.add(name)
    return FRAMES.define(name)


class AutoFrame(FrameType):
    """A frame that never waits for a player: `auto` advances it (returns True when it did
    something). sequence.proceed calls it whenever the frame is on top of the stack."""

    def seats(self, state: State, frame: dict) -> list[int]:
        return []

    def legal(self, state: State, frame: dict, seat: int) -> list:
        return []

    def auto(self, state: State, frame: dict) -> bool:
        raise NotImplementedError


def in_power_struggle(state: State) -> bool:
    """D89-8.0.N: the power-struggle module keeps state["ps"] and its own frames while running."""
    stack = state.get("stack", ())
    return bool(state.get("ps")) or any(f["name"] not in CORE_FRAMES for f in stack)
