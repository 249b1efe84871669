"""Every screen fits every size it is laid out in (issue #34 point 5, issue #39.2): the app's
minimum window and every laptop window at every UI scale (`ui_scale.logical_sizes()`: 1707x960
down to 640x360), in English and Korean. Each scene's buttons and fields lie inside the window,
none overlaps another, and each label fits its button whole at 11 px or more. New Game, whose
six seats cannot fit 640x360, scrolls: Tab reaches every control and brings it into view.
The table has its own tests (test_table_sizes.py)."""

import pygame
import pytest

from game.engine import registry
from game.ui import theme
from game.ui.app import MIN_SIZE
from game.ui.focus import widgets_of
from game.ui.scenes.build import build_scene
from game.ui.ui_scale import logical_sizes
from game.ui.widgets.basic import Button
from game.ui.widgets.text_field import TextField

from .conftest import key, resize_and_draw

SCENES = ["title", "new_game", "house_rules", "rules", "load", "settings", "pause", "handoff",
          "game_over", "review"]
PER_GAME = ("new_game", "house_rules", "rules", "game_over", "handoff", "pause", "review")
WIDGETS = (Button, TextField)
# Largest first; each size once (the app's minimum among them).
SIZES = sorted(set(logical_sizes()) | {MIN_SIZE}, key=lambda s: -s[0] * s[1])


def widgets(scene) -> list:
    """The buttons and text fields a scene keeps (in attributes, lists, tuples, dicts)."""
    return widgets_of(scene, WIDGETS)


def shown(widget) -> bool:
    rect = getattr(widget, "rect", None)
    return rect is not None and rect.width > 0 and rect.height > 0 \
        and getattr(widget, "visible", True)


def in_sight(scene, widget) -> bool:
    """Whether a widget shows now: a scrolling scene's widget only while inside its view."""
    scrolls = getattr(scene, "scrolls", None)
    return shown(widget) and (scrolls is None or not scrolls(widget)
                              or scene.view.contains(widget.rect))


def check_fits(app, name):
    scene = app.stack.top
    screen = app.screen.get_rect()
    placed = [w for w in widgets(scene) if in_sight(scene, w)]
    assert placed, f"{name}: no buttons found"
    for w in placed:
        assert screen.contains(w.rect), (name, getattr(w, "label", w), w.rect, screen.size)
        if isinstance(w, Button):
            assert w.label_fits(), (name, w.label, w.rect, w.text_size(), screen.size)
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            assert not a.rect.colliderect(b.rect), (name, getattr(a, "label", a), a.rect,
                                                    getattr(b, "label", b), b.rect,
                                                    screen.size)


def check_reachable(app, name):
    """Tab walks every control of the screen; each one it reaches is in sight."""
    scene = app.stack.top
    for _ in range(len(scene.focus_targets())):
        key(app, pygame.K_TAB)
        app.draw()
        here = app.focus.focused(scene.focus_targets())
        assert here is not None, (name, "Tab lost the focus")
        reached = next(w for w in widgets(scene)
                       if (getattr(w, "ident", None) or id(w)) == here.key)
        assert in_sight(scene, reached), (name, getattr(reached, "label", reached),
                                          reached.rect, scene.view)
        assert app.screen.get_rect().contains(reached.rect), (name, reached.rect)
    check_fits(app, name)  # where the walk left the body scrolled


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", SCENES)
def test_every_scene_fits_every_size(app, name, lang):
    if lang != "en":
        app.set_language(lang)
    games = registry.product_ids() if name in PER_GAME else [None]
    for game in games:
        app.stack.clear()
        build_scene(app, name, game=game, moves=30)
        scene = app.stack.top
        for size in SIZES:
            resize_and_draw(app, size)
            check_fits(app, f"{name} {game or ''} {lang} {size}")
        if name == "new_game":  # every seat's row too, reached by Tab where it scrolls
            while scene.players < scene.rules.max_players:
                scene.change_players(1)
            for size in SIZES:
                resize_and_draw(app, size)
                where = f"{name} {game} {lang} {scene.players} players {size}"
                check_fits(app, where)
                check_reachable(app, where)


def test_new_game_scrolls_where_six_seats_cannot_fit(app):
    """At 640x360 (1280x720 at 200%) a six-seat New Game is taller than the window: part of
    it is out of sight until scrolled, and the wheel scrolls it."""
    game = next(g for g in registry.product_ids() if registry.get(g).max_players == 6)
    build_scene(app, "new_game", game=game)
    scene = app.stack.top
    while scene.players < 6:
        scene.change_players(1)
    resize_and_draw(app, (640, 360))
    hidden = [w for w in widgets(scene) if shown(w) and not in_sight(scene, w)]
    assert hidden, "everything fitted: nothing to scroll"
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    app.draw()
    assert scene.scroll > 0


