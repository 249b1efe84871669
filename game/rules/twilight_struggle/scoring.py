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

from game.engine.types import State, log_entry

from .board import controller
from .common import USSR, by_sign, end_game, gain_vp, opp
from .data import (
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    REGIONS,
    SOUTHEAST_ASIA_VP,
    SUPERPOWER_SEAT,
    TRACKS,
)

NONE, PRESENCE, DOMINATION, CONTROL = "none", "presence", "domination", "control"
EUROPE_CONTROL = "ts.reason.europe"
FINAL = "ts.reason.final"


def battlegrounds(state: State, region: str) -> frozenset[str]:
    """The battlegrounds for scoring `region`: the map's, and those a card in play adds
    (events.SCORING_BATTLEGROUNDS)."""
    from . import events  # events imports this module

    extra = [c for card in state["lasting"] if card in events.SCORING_BATTLEGROUNDS
             for c in events.SCORING_BATTLEGROUNDS[card](state, region)]
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


def region_points(state: State, region: str,
                  ignored: str | None = None) -> tuple[list[int], list[str]]:
    """TS-10.1.1 / TS-10.1.2: each seat's points and level (Europe Control: see score_region)."""
    lv, ctrl = levels(state, region, ignored)
    values = REGIONS[region]
    bgs = battlegrounds(state, region)
    points = []
    for seat in (0, 1):
        base = 0 if lv[seat] == NONE else values[lv[seat]] or 0
        bonus = sum(1 for c in ctrl[seat] if c in bgs)
        bonus += sum(1 for c in ctrl[seat] if SUPERPOWER_SEAT[c] == opp(seat))
        points.append(base + bonus)
    return points, lv


def score_region(state: State, region: str, ignored: str | None = None) -> None:
    """Score one region now; Control of Europe wins at once (TS-10.3.1)."""
    points, lv = region_points(state, region, ignored)
    if REGIONS[region]["control"] is None:
        for seat in (0, 1):
            if lv[seat] == CONTROL:
                state["log"].append(log_entry("ts.log.europe_control", player=seat + 1))
                end_game(state, [seat], EUROPE_CONTROL)
                return
    _net(state, region, points)


def score_southeast_asia(state: State) -> None:
    points = [0, 0]
    for country, vp in SOUTHEAST_ASIA_VP.items():
        owner = controller(state, country)
        if owner is not None:
            points[owner] += vp
    _net(state, "southeast_asia", points)


def _net(state: State, region: str, points: list[int]) -> None:
    gain_vp(state, USSR, points[0] - points[1])  # TS-10.2.3: only the difference moves
    state["log"].append(log_entry("ts.log.score", region={"t": f"ts.region.{region}"},
                                  ussr=points[0], us=points[1], vp=state["vp"]))


def score_card(state: State, region: str) -> None:
    """A scoring card's event (TS-10.1): its region, or Southeast Asia's own table."""
    if region == "southeast_asia":
        score_southeast_asia(state)
    else:
        score_region(state, region)


def final_scoring(state: State) -> None:
    """TS-10.3.2 / TS-4.5.I, after turn 10."""
    state["log"].append(log_entry("ts.log.final_scoring"))
    for region in ("europe", "asia", "middle_east", "central_america", "south_america",
                   "africa"):
        score_region(state, region)
        if state["over"] is not None:
            return
    holder = state["china"]["holder"]
    if holder is not None:
        gain_vp(state, holder, TRACKS["china_card"]["final_vp"])
        state["log"].append(log_entry("ts.log.china_vp", player=holder + 1, vp=state["vp"]))
    by_sign(state, FINAL)
