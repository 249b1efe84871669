"""The table: one game in progress. Draws the board for the seat at the laptop, runs bots,
covers the table with a handoff between humans, autosaves, and ends in the game-over scene.

The viewer is the human seat whose private view is drawn. It changes only when the next
human confirms the handoff, so the next seat's hand is never drawn too early. When the game
reseats its players (engine/rules.reseat, 1989's bid for sides) the viewer moves with the
person at the laptop, so nobody is shown the seat they just left.

Pass-and-play (issue #19.4, #19.5): a move that ends a human's turn while other humans share
the laptop waits for "End turn" (`turn_done`; Undo takes it back until then; the setting
`confirm_moves` turns this off). A move that may pass the turn AND reveal or roll something
(so the engine could not undo it: a Kabale und Hiebe placement turns a card up) is not made
yet: it is `held` until "End turn" makes it, and Undo just drops it. Whether a move is held
is decided on worlds the mover cannot tell apart (engine/worlds.holds), so "End turn"
appearing tells nothing of the coming die or a hidden card (issue #33). The handoff then tells the
next person what happened since they last held the laptop (public log lines only: the previous
person still sees the screen; a loaded game: since their latest move,
Session.seen_after_moves), and results that concern every player (`show_to_players`) wait
for each human's turn at the laptop. Bots follow the `bot_speed` setting; what a bot's moves
did stays on screen (`bot_lines`) until a human acts (issue #19.6): beside the map, at the top
of the log column, never over the board (issue #34.2); the board rings the places they name.
The log column folds away ("Hide log", key L) so the map takes its room; the latest note then
reads in the top bar. The layout and drawing are ui/table_draw.py.

A tutorial (issue #38, ui/tutorial_mode.py) runs on this table: its learner's seat is the one
human (no handoffs), the legal actions are narrowed to the step's move, any other move is
explained in the prompt bar instead of made, and the script's opponent moves where a bot
would (`script_move`, the same pacing; its moves read in the log alone, the script's words
for them in the notes). Its results close as the lesson goes on
(`close_results`) and its reports lie over the board beside the words (`beside_words`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from ...engine import worlds
from ...engine.rules import seating
from ...engine.session import Session
from ...engine.types import Decision, IllegalAction
from ..after_frame import AutosaveAfterFrame
from ..autosave import save_error, unsaved_moves
from ..boards import make_board
from ..bot_worker import BotWorker
from ..hint import KEY as HINT_KEY
from ..hint import Hint
from ..scene import Scene, open_scene, register_scene, scene_class
from ..seat_title import follow_language, seat_title
from ..table_draw import TableDrawing
from ..table_keys import TableKeys
from ..table_pace import TablePace
from ..tiled import MapError
from ..tutorial_mode import TutorialMode
from ..widgets.basic import Button
from ..widgets.log_panel import LogPanel


@register_scene("table")
def open_session(app, session: Session, replace: bool = False,
                 tutorial: TutorialMode | None = None) -> TableScene | None:
    """Show a session: the table (and a handoff first when several humans share the laptop);
    with `tutorial`, the guided first game of ui/tutorial_mode.py on it.

    A board whose files are missing or damaged is a message, not a crash."""
    try:
        table = TableScene(app, session, tutorial)
    except MapError as exc:
        app.show_message(str(exc))
        return None
    if replace:
        app.replace(table)
    else:
        app.push(table)
    table.after_change()
    return table


def open_choice(decision: Decision) -> bool:
    """A choice made in the open round the table (kind "open", hiding nothing): with several
    humans at the laptop it needs no handoff; any other choice hands the laptop over."""
    return decision.kind == "open" and not decision.hides


class TableScene(TableKeys, TablePace, TableDrawing, Scene):
    def __init__(self, app, session: Session, tutorial: TutorialMode | None = None) -> None:
        super().__init__(app)
        self.session = session
        follow_language(session)  # a save made in another language names its seats in this
        # A tutorial: the learner's seat alone is human; the script moves the others.
        self.tutorial = tutorial
        self.saver = AutosaveAfterFrame.wrap(session)  # written once the move is on screen
        humans = self.humans()
        # One human: always their view. Several: set by each handoff. None: spectator.
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.seating = seating(session.state, session.players)
        self.awaiting_handoff = False
        self.bot_timer = 0.0
        self.report_timer = 0.0  # how long a report has waited over a table of bots
        self.turn_done: int | None = None  # the seat whose move passed the turn, unconfirmed
        self.held: list | None = None  # the viewer's final move, made only by "End turn"
        self.held_by: int | None = None  # its maker (the viewer's side action: not `acting`)
        self.preview: tuple[list, dict | None] | None = None  # (held, its pending view)
        self.seen: dict[int, int] = {}  # person -> public log entries when they left the laptop
        if len(humans) > 1:  # a loaded game: each from their latest move in its log
            self.seen = {self.seating[seat]: n for seat, n in session.seen_after_moves().items()
                         if seat in humans}
        self.waiting: dict[int, list[Callable[[], Scene]]] = {}  # person -> results to show
        self.bot_lines: list[str] = []
        self.bot_entries: list[dict] = []  # the log entries behind bot_lines (their spaces)
        # The viewer's log length and the position it was counted in (`log_length`).
        self._log_length: tuple | None = None
        self.bot_step_ready = False  # step by step: "Next" was pressed
        self.bots = BotWorker()  # bots think in a thread; the move lands in `update`
        self.flash = ""
        self.flash_timer = 0.0
        self.shown_prompt = ""
        self.ringed: list[pygame.Rect] = []  # a tutorial step's targets, ringed (table_draw)
        self.close_dialog: Scene | None = None  # asking before the window closes
        self.log = LogPanel()
        # Each shows its key as a cap, as every screen's buttons do (ui/table_keys.py presses
        # them: the table's shortcuts and focus).
        self.menu = Button(i18n.t("table.menu"), self.open_pause, size=16,
                           shortcut=pygame.K_ESCAPE)
        self.undo_button = Button(i18n.t("table.undo"), self.undo, size=16, shortcut=pygame.K_u)
        self.end_turn_button = Button(i18n.t("table.end_turn"), self.end_turn, primary=True,
                                      size=18, shortcut=pygame.K_e)
        self.next_button = Button(i18n.t("table.bot_next"), self.bot_next, primary=True,
                                  size=18, shortcut=pygame.K_n)
        self.log_open = True  # the log column shown (folded: the map takes its room)
        self.log_button = Button(i18n.t("table.log_hide"), self.toggle_log, size=16,
                                 shortcut=pygame.K_l)
        self.notes = pygame.Rect(0, 0, 0, 0)  # the bots' notes, above the log
        self.board = make_board(self)
        self.hint = Hint(self)  # the coach's Hint button, key and suggestion
        if tutorial is not None:
            tutorial.panel.attach(self)
        self.view: dict = {}
        self.decision = Decision()
        self.legal: list = []
        self.refresh()

    def retranslate(self) -> None:
        """Labels, the log and a new board: boards keep texts in many places (struggle
        panel, tooltips, drawn cards), so the board is made again rather than patched."""
        self.menu.label, self.undo_button.label = i18n.t("table.menu"), i18n.t("table.undo")
        self.end_turn_button.label = i18n.t("table.end_turn")
        self.next_button.label = i18n.t("table.bot_next")
        self.log_button.label = i18n.t("table.log_hide" if self.log_open else "table.log_show")
        follow_language(self.session)  # default seat names too ("Communist" → "공산세력")
        self.log.retranslate()
        self.bot_lines = self.render_bot_lines()  # read again in the new language
        self.board = make_board(self)
        self.hint.retranslate()
        self.refresh()

    # -- who acts ---------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        if self.tutorial is not None:
            return seat == self.tutorial.learner
        return self.session.is_human(seat)

    def human_to_act(self) -> int | None:
        return next((s for s in self.session.active_seats() if self.is_human(s)), None)

    def bot_to_act(self) -> bool:
        if self.tutorial is not None:  # the script's opponent, once its move is the step
            move = self.tutorial.opponent_move()
            return move is not None and move[0] in self.session.active_seats()
        return any(not self.is_human(s) for s in self.session.active_seats())

    @property
    def acting(self) -> int | None:
        """The seat the board submits for: the viewer, if it is that seat's turn; or, on an
        open choice (`open_turn`), the human whose choice it is."""
        seat = self.human_to_act()
        if seat is not None and seat == self.viewer:
            return seat
        return seat if seat is not None and self.open_turn() else None

    def open_turn(self) -> bool:
        """Nobody's secrets are drawn and a human at a shared laptop must make a choice that
        hides nothing (`open_choice`: Blockade Runner's open bids): they make it on the
        spectator view, with no handoff in between."""
        return self.viewer is None and len(self.humans()) > 1 and open_choice(self.decision)

    # -- changes ----------------------------------------------------------------------------
    def refresh(self) -> None:
        pending = self.pending_view()
        self.view = pending or self.session.view(self.viewer)
        if pending is None:
            self._log_length = self.position() + (len(self.view.get("log", [])),)
        # What kind of decision the table shows (boards draw by kind, not by frame names).
        self.decision = self.session.decision(self.viewer)
        seat = self.acting
        # A held move waits for "End turn": nothing else is offered (lit or as a button).
        self.legal = self.session.legal_actions(seat) \
            if seat is not None and self.held is None else []
        if seat is None and self.viewer is not None and self.held is None:
            self.legal = self.session.side_actions(self.viewer)  # e.g. a card swap offer
        if self.tutorial is not None:
            self.legal = self.tutorial.allowed(self.legal)  # the step's target alone is lit
        self.log.set_entries(self.view.get("log", []), [s.name for s in self.session.seats])
        self.undo_button.enabled = self.undo_offered(check=False)
        self.hint.refresh()
        self.board.refresh()

    def undo_offered(self, check: bool = True) -> bool:
        """Whether Undo is offered now. Without `check` the reveal check (engine/worlds, a
        frame's time) is left to `after_frame`, so a move is on screen first (issue #34.6);
        Undo itself always checks."""
        seat = self.acting
        if self.held is not None:
            return True
        if self.turn_done is not None:
            return self.session.can_take_back_turn(self.turn_done, check)
        return seat is not None and self.session.can_undo(seat, check)

    def submit(self, action: list) -> bool:
        seat = self.acting
        if seat is None and self.viewer is not None \
                and action in self.session.side_actions(self.viewer):
            seat = self.viewer  # an action the game does not wait for (rules.side_actions)
        if seat is None:
            return False
        if self.tutorial is not None:
            if action != self.tutorial.learner_move():
                self.show_flash(self.tutorial.explain())  # explained, not made
                return False
            self.close_results()  # the learner goes on: earlier results are read
        if self.holds(seat, action):
            self.held, self.held_by = action, seat
            self.refresh()
            return True
        return self._make(seat, action, moved=seat)

    def pending_view(self) -> dict | None:
        """While a move is held: the viewer's view as it will surely be once it is made, read
        from worlds the mover cannot tell apart (engine/worlds.preview), never the real state
        applied (it would show the die or the card to come, issue #33); the board draws it
        marked pending (issue #34.8). None when no move is held."""
        seat = self.held_by
        if self.held is None or seat is None:
            return None
        if self.preview is None or self.preview[0] is not self.held:
            session = self.session
            self.preview = (self.held, worlds.preview(
                session.rules, session.state, seat, self.held,
                session.world_key(len(session.actions)), self.viewer))
        return self.preview[1]

    def holds(self, seat: int, action: list) -> bool:
        """Whether `action` must wait for "End turn": pass-and-play with confirmation on, and
        the move may pass the turn and roll or reveal, so it could not be taken back. Decided
        on worlds the seat cannot tell apart, never on the real state: whether "End turn"
        appears must not tell the coming die or a hidden card (issue #33, engine/worlds)."""
        if not (self.app.settings.confirm_moves and len(self.humans()) > 1):
            return False
        session = self.session
        return worlds.holds(session.rules, session.state, seat, action,
                     session.world_key(len(session.actions)))

    def _make(self, seat: int, action: list, moved: int | None, held: bool = False) -> bool:
        try:
            self.session.submit(seat, action)
        except IllegalAction as exc:
            self.show_flash(str(exc))
            return False
        self.bot_lines, self.bot_entries = [], []  # a human acted: it is all in the log now
        if self.tutorial is not None:
            self.tutorial.after_move()
        self.after_change(moved=moved, held=held)
        return True

    def undo(self) -> None:
        if self.held is not None:
            self.held = None  # never made: nothing to take back in the game
            self.refresh()
            return
        if self.turn_done is not None:
            seat, self.turn_done = self.turn_done, None
            if self.session.can_take_back_turn(seat):
                self.bots.cancel()
                self.session.take_back_turn(seat)
            self.after_change()
            return
        seat = self.acting
        if seat is not None and self.session.can_undo(seat):
            self.bots.cancel()
            self.session.undo(seat)
            if self.tutorial is not None:
                self.tutorial.after_undo()  # the step goes back with its move
            self.after_change()
        else:
            self.refresh()  # the reveal check refused it: Undo shows disabled

    def end_turn(self) -> None:
        """The player confirms the move that passed the turn: the laptop may change hands."""
        if self.held is not None:
            # Made now, in front of its maker: what it rolled or showed is drawn for them and
            # "End turn" then hands the laptop on (issue #34.8); the next person reads it again
            # in "Since your last turn".
            seat, action, self.held = self.held_by, self.held, None
            self._make(seat, action, moved=seat, held=True)
            return
        if self.turn_done is not None:
            self.turn_done = None
            self.after_change()

    def humans(self) -> list[int]:
        return [s for s in range(self.session.players) if self.is_human(s)]

    def public_log(self) -> list[dict]:
        return self.session.view(None).get("log", [])

    def follow_seating(self) -> None:
        """Keep the viewer on the same person when the players change seats."""
        now = seating(self.session.state, self.session.players)
        if now != self.seating:
            if self.viewer is not None:
                self.viewer = now.index(self.seating[self.viewer])
            if self.turn_done is not None:
                self.turn_done = now.index(self.seating[self.turn_done])
            self.seating = now

    def after_change(self, moved: int | None = None, held: bool = False) -> None:
        """Called after every move (`moved`: the human seat that made it; `held`: by "End
        turn"): game over, wait for "End turn", handoff to the next human, or carry on."""
        self.follow_seating()
        if self.session.is_over():
            self.turn_done = None
            self.viewer = None
            self.refresh()
            if not any(isinstance(s, scene_class("game_over")) for s in self.app.stack.scenes):
                open_scene(self.app, "game_over", self.session, self.board.summary_lines,
                           self.board.final_panel())
            return
        seat = self.human_to_act()
        if (moved is not None and moved == self.viewer and self.app.settings.confirm_moves
                and seat != moved and len(self.humans()) > 1):
            self.turn_done = moved  # the turn passed: wait for "End turn" (bots wait too)
        elif held and self.viewer is None and seat is not None and len(self.humans()) > 1 \
                and not open_choice(self.session.decision(None)):
            # Made at an open choice (nothing private drawn): what it rolled shows to all
            # before the laptop goes on, as the prompt said (table.held.then, issue #34.8).
            self.turn_done = moved
        elif self.turn_done is None and seat is not None and seat != self.viewer \
                and len(self.humans()) > 1:
            if open_choice(self.session.decision(None)):
                self.hide_viewer()  # an open choice: the laptop goes round, nothing private
            else:
                self.request_handoff(seat)
        self.refresh()

    def request_handoff(self, seat: int) -> None:
        self.hide_viewer()
        summary = self.summary_for(seat)
        self.awaiting_handoff = True

        start = len(self.public_log()) - len(summary)

        def words() -> tuple[str, list[str]]:  # read again after a language switch
            names = [s.name for s in self.session.seats]
            return seat_title(self.session, seat), [
                i18n.render_entry(e, names) for e in self.public_log()[start:]]

        def ready() -> None:
            self.viewer = seat
            self.awaiting_handoff = False
            self.refresh()
            for make in self.waiting.pop(self.seating[seat], []):
                self.app.push(make())

        open_scene(self.app, "handoff", self.session.seats[seat].name, seat, ready,
                   summary=summary, menu=self.open_pause, words=words)

    def hide_viewer(self) -> None:
        """Nothing private drawn from now on (the laptop changes hands)."""
        if self.viewer is not None:  # what they saw; the next handoff to them starts there
            self.seen[self.seating[self.viewer]] = len(self.public_log())
        # Read in the viewer's view: not for the next person's eyes.
        self.bot_lines, self.bot_entries = [], []
        self.viewer = None  # hide everything private until the next seat confirms

    def summary_for(self, seat: int) -> list[str]:
        """What happened since the person at `seat` last gave the laptop away: the public log
        lines only, as the one handing over still sees the screen. On their first turn:
        everything so far once someone has played (the moves made before theirs)."""
        start = self.seen.get(self.seating[seat], 0 if self.seen else None)
        if start is None:
            return []
        log = self.public_log()
        names = [s.name for s in self.session.seats]
        return [i18n.render_entry(e, names) for e in log[min(start, len(log)):]]

    def show_to_players(self, make: Callable[[], Scene]) -> None:
        """A result that concerns every player (a Kabale round's results): shown now to the
        person at the laptop and to each other human when they next take it (issue #19.5)."""
        humans = self.humans()
        if self.tutorial is not None:  # beside the lesson's words; Next closes it
            scene = make()
            if isinstance(scene, scene_class("report")):
                scene.beside(self.beside_words)
            self.app.push(scene)
            return
        if self.viewer is not None or not humans:
            self.app.push(make())
        for seat in humans:
            if seat != self.viewer:
                self.waiting.setdefault(self.seating[seat], []).append(make)

    def beside_words(self) -> pygame.Rect:
        """The board left of the tutorial's words (some boards reach under the column)."""
        board, words = self.board.rect, self.tutorial.panel.rect
        right = min(board.right, words.left - 6) if words.width else board.right
        return pygame.Rect(board.left, board.top, max(0, right - board.left), board.height)

    def close_results(self) -> None:
        """A tutorial went on past its results (issue #38.3): the board's result panels and
        any report over the table close, so none stays over the lesson for many steps."""
        self.board.close_results()
        reports = [s for s in self.app.stack.scenes if isinstance(s, scene_class("report"))]
        for scene in reports:
            self.app.stack.remove(scene)
        self.refresh()

    def show_flash(self, message: str) -> None:
        self.flash, self.flash_timer = message, 4.0

    def confirm_close(self) -> bool:
        """While autosave fails, closing the window first offers to save the moves that are
        in no file (issue #33 point 8: 200 moves were lost with 12 on disk). A second close
        while asking quits."""
        moves = unsaved_moves(self.session)
        if not moves or self.close_dialog in self.app.stack.scenes:
            return False
        self.close_dialog = open_scene(self.app, "dialog", i18n.t(
            "close.unsaved", problem=save_error(self.session), moves=moves),
            i18n.t("close.title"), [
                (i18n.t("close.save_elsewhere"),
                 lambda: open_scene(self.app, "save_as", self.session, then=self.app.quit)),
                (i18n.t("close.quit_anyway"), self.app.quit),
                (i18n.t("common.cancel"), lambda: None)])
        return True

    def open_pause(self) -> None:
        open_scene(self.app, "pause", self)

    def toggle_log(self) -> None:
        """Fold the log column away (the map takes its room) or show it again."""
        self.log_open = not self.log_open
        self.log_button.label = i18n.t("table.log_hide" if self.log_open else "table.log_show")

    # -- scene protocol ---------------------------------------------------------------------
    def leave(self) -> None:
        self.bots.cancel()  # left, or another game loaded: a decision under way is dropped
        self.hint.clear()
        self.after_frame()

    def after_frame(self) -> None:
        if self.undo_button.enabled and self.session.undo_unchecked():
            self.undo_button.enabled = self.undo_offered()
            self.app.stack.changed = self.app.stack.changed or not self.undo_button.enabled
        if self.saver is not None:
            error = self.saver.error
            self.saver.flush()
            if self.saver.error != error:
                self.app.stack.changed = True  # the status line under the prompt changes

    def animating(self) -> bool:
        return (self.board.animating() or self.flash_timer > 0 or self.hint.thinking
                or (bool(self.ringed) and self.app.settings.animations)  # the ring breathes
                or (not self.humans() and not self.session.is_over())
                or (self.bot_to_act() and not self.session.is_over()
                    and self.turn_done is None and not self.step_by_step()))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == HINT_KEY and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.hint.ask()
                return True
            if self.table_key(event):  # Esc, Undo, End turn, Next, the log, zoom
                return True
        log = [self.log] if self.log_open else []
        for widget in (self.menu, self.undo_button, self.log_button, *log, *self.top_buttons()[3:],
                       *self.bar_buttons()):
            if widget.handle(event):
                return True
        if (self.turn_done is not None or self.held is not None) and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            return True  # the move is made: the board takes no more moves until End turn
        if self.tutorial is not None:
            return self.tutorial_handle(event)
        return self.board.handle(event)

    def tutorial_handle(self, event: pygame.event.Event) -> bool:
        """The tutorial's panel first; a click on the board that makes nothing (an unlit
        card or place) is answered with why (issue #38: explained, not made)."""
        if self.tutorial.panel.handle(event):
            self.refresh()
            return True
        if self.board.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.board.rect.collidepoint(event.pos) and not self.tutorial.done:
            self.show_flash(self.tutorial.explain())
        return False

    def bar_buttons(self) -> list[Button]:
        """The button at the prompt bar's right: "End turn", or "Next" for a bot's move."""
        if self.turn_done is not None or self.held is not None:
            return [self.end_turn_button]
        if self.step_by_step() and self.bot_to_act() and self.app.stack.top is self \
                and not self.session.is_over():
            return [self.next_button]
        return []

    def top_buttons(self) -> list[Button]:
        """Menu, Undo, the log's fold and, while it is offered, the coach's Hint."""
        return [self.menu, self.undo_button, self.log_button] + (
            [self.hint.button] if self.hint.offered() else [])
