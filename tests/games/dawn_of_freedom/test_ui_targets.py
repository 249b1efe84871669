"""Issue #38.4: the board says where each action's lit target is (`Board.target_rects`), and
a click there makes exactly that action; an action with nothing lit has no target."""

import random

import pytest

from game.engine.session import SeatInfo, Session
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from tests.games.dawn_of_freedom.test_ui_board import (
    at_action_round,
    at_operations,
    card_for,
    table_for,
)
from tests.playout import play_session
from tests.ui.conftest import click, spy
from tests.ui.lit_targets import walk_lit_targets


def test_issue_38_d89_3_a_lit_space_is_the_target_and_a_click_there_places(app):
    table = table_for(app)
    board = table.board
    app.draw()
    lit = sorted(board.lit_spaces())
    unlit = next(s for s in board.spaces if s not in lit)
    assert board.target_rects(["space", unlit]) == []
    rects = board.target_rects(["space", lit[0]])
    assert len(rects) == 1 and board.viewport.contains(rects[0])
    sent = spy(table)
    click(app, rects[0].center)
    assert sent == [["space", lit[0]]]


def test_issue_38_d89_5_the_zone_is_a_target_only_while_the_card_is_held(app):
    table, board = at_action_round(app)
    card = card_for(table, "ops")
    app.draw()
    assert board.target_rects(["mode", "ops"]) == []  # no card picked up: no zone lit
    sent = spy(table)
    click(app, board.target_rects(["card", card])[0].center)
    assert sent == [] and board.drag.selected == card
    assert board.target_rects(["mode", "ops"]) == [board.zone_rect("zone_ops")]
    for mode in ("event", "tiananmen"):  # lit exactly when the card may go there
        lit = board.zone_rect(f"zone_{mode}") in board.drag.lit_targets().values()
        assert bool(board.target_rects(["mode", mode])) == lit
    click(app, board.target_rects(["mode", "ops"])[0].center)
    assert sent == [["card", card], ["mode", "ops"]]


def test_issue_38_d89_6_0_a_strip_button_is_the_target_of_its_action(app):
    table, board = at_operations(app)
    rects = board.target_rects(["use", "place"])
    assert len(rects) == 1
    assert board.target_rects(["use", "no such use"]) == []
    sent = spy(table)
    click(app, rects[0].center)
    assert sent == [["use", "place"]]


def two_humans_at(app, seed: int, turn: int):
    """Two humans at a table where random moves reached `turn` (confirm_moves off)."""
    app.push(TitleScene(app))
    session = Session.new("dawn_of_freedom", seed, 2, seats=[SeatInfo("Red"), SeatInfo("Blue")])
    play_session(session, random.Random(seed), until=lambda state: state["turn"] >= turn)
    assert not session.is_over()
    table = open_session(app, session)
    return table


@pytest.mark.parametrize("seed, turn", [(3, 1), (9, 3), (13, 6)])
def test_issue_39_3_d89_every_legal_action_is_lit_and_a_click_there_makes_it(app, seed, turn):
    """Set-up, action rounds, events' choices, Power Struggles (cards, raise, suits,
    surrender), support checks, Tiananmen Square, scoring: every legal action of the acting
    seat has a lit target and a click there makes it. A struggle's result covers the map
    until Continue, as a player must."""
    table = two_humans_at(app, seed, turn)
    struggle = table.board.struggle

    def continue_past_results() -> None:
        if struggle.mode() == "result" and not struggle.final:
            app.draw()
            click(app, struggle.continue_button.rect.center)

    assert walk_lit_targets(app, table, seed, 80, continue_past_results) > 30
