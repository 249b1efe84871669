"""Bots think off the UI thread (issue #21 point 3): one decision at a time in a daemon thread.

The table asks `BotWorker.poll(session)` every frame while a bot is to act: the first call
takes a `BotJob` out of the session and starts a thread on it; a later call plays the decision
once it is ready (`Session.finish_bot`, which refuses a job the game moved past). `cancel()`
(undo, leaving the table, loading another game) marks the job so a search stops at its next
iteration, and its result is never played. The job works on its own world and a copy of the
bot, so the thread shares nothing that the UI thread changes.
"""

from __future__ import annotations

import threading

from ..engine.session import Session

WAIT = 0.005  # seconds a poll waits for a decision about to land (lets the thread run)


class JobThread:
    """One job at a time (anything with `decide()` and a `cancelled` flag: a `BotJob`, the
    coach's `HintJob`) in a daemon thread; the UI thread polls it."""

    def __init__(self) -> None:
        self._job = None
        self._thread: threading.Thread | None = None
        self._outcome: list = []  # the thread's [result] or [None, exception], per job

    @property
    def job(self):
        return self._job

    def start(self, job) -> None:
        outcome: list = []

        def run() -> None:
            try:
                outcome.append(job.decide())
            except BaseException as exc:  # raised on the UI thread by `take`
                outcome[:] = [None, exc]

        self._job, self._outcome = job, outcome
        self._thread = threading.Thread(target=run, name="bot", daemon=True)
        self._thread.start()

    def ready(self) -> bool:
        """Whether the job's result is in (waits WAIT for one about to land)."""
        if self._thread is None:
            return False
        self._thread.join(WAIT)
        return not self._thread.is_alive()

    def take(self):
        """(job, result) of a finished job, which is forgotten; its exception is raised."""
        job, outcome = self._job, self._outcome
        self._job, self._thread, self._outcome = None, None, []
        if len(outcome) == 2:
            raise outcome[1]
        return job, outcome[0]

    def cancel(self) -> None:
        """Forget the job under way; a search in it stops at its next iteration."""
        if self._job is not None:
            self._job.cancelled = True
        self._job, self._thread, self._outcome = None, None, []


class BotWorker(JobThread):
    @property
    def thinking(self) -> int | None:
        """The seat whose bot is thinking (its decision not played yet), or None."""
        return None if self._job is None else self._job.seat

    def poll(self, session: Session, play: bool = True) -> bool:
        """Start thinking if a bot is to act; with `play`, play a finished decision. True when
        a move was played."""
        if self._job is None or self._thread is None:
            job = session.bot_job()
            if job is None:
                return False  # no bot to act
            self.start(job)
        if not self.ready() or not play:
            return False
        job, action = self.take()
        return session.finish_bot(job, action)
