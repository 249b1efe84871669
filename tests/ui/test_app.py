"""The window, main loop, title and settings (issue #2 item 7)."""

import json
import os
import signal
import subprocess
import sys
import time

import pygame
import pytest

from game.engine import registry
from game.ui.boards import board_ready, has_board
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings, load_settings, settings_path
from tests.ui.conftest import click


def test_app_is_pygame_ce_and_quits_on_a_quit_event(app):
    assert pygame.IS_CE
    app.push(TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    started = time.perf_counter()
    app.run()
    assert not app.running and time.perf_counter() - started < 5
    assert not pygame.get_init()


def test_run_hands_back_the_signal_handlers_it_found(app):
    """While the app runs, SIGTERM asks it to quit; afterwards the process's own handlers are
    back, so a bench that ran the app still stops its forked pool workers (bench/_games.py)."""
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    during = []
    handle = app.handle

    def spy(event):
        during.append(signal.getsignal(signal.SIGTERM))
        handle(event)

    app.handle = spy
    app.push(TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert during and during[0] is not before[signal.SIGTERM]  # the app's own, while it ran
    assert {sig: signal.getsignal(sig) for sig in before} == before


def test_idle_loop_does_not_redraw_without_input(app):
    app.push(TitleScene(app))
    app.step(0.0)
    drawn = app.frames
    for _ in range(20):
        app.step(0.016)
    assert app.frames == drawn  # nothing changed, nothing drawn
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                  buttons=(0, 0, 0)))
    app.step(0.016)
    assert app.frames == drawn + 1


def test_title_lists_every_game_and_offers_each_ready_one(app):
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    shown = [e.id for e, _ in title.tiles]
    assert shown == [e.id for e in title.games()]
    assert shown[:len(registry.product_ids())] == registry.product_ids()  # every shipped game
    assert "toy" in shown  # a test game enrolled with no map (its entry says it needs none)
    assert all(title.playable(e) for e, _ in title.tiles)  # none is "coming soon" any more
    for entry, _ in title.tiles:
        assert title.playable(entry) == board_ready(entry.id)
        assert has_board(entry.id) or not entry.map_required


def test_settings_persist_and_bad_files_give_defaults(app):
    from game.ui.scenes.settings import SettingsScene

    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.step(0.0)
    click(app, next(b for b in scene.buttons if b.label.startswith("Animations")).rect.center)
    assert load_settings().animations is False
    settings_path().write_text("{not json")
    assert load_settings() == Settings()
    settings_path().write_text(json.dumps({"animations": "yes", "window_width": 10}))
    loaded = load_settings()
    assert loaded.animations is True and loaded.window_width == 640


def test_window_survives_odd_sizes(app):
    app.push(TitleScene(app))
    for size in [(801, 561), (2560, 1440), (1000, 1400)]:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(0.0)
        assert app.screen.get_size() == size


def test_make_run_style_start_and_quit_headless(tmp_path):
    """`python -m game` under the dummy driver starts, then quits on a posted quit event."""
    code = ("import pygame, threading, game.ui.app as a\n"
            "orig = a.App.run\n"
            "def run(self):\n"
            "    pygame.event.post(pygame.event.Event(pygame.QUIT))\n"
            "    orig(self)\n"
            "a.App.run = run\n"
            "from game.__main__ import main\n"
            "raise SystemExit(main([]))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "HOTSEAT_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "config" / "settings.json").exists()


def test_screenshot_tool_writes_a_png(tmp_path):
    out = tmp_path / "title.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "HOTSEAT_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "game", "screenshot", "--scene", "title",
                           "--out", str(out)], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)


def test_ctrl_c_quits_cleanly(tmp_path):
    import signal

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "HOTSEAT_DATA_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "game"], env=env, stderr=subprocess.PIPE,
                            text=True)
    time.sleep(3)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0 and "Traceback" not in err
    assert (tmp_path / "config" / "settings.json").exists()


def test_log_panel_rewraps_only_for_new_entries_or_a_new_width(app):
    from game import i18n
    from game.ui.widgets.log_panel import LogPanel

    i18n.add_messages("en", {"t.said": "{who} said something rather long about the weather"})
    log = LogPanel()
    log.rect = pygame.Rect(0, 0, 600, 400)
    log.set_entries([{"key": "t.said", "params": {"who": "Ada"}}])
    assert log.lines() == ["Ada said something rather long about the weather"]
    log.set_entries(log.entries + [{"key": "t.said", "params": {"who": "Ben"}}])
    assert log.lines()[-1].startswith("Ben said")
    log.rect = pygame.Rect(0, 0, 160, 400)
    assert len(log.lines()) > 2 and all(line.strip() for line in log.lines())


def test_every_playable_game_has_a_rules_summary_for_the_pause_menu():
    from game import i18n
    from game.engine import registry

    for game in registry.product_ids():  # not the tests' own games
        assert i18n.has(registry.entry(game).summary_key), game


@pytest.mark.parametrize("game", registry.product_ids())
def test_player_count_buttons_are_off_at_the_games_limits(app, game):
    from game.ui.scenes.new_game import NewGameScene

    entry = registry.entry(game)
    scene = NewGameScene(app, game)
    app.push(scene)
    app.draw()
    assert scene.players == entry.min_players  # a new game starts at the fewest players
    if entry.max_players == entry.min_players:  # no choice: no control (issue #34.12)
        assert scene.count_buttons == []
        return
    minus, plus = scene.count_buttons
    assert (minus.enabled, plus.enabled) == (False, True)
    for _ in entry.player_counts:
        click(app, plus.rect.center)
        app.draw()
        minus, plus = scene.count_buttons
    assert scene.players == entry.max_players
    assert (minus.enabled, plus.enabled) == (True, False)
    for _ in entry.player_counts:
        click(app, minus.rect.center)
        app.draw()
        minus, plus = scene.count_buttons
    assert scene.players == entry.min_players


def test_window_opens_at_a_size_that_fits_the_screen():  # issue #19.7
    from game.ui.app import MIN_SIZE, fit_window

    assert fit_window((1280, 800), (1366, 768)) == (1280, 688)  # bars were cut off
    assert fit_window((1280, 800), (1920, 1080)) == (1280, 800)
    assert fit_window((1280, 800), (640, 480)) == MIN_SIZE
    assert fit_window((1280, 800), None) == (1280, 800)  # no screen known: as saved


def test_a_remembered_size_is_fit_to_the_screen_it_opens_on():  # issue #34 point 5
    from game.ui.app import MIN_SIZE, fit_window

    # Sized on a 1366x768 laptop, opened on a 1920x1080 screen: the same share of it.
    assert fit_window((1100, 650), (1920, 1080), (1366, 768)) == (1546, 914)
    # ... and back on the laptop: as it was (within the room the bars leave).
    assert fit_window((1546, 914), (1366, 768), (1920, 1080)) == (1100, 650)
    assert fit_window((1100, 650), (1366, 768), (1366, 768)) == (1100, 650)  # same screen
    assert fit_window((900, 500), None) == MIN_SIZE  # never below the minimum
    assert fit_window((1024, 600), (3840, 2160), (1024, 600)) == (3840, 2080)


def test_the_screen_a_size_was_set_on_is_remembered_and_checked(app):
    from game.ui.settings import load_settings, settings_path

    app.desktop = (1366, 768)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    assert app.settings.window_screen == [1366, 768]
    app.settings.save()
    assert load_settings().window_screen == [1366, 768]
    for bad in ([0, 768], [1366], "1366x768", [1366.0, 768]):
        settings_path().write_text(json.dumps({"window_screen": bad}))
        assert load_settings().window_screen == []
