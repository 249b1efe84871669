"""Autosave after every move, one file per game (`autosave-<game id>.json`), and "Continue",
which opens the newest unfinished one.

A failed autosave never stops the game: the writer keeps the sentence in `error` (the table
shows it in its status line) and the next successful autosave clears it. The previous file is
never re-read: the writer remembers when the game was created.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..engine import saves
from ..engine.session import Session

AUTOSAVE = "autosave"  # file-name prefix; the bare "autosave" is the single slot of old


def autosave_path(game_id: str) -> Path:
    return saves.save_path(f"{AUTOSAVE}-{game_id}")


def is_autosave(path: Path) -> bool:
    return path.stem == AUTOSAVE or path.stem.startswith(f"{AUTOSAVE}-")


class Autosaver:
    """The session's autosave hook."""

    def __init__(self, created: float | None = None) -> None:
        self.created = created if created is not None else time.time()
        self.error = ""

    def __call__(self, session: Session) -> None:
        try:
            saves.write(session, autosave_path(session.game_id), created=self.created)
        except saves.SaveError as exc:
            self.error = str(exc)
        else:
            self.error = ""


def attach(session: Session, created: float | None = None) -> Session:
    session.autosave = Autosaver(created if created is not None else session.created)
    return session


def save_error(session: Session) -> str:
    """The last autosave's failure as one sentence, or ""."""
    return getattr(session.autosave, "error", "")


def resume_session(session: Session) -> Session:
    """A game opened from a file: autosaved from now on, with fresh randomness."""
    return attach(saves.with_fresh_randomness(session))


def _candidates() -> list[Path]:
    folder = saves.saves_dir()
    try:
        names = {p.name.removesuffix(".bak") for p in folder.iterdir()
                 if is_autosave(Path(p.name.removesuffix(".bak")))
                 and p.name.removesuffix(".bak").endswith(".json")}
    except OSError:
        return []
    return [folder / name for name in sorted(names)]


def latest_unfinished() -> tuple[Path, dict[str, Any]] | None:
    """The newest readable autosave of an unfinished game (its .bak if the file is gone or
    unreadable), with its summary; None when there is none."""
    best = None
    for path in _candidates():
        try:
            info = saves.summary(path, backup=True)
        except saves.SaveError:
            continue
        if not info["over"] and (best is None or info["updated"] > best[1]["updated"]):
            best = (path, info)
    return best


def describe(info: dict[str, Any]) -> str:
    """"1989: Dawn of Freedom · Turn 3, action round 2" for the Continue button."""
    from .. import i18n
    from ..engine import registry

    titles = {e.id: e.title() for e in registry.entries()}
    progress = i18n.text(info["progress"]) if info["progress"] else ""
    return " · ".join(filter(None, [titles.get(info["game"], info["game"]), progress]))


def resume(app) -> None:
    """Open the newest unfinished autosaved game, or say in one sentence why it cannot be
    opened."""
    found = latest_unfinished()
    if found is None:
        from .. import i18n

        app.show_message(i18n.t("title.nothing_to_continue"))
        return
    open_save(app, found[0])


def open_save(app, path: Path) -> None:
    """Load a save file and show it (Load screen, Continue). A file whose moves do not lead to
    its stored position says so and offers the stored position (when it passes the game's
    checks); any other problem is one sentence."""
    from .. import i18n
    from .scene import open_scene

    try:
        session = saves.load(path)
    except saves.SaveMismatch as exc:
        stored = exc.session
        open_scene(app, "dialog", str(exc), i18n.t("load.cannot_open"), [
            (i18n.t("load.open_stored"), lambda: open_scene(app, "table", resume_session(stored))),
            (i18n.t("common.cancel"), lambda: None),
        ])
        return
    except saves.SaveError as exc:
        app.show_message(str(exc), i18n.t("load.cannot_open"))
        return
    open_scene(app, "table", resume_session(session))
