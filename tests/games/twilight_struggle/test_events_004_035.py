"""Early War events #4-#35 and the optional cards #104-#106 (issue #16, TS-7): each played as an
event from an action round, its main effect and a condition or limit."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.data import AREA_COUNTRIES
from game.games.twilight_struggle.rules.operations import effective_ops

from .helpers import action_round, give, influence, play, set_up, top


def event(card: int, seat: int, rolls: tuple[int, ...] = (), optional: bool = False,
          track: dict | None = None, **inf: tuple[int, int]) -> dict:
    """`seat` plays `card` for its event in action round 1, with only the influence given, the
    die rolls forced, `track` values (DEFCON, turn...) set, the optional cards if asked."""
    state = set_up(1, optional_cards=optional)
    influence(state, inf)
    state.update(track or {})
    give(state, seat, [card])
    action_round(state, seat)
    state["rng"]["forced_rolls"] = list(rolls)
    return play(state, seat, ["card", card], ["mode", "event"])


def finished(state: dict, seat: int) -> bool:
    """The card play is over: the opponent's action round waits."""
    return top(state)["name"] == "action_round" and state["phasing"] != seat


def test_card_004_duck_and_cover_lowers_defcon_and_pays_5_minus_defcon():
    state = event(4, US)
    assert state["defcon"] == 4 and state["vp"] == 1
    state = event(4, US, track={"defcon": 2})
    assert state["over"]["winners"] == [USSR] and state["vp"] == 0  # TS-8.1.3: no VP at 1


def test_card_007_socialist_governments_removes_3_us_in_western_europe_at_most_2_each():
    state = event(7, USSR, france=(0, 3), italy=(0, 1), poland=(0, 2))
    assert {a[1] for a in RULES.legal_actions(state, USSR)} == {"france", "italy"}
    play(state, USSR, ["remove", "france"], ["remove", "france"])
    assert RULES.legal_actions(state, USSR) == [["remove", "italy"]]  # France's cap of 2
    play(state, USSR, ["remove", "italy"])
    assert state["influence"]["france"] == [0, 1] and state["influence"]["italy"] == [0, 0]
    assert finished(state, USSR)


def test_card_007_socialist_governments_with_no_us_influence_does_nothing():
    state = event(7, USSR, poland=(0, 2))
    assert finished(state, USSR) and 7 in state["discard"]


def test_card_007_socialist_governments_blocked_by_the_iron_lady():
    state = set_up()
    state["lasting"].append(83)
    give(state, USSR, [7])
    action_round(state, USSR)
    play(state, USSR, ["card", 7])
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)


def test_card_008_fidel_removes_us_influence_and_controls_cuba():
    state = event(8, USSR, cuba=(1, 2))
    assert state["influence"]["cuba"] == [3, 0] and 8 in state["removed"]
    state = event(8, USSR, cuba=(4, 0))
    assert state["influence"]["cuba"] == [4, 0]  # never removes USSR influence


def test_card_009_vietnam_revolts_adds_2_and_gives_1_op_in_southeast_asia_this_turn():
    state = event(9, USSR, vietnam=(0, 1))
    assert state["influence"]["vietnam"] == [2, 1] and 9 in state["lasting"]
    assert effective_ops(state, USSR, 7, "southeast_asia") == 4
    assert effective_ops(state, USSR, 7) == 3 and effective_ops(state, US, 5, None) == 3
    assert effective_ops(state, USSR, 6, "southeast_asia") == 6  # with the China Card's bonus
    from game.games.twilight_struggle.rules import events
    events.end_of_turn(state)
    assert 9 in state["removed"] and effective_ops(state, USSR, 7, "southeast_asia") == 3


def test_card_011_korean_war_wins_on_4_with_us_neighbours_subtracted():
    # Japan US-controlled: -1
    state = event(11, USSR, rolls=(5,), south_korea=(1, 2), japan=(0, 4))
    assert state["influence"]["south_korea"] == [3, 0] and state["vp"] == -2
    assert state["milops"][USSR] == 2 and state["defcon"] == 5
    state = event(11, USSR, rolls=(4,), south_korea=(1, 2), japan=(0, 4))  # 4 - 1: lost
    assert state["influence"]["south_korea"] == [1, 2] and state["vp"] == 0
    assert state["milops"][USSR] == 2 and 11 in state["removed"]


