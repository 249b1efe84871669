"""The keys help over the table (issue #39.3, F1): each key listed once, long descriptions
wrapped at the reading size rather than shrunk, and a list longer than the window scrolls
(at 200% UI scale a 1280x720 window lays out in 640x360)."""

import pygame

from game import i18n
from game.ui.scenes import keys_help
from game.ui.scenes.keys_help import SIZE, KeysHelpScene
from game.ui.widgets import basic

from .conftest import key, resize_and_draw
from .test_table_keys import two_humans


def open_help(app):
    table = two_humans(app)
    key(app, pygame.K_F1)
    helper = app.stack.top
    assert isinstance(helper, KeysHelpScene) and helper.scene is table
    return helper


def test_issue_39_3_the_tables_keys_are_listed_once(app):
    common, own = open_help(app).lines()
    keys = [k for k, _ in common + own]
    assert len(keys) == len(set(keys)), keys
    assert "Tab / Shift+Tab" in dict(own)  # in the table's words: moves first, then the bars


def test_issue_39_3_long_descriptions_wrap_at_the_reading_size(app, monkeypatch):
    """The table's Tab and Enter lines were shrunk to about 9 px to fit one row."""
    open_help(app)
    drawn = []

    def draw_text(surface, text, pos, size=18, *args, **kwargs):
        drawn.append((text, size))
        return basic.draw_text(surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(keys_help, "draw_text", draw_text)
    app.draw()
    rows = [(t, s) for t, s in drawn if t not in (i18n.t("keys.title"),)]
    assert rows and min(s for _, s in rows) >= SIZE, [r for r in rows if r[1] < SIZE]


def test_issue_39_3_a_long_list_scrolls_in_a_small_window(app):
    helper = open_help(app)
    resize_and_draw(app, (640, 360))
    assert helper.rows_shown < helper.rows_total
    for _ in range(helper.rows_total):
        key(app, pygame.K_DOWN)
    assert helper.first == helper.rows_total - helper.rows_shown
    key(app, pygame.K_PAGEUP)
    assert helper.first < helper.rows_total - helper.rows_shown
