"""Render a scene headless to a PNG: `python -m game screenshot --scene NAME --out FILE`
(`--scale 150`: at that UI scale, the window's pixels as a player would see them)."""

from __future__ import annotations

import os
from pathlib import Path

from .ui_scale import UI_SCALES

SCENES = ("title", "settings", "load", "new_game", "table", "handoff", "pause", "game_over",
          "round_summary", "side_bid", "hint", "review", "house_rules",
          "rules", "keys")


def render_scene(name: str, out: Path, size: tuple[int, int], game: str | None = None,
                 players: int | None = None, seed: int = 1, moves: int = 0,
                 lang: str | None = None, scale: int = 100) -> None:
    if name not in SCENES:
        raise KeyError(f"Unknown scene {name!r}; scenes: {', '.join(SCENES)}.")
    if scale not in UI_SCALES:
        raise ValueError(f"--scale must be one of {', '.join(map(str, UI_SCALES))}.")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from .app import App
    from .scenes.build import build_scene

    app = App(size, persist=False)  # a picture must not change the player's settings
    try:
        app.set_ui_scale(scale)
        if lang:
            app.set_language(lang)
        build_scene(app, name, game=game, players=players, seed=seed, moves=moves)
        app.stack.update(0.0)
        app.draw()
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.window, str(out))
    finally:
        pygame.quit()
