"""Card events #71-#103 and #109-#110 (issue #16): one test per card, its main effect and at
least one condition or limit; a save/load round trip where the non-acting seat chooses."""

from __future__ import annotations

import pytest

from game.games.twilight_struggle.rules import RULES, events
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.data import SPACE_BOXES

from .helpers import action_round, give, influence, play, set_up, top


def played(seat: int, card: int, state: dict | None = None, hand: tuple = ()) -> dict:
    """`seat` plays its own (or a neutral) `card` for its event in an action round."""
    state = state or set_up()
    give(state, seat, [card, *hand])
    action_round(state, seat)
    return play(state, seat, ["card", card], ["mode", "event"])


def done(state: dict) -> bool:
    """The card play is over: the game waits for the next action round."""
    return state["over"] is not None or top(state)["name"] in ("action_round", "turn")


def round_trip(state: dict) -> dict:
    return RULES.from_json(RULES.to_json(state))


def blocked(state: dict, card: int) -> bool:
    """TS-7.5: an event in effect forbids `card` (whether or not its own event exists yet)."""
    return any(events.REGISTRY.in_effect(state, b) for b in events.SPECS[card].blocked_by)


def legal(state: dict, seat: int) -> list:
    return RULES.legal_actions(state, seat)


def test_card_071_nixon_takes_the_china_card_face_down_or_gives_2_vp():
    state = played(US, 71)
    assert state["china"] == {"holder": US, "face_up": False} and state["vp"] == 0
    assert 71 in state["removed"]
    state = set_up()
    state["china"] = {"holder": US, "face_up": True}
    state = played(US, 71, state)
    assert state["vp"] == 2 and state["china"]["holder"] == US


def test_card_071_TS_12_4_1_the_us_counts_as_holding_the_china_card_in_the_civil_war():
    state = set_up(ccw=True)
    assert state["ccw"] is not None and state["china"]["holder"] is None
    state = played(US, 71, state)
    assert state["vp"] == 2 and state["china"]["holder"] is None


def test_card_072_sadat_expels_soviets_from_egypt():
    state = set_up()
    influence(state, {"egypt": (3, 0)}, clear=False)
    state = played(US, 72, state)
    assert state["influence"]["egypt"] == [0, 1]


def test_card_074_voice_of_america_removes_4_outside_europe_at_most_2_each():
    state = set_up()
    influence(state, {"iraq": (3, 0), "poland": (3, 0), "angola": (1, 0), "cuba": (2, 0)})
    state = played(US, 74, state)
    assert ["remove", "poland"] not in legal(state, US)
    play(state, US, ["remove", "iraq"], ["remove", "iraq"])
    assert ["remove", "iraq"] not in legal(state, US)  # at most 2 from one country
    play(state, US, ["remove", "angola"], ["remove", "cuba"])
    assert state["influence"]["iraq"] == [1, 0] and state["influence"]["poland"] == [3, 0]
    assert done(state)


def test_card_075_liberation_theology_places_3_in_central_america_at_most_2_each():
    state = played(USSR, 75)
    assert {a[1] for a in legal(state, USSR)} == {
        "costa_rica", "cuba", "dominican_republic", "el_salvador", "guatemala", "haiti",
        "honduras", "mexico", "nicaragua", "panama"}
    play(state, USSR, ["place", "cuba"], ["place", "cuba"])
    assert ["place", "cuba"] not in legal(state, USSR)
    play(state, USSR, ["place", "panama"])
    assert state["influence"]["cuba"][USSR] == 2 and done(state)


def test_card_076_ussuri_river_skirmish_takes_the_china_card_face_up_or_places_in_asia():
    state = played(US, 76)
    assert state["china"] == {"holder": US, "face_up": True}
    state = set_up()
    state["china"] = {"holder": US, "face_up": False}
    state = played(US, 76, state)
    assert ["place", "france"] not in legal(state, US)
    for country in ("japan", "japan", "india", "thailand"):
        play(state, US, ["place", country])
    assert state["influence"]["japan"][US] >= 2 and done(state)


