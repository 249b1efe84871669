"""Country scoring (D89-9): the last step of every Power Struggle and, per country, Final Scoring.

Implementation notes
* D89-9.2 levels per side, from the spaces it controls now (D89-ENG-02: control is recomputed
  through `control.controlled_spaces`, never cached):
  Presence = at least one controlled space; Domination = more spaces than the opponent, more
  battlegrounds than the opponent, and at least one battleground and one non-battleground;
  Control = more spaces than the opponent and every battleground of the country.
* D89-AMB-18: Control needs no non-battleground space (literal 9.2), so a side holding only
  battlegrounds, all of them, and more spaces than the opponent has Control (D89-EC-46).
* D89-9.3.1 only the highest level scores; D89-9.3.2 plus 1 per controlled battleground;
  D89-9.3.3 `vp += dem - com` (vp is unbounded, D89-ENG-01; no victory check here, the caller
  decides when to check: after the whole Power Struggle, D89-8.0.N, never in Final Scoring).
* D89-AMB-17: a space destroyed by Systematization counts nowhere, so it is left out of the
  country's battleground total. Destroyed spaces are read from `state["destroyed"]` (a list of
  space ids; absent = none) - the name the map code is expected to use.
"""

from __future__ import annotations

from typing import Any

from game.engine.types import State

from . import control, data
from .common import COM, DEM, SIDES, gain_vp

# Highest first: a side scores only the first level it reaches (D89-9.3.1).
LEVELS = ("control", "domination", "presence")


def battlegrounds(state: State, country_id: str) -> list[str]:
    """The country's battlegrounds still on the map (D89-2.1.5, D89-AMB-17)."""
    destroyed = set(state.get("destroyed") or ())
    return [s for s in data.COUNTRIES[country_id]["spaces"]
            if data.SPACES[s]["battleground"] and s not in destroyed]


def _level(spaces: int, bgs: int, opp_spaces: int, opp_bgs: int, all_bgs: int) -> str | None:
    if spaces > opp_spaces and bgs == all_bgs:  # D89-9.2 Control
        return "control"
    if spaces > opp_spaces and bgs > opp_bgs and bgs >= 1 and spaces - bgs >= 1:
        return "domination"  # D89-9.2 Domination
    return "presence" if spaces >= 1 else None


def score_country(state: State, country_id: str) -> dict[str, Any]:
    """Score one country (D89-9.3), move the VP marker and log the breakdown.

    Returns {"country", "com": {...}, "dem": {...}, "delta"}; each side's entry holds the
    controlled `spaces` and `battlegrounds` counts, the `level` reached (or None), its
    `level_vp`, and `total` = level_vp + battlegrounds. `delta` = dem total - com total.
    """
    country = data.COUNTRIES[country_id]
    bg_set = set(battlegrounds(state, country_id))
    counts = {}
    for side in SIDES:
        controlled = control.controlled_spaces(state, side, country_id)
        counts[side] = (len(controlled), sum(1 for s in controlled if s in bg_set))
    result: dict[str, Any] = {"country": country_id}
    for side in SIDES:
        (spaces, bgs), (o_spaces, o_bgs) = counts[side], counts[DEM if side == COM else COM]
        level = _level(spaces, bgs, o_spaces, o_bgs, len(bg_set))
        level_vp = country["scoring"][level] if level else 0
        result[side] = {"spaces": spaces, "battlegrounds": bgs, "level": level,
                        "level_vp": level_vp, "total": level_vp + bgs}
    result["delta"] = result[DEM]["total"] - result[COM]["total"]
    gain_vp(
        state, DEM, result["delta"], "dof.ps.country_scored", country=country_id,
        com_level=result[COM]["level"] or "none", com_level_vp=result[COM]["level_vp"],
        com_bg=result[COM]["battlegrounds"], com_total=result[COM]["total"],
        dem_level=result[DEM]["level"] or "none", dem_level_vp=result[DEM]["level_vp"],
        dem_bg=result[DEM]["battlegrounds"], dem_total=result[DEM]["total"],
        delta=result["delta"], track="vp")
    return result
