"""Issue #6: events that move strategy cards (cards/events_cards.py)."""

from game.games.dawn_of_freedom.rules.common import COM, DEM

from .events_helpers import both_hands_position, event_position, play_event
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
    assert legal(state, COM) == [["done"]]  # asked all the same (issue #33 point 3)
    act(state, COM, ["done"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "hungary"


def test_D89_issue33_inflationary_currency_always_asks_the_opponent():
    """Issue #33 point 3: whether the Communist is asked to block must not tell the Democrat
    whether he holds a non-Scoring card of 3+ Ops. With or without one, the Democrat sees the
    same after his last removal (who acts, the table's decision, his view and prompt); only
    the Communist's own options differ (Done is all he has without one)."""
    from game.engine.worlds import seen
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import seat_of

    shown, options = [], []
    for filler in (28, 12):  # with and without a card that can block
        state = event_position(DEM, 44, turn=4, filler=filler)
        set_sp(state, budapest=(3, 0))
        play_event(state, DEM, 44)
        act(state, DEM, ["country", "hungary"], ["space", "budapest"], ["space", "budapest"])
        shown.append(seen(RULES, state, seat_of(DEM)))
        assert RULES.active_seats(state) == [seat_of(COM)], filler
        options.append(legal(state, COM))
    assert shown[0] == shown[1]
    assert options == [[["discard", 28], ["done"]], [["done"]]]


def test_card_020_D89_ENG_03_deutsche_marks_choice_hides_the_hand():
    from game.games.dawn_of_freedom.rules import RULES
    state = event_position(COM, 20, filler=12)
    give(state, DEM, 14)  # 4 Ops: the only highest card
    play_event(state, COM, 20)
    assert legal(state, DEM) == [["card", 14]]
    assert "14" not in str(RULES.view(state, 0)["stack"][-1])


def test_card_015_D89_4_1_honecker_salvage():  # D89-4.1, D89-AMB-02
    state = both_hands_position(COM, 15)
    state["discard"] = [22, 19, 5]
    act(state, COM, ["card", 15], ["mode", "event"])
    assert legal(state, COM) == [["take", 5], ["take", 19], ["done"]]
    act(state, COM, ["take", 19])
    assert 19 in state["hands"][COM] and 15 in state["lasting"]


def test_card_015_D89_5_2_X3_modrow_forbids_honecker():  # D89-EC-18
    state = both_hands_position(DEM, 15)
    state["lasting"].append(83)
    act(state, DEM, ["card", 15], ["mode", "ops"], ["order", "event_first"],
        ["use", "place"], ["done"])
    assert 15 in state["discard"] and 15 not in state["lasting"]


def test_card_077_D89_7_samizdat_sets_a_card_aside_until_next_turn():
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import FRAMES
    state = event_position(DEM, 77, turn=4)
    give(state, DEM, 19, 23)  # Papal Visit and Hungary Scoring
    play_event(state, DEM, 77)
    assert legal(state, DEM) == [["aside", 19], ["done"]]  # never a Scoring card
    act(state, DEM, ["aside", 19])
    assert state["aside"][DEM] == [19] and 19 not in state["hands"][DEM]
    assert len(state["hands"][DEM]) == 2  # Hungary Scoring and the replacement
    assert RULES.view(state, 0)["aside"][DEM] == 1 and RULES.view(state, 1)["aside"][DEM] == [19]
    state["hands"][DEM].remove(23)
    state["stack"] = [{"name": "turn", "step": "deal", "placements": [], "next_ar": 0}]
    FRAMES.settle(state)
    assert 19 in state["hands"][DEM] and state["aside"][DEM] == []
    assert len(state["hands"][DEM]) == 8


def test_card_021_common_european_home_ops_without_the_opponent_event():
    state = event_position(COM, 21)
    give(state, COM, 31)  # a Democrat card with 2 Ops
    set_sp(state, warszawa=(1, 0))
    play_event(state, COM, 21)
    assert legal(state, COM) == [["card", 31]]
    act(state, COM, ["card", 31], ["use", "place"], ["space", "warszawa"], ["space", "warszawa"])
    assert state["sp"]["warszawa"][COM] == 3 and 31 not in state["events_played"]
    assert 31 in state["discard"] and 21 in state["discard"] and top(state)["side"] == DEM


def test_card_021_common_european_home_needs_an_opponent_card_and_ops_cost_a_vp():
    state = event_position(COM, 21)
    act(state, COM, ["card", 21])
    assert ["mode", "event"] not in legal(state, COM)  # no Democrat card in hand
    act(state, COM, ["mode", "ops"], ["use", "place"], ["done"])
    assert state["vp"] == 1  # the Democrat gains 1 VP



def test_D89_issue13_goodbye_lenin_reveal_is_an_undo_barrier():
    """Issue #13 point 6: showing the red cards (#46) ends undo. (Inflationary Currency, #44,
    no longer reveals anything: the Communist is always asked, issue #33 point 3.)"""
    from game.engine.rules import barrier_count

    state = event_position(DEM, 46, turn=4, filler=24)
    act(state, DEM, ["card", 46])
    before = barrier_count(state)
    act(state, DEM, ["mode", "event"])
    assert barrier_count(state) != before


def test_card_046_D89_11_3_goodbye_lenin_shown_cards_stay_in_determinized_worlds():
    """The red titles Goodbye Lenin! shows stay in the Communist hand in every world the
    Democrat's search or bot imagines while the choice is pending (they were re-dealt away,
    leaving a choice of cards the hand no longer held)."""
    import random

    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.bot import DawnBot
    from game.games.dawn_of_freedom.rules.common import seat_of

    state = event_position(DEM, 46, turn=4, filler=24)
    give(state, COM, 12)
    play_event(state, DEM, 46)
    for seed in range(20):
        world = RULES.determinize(state, seat_of(DEM), random.Random(seed))
        assert 24 in world["hands"][COM], seed
        assert RULES.legal_actions(world, seat_of(DEM)) == [["card", 24], ["done"]]
        act(world, DEM, ["card", 24])  # the pending choice still plays in the world
    bot = DawnBot(seed=3)
    assert 24 in bot._world(RULES, state, seat_of(DEM))["hands"][COM]
