"""Issue #39.3: every button has a shortcut. Kabale und Hiebe's action buttons (an ability's
choice, keep, …) take 1, 2, … in their order, shown as caps, and the number presses one."""

import random

import pygame

from game.engine.session import SeatInfo, Session
from tests.ui.conftest import key, open_table, spy


def test_issue_39_3_kh_action_buttons_are_pressed_by_their_numbers(app):
    rand = random.Random(5)
    for seed in range(40):
        session = Session.new("kabale_und_hiebe", seed, 2,
                              seats=[SeatInfo("Ada"), SeatInfo("Ben")])
        table = open_table(app, session)
        for _ in range(200):
            app.draw()
            board = table.board
            if board.buttons and table.acting is not None:
                assert [b.shortcut for b in board.buttons] == [
                    pygame.K_1 + i for i in range(len(board.buttons))]
                verb = board.button_verbs[0][1]
                sent = spy(table)
                key(app, board.buttons[0].shortcut)
                assert sent and sent[0][0] == verb
                return
            if session.is_over():
                break
            seat = session.active_seats()[0]
            session.submit(seat, rand.choice(session.legal_actions(seat)))
            table.after_change()
        app.stack.clear()
    raise AssertionError("no position with Kabale und Hiebe action buttons was reached")
