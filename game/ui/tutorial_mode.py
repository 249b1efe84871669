"""The table's tutorial mode (issue #38): a guided first game played on the real table.

`TutorialMode` follows a script (engine/tutorial.py) over the table's session: the step the
player is at comes from the moves made and the notes read (`Script.step_at`), so Undo and a
resumed session land on the right step by themselves. The table asks it which actions to
offer (only the step's own, `allowed` / `narrow_after`), what to say when another move is
tried (`explain`), which opponent move the script makes next (`opponent_move`) and whose seat
is the learner's (no handoffs: one learner, the opponent is the script).

The place is kept in the per-user data dir (`progress_path`: moves made and notes read, never
in the repo), written after every move and note; "Learn to play" (`offer`) then asks to
resume or restart. `TutorialPanel` draws the step's words beside the map with the rule id,
"More" (the rules summary at that rule), "Next" for notes, and at the end the offer of a
real game against the Easy bot with the same seats.

Point 1 and 3 polish: the table rings the learner step's target (`draw_ring` round the
board's `target_rects`, breathing while animations are on); the prompt bar says the step's
own words (`prompt`); results (a roll panel, a struggle's result, a year's report) close
when the learner makes their next move or reads the last note of a run (`read_note`), so
none lies over the lesson for many steps.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pygame

from .. import i18n
from ..engine import files, registry, tutorial, userdirs
from ..engine.session import SeatInfo, Session
from ..engine.tutorial import Script, Step
from ..engine.types import IllegalAction
from . import theme
from .scene import open_scene
from .widgets.basic import Button, draw_text, panel, wrap

TEXT_SIZE = 17  # the step's words: legible at 1280x720 in a 300 px column
PAD = 10
EASY = "easy"  # the bot level of the real game offered at the end
RING_GAP, RING_PULSE, RING_W = 5, 6, 4  # the target's ring: outside it, breathing by px
PULSE_HZ = 1.2


# -- the place kept between sessions --------------------------------------------------------
def progress_path(game: str) -> Path:
    return userdirs.data_dir() / "tutorials" / f"{game}.json"


def saved_progress(game: str) -> tuple[int, int] | None:
    """(moves made, notes read) of a tutorial left part-way, or None (none, or unreadable)."""
    try:
        data = json.loads(progress_path(game).read_text(encoding="utf-8"))
        moves, notes = data["moves"], data["notes"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if type(moves) is not int or type(notes) is not int or moves < 0 or notes < 0:
        return None
    return moves, notes


def forget_progress(game: str) -> None:
    try:
        progress_path(game).unlink()
    except OSError:
        pass


def resumed(script: Script, moves: int) -> Session:
    """The script's session with its first `moves` moves made (prelude included): the
    moves are the script's own, so the progress file only needs to count them."""
    session = tutorial.start(script, seat_names(script))
    for step in script.steps:
        if len(session.actions) >= moves:
            break
        if step.is_move:
            session.submit(step.seat, step.do)
    session.clear_undo()
    return session


def seat_names(script: Script) -> list[str]:
    """The seats by their sides where a game has sides ("USSR", "US"), else "Player" and
    "Opponent": "Waiting for Player 2…" told a learner nothing about who that is, and a
    "You" read wrongly in the log's third person ("You loads war goods")."""
    labels = registry.get(script.game).seat_labels
    if len(labels) >= script.players:
        return [i18n.t(labels[n]) for n in range(script.players)]
    others = [n for n in range(script.players) if n != script.learner]
    return [i18n.t("tutorial.learner") if n == script.learner else
            i18n.t("tutorial.opponent") if len(others) == 1 else
            i18n.t("tutorial.opponent_n", n=others.index(n) + 1) for n in range(script.players)]


