"""The table: one game in progress. Draws the board for the seat at the laptop, runs bots,
covers the table with a handoff between humans, autosaves, and ends in the game-over scene.

The viewer is the human seat whose private view is drawn. It changes only when the next
human confirms the handoff, so the next seat's hand is never drawn too early. When the game
reseats its players (engine/rules.reseat, 1989's bid for sides) the viewer moves with the
person at the laptop, so nobody is shown the seat they just left.
"""

from __future__ import annotations

import pygame

from ... import i18n
from ...engine.rules import seating
from ...engine.session import Session
from ...engine.types import IllegalAction
from .. import theme
from ..autosave import save_error
from ..boards import make_board
from ..bot_worker import BotWorker
from ..scene import Scene
from ..tiled import MapError
from ..widgets.basic import Button, draw_text, fit_size, panel, wrap
from ..widgets.log_panel import LogPanel

BOT_DELAY = 0.6  # seconds a bot "thinks" so people can follow its moves
TOP_H, PROMPT_H = 48, 56
PROMPT_MIN = 16  # smallest one-line prompt before it wraps to two lines


def open_session(app, session: Session, replace: bool = False) -> TableScene | None:
    """Show a session: the table (and a handoff first when several humans share the laptop).

    A board whose files are missing or damaged is a message, not a crash."""
    try:
        table = TableScene(app, session)
    except MapError as exc:
        app.show_message(str(exc))
        return None
    if replace:
        app.replace(table)
    else:
        app.push(table)
    table.after_change()
    return table


class TableScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        humans = [s for s in range(session.players) if session.is_human(s)]
        # One human: always their view. Several: set by each handoff. None: spectator.
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.seating = seating(session.state, session.players)
        self.awaiting_handoff = False
        self.bot_timer = 0.0
        self.bots = BotWorker()  # bots think in a thread; the move lands in `update`
        self.flash = ""
        self.flash_timer = 0.0
        self.shown_prompt = ""
        self.log = LogPanel()
        self.menu = Button(i18n.t("table.menu"), self.open_pause, size=16)
        self.undo_button = Button(i18n.t("table.undo"), self.undo, size=16)
        self.board = make_board(self)
        self.view: dict = {}
        self.legal: list = []
        self.refresh()

    def retranslate(self) -> None:
        """Labels, the log and a new board: boards keep texts in many places (struggle
        panel, tooltips, drawn cards), so the board is made again rather than patched."""
        self.menu.label, self.undo_button.label = i18n.t("table.menu"), i18n.t("table.undo")
        self.log.retranslate()
        self.board = make_board(self)
        self.refresh()

    # -- who acts ---------------------------------------------------------------------------
    def human_to_act(self) -> int | None:
        return next((s for s in self.session.active_seats() if self.session.is_human(s)), None)

    def bot_to_act(self) -> bool:
        return any(not self.session.is_human(s) for s in self.session.active_seats())

    @property
    def acting(self) -> int | None:
        """The seat the board submits for: the viewer, if it is that seat's turn."""
        seat = self.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    # -- changes ----------------------------------------------------------------------------
    def refresh(self) -> None:
        self.view = self.session.view(self.viewer)
        seat = self.acting
        self.legal = self.session.legal_actions(seat) if seat is not None else []
        self.log.set_entries(self.view.get("log", []), [s.name for s in self.session.seats])
        self.undo_button.enabled = seat is not None and self.session.can_undo(seat)
        self.board.refresh()

    def submit(self, action: list) -> bool:
        seat = self.acting
        if seat is None:
            return False
        try:
            self.session.submit(seat, action)
        except IllegalAction as exc:
            self.show_flash(str(exc))
            return False
        self.after_change()
        return True

    def undo(self) -> None:
        seat = self.acting
        if seat is not None and self.session.can_undo(seat):
            self.bots.cancel()
            self.session.undo(seat)
            self.after_change()

    def follow_seating(self) -> None:
        """Keep the viewer on the same person when the players change seats."""
        now = seating(self.session.state, self.session.players)
        if now != self.seating:
            if self.viewer is not None:
                self.viewer = now.index(self.seating[self.viewer])
            self.seating = now

    def after_change(self) -> None:
        """Called after every move: game over, handoff to the next human, or carry on."""
        self.follow_seating()
        if self.session.is_over():
            self.viewer = None
            self.refresh()
            from .game_over import GameOverScene

            if not any(isinstance(s, GameOverScene) for s in self.app.stack.scenes):
                self.app.push(GameOverScene(self.app, self.session, self.board.summary_lines()))
            return
        seat = self.human_to_act()
        humans = sum(self.session.is_human(s) for s in range(self.session.players))
        if seat is not None and seat != self.viewer and humans > 1:
            self.request_handoff(seat)
        self.refresh()

    def request_handoff(self, seat: int) -> None:
        from .handoff import HandoffScene

        self.viewer = None  # hide everything private until the next seat confirms
        self.awaiting_handoff = True

        def ready() -> None:
            self.viewer = seat
            self.awaiting_handoff = False
            self.refresh()

        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        self.app.push(HandoffScene(self.app, self.session.seats[seat].name, colour, ready))

    def show_flash(self, message: str) -> None:
        self.flash, self.flash_timer = message, 4.0

    def open_pause(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # -- scene protocol ---------------------------------------------------------------------
    def leave(self) -> None:
        self.bots.cancel()  # left, or another game loaded: a decision under way is dropped

    def update(self, dt: float) -> None:
        self.board.update(dt)
        if self.flash_timer > 0:
            self.flash_timer -= dt
        if self.app.stack.top is not self or self.session.is_over():
            return  # bots wait while a menu, handoff or dialog is open
        if self.bot_to_act():
            self.bot_timer += dt
            delay = BOT_DELAY if self.app.settings.animations else 0.0
            if self.bots.poll(self.session, play=self.bot_timer >= delay):
                self.bot_timer = 0.0
                self.after_change()

    def animating(self) -> bool:
        return (self.board.animating() or self.flash_timer > 0
                or (self.bot_to_act() and not self.session.is_over()))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        for widget in (self.menu, self.undo_button, self.log):
            if widget.handle(event):
                return True
        return self.board.handle(event)

    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        log_w = max(220, min(340, w // 4))
        self.board.rect = pygame.Rect(0, TOP_H, w - log_w, h - TOP_H - PROMPT_H)
        self.log.rect = pygame.Rect(w - log_w + 6, TOP_H + 6, log_w - 12, h - TOP_H - PROMPT_H
                                    - 12)
        self.menu.rect = pygame.Rect(w - 110, 7, 100, 34)
        self.undo_button.rect = pygame.Rect(w - 220, 7, 100, 34)

    def prompt_text(self) -> str:
        seat = self.acting
        if seat is not None:
            return i18n.text(self.session.prompt(seat))
        active = self.session.active_seats()
        if not active:
            return i18n.t("prompt.game_over")
        thinking = self.bots.thinking
        if thinking is not None:
            return i18n.t("table.thinking", name=self.session.seats[thinking].name)
        names = ", ".join(self.session.seats[s].name for s in active)
        return i18n.t("table.waiting_for", names=names)

    @staticmethod
    def draw_prompt(surface: pygame.Surface, text: str, rect: pygame.Rect, colour) -> None:
        """One line when it fits (shrinking to PROMPT_MIN), else two wrapped lines: a long
        prompt is never cut off at the window's edge."""
        size = fit_size(text, rect.width, 20, True, smallest=PROMPT_MIN)
        lines = wrap(text, size, rect.width, True)
        if len(lines) > 2:  # three lines do not fit the bar: the smallest size, two lines
            size = fit_size(text, rect.width * 2, PROMPT_MIN, True, smallest=11)
            lines = wrap(text, size, rect.width, True)[:2]
        step = theme.font(size, True).get_linesize()
        top = rect.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.left, top + i * step), size, colour, True)

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, h = surface.get_size()
        rules = self.session.rules
        progress = rules.progress(self.session.state)
        name = i18n.game_title(rules.id, rules.title)
        title = name + (f" · {i18n.text(progress)}" if progress else "")
        draw_text(surface, title, (14, TOP_H // 2), 20, theme.ACCENT, True, "midleft")
        self.board.draw(surface)
        self.log.draw(surface)
        bar = pygame.Rect(0, h - PROMPT_H, w, PROMPT_H)
        panel(surface, bar, theme.PANEL, theme.BORDER, 0)
        if self.viewer is not None:
            colour = theme.SEAT_COLOURS[self.viewer % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (24, bar.centery), 10)
        text = self.flash if self.flash_timer > 0 else self.prompt_text()
        self.shown_prompt = text  # what the bar says on screen now
        # A failed autosave is one sentence under the prompt until the next autosave
        # succeeds: the game goes on (issue #13 point 1).
        problem = save_error(self.session)
        self.draw_prompt(surface, text, pygame.Rect(44, bar.top, w - 56,
                                                    PROMPT_H - (24 if problem else 0)),
                         theme.DANGER if self.flash_timer > 0 else theme.TEXT)
        if problem:
            draw_text(surface, problem, (44, bar.bottom - 13), 15, theme.DANGER,
                      anchor="midleft")
        self.undo_button.draw(surface)
        self.menu.draw(surface)
