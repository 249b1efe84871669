"""Every screen fits every window the app allows (issue #34 point 5): at the minimum size,
in English and Korean, each scene's buttons and fields lie inside the window and none
overlaps another (at 1000x600 the title hid Settings and Quit, and Load ran into the footer).
"""

import pytest

from game.engine import registry
from game.ui.app import MIN_SIZE
from game.ui.scenes.build import build_scene
from game.ui.widgets.basic import Button
from game.ui.widgets.text_field import TextField

from .conftest import resize_and_draw

SCENES = ["title", "new_game", "house_rules", "rules", "load", "settings", "pause", "handoff",
          "game_over"]
WIDGETS = (Button, TextField)


def widgets(scene) -> list:
    """The buttons and text fields a scene keeps (in attributes, lists, tuples, dicts)."""
    found: list = []

    def walk(value, depth=0):
        if isinstance(value, WIDGETS):
            if value not in found:
                found.append(value)
        elif depth < 3 and isinstance(value, (list, tuple)):
            for item in value:
                walk(item, depth + 1)
        elif depth < 3 and isinstance(value, dict):
            for item in value.values():
                walk(item, depth + 1)

    for value in vars(scene).values():
        walk(value)
    return found


def shown(widget) -> bool:
    rect = getattr(widget, "rect", None)
    return rect is not None and rect.width > 0 and rect.height > 0 \
        and getattr(widget, "visible", True)


def check_fits(app, name):
    scene = app.stack.top
    screen = app.screen.get_rect()
    placed = [w for w in widgets(scene) if shown(w)]
    assert placed, f"{name}: no buttons found"
    for w in placed:
        assert screen.contains(w.rect), (name, getattr(w, "label", w), w.rect, screen.size)
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            assert not a.rect.colliderect(b.rect), (name, getattr(a, "label", a), a.rect,
                                                    getattr(b, "label", b), b.rect)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", SCENES)
def test_every_scene_fits_the_smallest_window(app, name, lang):
    if lang != "en":
        app.set_language(lang)
    games = registry.product_ids() if name in ("new_game", "house_rules", "rules", "game_over",
                                               "handoff", "pause") else [None]
    for game in games:
        app.stack.clear()
        build_scene(app, name, game=game, moves=30)
        resize_and_draw(app, MIN_SIZE)
        app.draw()
        check_fits(app, f"{name} {game or ''} {lang}")
        scene = app.stack.top
        if name == "new_game":  # every seat's row too
            while scene.players < scene.rules.max_players:
                scene.buttons[1].on_click()
            app.draw()
            check_fits(app, f"{name} {game} {lang} {scene.players} players")


def test_the_minimum_size_is_a_small_laptop_screen():
    assert MIN_SIZE[0] >= 1000 and MIN_SIZE[1] <= 600