class TutorialMode:
    def __init__(self, script: Script, session: Session, notes_read: int = 0) -> None:
        self.script, self.session, self.notes_read = script, session, notes_read
        self.panel = TutorialPanel(self)

    @property
    def learner(self) -> int:
        return self.script.learner

    @property
    def game(self) -> str:
        return self.script.game

    @property
    def index(self) -> int:
        return self.script.step_at(len(self.session.actions), self.notes_read)

    @property
    def step(self) -> Step | None:
        index = self.index
        return self.script.steps[index] if index < len(self.script.steps) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def learner_move(self) -> list | None:
        step = self.step
        return step.do if step is not None and step.is_move and step.seat == self.learner \
            else None

    def opponent_move(self) -> tuple[int, list] | None:
        step = self.step
        if step is None or not step.is_move or step.seat == self.learner:
            return None
        return step.seat, step.do

    def is_note(self) -> bool:
        step = self.step
        return step is not None and not step.is_move

    # -- what the table offers ---------------------------------------------------------------
    def allowed(self, legal: list) -> list:
        """The table's legal actions narrowed to the step's one move (none on a note or the
        opponent's step): only the step's target is lit."""
        move = self.learner_move()
        return [move] if move is not None and move in legal else []

    def narrow_after(self, first: list, found: list) -> list:
        """What a two-part gesture may do after `first` (widgets/lookahead.legal_after): the
        next step's move when it is the learner's too (a card, then its column)."""
        return self.narrow_line([first], found)

    def narrow_line(self, steps: list[list], found: list) -> list:
        """What a gesture of several moves may do after `steps` (a board's lookahead, e.g.
        Blockade Runner's Move, a ship, then its zone): the script's move after them when
        they and it are the learner's next moves in a row, no note between them."""
        line: list[list] = []
        for step in self.script.steps[self.index:self.index + len(steps) + 1]:
            if not step.is_move or step.seat != self.learner:
                break
            line.append(step.do)
        if len(line) <= len(steps) or line[:len(steps)] != steps:
            return []
        return [line[-1]] if line[-1] in found else []

    def prompt(self) -> str:
        """The prompt bar's words in a tutorial (issue #38.3): the step's own instruction,
        never the rules' prompt naming choices the lesson does not offer ("or pass", "Done
        to stop") nor "Waiting for Player 1" while the panel asks for Next."""
        step = self.step
        if step is None:
            return i18n.t("tutorial.prompt_done")
        if not step.is_move:
            return i18n.t("tutorial.prompt_note")
        if step.seat != self.learner:
            return i18n.t("tutorial.prompt_opponent")
        return i18n.t(step.say) if step.say else i18n.t("tutorial.prompt_lit")

    def explain(self) -> str:
        """One sentence for a move outside the step: it is not made."""
        return i18n.t("tutorial.off_step" if self.learner_move() is not None
                      else "tutorial.read_first")

    # -- the place ---------------------------------------------------------------------------
    def next_note(self) -> None:
        if self.is_note():
            self.notes_read += 1
            self.save()

    def after_move(self) -> None:
        self.notes_read = 0
        self.save()

    def after_undo(self) -> None:
        """Back on the learner's step the undone move made: the notes before it were read."""
        self.notes_read = 0
        while self.is_note():
            self.notes_read += 1
        self.save()

    def save(self) -> None:
        if self.done:
            forget_progress(self.game)  # finished: "Learn to play" starts afresh
            return
        path = progress_path(self.game)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            files.atomic_write(path, json.dumps(
                {"moves": len(self.session.actions), "notes": self.notes_read}).encode(),
                keep_backup=False)
        except OSError:
            pass  # the lesson goes on; only resuming it later is lost


# -- the lit target ------------------------------------------------------------------------
def draw_ring(surface: pygame.Surface, rects: list[pygame.Rect], seconds: float | None) -> None:
    """A strong ring round each of the step's targets (issue #38.1: a thin green frame was
    missed), just outside them so the target itself stays readable; it breathes with
    `seconds` (None: the animations setting is off, a still ring)."""
    pulse = 0.5 if seconds is None else 0.5 + 0.5 * math.sin(seconds * 2 * math.pi * PULSE_HZ)
    grow = RING_GAP + round(pulse * RING_PULSE)
    for rect in rects:
        ring = rect.inflate(2 * grow, 2 * grow)
        pygame.draw.rect(surface, theme.BG, ring.inflate(4, 4), RING_W + 4, 10)  # any map
        pygame.draw.rect(surface, theme.ACCENT, ring, RING_W, 8)


# -- opening a tutorial ---------------------------------------------------------------------
def begin(app, game: str, resume: bool, replace: bool = False):
    """Open the tutorial of `game` on the table: from the start, or where it was left."""
    script = tutorial.load(game)
    progress = saved_progress(game) if resume else None
    try:
        session = resumed(script, progress[0]) if progress else resumed(script, 0)
    except (IllegalAction, ValueError):
        progress, session = None, resumed(script, 0)  # a stale file: start over
    mode = TutorialMode(script, session, progress[1] if progress else 0)
    if progress is None:
        forget_progress(game)
    if app.stack.top is not None and getattr(app.stack.top, "tutorial", None) is not None:
        replace = True  # restarting from the tutorial's own menu
    return open_scene(app, "table", session, replace=replace, tutorial=mode)


def offer(app, game: str) -> None:
    """"Learn to play": a tutorial left part-way is offered to resume or restart."""
    if saved_progress(game) is None:
        begin(app, game, resume=False)
        return
    open_scene(app, "dialog", i18n.t("tutorial.resume_text"), i18n.t("tutorial.title"), [
        (i18n.t("tutorial.resume"), lambda: begin(app, game, resume=True)),
        (i18n.t("tutorial.restart"), lambda: begin(app, game, resume=False)),
        (i18n.t("common.cancel"), lambda: None)])


