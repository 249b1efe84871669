"""TS-2 data: the map, the cards and the tracks as transcribed (issue #15 point 2)."""

from __future__ import annotations

from collections import Counter

from game.games.twilight_struggle.rules.data import (
    ADJACENT,
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    BLOCKED_REGIONS,
    CARDS,
    CHINA,
    COUNTRIES,
    REGIONS,
    SCORING_CARDS,
    SOUTHEAST_ASIA_VP,
    SPACE_BOXES,
    STABILITY,
    SUPERPOWER_SEAT,
    TRACKS,
    period_cards,
)


def test_TS_2_1_1_84_countries_in_six_regions():
    assert len(COUNTRIES) == 84
    counts = Counter(c["region"] for c in COUNTRIES.values())
    assert counts == {"europe": 21, "asia": 15, "middle_east": 10, "africa": 18,
                      "central_america": 10, "south_america": 10}
    assert len(AREA_COUNTRIES["southeast_asia"]) == 7
    assert set(AREA_COUNTRIES["southeast_asia"]) <= set(AREA_COUNTRIES["asia"])


def test_TS_2_1_1_austria_and_finland_are_in_both_halves_of_europe():
    both = set(AREA_COUNTRIES["eastern_europe"]) & set(AREA_COUNTRIES["western_europe"])
    assert both == {"austria", "finland"}
    assert {"canada", "turkey"} <= set(AREA_COUNTRIES["western_europe"])
    assert {"libya", "egypt"} <= set(AREA_COUNTRIES["middle_east"])


def test_TS_2_1_4_29_battlegrounds_by_region():
    by_region = Counter(COUNTRIES[c]["region"] for c in BATTLEGROUNDS)
    assert by_region == {"europe": 5, "asia": 6, "middle_east": 6, "africa": 5,
                         "central_america": 3, "south_america": 4}
    assert {"cuba", "panama", "mexico"} == {c for c in BATTLEGROUNDS
                                            if COUNTRIES[c]["region"] == "central_america"}


def test_TS_2_1_6_adjacency_is_symmetric_and_the_seed_facts_hold():
    for country, near in ADJACENT.items():
        assert country not in near
        for other in near:
            assert country in ADJACENT[other], (country, other)
    assert sum(len(n) for n in ADJACENT.values()) == 2 * 112
    assert "costa_rica" in ADJACENT["panama"] and "colombia" in ADJACENT["panama"]
    assert "nicaragua" in ADJACENT["costa_rica"] and "nicaragua" not in ADJACENT["panama"]


def test_TS_2_1_5_superpower_links():
    ussr = {c for c, s in SUPERPOWER_SEAT.items() if s == 0}
    us = {c for c, s in SUPERPOWER_SEAT.items() if s == 1}
    assert ussr == {"afghanistan", "finland", "north_korea", "poland", "romania"}
    assert us == {"canada", "cuba", "japan", "mexico"}


def test_TS_2_1_3_seed_stabilities():
    assert (STABILITY["israel"], STABILITY["turkey"], STABILITY["mexico"]) == (4, 2, 2)
    assert all(1 <= s <= 5 for s in STABILITY.values()) and STABILITY["uk"] == 5


def test_TS_10_1_region_scoring_values_and_the_southeast_asia_table():
    values = {r: (v["presence"], v["domination"], v["control"]) for r, v in REGIONS.items()}
    assert values == {"europe": (3, 7, None), "asia": (3, 7, 9), "middle_east": (3, 5, 7),
                      "central_america": (1, 3, 5), "south_america": (2, 5, 6),
                      "africa": (1, 4, 6)}
    assert SOUTHEAST_ASIA_VP == {"burma": 1, "indonesia": 1, "laos_cambodia": 1, "malaysia": 1,
                                 "philippines": 1, "thailand": 2, "vietnam": 1}


def test_TS_3_fixed_setup_influence():
    ussr = {c: v["start"][0] for c, v in COUNTRIES.items() if v["start"][0]}
    us = {c: v["start"][1] for c, v in COUNTRIES.items() if v["start"][1]}
    assert ussr == {"syria": 1, "iraq": 1, "finland": 1, "east_germany": 3, "north_korea": 3}
    assert sum(us.values()) == 18 and us["uk"] == 5 and us["australia"] == 4


def test_TS_2_2_110_cards_39_48_23_with_seven_optional_and_seven_scoring():
    assert sorted(CARDS) == list(range(1, 111))
    assert Counter(c["period"] for c in CARDS.values()) == {"early": 39, "mid": 48, "late": 23}
    assert [n for n, c in CARDS.items() if c["optional"]] == list(range(104, 111))
    assert SCORING_CARDS == {1: "asia", 2: "europe", 3: "middle_east", 37: "central_america",
                             38: "southeast_asia", 79: "africa", 81: "south_america"}
    assert all(CARDS[n]["ops"] == 0 for n in SCORING_CARDS)
    assert sum(c["removed"] for c in CARDS.values()) == 70
    assert CARDS[CHINA]["ops"] == 4 and not CARDS[CHINA]["headline"]
    assert {n for n, c in CARDS.items() if c["war"]} == {11, 13, 24, 36, 102}
    assert CARDS[21]["requires"] == [16, 23] and CARDS[21]["underlined"]  # NATO
    assert CARDS[13]["blocked_by"] == [65]  # Camp David Accords blocks Arab-Israeli War
    assert all(c["side"] in ("ussr", "us", "neutral") for c in CARDS.values())
    assert all(1 <= c["ops"] <= 4 for n, c in CARDS.items() if n not in SCORING_CARDS)


def test_TS_4_1_period_decks_leave_out_the_china_card_and_optional_cards():
    assert len(period_cards("early", False)) == 38 - 3
    assert len(period_cards("early", True)) == 38
    assert CHINA not in period_cards("early", True)
    assert len(period_cards("mid", True)) == 48 and len(period_cards("late", False)) == 21


def test_TS_6_4_space_race_boxes():
    assert [(b["ops"], b["roll"], tuple(b["vp"])) for b in SPACE_BOXES] == [
        (2, 3, (2, 1)), (2, 4, (0, 0)), (2, 3, (2, 0)), (2, 4, (0, 0)), (3, 3, (3, 1)),
        (3, 4, (0, 0)), (3, 3, (4, 2)), (4, 2, (2, 0))]


def test_TS_8_defcon_and_military_operations_tracks():
    assert BLOCKED_REGIONS == {5: (), 4: ("europe",), 3: ("europe", "asia"),
                               2: ("europe", "asia", "middle_east")}
    assert TRACKS["milops_max"] == 5 and TRACKS["defcon"]["start"] == 5
    assert TRACKS["hand_size"] == {"early": 8, "later": 9}
    assert TRACKS["action_rounds"] == {"early": 6, "later": 7, "space_station": 8}