def test_card_077_ask_not_discards_then_draws_as_many_and_hides_the_hand():
    state = played(US, 77, hand=(5, 7, 8))
    frame = top(state)
    assert frame["options"] is None  # the hand stays out of the public frame
    assert legal(state, US) == [["discard", 5], ["discard", 7], ["discard", 8], ["done"]]
    deck = len(state["deck"])
    play(state, US, ["discard", 5], ["discard", 8], ["done"])
    assert {5, 8} <= set(state["discard"]) and len(state["hands"][US]) == 3
    assert len(state["deck"]) == deck - 2 and done(state)


def test_card_078_alliance_for_progress_1_vp_per_controlled_battleground_R_18():
    state = set_up()
    influence(state, {"mexico": (0, 2), "cuba": (0, 3), "chile": (0, 2), "panama": (0, 1)})
    state = played(US, 78, state)  # Chile (3) and Panama (2) are not controlled
    assert state["vp"] == 2
    state = set_up()
    influence(state, {})
    state = played(US, 78, state)
    assert state["vp"] == 0 and 78 in state["removed"]  # happened with no effect


def test_card_080_one_small_step_moves_2_boxes_scoring_only_the_last():
    state = set_up()
    state["space"] = [3, 1]
    state = played(US, 80, state)
    assert state["space"][US] == 3
    assert state["vp"] == SPACE_BOXES[2]["vp"][1]  # box 3 reached second, box 2 not scored
    state = set_up()
    state["space"] = [8, 7]
    state = played(US, 80, state)
    assert state["space"][US] == 8  # never past the last box
    state = set_up()
    state["space"] = [1, 1]
    give(state, US, [80])
    action_round(state, US)
    play(state, US, ["card", 80])
    assert ["mode", "event"] not in legal(state, US)  # not behind: no event


def test_card_082_iranian_hostage_crisis_and_card_092_terrorism_discard_2_from_the_us():
    state = set_up()
    influence(state, {"iran": (0, 2)}, clear=False)
    state = played(USSR, 82, state)
    assert state["influence"]["iran"] == [2, 0] and 82 in state["lasting"]
    give(state, US, [5, 7, 8])
    state = played(USSR, 92, state)
    assert len(state["hands"][US]) == 1 and len(set(state["discard"]) & {5, 7, 8}) == 2


def test_card_092_terrorism_discards_1_random_card_and_its_event_does_not_happen():
    state = set_up()
    give(state, USSR, [5, 7])
    state = played(US, 92, state)
    assert len(state["hands"][USSR]) == 1
    assert len(set(state["discard"]) & {5, 7}) == 1 and state["events_played"] == [92]
    give(state, USSR, [])
    state = played(US, 92, state)  # an empty hand: nothing to discard
    assert state["hands"][USSR] == [] and done(state)


def test_card_083_iron_lady_and_the_block_on_socialist_governments():
    state = set_up()
    influence(state, {"uk": (2, 5), "argentina": (0, 0)}, clear=False)
    assert not blocked(state, 7)
    state = played(US, 83, state)
    assert state["vp"] == 1 and state["influence"]["uk"] == [0, 5]
    assert state["influence"]["argentina"][USSR] == 1
    assert blocked(state, 7)


def test_card_084_reagan_bombs_libya_1_vp_per_2_ussr_influence():
    state = set_up()
    influence(state, {"libya": (5, 0)}, clear=False)
    assert played(US, 84, state)["vp"] == 2


def test_card_085_star_wars_resolves_a_discarded_event_only_when_ahead_R_19():
    state = set_up()
    state["space"] = [0, 1]
    state["discard"] += [72, 2]  # Sadat Expels Soviets and a scoring card
    influence(state, {"egypt": (2, 0)}, clear=False)
    state = played(US, 85, state)
    assert legal(state, US) == [["event", 72]]
    play(state, US, ["event", 72])
    assert state["influence"]["egypt"] == [0, 1] and {72, 85} <= set(state["removed"])
    assert done(state)
    state = set_up()
    give(state, USSR, [85])
    action_round(state, USSR)
    play(state, USSR, ["card", 85], ["mode", "ops"], ["order", "event_first"])
    assert 85 not in state["removed"]  # not ahead: the event cannot happen


