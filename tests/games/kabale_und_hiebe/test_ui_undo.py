"""Undo from the End-turn confirm leads somewhere (issue #34 point 4): the placement that
waited for "End turn" is dropped, the picked card stays picked with its columns lit, and no
click can leave it raised with nothing lit (a click on it takes it back)."""

from game.engine.session import SeatInfo, Session
from tests.games.kabale_und_hiebe.test_ui_table import drag
from tests.ui.conftest import click, open_table, spy

GAME = "kabale_und_hiebe"


def undone_placement(app):
    """Two humans, confirm moves on: a card dragged onto column 1, then Undo clicked."""
    app.settings.confirm_moves = True
    table = open_table(app, Session.new(GAME, 3, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")]))
    board = table.board
    card, rect = board.hand_rects[-1]
    drag(app, rect.center, board.column_rects[0].center)
    assert table.held == ["column", 0]
    click(app, table.undo_button.rect.center)
    assert table.held is None and table.view["selected"] == card
    assert sorted(board.drag.lit_targets()) == [0, 1]
    return table, card


def test_after_undo_a_click_beside_the_columns_keeps_them_lit_and_a_column_places(app):
    table, card = undone_placement(app)
    board = table.board
    click(app, (board.rect.left + 10, board.rect.top + 10))  # nothing there
    assert sorted(board.drag.lit_targets()) == [0, 1]
    click(app, board.column_rects[1].center)
    assert table.held == ["column", 1]
    seat = table.acting
    click(app, table.end_turn_button.rect.center)
    assert table.session.actions[-1] == [seat, ["column", 1]]


def test_after_undo_a_click_on_the_raised_card_takes_it_back(app):
    table, card = undone_placement(app)
    board = table.board
    sent = spy(table)
    click(app, dict(board.hand_rects)[card].center)
    assert sent == [["unselect"]] and table.view["selected"] is None
    assert board.drag.selected is None and not board.drag.lit_targets()
    click(app, dict(board.hand_rects)[card].center)  # picked again: lit again
    assert sorted(board.drag.lit_targets()) == [0, 1]
    click(app, board.column_rects[1].center)
    assert sent[1:] == [["card", card]] and table.held == ["column", 1]


def test_kh_issue34_8_a_held_placement_lies_in_its_column_pending_not_in_the_hand(app):
    """The placement waiting for "End turn" is drawn made (the pending view, from worlds the
    placer cannot tell apart): the card in its column, gone from the hand; Undo puts it back."""
    app.settings.confirm_moves = True
    table = open_table(app, Session.new(GAME, 3, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")]))
    board, seat = table.board, table.viewer
    card, rect = board.hand_rects[-1]
    column = table.view["columns"][0]["slots"]
    drag(app, rect.center, board.column_rects[0].center)
    assert table.held == ["column", 0]
    assert table.session.view(seat)["columns"][0]["slots"] == column, "not made yet"
    assert [s["card"] for s in table.view["columns"][0]["slots"]][len(column):] == [card]
    assert card not in dict(board.hand_rects)
    click(app, table.undo_button.rect.center)
    assert card in dict(board.hand_rects) and table.view["columns"][0]["slots"] == column
