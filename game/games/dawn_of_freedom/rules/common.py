"""Names shared by every module of 1989: sides, seats and the decision-frame registry.

Seat 0 plays the Communist (who takes the first action round, D89-4), seat 1 the Democrat.
`vp` is one signed integer, positive favouring the Democrat (spec §0.3).
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import Frames
from game.engine.types import State, log_entry

COM, DEM = "com", "dem"
SIDES = (COM, DEM)

# Every frame type of this game registers here (sequence of play, operations, events,
# power struggles), so the rules object answers for whichever frame is on top. Its
# between_steps hook (the automatic victory check, D89-10.1) is set by victory.py.
FRAMES = Frames()


def seat_of(side: str) -> int:
    return SIDES.index(side)


def side_of(seat: int) -> str:
    return SIDES[seat]


def opp(side: str) -> str:
    return DEM if side == COM else COM


def card_ref(card: int | None) -> dict[str, str] | str:
    """A log / prompt param naming strategy card `card`: its catalog key "dof.card.<n>"
    (game/games/dawn_of_freedom/locale/en/cards.json), looked up when the entry is shown."""
    return "" if card is None else {"t": f"dof.card.{card}"}


def gain_vp(state: State, side: str, n: int, /, key: str | None = None, track: str | None = None,
            **params: Any) -> None:
    """`side` gains n VP (spec §0.3: DEM moves the marker up, COM down; unbounded, D89-ENG-01),
    always logged so the log and the 'Since your last turn' summary miss no VP change: `key`
    with `params` (and the track after the change as param `track` names), by default
    `dof.log.ev_vp` ("gains n VP")."""
    state["vp"] += n if side == DEM else -n
    if key is None:
        key, params = "dof.log.ev_vp", {"side": side, "vp": n}
    if track is not None:
        params[track] = state["vp"]
    state.setdefault("log", []).append(log_entry(key, **params))


def holds_award(state: State, side: str, box: int) -> bool:
    """D89-6.3.5: `side` holds the Tiananmen Square award of `box` (at or past it, the opponent
    not). Here, below operations.py and tiananmen.py, because both use it."""
    pos = state["ts"]["pos"]
    return pos[side] >= box > pos[opp(side)]
