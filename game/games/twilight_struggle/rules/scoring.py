"""TS-10 Scoring: regional scoring (the scoring cards and final scoring), Southeast Asia, the
China Card's final VP and the end of the game after turn 10.

Implementation notes:
- TS-10.1.1: each side gets only its highest level; Domination needs a controlled battleground
  and a controlled non-battleground (O-20, R-46); Control needs more countries and every
  battleground of the region (R-47: equal counts are only Presence).
- TS-10.1.2: +1 per controlled battleground, +1 per controlled country adjacent to the enemy
  superpower; only the net difference moves the VP marker (TS-10.2.3), then the ±20 check
  runs between steps (victory.py), so both sides' points count first (R-43).
- TS-10.3.1: a side at Control in Europe when Europe is scored (its card or final scoring) wins
  at once; Europe's control value is None in the data for that reason.
- Southeast Asia Scoring (the mid-war card): 1 VP per controlled listed country, Thailand 2; no
  levels or bonuses; not scored on its own at final scoring (spec §10.1, map.json).
- TS-10.3.2: final scoring scores the six regions in order, Europe Control ends the game at
  once, VP is not clamped and ±20 does not end it (R-45); then the China Card's holder gains 1
  VP (card text, spec §9; nobody in the Chinese Civil War variant until the card is claimed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.types import State, log_entry

from .common import USSR, by_sign, end_game, gain_vp, opp
from .control import controller
from .data import (
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    REGIONS,
    SOUTHEAST_ASIA_VP,
    SUPERPOWER_SEAT,
    TRACKS,
)

NONE, PRESENCE, DOMINATION, CONTROL = "none", "presence", "domination", "control"
FINAL_ORDER = ("europe", "asia", "middle_east", "central_america", "south_america", "africa")
SCORED_REGIONS = (*FINAL_ORDER, "southeast_asia")  # what the view's region_status shows
EUROPE_CONTROL = "ts.reason.europe"
FINAL = "ts.reason.final"


# The hook table events.SCORING_BATTLEGROUNDS (lasting card -> fn(state, region) -> countries
# that count as battlegrounds): here, where it is read, as events.py imports this module.
SCORING_BATTLEGROUNDS: dict[int, Callable[[State, str], list[str]]] = {}


def battlegrounds(state: State, region: str) -> frozenset[str]:
    """The battlegrounds for scoring `region`: the map's, and those a card in play adds
    (SCORING_BATTLEGROUNDS)."""
    extra = [c for card in state["lasting"] if card in SCORING_BATTLEGROUNDS
             for c in SCORING_BATTLEGROUNDS[card](state, region)]
    return BATTLEGROUNDS | frozenset(extra) if extra else BATTLEGROUNDS


def levels(state: State, region: str,
           ignored: str | None = None) -> tuple[list[str], list[list[str]]]:
    """Each seat's level in `region` and the countries it controls there (the USSR's control
    of `ignored` left out entirely: Shuttle Diplomacy)."""
    countries = AREA_COUNTRIES[region]
    bgs = battlegrounds(state, region)
    ctrl: list[list[str]] = [[], []]
    for c in countries:
        owner = controller(state, c)
        if owner is not None and not (owner == USSR and c == ignored):
            ctrl[owner].append(c)
    total_bg = sum(1 for c in countries if c in bgs)
    out = []
    for seat in (0, 1):
        mine, theirs = ctrl[seat], ctrl[opp(seat)]
        bg = sum(1 for c in mine if c in bgs)
        their_bg = sum(1 for c in theirs if c in bgs)
        if not mine:
            out.append(NONE)
        elif len(mine) > len(theirs) and bg == total_bg:
            out.append(CONTROL)
        elif len(mine) > len(theirs) and bg > their_bg and bg >= 1 and len(mine) > bg:
            out.append(DOMINATION)
        else:
            out.append(PRESENCE)
    return out, ctrl


def breakdown(state: State, region: str, ignored: str | None = None) -> dict[str, Any]:
    """TS-10.1 region `region` as it would score now: the one computation the scoring uses and
    the board shows (state["last_scoring"], the view's region_status; shape in STATE.md).
    Southeast Asia (its own table, no levels) has kind "per_country"."""
    if region == "southeast_asia":
        return _southeast_asia(state)
    lv, ctrl = levels(state, region, ignored)
    values = REGIONS[region]
    bgs = battlegrounds(state, region)
    sides = []
    for seat in (0, 1):
        bg = sum(1 for c in ctrl[seat] if c in bgs)  # TS-10.1.2: +1 each
        adjacent = sum(1 for c in ctrl[seat] if SUPERPOWER_SEAT[c] == opp(seat))
        level_vp = 0 if lv[seat] == NONE else values[lv[seat]] or 0
        sides.append(_side(lv[seat], len(ctrl[seat]), bg, adjacent,
                           {"level": level_vp, "battlegrounds": bg, "adjacent": adjacent}))
    # TS-10.3.1: Europe has no Control value: Control of it wins the game
    wins = next((s for s in (0, 1) if values["control"] is None and lv[s] == CONTROL), None)
    return _region(region, "levels", sides, wins, ignored)


def _southeast_asia(state: State) -> dict[str, Any]:
    sides = []
    for seat in (0, 1):
        mine = [c for c in SOUTHEAST_ASIA_VP if controller(state, c) == seat]
        sides.append(_side(NONE, len(mine), sum(1 for c in mine if c in BATTLEGROUNDS), 0,
                           {"countries": sum(SOUTHEAST_ASIA_VP[c] for c in mine)}))
    return _region("southeast_asia", "per_country", sides, None, None)


def _side(level: str, countries: int, bgs: int, adjacent: int,
          vp: dict[str, int]) -> dict[str, Any]:
    return {"level": level, "countries": countries, "battlegrounds": bgs, "adjacent": adjacent,
            "vp": vp, "total": sum(vp.values())}


def _region(region: str, kind: str, sides: list[dict[str, Any]], wins: int | None,
            ignored: str | None) -> dict[str, Any]:
    diff = sides[0]["total"] - sides[1]["total"]  # TS-10.2.3: only the difference moves
    return {"region": region, "kind": kind, "sides": sides, "wins": wins, "ignored": ignored,
            "net_seat": None if diff == 0 else USSR if diff > 0 else opp(USSR),
            "net_vp": abs(diff)}


def region_points(state: State, region: str,
                  ignored: str | None = None) -> tuple[list[int], list[str]]:
    """TS-10.1.1 / TS-10.1.2: each seat's points and level (Europe Control: see score_region)."""
    found = breakdown(state, region, ignored)
    return [s["total"] for s in found["sides"]], [s["level"] for s in found["sides"]]


def score_region(state: State, region: str, ignored: str | None = None,
                 final: bool = False) -> None:
    """Score one region now; Control of Europe wins at once (TS-10.3.1). Recorded in
    state["last_scoring"]: a record of its own, or the next region of Final Scoring's."""
    found = breakdown(state, region, ignored)
    if not final:
        state["last_scoring"] = {"final": False, "regions": [], "china": None}
    state["last_scoring"]["regions"].append(found)
    if found["wins"] is not None:
        state["log"].append(log_entry("ts.log.europe_control", player=found["wins"] + 1))
        end_game(state, [found["wins"]], EUROPE_CONTROL)
        return
    points = [side["total"] for side in found["sides"]]
    # TS-10.2.3: only the difference moves
    gain_vp(state, USSR, points[0] - points[1], "ts.log.score",
            region={"t": f"ts.region.{region}"}, ussr=points[0], us=points[1])


def score_card(state: State, region: str) -> None:
    """A scoring card's event (TS-10.1): its region, or Southeast Asia's own table."""
    score_region(state, region)


def final_scoring(state: State) -> None:
    """TS-10.3.2 / TS-4.5.I, after turn 10."""
    state["log"].append(log_entry("ts.log.final_scoring"))
    state["last_scoring"] = {"final": True, "regions": [], "china": None}
    for region in FINAL_ORDER:
        score_region(state, region, final=True)
        if state["over"] is not None:
            return
    holder = state["china"]["holder"]
    if holder is not None:
        state["last_scoring"]["china"] = holder
        gain_vp(state, holder, TRACKS["china_card"]["final_vp"], "ts.log.china_vp",
                player=holder + 1)
    by_sign(state, FINAL)
