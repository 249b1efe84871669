"""Issue #6: events decided by a die roll (cards/events_dice.py)."""

from game.games.dawn_of_freedom.rules.common import COM, DEM

from .events_helpers import event_position, play_event
from .helpers import act, give, legal, rolls, set_sp, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def test_card_078_D89_7_workers_revolt_roll_minus_adjacent():
    state = event_position(DEM, 78, turn=4)
    state["power"]["poland"] = DEM  # COM holds Power elsewhere only
    act(state, DEM, ["card", 78], ["mode", "event"])
    assert ["space", "gdansk"] not in legal(state, DEM)
    set_sp(state, berlin=(3, 0), leipzig=(2, 1))
    rolls(state, 4)  # Berlin (COM-controlled) is next to Leipzig: 4 - 1 = 3 < 4
    act(state, DEM, ["space", "leipzig"])
    assert _sp(state, "leipzig") == (2, 1)
    state = event_position(DEM, 78, turn=4)
    set_sp(state, leipzig=(2, 1))
    rolls(state, 4)
    act(state, DEM, ["card", 78], ["mode", "event"], ["space", "leipzig"])
    assert _sp(state, "leipzig") == (0, 3)


def test_card_080_D89_7_nepotism_table():
    for die, n in ((2, 4), (3, 3), (6, 1)):
        state = event_position(COM, 80, turn=4)
        rolls(state, die)
        play_event(state, COM, 80)
        assert top(state)["left"] == n
        assert ["space", "sofia"] not in legal(state, COM)  # Balkan Worker spaces only
        assert ["space", "ruse"] in legal(state, COM) and ["space", "gdansk"] not in legal(
            state, COM)


def test_card_083_D89_5_2_X3_modrow_roll_beats_dem_control():
    state = event_position(COM, 83, turn=8)
    set_sp(state, leipzig=(0, 3), berlin=(0, 3))
    rolls(state, 2)  # 2 is not higher than 2 controlled spaces
    play_event(state, COM, 83)
    assert 83 in state["lasting"] and top(state)["side"] == DEM
    state = event_position(COM, 83, turn=8)
    set_sp(state, leipzig=(0, 3), berlin=(0, 3))
    rolls(state, 3)
    play_event(state, COM, 83)
    act(state, COM, ["space", "dresden"], ["space", "dresden"])
    assert ["space", "dresden"] not in legal(state, COM)


def test_card_086_D89_7_the_wall_must_go_success_and_failure():
    state = event_position(DEM, 86, turn=8)
    set_sp(state, leipzig=(3, 0), dresden=(1, 0), berlin=(4, 0))
    rolls(state, 5, 2, 3, 3, 6, 1)  # DEM wins, tie re-rolled, DEM wins
    play_event(state, DEM, 86)
    assert state["vp"] == 3 and 86 in state["lasting"]
    assert top(state)["name"] == "ev_remove" and top(state)["seat"] == 0
    act(state, COM, ["space", "dresden"], ["space", "berlin"], ["space", "berlin"])
    assert _sp(state, "dresden") == (0, 0) and _sp(state, "berlin") == (2, 0)
    assert state["sp"]["leipzig"][COM] == 3
    give_wall = event_position(COM, 9, turn=8)
    give_wall["lasting"].append(86)
    act(give_wall, COM, ["card", 9])
    assert ["mode", "event"] not in legal(give_wall, COM)
    state = event_position(DEM, 86, turn=8)
    rolls(state, 1, 6, 2, 5)
    play_event(state, DEM, 86)
    assert state["vp"] == 0 and 86 in state["removed"] and 86 not in state["lasting"]


def test_card_088_D89_7_adamec_minus_dem_controlled_workers():
    state = event_position(COM, 88, turn=8)
    set_sp(state, brno=(0, 3))
    rolls(state, 3)  # 3 - 1 = 2 < 3
    play_event(state, COM, 88)
    assert top(state)["side"] == DEM
    state = event_position(COM, 88, turn=8)
    rolls(state, 3)
    play_event(state, COM, 88)
    act(state, COM, ["space", "praha"], ["space", "praha"])
    assert ["space", "praha"] not in legal(state, COM) and _sp(state, "praha") == (2, 0)


def test_card_093_D89_7_shock_therapy_needs_power():
    state = event_position(DEM, 93, turn=8)
    act(state, DEM, ["card", 93])
    assert ["mode", "event"] not in legal(state, DEM)
    state = event_position(DEM, 93, turn=8)
    state["power"]["hungary"] = DEM
    set_sp(state, gyor=(3, 0))
    rolls(state, 3)  # 3 - 1 = 2: fails
    play_event(state, DEM, 93)
    act(state, DEM, ["country", "hungary"])
    assert state["vp"] == 0 and top(state)["side"] == COM
    state = event_position(DEM, 93, turn=8)
    state["power"]["hungary"] = DEM
    rolls(state, 3)
    play_event(state, DEM, 93)
    act(state, DEM, ["country", "hungary"])
    assert state["vp"] == 3 and top(state)["left"] == 3


def test_card_110_D89_12_malta_summit_adds_ussr_level():
    state = event_position(DEM, 110, turn=8)
    state["ussr"] = 2
    set_sp(state, dresden=(4, 0), plzen=(2, 0))
    rolls(state, 2)  # 2 + 2 = 4
    play_event(state, DEM, 110)
    assert state["vp"] == 3
    act(state, DEM, *[["space", "dresden"]] * 4, ["space", "plzen"])
    assert _sp(state, "dresden") == (0, 0) and _sp(state, "plzen") == (1, 0)
    state = event_position(DEM, 110, turn=8)
    rolls(state, 3)
    play_event(state, DEM, 110)
    assert state["vp"] == 0
    state = event_position(DEM, 110, turn=8)
    state["lasting"].append(109)
    act(state, DEM, ["card", 110])
    assert ["mode", "event"] not in legal(state, DEM)


def test_card_005_D89_11_2_general_strike_discard_and_roll_until_broken():
    state = event_position(DEM, 5)
    give(state, COM, 12, 22)  # Apparatchiks (2 Ops) and Poland Scoring
    give(state, DEM, 19)
    play_event(state, DEM, 5)
    assert 5 in state["lasting"] and top(state)["name"] == "general_strike"
    assert legal(state, COM) == [["discard", 1], ["discard", 12], ["card", 22]]
    rolls(state, 3, 4)
    act(state, COM, ["discard", 1])  # 3 + 2 Ops = 5: not above 5, the strike goes on
    assert 1 in state["discard"] and 5 in state["lasting"] and 1 not in state["events_played"]
    assert top(state)["side"] == DEM
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, COM, ["discard", 12])  # 4 + 2 = 6: the strike is broken
    assert 5 in state["removed"] and 5 not in state["lasting"]
