"""The game's facts, read once from `data/*.json` (transcribed from the reference files; most
values are house defaults BR-H1..BR-H26, marked `house_default` in the files and listed in
STATE.md). Everything else in the package reads these names, never the files.

Implementation notes:
- Money is in k ($1,000) everywhere, as on the board's tracks (spec preamble).
- Rail nodes are the Confederate ports and the inland cities; a captured node blocks rail
  (BR-4.4, BR-4.5, BR-7.8; the seed's "through captured cities" is BR-16.8's mistranslation).
"""

from __future__ import annotations

import heapq
import json
from pathlib import Path
from typing import Any

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> Any:
    return json.loads((_DIR / f"{name}.json").read_text(encoding="utf-8"))


SETUP = _load("setup")
ECONOMY = _load("economy")
CHART = _load("war_effort_chart")
MAP = _load("map")
INLAND = _load("inland")
SHIPS_DATA = _load("ships")
CARDS_DATA = _load("action_cards")
PORTS_DATA = _load("ports")
VARIANTS = _load("variants")
HOUSE = _load("house")

YEARS: list[int] = list(range(SETUP["years"]["first"], SETUP["years"]["last"] + 1))
DIE: int = int(SETUP["dice"]["type"].lstrip("d"))  # BR-1.3 / BR-H1
EVASION_DICE: int = SETUP["dice"]["count_evasion"]
THREE_DICE: int = SETUP["dice"]["count_evasion_optional_rule"]
BASE_ACTIONS: int = SETUP["base_actions_per_turn"]["value"]
BY_COUNT: dict[int, dict[str, Any]] = {int(k): v for k, v in SETUP["by_player_count"].items()}

# -- commodities and prices (BR-2.2, BR-7.3, BR-7.4, BR-H10, BR-H11) ---------------------------
COMMODITIES = ("cotton", "tobacco", "war_goods", "black_market")
TRADED = ("cotton", "tobacco", "black_market")  # goods with a price track and a Sold box
LOAD_COST: dict[str, int] = {c: ECONOMY["load_cost_k"][c] for c in COMMODITIES}
WAR_GOODS_PAY: int = ECONOMY["war_goods_delivery_pay_k"]["value"]
BRIBE_DISCOUNT = 5  # BR-7.4c
TRACKS: dict[str, list[int]] = {c: ECONOMY["price_tracks_k"][c]["spaces"] for c in TRADED}
START_PRICE: dict[str, int] = {c: ECONOMY["price_tracks_k"][c]["start"] for c in TRADED}
SOLD_BOX: dict[str, int] = {c: ECONOMY["sold_box_capacity"][c]["value"] for c in TRADED}
PRICE_RISE: int = ECONOMY["annual_price_rise"]["normal_spaces"]
PRICE_RISE_UNSOLD: int = ECONOMY["annual_price_rise"]["if_none_sold_last_year_spaces"]
PRICE_RISE_FROM: int = ECONOMY["annual_price_rise"]["from_year"]

# -- port defense and blockade (BR-4, BR-7.6, BR-H12) ------------------------------------------
_DEFENSE = ECONOMY["port_defense"]
MAX_DEFENSE: int = _DEFENSE["max_level"]
DEFENSE_COST: int = _DEFENSE["cost_per_level_k"]["default"]
FUND_PER_CARD: int = _DEFENSE["fund_from_bank_per_card_played_k"]
FUND_IF_FORGONE: int = _DEFENSE["fund_if_card_effect_forgone_k"]
MAX_BLOCKADE: int = ECONOMY["blockade"]["max_level"]
ASSAULT_RAISE = 2  # BR-4.3

