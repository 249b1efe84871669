"""Twilight Struggle facts, read once from data/*.json (transcribed from
shared/reference/twilight_struggle; SOURCES.md there says where each fact comes from).

Implementation notes:
- Seat 0 plays the USSR, seat 1 the US (the USSR acts first in every action round, TS-4.5.D);
  per-seat values are lists [USSR, US]. VP is one signed integer, positive for the US (TS-10.2).
- Regions: "europe", "asia", "middle_east", "central_america", "south_america", "africa";
  sub-regions "eastern_europe", "western_europe", "southeast_asia" (TS-2.1.1). Austria and
  Finland are in both halves of Europe.
- A country's "superpower" is the superpower space it touches (TS-2.1.5), or None.
- Card "side" is "ussr", "us" or "neutral" (TS-2.2.2); "scoring" names the region a scoring
  card scores; "underlined" cards stay in play while their effect lasts (TS-2.2.5).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> Any:
    with open(_DIR / name, encoding="utf-8") as f:
        return json.load(f)


_MAP = _load("map.json")
TRACKS: dict[str, Any] = _load("tracks.json")

SIDES = ("ussr", "us")
COUNTRIES: dict[str, dict[str, Any]] = _MAP["countries"]
COUNTRY_IDS: tuple[str, ...] = tuple(sorted(COUNTRIES))
REGIONS: dict[str, dict[str, Any]] = _MAP["regions"]
REGION_IDS: tuple[str, ...] = ("europe", "asia", "middle_east", "central_america",
                               "south_america", "africa")  # final scoring order (TS-10.3.2)
SOUTHEAST_ASIA_VP: dict[str, int] = _MAP["southeast_asia"]["vp"]
FREE_SETUP: list[dict[str, Any]] = _MAP["free_setup"]

ADJACENT: dict[str, frozenset[str]] = {c: frozenset(v["adjacent"]) for c, v in COUNTRIES.items()}
BATTLEGROUNDS: frozenset[str] = frozenset(c for c, v in COUNTRIES.items() if v["battleground"])
STABILITY: dict[str, int] = {c: v["stability"] for c, v in COUNTRIES.items()}
REGION_OF: dict[str, str] = {c: v["region"] for c, v in COUNTRIES.items()}
# The seat whose superpower space a country touches (TS-2.1.5), or None.
SUPERPOWER_SEAT: dict[str, int | None] = {
    c: (None if v["superpower"] is None else SIDES.index(v["superpower"]))
    for c, v in COUNTRIES.items()}


def in_area(country: str, area: str) -> bool:
    """Is `country` in region or sub-region `area` (TS-2.1.2: a region includes its parts)?"""
    info = COUNTRIES[country]
    return info["region"] == area or area in info["subregions"]


AREA_COUNTRIES: dict[str, tuple[str, ...]] = {
    area: tuple(c for c in COUNTRY_IDS if in_area(c, area))
    for area in (*REGION_IDS, "eastern_europe", "western_europe", "southeast_asia")}

CARDS: dict[int, dict[str, Any]] = {c["number"]: c for c in _load("cards.json")["cards"]}
CHINA: int = TRACKS["china_card"]["number"]
SCORING_CARDS: dict[int, str] = {n: c["scoring"] for n, c in CARDS.items() if c["scoring"]}


def period_cards(period: str, optional: bool) -> list[int]:
    """The cards a period adds to the draw deck (the China Card never is in it, TS-9.1);
    the optional Deluxe cards only with the option (TS-3.1)."""
    return sorted(n for n, c in CARDS.items() if c["period"] == period and n != CHINA
                  and (optional or not c["optional"]))


SPACE_BOXES: list[dict[str, Any]] = TRACKS["space_race"]  # box i+1 at index i
SPACE_LAST = len(SPACE_BOXES)
ABILITY = TRACKS["space_abilities"]  # ability name -> box
BLOCKED_REGIONS: dict[int, tuple[str, ...]] = {
    int(k): tuple(v) for k, v in TRACKS["defcon"]["blocked_regions"].items()}
LAST_TURN: int = TRACKS["turns"]
VP_WIN: int = TRACKS["vp_win"]
