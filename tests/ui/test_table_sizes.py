"""Every playable game's table survives odd window sizes mid-game: it draws, the board stays
inside the window and its buttons stay on screen (bad input loses nothing)."""

import pygame
import pytest

from game.engine import registry
from game.ui.scenes.build import sample_session
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene

SIZES = [(640, 480), (801, 561), (1280, 800), (2560, 1440), (1000, 1400)]


@pytest.mark.parametrize("game", [e.id for e in registry.CATALOG if e.module])
def test_table_draws_at_odd_window_sizes(app, game):
    app.push(TitleScene(app))
    table = open_session(app, sample_session(game, None, 5, 40, humans=1))
    for size in SIZES:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(0.0)
        app.draw()
        screen = app.screen.get_rect()
        assert screen.contains(table.board.rect), (size, table.board.rect)
        for button in getattr(table.board, "buttons", []):
            assert screen.contains(button.rect), (size, button.label, button.rect)
