"""Card events #36-#70 and the optional #107, #108 (issue #16): one test per card, its main
effect and a condition or limit; a save/load round trip where the non-acting seat chooses."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES, events
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.operations import effective_ops

from .helpers import action_round, give, influence, play, set_up, top


def event(seat: int, card: int, state: dict | None = None, **values) -> dict:
    """`seat` plays `card` for its event in an action round (influence `values` first)."""
    state = state or set_up()
    if values:
        influence(state, values)
    give(state, seat, [card])
    action_round(state, seat)
    return play(state, seat, ["card", card], ["mode", "event"])


def legal(state: dict, seat: int) -> list:
    return RULES.legal_actions(state, seat)


def done(state: dict) -> bool:
    """The card play is over: the opponent's action round (or the turn frame) is next."""
    return top(state)["name"] in ("action_round", "turn")


def round_trip(state: dict) -> dict:
    return RULES.from_json(RULES.to_json(state))


def test_card_036_brush_war_wins_the_country_and_nato_protects_us_europe():
    state = set_up()
    influence(state, {"panama": (0, 2)})
    state["rng"]["forced_rolls"] = [3]
    event(USSR, 36, state)
    assert ["war", "panama"] in legal(state, USSR) and ["war", "france"] not in legal(state, USSR)
    play(state, USSR, ["war", "panama"])  # 3, no enemy neighbours: won
    assert state["influence"]["panama"] == [2, 0] and state["vp"] == -1
    assert state["milops"][USSR] == 3 and done(state)
    state = set_up()
    influence(state, {"italy": (0, 3)})
    state["lasting"].append(21)
    event(USSR, 36, state)
    assert ["war", "italy"] not in legal(state, USSR)  # NATO: US-controlled Europe
    assert ["war", "greece"] in legal(state, USSR)  # not US-controlled


def test_card_036_brush_war_roll_is_cut_by_adjacent_enemy_control():
    state = set_up()
    influence(state, {"panama": (0, 1), "costa_rica": (0, 3), "colombia": (0, 3)})
    state["rng"]["forced_rolls"] = [4]
    event(USSR, 36, state)
    play(state, USSR, ["war", "panama"])  # 4 - 2 US-controlled neighbours = 2: lost
    assert state["influence"]["panama"] == [0, 1] and state["vp"] == 0
    assert state["milops"][USSR] == 3
    state = set_up()
    influence(state, {"mexico": (0, 1)})
    state["rng"]["forced_rolls"] = [3]
    event(USSR, 36, state)
    play(state, USSR, ["war", "mexico"])  # 3 - the US superpower next door = 2: lost
    assert state["influence"]["mexico"] == [0, 1]


def test_card_039_arms_race_one_or_three_vp():
    state = set_up()
    state["milops"] = [1, 0]
    event(USSR, 39, state)
    assert state["vp"] == -1  # more, but short of DEFCON 5
    state = set_up()
    state["milops"], state["defcon"] = [3, 1], 3
    event(USSR, 39, state)
    assert state["vp"] == -3
    state = set_up()
    state["milops"] = [2, 2]
    event(US, 39, state)
    assert state["vp"] == 0  # not more


def test_card_040_cuban_missile_crisis_a_coup_loses_unless_defused():
    from game.games.twilight_struggle.rules.operations import coup
    state = event(USSR, 40, west_germany=(0, 3), angola=(1, 0), cuba=(2, 0))
    assert state["defcon"] == 2 and 40 in state["lasting"]
    coup(state, USSR, "angola", 1)  # the event player may coup
    assert state["over"] is None
    coup(state, US, "angola", 1)
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.cuban_missile_crisis"}
    state = event(USSR, 40, west_germany=(0, 3), turkey=(0, 1))
    give(state, US, [19])
    action_round(state, US)
    assert ["defuse", "west_germany"] in legal(state, US)
    assert ["defuse", "turkey"] not in legal(state, US)  # only 1 there
    play(state, US, ["defuse", "west_germany"])
    assert state["influence"]["west_germany"] == [0, 1] and 40 in state["removed"]
    assert top(state)["name"] == "action_round" and ["card", 19] in legal(state, US)


def test_card_041_nuclear_subs_us_coups_with_ops_keep_defcon():
    from game.games.twilight_struggle.rules.operations import coup
    state = event(US, 41, iran=(2, 0))
    coup(state, US, "iran", 1)
    assert state["defcon"] == 5 and 41 in state["lasting"]
    state["defcon"] = 4
    coup(state, US, "iran", 1, free=True)  # a coup from an event still lowers it
    assert state["defcon"] == 3
    coup(state, USSR, "iran", 1)
    assert state["defcon"] == 2


