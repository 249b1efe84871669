"""TS-6 Operations and TS-8 DEFCON through real card plays, with forced dice (the seed's
worked examples as scenarios)."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.control import controller
from game.games.twilight_struggle.rules.operations import effective_ops, realign_modifier

from .helpers import action_round, give, influence, play, set_up, top

# Cards used (none has its event yet, so each is played for operations only): 4 Duck and
# Cover (US event, 3 ops), 5 Five Year Plan (US, 3), 7 Socialist Governments (USSR, 3),
# 26 CIA Created (US, 1), 22 Independent Reds (US, 2), 10 Blockade (USSR, 1).


def _ops(state, seat, card, kind, *area):
    return play(state, seat, ["card", card], ["mode", "ops"], ["op", kind, *area])


def test_TS_2_1_7_control_needs_stability_and_the_lead_R_5():
    state = set_up()
    influence(state, {"israel": (3, 6)})
    assert controller(state, "israel") is None
    influence(state, {"israel": (3, 7)})
    assert controller(state, "israel") == US
    influence(state, {"israel": (0, 3)})
    assert controller(state, "israel") is None


def test_TS_6_1_2_turkey_example_cost_drops_when_control_breaks_R_1():
    state = set_up()
    influence(state, {"turkey": (0, 2), "syria": (1, 0)})
    give(state, USSR, [14, 7])
    action_round(state, USSR)
    # A 3-ops card (its own side's: no event comes with it): the example's first two markers.
    _ops(state, USSR, 14, "influence")
    play(state, USSR, ["place", "turkey"])  # 2 ops: US-controlled
    assert state["influence"]["turkey"] == [1, 2] and controller(state, "turkey") is None
    assert top(state)["left"] == 1
    play(state, USSR, ["place", "turkey"])  # 1 op: no longer controlled
    assert state["influence"]["turkey"] == [2, 2]


def test_TS_6_1_1_costa_rica_example_eligibility_is_the_snapshot_R_2():
    state = set_up()
    influence(state, {"panama": (0, 1), "south_korea": (0, 1)})
    give(state, US, [4])
    action_round(state, US)
    _ops(state, US, 4, "influence")
    legal = [a[1] for a in RULES.legal_actions(state, US)]
    assert "costa_rica" in legal and "colombia" in legal and "nicaragua" not in legal
    play(state, US, ["place", "costa_rica"])
    assert "nicaragua" not in [a[1] for a in RULES.legal_actions(state, US)]


def test_TS_6_1_4_superpower_neighbours_are_always_eligible_R_3():
    state = set_up()
    influence(state, {})
    give(state, USSR, [10])
    action_round(state, USSR)
    _ops(state, USSR, 10, "influence")
    legal = {a[1] for a in RULES.legal_actions(state, USSR)}
    assert legal == {"afghanistan", "finland", "north_korea", "poland", "romania"}


def test_TS_6_2_2_north_korea_example_realignment_R_6():
    state = set_up()
    influence(state, {"north_korea": (3, 0)})
    assert realign_modifier(state, USSR, "north_korea") == 2  # superpower once, more influence
    assert realign_modifier(state, US, "north_korea") == 0
    give(state, US, [26])
    action_round(state, US)
    state["defcon"] = 5
    state["rng"]["forced_rolls"] = [5, 2]
    _ops(state, US, 26, "realign")
    play(state, US, ["realign", "north_korea"])
    assert state["influence"]["north_korea"] == [2, 0]


def test_TS_6_2_2_the_defender_can_win_R_8():
    state = set_up()
    influence(state, {"north_korea": (3, 0)})
    give(state, US, [26])
    action_round(state, US)
    state["rng"]["forced_rolls"] = [1, 6]
    _ops(state, US, 26, "realign")
    play(state, US, ["realign", "north_korea"])
    assert state["influence"]["north_korea"] == [3, 0]  # the US had nothing to lose


def test_TS_6_3_2_mexico_example_coup_removes_then_adds():
    state = set_up()
    influence(state, {"mexico": (2, 0)})
    give(state, US, [4])
    action_round(state, US)
    state["rng"]["forced_rolls"] = [4]
    _ops(state, US, 4, "coup")
    play(state, US, ["coup", "mexico"])
    assert state["influence"]["mexico"] == [0, 1]
    assert state["milops"][US] == 3  # TS-6.3.3
    assert state["defcon"] == 4  # TS-8.1.4: Mexico is a battleground


def test_TS_6_3_2_a_total_equal_to_twice_the_stability_fails_R_11():
    state = set_up()
    influence(state, {"mexico": (2, 0)})
    give(state, US, [26])
    action_round(state, US)
    state["rng"]["forced_rolls"] = [3]  # 3 + 1 = 4 = 2 x 2
    _ops(state, US, 26, "coup")
    play(state, US, ["coup", "mexico"])
    assert state["influence"]["mexico"] == [2, 0] and state["milops"][US] == 1


def test_TS_6_3_1_coup_targets_need_opponent_influence_and_the_defcon_allows_TS_8_1_5():
    state = set_up()
    influence(state, {"france": (1, 0), "japan": (1, 0), "iran": (1, 0), "angola": (1, 0),
                      "cuba": (0, 1)})
    give(state, US, [4])
    for defcon, allowed in ((5, {"france", "japan", "iran", "angola"}),
                            (4, {"japan", "iran", "angola"}), (3, {"iran", "angola"}),
                            (2, {"angola"})):
        state["defcon"] = defcon
        action_round(state, US)
        _ops(state, US, 4, "coup")
        assert {a[1] for a in RULES.legal_actions(state, US)} == allowed
        give(state, US, [4])


def test_TS_8_1_3_battleground_coup_at_defcon_2_loses_before_the_roll_R_13():
    state = set_up()
    influence(state, {"angola": (1, 0)})
    give(state, US, [4])
    action_round(state, US)
    state["defcon"] = 2
    state["rng"]["forced_rolls"] = [6]
    _ops(state, US, 4, "coup")
    assert RULES.fatal_actions(state, US) == [["coup", "angola"]]  # the table asks "sure?"
    assert RULES.view(state, US)["fatal_actions"] == [["coup", "angola"]]
    play(state, US, ["coup", "angola"])
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.defcon"}
    assert state["rng"]["forced_rolls"] == [6]  # the die was never rolled
    assert state["influence"]["angola"] == [1, 0]


def test_TS_6_0_ops_go_to_one_activity_and_all_must_be_spent():
    state = set_up()
    influence(state, {"japan": (1, 0)})
    give(state, US, [22])
    action_round(state, US)
    play(state, US, ["card", 22], ["mode", "ops"])
    assert sorted(RULES.legal_actions(state, US)) == [["op", "coup"], ["op", "influence"],
                                                     ["op", "realign"]]
    play(state, US, ["op", "influence"], ["place", "japan"])
    assert RULES.legal_actions(state, US) and ["done"] not in RULES.legal_actions(state, US)


def test_TS_9_6_china_card_asia_bonus_declared_up_front_R_49():
    state = set_up()
    give(state, USSR, [5])
    action_round(state, USSR)
    assert effective_ops(state, USSR, 6) == 4 and effective_ops(state, USSR, 6, "asia") == 5
    play(state, USSR, ["card", 6], ["mode", "ops"])
    assert ["op", "influence", "asia"] in RULES.legal_actions(state, USSR)
    play(state, USSR, ["op", "influence", "asia"])
    assert top(state)["left"] == 5
    legal = {a[1] for a in RULES.legal_actions(state, USSR)}
    assert "afghanistan" in legal and "poland" not in legal  # held to Asia


def test_TS_9_3_china_card_passes_face_down_and_turns_up_at_step_G():
    state = set_up()
    give(state, USSR, [5])
    action_round(state, USSR)
    play(state, USSR, ["card", 6], ["mode", "space"])
    assert state["china"] == {"holder": US, "face_up": False}
    assert 6 not in state["discard"] and 6 not in state["table"]
    from game.games.twilight_struggle.rules.sequence import STEPS
    STEPS["china"](state, {"step": "china"})
    assert state["china"] == {"holder": US, "face_up": True}


def test_TS_7_4_ops_modifiers_have_a_minimum_of_one(monkeypatch):
    from game.games.twilight_struggle.rules import events
    state = set_up()
    state["lasting"].append(31)
    # setitem puts Red Scare/Purge's own hook back afterwards (a del would drop it for the
    # tests that follow)
    monkeypatch.setitem(events.OPS_MODIFIERS, 31,
                        lambda state, seat, context: -1 if seat == USSR else 0)
    assert effective_ops(state, USSR, 10) == 1  # 1 - 1, raised to the minimum
    assert effective_ops(state, USSR, 5) == 2 and effective_ops(state, US, 4) == 3
