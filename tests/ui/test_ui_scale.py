"""UI scale 75-200% (issue #39.2): scenes lay out in logical pixels, the App scales them onto
the window and turns the window's mouse pixels into logical ones."""

import json

import pygame
import pytest

from game.ui import app as app_module
from game.ui import theme, viewport
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.screenshot import render_scene
from game.ui.settings import load_settings, settings_path
from game.ui.system_scale import parse_xft_dpi, read_scale
from game.ui.ui_scale import UI_SCALES, logical_size, nearest_scale
from tests.ui.conftest import click, resize_and_draw
from tests.ui.test_settings_choices import button, open_settings

WINDOW = (1280, 720)


def settings_at(app, percent: int) -> SettingsScene:
    app.set_window(WINDOW)
    app.set_ui_scale(percent)
    return open_settings(app)


def in_window(app, pos: tuple[int, int]) -> tuple[int, int]:
    """The window pixel that shows logical pixel `pos` (its middle)."""
    (lw, lh), (ww, wh) = app.screen.get_size(), app.window.get_size()
    return int((pos[0] + 0.5) * ww / lw), int((pos[1] + 0.5) * wh / lh)


@pytest.mark.parametrize("percent", [75, 150, 200])
def test_a_click_at_a_buttons_window_centre_presses_it(app, percent):
    scene = settings_at(app, percent)
    assert app.screen.get_size() == logical_size(WINDOW, percent)
    animations = button(scene, "Animations")
    before = app.settings.animations
    click(app, in_window(app, animations.rect.center))
    assert app.settings.animations is not before and animations.hover
    # Just right of the button as drawn in the window: no press (the hit area scaled too).
    click(app, in_window(app, (animations.rect.right + 3, animations.rect.centery)))
    assert app.settings.animations is not before


def drawn_extent(app, rect: pygame.Rect) -> tuple[int, int]:
    """The width and height in window pixels of what is drawn over the background around a
    logical rect's middle (the row and the column through a point inside it)."""
    window = app.window
    cx, cy = in_window(app, (rect.centerx, rect.centery))
    x_inside = in_window(app, (rect.left + 20, rect.top))[0]  # left of the label

    def off_background(x, y):
        colour = window.get_at((x, y))[:3]
        return sum(abs(a - b) for a, b in zip(colour, theme.BG, strict=True)) > 12

    def run(start, limit, point):
        lo = hi = start
        while lo > 0 and off_background(*point(lo - 1)):
            lo -= 1
        while hi < limit - 1 and off_background(*point(hi + 1)):
            hi += 1
        return hi - lo + 1

    width = run(cx, window.get_width(), lambda x: (x, cy))
    height = run(cy, window.get_height(), lambda y: (x_inside, y))
    return width, height


@pytest.mark.parametrize("percent", [75, 100, 150, 200])
def test_a_buttons_drawn_size_in_window_pixels_follows_the_scale(app, percent):
    scene = settings_at(app, percent)
    animations = button(scene, "Animations")
    animations.shortcut = None  # its key cap is drawn in the background colour
    app.draw()
    rect = animations.rect
    width, height = drawn_extent(app, rect)
    assert abs(width - rect.width * percent / 100) <= 3, (width, percent)
    assert abs(height - rect.height * percent / 100) <= 3, (height, percent)


def test_100_percent_draws_straight_onto_the_window(app, monkeypatch):
    scaled = []
    monkeypatch.setattr(app_module, "present", lambda *a: scaled.append(a))
    settings_at(app, 100)
    assert app.screen is app.window and scaled == []
    app.set_ui_scale(150)
    app.draw()
    assert app.screen is not app.window and len(scaled) == 1


def test_200_percent_copies_each_logical_pixel_into_a_square(app):
    settings_at(app, 200)  # 1280x720 is exactly twice 640x360: no blur from smoothing
    doubled = pygame.transform.scale(app.screen, WINDOW)
    assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(doubled, "RGB")


def test_the_scale_button_cycles_applies_at_once_and_survives_a_restart(app):
    scene = settings_at(app, 100)
    scale = button(scene, "UI scale")
    assert scale.label == "UI scale: 100%"
    click(app, scale.rect.center)
    assert app.settings.ui_scale == 125 and scale.label == "UI scale: 125%"
    assert app.screen.get_size() == logical_size(WINDOW, 125)
    assert load_settings().ui_scale == 125
    for _ in range(len(UI_SCALES) - 1):  # on round to 75%, then 100% again
        app.draw()
        click(app, in_window(app, scale.rect.center))
    assert app.settings.ui_scale == 100 and app.screen is app.window
    click(app, scale.rect.center)  # 125% again, kept for the next start
    app.close()
    again = App(WINDOW)
    try:
        assert again.settings.ui_scale == 125
        assert again.screen.get_size() == logical_size(WINDOW, 125)
    finally:
        again.close()


@pytest.mark.parametrize("stored", [130, "150", 0, None, 1.5])
def test_a_bad_scale_in_the_settings_file_gives_100(stored):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"ui_scale": stored, "text_size": 115}))
    kept = load_settings()
    assert (kept.ui_scale, kept.text_size) == (100, 115)
    settings_path().write_text(json.dumps({"ui_scale": 175}))
    assert load_settings().ui_scale == 175