def test_card_088_marine_barracks_bombing_clears_lebanon_then_2_more_in_the_middle_east():
    state = set_up()
    influence(state, {"lebanon": (0, 2), "israel": (0, 1), "iran": (0, 1), "france": (0, 3)})
    state = played(USSR, 88, state)
    assert state["influence"]["lebanon"] == [0, 0]
    assert legal(state, USSR) == [["remove", "iran"], ["remove", "israel"]]
    play(state, USSR, ["remove", "iran"], ["remove", "israel"])
    assert state["influence"]["iran"] == [0, 0] and done(state)


def test_card_093_iran_contra_scandal_minus_1_to_us_realignments_this_turn():
    from game.games.twilight_struggle.rules.operations import realign_modifier
    from game.games.twilight_struggle.rules.sequence import STEPS
    state = set_up()
    influence(state, {"angola": (1, 1)})
    state = played(USSR, 93, state)
    assert realign_modifier(state, US, "angola") == -1
    assert realign_modifier(state, USSR, "angola") == 0
    STEPS["advance"](state, {})
    assert 93 in state["removed"] and realign_modifier(state, US, "angola") == 0


def test_card_095_latin_american_debt_crisis_us_discards_a_3_ops_card_after_a_save():
    state = set_up()
    give(state, US, [8, 7, 5])  # ops 2, 3, 3
    state = played(USSR, 95, state)
    assert RULES.active_seats(state) == [US] and top(state)["options"] is None
    state = round_trip(state)
    assert legal(state, US) == [["discard", 5], ["discard", 7], ["decline"]]
    play(state, US, ["discard", 7])
    assert 7 in state["discard"] and done(state)


def test_card_095_latin_american_debt_crisis_declined_ussr_doubles_2_countries():
    state = set_up()
    influence(state, {"brazil": (2, 0), "chile": (1, 0), "peru": (3, 0)})
    give(state, US, [8])
    state = played(USSR, 95, state)
    play(state, US, ["decline"])
    state = round_trip(state)
    play(state, USSR, ["double", "brazil"])
    assert ["double", "brazil"] not in legal(state, USSR)
    play(state, USSR, ["double", "peru"])
    assert state["influence"]["brazil"] == [4, 0] and state["influence"]["peru"] == [6, 0]
    assert state["influence"]["chile"] == [1, 0] and done(state)


def test_card_097_an_evil_empire_ends_and_blocks_flower_power():
    state = set_up()
    state["lasting"].append(59)
    state["events_played"].append(59)
    state = played(US, 97, state)
    assert state["vp"] == 1 and 59 not in state["lasting"] and 59 in state["removed"]
    assert blocked(state, 59)


def test_card_099_pershing_ii_1_vp_and_1_us_influence_from_up_to_3_western_europe():
    state = set_up()
    influence(state, {"france": (0, 2), "italy": (0, 1), "poland": (0, 1)})
    state = played(USSR, 99, state)
    assert state["vp"] == -1
    assert legal(state, USSR) == [["remove", "france"], ["remove", "italy"], ["done"]]
    play(state, USSR, ["remove", "france"])
    assert ["remove", "france"] not in legal(state, USSR)  # 1 per country
    play(state, USSR, ["done"])
    assert state["influence"]["france"] == [0, 1] and done(state)


@pytest.mark.parametrize("vp", [-3, 5])
def test_card_100_wargames_ends_the_game_after_6_vp_to_the_opponent(vp):
    state = set_up()
    state["defcon"], state["vp"] = 2, vp
    state = played(US, 100, state)
    play(state, US, ["end_game"])
    assert state["vp"] == vp - 6
    assert state["over"]["winners"] == ([USSR] if vp - 6 < 0 else [US])


def test_card_100_wargames_only_at_defcon_2():
    state = set_up()
    state["defcon"] = 3
    give(state, US, [100])
    action_round(state, US)
    play(state, US, ["card", 100])
    assert ["mode", "event"] not in legal(state, US)
    state["defcon"] = 2
    assert ["mode", "event"] in legal(state, US)


def test_card_101_solidarity_needs_john_paul_ii():
    state = set_up()
    assert not events.can_occur(state, 101, US)
    state["events_played"].append(68)
    state = played(US, 101, state)
    assert state["influence"]["poland"][US] == 3


