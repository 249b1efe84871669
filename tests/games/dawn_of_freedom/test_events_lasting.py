"""Issue #6: lasting events (cards/events_lasting.py)."""

import pytest

from game.games.dawn_of_freedom.rules import events, operations
from game.games.dawn_of_freedom.rules.common import COM, DEM
from game.games.dawn_of_freedom.rules.data import SPACES

from .events_helpers import both_hands_position, event_position, play_event
from .helpers import act, give, legal, logged, rolls, set_sp, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def _check_drm(state, side, target):
    return events.hook_sum(state, events.CHECK_MODIFIERS, side, target)


@pytest.mark.parametrize("card", [17, 62, 70, 72, 102])
def test_card_017_062_070_072_102_D89_8_1_2_waiting_struggle_events_sit_in_lasting(card):
    side = "com" if card in (70, 102) else "dem"
    state = event_position(side, card, turn=8)
    play_event(state, side, card)
    assert card in state["lasting"] and top(state)["side"] != side


def test_card_070_D89_7_securitate_forbidden_by_army_backs_revolution():
    state = event_position(COM, 70, turn=8)
    state["lasting"].append(108)
    act(state, COM, ["card", 70])
    assert ["mode", "event"] not in legal(state, COM)


def test_card_008_D89_7_3_1_X1_prudence_hits_the_opponent_only():
    state = event_position(COM, 8)
    play_event(state, COM, 8)
    assert operations.effective_ops(state, 7, DEM) == 1  # printed 2 - 1
    assert operations.effective_ops(state, 4, DEM) == 1  # never below 1
    assert operations.effective_ops(state, 7, COM) == 2
    state = event_position(DEM, 8)
    play_event(state, DEM, 8)  # two-sided: the Democrat's own Prudence hits the Communist
    assert operations.effective_ops(state, 7, COM) == 1 and operations.effective_ops(
        state, 7, DEM) == 2


def test_card_024_D89_7_st_nicholas_church_controls_lutheran_church():
    state = event_position(DEM, 24)
    set_sp(state, lutheran_church=(2, 1))
    play_event(state, DEM, 24)
    assert _sp(state, "lutheran_church") == (2, 7) and 24 in state["lasting"]
    state = event_position(DEM, 24)
    set_sp(state, lutheran_church=(0, 6))
    play_event(state, DEM, 24)
    assert _sp(state, "lutheran_church") == (0, 6)  # already controlled: nothing added


def test_card_048_D89_7_we_are_the_people_moves_and_bans_leipzig():
    state = event_position(DEM, 48, turn=4)
    set_sp(state, lutheran_church=(0, 3), leipzig=(2, 0))
    play_event(state, DEM, 48)
    act(state, DEM, ["space", "leipzig"], ["space", "leipzig"])
    assert ["space", "leipzig"] not in legal(state, DEM)
    act(state, DEM, ["space", "berlin"])  # the Church is empty now: done
    assert _sp(state, "lutheran_church") == (0, 0) and _sp(state, "leipzig") == (2, 2)
    assert "leipzig" not in operations.check_targets(state, COM)
    assert top(state)["side"] == COM


def test_card_049_D89_7_foreign_currency_debt_burden_bans_one_country():
    state = event_position(DEM, 49, turn=4)
    play_event(state, DEM, 49)
    assert state["vp"] == 1 and ["country", "romania"] not in legal(state, DEM)
    act(state, DEM, ["country", "hungary"])
    set_sp(state, budapest=(0, 1), berlin=(0, 1))
    assert operations.check_targets(state, COM) == ["berlin"]
    events.expire_turn_effects(state)
    assert "budapest" in operations.check_targets(state, COM)


def test_card_050_D89_7_3_sinatra_doctrine_democrat_plus_one():
    state = event_position(DEM, 50, turn=4)
    play_event(state, DEM, 50)
    assert operations.effective_ops(state, 7, DEM) == 3
    assert operations.effective_ops(state, 7, COM) == 2
    events.expire_turn_effects(state)
    assert operations.effective_ops(state, 7, DEM) == 2


