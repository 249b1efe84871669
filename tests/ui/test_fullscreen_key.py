"""F11 toggles fullscreen on every screen and the choice is remembered (issue #39 point 4)."""

import pygame

from game.ui.scenes.title import TitleScene
from game.ui.settings import load_settings
from tests.ui.conftest import key


def test_issue_39_4_f11_toggles_fullscreen_and_it_is_remembered(app, monkeypatch):
    modes = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda size, flags=0: (modes.append((size, flags)), real((640, 480)))[1])
    app.persist = True
    app.push(TitleScene(app))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and modes[-1] == ((0, 0), pygame.FULLSCREEN)
    assert load_settings().fullscreen  # saved at once, not only on quit
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and modes[-1][1] == pygame.RESIZABLE
    assert not load_settings().fullscreen
    assert isinstance(app.stack.top, TitleScene)  # the key did nothing else


def test_issue_39_4_back_from_fullscreen_the_window_fits_the_screen(app, monkeypatch):
    """Seen in a real window: F11 twice on a 1366x768 screen reopened the remembered 1280x800
    window, its prompt bar below the screen's edge."""
    modes = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda size, flags=0: (modes.append(size), real((640, 480)))[1])
    app.desktop = (1366, 768)
    app.settings.window_width, app.settings.window_height = 1280, 800
    app.settings.window_screen = [1366, 768]
    app.push(TitleScene(app))
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    assert modes[-1] == app.remembered_size() and modes[-1][1] <= 768 - 80