def test_card_042_quagmire_discard_and_roll_until_escaped():
    state = set_up()
    give(state, USSR, [42, 54, 62])
    action_round(state, USSR)
    play(state, USSR, ["card", 42], ["mode", "event"])
    give(state, US, [25, 19, 2])  # Containment (3 ops), Truman Doctrine (1), Europe Scoring
    assert RULES.active_seats(state) == [US]
    assert legal(state, US) == [["escape", 25], ["card", 2]]
    state["rng"]["forced_rolls"] = [5]
    play(state, US, ["escape", 25])
    assert 25 in state["discard"] and 42 in state["lasting"]  # 5: still trapped
    play(state, USSR, ["card", 54], ["mode", "event"])
    give(state, US, [19, 29])
    state["rng"]["forced_rolls"] = [4]
    play(state, US, ["escape", 29])
    assert 42 in state["removed"] and 42 not in state["lasting"]
    play(state, USSR, ["card", 62], ["mode", "ops"], ["op", "influence"],
         ["place", "finland"])
    assert ["card", 19] in legal(state, US)  # free again
    give(state, US, [42, 19])
    assert ["card", 19] in legal(state, US)  # holding Quagmire traps nobody


def test_card_044_bear_trap_without_a_two_op_card_the_ussr_passes():
    state = set_up()
    give(state, US, [44])
    give(state, USSR, [54, 62])  # 1-op cards only
    action_round(state, US)
    play(state, US, ["card", 44], ["mode", "event"])
    state["stack"][0]["next_ar"] = 2  # the USSR's action round 2 comes next
    from game.games.twilight_struggle.rules.common import FRAMES
    FRAMES.settle(state)
    assert RULES.active_seats(state) == [USSR] and legal(state, USSR) == [["pass"]]
    play(state, USSR, ["pass"])
    assert state["hands"][USSR] == [54, 62] and 44 in state["lasting"]


def test_card_049_missile_envy_swap_ops_then_the_forced_play_save_load():
    state = set_up()
    give(state, USSR, [49, 54])
    give(state, US, [25, 29, 19])  # two 3-op US cards: the US picks
    action_round(state, USSR)
    play(state, USSR, ["card", 49], ["mode", "event"])
    assert RULES.active_seats(state) == [US]  # the non-acting seat chooses
    state = round_trip(state)
    assert legal(state, US) == [["give", 25], ["give", 29]]
    play(state, US, ["give", 29])
    assert 49 in state["hands"][US] and 29 in state["table"]
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR  # a US event: ops only
    play(state, USSR, ["op", "influence"])
    while RULES.active_seats(state) == [USSR] and top(state)["name"] == "place_influence":
        play(state, USSR, legal(state, USSR)[0])
    assert 29 in state["discard"] and 29 not in state["events_played"]
    assert RULES.active_seats(state) == [US] and legal(state, US) == [["card", 49]]
    play(state, US, ["card", 49])
    assert top(state)["name"] == "ops" and 49 in state["table"]
    play(state, US, ["op", "influence"])
    while top(state)["name"] == "place_influence":
        play(state, US, legal(state, US)[0])
    assert 49 in state["discard"] and state["events_played"].count(49) == 1  # no event


def test_card_049_missile_envy_a_neutral_card_received_fires_for_the_player():
    state = set_up()
    state["milops"] = [2, 0]
    give(state, US, [39, 19])  # Arms Race (3, neutral) is the highest: no choice
    state = event(USSR, 49, state)
    assert 39 in state["events_played"] and state["vp"] == -1  # the USSR's Arms Race
    assert 39 in state["discard"] and 49 in state["hands"][US]


def test_card_050_we_will_bury_you_three_vp_after_the_next_us_round():
    state = set_up()
    give(state, USSR, [50, 54])
    action_round(state, USSR)
    play(state, USSR, ["card", 50], ["mode", "event"])
    assert state["defcon"] == 4 and 50 in state["lasting"] and state["vp"] == 0
    give(state, US, [64])
    play(state, US, ["card", 64], ["mode", "event"])
    assert state["vp"] == -3 and 50 in state["removed"]
    state = set_up()
    give(state, USSR, [50, 54])
    action_round(state, USSR)
    play(state, USSR, ["card", 50], ["mode", "event"])
    give(state, US, [64])
    play(state, US, ["card", 64])
    state["events_played"].append(32)  # UN Intervention as an event this round
    play(state, US, ["mode", "event"])
    assert state["vp"] == 0 and 50 in state["removed"]