def test_card_059_D89_7_grenztruppen_east_germany_only():
    state = event_position(COM, 59, turn=4)
    play_event(state, COM, 59)
    assert _check_drm(state, DEM, "leipzig") == -1
    assert _check_drm(state, DEM, "gdansk") == 0 and _check_drm(state, COM, "leipzig") == 0


def test_card_069_D89_AMB_17_systematization_destroys_a_space():
    state = event_position(COM, 69, turn=4)
    set_sp(state, romanian_writers=(2, 3), bucuresti=(1, 0))
    play_event(state, COM, 69)
    assert all(a[1] in {s for s in state["sp"]} for a in legal(state, COM))
    act(state, COM, ["space", "romanian_writers"])
    assert "romanian_writers" in state["destroyed"]
    assert _sp(state, "romanian_writers") == (0, 0) and _sp(state, "bucuresti") == (3, 0)
    assert "romanian_writers" not in {a[1] for a in legal(state, DEM)}
    state = event_position(COM, 69, turn=4)
    state["lasting"].append(97)
    state["romania"].update(ctac="resolved", tig="resolved")  # D89-5.2.X5: no effect
    act(state, COM, ["card", 69], ["mode", "event"])
    assert not state["destroyed"] and 69 in state["removed"] and 69 not in state["lasting"]


def test_card_074_D89_7_frg_embassies_eastern_europe():
    state = event_position(DEM, 74, turn=4)
    play_event(state, DEM, 74)
    assert _check_drm(state, DEM, "leipzig") == 1 and _check_drm(state, DEM, "budapest") == 1
    assert _check_drm(state, DEM, "sofia") == 0 and _check_drm(state, COM, "leipzig") == 0


def test_card_085_D89_6_3_4_tank_column_advances_marker():
    state = event_position(DEM, 85, turn=8)
    state["ts"]["pos"][DEM] = 1
    play_event(state, DEM, 85)
    assert state["ts"]["pos"][DEM] == 2 and "ts" not in state["turn_used"][DEM]
    state = event_position(COM, 85, turn=8)
    state["ts"]["pos"][COM] = 8
    play_event(state, COM, 85)
    assert state["ts"]["pos"][COM] == 8


def test_card_100_D89_7_stand_fast_against_controlled_spaces():
    state = event_position(COM, 100, turn=8)
    set_sp(state, berlin=(3, 0), leipzig=(1, 0))
    play_event(state, COM, 100)
    assert _check_drm(state, DEM, "berlin") == -1
    assert _check_drm(state, DEM, "leipzig") == 0  # not controlled
    assert _check_drm(state, COM, "berlin") == 0


def test_card_104_D89_10_3_new_years_eve_party_activate_or_decline():
    state = event_position(COM, 104, turn=8)
    play_event(state, COM, 104)
    act(state, COM, ["option", "decline"])
    assert not state["nye"] and 104 in state["removed"] and state["vp"] == 0
    state = event_position(COM, 104, turn=8)
    play_event(state, COM, 104)
    act(state, COM, ["option", "activate"])
    assert state["nye"] and 104 in state["lasting"] and state["vp"] == -3  # COM: Power in 6
    state = event_position(COM, 104, turn=8)
    for country in ("poland", "hungary", "czechoslovakia"):
        state["power"][country] = DEM
    play_event(state, COM, 104)
    act(state, COM, ["option", "activate"])
    assert state["vp"] == 3


def test_card_108_D89_7_army_backs_revolution_ends_securitate():
    state = event_position(DEM, 108, turn=8)
    state["lasting"].append(70)
    play_event(state, DEM, 108)
    assert 70 in state["removed"] and 108 in state["lasting"]


def test_card_025_D89_7_3_3_perestroika_adds_one_for_the_turn():
    state = both_hands_position(COM, 25)
    act(state, COM, ["card", 25], ["mode", "event"])
    assert 25 in state["lasting"]
    assert operations.effective_ops(state, 1, COM) == 3
    assert operations.effective_ops(state, 7, DEM) == 2


def test_card_053_D89_6_3_1_li_peng_helps_communist_attempts():
    state = both_hands_position(COM, 53)
    act(state, COM, ["card", 53], ["mode", "event"])
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert top(state)["side"] == COM
    rolls(state, 1)
    act(state, COM, ["card", 1], ["mode", "tiananmen"])
    assert logged(state, "dof.log.ts_attempt")[0]["mods"] == 2  # own card + Li Peng


