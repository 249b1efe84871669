"""Where a move is made (`Board.target_rects`, issue #38): every legal action of the acting
seat is lit somewhere, and a click there (a hand card, then its zone) makes exactly it; an
action not legal now is lit nowhere."""

import random

from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from game.ui.widgets.lookahead import legal_after
from tests.ui.conftest import click, spy

from .test_ui_board import top_is, two_humans


def settle(app) -> None:
    """A "sure?" answered yes, a handoff confirmed, the result panels left as they are."""
    for _ in range(4):
        top = app.stack.top
        if isinstance(top, Dialog):
            top.buttons[0].on_click()
        elif isinstance(top, HandoffScene):
            top.ready()
        else:
            return
        app.step(0.0)


def click_target(app, table, action) -> None:
    app.draw()
    rects = table.board.target_rects(action)
    assert rects, f"{action} is legal but not lit"
    click(app, rects[0].center)


def test_issue_38_every_legal_action_is_lit_and_a_click_there_makes_it(app):
    table = two_humans(app)
    rng = random.Random(5)
    sent = spy(table)
    for _ in range(70):
        settle(app)
        if table.session.is_over() or table.acting is None:
            break
        app.draw()
        for action in table.legal:  # all of them lit, one of them made
            assert table.board.target_rects(action), f"{action} is legal but not lit"
        action = rng.choice(table.legal)
        made = len(sent)
        click_target(app, table, action)
        if action[0] in ("card", "pick") and len(sent) == made:  # picked up: now its zone
            second = rng.choice([a for a in legal_after(table, action)
                                 if a[0] in ("mode", "seal")])
            click_target(app, table, second)
            action = [action, second]
        else:
            action = [action]
        settle(app)
        assert sent[made:made + len(action)] == action


def test_an_action_not_legal_now_is_lit_nowhere(app):
    table = two_humans(app, top_is("action_round"))
    app.draw()
    board = table.board
    unplayable = [["coup", "iran"], ["mode", "space"], ["seal"], ["card", 999]]
    assert all(a not in table.legal for a in unplayable)
    assert [board.target_rects(a) for a in unplayable] == [[], [], [], []]