def test_card_043_salt_negotiations_defcon_coup_penalty_and_discard_pick():
    from game.games.twilight_struggle.rules.operations import coup
    state = set_up()
    state["defcon"] = 2
    state["discard"] += [2, 19]  # Europe Scoring cannot be taken
    event(US, 43, state)
    assert state["defcon"] == 4 and 43 in state["lasting"]
    assert legal(state, US) == [["take", 19], ["done"]]
    play(state, US, ["take", 19])
    assert 19 in state["hands"][US] and 19 not in state["discard"] and done(state)
    influence(state, {"angola": (1, 0)})
    state["rng"]["forced_rolls"] = [2]
    coup(state, US, "angola", 1)  # 2 + 1 - 1 = 2, not above 2 (3 without SALT)
    from game.games.twilight_struggle.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["influence"]["angola"] == [1, 0]


def test_card_045_summit_winner_gains_vp_and_chooses_defcon_save_load():
    state = set_up()
    influence(state, {})
    state["defcon"] = 3
    state["rng"]["forced_rolls"] = [2, 5]  # USSR 2, US 5: the US wins
    event(USSR, 45, state)
    assert state["vp"] == 2 and RULES.active_seats(state) == [US]  # the non-acting seat
    state = round_trip(state)
    assert legal(state, US) == [["defcon", 1], ["defcon", -1], ["defcon", 0]]
    play(state, US, ["defcon", -1])
    assert state["defcon"] == 2 and done(state)
    state = set_up()
    state["rng"]["forced_rolls"] = [4, 4]
    influence(state, {})
    event(US, 45, state)
    assert state["vp"] == 0 and done(state)  # a tie: nothing


def test_card_046_how_i_learned_sets_defcon_and_milops():
    state = set_up()
    state["defcon"], state["milops"] = 3, [0, 1]
    event(US, 46, state)
    assert state["milops"][US] == 5
    assert legal(state, US) == [["defcon", d] for d in (5, 4, 3, 2, 1)]
    play(state, US, ["defcon", 5])
    assert state["defcon"] == 5 and done(state)
    state = set_up()
    event(US, 46, state)
    play(state, US, ["defcon", 1])  # the phasing player loses
    assert state["over"]["winners"] == [USSR]


def test_card_047_junta_places_then_free_coup_without_milops():
    state = set_up()
    influence(state, {"chile": (0, 1)})
    state["defcon"] = 2
    state["rng"]["forced_rolls"] = [6]
    event(USSR, 47, state)
    assert len(legal(state, USSR)) == 20  # every Central and South American country
    play(state, USSR, ["place", "guatemala"])
    assert state["influence"]["guatemala"] == [2, 0]
    assert ["coup", "chile"] in legal(state, USSR) and ["realign"] in legal(state, USSR)
    play(state, USSR, ["coup", "chile"])  # battleground: DEFCON 2 -> 1 loses first
    assert state["over"]["winners"] == [US] and state["milops"][USSR] == 0
    state = set_up()
    influence(state, {"honduras": (0, 1)})
    state["rng"]["forced_rolls"] = [6]
    event(USSR, 47, state)
    play(state, USSR, ["place", "panama"], ["coup", "honduras"])
    assert state["influence"]["honduras"] == [3, 0] and state["milops"][USSR] == 0
    assert state["defcon"] == 5


def test_card_048_kitchen_debates_needs_more_us_battlegrounds():
    state = set_up()
    influence(state, {"mexico": (0, 2), "cuba": (0, 0)})
    assert events.can_occur(state, 48, US)
    event(US, 48, state)
    assert state["vp"] == 2 and 48 in state["removed"]
    state = set_up()
    influence(state, {"mexico": (0, 2), "cuba": (3, 0)})
    assert not events.can_occur(state, 48, US)


def test_card_051_brezhnev_doctrine_plus_one_up_to_four():
    state = event(USSR, 51)
    assert 51 in state["lasting"]
    assert effective_ops(state, USSR, 39) == 4  # 3 + 1
    assert effective_ops(state, USSR, 50) == 4  # printed 4: nothing more
    assert effective_ops(state, US, 39) == 3


