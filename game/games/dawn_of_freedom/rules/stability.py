"""D89-12 The U.S.S.R. Stability track.

Implementation notes:
- state["ussr"] is the box reached: 0 stable, 1 Sajudis, 2 The Baltic Way, 3 Breakaway Baltic
  Republics, 4 Kremlin Coup! (data.USSR_TRACK).
- D89-ED-27: the four events must happen in this order; the cards' events use can_advance as
  their condition and advance to move the marker and score the VP printed by the box (signed:
  positive for the Democrat). The sources disagree on Kremlin Coup! (Communist +3 or +1):
  the default is in data/uncertain.json and the game option `kremlin_coup_vp` overrides it.
"""

from __future__ import annotations

from game.engine.types import State

from .common import DEM, gain_vp
from .data import USSR_TRACK


def next_card(state: State) -> int | None:
    box = state["ussr"] + 1
    return USSR_TRACK[box]["card"] if box < len(USSR_TRACK) else None


def can_advance(state: State, card: int) -> bool:
    return next_card(state) == card


def advance(state: State, card: int) -> None:
    if not can_advance(state, card):
        raise ValueError(f"card {card} is not the next U.S.S.R. Stability event")
    state["ussr"] += 1
    vp = USSR_TRACK[state["ussr"]]["vp"]
    if card == USSR_TRACK[-1]["card"]:
        vp = -state["options"].get("kremlin_coup_vp", -vp)  # the option counts Communist VP
    gain_vp(state, DEM, vp, "dof.log.ussr", box=USSR_TRACK[state["ussr"]]["box"], vp=vp)
