"""Issue #6: events that only add/remove SPs or score VP (cards/events_placement.py)."""

from game.games.dawn_of_freedom.rules import control
from game.games.dawn_of_freedom.rules.common import COM, DEM

from .events_helpers import both_hands_position, event_position, play_event
from .helpers import act, legal, set_sp, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def test_card_004_D89_7_michnik_adds_three_to_polish_writers():
    state = event_position(DEM, 4)
    play_event(state, DEM, 4)
    assert _sp(state, "polish_writers") == (0, 3)
    assert 4 in state["removed"] and top(state)["side"] == COM  # asterisk; event over


def test_card_007_D89_7_state_run_media_cap_two_per_space():
    state = event_position(COM, 7)
    set_sp(state, berlin=(0, 5), leipzig=(0, 1))
    play_event(state, COM, 7)
    act(state, COM, ["space", "berlin"], ["space", "berlin"])
    assert ["space", "berlin"] not in legal(state, COM)  # cap of 2 per space
    act(state, COM, ["space", "leipzig"])  # only 3 DEM SPs could be taken: event ends
    assert _sp(state, "berlin") == (0, 3) and _sp(state, "leipzig") == (0, 0)
    assert top(state)["name"] == "action_round"


def test_card_010_D89_7_cult_of_personality_romanian_workers_farmers():
    state = event_position(COM, 10)
    play_event(state, COM, 10)
    options = {a[1] for a in legal(state, COM)}
    assert "cluj_napoca" not in options and {"timisoara", "craiova"} <= options
    act(state, COM, ["space", "timisoara"], ["space", "timisoara"])
    assert ["space", "timisoara"] not in legal(state, COM)
    act(state, COM, ["space", "craiova"], ["space", "iasi"])
    assert _sp(state, "timisoara") == (2, 0) and top(state)["name"] == "action_round"


def test_card_010_D89_7_6_4_cult_does_nothing_once_tyrant_is_gone_took_effect():
    state = event_position(COM, 10)
    state["lasting"].append(97)  # a waiting TIG forbids nothing (D89-7.6.4)
    state["romania"]["ctac"] = "pending"
    act(state, COM, ["card", 10])
    assert ["mode", "event"] in legal(state, COM)
    state["romania"]["tig"] = "resolved"  # D89-5.2.X5: no effect, still counts as played
    act(state, COM, ["mode", "event"])
    assert top(state)["side"] == DEM and 10 in state["removed"] and 10 in state["events_played"]
    assert all(v[COM] == 0 for v in state["sp"].values())


def test_card_011_D89_7_dissident_arrested_one_intellectual_space():
    state = event_position(COM, 11)
    set_sp(state, czech_writers=(0, 3), polish_writers=(0, 1), praha=(0, 2))
    play_event(state, COM, 11)
    assert sorted(a[1] for a in legal(state, COM)) == ["czech_writers", "polish_writers"]
    act(state, COM, ["space", "czech_writers"])
    assert _sp(state, "czech_writers") == (0, 1) and _sp(state, "polish_writers") == (0, 1)


def test_card_012_D89_7_apparatchiks_bureaucrats_only():
    state = event_position(COM, 12)
    play_event(state, COM, 12)
    assert {a[1] for a in legal(state, COM)} == {
        "berlin", "warszawa", "praha", "budapest", "bucuresti", "sofia"}
    act(state, COM, ["space", "sofia"], ["space", "sofia"], ["space", "sofia"])
    assert _sp(state, "sofia") == (3, 0) and top(state)["name"] == "action_round"


def test_card_016_D89_7_nomenklatura_either_option():
    state = event_position(COM, 16)
    set_sp(state, dresden=(0, 3), plzen=(1, 2), berlin=(0, 2))
    play_event(state, COM, 16)
    act(state, COM, ["option", "remove"])
    assert _sp(state, "dresden") == (0, 0) and _sp(state, "plzen") == (1, 0)
    assert _sp(state, "berlin") == (0, 2)  # not Elite
    state = event_position(COM, 16)
    play_event(state, COM, 16)
    act(state, COM, ["option", "add"])
    assert "berlin" not in {a[1] for a in legal(state, COM)}
    act(state, COM, *[["space", "dresden"]] * 3)
    assert _sp(state, "dresden") == (3, 0)