def test_card_102_iran_iraq_war_win_on_4_with_adjacent_enemy_control():
    state = set_up()
    influence(state, {"iraq": (0, 2), "saudi_arabia": (0, 3)})  # US controls Saudi Arabia
    state["rng"]["forced_rolls"] = [4]
    state = played(USSR, 102, state)
    play(state, USSR, ["invade", "iraq"])  # 4 - 1 = 3: lost
    assert state["influence"]["iraq"] == [0, 2] and state["vp"] == 0
    assert state["milops"][USSR] == 2
    state = set_up()
    influence(state, {"iraq": (1, 2)})
    state["rng"]["forced_rolls"] = [4]
    state = played(USSR, 102, state)
    play(state, USSR, ["invade", "iraq"])
    assert state["influence"]["iraq"] == [3, 0] and state["vp"] == -2


def test_card_110_awacs_sale_and_the_block_on_muslim_revolution():
    state = set_up(optional_cards=True)
    assert not blocked(state, 56)
    state = played(US, 110, state)
    assert state["influence"]["saudi_arabia"][US] == 2 and 110 in state["lasting"]
    assert blocked(state, 56)


def test_card_074_voice_of_america_with_no_ussr_influence_outside_europe_does_nothing():
    state = set_up()
    influence(state, {"poland": (3, 0)})
    state = played(US, 74, state)
    assert done(state) and state["influence"]["poland"] == [3, 0]


def test_card_086_north_sea_oil_8_us_action_rounds_this_turn_and_opec_blocked():
    from game.games.twilight_struggle.rules.card_play import rounds_total
    state = set_up()
    state["turn"] = 8
    assert rounds_total(state, US) == 7 and not blocked(state, 61)
    state = played(US, 86, state)
    assert rounds_total(state, US) == 8 and rounds_total(state, USSR) == 7
    assert blocked(state, 61) and 86 in state["lasting"]
    state["turn"] = 9
    assert rounds_total(state, US) == 7  # the 8th round was this turn only


def test_card_087_the_reformer_6_in_europe_when_leading_and_no_ussr_coups_in_europe():
    from game.games.twilight_struggle.rules.operations import coup_targets
    state = set_up()
    state["vp"] = -1
    influence(state, {"italy": (0, 1), "iran": (0, 1)})
    assert "italy" in coup_targets(state, USSR, None)
    state = played(USSR, 87, state)
    assert top(state)["left"] == 6
    for country in ("italy", "italy", "france", "france", "poland", "poland"):
        play(state, USSR, ["place", country])
    assert done(state) and state["influence"]["italy"] == [2, 1]
    assert coup_targets(state, USSR, None) == ["iran"]  # no coups in Europe any more
    state = set_up()
    state = played(USSR, 87, state)
    assert top(state)["left"] == 4  # not leading on VP


def test_card_089_kal_007_defcon_vp_and_ops_only_with_south_korea_controlled():
    state = set_up()
    influence(state, {"south_korea": (0, 3)}, clear=False)
    state = played(US, 89, state)
    assert state["defcon"] == 4 and state["vp"] == 2
    assert legal(state, US)[0] == ["op", "influence"] and ["done"] in legal(state, US)
    play(state, US, ["op", "influence"])
    assert top(state)["name"] == "place_influence" and top(state)["left"] == 4
    state = set_up()
    state = played(US, 89, state)  # South Korea not controlled: no ops
    assert done(state) and state["vp"] == 2


def test_card_090_glasnost_ops_only_with_the_reformer_in_effect():
    state = set_up()
    state["defcon"] = 3
    state = played(USSR, 90, state)
    assert state["defcon"] == 4 and state["vp"] == -2 and done(state)
    state = set_up()
    state["lasting"].append(87)
    state["events_played"].append(87)
    state = played(USSR, 90, state)
    assert ["op", "influence"] in legal(state, USSR)
    play(state, USSR, ["done"])
    assert done(state)