def test_card_052_portuguese_empire_crumbles():
    state = event(USSR, 52, angola=(0, 1))
    assert state["influence"]["angola"] == [2, 1]
    assert state["influence"]["se_african_states"] == [2, 0] and 52 in state["removed"]


def test_card_053_south_african_unrest_both_ways():
    state = event(USSR, 53, south_africa=(0, 1))
    play(state, USSR, ["south_africa"])
    assert state["influence"]["south_africa"] == [2, 1] and done(state)
    state = event(USSR, 53)
    play(state, USSR, ["split"])
    assert state["influence"]["south_africa"][USSR] == 1
    assert legal(state, USSR) == [["place", "angola"], ["place", "botswana"]]
    play(state, USSR, ["place", "angola"], ["place", "botswana"])
    assert state["influence"]["angola"] == [1, 0] and state["influence"]["botswana"] == [1, 0]
    assert done(state)


def test_card_054_allende():
    state = event(USSR, 54, chile=(0, 2))
    assert state["influence"]["chile"] == [2, 2] and 54 in state["removed"]


def test_card_055_willy_brandt_vp_influence_and_nato_stays():
    state = set_up()
    state["lasting"].append(21)
    event(USSR, 55, state)
    assert state["vp"] == -1 and state["influence"]["west_germany"][USSR] == 1
    assert state["lasting"] == [21, 55]  # NATO keeps protecting the rest of Europe
    state["lasting"].append(96)
    assert not events.can_occur(state, 55, USSR)


def test_card_056_muslim_revolution_clears_two_countries():
    state = event(USSR, 56, iran=(0, 2), iraq=(0, 1), egypt=(0, 1), israel=(0, 2))
    assert legal(state, USSR) == [["clear", "iran"], ["clear", "iraq"], ["clear", "egypt"]]
    play(state, USSR, ["clear", "iran"])
    assert ["clear", "iran"] not in legal(state, USSR)
    play(state, USSR, ["clear", "egypt"])
    assert state["influence"]["iran"] == [0, 0] and state["influence"]["egypt"] == [0, 0]
    assert state["influence"]["iraq"] == [0, 1] and done(state)
    state = event(USSR, 56, israel=(0, 2))  # no US influence in the listed countries
    assert done(state) and 56 in state["discard"]


def test_card_057_abm_treaty_defcon_then_four_ops():
    state = set_up()
    state["defcon"] = 5
    event(US, 57, state)
    assert state["defcon"] == 5  # capped
    assert top(state)["name"] == "ops"
    play(state, US, ["op", "influence"])
    assert top(state)["left"] == 4


def test_card_057_abm_treaty_as_a_headline_places_from_where_influence_is_now():
    state = set_up()
    influence(state, {"angola": (1, 0)})
    state["ar_influence"] = [[], []]  # the last action round's snapshot knew nothing there
    give(state, USSR, [57])
    give(state, US, [64])
    play(state, USSR, ["pick", 57], ["seal"])
    play(state, US, ["pick", 64], ["seal"])
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR  # 4 ops: first
    play(state, USSR, ["op", "influence"])
    assert "angola" in top(state)["eligible"] and "zaire" in top(state)["eligible"]


def test_card_058_cultural_revolution_takes_the_china_card_or_scores():
    state = set_up()
    state["china"] = {"holder": US, "face_up": False}
    event(USSR, 58, state)
    assert state["china"] == {"holder": USSR, "face_up": True} and state["vp"] == 0
    state = event(USSR, 58)  # the USSR starts with it
    assert state["vp"] == -1


def test_card_059_flower_power_us_war_cards_give_the_ussr_vp():
    state = event(USSR, 59)
    assert 59 in state["lasting"]
    give(state, US, [36, 39])
    action_round(state, US)
    play(state, US, ["card", 39], ["mode", "ops"])  # not a war card
    assert state["vp"] == 0
    action_round(state, US)
    play(state, US, ["card", 36], ["mode", "ops"])
    assert state["vp"] == -2
    state = event(USSR, 59)
    give(state, US, [36])
    action_round(state, US)
    play(state, US, ["card", 36], ["mode", "space"])  # the space race does not count
    assert state["vp"] == 0
    state["lasting"].append(97)
    assert not events.can_occur(state, 59, USSR)