def test_the_minimum_size_is_a_small_laptop_screen():
    assert MIN_SIZE[0] >= 1000 and MIN_SIZE[1] <= 600


LONG = ("The save could not be read: its last lines were cut when the disk filled up, and "
        "the copy kept beside it is from an older version of the program. ") * 3


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_overlays_fit_every_size(app, lang):
    """The dialog (its whole message), the report (every line, by scrolling), the pile and
    the zoomed card fit every size."""
    from game.ui.scene import open_scene
    from game.ui.widgets.basic import wrap
    from game.ui.widgets.cards import CardFace

    app.set_language(lang)
    face = CardFace("Marshall Plan", "4", "Place 1 Influence in each of 7 countries. " * 3)
    overlays = {
        "dialog": (LONG, "Cannot open the save", [("Delete", lambda: None),
                                                   ("Cancel", lambda: None)]),
        "report": ("The year's events", [f"{i}: " + LONG[:90] for i in range(30)]),
        "pile": ("Discard pile", [face] * 40),
        "zoom": (face,),
    }
    for name, args in overlays.items():
        app.stack.clear()
        build_scene(app, "title")
        open_scene(app, name, *args)
        scene = app.stack.top
        for size in SIZES:
            resize_and_draw(app, size)
            where = f"{name} {lang} {size}"
            screen = app.screen.get_rect()
            if name != "zoom":
                check_fits(app, where)
            if name == "zoom":
                from game.ui.widgets.cards import CardZoom

                assert screen.contains(CardZoom.rect_for(app.screen)), where
            elif name == "dialog":
                assert screen.contains(scene.area), where
                lines = wrap(LONG, scene.size, scene.area.width)  # all of them shown
                assert len(lines) * (theme.font(scene.size).get_linesize() + 2) \
                    <= scene.area.height + 2, where
            elif name == "report":
                assert screen.contains(scene.box), where
                scene.scroll = 0
                for _ in range(scene.total):
                    key(app, pygame.K_PAGEDOWN)
                    app.draw()
                assert scene.scroll + scene.room == scene.total, where
            elif name == "pile":
                assert screen.contains(scene.box), where


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_load_with_many_saves_fits_every_size(app, lang):
    """A dozen saves with long names: each row shown lies in the window, with its Review
    and Delete inside it and apart."""
    from game.engine import saves
    from game.ui.scenes.build import sample_session

    app.set_language(lang)
    for i, game in enumerate(registry.product_ids() * 3):
        saves.write(sample_session(game, None, i + 1, 6),
                    saves.save_path(f"{game}-a-rather-long-name-for-a-save-{i}"))
    build_scene(app, "load")
    scene = app.stack.top
    for size in SIZES:
        resize_and_draw(app, size)
        where = f"load {lang} {size}"
        screen = app.screen.get_rect()
        assert len(scene.row_rects) >= 2, where
        for row, review, delete in zip(scene.row_rects, scene.review_rects,
                                       scene.delete_rects, strict=True):
            assert screen.contains(row), where
            assert row.contains(review) and row.contains(delete), where
            assert not review.colliderect(delete), where
        assert not scene.back.rect.colliderect(scene.row_rects[0]), where


def test_game_over_with_the_deciding_moment_fits_every_size(app):
    """With the board's final panel beside the seats (issue #34.10), both lie in the window
    above the buttons at every size."""
    from game.ui.scenes.build import sample_session
    from game.ui.scenes.game_over import GameOverScene

    drawn: list[pygame.Rect] = []

    class Moment:
        def draw(self, surface, rect):
            drawn.append(pygame.Rect(rect))

    session = sample_session("kabale_und_hiebe", 6, 1, 0)
    while not session.is_over():
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    build_scene(app, "title")
    app.push(GameOverScene(app, session, ["a line of details"] * 4, Moment()))
    scene = app.stack.top
    for size in SIZES:
        resize_and_draw(app, size)
        check_fits(app, f"game over with a moment {size}")
        top = min(b.rect.top for b in scene.buttons)
        for rect in (drawn[-1], scene.box):
            assert app.screen.get_rect().contains(rect) and rect.bottom < top, (size, rect)
        assert not drawn[-1].colliderect(scene.box), size
