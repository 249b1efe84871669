"""Issue #19 point 17: the card zoom closes on Esc (and only the zoom), and its text keeps a
margin from the card's edge."""

import pygame

from game.games.dawn_of_freedom.board import draw as art
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets.cards import render_card
from tests.games.dawn_of_freedom.test_ui_board import at_action_round
from tests.ui.conftest import click, key


def test_issue_19_17_esc_closes_the_card_zoom_and_nothing_else(app):
    table, board = at_action_round(app)
    click(app, board.hand_rects[0][1].center, button=3)
    assert isinstance(app.stack.top, ZoomScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table  # not the pause menu as well
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_issue_19_17_a_zoomed_cards_text_keeps_a_margin(app):
    width, height = 360, 504  # the zoom's size in a 720-pixel-high window
    card = render_card(art.card_face(3), width, height)
    band = int(height * 0.2)
    margin = width // 20
    for x in range(3, margin):  # inside the border, left of where any text may start
        for y in range(band + 4, height - width // 14 - 4):  # above the rounded corner
            r, g, b, a = card.get_at((x, y))
            assert min(r, g, b) > 150, (x, y)  # paper, no ink
