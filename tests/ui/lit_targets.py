"""Play a table by clicks on the lit targets the board names (`Board.target_rects`, issue
#38): at every step each legal action of the acting seat must be lit somewhere, and a click
there (a hand card, then the zone it lights) must make exactly it. The map games' tests of
issue #39.3 point 3 walk many random positions with it."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from game.ui.widgets.lookahead import legal_after
from tests.ui.conftest import click, spy

PICK_UP = ("card", "pick")  # a click on a hand card picks it up; its zone makes the next step
DROP = ("mode", "seal")  # what a zone makes for the card held


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


def walk_lit_targets(app, table, seed: int, moves: int,
                     before: Callable[[], None] = lambda: None) -> int:
    """`moves` random moves made by clicks on their targets; `before` clears what a player
    must close first (a struggle's result). Returns the moves made."""
    rng = random.Random(seed)
    sent = spy(table)
    for made_moves in range(moves):
        settle(app)
        before()
        if table.session.is_over() or table.acting is None:
            return made_moves
        app.draw()
        for action in table.legal:  # all of them lit, one of them made
            assert table.board.target_rects(action), f"{action} is legal but not lit"
        action = rng.choice(table.legal)
        made = len(sent)
        click_target(app, table, action)
        if action[0] in PICK_UP and len(sent) == made:  # picked up: now its zone
            second = rng.choice([a for a in legal_after(table, action) if a[0] in DROP])
            click_target(app, table, second)
            action = [action, second]
        else:
            action = [action]
        settle(app)
        assert sent[made:made + len(action)] == action, (sent[made:], action)
    return moves
