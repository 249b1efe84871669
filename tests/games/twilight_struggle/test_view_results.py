"""The results the board shows as view data (issue #17): `last_roll` of coups (TS-6.3),
realignments (TS-6.2) and war cards (TS-7 war cards), `last_scoring` and the view's
`region_status` (TS-10.1, TS-10.3), `coup_banned_regions` (TS-8.1.2) and the headline order
(TS-4.5.C), with forced dice and seeded playouts."""

from __future__ import annotations

import random

from game.games.twilight_struggle.rules import RULES, scoring
from game.games.twilight_struggle.rules.common import US, USSR, terms_total
from game.games.twilight_struggle.rules.data import COUNTRY_IDS, REGION_OF, REGIONS
from game.games.twilight_struggle.rules.operations import attack_targets
from tests.playout import play as playout

from .helpers import action_round, give, influence, play, set_up


def _in_play(state: dict, *cards: int) -> None:
    """Lasting cards in play (taken from wherever they are)."""
    for card in cards:
        for place in (state["deck"], state["discard"], state["removed"], *state["hands"]):
            if card in place:
                place.remove(card)
        state["lasting"].append(card)


def _keys(terms: list[dict]) -> list[tuple]:
    return [(t["key"], t["amount"], t.get("card")) for t in terms]


def test_TS_6_3_coup_last_roll_names_every_modifier_and_matches_the_influence_change():
    state = set_up()
    influence(state, {"nicaragua": (0, 2)})
    give(state, USSR, [7])  # Socialist Governments: 3 ops
    _in_play(state, 43, 51, 69)  # SALT Negotiations, Brezhnev Doctrine, Death Squads
    state["notes"]["69"] = USSR
    action_round(state, USSR)
    assert RULES.view(state, US)["last_roll"] is None
    state["rng"]["forced_rolls"] = [3]
    play(state, USSR, ["card", 7], ["mode", "ops"], ["op", "coup"], ["coup", "nicaragua"])
    roll = RULES.view(state, US)["last_roll"]
    assert roll["kind"] == "coup" and roll["seat"] == USSR and roll["country"] == "nicaragua"
    assert roll["card"] == 7
    (only,) = roll["rolls"]
    assert _keys(only["modifiers"]) == [
        ("ts.mod.ops", 3, None), ("ts.mod.card", 1, 51),  # TS-7.4.1: Brezhnev +1 op
        ("ts.mod.stability", -2, None),  # 2 x stability 1
        ("ts.mod.card", -1, 43), ("ts.mod.card", 1, 69)]
    assert only["die"] == 3 and only["total"] == 3 + terms_total(only["modifiers"]) == 5
    result = roll["result"]
    assert result["success"] and result["removed"] == 2 and result["added"] == 3
    assert state["influence"]["nicaragua"] == [result["added"], 2 - result["removed"]]
    assert result["milops"] == 4 == state["milops"][USSR] and not result["free"]
    assert result["defcon"] == [5, 5]  # not a battleground


def test_TS_6_3_failed_battleground_coup_records_defcon_and_no_change():
    state = set_up()
    influence(state, {"iran": (0, 2)})
    give(state, USSR, [7])
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [1]
    play(state, USSR, ["card", 7], ["mode", "ops"], ["op", "coup"], ["coup", "iran"])
    roll = state["last_roll"]
    assert roll["rolls"][0]["total"] == 1 + 3 - 4 == 0 and roll["result"]["success"] is False
    assert roll["result"]["removed"] == roll["result"]["added"] == 0
    assert state["influence"]["iran"] == [0, 2]
    assert roll["result"]["defcon"] == [5, 4] and state["defcon"] == 4  # TS-8.1.4


