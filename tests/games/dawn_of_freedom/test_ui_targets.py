"""Issue #38.4: the board says where each action's lit target is (`Board.target_rects`), and
a click there makes exactly that action; an action with nothing lit has no target."""

from tests.games.dawn_of_freedom.test_ui_board import (
    at_action_round,
    at_operations,
    card_for,
    table_for,
)
from tests.ui.conftest import click, spy


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
