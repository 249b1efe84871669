"""A move is on screen before its reveal check runs (issue #34 point 6): whether Undo may take
a move back asks 8 worlds (engine/worlds.reveals, about a frame's time in Twilight Struggle),
so the table offers Undo at once and checks once the frame is flipped; Undo itself always
checks (issue #33 point 2)."""

from game.engine import session as session_module
from game.engine.session import SeatInfo, Session
from tests.ui.conftest import open_table


def test_issue_34_6_the_reveal_check_runs_after_the_frame_that_shows_the_move(app,
                                                                            monkeypatch):
    # 1989 set-up: the Communist places Support Points one at a time, each a move of his.
    table = open_table(app, Session.new("dawn_of_freedom", 3, 2,
                                        seats=[SeatInfo("Ada"), SeatInfo("Ben", "rule")]))
    app.step(0.0)
    assert table.acting == 0
    checks = []
    monkeypatch.setattr(session_module, "reveals",
                        lambda *args: checks.append(args) or True)  # as if it showed a die
    drawn = []
    real_draw = app.draw
    monkeypatch.setattr(app, "draw", lambda: (drawn.append(len(checks)), real_draw())[1])
    table.submit(table.legal[0])
    assert table.acting == 0 and checks == []  # the move is made, the worlds not yet asked
    assert table.undo_button.enabled
    app.dirty = True  # as the click that made it
    app.step(0.0)
    assert drawn == [0]  # the frame showing the move came before the check
    assert len(checks) == 1 and not table.undo_button.enabled
    assert app.stack.changed  # and the next frame shows Undo disabled
    app.step(0.0)
    assert len(checks) == 1  # asked once a move


def test_undo_checks_even_when_clicked_before_the_check_ran(app, monkeypatch):
    table = open_table(app, Session.new("dawn_of_freedom", 3, 2,
                                        seats=[SeatInfo("Ada"), SeatInfo("Ben", "rule")]))
    app.step(0.0)
    monkeypatch.setattr(session_module, "reveals", lambda *args: True)
    table.submit(table.legal[0])
    moves = len(table.session.actions)
    table.undo()  # in the same frame: the check runs now and refuses
    assert len(table.session.actions) == moves and not table.undo_button.enabled