def test_card_012_romanian_abdication_controls_romania():
    state = event(12, USSR, romania=(0, 2))
    assert state["influence"]["romania"] == [3, 0] and 12 in state["removed"]


def test_card_013_arab_israeli_war_subtracts_a_us_controlled_israel():
    # Israel US-controlled: -1
    state = event(13, USSR, rolls=(4,), israel=(0, 4), lebanon=(0, 1))
    assert state["influence"]["israel"] == [0, 4] and state["vp"] == 0
    assert state["milops"][USSR] == 2 and 13 in state["discard"]  # no asterisk
    state = event(13, USSR, rolls=(5,), israel=(0, 4))
    assert state["influence"]["israel"] == [4, 0] and state["vp"] == -2


def test_card_014_comecon_one_each_in_4_eastern_europe_not_us_controlled():
    state = event(14, USSR, poland=(0, 4))  # Poland US-controlled
    targets = {a[1] for a in RULES.legal_actions(state, USSR)}
    assert "poland" not in targets and "romania" in targets and "austria" in targets
    for c in ("romania", "hungary", "bulgaria"):
        play(state, USSR, ["place", c])
    assert "romania" not in {a[1] for a in RULES.legal_actions(state, USSR)}  # 1 each
    play(state, USSR, ["place", "austria"])
    assert state["influence"]["austria"] == [1, 0] and finished(state, USSR)


def test_card_015_nasser_adds_2_and_halves_us_influence_rounded_up():
    state = event(15, USSR, egypt=(0, 3))
    assert state["influence"]["egypt"] == [2, 1]
    state = event(15, USSR, egypt=(1, 0))
    assert state["influence"]["egypt"] == [3, 0]


def test_card_016_warsaw_pact_remove_all_us_from_4_countries():
    state = event(16, USSR, poland=(0, 3), hungary=(1, 1), romania=(0, 2), france=(0, 2))
    play(state, USSR, ["option", "remove"])
    assert {a[1] for a in RULES.legal_actions(state, USSR)} == {"poland", "hungary", "romania"}
    play(state, USSR, ["country", "poland"], ["country", "hungary"], ["country", "romania"])
    assert state["influence"]["poland"] == [0, 0] and state["influence"]["hungary"] == [1, 0]
    assert state["influence"]["france"] == [0, 2] and finished(state, USSR)  # none left
    assert 16 in state["lasting"]  # underlined: NATO's prerequisite stays remembered


def test_card_016_warsaw_pact_add_5_at_most_2_each():
    state = event(16, USSR)
    play(state, USSR, ["option", "add"], ["place", "poland"], ["place", "poland"])
    assert ["place", "poland"] not in RULES.legal_actions(state, USSR)
    play(state, USSR, ["place", "hungary"], ["place", "hungary"], ["place", "austria"])
    assert state["influence"]["poland"] == [2, 0] and finished(state, USSR)


def test_card_017_de_gaulle_removes_2_us_adds_1_ussr_in_france():
    state = event(17, USSR, france=(0, 3))
    assert state["influence"]["france"] == [1, 1] and 17 in state["lasting"]
    state = event(17, USSR, france=(0, 1))
    assert state["influence"]["france"] == [1, 0]  # only what is there
    state = set_up()
    state["lasting"].append(21)
    state["events_played"] += [23, 21]
    give(state, USSR, [17])
    action_round(state, USSR)
    play(state, USSR, ["card", 17], ["mode", "event"])
    assert 21 in state["lasting"] and 17 in state["lasting"]  # NATO stays, less France


def test_card_018_captured_nazi_scientist_advances_one_box_without_a_roll():
    state = event(18, US)
    assert state["space"] == [0, 1] and state["vp"] == 2 and state["space_attempts"] == [0, 0]
    state = event(18, USSR, track={"space": [8, 0]})
    assert state["space"] == [8, 0]  # nothing past the last box


def test_card_019_truman_doctrine_clears_an_uncontrolled_european_country():
    state = event(19, US, italy=(2, 1), poland=(4, 0), france=(1, 1), iran=(1, 0))
    assert RULES.legal_actions(state, US) == [["country", "france"], ["country", "italy"]]
    play(state, US, ["country", "italy"])
    assert state["influence"]["italy"] == [0, 1] and finished(state, US)