def test_card_060_u2_incident_one_more_vp_for_un_intervention(monkeypatch):
    state = event(USSR, 60)
    assert state["vp"] == -1 and 60 in state["lasting"]

    class _UN(events.Event):
        def resolve(self, state, who):
            pass

    monkeypatch.setitem(events.REGISTRY.events, 32, _UN())
    events.resolve(state, 64, US)  # any other event: nothing
    assert state["vp"] == -1
    events.resolve(state, 32, US)
    assert state["vp"] == -2
    events.end_of_turn(state)
    events.resolve(state, 32, US)  # the turn is over
    assert state["vp"] == -2


def test_card_061_opec_counts_controlled_oil_countries():
    state = event(USSR, 61, egypt=(2, 0), iran=(1, 0), venezuela=(2, 0))
    assert state["vp"] == -2  # Iran (stability 2) is not controlled
    state["lasting"].append(86)
    assert not events.can_occur(state, 61, USSR)


def test_card_062_lone_gunman_shows_the_us_hand_only_to_the_ussr():
    state = set_up()
    give(state, US, [19, 23])
    event(USSR, 62, state)
    shown = [e for e in state["log"] if e["key"] == "ts.ev.62.hand"][-1]
    assert shown["private_to"] == USSR and shown["params"]["cards"] == [19, 23]
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR
    view = RULES.view(state, US)
    assert all(e.get("key") != "ts.ev.62.hand" for e in view["log"])


def test_card_063_colonial_rear_guards_four_different_countries():
    state = event(US, 63)
    play(state, US, ["place", "angola"])
    assert ["place", "angola"] not in legal(state, US) and ["place", "vietnam"] in legal(
        state, US)
    assert ["place", "iran"] not in legal(state, US)
    play(state, US, ["place", "vietnam"], ["place", "cameroon"], ["place", "malaysia"])
    assert state["influence"]["angola"] == [0, 1] and done(state)


def test_card_064_panama_canal_returned():
    state = event(US, 64, panama=(0, 0))
    assert [state["influence"][c][US] for c in ("panama", "costa_rica", "venezuela")] == [1, 1, 1]
    assert 64 in state["removed"] and state["influence"]["panama"][USSR] == 0
    state = set_up()
    influence(state, {"panama": (0, 0)})
    give(state, USSR, [64])
    action_round(state, USSR)
    play(state, USSR, ["card", 64], ["mode", "ops"], ["order", "event_first"])
    assert state["influence"]["panama"] == [0, 1]  # played by the USSR: the US event happens
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR  # then the USSR's ops


def test_card_065_camp_david_accords_blocks_arab_israeli_war():
    state = event(US, 65)
    assert state["vp"] == 1 and state["influence"]["egypt"] == [0, 1]
    assert 65 in state["lasting"] and not events.can_occur(state, 13, USSR)


def test_card_066_puppet_governments_only_empty_countries():
    state = event(US, 66, iran=(1, 0), iraq=(0, 1))
    acts = legal(state, US)
    assert ["place", "iran"] not in acts and ["place", "iraq"] not in acts
    assert ["place", "syria"] in acts and ["done"] in acts
    play(state, US, ["place", "syria"], ["done"])
    assert state["influence"]["syria"] == [0, 1] and done(state)


def test_card_067_grain_sales_the_us_plays_or_returns_a_random_ussr_card_save_load():
    state = set_up()
    give(state, USSR, [67, 23])
    action_round(state, USSR)
    play(state, USSR, ["card", 67], ["mode", "ops"], ["order", "event_first"])
    assert RULES.active_seats(state) == [US] and 23 in state["hands"][US]  # the only card
    state = round_trip(state)
    assert legal(state, US) == [["play"], ["return"]]
    play(state, US, ["play"])
    assert top(state)["name"] == "card_play" and top(state)["card"] == 23
    assert ["mode", "ops"] in legal(state, US)
    play(state, US, ["mode", "ops"], ["op", "influence"])
    assert top(state)["left"] == 4 and 23 in state["table"]  # Marshall Plan's 4
    while RULES.active_seats(state) == [US]:
        play(state, US, legal(state, US)[0])
    assert 23 in state["discard"] and 23 not in state["hands"][US]
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR  # Grain Sales' own ops
    state = set_up()
    give(state, USSR, [23])
    event(US, 67, state)
    play(state, US, ["return"])
    assert state["hands"][USSR] == [23] and top(state)["name"] == "ops"
    play(state, US, ["op", "influence"])
    assert top(state)["left"] == 2
    state = set_up()
    give(state, USSR, [])
    event(US, 67, state)
    assert top(state)["name"] == "ops" and top(state)["seat"] == US  # empty hand: the ops


