"""`Hotseat --smoke` / `python -m game --smoke`: prove the program starts, then exit.

Headless (dummy SDL drivers), it opens the title scene and, for every playable game, a sample
table with that game's board, drawing one frame of each; a game's own board must load its map
and art from maps/ (a missing or damaged file fails the run). It writes nothing to disk: settings
are not saved, sample sessions have no autosave, and looking for saves creates no folder. Every
bundled font must load and draw Hangul, and every catalog file must read, each language with
every message the default one has.
Success prints one line (`smoke ok: title + 1 boards (kabale_und_hiebe) in 0.42 s; …`) and
exits 0; any failure prints one line `smoke FAILED: <stage>: <reason>` and exits 1.

`HOTSEAT_LAUNCH_T0` (a `time.time()` taken by whoever launched the process) lets the report
give the time from launch to the first title frame; bench/exe_bench.py sets it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

SIZE = (1280, 800)


def _user_dirs() -> list[Path]:
    from .engine import saves
    from .ui.settings import config_dir

    return [saves.saves_dir().parent, config_dir()]


def _snapshot(dirs: list[Path]) -> dict[str, tuple[int, int]]:
    """Every file and folder under the per-user dirs with size and mtime, to catch writes."""
    seen: dict[str, tuple[int, int]] = {}
    for root in dirs:
        if root.exists():
            for path in [root, *root.rglob("*")]:
                st = path.stat()
                seen[str(path)] = (st.st_size, st.st_mtime_ns)
    return seen


def run() -> int:
    # Always headless: a smoke run must work on CI and never flash a window on a desktop.
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    started = time.perf_counter()
    stage = "start"
    try:
        import pygame

        from . import i18n
        from .engine import registry
        from .ui import theme
        from .ui.app import App
        from .ui.boards import has_board
        from .ui.scenes.build import build_scene
        from .ui.scenes.table import TableScene
        from .ui.settings import Settings
        from .ui.tiled import check_map

        dirs = _user_dirs()
        before = _snapshot(dirs)
        # Default settings: a player's odd settings file must not change what is tested.
        app = App(SIZE, settings=Settings(), persist=False)
        try:
            # A missing or broken font or catalog file has quiet fallbacks in the app (Korean
            # drawn as boxes, English or keys shown): here it fails the run (issue #33.8).
            stage = "resources"
            problems = i18n.catalog_problems() + theme.font_problems()
            if problems:
                raise RuntimeError("; ".join(problems[:3]))
            stage = "title"
            build_scene(app, "title")
            app.stack.update(0.0)
            app.draw()
            first_frame = time.perf_counter()
            first_wall = time.time()
            games = registry.playable_ids()
            for gid in games:
                stage = f"board {gid}"
                if has_board(gid):  # its map and art must load: no quiet fallback here
                    check_map(gid)
                app.stack.clear()  # each board alone, and leave() gets exercised
                build_scene(app, "table", game=gid)
                if not isinstance(app.stack.top, TableScene):  # a message instead of a board
                    raise RuntimeError(getattr(app.stack.top, "message", "no table"))
                app.stack.update(0.0)
                app.draw()
            stage = "close"
        finally:
            app.close()
        stage = "check"
        after = _snapshot(dirs)
        if after != before:
            changed = sorted(set(after.items()) ^ set(before.items()))
            raise RuntimeError(f"the run wrote to the user's folders: {changed[0][0]}")
        if pygame.get_init():
            raise RuntimeError("pygame still initialised after close")
    except Exception as exc:  # noqa: BLE001 — any failure is the report
        reason = " ".join(f"{type(exc).__name__}: {exc}".split())  # one line, always
        print(f"smoke FAILED: {stage}: {reason}", file=sys.stderr)
        return 1
    total = time.perf_counter() - started
    launch = os.environ.get("HOTSEAT_LAUNCH_T0", "")
    try:
        frame_note = f"first frame {first_wall - float(launch):.2f} s after launch"
    except ValueError:
        frame_note = f"first frame after {first_frame - started:.2f} s"
    print(f"smoke ok: title + {len(games)} boards ({', '.join(games)}) in {total:.2f} s; "
          f"{frame_note}")
    return 0