def test_card_091_ortega_free_coup_next_to_nicaragua_without_milops():
    state = set_up()
    influence(state, {"nicaragua": (0, 2), "cuba": (0, 1), "honduras": (0, 0),
                      "panama": (0, 1)})
    state = played(USSR, 91, state)
    assert state["influence"]["nicaragua"] == [0, 0]
    assert legal(state, USSR) == [["coup", "cuba"], ["done"]]  # US influence needed
    state["rng"]["forced_rolls"] = [6]
    play(state, USSR, ["coup", "cuba"])  # 6 + 2 - 6 = 2
    assert state["influence"]["cuba"] == [1, 0]
    assert state["milops"][USSR] == 0 and state["defcon"] == 4  # battleground: DEFCON drops


def test_card_094_chernobyl_blocks_ussr_ops_placement_in_the_named_region_this_turn():
    from game.games.twilight_struggle.rules.operations import eligible
    from game.games.twilight_struggle.rules.sequence import STEPS
    state = played(US, 94)
    assert len(legal(state, US)) == 6
    state = round_trip(state)
    play(state, US, ["region", "europe"])
    assert "finland" not in eligible(state, USSR)  # touching the USSR, yet not eligible
    assert "west_germany" in eligible(state, US) and "iran" in eligible(state, USSR)
    STEPS["advance"](state, {})
    assert "finland" in eligible(state, USSR)


def test_card_096_tear_down_this_wall_free_coup_in_europe_ignores_defcon():
    state = set_up()
    state["defcon"] = 4  # no coups in Europe by operations
    influence(state, {"east_germany": (3, 0), "italy": (1, 0)})
    assert blocked(state, 55) is False
    state = played(US, 96, state)
    assert state["influence"]["east_germany"] == [3, 3] and blocked(state, 55)
    assert legal(state, US) == [["coup", "east_germany"], ["coup", "italy"], ["done"]]
    state["rng"]["forced_rolls"] = [5]
    play(state, US, ["coup", "italy"])  # 5 + 3 - 4 = 4: 1 removed, 3 added
    assert state["influence"]["italy"] == [0, 3] and state["milops"][US] == 0
    assert state["defcon"] == 3  # a battleground
    state = set_up()
    influence(state, {"france": (1, 0)})
    state = played(US, 96, state)
    play(state, US, ["realign"])
    assert top(state)["name"] == "realign" and top(state)["area"] == "europe"


def test_card_103_defectors_headlined_by_the_us_cancels_the_ussr_headline():
    state = set_up(4)
    give(state, USSR, [90])  # Glasnost, 4 ops: it would resolve first, before 2 ops
    give(state, US, [103])
    state["defcon"] = 3
    play(state, USSR, ["pick", 90], ["seal"])
    play(state, US, ["pick", 103], ["seal"])
    assert 90 in state["discard"] and state["vp"] == 0 and state["defcon"] == 3
    assert 90 not in state["events_played"]


def test_card_103_defectors_played_by_the_ussr_in_an_action_round_gives_1_vp():
    state = set_up()
    give(state, USSR, [103])
    action_round(state, USSR)
    play(state, USSR, ["card", 103], ["mode", "ops"], ["order", "event_first"])
    assert state["vp"] == 1
    state = played(US, 103)
    assert state["vp"] == 0  # the US playing it in its own round: nothing


def test_card_109_yuri_and_samantha_1_vp_per_us_coup_this_turn():
    from game.games.twilight_struggle.rules.operations import coup
    from game.games.twilight_struggle.rules.sequence import STEPS
    state = set_up(optional_cards=True)
    influence(state, {"angola": (2, 0)})
    state = played(USSR, 109, state)
    state["rng"]["forced_rolls"] = [1, 1]
    coup(state, US, "angola", 1, free=True)
    coup(state, USSR, "angola", 1)
    assert state["vp"] == -1
    STEPS["advance"](state, {})
    coup(state, US, "angola", 1)
    assert state["vp"] == -1