def test_card_022_independent_reds_matches_ussr_influence():
    state = event(22, US, romania=(3, 1), hungary=(1, 1), poland=(4, 0))
    assert RULES.legal_actions(state, US) == [["country", "romania"]]  # Hungary: equal already
    play(state, US, ["country", "romania"])
    assert state["influence"]["romania"] == [3, 3] and 22 in state["removed"]


def test_card_023_marshall_plan_one_each_in_7_western_europe_not_ussr_controlled():
    state = event(23, US, france=(4, 0))
    targets = {a[1] for a in RULES.legal_actions(state, US)}
    assert "france" not in targets and targets <= set(AREA_COUNTRIES["western_europe"])
    for c in sorted(targets)[:7]:
        play(state, US, ["place", c])
    assert sum(state["influence"][c][US] for c in targets) == 7 and finished(state, US)
    assert 23 in state["lasting"]


def test_card_024_indo_pakistani_war_the_player_picks_the_target():
    state = set_up()
    influence(state, {"pakistan": (0, 2), "afghanistan": (2, 0), "india": (1, 0)})
    give(state, US, [24])
    action_round(state, US)
    play(state, US, ["card", 24], ["mode", "event"])
    assert RULES.legal_actions(state, US) == [["attack", "pakistan"], ["attack", "india"]]
    state["rng"]["forced_rolls"] = [4]
    play(state, US, ["attack", "india"])  # no USSR-controlled neighbour of India
    assert state["influence"]["india"] == [0, 1] and state["vp"] == 2
    assert state["milops"][US] == 2 and 24 in state["discard"]
    state = event(24, USSR, pakistan=(0, 2), afghanistan=(0, 2))  # Afghanistan US: -1
    state["rng"]["forced_rolls"] = [4]
    play(state, USSR, ["attack", "pakistan"])
    assert state["influence"]["pakistan"] == [0, 2] and state["vp"] == 0


def test_card_025_containment_plus_one_up_to_4_for_the_us_this_turn():
    state = event(25, US)
    assert 25 in state["lasting"]
    assert effective_ops(state, US, 7) == 4 and effective_ops(state, US, 23) == 4  # max 4
    assert effective_ops(state, US, 19) == 2 and effective_ops(state, USSR, 19) == 1


def test_card_028_suez_crisis_removes_4_from_france_uk_israel_at_most_2_each():
    state = event(28, USSR, france=(0, 3), uk=(0, 5), israel=(0, 1), italy=(0, 2))
    play(state, USSR, ["remove", "uk"], ["remove", "uk"])
    assert {a[1] for a in RULES.legal_actions(state, USSR)} == {"france", "israel"}
    play(state, USSR, ["remove", "france"], ["remove", "israel"])
    assert state["influence"]["uk"] == [0, 3] and state["influence"]["israel"] == [0, 0]
    assert state["influence"]["italy"] == [0, 2] and finished(state, USSR)


def test_card_029_east_european_unrest_one_from_3_countries_two_in_late_war():
    state = event(29, US, poland=(3, 0), hungary=(1, 0), romania=(2, 0), bulgaria=(1, 0))
    play(state, US, ["country", "poland"])
    assert ["country", "poland"] not in RULES.legal_actions(state, US)  # different countries
    play(state, US, ["country", "romania"], ["country", "hungary"])
    assert state["influence"]["poland"] == [2, 0] and state["influence"]["bulgaria"] == [1, 0]
    assert finished(state, US)
    state = event(29, US, track={"turn": 8}, poland=(3, 0))
    play(state, US, ["country", "poland"])
    assert state["influence"]["poland"] == [1, 0] and finished(state, US)


def test_card_030_decolonization_one_each_in_4_africa_or_southeast_asia():
    state = event(30, USSR)
    targets = {a[1] for a in RULES.legal_actions(state, USSR)}
    assert "vietnam" in targets and "angola" in targets and "india" not in targets
    play(state, USSR, ["place", "vietnam"], ["place", "angola"], ["place", "zaire"])
    assert ["place", "vietnam"] not in RULES.legal_actions(state, USSR)
    play(state, USSR, ["place", "thailand"])
    assert state["influence"]["thailand"] == [1, 0] and finished(state, USSR)