def test_TS_6_2_realignment_last_roll_has_both_sides_modifiers():
    state = set_up()
    influence(state, {"mexico": (0, 2)})
    give(state, USSR, [10])  # Blockade: 1 op
    _in_play(state, 93)  # Iran-Contra Scandal: US realignment rolls -1
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [5, 2]
    play(state, USSR, ["card", 10], ["mode", "ops"], ["op", "realign"], ["realign", "mexico"])
    roll = RULES.view(state, USSR)["last_roll"]
    assert roll["kind"] == "realign" and roll["country"] == "mexico"
    ussr, us = roll["rolls"]
    assert ussr["seat"] == USSR and ussr["die"] == 5 and ussr["modifiers"] == []
    assert us["seat"] == US and us["die"] == 2
    assert _keys(us["modifiers"]) == [("ts.mod.more_influence", 1, None),
                                      ("ts.mod.superpower", 1, None), ("ts.mod.card", -1, 93)]
    assert ussr["total"] == 5 and us["total"] == 2 + 1 + 1 - 1
    assert roll["result"] == {"loser": US, "removed": 2}  # 5 - 3 = 2, all there is
    assert state["influence"]["mexico"] == [0, 0]


def test_TS_7_war_card_last_roll_arab_israeli_war():
    state = set_up()
    influence(state, {"israel": (0, 4), "jordan": (0, 2), "egypt": (1, 0)})
    give(state, USSR, [13])
    action_round(state, USSR)
    vp = state["vp"]
    state["rng"]["forced_rolls"] = [6]
    play(state, USSR, ["card", 13], ["mode", "event"])
    roll = RULES.view(state, US)["last_roll"]
    assert roll["kind"] == "war" and roll["card"] == 13 and roll["country"] == "israel"
    (only,) = roll["rolls"]
    assert _keys(only["modifiers"]) == [("ts.mod.war_adjacent", -1, None),
                                        ("ts.mod.war_target", -1, None)]
    assert only["total"] == 6 - 2 == 4
    assert roll["result"] == {"success": True, "needs": 4, "vp": 2, "milops": 2, "taken": 4}
    assert state["influence"]["israel"] == [4, 0] and state["vp"] == vp - 2


def test_TS_7_brush_war_rolls_through_the_same_war_with_the_superpower_modifier():
    state = set_up()
    influence(state, {"mexico": (0, 1)})
    give(state, USSR, [36])
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [3]
    play(state, USSR, ["card", 36], ["mode", "event"], ["war", "mexico"])
    roll = state["last_roll"]
    assert _keys(roll["rolls"][0]["modifiers"]) == [("ts.mod.war_superpower", -1, None)]
    assert roll["rolls"][0]["total"] == 2 and roll["result"]["success"] is False  # needs 3
    assert roll["result"]["milops"] == 3 and roll["result"]["needs"] == 3
    assert state["influence"]["mexico"] == [0, 1]


def test_TS_10_1_breakdown_matches_the_vp_scoring_awards_over_seeded_positions():
    checked = {"scored": 0, "won": 0}

    def check(state: dict, seat: int) -> None:
        if len(state["log"]) % 5:
            return
        for region in scoring.SCORED_REGIONS:
            trial = RULES.clone(state)
            found = scoring.breakdown(trial, region)
            for side in found["sides"]:
                assert side["total"] == sum(side["vp"].values())
                if found["kind"] == "levels":  # TS-10.1.1 / TS-10.1.2, from the data
                    value = REGIONS[region].get(side["level"]) or 0
                    assert side["vp"] == {"level": value, "battlegrounds": side["battlegrounds"],
                                          "adjacent": side["adjacent"]}
            vp = trial["vp"]
            scoring.score_card(trial, region)
            assert trial["last_scoring"] == {"final": False, "regions": [found], "china": None}
            if found["wins"] is not None:  # TS-10.3.1
                assert trial["over"]["winners"] == [found["wins"]]
                checked["won"] += 1
                continue
            gained = found["net_vp"] * (0 if found["net_seat"] is None
                                        else 1 if found["net_seat"] == US else -1)
            assert trial["vp"] - vp == gained
            assert gained == found["sides"][US]["total"] - found["sides"][USSR]["total"]
            checked["scored"] += 1

    for seed in range(12):
        state = RULES.setup(seed, 2, {"optional_cards": seed % 2 == 0})
        playout(RULES, state, random.Random(seed), before=check)
    assert checked["scored"] > 1000


