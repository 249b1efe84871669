"""Player settings, kept as JSON in the per-user config folder (platformdirs).

A missing or damaged file gives the defaults; unknown keys and wrong types are dropped.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from .. import i18n
from ..engine import files
from ..engine.userdirs import config_dir
from .ui_scale import DEFAULT_SCALE, UI_SCALES

MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes
BOT_SPEEDS = ("instant", "normal", "step")  # step: each bot move waits for "Next"
TEXT_SIZES = (100, 115, 130)  # percent of the designed text size


@dataclass
class Settings:
    fullscreen: bool = False
    animations: bool = True
    # No settings file yet: the system locale picks (Korean on a Korean system).
    language: str = field(default_factory=i18n.system_language)
    window_width: int = 1280
    window_height: int = 800
    # The screen the window size was set on: on another screen it opens at the same share of
    # that one (ui/app.fit_window). Empty: not known (settings of older versions).
    window_screen: list = field(default_factory=list)
    # Pass-and-play: a move that passes the turn to another human waits for "End turn"
    # (and may be undone until then); off for fast players (issue #19.4).
    confirm_moves: bool = True
    bot_speed: str = "normal"
    text_size: int = 100
    # Everything bigger or smaller (issue #39.2), one of ui_scale.UI_SCALES; text_size
    # multiplies the fonts on top. The first start follows the system's scale (ui/app.py).
    ui_scale: int = DEFAULT_SCALE
    # The last New Game choices per game id: players, names, controllers, options.
    new_game: dict = field(default_factory=dict)

    def save(self) -> None:
        """Through the one atomic writer (engine.files); OSError if the disk refuses."""
        files.atomic_write(settings_path(), json.dumps(asdict(self), indent=2).encode("utf-8"),
                           keep_backup=False)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    try:
        raw = json.loads(files.read_bounded(settings_path(), MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    defaults = Settings()
    kept = {}
    for f in fields(Settings):
        value = raw.get(f.name)
        if type(value) is type(getattr(defaults, f.name)):
            kept[f.name] = value
    settings = Settings(**kept)
    settings.window_width = min(max(settings.window_width, 640), 7680)
    settings.window_height = min(max(settings.window_height, 480), 4320)
    if not (len(settings.window_screen) == 2 and all(
            type(v) is int and 0 < v <= 16384 for v in settings.window_screen)):
        settings.window_screen = []
    if settings.bot_speed not in BOT_SPEEDS:
        settings.bot_speed = defaults.bot_speed
    if settings.text_size not in TEXT_SIZES:
        settings.text_size = defaults.text_size
    if settings.ui_scale not in UI_SCALES:
        settings.ui_scale = defaults.ui_scale
    return settings