def test_card_031_red_scare_purge_minus_one_for_the_opponent_this_turn():
    state = event(31, US)
    assert effective_ops(state, USSR, 7) == 2 and effective_ops(state, USSR, 8) == 1
    assert effective_ops(state, US, 5) == 3  # not the player's own cards
    state = event(31, USSR)
    assert effective_ops(state, US, 5) == 2 and effective_ops(state, USSR, 7) == 3
    from game.games.twilight_struggle.rules import events
    events.end_of_turn(state)
    assert 31 in state["discard"] and effective_ops(state, US, 5) == 3


def test_card_034_nuclear_test_ban_vp_defcon_minus_2_then_defcon_up_2():
    state = event(34, USSR, track={"defcon": 4})
    assert state["vp"] == -2 and state["defcon"] == 5  # capped at 5
    state = event(34, US, track={"defcon": 2})
    assert state["vp"] == 0 and state["defcon"] == 4


def round_trip(state: dict) -> dict:
    """A save made while the event waits, loaded again (issue #16 point 2)."""
    import json
    return RULES.from_json(json.loads(json.dumps(RULES.to_json(state))))


def test_card_010_blockade_us_discards_3_ops_or_loses_west_germany_after_a_save():
    state = set_up()
    influence(state, {"west_germany": (0, 4)})
    give(state, US, [19, 4, 23])  # 1, 3 and 4 ops
    give(state, USSR, [10])
    action_round(state, USSR)
    play(state, USSR, ["card", 10], ["mode", "event"])
    state = round_trip(state)
    assert RULES.active_seats(state) == [US]
    assert RULES.legal_actions(state, US) == [["discard", 4], ["discard", 23], ["keep"]]
    assert RULES.view(state, USSR)["stack"][-1]["options"] is None  # the US hand stays hidden
    play(state, US, ["discard", 23])
    assert 23 in state["discard"] and state["influence"]["west_germany"] == [0, 4]
    assert 10 in state["removed"] and finished(state, USSR)
    state = set_up()
    influence(state, {"west_germany": (1, 4)})
    give(state, US, [19])
    give(state, USSR, [10])
    action_round(state, USSR)
    play(state, USSR, ["card", 10], ["mode", "event"])
    assert RULES.legal_actions(state, US) == [["keep"]]  # 1 op is not enough
    play(state, US, ["keep"])
    assert state["influence"]["west_germany"] == [1, 0] and state["hands"][US] == [19]


def test_card_033_de_stalinization_moves_up_to_4_to_non_us_countries_2_each():
    state = event(33, USSR, poland=(3, 0), cuba=(1, 0), italy=(0, 4))
    play(state, USSR, ["remove", "poland"], ["remove", "poland"], ["remove", "cuba"], ["done"])
    assert state["influence"]["poland"] == [1, 0] and state["influence"]["cuba"] == [0, 0]
    legal = RULES.legal_actions(state, USSR)
    assert ["place", "italy"] not in legal and ["done"] not in legal  # US-controlled; all 3
    play(state, USSR, ["place", "france"], ["place", "france"])
    assert ["place", "france"] not in RULES.legal_actions(state, USSR)  # 2 at most
    play(state, USSR, ["place", "angola"])
    assert state["influence"]["france"] == [2, 0] and state["influence"]["angola"] == [1, 0]
    assert finished(state, USSR) and 33 in state["removed"]


def test_card_005_five_year_plan_random_discard_triggers_a_us_event():
    state = set_up()
    give(state, USSR, [4])  # Duck and Cover: a US event
    give(state, US, [5])
    action_round(state, US)
    play(state, US, ["card", 5], ["mode", "event"])
    assert state["hands"][USSR] == [] and 4 in state["discard"] and 5 in state["discard"]
    assert state["defcon"] == 4 and state["vp"] == 1  # the US carried Duck and Cover out
    assert finished(state, US) and not state["table"]
    state = set_up()
    give(state, USSR, [1, 7])  # a scoring card and a USSR event: only discarded
    give(state, US, [5])
    action_round(state, US)
    vp = state["vp"]
    play(state, US, ["card", 5], ["mode", "event"])
    assert len(state["hands"][USSR]) == 1 and state["vp"] == vp
    assert {1, 7} - set(state["hands"][USSR]) <= set(state["discard"])