def test_card_098_aldrich_ames_shows_the_us_hand_this_turn_and_the_ussr_discards_one():
    import random

    from game.games.twilight_struggle.rules.sequence import STEPS
    state = set_up()
    give(state, US, [5, 8, 23])
    assert RULES.view(state, USSR)["hands"][US] == 3
    state = played(USSR, 98, state)
    assert top(state)["options"] is None and RULES.view(state, USSR)["hands"][US] == [5, 8, 23]
    assert RULES.view(state, None)["hands"][US] == 3  # a spectator still sees a count
    assert RULES.determinize(state, USSR, random.Random(3))["hands"][US] == [5, 8, 23]
    state = round_trip(state)
    assert legal(state, USSR) == [["discard", 5], ["discard", 8], ["discard", 23]]
    play(state, USSR, ["discard", 8])
    assert 8 in state["discard"] and state["hands"][US] == [5, 23] and done(state)
    STEPS["advance"](state, {})
    assert RULES.view(state, USSR)["hands"][US] == 2


def test_card_073_shuttle_diplomacy_us_leaves_out_a_ussr_battleground_after_a_save():
    state = set_up()
    influence(state, {"iraq": (3, 0), "libya": (2, 0)})  # USSR presence: 3 + 2 battlegrounds
    state = played(US, 73, state)
    assert 73 in state["lasting"]
    state = played(USSR, 3, state)  # Middle East Scoring
    assert RULES.active_seats(state) == [US]
    state = round_trip(state)
    assert legal(state, US) == [["ignore", "iraq"], ["ignore", "libya"]]
    play(state, US, ["ignore", "iraq"])
    assert state["vp"] == -4 and 73 in state["discard"] and done(state)


def test_card_073_shuttle_diplomacy_waits_through_southeast_asia_scoring():
    from game.games.twilight_struggle.rules.data import SCORING_CARDS
    state = set_up()
    influence(state, {"thailand": (2, 0)})
    state = played(US, 73, state)
    se_asia = next(n for n, r in SCORING_CARDS.items() if r == "southeast_asia")
    state = played(USSR, se_asia, state)
    assert state["vp"] == -2 and 73 in state["lasting"] and done(state)


def _china_us(state):
    state["china"] = {"holder": US, "face_up": False}


def _space_us(state):
    state["space"] = [0, 1]
    state["discard"].append(72)


def _korea(state):
    influence(state, {"south_korea": (0, 3), "japan": (0, 1)}, clear=False)


def _reformer(state):
    state["lasting"].append(87)
    state["events_played"].append(87)


def _cuba(state):
    influence(state, {"cuba": (0, 1)}, clear=False)


def _lebanon(state):
    influence(state, {"lebanon": (0, 1), "israel": (0, 2)}, clear=False)


def _italy(state):
    influence(state, {"italy": (0, 2), "france": (0, 1)}, clear=False)


def _nothing(state):
    pass


@pytest.mark.parametrize("card,prepare", [
    (74, _nothing), (75, _nothing), (76, _china_us), (77, _nothing), (85, _space_us),
    (87, _nothing), (88, _lebanon), (89, _korea), (90, _reformer), (91, _cuba), (94, _nothing),
    (96, _nothing), (98, _nothing), (99, _italy)])
def test_cards_074_to_099_the_owner_chooses_in_the_opponents_round_across_a_save(card,
                                                                                  prepare):
    """The opponent plays the card for operations, event first: the event's owner (not the
    acting seat) decides, and a save made there resumes exactly there (issue #16 point 2)."""
    owner = events.side_seat(card)
    state = set_up()
    prepare(state)
    give(state, 1 - owner, [card, 10, 13])
    give(state, owner, [5, 8, 23])
    action_round(state, 1 - owner)
    play(state, 1 - owner, ["card", card], ["mode", "ops"], ["order", "event_first"])
    assert RULES.active_seats(state) == [owner] and card in state["events_played"]
    restored = round_trip(state)
    assert restored == state
    for copy in (state, restored):
        while RULES.active_seats(copy) == [owner]:
            play(copy, owner, legal(copy, owner)[0])
    assert restored == state and RULES.active_seats(state) == [1 - owner]


def test_card_089_kal_007_headlined_places_next_to_where_the_us_is_now():
    state = set_up(4)
    _korea(state)
    state["ar_influence"] = [[], []]  # last turn's snapshot: stale in the headline
    give(state, USSR, [8])
    give(state, US, [89])
    play(state, USSR, ["pick", 8], ["seal"])
    play(state, US, ["pick", 89], ["seal"], ["op", "influence"])
    assert ["place", "taiwan"] in legal(state, US)  # next to South Korea
