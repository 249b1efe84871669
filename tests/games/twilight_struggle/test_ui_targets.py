"""Where a move is made (`Board.target_rects`, issue #38): every legal action of the acting
seat is lit somewhere, and a click there (a hand card, then its zone) makes exactly it; an
action not legal now is lit nowhere."""

import pytest

from tests.ui.lit_targets import walk_lit_targets

from .test_ui_board import top_is, two_humans


@pytest.mark.parametrize("seed", [3, 11])
def test_issue_38_every_legal_action_is_lit_and_a_click_there_makes_it(app, seed):
    """Issue #39.3 point 3: every kind of decision (headline, action round, events' choices,
    coups, realignments, the space race, scoring) reachable by its lit target."""
    table = two_humans(app, seed=seed)
    assert walk_lit_targets(app, table, seed + 2, 70) > 30


def test_an_action_not_legal_now_is_lit_nowhere(app):
    table = two_humans(app, top_is("action_round"))
    app.draw()
    board = table.board
    unplayable = [["coup", "iran"], ["mode", "space"], ["seal"], ["card", 999]]
    assert all(a not in table.legal for a in unplayable)
    assert [board.target_rects(a) for a in unplayable] == [[], [], [], []]


@pytest.mark.parametrize("seed, turn", [(3, 3), (6, 3), (20, 3)])
def test_issue_39_3_mid_game_every_legal_action_is_lit_and_a_click_there_makes_it(
        app, seed, turn):
    """The same from positions random moves reached later in the game (other events,
    realignments, the later space race boxes, scoring cards)."""
    table = two_humans(app, until=lambda state: state["turn"] >= turn, seed=seed)
    assert walk_lit_targets(app, table, seed, 70) > 30
