"""Autosave after every move, and "continue last game" from the title."""

from __future__ import annotations

from pathlib import Path

from ..engine import saves
from ..engine.session import Session

AUTOSAVE = "autosave"


def autosave_path() -> Path:
    return saves.save_path(AUTOSAVE)


def has_autosave() -> bool:
    try:
        return autosave_path().is_file()
    except (OSError, saves.SaveError):
        return False


def write_autosave(session: Session) -> None:
    saves.write(session, autosave_path())


def attach(session: Session) -> Session:
    session.autosave = write_autosave
    return session


def resume(app) -> None:
    """Open the autosaved game, or say in one sentence why it cannot be opened."""
    from .scenes.table import open_session

    try:
        session = saves.load(autosave_path())
    except saves.SaveMismatch as exc:
        session = exc.session
    except saves.SaveError as exc:
        app.show_message(str(exc))
        return
    open_session(app, attach(session))