def test_card_005_five_year_plan_a_us_event_with_a_choice_then_leaves_the_game():
    state = set_up()
    influence(state, {"italy": (2, 1)})
    give(state, USSR, [19])  # Truman Doctrine: asterisked, the US picks the country
    give(state, US, [5])
    action_round(state, US)
    play(state, US, ["card", 5], ["mode", "event"])
    assert RULES.legal_actions(state, US) == [["country", "italy"]] and 19 in state["table"]
    play(state, US, ["country", "italy"])
    assert state["influence"]["italy"] == [0, 1] and 19 in state["removed"]
    assert finished(state, US)


def test_card_020_olympic_games_opponent_takes_part_after_a_save_host_adds_2_ties_reroll():
    state = event(20, US)
    state = round_trip(state)
    assert RULES.active_seats(state) == [USSR]
    assert RULES.legal_actions(state, USSR) == [["take_part"], ["boycott"]]
    state["rng"]["forced_rolls"] = [4, 2, 6, 3]  # USSR 4, US 2+2: tie, rolled again
    play(state, USSR, ["take_part"])
    assert state["vp"] == -2 and finished(state, US)  # USSR 6 beats US 3+2


def test_card_020_olympic_games_boycott_lowers_defcon_and_host_gets_4_ops():
    state = event(20, USSR, poland=(1, 0))
    play(state, US, ["boycott"])
    assert state["defcon"] == 4 and RULES.active_seats(state) == [USSR]
    play(state, USSR, ["op", "influence"])
    assert top(state)["left"] == 4
    for _ in range(4):
        play(state, USSR, ["place", "poland"])
    assert state["influence"]["poland"] == [5, 0] and finished(state, USSR)
    state = set_up()
    state["defcon"] = 2
    give(state, USSR, [20])
    action_round(state, USSR)
    play(state, USSR, ["card", 20], ["mode", "event"], )
    play(state, US, ["boycott"])
    assert state["over"]["winners"] == [US]  # the phasing USSR loses at DEFCON 1


def test_card_026_cia_created_shows_the_ussr_hand_to_the_us_only_then_1_op():
    state = set_up()
    give(state, USSR, [7, 8])
    give(state, US, [26])
    influence(state, {"canada": (0, 1)})
    action_round(state, US)
    barriers = state["barriers"]
    play(state, US, ["card", 26], ["mode", "event"])
    assert state["barriers"] > barriers  # a hand was shown: no undo past it
    seen = [e["params"]["card"] for e in RULES.view(state, US)["log"]
            if e["key"] == "ts.ev.26.card"]
    assert seen == [{"t": "ts.card.7"}, {"t": "ts.card.8"}]
    assert not [e for e in RULES.view(state, USSR)["log"] if e["key"] == "ts.ev.26.card"]
    assert RULES.legal_actions(state, US) == [["op", "influence"]]  # no USSR influence: no coup
    play(state, US, ["op", "influence"], ["place", "canada"])
    assert state["influence"]["canada"] == [0, 2] and finished(state, US)


def test_card_021_nato_protects_us_controlled_europe_but_not_france_after_de_gaulle():
    from game.games.twilight_struggle.rules.operations import attack_targets
    state = set_up()
    give(state, US, [21])
    action_round(state, US)
    play(state, US, ["card", 21])
    assert ["mode", "event"] not in RULES.legal_actions(state, US)  # no prerequisite yet
    state = set_up()
    state["events_played"].append(23)
    influence(state, {"italy": (1, 3), "france": (1, 4), "greece": (1, 1), "japan": (1, 4)})
    give(state, US, [21])
    action_round(state, US)
    play(state, US, ["card", 21], ["mode", "event"])
    assert 21 in state["lasting"]
    assert attack_targets(state, USSR, None) == ["greece", "japan"]  # Japan is not Europe
    assert attack_targets(state, US, None) == ["france", "greece", "italy", "japan"]
    state["lasting"].append(17)  # De Gaulle Leads France
    assert attack_targets(state, USSR, None) == ["france", "greece", "japan"]


