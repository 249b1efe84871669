"""Issue #19 point 8: the 1989 board's tooltips are drawn above everything, never over the
buttons just offered, and gone when stale (after a click, a card zoom or a handoff)."""

import pygame

from game.engine.session import SeatInfo, Session
from game.ui.boards import map_board
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets.cards import place_tooltip
from tests.games.dawn_of_freedom.test_ui_board import at_action_round, at_operations, motion
from tests.ui.conftest import click


def record_tips(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every tooltip drawn, with the box it was drawn in."""
    tips = []
    real = map_board.draw_tooltip

    def recording(surface, text, pos, width=300, **kw):
        box = real(surface, text, pos, width, **kw)
        tips.append((text, box))
        return box

    monkeypatch.setattr(map_board, "draw_tooltip", recording)
    return tips


def test_issue_19_8_a_cards_tooltip_never_covers_the_buttons_just_offered(app, monkeypatch):
    table, board = at_operations(app)
    assert board.buttons
    tips = record_tips(monkeypatch)
    card_rect = next(r for r, _ in board.visible_cards
                     if r.colliderect(board.zone_rect("zone_ops")))
    for pos in (card_rect.center, card_rect.topleft, (card_rect.right - 2, card_rect.top + 2)):
        motion(app, pos)
        app.draw()
        text, box = tips[-1]
        assert text.startswith(board.card_at(pos).title)
        assert all(not box.colliderect(b.rect) for b in board.buttons), (pos, box)
        assert not box.collidepoint(pos)
        assert box.bottom <= board.rect.bottom  # the prompt bar below stays readable


def test_issue_19_8_the_tooltip_is_drawn_after_the_log_panel(app, monkeypatch):
    table, board = at_action_round(app)
    order = []
    monkeypatch.setattr(table.log, "draw", lambda surface: order.append("log"))
    monkeypatch.setattr(map_board, "draw_tooltip",
                        lambda surface, text, pos, width=300, **kw: order.append("tip"))
    motion(app, board.space_rect("berlin").center)
    app.draw()
    assert order == ["log", "tip"]


def test_issue_19_8_no_tooltip_after_a_click_until_the_pointer_moves(app, monkeypatch):
    table, board = at_action_round(app)
    tips = record_tips(monkeypatch)
    space = board.space_rect("berlin").center
    motion(app, space)
    app.draw()
    assert tips
    tips.clear()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=space, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=space, button=1))
    app.draw()
    assert tips == []
    motion(app, (space[0] + 1, space[1]))
    app.draw()
    assert tips


def test_issue_19_8_no_tooltip_under_or_after_a_card_zoom(app, monkeypatch):
    table, board = at_action_round(app)
    tips = record_tips(monkeypatch)
    _, rect = board.hand_rects[0]
    motion(app, rect.center)
    app.draw()
    assert tips
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, ZoomScene)
    tips.clear()
    app.draw()
    assert tips == []  # not drawn under the zoom
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.draw()
    assert app.stack.top is table and tips == []  # nor left behind once it closes


def test_issue_19_8_no_tooltip_left_over_after_a_handoff(app, monkeypatch):
    app.push(TitleScene(app))
    table = open_session(app, Session.new("dawn_of_freedom", 4, 2,
                                          seats=[SeatInfo("Red"), SeatInfo("Blue")]))
    app.stack.top.ready()
    app.draw()
    tips = record_tips(monkeypatch)
    board = table.board
    motion(app, board.space_rect("berlin").center)
    app.draw()
    assert tips
    for _ in range(200):  # the first seat plays on until the laptop changes hands
        if isinstance(app.stack.top, HandoffScene):
            break
        table.submit(table.session.legal_actions(table.acting)[0])
    tips.clear()
    app.draw()
    assert tips == []  # nothing over the handoff
    app.stack.top.ready()
    app.draw()
    assert tips == []  # nor for the next player, who has not pointed at anything yet


def test_a_tooltip_avoids_the_pointer_and_the_rects_it_must_not_cover():
    bounds = pygame.Rect(0, 0, 800, 600)
    buttons = [pygame.Rect(500, 380, 120, 32), pygame.Rect(630, 380, 120, 32)]
    box = place_tooltip((320, 150), (560, 500), bounds, buttons)
    assert bounds.contains(box) and box.collidelist(buttons) < 0
    assert not box.collidepoint((560, 500))
