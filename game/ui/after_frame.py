"""The autosave of a move, written once the frame that shows the move is on screen.

An autosave writes and syncs the file (engine/files.atomic_write): 5 to 40 ms on a laptop's
disk, more than a frame. Made inside the move, it kept the move from the screen that long
(issue #34 point 6). The table wraps its session's autosave hook in `AutosaveAfterFrame`: the
move only notes that a save is due, and the table writes it in `after_frame` (the app calls
that once the frame is flipped) or when it is left. A failed write reads as before: `error`
is the autosave's sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.session import Session


class AutosaveAfterFrame:
    def __init__(self, write: Callable[[Session], None]) -> None:
        self.write = write
        self.due: Session | None = None

    @classmethod
    def wrap(cls, session: Session) -> AutosaveAfterFrame | None:
        """Put the session's autosave (if any) off to after the frame; the wrapper or None."""
        hook = session.autosave
        if hook is None or isinstance(hook, cls):
            return hook
        session.autosave = cls(hook)
        return session.autosave

    @property
    def error(self) -> str:
        return getattr(self.write, "error", "")

    def __call__(self, session: Session) -> None:
        self.due = session

    def flush(self) -> None:
        """Write the save that is due, if one is."""
        session, self.due = self.due, None
        if session is not None:
            self.write(session)