def test_card_027_us_japan_pact_controls_japan_and_bars_ussr_coups_there():
    from game.games.twilight_struggle.rules.operations import attack_targets
    state = event(27, US, japan=(2, 1), south_korea=(0, 1))
    assert state["influence"]["japan"] == [2, 6] and 27 in state["lasting"]
    assert attack_targets(state, USSR, None) == ["south_korea"]
    assert attack_targets(state, US, None) == ["japan"]  # only the USSR is barred


def test_card_035_formosan_resolution_taiwan_a_battleground_for_asia_until_us_plays_china():
    from game.games.twilight_struggle.rules.scoring import region_points
    state = event(35, US, taiwan=(0, 3))
    assert 35 in state["lasting"]
    points, _ = region_points(state, "asia")
    assert points[US] == 3 + 1  # Presence 3 + Taiwan as a battleground
    assert region_points(state, "middle_east")[0] == [0, 0]
    state["influence"]["taiwan"] = [0, 2]  # not US-controlled: no battleground
    assert region_points(state, "asia")[0] == [0, 0]
    state["influence"]["taiwan"] = [0, 3]
    state["china"]["holder"] = USSR
    action_round(state, USSR)
    give(state, USSR, [7])
    play(state, USSR, ["card", 6], ["mode", "space"])  # the USSR's play does not end it
    assert 35 in state["lasting"]
    state["china"] = {"holder": US, "face_up": True}
    give(state, US, [4])
    action_round(state, US)
    play(state, US, ["card", 6], ["mode", "space"])
    assert 35 in state["removed"] and region_points(state, "asia")[0][US] == 3


def test_card_105_special_relationship_neighbour_or_with_nato_2_influence_and_2_vp():
    state = event(105, US, optional=True, uk=(0, 5))
    assert RULES.legal_actions(state, US) == [["country", c] for c in
                                              ("benelux", "canada", "france", "norway")]
    play(state, US, ["country", "canada"])
    assert state["influence"]["canada"] == [0, 1] and state["vp"] == 0 and finished(state, US)
    state = event(105, US, optional=True, track={"lasting": [21]}, uk=(0, 5))
    play(state, US, ["country", "italy"])
    assert state["influence"]["italy"] == [0, 2] and state["vp"] == 2
    state = event(105, US, optional=True, uk=(1, 5))  # not US-controlled: nothing happens
    assert finished(state, US) and state["vp"] == 0 and 105 in state["discard"]


def test_card_104_cambridge_five_shows_us_scoring_cards_and_ussr_adds_1_there():
    state = set_up(1, optional_cards=True)
    influence(state, {})
    give(state, US, [3, 19])  # Middle East Scoring and a plain card
    give(state, USSR, [104])
    action_round(state, USSR)
    play(state, USSR, ["card", 104], ["mode", "event"])
    shown = [e["params"]["card"] for e in RULES.view(state, USSR)["log"]
             if e["key"] == "ts.ev.104.card"]
    assert shown == [{"t": "ts.card.3"}]
    legal = RULES.legal_actions(state, USSR)
    assert ["country", "iran"] in legal and ["country", "france"] not in legal
    play(state, USSR, ["country", "iran"])
    assert state["influence"]["iran"] == [1, 0] and finished(state, USSR)
    state = set_up(1, optional_cards=True)
    state["turn"] = 8
    give(state, USSR, [104])
    action_round(state, USSR)
    play(state, USSR, ["card", 104])
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)  # Late War: ops only


def test_card_106_norad_us_adds_1_after_an_action_round_that_took_defcon_to_2():
    state = event(106, US, optional=True, canada=(0, 4), japan=(0, 1))
    assert 106 in state["lasting"]
    state = set_up(1, optional_cards=True)
    influence(state, {"canada": (0, 4), "japan": (0, 1)})
    state["lasting"].append(106)
    state["defcon"] = 3
    give(state, US, [4, 19])  # Duck and Cover: DEFCON 3 -> 2
    give(state, USSR, [7])
    action_round(state, US)
    state["stack"][0]["ar_defcon"] = 3  # the turn frame's DEFCON at the round's start
    play(state, US, ["card", 4], ["mode", "event"])
    assert state["defcon"] == 2 and RULES.active_seats(state) == [US]
    assert RULES.legal_actions(state, US) == [["place", "canada"], ["place", "japan"]]
    play(state, US, ["place", "japan"])
    assert state["influence"]["japan"] == [0, 2]
    assert top(state)["name"] == "action_round"  # then the next round