def test_card_002_solidarity_legalized_then_walesa():
    state = both_hands_position(DEM, 2)
    state["sp"]["lodz"] = {COM: 3, DEM: 0}  # COM-controlled: no SP there
    act(state, DEM, ["card", 2], ["mode", "event"])
    workers = [s for s, v in SPACES.items()
               if v["country"] == "poland" and v["socio"] in ("worker", "farmer")]
    assert state["sp"]["lodz"][DEM] == 0
    assert all(state["sp"][s][DEM] == 1 for s in workers if s != "lodz")
    assert 2 in state["lasting"]
    assert "gdansk" not in operations.check_targets(state, COM)
    state["turn_used"][COM].clear()
    give(state, DEM, 3)
    act(state, COM, ["card", 1], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, DEM, ["card", 3], ["mode", "event"])
    assert top(state)["name"] == "place_direct" and top(state)["left"] == 4
    assert all(SPACES[a[1]]["country"] == "poland" for a in legal(state, DEM))
    for _ in range(4):
        act(state, DEM, ["space", "warszawa"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "poland"
    assert frame["ops"] == 3
    act(state, DEM, ["done"])
    assert 3 in state["removed"]


def _ahbr_placement(state):
    """AHBR in play; COM passes; DEM plays Democrat card 31 (2 Ops) to place SPs."""
    play_event(state, DEM, 58)
    act(state, COM, ["card", 1], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, DEM, ["card", 31], ["mode", "ops"], ["use", "place"])
    return top(state)


def _ahbr_position():
    state = event_position(DEM, 58, turn=4)
    give(state, DEM, 31)
    set_sp(state, leipzig=(0, 1), gdansk=(0, 1))
    return state


def test_card_058_D89_7_3_1_austria_hungary_placement_bonus_needs_no_declaration():
    state = _ahbr_position()
    frame = _ahbr_placement(state)
    assert frame["name"] == "place_sp" and frame["ops"] == 3 and frame["bonus"] == 1
    assert ["space", "gdansk"] in legal(state, DEM)  # Poland still open, for the 2 Ops
    act(state, DEM, ["space", "leipzig"], ["space", "leipzig"])
    assert top(state)["ops"] == 1 and ["space", "gdansk"] not in legal(state, DEM)
    act(state, DEM, ["space", "dresden"])
    assert _sp(state, "leipzig") == (0, 3) and _sp(state, "dresden") == (0, 1)
    assert top(state)["side"] == COM  # all 3 Ops spent in East Germany


def test_card_058_D89_7_3_1_austria_hungary_bonus_lost_by_an_sp_elsewhere():
    state = _ahbr_position()
    _ahbr_placement(state)
    act(state, DEM, ["space", "gdansk"])
    assert top(state)["ops"] == 1 and top(state)["bonus"] == 0
    assert logged(state, "dof.log.ops_bonus_lost")
    act(state, DEM, ["space", "leipzig"])
    assert _sp(state, "gdansk") == (0, 2) and _sp(state, "leipzig") == (0, 2)
    assert top(state)["side"] == COM  # 2 SPs: no bonus


def test_card_058_D89_11_1_austria_hungary_declared_east_german_ops_get_one_more():
    state = event_position(DEM, 58, turn=4)
    give(state, DEM, 31, 19)  # two Democrat cards with 2 Ops
    give(state, COM, 12)
    set_sp(state, leipzig=(0, 1), dresden=(2, 0), gdansk=(0, 1), krakow=(2, 0))
    play_event(state, DEM, 58)
    assert 58 in state["lasting"]
    act(state, COM, ["card", 1], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, DEM, ["card", 31], ["mode", "ops"], ["use", "check"])
    assert legal(state, DEM) == [["declare", "east_germany"], ["done"]]
    act(state, DEM, ["declare", "east_germany"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "east_germany"
    assert frame["ops"] == 3 and ["space", "krakow"] not in legal(state, DEM)
    act(state, DEM, ["done"])
    act(state, COM, ["card", 12], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "check"], ["done"])  # no declaration
    frame = top(state)
    assert frame["ops"] == 2 and frame["country"] is None  # no bonus, any country