def test_mouse_position_ime_rect_and_the_screen_are_logical(app, monkeypatch):
    settings_at(app, 150)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (300, 150))
    assert viewport.mouse_pos() == (200, 100)
    caret = viewport.to_window(pygame.Rect(200, 100, 1, 20))  # the IME's, in window pixels
    assert (caret.topleft, caret.height) == ((300, 150), 30) and caret.width in (1, 2)
    assert viewport.is_screen(app.screen) and not viewport.is_screen(app.window)
    event = viewport.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 150),
                                                  rel=(30, -15), buttons=(0, 0, 0)))
    assert (event.pos, event.rel) == ((200, 100), (20, -10))
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert viewport.translate(wheel) is wheel


def test_resizes_and_fullscreen_keep_the_scale(app):
    settings_at(app, 150)
    resize_and_draw(app, (1366, 768))
    assert app.screen.get_size() == logical_size((1366, 768), 150)
    assert (app.settings.window_width, app.settings.window_height) == (1366, 768)
    app.toggle_fullscreen()
    assert app.screen.get_size() == logical_size(app.window.get_size(), 150)
    app.toggle_fullscreen()
    assert app.screen.get_size() == logical_size(app.window.get_size(), 150)
    assert app.window.get_size() == app.remembered_size()


# -- the system's display scale, read on the first start -------------------------------------

def no_reader():
    raise AssertionError("not asked")


def test_windows_scale_is_its_dpi_over_96():
    assert read_scale("win32", {"GDK_SCALE": "3"}, lambda: 144, no_reader) == 1.5
    assert read_scale("win32", {}, lambda: None, no_reader) is None


def test_linux_scale_from_gdk_then_qt_then_xft_dpi():
    assert read_scale("linux", {"GDK_SCALE": "2", "QT_SCALE_FACTOR": "1.5"}, no_reader,
                      lambda: 192) == 2
    assert read_scale("linux", {"GDK_SCALE": "two", "QT_SCALE_FACTOR": "1.25"}, no_reader,
                      lambda: 192) == 1.25
    assert read_scale("linux", {}, no_reader, lambda: 120) == 1.25
    assert read_scale("linux", {"QT_SCALE_FACTOR": "-1"}, no_reader, lambda: None) is None


def test_macos_already_scales_points():
    assert read_scale("darwin", {"GDK_SCALE": "2"}, no_reader, no_reader) is None


def test_xft_dpi_is_read_from_xrdb_output():
    assert parse_xft_dpi("Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n") == 144
    assert parse_xft_dpi("Xcursor.size:\t24\n") is None
    assert parse_xft_dpi("Xft.dpi:\tlots\n") is None


def test_the_nearest_scale_never_lays_the_window_out_below_640x360():
    assert nearest_scale(None, (1920, 1080)) == 100
    assert nearest_scale(1.0, (1920, 1080)) == 100
    assert nearest_scale(1.5, (1920, 1080)) == 150
    assert nearest_scale(1.4, (1920, 1080)) == 150
    assert nearest_scale(0.8, (1920, 1080)) == 75
    assert nearest_scale(3.0, (2560, 1440)) == 200
    assert nearest_scale(2.0, (1280, 720)) == 200  # exactly 640x360
    assert nearest_scale(2.0, (1024, 600)) == 150  # 175% would be 585x343


def test_first_start_follows_the_system_scale_and_grows_the_window(monkeypatch):
    monkeypatch.setattr(app_module, "HEADLESS_DRIVERS", ())
    monkeypatch.setattr(app_module, "system_scale", lambda: 1.25)
    monkeypatch.setattr(app_module, "_desktop_size", lambda: (2560, 1440))
    first = App()
    try:
        assert first.settings.ui_scale == 125
        assert first.window.get_size() == (1600, 1000)  # 1280x800 at 125%
        assert first.screen.get_size() == (1280, 800)
    finally:
        first.close()
    monkeypatch.setattr(app_module, "system_scale", lambda: 2.0)
    again = App()  # a settings file now: the player's choice stands
    try:
        assert again.settings.ui_scale == 125
    finally:
        again.close()


def test_first_start_with_a_size_given_keeps_it(monkeypatch):
    monkeypatch.setattr(app_module, "HEADLESS_DRIVERS", ())
    monkeypatch.setattr(app_module, "system_scale", lambda: 2.0)
    first = App((1024, 600), persist=False)
    try:
        assert first.window.get_size() == (1024, 600) and first.settings.ui_scale == 150
    finally:
        pygame.quit()


def test_screenshot_at_a_scale_is_the_windows_pixels(tmp_path):
    out = tmp_path / "title.png"
    render_scene("title", out, WINDOW, scale=200)
    assert pygame.image.load(str(out)).get_size() == WINDOW
    with pytest.raises(ValueError):
        render_scene("title", out, WINDOW, scale=140)


def test_issue_39_2_a_window_too_small_for_the_scale_lays_out_no_smaller_than_640x360(app):
    """A 1024x600 window at 200% would lay out in 512x300: the scale shown drops to what
    keeps the layout at 640x360 or more, and the player's choice is kept for a larger window."""
    from game.ui.ui_scale import SMALLEST_LOGICAL, shown_scale

    app.set_ui_scale(200)
    app.set_window((1024, 600))
    w, h = app.screen.get_size()
    assert w >= SMALLEST_LOGICAL[0] and h >= SMALLEST_LOGICAL[1] and (w, h) != (1024, 600)
    assert app.settings.ui_scale == 200
    app.set_window((1280, 720))
    assert app.screen.get_size() == (640, 360)
    assert shown_scale(75, (1024, 600)) == 75 and shown_scale(200, (2560, 1440)) == 200
