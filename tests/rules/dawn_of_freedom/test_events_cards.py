"""Issue #6: events that move strategy cards (cards/events_cards.py)."""

from game.rules.dawn_of_freedom.common import COM, DEM

from .events_helpers import cards, event_position, play_event  # noqa: F401
from .helpers import act, give, legal, logged, rolls, set_sp, top


def _sp(state, space):
    return state["sp"][space][COM], state["sp"][space][DEM]


def test_card_006_D89_5_3_X1_brought_in_for_questioning_com_event_only():
    state = event_position(COM, 6, filler=19)  # DEM holds only Papal Visit (a DEM event)
    give(state, COM, 1)  # keeps the turn going after the Democrat forfeits
    play_event(state, COM, 6)
    assert 19 in state["discard"] and 19 not in state["hands"][DEM]
    assert 19 not in state["events_played"] and top(state)["side"] == COM
    state = event_position(COM, 6, filler=12)  # a Communist event in the Democrat's hand
    give(state, COM, 1)
    play_event(state, COM, 6)
    assert top(state)["name"] == "place_direct" and top(state)["side"] == COM
    assert 12 in state["removed"] and 12 in state["events_played"]


def test_card_071_D89_5_3_X2_kiss_of_death_scoring_card_struggle():
    state = event_position(DEM, 71, turn=4, filler=12)
    play_event(state, DEM, 71)
    assert 12 in state["discard"]  # a Communist event: nothing happens
    state = event_position(DEM, 71, turn=4, filler=22)  # Poland Scoring
    play_event(state, DEM, 71)
    assert logged(state, "dof.log.struggle") == [{"country": "poland", "side": DEM}]


def test_card_075_D89_7_exit_visas_discard_and_redraw():
    state = event_position(DEM, 75, turn=4)
    give(state, DEM, 4, 7, 22)
    play_event(state, DEM, 75)
    assert ["discard", 22] not in legal(state, DEM)  # Scoring cards stay
    act(state, DEM, ["discard", 4], ["discard", 7])
    assert top(state)["count"] == 2
    act(state, DEM, ["done"])
    hand = state["hands"][DEM]
    assert len(hand) == 3 and 22 in hand and {4, 7} <= set(state["discard"])


def test_card_020_D89_7_deutsche_marks_event_or_operations():
    state = event_position(COM, 20, filler=12)  # Apparatchiks (COM event, 2 Ops)
    give(state, DEM, 4)  # Michnik, 1 Op
    play_event(state, COM, 20)
    assert legal(state, DEM) == [["card", 12]]  # highest Ops only
    act(state, DEM, ["card", 12])
    assert top(state)["name"] == "place_direct" and top(state)["side"] == COM
    assert 12 in state["removed"]
    state = event_position(COM, 20, filler=31)  # Intelligentsia: DEM event, 2 Ops
    play_event(state, COM, 20)
    act(state, DEM, ["card", 31])
    assert ["mode", "ops"] in legal(state, COM)
    act(state, COM, ["mode", "ops"], ["use", "place"])
    assert top(state)["ops"] == 2
    act(state, COM, ["done"])
    assert 31 in state["discard"] and state["events_played"] == [20]


def test_card_036_D89_7_dash_for_the_west_roll_and_discard_event():
    state = event_position(DEM, 36)
    set_sp(state, berlin=(3, 0), leipzig=(3, 0))
    rolls(state, 2)  # not higher than 2
    play_event(state, DEM, 36)
    assert state["vp"] == 0
    state = event_position(DEM, 36)
    state["discard"] += [34, 31, 12]
    state["deck"] = [c for c in state["deck"] if c not in (34, 31, 12)]
    rolls(state, 1)
    play_event(state, DEM, 36)
    assert state["vp"] == 1
    assert legal(state, DEM) == [["card", 34], ["done"]]  # 31 has no asterisk, 12 is COM
    act(state, DEM, ["card", 34])
    assert _sp(state, "eotvos_lorand_university") == (0, 5) and 34 in state["removed"]


def test_card_046_D89_11_3_goodbye_lenin_red_titles():
    state = event_position(DEM, 46, turn=4, filler=24)  # St. Nicholas Church (red title)
    give(state, COM, 12)
    play_event(state, DEM, 46)
    assert legal(state, DEM) == [["card", 24], ["done"]]
    act(state, DEM, ["card", 24])
    assert 24 in state["lasting"] and state["hands"][COM] == [12]
    state = event_position(DEM, 46, turn=4, filler=12)
    play_event(state, DEM, 46)
    assert legal(state, DEM) == [["done"]]
    act(state, DEM, ["done"])
    assert top(state)["name"] == "operations" and top(state)["card"] == 46


def test_card_067_D89_7_reformer_rehabilitated_needs_ts_lead():
    state = event_position(DEM, 67, turn=4)
    act(state, DEM, ["card", 67])
    assert ["mode", "event"] not in legal(state, DEM)
    state = event_position(DEM, 67, turn=4)
    state["ts"]["pos"][DEM] = 1
    state["discard"] += [21, 22, 12, 4]
    state["deck"] = [c for c in state["deck"] if c not in (21, 22, 12, 4)]
    play_event(state, DEM, 67)
    assert legal(state, DEM) == [["card", 4], ["card", 12]]  # no CEH, no Scoring card
    act(state, DEM, ["card", 12])  # a COM event: the Communist carries it out
    assert top(state)["side"] == COM and top(state)["name"] == "place_direct"


def test_card_089_D89_7_domino_theory_plays_a_discarded_scoring_card():
    state = event_position(DEM, 89, turn=8)
    state["power"]["poland"] = state["power"]["hungary"] = DEM
    act(state, DEM, ["card", 89])
    assert ["mode", "event"] not in legal(state, DEM)  # no Scoring card discarded
    state = event_position(DEM, 89, turn=8)
    state["power"]["poland"] = state["power"]["hungary"] = DEM
    state["deck"].remove(42)
    state["discard"].append(42)
    play_event(state, DEM, 89)
    act(state, DEM, ["card", 42])
    assert logged(state, "dof.log.struggle") == [{"country": "east_germany", "side": DEM}]
    assert state["ps"]["initiator"] == DEM and 42 not in state["discard"]  # struggle running


def test_card_044_D89_7_inflationary_currency_block_or_check():
    state = event_position(DEM, 44, turn=4, filler=28)  # COM holds a 3-Ops card
    set_sp(state, budapest=(3, 0))
    play_event(state, DEM, 44)
    act(state, DEM, ["country", "hungary"], ["space", "budapest"], ["space", "budapest"])
    assert legal(state, COM) == [["discard", 28], ["done"]]
    act(state, COM, ["discard", 28])
    assert 28 in state["discard"] and top(state)["side"] == COM  # no check: COM's round
    state = event_position(DEM, 44, turn=4, filler=12)  # only 2 Ops: cannot block
    set_sp(state, budapest=(3, 0))
    play_event(state, DEM, 44)
    act(state, DEM, ["country", "hungary"], ["space", "budapest"], ["space", "budapest"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "hungary"


def test_card_020_D89_ENG_03_deutsche_marks_choice_hides_the_hand():
    from game.rules.dawn_of_freedom import RULES
    state = event_position(COM, 20, filler=12)
    give(state, DEM, 14)  # 4 Ops: the only highest card
    play_event(state, COM, 20)
    assert legal(state, DEM) == [["card", 14]]
    assert "14" not in str(RULES.view(state, 0)["stack"][-1])
