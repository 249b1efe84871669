"""Issue #6: events granting Support Checks or Operations (cards/events_checks.py)."""

import pytest

from game.games.dawn_of_freedom.rules import control
from game.games.dawn_of_freedom.rules.common import COM, DEM

from .events_helpers import both_hands_position, event_position, play_event
from .helpers import act, legal, logged, rolls, set_sp, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def _checks(state):
    return logged(state, "dof.log.support_check")


def test_card_001_D89_7_legacy_of_martial_law_swap_then_polish_check():
    state = event_position(COM, 1, filler=19)
    set_sp(state, gdansk=(0, 2), berlin=(0, 2))
    play_event(state, COM, 1)
    assert legal(state, COM) == [["space", "gdansk"]]  # Polish spaces with DEM SPs only
    act(state, COM, ["space", "gdansk"])
    assert _sp(state, "gdansk") == (1, 1)
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "poland"
    assert frame["ops"] == 2 and frame["left"] == 1
    rolls(state, 6)
    act(state, COM, ["space", "gdansk"])  # 6 + 2 = 8 > 6: 2 -> remove 1 DEM, add 1 COM
    assert _sp(state, "gdansk") == (2, 0) and 1 in state["removed"]


def test_card_014_D89_7_gorbachev_charms_the_west_remove_then_check():
    state = event_position(COM, 14)
    set_sp(state, charles_university=(0, 3))
    play_event(state, COM, 14)
    assert top(state)["name"] == "remove_sp"
    act(state, COM, ["space", "charles_university"], ["space", "charles_university"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["ops"] == 4 and frame["left"] == 1
    act(state, COM, ["done"])  # voluntary
    assert _sp(state, "charles_university") == (0, 1) and 14 in state["discard"]


def test_card_014_D89_12_4_gorbachev_forbidden_after_breakaway():
    state = event_position(DEM, 14)
    state["lasting"].append(84)
    act(state, DEM, ["card", 14])
    assert ["mode", "event"] not in legal(state, DEM)


def test_card_027_D89_7_3_3_X1_consumerism_same_country_worker_check():
    state = event_position(DEM, 27)
    set_sp(state, gdansk=(2, 0), lodz=(1, 0), berlin=(2, 0), warszawa=(2, 0))
    play_event(state, DEM, 27)
    assert ["space", "berlin"] not in legal(state, DEM)  # Bureaucrat
    act(state, DEM, ["space", "gdansk"])
    assert _sp(state, "gdansk") == (1, 0)
    targets = {a[1] for a in legal(state, DEM) if a[0] == "space"}
    assert targets == {"gdansk", "lodz"}  # Polish Workers only (not Warszawa)
    rolls(state, 1)
    act(state, DEM, ["space", "lodz"])
    assert _checks(state)[0]["ops"] == 3


def test_card_033_D89_12_2_sajudis_track_vp_and_minority():
    state = event_position(DEM, 33)
    set_sp(state, razgrad=(2, 0))
    play_event(state, DEM, 33)
    assert state["ussr"] == 1 and state["vp"] == 1
    act(state, DEM, ["space", "razgrad"])
    assert control.controls(state, "razgrad", DEM) and _sp(state, "razgrad") == (2, 6)
    assert 33 in state["lasting"]


def test_card_033_D89_12_6_sajudis_only_as_first_step():
    state = event_position(DEM, 33)
    state["ussr"] = 1
    act(state, DEM, ["card", 33])
    assert ["mode", "event"] not in legal(state, DEM)


def test_card_040_D89_7_hungarian_democratic_forum():
    state = event_position(DEM, 40)
    set_sp(state, budapest=(1, 0), sofia=(2, 0))
    play_event(state, DEM, 40)
    assert all(control.country_of(a[1]) == "hungary" for a in legal(state, DEM))
    act(state, DEM, *[["space", "gyor"]] * 3)
    frame = top(state)
    assert frame["country"] == "hungary" and frame["left"] == 1
    assert ["space", "sofia"] not in legal(state, DEM)


def test_card_041_D89_7_ceausescu_bucuresti_check_after():
    state = event_position(COM, 41, turn=4)
    set_sp(state, timisoara=(0, 2), bucuresti=(3, 0), iasi=(0, 1))  # Timisoara: next to Cluj
    play_event(state, COM, 41)
    act(state, COM, ["space", "timisoara"], ["space", "timisoara"])
    assert ["space", "sofia"] not in legal(state, COM)
    act(state, COM, ["space", "iasi"])
    assert top(state)["country"] == "romania" and top(state)["ops"] == 3
    act(state, COM, ["done"])  # no check
    assert _sp(state, "bucuresti") == (3, 0)  # no DEM SP next to Cluj-Napoca any more
    state = event_position(COM, 41, turn=4)
    set_sp(state, bucuresti=(3, 0), timisoara=(0, 4))
    play_event(state, COM, 41)
    act(state, COM, *[["space", "timisoara"]] * 3, ["done"])
    assert _sp(state, "timisoara") == (0, 1) and _sp(state, "bucuresti") == (2, 0)


def test_card_061_D89_7_monday_demonstrations_needs_st_nicholas():
    state = event_position(DEM, 61, turn=4)
    act(state, DEM, ["card", 61])
    assert ["mode", "event"] not in legal(state, DEM)
    state = event_position(DEM, 61, turn=4)
    state["lasting"].append(24)
    state["events_played"].append(24)
    set_sp(state, leipzig=(2, 0), berlin=(1, 0))
    play_event(state, DEM, 61)
    assert control.controls(state, "lutheran_church", DEM)
    assert control.controls(state, "leipzig", DEM) and _sp(state, "leipzig") == (2, 5)
    frame = top(state)
    assert frame["left"] == 5 and frame["country"] == "east_germany" and frame["ops"] == 4


def test_card_073_D89_7_4_laszlo_tokes_operations_in_romania():
    state = event_position(DEM, 73, turn=4)
    play_event(state, DEM, 73)
    assert _sp(state, "timisoara") == (0, 1) and _sp(state, "harghita_covasna") == (0, 1)
    assert 73 in state["lasting"]
    act(state, DEM, ["use", "place"])
    assert all(control.country_of(a[1]) == "romania" for a in legal(state, DEM) if a[0] == "space")
    assert top(state)["ops"] == 2


def test_card_076_D89_7_warsaw_pact_summit_checks_plus_two_or_placement():
    state = event_position(COM, 76, turn=4)
    set_sp(state, charles_university=(0, 2), praha=(0, 2))
    play_event(state, COM, 76)
    act(state, COM, ["option", "checks"])
    assert ["space", "praha"] not in legal(state, COM)
    rolls(state, 1)
    act(state, COM, ["space", "charles_university"])
    assert _checks(state)[0]["ops"] == 4  # 2 Ops + 2
    state = event_position(COM, 76, turn=4)
    set_sp(state, praha=(0, 1))
    play_event(state, COM, 76)
    act(state, COM, ["option", "place"])
    assert ["space", "praha"] not in legal(state, COM)
    act(state, COM, *[["space", "brno"]] * 4)
    assert _sp(state, "brno") == (4, 0)


def test_card_081_D89_12_3_baltic_way_needs_sajudis():
    state = event_position(DEM, 81, turn=4)
    act(state, DEM, ["card", 81])
    assert ["mode", "event"] not in legal(state, DEM)
    state = event_position(DEM, 81, turn=4)
    state["events_played"].append(33)
    state["ussr"] = 1
    play_event(state, DEM, 81)
    assert state["ussr"] == 2 and state["vp"] == 3
    act(state, DEM, ["space", "harghita_covasna"])
    assert control.controls(state, "harghita_covasna", DEM)


def test_card_084_D89_12_4_breakaway_baltic_republics():
    state = event_position(DEM, 84, turn=8)
    state["events_played"] += [33, 81]
    state["ussr"] = 2
    set_sp(state, razgrad=(0, 4), sofia=(2, 0))
    play_event(state, DEM, 84)
    assert state["ussr"] == 3 and state["vp"] == 5
    assert legal(state, DEM) == [["space", "harghita_covasna"]]  # Razgrad already controlled
    act(state, DEM, ["space", "harghita_covasna"])
    assert top(state)["name"] == "support_checks" and top(state)["left"] == 1
    assert 84 in state["lasting"]


def test_card_087_D89_7_kohl_operations_only_after_the_wall_must_go():
    state = event_position(DEM, 87, turn=8)
    play_event(state, DEM, 87)
    assert state["vp"] == 2 and top(state)["side"] == COM
    state = event_position(DEM, 87, turn=8)
    state["lasting"].append(86)
    play_event(state, DEM, 87)
    assert top(state)["name"] == "operations"


def test_card_090_D89_7_civic_forum_checks_only_with_czech_writers():
    state = event_position(DEM, 90, turn=8)
    set_sp(state, praha=(1, 0))
    play_event(state, DEM, 90)
    assert state["vp"] == 1
    act(state, DEM, *[["space", "brno"]] * 4)
    assert top(state)["side"] == COM  # no Czech Writers: no checks
    state = event_position(DEM, 90, turn=8)
    set_sp(state, praha=(1, 0))
    play_event(state, DEM, 90)
    act(state, DEM, *[["space", "czech_writers"]] * 2, *[["space", "brno"]] * 2)
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["left"] == 2
    assert frame["country"] == "czechoslovakia"


def test_card_091_D89_7_my_first_banana():
    state = event_position(DEM, 91, turn=8)
    set_sp(state, berlin=(3, 0), gdansk=(2, 0))
    play_event(state, DEM, 91)
    assert legal(state, DEM) == [["space", "berlin"]]
    act(state, DEM, ["space", "berlin"], ["space", "berlin"])
    frame = top(state)
    assert frame["country"] == "east_germany" and frame["left"] == 2


def test_card_094_D89_7_union_of_democratic_forces():
    state = event_position(DEM, 94, turn=8)
    set_sp(state, sofia=(3, 0), varna=(2, 0))
    play_event(state, DEM, 94)
    act(state, DEM, ["space", "sofia"], ["space", "sofia"])
    assert ["space", "sofia"] not in legal(state, DEM)
    act(state, DEM, ["space", "varna"], ["space", "varna"])
    assert top(state)["country"] == "bulgaria" and top(state)["ops"] == 4


def test_card_096_D89_7_chinese_solution_needs_box_seven_and_may_decline():
    state = event_position(COM, 96, turn=8)
    act(state, COM, ["card", 96])
    assert ["mode", "event"] not in legal(state, COM)
    state = event_position(COM, 96, turn=8)
    state["ts"]["pos"][COM] = 7
    state["power"]["poland"] = DEM
    play_event(state, COM, 96)
    assert ["country", "poland"] not in legal(state, COM)
    act(state, COM, ["done"])
    assert state["vp"] == 0
    state = event_position(COM, 96, turn=8)
    state["ts"]["pos"][COM] = 7
    set_sp(state, budapest=(0, 2))
    play_event(state, COM, 96)
    act(state, COM, ["country", "hungary"])
    assert state["vp"] == 3
    frame = top(state)
    # printed 1 -> 2 (TS box 2 held, D89-7.3), +3 on top
    assert frame["left"] == 5 and frame["ops"] == 2 + 3 and frame["country"] == "hungary"


def test_card_098_D89_7_politburo_intrigue():
    state = event_position(COM, 98, turn=8)
    set_sp(state, sofia=(0, 3), budapest=(0, 3))
    play_event(state, COM, 98)
    assert legal(state, COM) == [["space", "sofia"]]
    act(state, COM, ["space", "sofia"], ["space", "sofia"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "bulgaria"
    assert frame["left"] == 1


def test_card_105_D89_7_public_against_violence_bratislava_plus_two():
    state = event_position(DEM, 105, turn=8)
    set_sp(state, bratislava=(2, 0), brno=(2, 0))
    play_event(state, DEM, 105)
    assert _sp(state, "kosice") == (0, 2) and _sp(state, "presov") == (0, 2)
    assert legal(state, DEM) == [["space", "bratislava"], ["done"]]
    rolls(state, 1)
    act(state, DEM, ["space", "bratislava"])
    assert _checks(state)[0]["ops"] == 5


def test_card_106_D89_7_social_democratic_platform_needs_dem_power():
    state = event_position(COM, 106, turn=8)
    act(state, COM, ["card", 106])
    assert ["mode", "event"] not in legal(state, COM)
    state = event_position(COM, 106, turn=8)
    state["power"]["hungary"] = DEM
    set_sp(state, budapest=(0, 4))
    play_event(state, COM, 106)
    assert legal(state, COM) == [["country", "hungary"]]
    act(state, COM, ["country", "hungary"], ["space", "gyor"], ["space", "gyor"])
    assert top(state)["country"] == "hungary" and top(state)["left"] == 1


def test_card_107_D89_7_massacre_needs_tokes_and_ends_it():
    state = event_position(COM, 107, turn=8)
    state["events_played"].append(73)
    act(state, COM, ["card", 107])
    assert ["mode", "event"] not in legal(state, COM)  # Tokes no longer in effect
    state = event_position(COM, 107, turn=8)
    state["events_played"].append(73)
    state["lasting"].append(73)
    set_sp(state, timisoara=(0, 2))
    play_event(state, COM, 107)
    assert 73 in state["removed"] and 73 not in state["lasting"]
    frame = top(state)
    assert frame["ops"] == 5 and frame["left"] == 2 and frame["country"] == "romania"


def test_card_109_D89_12_5_kremlin_coup():
    state = event_position(COM, 109, turn=8)
    act(state, COM, ["card", 109])
    assert ["mode", "event"] not in legal(state, COM)  # needs Breakaway Baltic Republics
    state = event_position(COM, 109, turn=8)
    state["events_played"] += [33, 81, 84]
    state["ussr"] = 3
    state["vp"] = 0
    for country in ("poland", "czechoslovakia", "hungary", "romania"):
        state["power"][country] = DEM
    set_sp(state, berlin=(0, 2), sofia=(0, 1))
    play_event(state, COM, 109)
    assert state["ussr"] == 4 and state["vp"] == -3
    assert control.controls(state, "dresden", COM) and control.controls(state, "stara_zagora", COM)
    assert not control.controls(state, "bydgoszcz", COM)
    assert legal(state, COM) == [["space", "berlin"], ["done"]]
    rolls(state, 1)
    act(state, COM, ["space", "berlin"])
    assert _checks(state)[0]["ops"] == 4 and legal(state, COM) == [["space", "sofia"], ["done"]]


def test_card_003_D89_5_2_X2_walesa_before_solidarity_legalized():  # D89-EC-17
    state = both_hands_position(COM, 3)
    act(state, COM, ["card", 3], ["mode", "ops"], ["order", "event_first"],
        ["use", "place"], ["done"])
    assert 3 in state["discard"] and 3 not in state["events_played"]


def test_card_109_D89_12_kremlin_coup_vp_is_an_option_where_sources_disagree():
    from game.games.dawn_of_freedom.rules import RULES, stability

    assert RULES.resolve_options({})["kremlin_coup_vp"] == 3
    state = RULES.setup(3, 2, {"kremlin_coup_vp": 1})
    state["ussr"], state["vp"] = 3, 0
    stability.advance(state, 109)
    assert state["vp"] == -1
    with pytest.raises(ValueError):
        RULES.resolve_options({"kremlin_coup_vp": 7})