def test_card_068_john_paul_ii_in_poland():
    state = event(US, 68, poland=(3, 0))
    assert state["influence"]["poland"] == [1, 1] and 68 in state["lasting"]
    state = event(US, 68, poland=(1, 0))
    assert state["influence"]["poland"] == [0, 1]


def test_card_069_death_squads_coup_modifiers_in_latin_america():
    state = event(US, 69)
    hooks = events.REGISTRY.hook_sum
    assert hooks(state, events.COUP_MODIFIERS, US, "chile") == 1
    assert hooks(state, events.COUP_MODIFIERS, USSR, "chile") == -1
    assert hooks(state, events.COUP_MODIFIERS, USSR, "iran") == 0
    events.end_of_turn(state)
    assert hooks(state, events.COUP_MODIFIERS, USSR, "chile") == 0


def test_card_070_oas_founded_latin_america_only():
    state = event(US, 70)
    assert ["place", "iran"] not in legal(state, US)
    play(state, US, ["place", "cuba"], ["place", "cuba"])
    assert state["influence"]["cuba"][US] == 2 and done(state)


def test_card_107_che_second_coup_only_after_removing_us_influence():
    state = set_up()
    influence(state, {"honduras": (0, 1), "cameroon": (0, 1), "angola": (0, 1)})
    state["rng"]["forced_rolls"] = [4, 1]
    event(USSR, 107, state)
    assert ["coup", "angola"] not in legal(state, USSR)  # a battleground
    play(state, USSR, ["coup", "honduras"])  # 4 + 3 - 4 = 3: success
    assert state["influence"]["honduras"] == [2, 0] and state["milops"][USSR] == 3
    assert legal(state, USSR) == [["coup", "cameroon"], ["done"]]
    play(state, USSR, ["coup", "cameroon"])  # 1 + 3 - 2 = 2: success, but no third coup
    assert state["influence"]["cameroon"] == [1, 0] and done(state)
    state = set_up()
    influence(state, {"honduras": (0, 1), "cameroon": (0, 1)})
    state["rng"]["forced_rolls"] = [1]
    event(USSR, 107, state)
    play(state, USSR, ["coup", "honduras"])
    assert done(state)  # failed: no second coup


def test_card_107_che_played_by_the_us_the_ussr_chooses_mid_card_save_load():
    state = set_up(optional_cards=True)
    influence(state, {"honduras": (0, 1)})
    give(state, US, [107])
    action_round(state, US)
    play(state, US, ["card", 107], ["mode", "ops"], ["order", "event_first"])
    assert RULES.active_seats(state) == [USSR]
    state = round_trip(state)
    assert legal(state, USSR) == [["coup", "honduras"], ["done"]]
    play(state, USSR, ["done"])
    assert RULES.active_seats(state) == [US] and top(state)["name"] == "ops"  # the US's ops


def test_card_108_our_man_in_tehran_discards_from_the_top_and_shuffles():
    state = set_up(optional_cards=True)
    influence(state, {"iran": (0, 2)})
    assert events.can_occur(state, 108, US)
    give(state, US, [108])
    top5 = state["deck"][-5:]
    action_round(state, US)
    play(state, US, ["card", 108], ["mode", "event"])
    assert legal(state, US) == [["discard", c] for c in sorted(top5)] + [["done"]]
    play(state, US, ["discard", top5[0]])
    assert top5[0] in state["discard"] and len(legal(state, US)) == 5
    play(state, US, ["done"])
    assert done(state) and sorted(state["deck"][-4:]) != [] and top5[0] not in state["deck"]
    state = set_up(optional_cards=True)
    influence(state, {"iran": (0, 1)})
    assert not events.can_occur(state, 108, US)


def test_card_049_missile_envy_a_neutral_event_that_cannot_happen_does_nothing():
    """Issue #37 point 5, the card text: only an opponent's event gives its Ops."""
    state = set_up()
    state["defcon"] = 3
    give(state, USSR, [100, 54])  # Wargames (4, neutral) happens only at DEFCON 2
    state = event(US, 49, state)
    assert 100 in state["discard"] and 100 not in state["events_played"]
    assert 49 in state["hands"][USSR] and state["vp"] == 0
    assert done(state) and top(state).get("seat") != US  # no Operations step for the US