# -- ports, zones, links (BR-H2..BR-H7) ------------------------------------------------------
CONFEDERATE: dict[str, dict[str, Any]] = {p["id"]: p for p in PORTS_DATA["confederate_ports"]}
NEUTRAL: dict[str, dict[str, Any]] = {p["id"]: p for p in PORTS_DATA["neutral_ports"]}
PORTS: list[str] = list(CONFEDERATE) + list(NEUTRAL)
PRINTED_DEFENSE: dict[str, int] = {p: v["printed_defense"] for p, v in CONFEDERATE.items()}
ZONES: list[str] = [z["id"] for z in MAP["zones"]]
ZONE_KIND: dict[str, str] = {z["id"]: z["kind"] for z in MAP["zones"]}
ADJACENT: dict[str, list[str]] = {z: [] for z in ZONES}
for _link in MAP["links"]:
    ADJACENT[_link["a"]].append(_link["b"])
    ADJACENT[_link["b"]].append(_link["a"])
for _z in ADJACENT:
    ADJACENT[_z].sort()
HSS_TABLE: dict[int, str] = {
    int(k): v for k, v in MAP["high_seas_squadron_table"]["results"].items()}

# -- inland cities and rail (BR-H8) ----------------------------------------------------------
CITIES: dict[str, dict[str, Any]] = {c["id"]: c for c in INLAND["cities"]}
CAPTURE_CHART: dict[int, str] = {
    int(k): v for k, v in INLAND["inland_capture_chart"]["results"].items()}
RAIL: dict[str, list[tuple[str, int]]] = {}
for _r in INLAND["rail_links"]:
    RAIL.setdefault(_r["a"], []).append((_r["b"], _r["sections"]))
    RAIL.setdefault(_r["b"], []).append((_r["a"], _r["sections"]))

# Every place with commodity spaces (ports and cities) -> {commodity: spaces} (BR-2.1).
SPACES: dict[str, dict[str, int]] = {
    **{p: dict(v["commodity_spaces"]) for p, v in CONFEDERATE.items()},
    **{p: dict(v["commodity_spaces"]) for p, v in NEUTRAL.items()},
    **{c: dict(v["commodity_spaces"]) for c, v in CITIES.items()},
}

# -- ships (BR-H13) and cards (BR-H14, BR-H15) ---------------------------------------------------
SHIPS: dict[str, dict[str, Any]] = {s["id"]: s for s in SHIPS_DATA["ships"]}
SHIP_ORDER: list[str] = [s["id"] for s in SHIPS_DATA["ships"]]
CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in CARDS_DATA["cards"]}
DECK: list[str] = [c["id"] for c in CARDS_DATA["cards"] for _ in range(c["count"])]
FORT_CARDS: dict[str, str] = {c["id"]: c["port"] for c in CARDS_DATA["cards"] if "port" in c}
ATTACHMENTS = ("captain", "pilot")  # +1 speed each, one of each per ship (BR-H15)
ATTACH_BONUS = 1
CONVOY_BONUS = 1
MOONLESS_BONUS = 2
COTTON_BOND = 5


def ship_type(ship_id: str) -> str:
    s = SHIPS[ship_id]
    return f"{s['speed']}/{s['capacity']}"


def chart_row(war_goods: int) -> dict[str, Any]:
    """The War Effort Chart row for W delivered last year (BR-4.2, BR-10.1, BR-H9)."""
    for row in CHART["rows"]:
        top = row["war_goods_delivered_max"]
        if row["war_goods_delivered_min"] <= war_goods and (top is None or war_goods <= top):
            return row
    raise ValueError(f"no War Effort Chart row for {war_goods}")


def rail_costs(source: str, captured: set[str]) -> dict[str, int]:
    """Fewest rail sections from `source` to every node reachable without passing a captured
    city or port (BR-7.8, BR-H17: the cheapest open path)."""
    best = {source: 0}
    heap = [(0, source)]
    while heap:
        cost, node = heapq.heappop(heap)
        if cost > best[node]:
            continue
        for other, sections in RAIL.get(node, []):
            if other in captured:
                continue
            if cost + sections < best.get(other, 1 << 30):
                best[other] = cost + sections
                heapq.heappush(heap, (cost + sections, other))
    return best
