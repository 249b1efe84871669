"""D89-2 map and card data, checked against the rulebook's stated facts (spec §11.Y, §C)."""

from collections import Counter

from game.games.dawn_of_freedom.rules.data import (
    CARDS,
    COUNTRIES,
    PERIOD_CARDS,
    SCORING_CARDS,
    SPACES,
    TS_TRACK,
    USSR_TRACK,
)

from .helpers import number_of

SOCIO = {"elite", "bureaucrat", "intellectual", "student", "church", "worker", "farmer",
         "minority"}


def test_D89_2_1_seventy_five_spaces_with_every_field():
    assert len(SPACES) == 75
    for sid, space in SPACES.items():
        assert sid == sid.lower() and " " not in sid
        assert space["socio"] in SOCIO
        assert space["stability"] >= 1
        assert isinstance(space["battleground"], bool)
        assert space["country"] in COUNTRIES
        assert set(space["start_sp"]) == {"com", "dem"}


def test_D89_2_1_6_adjacency_is_symmetric_and_known():
    for sid, space in SPACES.items():
        assert sid not in space["adjacent"]
        for other in space["adjacent"]:
            assert sid in SPACES[other]["adjacent"], (sid, other)


def test_D89_2_1_9_six_countries_scoring_and_power_values():
    expected = {"east_germany": (3, 6, 9, 3, 12, 6), "poland": (3, 6, 9, 3, 14, 6),
                "czechoslovakia": (2, 4, 6, 2, 11, 6), "hungary": (1, 2, 4, 1, 12, 4),
                "romania": (2, 4, 6, 2, 14, 6), "bulgaria": (1, 2, 3, 1, 12, 5)}
    assert set(COUNTRIES) == set(expected)
    for cid, (pres, dom, ctrl, power, n, bgs) in expected.items():
        c = COUNTRIES[cid]
        assert c["scoring"] == {"presence": pres, "domination": dom, "control": ctrl}
        assert c["power_value"] == power
        assert len(c["spaces"]) == n
        assert sum(SPACES[s]["battleground"] for s in c["spaces"]) == bgs
        assert all(SPACES[s]["country"] == cid for s in c["spaces"])
        assert CARDS[c["scoring_card"]]["country"] == cid


def test_D89_3_2_and_3_3_printed_set_up_totals():
    assert sum(s["start_sp"]["com"] for s in SPACES.values()) == 20
    assert sum(s["start_sp"]["dem"] for s in SPACES.values()) == 15
    assert SPACES["catholic_church_poland"]["start_sp"]["dem"] == 5
    assert SPACES["dresden"]["start_sp"]["com"] == 2


def test_D89_2_2_one_hundred_ten_cards_split_40_41_29():
    assert sorted(CARDS) == list(range(1, 111))
    assert Counter(c["period"] for c in CARDS.values()) == {"early": 40, "middle": 41, "late": 29}
    assert sum(len(v) for v in PERIOD_CARDS.values()) == 110
    for card in CARDS.values():
        assert card["side"] in ("com", "dem", "both")
        assert "name" not in card and "text" not in card  # catalog keys dof.card/text.<n>
        assert card["scoring"] or card["ops"] >= 1


def test_D89_8_0_six_scoring_cards():
    assert SCORING_CARDS == {22: "poland", 23: "hungary", 42: "east_germany", 43: "bulgaria",
                             55: "czechoslovakia", 95: "romania"}


def test_D89_11_X_card_facts_from_the_rulebook():
    def card(name):
        return CARDS[number_of(name)]
    assert (card("Walesa")["side"], card("Walesa")["ops"], card("Walesa")["removed"]) == (
        "dem", 3, True)
    assert card("Walesa")["prerequisite"] == card("Solidarity Legalized")["number"]
    assert card("Honecker")["side"] == "com" and card("Honecker")["ops"] == 3
    assert card("Modrow")["number"] in card("Honecker")["blocked_by"]
    assert card("Jan Palach Week")["ops"] == 1
    assert card("Elena")["ops"] == 1 and card("Elena")["removed"]


def test_D89_11_Y_map_facts_stated_in_the_rulebook():
    assert SPACES["dresden"]["stability"] == 4
    assert SPACES["budapest"]["stability"] == 3
    assert SPACES["bydgoszcz"]["socio"] == "elite" and not SPACES["bydgoszcz"]["battleground"]
    assert SPACES["lodz"]["socio"] == "worker" and "krakow" in SPACES["lodz"]["adjacent"]
    for bg in ("warszawa", "wroclaw", "krakow"):
        assert SPACES[bg]["battleground"]
    for not_bg in ("catholic_church_poland", "polish_writers"):
        assert not SPACES[not_bg]["battleground"]
    assert SPACES["polish_writers"]["socio"] == "intellectual"
    assert SPACES["gdansk"]["stability"] >= 2
    jag = SPACES["jagiellonian_university"]
    assert jag["socio"] == "student" and jag["stability"] == 1
    assert {"krakow", "polish_writers"} <= set(jag["adjacent"])
    assert "lodz" not in jag["adjacent"] and "catholic_church_poland" not in jag["adjacent"]
    assert SPACES["krakow"]["stability"] == 3
    assert {"lodz", "jagiellonian_university", "catholic_church_poland"} <= set(
        SPACES["krakow"]["adjacent"])
    assert "polish_writers" not in SPACES["krakow"]["adjacent"]
    assert {"bratislava", "ostrava", "presov"} <= set(
        SPACES["catholic_church_czechoslovakia"]["adjacent"])
    assert "kosice" in SPACES["presov"]["adjacent"]


def test_D89_6_3_tiananmen_square_track():
    assert [b["target"]["dem"] for b in TS_TRACK] == [5, 5, 6, 6, 7, 8, 9, 10]
    assert [b["target"]["com"] for b in TS_TRACK] == [6, 6, 7, 7, 8, 7, 6, 5]
    assert [b["award"] for b in TS_TRACK] == ["lasting", "lasting", "immediate", "immediate",
                                             "lasting", "lasting", "lasting", "lasting"]


def test_D89_12_ussr_stability_track():
    assert [b["card"] for b in USSR_TRACK] == [None, 33, 81, 84, 109]
    assert [b["vp"] for b in USSR_TRACK][:4] == [0, 1, 3, 5]
    assert USSR_TRACK[4]["vp"] < 0  # Kremlin Coup! favours the Communist
