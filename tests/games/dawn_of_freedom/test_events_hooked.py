"""Issue #6: events working through the core's optional hooks (cards/events_hooked.py)."""

from game.games.dawn_of_freedom.rules import events, operations
from game.games.dawn_of_freedom.rules.cards import events_hooked
from game.games.dawn_of_freedom.rules.common import COM, DEM

from .events_helpers import event_position, play_event
from .helpers import act, blank, give, legal, logged, rolls, set_sp, start_round, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def _drm(state, side, target):
    return events.hook_sum(state, events.CHECK_MODIFIERS, side, target)


def test_card_009_D89_7_the_wall_ignores_dem_neighbours_once():
    state = event_position(COM, 9)
    play_event(state, COM, 9)
    assert 9 in state["lasting"]
    set_sp(state, berlin=(0, 3), leipzig=(0, 2))
    assert _drm(state, COM, "leipzig") == 1 and _drm(state, COM, "gdansk") == 0
    rolls(state, 1, 1)
    set_sp(state, gdansk=(0, 1))
    operations.support_check(state, COM, "gdansk", 2)  # not East Germany: still waiting
    assert 9 in state["lasting"]
    operations.support_check(state, COM, "leipzig", 2)
    assert logged(state, "dof.log.support_check")[1]["drm"] == 1
    assert 9 in state["removed"] and 9 not in state["lasting"]


def test_card_026_D89_11_3_helsinki_final_act_vp_per_check():
    state = event_position(DEM, 26)
    play_event(state, DEM, 26)
    set_sp(state, charles_university=(0, 1), praha=(0, 1))
    rolls(state, 1, 1)
    operations.support_check(state, COM, "charles_university", 2)
    operations.support_check(state, COM, "praha", 2)  # Bureaucrat: no VP
    assert state["vp"] == 1 and 26 in state["lasting"]


def test_card_030_D89_7_tear_gas_plus_one_once():
    state = event_position(COM, 30)
    play_event(state, COM, 30)
    assert _drm(state, COM, "charles_university") == 1 and _drm(state, COM, "praha") == 0
    assert _drm(state, DEM, "charles_university") == 0
    set_sp(state, charles_university=(0, 1))
    rolls(state, 1)
    operations.support_check(state, COM, "charles_university", 2)
    assert 30 in state["removed"] and _drm(state, COM, "charles_university") == 0


def test_card_039_D89_7_eco_glasnost_ruse_and_vp():
    state = event_position(DEM, 39)
    play_event(state, DEM, 39)
    assert _sp(state, "ruse") == (0, 4)
    rolls(state, 1, 1)
    operations.support_check(state, COM, "ruse", 2)
    operations.support_check(state, DEM, "ruse", 2)  # only the Communist's checks score
    assert state["vp"] == 1


def test_card_063_D89_6_1_3_genscher_one_op_in_com_controlled_east_germany():
    state = event_position(DEM, 63, turn=4)
    set_sp(state, leipzig=(4, 1), gdansk=(4, 1))
    play_event(state, DEM, 63)
    assert operations.placement_cost(state, "leipzig", DEM) == 1
    assert operations.placement_cost(state, "gdansk", DEM) == 2  # not East Germany
    frame = {"ops": 1, "eligible": ["gdansk", "leipzig"], "side": DEM}
    assert operations.affordable(state, frame) == ["leipzig"]
    events.expire_turn_effects(state)
    assert operations.placement_cost(state, "leipzig", DEM) == 2


def test_card_065_D89_4_5_1_presidential_visit_seven_cards_once():
    state = event_position(DEM, 65, turn=4)
    play_event(state, DEM, 65)
    assert 65 in state["lasting"]
    state["hands"] = {COM: [], DEM: []}
    state["stack"] = [{"name": "turn", "step": "advance", "placements": [], "next_ar": 0}]
    state["round"] = 8
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert len(state["hands"][COM]) == 7 and len(state["hands"][DEM]) == 8
    assert 65 in state["removed"]


def test_card_099_D89_7_ligachev_unless_gorbachev_next_round():
    state = blank(turn=8)
    give(state, COM, 99, 1)
    give(state, DEM, 19, 14)
    start_round(state, COM)
    act(state, COM, ["card", 99], ["mode", "event"])
    assert 99 in state["lasting"]
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert state["vp"] == -3 and 99 in state["removed"]
    state = blank(turn=8)
    give(state, COM, 99, 1)
    give(state, DEM, 19, 14)
    start_round(state, COM)
    act(state, COM, ["card", 99], ["mode", "event"])
    act(state, DEM, ["card", 14], ["mode", "event"])
    act(state, DEM, ["done"])  # no check: the card play ends
    assert state["vp"] == 0 and 99 in state["removed"]


def test_hooked_cards_register_with_their_core_hook():
    needs = {9: "CHECK_TRIGGERS", 13: "PLAYABLE_FILTERS", 26: "CHECK_TRIGGERS",
             30: "CHECK_TRIGGERS",
             39: "CHECK_TRIGGERS", 63: "PLACEMENT_COSTS", 65: "HAND_SIZE_MODIFIERS",
             99: "CARD_PLAY_HOOKS"}
    assert set(needs) == set(events_hooked.HOOKED_CARDS)
    for card, hook in needs.items():
        assert card in events.IMPLEMENTED and card in getattr(events, hook), card


def test_card_013_D89_7_stasi_democrat_shows_then_plays_that_card():
    state = blank()
    give(state, COM, 13, 1, 12)
    give(state, DEM, 19, 4, 7)
    start_round(state, COM)
    act(state, COM, ["card", 13], ["mode", "event"])
    assert 13 in state["lasting"]
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert top(state)["name"] == "stasi_reveal"
    assert legal(state, DEM) == [["card", 4], ["card", 7]]
    act(state, DEM, ["card", 7])
    assert logged(state, "dof.log.stasi_reveal")[0]["card"] == {"t": "dof.card.7"}
    act(state, COM, ["card", 1], ["mode", "ops"], ["use", "place"], ["done"])
    assert legal(state, DEM) == [["card", 7]]  # only the card he showed


def test_card_013_D89_7_stasi_nothing_to_show_after_the_last_round():
    state = blank()
    give(state, COM, 13, 1)
    give(state, DEM, 19, 4, 7)
    start_round(state, COM)
    act(state, COM, ["card", 13], ["mode", "event"])
    state["round"] = 7  # the Democrat's 7th action round: no next round this turn
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert top(state)["name"] != "stasi_reveal"

