"""The window and main loop. Sleeps in SDL's event wait (ui/idle.py) unless something animates.

Importing this module imports every scene (scenes/all.py), so each is registered by name; no
scene imports the app back, and the app does not import the `--smoke` run (game/smoke.py),
which drives it: `python -m game` (game/__main__.py) hands it in."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import warnings
from collections.abc import Callable

import pygame

from .. import i18n
from . import theme, viewport
from .focus import FocusRing, asks_for_help
from .idle import wait_for_events
from .scene import Scene, SceneStack, open_scene
from .scenes import all as all_scenes  # noqa: F401 (every scene registers its name)
from .settings import Settings, load_settings, settings_path
from .system_scale import system_scale
from .ui_scale import logical_size, nearest_scale, shown_scale

MIN_SIZE = (1024, 600)  # a small laptop or netbook screen (issue #34 point 5)
IDLE_WAIT_MS = 1000  # wake once a second even when idle, for clocks and autosave checks
# Room a desktop keeps for the window's title bar and a task bar (SDL does not tell pygame the
# usable area): a 1280x800 window on a 1366x768 screen had its top and bottom bars cut off.
DESKTOP_MARGIN = (0, 80)
HEADLESS_DRIVERS = ("dummy", "offscreen")  # no display, so no display scale to follow


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None,
               remembered_on: tuple[int, int] | None = None) -> tuple[int, int]:
    """The saved window size for this screen: the same share of it as on the screen it was
    saved on (`remembered_on`), when that was another (issue #34 point 5: a 1000x600 window
    from a small laptop opened at 1000x600 on a 1920x1080 screen), then shrunk to fit the
    screen; never below MIN_SIZE."""
    if not desktop:
        return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
    if remembered_on and min(remembered_on) > 0 and tuple(remembered_on) != tuple(desktop):
        size = (round(size[0] * desktop[0] / remembered_on[0]),
                round(size[1] * desktop[1] / remembered_on[1]))
    room = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
    return (max(MIN_SIZE[0], min(size[0], room[0])), max(MIN_SIZE[1], min(size[1], room[1])))


def _desktop_size() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None


def present(logical: pygame.Surface, window: pygame.Surface) -> None:
    """The logical surface scaled onto the whole window, into the window's own pixels (no
    new surface a frame). A whole multiple (200% of an even window) copies each pixel into a
    square: the letters keep their own anti-aliased edges, where a smooth scale blurred them
    by a pixel (compared on screenshots); any other scale is smooth."""
    (lw, lh), (ww, wh) = logical.get_size(), window.get_size()
    whole = ww % lw == 0 and wh % lh == 0 and ww // lw == wh // lh
    scale = pygame.transform.scale if whole else pygame.transform.smoothscale
    scale(logical, (ww, wh), window)


class App:
    def __init__(self, size: tuple[int, int] | None = None,
                 settings: Settings | None = None, persist: bool = True) -> None:
        assert getattr(pygame, "IS_CE", False), "Hotseat needs pygame-ce, not classic pygame"
        first_start = settings is None and not settings_path().is_file()
        # Only what we use: no mixer, so no audio device is opened (or complained about).
        pygame.display.init()
        pygame.font.init()
        theme.font.cache_clear()  # fonts from an earlier pygame session are dead
        self.settings = settings or load_settings()
        theme.set_text_scale(self.settings.text_size)
        self.persist = persist  # False: never write settings (smoke runs, screenshots)
        i18n.set_language(self.settings.language)
        self.desktop = _desktop_size()
        if first_start and pygame.display.get_driver() not in HEADLESS_DRIVERS:
            self._follow_system_scale(system_scale(), size)
        if size is None:
            size = self.remembered_size()
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.settings.fullscreen else 0)
        # The real display surface; scenes draw on `screen`, the window in logical pixels at
        # the UI scale (issue #39.2; ui/viewport.py), which is the window itself at 100%.
        self.window = pygame.display.set_mode(size, flags)
        self.screen = self.window
        self.stack = SceneStack()
        self._fit_screen()
        pygame.display.set_caption(i18n.t("app.title"))
        self._set_minimum_size()
        pygame.key.set_repeat(300, 40)
        self.running = True
        self.dirty = True
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.live_ticks: int | None = None  # set while the main loop hands on window events
        self.focus = FocusRing()  # the keyboard's ring on the top scene (issue #39.3)
        self._focused_scene: Scene | None = None

    def _follow_system_scale(self, factor: float | None,
                             size: tuple[int, int] | None) -> None:
        """The first start (no settings file): the UI scale nearest the system's display
        scale (ui/system_scale.py), and the default window grown by it (a 1280x800 window at
        200% would lay out in 640x400 on a screen with room for twice that), fitted to the
        screen; never a scale that lays the window out below 640x360."""
        if not factor:
            return
        s = self.settings
        if size is None and factor > 1:
            s.window_width = round(s.window_width * factor)
            s.window_height = round(s.window_height * factor)
        s.ui_scale = nearest_scale(factor, size or self.remembered_size())

    def _fit_screen(self) -> None:
        """`screen` for the window as it is now at the UI scale: the window itself at 100%
        (drawn straight, no copy), else a logical surface of the window's size / scale in the
        window's pixel format (scaled onto it in `draw`). Scenes lay out again."""
        self.window = pygame.display.get_surface()
        percent = shown_scale(self.settings.ui_scale, self.window.get_size())
        if percent == 100:
            self.screen = self.window
            viewport.show(None)
        else:
            w, h = logical_size(self.window.get_size(), percent)
            size = (max(1, w), max(1, h))
            if self.screen is self.window or self.screen.get_size() != size:
                self.screen = pygame.Surface(size, 0, self.window)
            viewport.show(self.screen)
        self.dirty = True

    def set_window(self, size: tuple[int, int], flags: int = pygame.RESIZABLE) -> None:
        """A new window size (as a player's drag gives; tests use it), laid out again."""
        pygame.display.set_mode(size, flags)
        self._fit_screen()

    def set_ui_scale(self, percent: int) -> None:
        """The player's UI scale (one of ui_scale.UI_SCALES), applied at once: every scene
        lays out again in the new logical size."""
        self.settings.ui_scale = percent
        self._fit_screen()
        self.stack.changed = True

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():  # the display-module bridge warns but works
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass  # dummy driver or old SDL: layouts still cope with small windows

    # -- scenes -----------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def set_language(self, lang: str) -> None:
        """Switch the running program: settings, catalog, window title and every scene."""
        i18n.set_language(lang)
        self.settings.language = i18n.language()
        pygame.display.set_caption(i18n.t("app.title"))
        self.stack.retranslate()
        self.dirty = True

    def show_message(self, message: str, title: str = "") -> None:
        open_scene(self, "dialog", message, title=title)

    def quit(self) -> None:
        self.running = False

    # -- loop -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        event = viewport.translate(event)  # window pixels to the scenes' logical ones
        if event.type == pygame.QUIT:  # the window's close button (Ctrl+C quits at once)
            if not any(scene.confirm_close() for scene in reversed(self.stack.scenes)):
                self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self._fit_screen()
            if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.settings.window_width, self.settings.window_height = event.size
                if self.desktop:  # the screen it was sized on (fit_window)
                    self.settings.window_screen = list(self.desktop)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()  # on every screen (issue #39 point 4)
            return
        top = self.stack.top
        if top is not None and top.help_keys and asks_for_help(event, top.typing()):
            open_scene(self, "keys", top)  # the keys of this screen (issue #39.3)
            return
        # Only a key needs the targets (a board's take a frame's time to find: the table's).
        if self._focus_on_top().handle(event, self.stack.top.focus_targets()
                                       if self.stack.top and event.type == pygame.KEYDOWN
                                       else []):
            self.dirty = True
            return
        self.stack.handle(event, self.live_ticks)
        self.dirty = True

    def _focus_on_top(self) -> FocusRing:
        """The ring, started over when another scene came on top."""
        if self.stack.top is not self._focused_scene:
            self._focused_scene = self.stack.top
            self.focus.reset()
        return self.focus

    def remembered_size(self) -> tuple[int, int]:
        """The window size the settings remember, fitted to this screen (`fit_window`)."""
        s = self.settings
        on = tuple(s.window_screen) if len(s.window_screen) == 2 else None
        return fit_window((s.window_width, s.window_height), self.desktop, on)

    def toggle_fullscreen(self) -> None:
        """Fullscreen on or off, remembered in the settings; a display that refuses leaves
        the window as it was."""
        s = self.settings
        s.fullscreen = not s.fullscreen
        # Back in a window: the remembered size fitted to this screen, as at start (a
        # 1280x800 window on a 1366x768 screen put the prompt bar below its edge).
        size = (0, 0) if s.fullscreen else self.remembered_size()
        flags = pygame.FULLSCREEN if s.fullscreen else pygame.RESIZABLE
        try:
            pygame.display.set_mode(size, flags)
        except pygame.error:
            s.fullscreen = False
        self._fit_screen()
        self.stack.changed = True
        if self.persist:
            try:
                s.save()
            except OSError:
                pass  # settings are a convenience (as on quit)

    def step(self, dt: float) -> None:
        """One frame: update and, if anything changed, draw and flip.

        A frame that was animating is drawn even when the update ended the animation: a bot's
        last move stops the table animating, and skipping that frame left the screen showing
        "Waiting for …" while it was the human's turn (issue #19.1)."""
        was_animating = self.stack.animating()
        self.stack.update(dt)
        if self.dirty or self.stack.changed or was_animating or self.stack.animating():
            self.draw()
        self.stack.after_frame()

    def draw(self) -> None:
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        if self.stack.top is not None and self._focus_on_top().shown:
            self.focus.draw(self.screen, self.stack.top.focus_targets())
        if self.screen is not self.window:
            present(self.screen, self.window)
        pygame.display.flip()
        self.frames += 1
        self.dirty = False
        self.stack.changed = False

    def run(self) -> None:
        # Ctrl+C or a kill in a terminal quits like closing the window: settings saved, no
        # traceback. (The handler runs when the idle wait returns, within IDLE_WAIT_MS.) The
        # old handlers come back when the loop ends: a process that goes on after the app
        # (the benches) and the workers it forks must die on SIGTERM again.
        previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
        for sig in previous:
            signal.signal(sig, lambda *_: self.quit())
        try:
            self._loop()
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        self.close()

    def _loop(self) -> None:
        while self.running and self.stack.top is not None:
            if self.stack.animating() or self.stack.changed or self.dirty:
                events = pygame.event.get()
                dt = self.clock.tick(60) / 1000
            else:
                # Nothing moves: block until input instead of spinning the CPU (ui/idle.py).
                events = wait_for_events(IDLE_WAIT_MS)
                dt = self.clock.tick() / 1000
            self.live_ticks = pygame.time.get_ticks()  # events from the window: timing counts
            for event in events:
                self.handle(event)
            self.live_ticks = None
            self.step(dt)

    def close(self) -> None:
        self.stack.after_frame()  # a move made in the last events still gets its autosave
        if self.persist:
            try:
                self.settings.save()
            except OSError:
                pass  # settings are a convenience; never fail the quit over them
        viewport.show(None)
        pygame.quit()


def main(argv: list[str] | None = None, smoke: Callable[[], int] | None = None) -> int:
    """Start the app; `--smoke` runs `smoke` instead (game.smoke.run, handed in by
    game/__main__.py: the smoke run drives the app, so the app does not import it)."""
    parser = argparse.ArgumentParser(prog="hotseat", description="Hotseat board games.")
    parser.add_argument("--size", help="window size, e.g. 1600x900")
    parser.add_argument("--lang", choices=i18n.languages(),
                        help="language (kept in the settings like the Settings choice)")
    parser.add_argument("--smoke", action="store_true",
                        help="headless self-test: draw the title and every board, then exit")
    args = parser.parse_args(argv)
    if args.smoke:
        if smoke is None:
            parser.error("--smoke runs from `python -m game` (game/__main__.py)")
        return smoke()
    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        except ValueError:
            parser.error("--size must look like 1600x900")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        print("Hotseat: running with the dummy video driver (no window).", file=sys.stderr)
    app = App(size)
    if args.lang:
        app.set_language(args.lang)
    open_scene(app, "title")
    app.run()
    return 0