def test_card_018_D89_7_poszgay_four_different_spaces_not_dem_controlled():
    state = event_position(COM, 18)
    set_sp(state, budapest=(0, 3))
    play_event(state, COM, 18)
    assert ["space", "budapest"] not in legal(state, COM)
    act(state, COM, ["space", "gyor"])
    assert ["space", "gyor"] not in legal(state, COM)
    act(state, COM, ["space", "pecs"], ["space", "szeged"], ["space", "miskolc"])
    assert all(_sp(state, s) == (1, 0) for s in ("gyor", "pecs", "szeged", "miskolc"))


def test_card_019_D89_7_papal_visit_one_catholic_church():
    state = event_position(DEM, 19, filler=1)
    play_event(state, DEM, 19)
    assert sorted(a[1] for a in legal(state, DEM)) == [
        "catholic_church_czechoslovakia", "catholic_church_hungary", "catholic_church_poland"]
    act(state, DEM, ["space", "catholic_church_hungary"])
    assert _sp(state, "catholic_church_hungary") == (0, 3)


def test_card_028_D89_7_factory_party_cells_workers_cap_two():
    state = event_position(COM, 28)
    set_sp(state, gdansk=(0, 4), praha=(0, 4), lodz=(0, 1))
    play_event(state, COM, 28)
    assert ["space", "praha"] not in legal(state, COM)  # Bureaucrat, not Worker
    act(state, COM, ["space", "gdansk"], ["space", "gdansk"])
    assert ["space", "gdansk"] not in legal(state, COM)
    act(state, COM, ["space", "lodz"])
    assert _sp(state, "gdansk") == (0, 2) and 28 in state["discard"]  # no asterisk


def test_card_031_D89_7_intelligentsia_cap_two():
    state = event_position(DEM, 31)
    play_event(state, DEM, 31)
    act(state, DEM, ["space", "german_writers"], ["space", "german_writers"])
    assert ["space", "german_writers"] not in legal(state, DEM)
    assert ["space", "berlin"] not in legal(state, DEM)
    act(state, DEM, ["space", "czech_writers"], ["space", "polish_writers"])
    assert _sp(state, "german_writers") == (0, 2) and top(state)["side"] == COM


def test_card_032_D89_7_peasant_parties_farmers_cap_two():
    state = event_position(COM, 32)
    play_event(state, COM, 32)
    assert ["space", "gdansk"] not in legal(state, COM)
    act(state, COM, ["space", "erfurt"], ["space", "erfurt"])
    assert ["space", "erfurt"] not in legal(state, COM)
    act(state, COM, ["space", "lublin"], ["space", "pleven"])
    assert _sp(state, "erfurt") == (2, 0) and _sp(state, "pleven") == (1, 0)


def test_card_034_D89_7_fidesz_five_in_elte():
    state = event_position(DEM, 34)
    play_event(state, DEM, 34)
    assert _sp(state, "eotvos_lorand_university") == (0, 5) and 34 in state["removed"]


def test_card_035_D89_7_heal_our_bleeding_wound_by_year():
    for turn, vp in ((2, -3), (5, -1), (9, 3)):
        state = event_position(COM, 35, turn=turn)
        state["vp"] = 0
        play_event(state, COM, 35)
        assert state["vp"] == vp, turn


def test_card_037_D89_7_nagy_reburied_clears_szombathely_then_cap_two():
    state = event_position(COM, 37)
    set_sp(state, szombathely=(3, 1))
    play_event(state, COM, 37)
    assert _sp(state, "szombathely") == (0, 1)
    act(state, COM, ["space", "budapest"], ["space", "budapest"])
    assert ["space", "budapest"] not in legal(state, COM)
    assert all(control.country_of(a[1]) == "hungary" for a in legal(state, COM))