def test_card_106_norad_needs_canada_and_a_move_to_2():
    from game.games.twilight_struggle.rules import events
    state = set_up(1, optional_cards=True)
    influence(state, {"canada": (0, 4), "japan": (0, 1)})
    state["lasting"].append(106)
    state["defcon"] = 2
    frames = len(state["stack"])
    events.ROUND_ENDED[106](state, US, 2)  # already at 2 when the round began
    state["influence"]["canada"] = [2, 4]  # Canada not controlled
    events.ROUND_ENDED[106](state, US, 3)
    assert len(state["stack"]) == frames


def test_card_106_norad_without_the_canada_reading_places_without_control():
    """House reading norad_canada (issue #37.12): the New Game option off gives the US its
    placement although the USSR controls Canada."""
    from game.games.twilight_struggle.rules import events
    for needs_canada, placed in ((True, False), (False, True)):
        state = set_up(1, optional_cards=True, norad_canada=needs_canada)
        influence(state, {"canada": (4, 0), "japan": (0, 1)})
        state["lasting"].append(106)
        state["defcon"] = 2
        frames = len(state["stack"])
        events.ROUND_ENDED[106](state, US, 3)
        assert (len(state["stack"]) > frames) is placed
        if placed:
            assert RULES.legal_actions(state, US) == [["place", "japan"]]


def test_card_032_un_intervention_cancels_an_opponent_event_and_uses_its_ops():
    state = set_up()
    influence(state, {"poland": (1, 0)})
    give(state, USSR, [32, 4, 7])  # Duck and Cover (US, 3 ops), Socialist Governments (own)
    action_round(state, USSR)
    play(state, USSR, ["card", 32], ["mode", "event"])
    assert RULES.legal_actions(state, USSR) == [["card", 4]]  # only the opponent's event
    assert RULES.view(state, US)["stack"][-1]["options"] is None  # the hand stays hidden
    play(state, USSR, ["card", 4], ["op", "influence"])
    assert top(state)["left"] == 3 and 4 in state["discard"] and state["defcon"] == 5
    play(state, USSR, ["place", "poland"], ["place", "poland"], ["place", "poland"])
    assert state["influence"]["poland"] == [4, 0] and finished(state, USSR)
    assert 32 in state["discard"] and state["hands"][USSR] == [7]
    state = set_up()
    give(state, USSR, [32, 7])
    action_round(state, USSR)
    play(state, USSR, ["card", 32])
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)  # no card to go with it


def test_card_009_vietnam_revolts_offers_southeast_asia_only_with_an_eligible_country_there():
    state = set_up()
    influence(state, {"poland": (1, 0)})
    state["lasting"].append(9)
    give(state, USSR, [7])
    action_round(state, USSR)  # no USSR influence in or next to Southeast Asia
    play(state, USSR, ["card", 7], ["mode", "ops"])
    assert ["op", "influence", "southeast_asia"] not in RULES.legal_actions(state, USSR)
    assert ["op", "influence"] in RULES.legal_actions(state, USSR)


def test_card_026_cia_created_as_a_headline_places_where_us_influence_is_now():
    state = set_up(5)
    give(state, USSR, [12])  # 1 op as well: the US headline goes first
    give(state, US, [26])
    state["ar_influence"] = [[], []]  # a stale snapshot must not decide eligibility
    play(state, USSR, ["pick", 12], ["seal"])
    play(state, US, ["pick", 26], ["seal"])
    assert RULES.active_seats(state) == [US] and ["op", "influence"] in RULES.legal_actions(
        state, US)
    play(state, US, ["op", "influence"])
    legal = {a[1] for a in RULES.legal_actions(state, US)}
    assert "uk" in legal and "canada" in legal  # US set-up influence and its neighbours


def test_card_006_the_china_card_has_no_event_to_play():
    from game.games.twilight_struggle.rules import events
    state = set_up()
    give(state, USSR, [7])
    action_round(state, USSR)
    play(state, USSR, ["card", 6])
    assert not events.has_event(6)
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)
    assert ["mode", "ops"] in RULES.legal_actions(state, USSR)
