"""KH-3 sequence of play and KH-4 immediate abilities, from hand-built positions."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.types import IllegalAction
from game.games.kabale_und_hiebe.rules import RULES

from .helpers import cards_of, column, play, position, slot

HAND = ["king", "queen", "page"]


def three_columns(*cols):
    filler = [column("music_5"), column("trade_5"), column("religion_5")]
    return list(cols) + filler[len(cols):]


def test_KH_3_3_placing_turns_up_the_card_above_then_draws_and_passes_the_turn():
    state = position(3, three_columns(column("music_5", slot(1, "queen", up=False))),
                     [HAND, HAND, HAND], decks=[["beggar"], [], []])
    play(state, 0, "king", 0)
    col = state["columns"][0]
    assert cards_of(col) == [(1, "queen"), (0, "king")]
    assert col["slots"][0]["up"] and not col["slots"][1]["up"]
    assert sorted(state["hands"][0]) == ["beggar", "page", "queen"]
    assert state["turn"] == 1 and RULES.active_seats(state) == [1]


def test_KH_3_3_picking_a_card_is_one_undoable_step_and_play_is_mandatory():
    state = position(2, three_columns()[:2], [HAND, HAND])
    assert sorted(RULES.legal_actions(state, 0)) == [["card", c] for c in sorted(HAND)]
    RULES.apply(state, 0, ["card", "page"])
    assert RULES.legal_actions(state, 0) == [["column", 0], ["column", 1], ["unselect"]]
    assert RULES.legal_actions(state, 1) == []
    RULES.apply(state, 0, ["unselect"])
    assert state["selected"] is None and sorted(state["hands"][0]) == sorted(HAND)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, ["card", "king"])


def test_KH_3_3_empty_draw_pile_is_refilled_from_the_shuffled_discards():
    state = position(2, three_columns()[:2], [HAND, HAND], decks=[[], []])
    state["discards"][0] = ["witch"]
    play(state, 0, "page", 0)
    assert "witch" in state["hands"][0] and state["discards"][0] == []


def test_KH_3_5_round_ends_once_every_column_is_fulfilled():
    state = position(2, [column("music_1", slot(1, "queen")), column("trade_2", slot(1, "page"))],
                     [HAND, HAND])
    play(state, 0, "king", 1)
    assert state["round"] == 2 and len(state["last_round"]) == 2
    assert state["won"] == [["trade_2"], ["music_1"]]  # king 20 > page 2
    # KH-5.4: every table card went to its owner's discard pile
    assert sorted(state["discards"][1]) == ["page", "queen"] and state["discards"][0] == ["king"]


def test_KH_3_4_a_fulfilled_column_still_takes_cards():
    state = position(2, [column("music_1", slot(1, "queen")), column("trade_5")], [HAND, HAND])
    play(state, 0, "page", 0)
    assert len(state["columns"][0]["slots"]) == 2 and state["round"] == 1


def test_KH_3_6_player_with_an_empty_hand_is_skipped():
    state = position(3, three_columns(), [HAND, HAND, []], decks=[[], [], []])
    play(state, 0, "page", 0)
    play(state, 1, "page", 1)
    assert state["turn"] == 0


def test_KH_5_5_next_round_starts_left_of_the_player_who_took_the_last_turn():
    state = position(3, [column("music_1", slot(0, "queen")), column("trade_1", slot(0, "king")),
                         column("religion_1")], [HAND, HAND, HAND], turn=1)
    play(state, 1, "page", 2)
    assert state["round"] == 2 and state["turn"] == 2


def test_KH_5_1_immediate_abilities_do_not_trigger_at_round_end():
    state = position(2, [column("music_2", slot(1, "king"), slot(0, "navigator", up=False)),
                         column("trade_1")], [HAND, HAND], turn=1)
    play(state, 1, "page", 1)
    first = state["last_round"][0]
    assert [s[1] for s in first["slots"]] == ["king", "navigator"] and first["winner"] == 1


def test_KH_8_1_the_game_ends_after_round_6_with_final_scores():
    state = position(2, [column("music_1", slot(0, "queen")), column("trade_1")], [HAND, HAND])
    state["round"] = 6
    state["won"] = [["alchemy_3a"], ["fencing_4"]]
    play(state, 0, "page", 1)
    assert RULES.is_over(state) and RULES.active_seats(state) == []
    result = RULES.result(state)
    assert result.scores == {0: 3 + 1 + 1, 1: 4} and result.winners == [0]
    assert i18n.text(RULES.progress(state)) == "Game over"


# -- KH-4.1 Navigator -------------------------------------------------------------------------

def test_KH_4_1_navigator_moves_to_the_next_column_and_reveals_there():
    state = position(3, three_columns(column("music_5", slot(1, "navigator", up=False)),
                                      column("trade_5", slot(2, "queen", up=False))),
                     [HAND, HAND, HAND])
    play(state, 0, "king", 0)
    assert cards_of(state["columns"][0]) == [(0, "king")]  # KH-4.1c: the revealer stays
    moved = state["columns"][1]["slots"]
    assert [(s["owner"], s["card"], s["up"], s["known"]) for s in moved] == [
        (2, "queen", True, False), (1, "navigator", False, True)]


def test_KH_4_1_navigator_wraps_from_the_rightmost_column_and_skips_closed_ones():
    state = position(3, [column("music_5", slot(2, "queen", up=False)),
                         column("trade_5", closed=True),
                         column("religion_5", slot(1, "navigator", up=False))],
                     [HAND, HAND, HAND])
    play(state, 0, "king", 2)
    assert cards_of(state["columns"][0]) == [(2, "queen"), (1, "navigator")]
    assert state["columns"][0]["slots"][0]["up"]


def test_KH_H1_a_navigator_moves_at_most_once_per_turn():
    state = position(3, [column("music_5", slot(1, "navigator", up=False)),
                         column("trade_5", slot(2, "navigator", up=False))],
                     [["navigator", "page", "king"]] * 3)
    play(state, 0, "navigator", 0)
    # 1 moves to column 2, revealing 2's, which moves to column 1 and reveals 0's; 0's moves
    # to column 2 and reveals 1's again: it has moved already, so it stays face up
    assert cards_of(state["columns"][0]) == [(2, "navigator")]
    assert cards_of(state["columns"][1]) == [(1, "navigator"), (0, "navigator")]
    assert state["columns"][1]["slots"][0]["up"]


# -- KH-4.2 Assassin, KH-4.3 Storm -----------------------------------------------------------------

def test_KH_4_2_assassin_removes_revealing_card():
    state = position(2, [column("music_5", slot(1, "assassin", up=False)), column("trade_5")],
                     [HAND, HAND])
    play(state, 0, "king", 0)
    assert cards_of(state["columns"][0]) == [(1, "assassin")]
    assert state["discards"][0] == ["king"]
    play(state, 1, "page", 0)  # a card under a face-up Assassin is safe
    assert cards_of(state["columns"][0]) == [(1, "assassin"), (1, "page")]


def test_KH_4_2_assassin_also_kills_an_arriving_navigator():
    state = position(2, [column("music_5", slot(1, "navigator", up=False)),
                         column("trade_5", slot(1, "assassin", up=False))], [HAND, HAND])
    play(state, 0, "king", 0)
    assert cards_of(state["columns"][1]) == [(1, "assassin")]
    assert state["discards"][1] == ["navigator"]


def test_KH_4_3_storm_fulfils_and_closes_its_column():
    state = position(2, [column("music_5", slot(1, "storm", up=False)), column("trade_5")],
                     [HAND, HAND])
    play(state, 0, "king", 0)
    assert state["columns"][0]["closed"]
    RULES.apply(state, 1, ["card", "page"])
    assert RULES.legal_actions(state, 1) == [["column", 1], ["unselect"]]


# -- KH-4.4 Cloak ---------------------------------------------------------------------------------

def test_KH_4_4_cloak_owner_hides_a_hand_card_under_it_and_draws():
    state = position(2, [column("music_5", slot(1, "cloak", up=False)), column("trade_5")],
                     [HAND, ["romeo", "witch", "page"]], decks=[["beggar"], ["dragon"]])
    play(state, 0, "king", 0)
    assert RULES.active_seats(state) == [1]
    assert sorted(RULES.legal_actions(state, 1)) == [["hide", "page"], ["hide", "romeo"],
                                                   ["hide", "witch"]]
    assert RULES.prompt(state, 1).key == "kh.prompt.cloak"
    RULES.apply(state, 1, ["hide", "romeo"])
    assert state["columns"][0]["slots"][0]["hidden"] == "romeo"
    assert sorted(state["hands"][1]) == ["dragon", "page", "witch"]
    assert "beggar" in state["hands"][0] and state["turn"] == 1
    assert len(state["columns"][0]["slots"]) == 2  # KH-H4: the hidden card shares the slot


def test_KH_4_4_cloak_with_an_empty_hand_does_nothing():
    state = position(2, [column("music_5", slot(1, "cloak", up=False)), column("trade_5")],
                     [HAND, []], decks=[[], []])
    play(state, 0, "king", 0)
    assert state["columns"][0]["slots"][0]["hidden"] is None and state["turn"] == 0


# -- KH-4.5 Traitor --------------------------------------------------------------------------------

def test_KH_4_5_traitor_owner_may_swap_goal_cards():
    state = position(3, three_columns(column("music_5", slot(2, "traitor", up=False))),
                     [HAND, HAND, HAND])
    play(state, 0, "king", 0)
    assert RULES.active_seats(state) == [2]
    assert sorted(RULES.legal_actions(state, 2)) == [["keep"], ["swap", 1], ["swap", 2]]
    RULES.apply(state, 2, ["swap", 2])
    assert [c["goal"] for c in state["columns"]] == ["religion_5", "trade_5", "music_5"]
    assert state["turn"] == 1


def test_KH_4_5_traitor_may_keep_the_goals():
    state = position(2, [column("music_5", slot(1, "traitor", up=False)), column("trade_5")],
                     [HAND, HAND])
    play(state, 0, "king", 0)
    RULES.apply(state, 1, ["keep"])
    assert [c["goal"] for c in state["columns"]] == ["music_5", "trade_5"]


def test_KH_4_5_swap_that_fulfils_every_column_ends_the_round_after_the_draw():
    full = [slot(1, c) for c in ("queen", "witch", "page", "romeo")]
    state = position(2, [column("agriculture_4", slot(1, "traitor", up=False)),
                         column("music_1", *full)], [HAND, HAND], decks=[["beggar"], []])
    play(state, 0, "king", 0)
    assert state["round"] == 1
    RULES.apply(state, 1, ["swap", 1])
    assert state["round"] == 2 and "beggar" in state["hands"][0]
    assert [r["goal"] for r in state["last_round"]] == ["music_1", "agriculture_4"]