def test_card_038_D89_7_july_concept_bulgaria_only():
    state = event_position(COM, 38)
    play_event(state, COM, 38)
    assert all(control.country_of(a[1]) == "bulgaria" for a in legal(state, COM))
    act(state, COM, *[["space", "sofia"]] * 3)
    assert _sp(state, "sofia") == (3, 0) and top(state)["side"] == DEM


def test_card_045_D89_7_soviet_troop_withdrawals_eastern_europe_only():
    state = event_position(DEM, 45, turn=4)
    set_sp(state, berlin=(3, 0), sofia=(3, 0), praha=(2, 0), gdansk=(1, 0))
    play_event(state, DEM, 45)
    assert ["space", "sofia"] not in legal(state, DEM)
    act(state, DEM, ["space", "berlin"], ["space", "berlin"])
    assert ["space", "berlin"] not in legal(state, DEM)
    act(state, DEM, ["space", "praha"], ["space", "praha"], ["space", "gdansk"])
    assert _sp(state, "berlin") == (1, 0) and _sp(state, "sofia") == (3, 0)
    assert top(state)["name"] == "action_round"


def test_card_047_D89_7_bulgarian_turks_expelled():
    state = event_position(COM, 47, turn=4)
    set_sp(state, razgrad=(1, 4), varna=(0, 2))
    play_event(state, COM, 47)
    assert state["vp"] == -2 and _sp(state, "razgrad") == (1, 0) and _sp(state, "varna") == (0, 2)


def test_card_051_D89_7_fortieth_anniversary_depends_on_vp_lead():
    state = event_position(COM, 51, turn=4)
    state["vp"] = -1
    play_event(state, COM, 51)
    assert top(state)["left"] == 4 and state["vp"] == -2
    state = event_position(COM, 51, turn=4)
    state["vp"] = 0  # a tie is not a lead
    play_event(state, COM, 51)
    assert top(state)["left"] == 2
    act(state, COM, ["space", "dresden"], ["space", "berlin"])
    assert state["vp"] == -1 and top(state)["name"] == "action_round"


def test_card_052_D89_5_2_X4_normalization_plzen_and_praha():
    state = event_position(COM, 52, turn=4)
    set_sp(state, plzen=(1, 3), praha=(0, 2), brno=(0, 2))
    play_event(state, COM, 52)
    assert _sp(state, "plzen") == (1, 0) and _sp(state, "praha") == (0, 0)
    assert _sp(state, "brno") == (0, 2)


def test_card_056_D89_7_foreign_television_not_dresden():
    state = event_position(DEM, 56, turn=4)
    set_sp(state, dresden=(4, 0), sofia=(3, 0), bucuresti=(1, 0))
    play_event(state, DEM, 56)
    assert ["space", "dresden"] not in legal(state, DEM)
    act(state, DEM, ["space", "sofia"], ["space", "sofia"])
    assert ["space", "sofia"] not in legal(state, DEM)
    act(state, DEM, ["space", "bucuresti"])
    assert _sp(state, "dresden") == (4, 0) and top(state)["name"] == "action_round"


def test_card_057_D89_7_central_committee_reshuffle_country_with_power():
    state = event_position(COM, 57, turn=4)
    state["power"]["poland"] = DEM
    play_event(state, COM, 57)
    assert ["country", "poland"] not in legal(state, COM)
    act(state, COM, ["country", "hungary"])
    assert all(control.country_of(a[1]) == "hungary" for a in legal(state, COM))
    act(state, COM, *[["space", "pecs"]] * 3)
    assert _sp(state, "pecs") == (3, 0)


def test_card_060_D89_7_toxic_waste_workers():
    state = event_position(DEM, 60, turn=4)
    play_event(state, DEM, 60)
    assert ["space", "praha"] not in legal(state, DEM)
    act(state, DEM, *[["space", "gdansk"]] * 3)
    assert _sp(state, "gdansk") == (0, 3)


