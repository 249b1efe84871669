"""Board and card facts of 1989, loaded once from data/*.json (DESIGN §3: engine data is the one
source of rules facts).

Implementation notes:
- Facts come from shared/reference/1989 (see its SOURCES.md). Each fact lives in one file;
  medium-confidence facts the sources disagree on live in data/uncertain.json (one line each).
- SPACES[id]: name, country, socio, stability, battleground, adjacent, start_sp {"com", "dem"}.
- COUNTRIES[id]: name, region, power_value, scoring {presence, domination, control},
  scoring_card, spaces.
- CARDS[number]: number, period (early|middle|late), ops (0 for Scoring cards),
  side (com|dem|both; Scoring cards are "both", D89-ENG-05), removed (asterisk), lasting,
  duration, prerequisite (card number or None) and prerequisite_in_effect, conditions (text of
  non-card conditions, checked by the event itself), blocked_by (card numbers), red_title,
  scoring, country (Scoring cards). Card names and event texts are not rules facts: they are
  the catalog keys dof.card.<n> / dof.text.<n> (game/games/dawn_of_freedom/locale/en/cards.json).
- TS_TRACK: the eight Tiananmen Square boxes (D89-6.3), USSR_TRACK: the U.S.S.R. Stability
  track (D89-12), PS_RESULTS: the Power Struggle results table by clamped modified roll 0..7.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DIR = Path(__file__).with_name("data")


def _load(name: str) -> Any:
    with open(_DIR / name, encoding="utf-8") as f:
        return json.load(f)


UNCERTAIN: dict[str, Any] = _load("uncertain.json")

SPACES: dict[str, dict[str, Any]] = _load("map.json")["spaces"]
for _sid, _space in SPACES.items():
    if _space["battleground"] is None:
        _space["battleground"] = bool(UNCERTAIN["battleground"][_sid])

COUNTRIES: dict[str, dict[str, Any]] = _load("countries.json")["countries"]

CARDS: dict[int, dict[str, Any]] = {
    int(k): v for k, v in _load("strategy_cards.json")["cards"].items()
}

_TRACKS = _load("tracks.json")
TS_TRACK: list[dict[str, Any]] = _TRACKS["tiananmen"]
USSR_TRACK: list[dict[str, Any]] = _TRACKS["ussr"]
USSR_TRACK[-1]["vp"] = UNCERTAIN["ussr_kremlin_coup_vp"]
FINAL_SCORING_BONUS: list[int] = _TRACKS["final_scoring_bonus"]  # index = countries in COM Power
PS_RESULTS: list[int] = _TRACKS["power_struggle_results"]

SPACE_IDS: tuple[str, ...] = tuple(SPACES)
COUNTRY_IDS: tuple[str, ...] = tuple(COUNTRIES)
ADJ: dict[str, tuple[str, ...]] = {s: tuple(v["adjacent"]) for s, v in SPACES.items()}
STABILITY: dict[str, int] = {s: v["stability"] for s, v in SPACES.items()}
SCORING_CARDS: dict[int, str] = {c["number"]: c["country"] for c in CARDS.values() if c["scoring"]}
PERIOD_CARDS: dict[str, list[int]] = {
    p: sorted(n for n, c in CARDS.items() if c["period"] == p) for p in ("early", "middle", "late")
}


# Cards the core rules refer to by name (D89-4.1, 6.3.1, 7.6, 10.3, 12).
HONECKER = 15
LI_PENG = 53
NEW_YEARS_EVE_PARTY = 104
CROWD_TURNS = 54  # The Crowd Turns Against Ceausescu
TYRANT_IS_GONE = 97