def easy_game(script: Script) -> Session:
    """A real game with the tutorial's seats: the learner human, every other seat Easy."""
    from .autosave import attach

    seats = [SeatInfo(name, "human" if n == script.learner else EASY)
             for n, name in enumerate(seat_names(script))]
    return attach(Session.new(script.game, random.randrange(1, 10 ** 6), script.players,
                              script.options, seats))


# -- the panel ------------------------------------------------------------------------------
class TutorialPanel:
    """The step's words at the top of the table's right column (nothing of the board is
    covered), with the rule, "More", "Next" and at the end the two ways on."""

    def __init__(self, mode: TutorialMode) -> None:
        self.mode = mode
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.more = Button("", self.open_rules, size=15)
        self.next = Button("", mode.next_note, primary=True, size=16)
        self.play = Button("", lambda: None, primary=True, size=16)
        self.to_title = Button("", lambda: None, size=16)
        self.table = None

    def attach(self, table) -> None:
        self.table = table
        self.play.on_click, self.to_title.on_click = self.play_easy, self.back_to_title
        self.next.on_click = self.read_note

    def read_note(self) -> None:
        """Next: the note is read; after the last note of a run the results it spoke of
        close (issue #38.3), before the learner's or the opponent's next move."""
        self.mode.next_note()
        if not self.mode.is_note():
            self.table.close_results()

    def play_easy(self) -> None:
        forget_progress(self.mode.game)
        open_scene(self.table.app, "table", easy_game(self.mode.script), replace=True)

    def back_to_title(self) -> None:
        forget_progress(self.mode.game)
        self.table.app.stack.clear()
        open_scene(self.table.app, "title")

    def open_rules(self) -> None:
        step = self.mode.step
        open_scene(self.table.app, "rules", self.mode.session, rule=step.rule if step else None)

    def words(self) -> str:
        step = self.mode.step
        if step is None:
            return i18n.t("tutorial.done")
        if step.seat is not None and step.seat != self.mode.learner:
            return i18n.t(step.say) if step.say else i18n.t("tutorial.opponent_moving")
        return i18n.t(step.say) if step.say else ""

    def buttons(self) -> list[Button]:
        mode = self.mode
        if mode.done:
            return [self.play, self.to_title]
        shown = [self.more] if mode.step.rule else []
        return shown + ([self.next] if mode.is_note() else [])

    def height_for(self, width: int) -> int:
        lines = wrap(self.words(), TEXT_SIZE, width - 2 * PAD)
        line_h = theme.font(TEXT_SIZE).get_linesize()
        rows = 2 if self.mode.done else 1
        return PAD * 2 + 26 + len(lines) * line_h + rows * 40 + 6

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.more.label, self.next.label = i18n.t("tutorial.more"), i18n.t("tutorial.next")
        self.play.label, self.to_title.label = i18n.t("tutorial.play_easy"), \
            i18n.t("tutorial.to_title")
        bottom = rect.bottom - PAD
        if self.mode.done:
            for n, button in enumerate((self.to_title, self.play)):
                button.rect = pygame.Rect(rect.left + PAD, bottom - 36 - n * 40,
                                          rect.width - 2 * PAD, 34)
            return
        half = (rect.width - 3 * PAD) // 2
        self.next.rect = pygame.Rect(rect.right - PAD - half, bottom - 34, half, 34)
        self.more.rect = pygame.Rect(rect.left + PAD, bottom - 34, half, 34)

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in self.buttons())

    def draw(self, surface: pygame.Surface) -> None:
        rect, mode = self.rect, self.mode
        panel(surface, rect, theme.PANEL_LIGHT, theme.HIGHLIGHT, 8)
        index, total = min(mode.index + 1, len(mode.script.steps)), len(mode.script.steps)
        head = i18n.t("tutorial.title") if mode.done else \
            i18n.t("tutorial.heading", n=index, total=total)
        draw_text(surface, head, (rect.left + PAD, rect.top + PAD), 15, theme.ACCENT, True)
        step = mode.step
        if step is not None and step.rule:
            draw_text(surface, i18n.t("tutorial.rule", rule=step.rule),
                      (rect.right - PAD, rect.top + PAD), 15, theme.TEXT_DIM, anchor="topright")
        line_h = theme.font(TEXT_SIZE).get_linesize()
        for n, line in enumerate(wrap(self.words(), TEXT_SIZE, rect.width - 2 * PAD)):
            draw_text(surface, line, (rect.left + PAD, rect.top + PAD + 26 + n * line_h),
                      TEXT_SIZE)
        for button in self.buttons():
            button.draw(surface)