def test_TS_10_3_final_scoring_records_every_region_and_the_china_card():
    state = set_up()
    expected = [scoring.breakdown(state, r) for r in scoring.FINAL_ORDER]
    scoring.final_scoring(state)
    record = RULES.view(state, None)["last_scoring"]
    assert record["final"] and record["regions"] == expected
    assert record["china"] == state["china"]["holder"] == USSR
    net = sum(r["net_vp"] * (1 if r["net_seat"] == US else -1) for r in expected
              if r["net_seat"] is not None)
    assert state["vp"] == net - 1  # TS-10.3.2: the China Card's 1 VP to the USSR


def test_TS_10_1_region_status_is_the_breakdown_of_all_seven_regions_now():
    state = set_up(3)
    view = RULES.view(state, USSR)
    assert set(view["region_status"]) == {*REGIONS, "southeast_asia"}
    for region, found in view["region_status"].items():
        assert found == scoring.breakdown(state, region)
    assert view["region_status"]["southeast_asia"]["kind"] == "per_country"


def test_TS_8_1_2_coup_banned_regions_are_what_coup_legality_excludes():
    state = set_up()
    for c in COUNTRY_IDS:
        state["influence"][c] = [1, 1]
    for defcon in (5, 4, 3, 2):
        state["defcon"] = defcon
        banned = RULES.view(state, US)["coup_banned_regions"]
        open_regions = {REGION_OF[c] for c in attack_targets(state, US, None)}
        assert open_regions.isdisjoint(banned)
        assert open_regions | set(banned) == {REGION_OF[c] for c in COUNTRY_IDS}
    assert banned == ["europe", "asia", "middle_east"]


def test_TS_4_5_C_headline_order_in_the_view():
    state = set_up()
    view = RULES.view(state, USSR)
    assert view["headline_order"] == []
    state["headline"] = [7, 4]  # 3 ops each: the US first on a tie
    assert RULES.view(state, USSR)["headline_order"] == [US, USSR]
    state["headline"] = [7, 26]
    assert RULES.view(state, None)["headline_order"] == [USSR, US]


def test_view_results_are_public_the_same_for_both_seats():
    state = set_up(5)
    playout(RULES, state, random.Random(5), moves=200)
    views = [RULES.view(state, s) for s in (USSR, US, None)]
    for key in ("last_roll", "last_scoring", "region_status", "coup_banned_regions",
                "headline_order"):
        assert views[0][key] == views[1][key] == views[2][key]


def test_TS_6_2_6_3_every_roll_of_seeded_playouts_adds_up():
    """TS-6.3.1 / TS-6.2.2 / war cards / TS-6.4.1: in every recorded roll the total is the
    die plus the named modifiers and the result follows from the totals."""
    seen: dict[str, int] = {}

    def check(state: dict, seat: int, action: list) -> None:
        roll = state["last_roll"]
        if roll is None or roll["rolls"][0]["die"] is None:
            return
        for each in roll["rolls"]:
            assert each["total"] == each["die"] + terms_total(each["modifiers"])
            assert all(t["amount"] and t["key"].startswith("ts.mod.") for t in each["modifiers"])
        result, total = roll["result"], roll["rolls"][0]["total"]
        if roll["kind"] == "coup":
            assert result["success"] == (total > 0)
            assert result["removed"] + result["added"] == max(total, 0)
            if result["free"]:  # TS-6.3.5: a free coup earns no military operations
                assert result["milops"] == 0
        elif roll["kind"] == "war":
            assert result["success"] == (total >= result["needs"])
        elif roll["kind"] == "space":  # TS-6.4.1: within the box's number, no modifiers
            assert result["success"] == (total <= result["needs"]) and total == each["die"]
        else:
            other = roll["rolls"][1]["total"]
            assert result["loser"] == (None if total == other else
                                       roll["rolls"][1 if total > other else 0]["seat"])
            assert result["removed"] <= abs(total - other)
        seen[roll["kind"]] = seen.get(roll["kind"], 0) + 1

    for seed in range(40):
        state = RULES.setup(seed, 2, {"optional_cards": seed % 2 == 1})
        playout(RULES, state, random.Random(seed), after=check)
    assert seen.keys() == {"coup", "realign", "war", "space"}
