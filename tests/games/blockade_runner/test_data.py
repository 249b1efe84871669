"""The game's data files (BR-1.4, BR-16, house defaults BR-H1..BR-H14): ids agree across
files, the seed's numbers are where the seed puts them, the map is usable."""

from __future__ import annotations

from collections import Counter, deque

from game.games.blockade_runner.rules import data
from game.games.blockade_runner.rules.data import (
    ADJACENT,
    BY_COUNT,
    CAPTURE_CHART,
    CARDS,
    CITIES,
    CONFEDERATE,
    DECK,
    NEUTRAL,
    PRINTED_DEFENSE,
    RAIL,
    SHIPS,
    SPACES,
    ZONE_KIND,
    ZONES,
    chart_row,
    rail_costs,
    ship_type,
)


def _reachable(start: str, links: dict) -> set[str]:
    seen, queue = {start}, deque([start])
    while queue:
        for nxt in links[queue.popleft()]:
            nxt = nxt[0] if isinstance(nxt, tuple) else nxt
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def test_BR_H2_H3_H5_ports_and_printed_defenses():
    assert len(CONFEDERATE) == 12 and len(NEUTRAL) == 5
    assert PRINTED_DEFENSE["CHS"] == 4 and PRINTED_DEFENSE["GAL"] == 2  # seed examples
    assert all(1 <= d <= data.MAX_DEFENSE for d in PRINTED_DEFENSE.values())
    assert set(NEUTRAL) == {"BER", "NAS", "HAV", "PAP", "MAT"}
    for port in NEUTRAL:  # BR-9.1: neutral ports offer war goods and black market only
        assert set(SPACES[port]) <= {"war_goods", "black_market"}
    for port in CONFEDERATE:
        assert set(SPACES[port]) <= {"cotton", "tobacco"}
    # the seed's W = 13 must be deliverable in a year
    assert sum(SPACES[p].get("war_goods", 0) for p in NEUTRAL) >= 13


def test_BR_H6_H7_map_links_are_symmetric_connected_and_every_port_is_a_zone():
    assert len(ZONES) == 26 and set(CONFEDERATE) | set(NEUTRAL) <= set(ZONES)
    for zone, links in ADJACENT.items():
        assert zone not in links and all(zone in ADJACENT[other] for other in links)
    assert _reachable("NOR", ADJACENT) == set(ZONES)
    for port in CONFEDERATE:  # a captured port can always be left for the open sea
        assert any(ZONE_KIND[z] == "high_seas" for z in ADJACENT[port])
    assert sorted(data.HSS_TABLE) == list(range(1, data.DIE + 1))
    assert all(ZONE_KIND[z] == "high_seas" for z in data.HSS_TABLE.values())
    for pair, distance in data.MAP["sample_distances"].items():
        a, b = pair.split("-")
        frontier, steps = {a}, 0
        while b not in frontier:
            frontier |= {n for z in frontier for n in ADJACENT[z]}
            steps += 1
        assert steps == distance, pair


def test_BR_H8_inland_cities_rail_and_capture_chart():
    assert len(CITIES) == 10
    nodes = set(RAIL)
    assert set(CITIES) <= nodes and nodes <= set(CITIES) | set(CONFEDERATE)
    assert set(CAPTURE_CHART) == set(range(2, 2 * data.DIE + 1))  # 2 dice (BR-4.5)
    assert set(CAPTURE_CHART.values()) == set(CITIES)
    assert rail_costs("CHS", set())["COL"] == 1
    assert rail_costs("CHS", set())["RAL"] == 3
    assert "RAL" not in rail_costs("WIL", {"RAL"})  # never through a captured city (BR-7.8)


def test_BR_H13_ships_prices_and_starting_pool():
    assert len(SHIPS) == 30
    for ship in SHIPS.values():
        assert ship["price_k"] == 5 * ship["capacity"] + 5 * (ship["speed"] - 1)
        assert ship["minimum_bid_k"] == ship["price_k"] and 1 <= ship["capacity"] <= 3
    pool = Counter(ship_type(s) for s, v in SHIPS.items() if v["pool"] == "starting")
    for players, row in BY_COUNT.items():
        need = Counter(row["ships"])
        assert all(pool[kind] >= players * n for kind, n in need.items()), players
    assert SHIPS["lizzie"]["speed"] == 2 and SHIPS["advance"]["speed"] == 4  # seed examples
    assert SHIPS["robert_e_lee"]["capacity"] >= 3


def test_BR_H14_action_cards():
    assert len(DECK) == 48
    assert {"ironclad", "captain", "pilot", "insurance", "government_subsidy", "convoy",
            "hidden_inlet", "private_launch"} <= set(CARDS)
    assert all(port in CONFEDERATE for port in data.FORT_CARDS.values())


def test_BR_2_4_setup_table_and_BR_2_2_start_prices():
    assert {p: (r["cash_k"], len(r["ships"]), r["action_cards"]) for p, r in BY_COUNT.items()} \
        == {6: (5, 2, 3), 5: (6, 2, 4), 4: (8, 3, 4), 3: (10, 4, 5), 2: (15, 5, 6)}
    assert data.START_PRICE == {"cotton": 10, "tobacco": 16, "black_market": 20}
    assert data.LOAD_COST == {"cotton": 1, "tobacco": 4, "black_market": 5, "war_goods": 0}


def test_BR_H10_H11_price_tracks_and_sold_boxes():
    for c, track in data.TRACKS.items():
        assert data.START_PRICE[c] in track
        assert all(b - a == 2 for a, b in zip(track, track[1:], strict=False))
    assert data.TRACKS["cotton"].index(12) - 1 == data.TRACKS["cotton"].index(10)  # seed
    assert data.SOLD_BOX == {"cotton": 3, "tobacco": 3, "black_market": 3}


def test_BR_H9_war_effort_chart_matches_the_seed_and_is_monotone():
    assert chart_row(13)["blockade_cards"] == 5  # seed: W = 13 -> -7 -> 5 cards
    assert data.CHART["year_1861_override"]["blockade_cards"] == 7
    cards = [chart_row(w)["blockade_cards"] for w in range(0, 30)]
    assert cards == sorted(cards, reverse=True) and cards[0] == 12
    assert all(chart_row(w)["inland_cities_captured"] in (1, 2) for w in range(30))


def test_BR_H12_port_defense_cost_gives_the_seed_galveston_example():
    assert 3 * data.DEFENSE_COST == 15
