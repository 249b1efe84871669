"""Autosave after every move, one file per game started (issue #33 point 4:
`autosave-<game id>-<started>.json`), and "Continue", which opens the newest unfinished one.

Every game keeps its own autosave: a new game never writes over another's, and neither does a
game opened from a named save (it gets a file of its own); a game opened from its autosave
goes on in that file. A finished game's last autosave says so in its header (Continue skips
it, Load lists it with the finished games for review) until the player deletes it. The
single autosave files of older versions (`autosave.json`, `autosave-<game id>.json`) are
listed and continued the same way; no new game writes to those names.

A failed autosave never stops the game: the writer keeps the sentence in `error` (the table
shows it in its status line) and the next successful autosave clears it. The previous file is
never re-read: the writer remembers when the game was created. While autosave fails, the
writer counts the moves saved nowhere (`unsaved_moves`; a "Save as" counts as saving them), so
closing the window asks first (issue #33 point 8). Continue names a damaged autosave and
why it cannot be opened, instead of saying there is nothing to continue.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from ..engine import files, saves
from ..engine.session import Session

AUTOSAVE = "autosave"  # file-name prefix; the bare "autosave" is the single slot of old


def new_autosave_path(game_id: str, started: float) -> Path:
    """A file name no save uses yet for a game started at `started`."""
    try:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    except (OverflowError, OSError, ValueError):  # a far-future time from a save (Windows)
        stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{AUTOSAVE}-{game_id[:24]}-{stamp}"
    path, n = saves.save_path(base), 1
    while os.path.lexists(path) or os.path.lexists(files.backup_path(path)):
        n += 1
        path = saves.save_path(f"{base}-{n}")
    return path


def is_autosave(path: Path) -> bool:
    return path.stem == AUTOSAVE or path.stem.startswith(f"{AUTOSAVE}-")


class Autosaver:
    """The session's autosave hook. `path`: the game's own file; None until the first save
    picks a new one."""

    def __init__(self, created: float | None = None, path: Path | None = None,
                 saved_moves: int = 0) -> None:
        self.created = created if created is not None else time.time()
        self.path = path
        self.error = ""
        self.saved_moves = saved_moves  # the moves in the last file written (or opened)

    def __call__(self, session: Session) -> None:
        try:
            if self.path is None:
                self.path = new_autosave_path(session.game_id, self.created)
            saves.write(session, self.path, created=self.created)
        except saves.SaveError as exc:
            self.error = str(exc)
        else:
            self.error = ""
            self.saved_moves = len(session.actions)


def attach(session: Session, created: float | None = None, path: Path | None = None) -> Session:
    session.autosave = Autosaver(created if created is not None else session.created, path,
                                 len(session.actions))
    return session


def _autosaver(session: Session) -> Autosaver | None:
    """The session's Autosaver, also from inside the table's after-frame wrapper
    (ui/after_frame, whose `write` it is)."""
    hook = session.autosave
    hook = getattr(hook, "write", hook)
    return hook if isinstance(hook, Autosaver) else None


def autosave_file(session: Session) -> Path | None:
    """The file the session autosaves to (None before its first autosave)."""
    saver = _autosaver(session)
    return None if saver is None else saver.path


def save_error(session: Session) -> str:
    """The last autosave's failure as one sentence, or ""."""
    return getattr(session.autosave, "error", "")


def unsaved_moves(session: Session) -> int:
    """How many moves are in no file because autosave fails (0 while it works)."""
    if not save_error(session):
        return 0
    saver = _autosaver(session)
    return max(0, len(session.actions) - (saver.saved_moves if saver is not None else 0))


def mark_saved(session: Session) -> None:
    """The game was written to a file of the player's choice ("Save as")."""
    saver = _autosaver(session)
    if saver is not None:
        saver.saved_moves = len(session.actions)


def resume_session(session: Session, path: Path | None = None) -> Session:
    """A game opened from the file `path`: autosaved from now on, into that file when it is
    an autosave (the game goes on there), else into a new file of its own. Its dice go on as
    saved: reloading is not a re-roll (issue #33 point 5)."""
    return attach(session, path=path if path is not None and is_autosave(path) else None)


def _candidates() -> list[Path]:
    folder = saves.saves_dir()
    names = {n.removesuffix(".bak") for n in saves.folder_names()}
    names = {n for n in names if is_autosave(Path(n)) and n.endswith(".json")}
    return [folder / name for name in sorted(names)]


def scan() -> tuple[tuple[Path, dict[str, Any]] | None, list[str]]:
    """The newest readable autosave of an unfinished game (its .bak if the file is gone or
    unreadable) with its summary, or None; and a sentence for each autosave that cannot be
    read, naming it (or for the saves folder, when that cannot be read)."""
    from .. import i18n

    best, damaged = None, []
    try:
        candidates = _candidates()
    except saves.SaveError as exc:
        return None, [str(exc)]
    for path in candidates:
        try:
            info = saves.summary(path, backup=True)
        except saves.SaveError as exc:
            damaged.append(i18n.t("title.autosave_damaged", name=saves.display_name(path),
                                  problem=str(exc)))
            continue
        if not info["over"] and (best is None or info["updated"] > best[1]["updated"]):
            best = (path, info)
    return best, damaged


def latest_unfinished() -> tuple[Path, dict[str, Any]] | None:
    """The newest readable autosave of an unfinished game (see `scan`); None when none."""
    return scan()[0]


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
    from .. import i18n

    found, damaged = scan()
    if found is None and damaged:  # say which file and why, not "nothing to continue"
        app.show_message(damaged[0], i18n.t("load.cannot_open"))
        return
    if found is None:
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
            (i18n.t("load.open_stored"),
             lambda: open_scene(app, "table", resume_session(stored, path))),
            (i18n.t("common.cancel"), lambda: None),
        ])
        return
    except saves.SaveError as exc:
        app.show_message(str(exc), i18n.t("load.cannot_open"))
        return
    open_scene(app, "table", resume_session(session, path))