def test_card_064_D89_7_legacy_of_1968_skips_com_controlled():
    state = event_position(DEM, 64, turn=4)
    set_sp(state, praha=(3, 0), brno=(2, 0))
    play_event(state, DEM, 64)
    assert _sp(state, "praha") == (3, 0) and _sp(state, "brno") == (2, 1)
    assert _sp(state, "kosice") == (0, 1) and _sp(state, "ostrava") == (0, 1)


def test_card_066_D89_7_new_forum_three_different_spaces():
    state = event_position(DEM, 66, turn=4)
    play_event(state, DEM, 66)
    act(state, DEM, ["space", "leipzig"])
    assert ["space", "leipzig"] not in legal(state, DEM)
    act(state, DEM, ["space", "berlin"], ["space", "dresden"])
    assert _sp(state, "leipzig") == (0, 1) and top(state)["side"] == COM


def test_card_068_D89_7_klaus_and_komarek():
    state = event_position(DEM, 68, turn=4)
    set_sp(state, praha=(3, 0))
    play_event(state, DEM, 68)
    assert _sp(state, "praha") == (1, 2)
    state = event_position(DEM, 68, turn=4)
    set_sp(state, praha=(1, 0))  # only what exists is removed
    play_event(state, DEM, 68)
    assert _sp(state, "praha") == (0, 2)


def test_card_079_D89_7_third_way():
    state = event_position(COM, 79, turn=4)
    play_event(state, COM, 79)
    assert state["vp"] == -2 and _sp(state, "german_writers") == (3, 0)


def test_card_082_D89_7_spitzel_east_germany_only():
    state = event_position(COM, 82, turn=8)
    set_sp(state, leipzig=(0, 3), gdansk=(0, 3))
    play_event(state, COM, 82)
    assert legal(state, COM) == [["space", "leipzig"]]
    act(state, COM, ["space", "leipzig"], ["space", "leipzig"])
    assert _sp(state, "leipzig") == (0, 1)


def test_card_092_D89_7_betrayal_replaces_dem_sps():
    state = event_position(COM, 92, turn=8)
    set_sp(state, orthodox_church_bulgaria=(1, 3))
    play_event(state, COM, 92)
    assert ["space", "catholic_church_hungary"] not in legal(state, COM)
    act(state, COM, ["space", "orthodox_church_bulgaria"])
    assert _sp(state, "orthodox_church_bulgaria") == (4, 0)


def test_card_101_D89_7_6_4_elena_and_its_drm():
    from game.games.dawn_of_freedom.rules import events
    state = event_position(COM, 101, turn=8)
    play_event(state, COM, 101)
    assert _sp(state, "cluj_napoca") == (2, 0) and 101 in state["lasting"]
    assert events.hook_sum(state, events.CHECK_MODIFIERS, DEM, "iasi") == -1
    assert events.hook_sum(state, events.CHECK_MODIFIERS, DEM, "sofia") == 0
    assert events.hook_sum(state, events.CHECK_MODIFIERS, COM, "iasi") == 0


def test_card_103_D89_7_government_resigns_uncontrolled_elite():
    state = event_position(DEM, 103, turn=8)
    set_sp(state, dresden=(2, 1), plzen=(5, 0), bydgoszcz=(0, 0))
    play_event(state, DEM, 103)
    assert legal(state, DEM) == [["space", "dresden"]]  # plzen is COM-controlled
    act(state, DEM, ["space", "dresden"])
    assert _sp(state, "dresden") == (0, 1)


def test_card_029_D89_5_2_X1_jan_palach_week_for_ops_event_first():
    state = both_hands_position(COM, 29)
    set_sp(state, plzen=(1, 0))
    act(state, COM, ["card", 29], ["mode", "ops"], ["order", "event_first"])
    assert state["sp"]["charles_university"] == {COM: 0, DEM: 6}
    act(state, COM, ["use", "place"], ["space", "plzen"])
    assert 29 in state["removed"] and top(state)["side"] == DEM
