"""The coach's Hint at the table (issue #21 point 5): the Hard bot's suggestion for the human
seat to move, as lit targets on the board and one sentence of why.

Offered only in a game with a Hard bot (`engine.hint.offers_hint`) and only while the viewer
is to move. Asking (the button or the H key) starts an `engine.hint.HintJob` in its own
worker thread (the window keeps answering; "thinking…" shows); the answer is shown only if
the position is still the one asked about. Any change (a move, undo, a new viewer, leaving
the table, loading a game) drops the hint or the search under way. The board lights what the
suggestion concerns (`BoardBase.hint_marks`, drawn from `board.hint_targets`) and names the
actions through `BoardBase.action_label`. Nothing is ever submitted from here.
"""

from __future__ import annotations

import pygame

from .. import i18n
from ..engine.hint import HintJob, offers_hint
from ..engine.search import SearchStats, percent
from ..engine.types import Decision
from . import theme
from .bot_worker import JobThread
from .widgets.basic import Button, note_box, wrap
from .widgets.lookahead import walk_line

KEY = pygame.K_h
SIZE = 15  # the sentence's type size


class Hint:
    def __init__(self, table) -> None:
        self.table = table
        self.worker = JobThread()
        self.button = Button(i18n.t("coach.hint.button"), self.ask, size=16, shortcut=pygame.K_h)
        self.text = ""  # the sentence on screen ("" when no hint is shown)
        self.box: pygame.Rect | None = None  # where the sentence was last laid out
        self.about: tuple | None = None  # (session version, seat) the hint or search is for

    def retranslate(self) -> None:
        self.button.label = i18n.t("coach.hint.button")
        self.clear()

    # -- state ----------------------------------------------------------------------------
    def offered(self) -> bool:
        """The button and key work: the game has a Hard bot and the viewer is to move (no
        move waiting for "End turn")."""
        table = self.table
        return offers_hint(table.session.rules) and table.acting is not None \
            and getattr(table, "tutorial", None) is None \
            and table.held is None and table.turn_done is None

    @property
    def thinking(self) -> bool:
        return self.worker.job is not None

    def position(self) -> tuple:
        return self.table.session.version, self.table.acting

    def ask(self) -> None:
        if not self.offered() or self.thinking:
            return
        self.clear()
        job = HintJob.make(self.table.session, self.table.acting)
        if job is None:
            return
        self.about = self.position()
        self.worker.start(job)

    def clear(self) -> None:
        """Drop the hint shown and any search under way."""
        self.worker.cancel()
        self.text, self.about = "", None
        self.table.board.hint_targets = set()

    def refresh(self) -> None:
        """The table changed: a hint about another position (or viewer) goes."""
        if self.about is not None and (self.about != self.position() or not self.offered()):
            self.clear()

    def update(self) -> None:
        if self.thinking and self.worker.ready():
            job, stats = self.worker.take()
            if (job.version, job.seat) == self.about == self.position():
                self.show(stats)
            else:
                self.clear()

    def show(self, stats: SearchStats) -> None:
        # the search's line skips forced steps and may hold follow-ups seen only in other
        # sampled worlds: the coach names and lights the steps that can follow here
        steps = walk_line(self.table, stats.line) or [(stats.line[0], Decision())]
        board = self.table.board
        board.hint_targets = set(board.hint_marks([a for a, _ in steps]))
        self.text = self.sentence(stats, steps)

    def sentence(self, stats: SearchStats, steps: list[tuple[list, Decision]]) -> str:
        """The suggestion (`steps`: its line, walk_line) and why: its top two choices with
        their win chances."""
        board = self.table.board
        best, *steps = board.line_labels(steps)
        for step in steps:
            best = i18n.t("coach.hint.then", first=best, next=step)
        (_, visits, chance), *rest = stats.ranked
        if not visits:  # nothing to weigh: one legal move (or no iteration finished)
            return i18n.t("coach.hint.only", best=best)
        if not rest:
            return i18n.t("coach.hint.one", best=best, chance=percent(chance))
        if stats.usual:  # the Hard bot's own step here, none rated clearly better
            return i18n.t("coach.hint.usual", best=best, chance=percent(chance))
        if stats.rated < 2:  # the others were tried too little for their chance to count
            return i18n.t("coach.hint.alone", best=best, chance=percent(chance))
        # the rated moves come by the chance shown (search.rank): the next best never more
        second, _, chance2 = rest[0]
        key = "coach.hint.close" if percent(chance2) >= percent(chance) else "coach.hint.two"
        return i18n.t(key, best=best, chance=percent(chance),
                      second=board.action_label(second), chance2=percent(chance2))

    # -- drawing --------------------------------------------------------------------------
    def lines(self) -> list[str]:
        if self.thinking:
            return [i18n.t("coach.hint.thinking")]
        return [self.text] if self.text else []

    def draw(self, surface: pygame.Surface, top: int) -> None:
        """The sentence (or "thinking…") in a box at the board's top edge, from `top`; not
        drawn while the mouse is over it, so what it covers can be read."""
        lines = self.lines()
        if not lines:
            return
        rect = self.table.board.notes_rect()
        width = min(rect.width - 16, 720)
        wrapped = [w for line in lines for w in wrap(line, SIZE, width - 20)][:3]
        width = min(width, 20 + max(theme.font(SIZE).size(w)[0] for w in wrapped))
        self.box = note_box(surface, wrapped, (rect.left + 8, top), width, theme.HINT,
                            theme.HINT, SIZE)
