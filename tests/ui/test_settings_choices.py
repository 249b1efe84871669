"""Settings: text size, bot speed and confirming moves, kept for the next start (issue #19.16)."""

import pygame

from game.ui import theme
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import load_settings, settings_path
from tests.ui.conftest import click, screen_text


def open_settings(app) -> SettingsScene:
    scene = SettingsScene(app)
    app.push(scene)
    app.draw()
    return scene


def button(scene, label: str):
    return next(b for b in scene.buttons if b.label.startswith(label))


def test_text_size_grows_every_font_and_is_kept(app):
    scene = open_settings(app)
    before = theme.font(20).get_height()
    click(app, button(scene, "Text size").rect.center)
    assert app.settings.text_size == 115 and button(scene, "Text size").label.endswith("115%")
    assert theme.font(20).get_height() > before
    assert load_settings().text_size == 115
    for _ in range(2):  # 130%, then back to 100%
        click(app, button(scene, "Text size").rect.center)
    assert app.settings.text_size == 100 and theme.font(20).get_height() == before


def test_bot_speed_and_confirm_moves_cycle_and_are_kept(app, monkeypatch):
    app.settings.confirm_moves = True
    scene = open_settings(app)
    speed = button(scene, "Bot speed")
    assert speed.label == "Bot speed: normal"
    click(app, speed.rect.center)
    assert app.settings.bot_speed == "step" and speed.label == "Bot speed: step by step"
    click(app, speed.rect.center)
    assert app.settings.bot_speed == "instant"
    confirm = button(scene, "Confirm moves")
    click(app, confirm.rect.center)
    assert not app.settings.confirm_moves and confirm.label == "Confirm moves: off"
    kept = load_settings()
    assert kept.bot_speed == "instant" and not kept.confirm_moves
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=confirm.rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert "Undo works until then" in screen_text(app, monkeypatch)


def test_unknown_bot_speed_or_text_size_in_the_file_gives_the_defaults():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"bot_speed": "warp", "text_size": 400, "confirm_moves": false}')
    kept = load_settings()
    assert (kept.bot_speed, kept.text_size, kept.confirm_moves) == ("normal", 100, False)
