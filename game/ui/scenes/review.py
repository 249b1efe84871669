"""The coach's game review (issue #21 point 5): step through a whole game on its own board.

The positions come from `engine.review` (the save's actions replayed through the one
replay, `Session.replay`). The scene offers the board what the table does (`session`,
`view`, `legal`, `viewer`, `acting`, `held`, `app`, `submit`, `marked_entries`,
`show_flash`, `show_to_players`) but read-only: nothing is legal, `submit` refuses, so a
click on the board changes nothing. Each step shows the board as it was after that move,
the move's log lines (rolls included) at the board's top and the log so far at the side; the
board rings the places those lines name, as it does for a bot's move at the table.

Keys: Left/Right step, Home/End jump to the start/end, N the next marked swing, V whose
view is shown, Esc back; buttons |◀ ◀ ▶ ▶| and a step bar (click or drag) with the swings
marked. A finished game shows every hand (V goes round the seats); an unfinished save only
what a spectator sees (seat None).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ... import i18n
from ...engine import registry, saves
from ...engine.review import MIN_SWING, Review, review_file
from ...engine.search import percent
from ...engine.types import Decision
from .. import theme, viewport
from ..boards import make_board
from ..scene import Scene, register_scene
from ..seat_title import follow_language
from ..table_draw import LOG_FOLD_WIDTH
from ..tiled import MapError
from ..widgets.basic import (
    LABEL_MARGIN,
    Button,
    draw_fitted,
    draw_text,
    ellipsize,
    fit_size,
    panel,
    wrap,
)
from ..widgets.key_cap import CAP_PAD, cap_size
from ..widgets.log_panel import LogPanel

TOP_H, BAR_H = 48, 60
LINES = 6  # the step's log lines shown at the board's top (a round's end writes several)
SHORT_LINES = 2  # on a narrow window (issue #39.2): the rest on a click on the box
SIZE = 15
NAV_KEYS = {"first": pygame.K_HOME, "previous": pygame.K_LEFT, "next": pygame.K_RIGHT,
            "last": pygame.K_END}


@register_scene("review")
def open_review(app, review: Review) -> None:
    try:
        app.push(ReviewScene(app, review))
    except MapError as exc:
        app.show_message(str(exc), i18n.t("coach.review.cannot"))


@register_scene("review_file")
def open_review_file(app, path: Path) -> None:
    """Review a save file, or say in one sentence why it cannot be (nothing is changed)."""
    try:
        review = review_file(path)
    except saves.SaveMismatch:
        app.show_message(i18n.t("coach.review.mismatch"), i18n.t("coach.review.cannot"))
        return
    except saves.SaveError as exc:
        app.show_message(str(exc), i18n.t("coach.review.cannot"))
        return
    open_review(app, review)


class ReviewScene(Scene):
    def __init__(self, app, review: Review) -> None:
        super().__init__(app)
        self.review = review
        self.session = review.session  # boards read its rules and seats
        # Whose view: every seat's once the game is over (their hands), else the public one.
        self.viewers: list[int | None] = (list(range(self.session.players)) if review.over
                                          else [None])
        self.viewer: int | None = self.viewers[0]
        self.legal: list = []  # read-only: nothing lights, nothing is offered
        self.acting = self.held = None
        self.view: dict = {}
        self.decision = Decision()
        self.step = 0
        self.entries: list[dict] = []
        self.flash = ""
        self.log = LogPanel()
        self.dragging = False
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.back = Button(i18n.t("common.back"), app.pop, size=16, shortcut=pygame.K_ESCAPE)
        self.nav = [Button(i18n.t(f"coach.review.{name}"), lambda n=name: self.go(n), size=18,
                           shortcut=key) for name, key in NAV_KEYS.items()]
        self.swing_button = Button(i18n.t("coach.review.next_swing"), self.next_swing, size=15,
                                   shortcut=pygame.K_n)
        self.notes: list[str] = []  # the summary box's lines, wrapped by `layout`
        self.view_button = Button("", self.next_viewer, size=15, shortcut=pygame.K_v)
        # A window narrower than LOG_FOLD_WIDTH (issue #39.2, a high UI scale) folds the log
        # away, as the table does, and shortens the move's box; both come back on demand.
        self.narrow = False
        self.log_wanted = False  # the player opened the log on a narrow window
        self.notes_full = False  # the player opened the move's box on a narrow window
        self.notes_box = pygame.Rect(0, 0, 0, 0)
        self.log_button = Button(i18n.t("table.log_show"), self.toggle_log, size=15,
                                 shortcut=pygame.K_l)
        self.board = make_board(self)
        self.set_step(0)

    # -- what boards ask of a table -----------------------------------------------------------
    def submit(self, action: list) -> bool:
        return False  # a review changes nothing

    def marked_entries(self) -> list[dict]:
        hovered = self.log.entry_at(viewport.mouse_pos())
        return self.entries + ([hovered] if hovered else [])

    def show_flash(self, message: str) -> None:
        self.flash = message

    def show_to_players(self, make) -> None:
        """Results pop up at the table; a review shows them in its log lines."""

    # -- stepping -------------------------------------------------------------------------
    def set_step(self, step: int) -> None:
        self.step = max(0, min(self.review.steps, step))
        self.view = self.review.view(self.step, self.viewer)
        self.decision = self.review.decision(self.step, self.viewer)
        self.entries = self.review.entries(self.step, self.viewer)
        self.log.set_entries(self.view.get("log", []), self.names())
        self.flash = ""
        name = self.session.seats[self.viewer].name if self.viewer is not None else None
        self.view_button.label = (i18n.t("coach.review.view_of", name=name) if name
                                  else i18n.t("coach.review.view_public"))
        self.view_button.enabled = len(self.viewers) > 1
        self.swing_button.enabled = bool(self.review.swings)
        self.board.refresh()
        if self.narrow:  # the move's box says what happened: no panel over the thin map
            self.board.close_results()

    def toggle_log(self) -> None:
        self.log_wanted = not self.log_wanted

    def log_shown(self) -> bool:
        return not self.narrow or self.log_wanted
    def go(self, where: str) -> None:
        self.set_step({"first": 0, "previous": self.step - 1, "next": self.step + 1,
                       "last": self.review.steps}[where])

    def next_swing(self) -> None:
        swing = self.review.next_swing(self.step)
        if swing is not None:
            self.set_step(swing)

    def next_viewer(self) -> None:
        i = self.viewers.index(self.viewer)
        self.viewer = self.viewers[(i + 1) % len(self.viewers)]
        self.set_step(self.step)

    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    # -- scene protocol -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The keys are the buttons' shortcuts (Left/Right, Home/End, N, V, Esc)."""
        for widget in (self.back, *self.nav, self.swing_button, self.view_button,
                       self.log_button):
            if widget.handle(event):
                return True
        if self.log_shown() and self.log.handle(event):
            return True
        if self.narrow and event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
                self.notes_box.collidepoint(event.pos):
            self.notes_full = not self.notes_full  # the move's whole story, or two lines
            return True
        if self.handle_bar(event):
            return True
        return self.board.handle(event)

    def handle_bar(self, event: pygame.event.Event) -> bool:
        """A click or drag on the step bar jumps to that move."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.bar.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
        elif not (event.type == pygame.MOUSEMOTION and self.dragging):
            return False
        k = (event.pos[0] - self.bar.left) / max(1, self.bar.width)
        self.set_step(round(k * self.review.steps))
        return True

    def update(self, dt: float) -> None:
        self.board.update(dt)

    def animating(self) -> bool:
        return self.board.animating()

    def retranslate(self) -> None:
        self.back.label = i18n.t("common.back")
        self.log_button.label = i18n.t("table.log_hide" if self.log_wanted else "table.log_show")
        for button, name in zip(self.nav, ("first", "previous", "next", "last"), strict=True):
            button.label = i18n.t(f"coach.review.{name}")
        self.swing_button.label = i18n.t("coach.review.next_swing")
        follow_language(self.session)
        self.log.retranslate()
        self.board = make_board(self)
        self.set_step(self.step)

    # -- drawing --------------------------------------------------------------------------
    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        narrow = w < LOG_FOLD_WIDTH
        if narrow and not self.narrow:
            self.board.close_results()
        self.narrow = narrow
        log_w = max(220, min(340, w // 4)) if self.log_shown() else 0
        # The move's summary gets a band of its own above the board: it never covers what
        # the board shows at its top, a result panel's title (issue #34.15).
        self.notes = self.note_lines(w - log_w)
        band = theme.font(SIZE).get_linesize() * len(self.notes) + 20
        area = pygame.Rect(0, TOP_H + band, w, h - TOP_H - BAR_H - band)
        if narrow and log_w:  # opened on a narrow window: the log takes its width from the
            area.width -= log_w  # board, which keeps the rest (its map would leave none)
            self.board.place(area, 0)
            column = pygame.Rect(area.right, area.top, log_w, area.height)
        else:
            column = self.board.place(area, log_w)
        self.log.rect = column.inflate(-12, -12) if log_w else pygame.Rect(0, 0, 0, 0)
        if narrow:
            self.layout_narrow(w, h)
            return
        self.log_button.rect = None  # type: ignore[assignment]  # the log always shows
        for button in (self.back, self.view_button, *self.nav, self.swing_button):
            button.cap_beside = False
        self.back.rect = pygame.Rect(w - 110, 7, 100, 34)
        self.view_button.rect = pygame.Rect(w - 330, 7, 210, 34)
        y = h - BAR_H + 10
        for i, button in enumerate(self.nav):
            button.rect = pygame.Rect(10 + i * 46, y, 40, BAR_H - 20)
        self.swing_button.rect = pygame.Rect(w - 170, y, 160, BAR_H - 20)
        left = self.nav[-1].rect.right + 150
        self.bar = pygame.Rect(left, h - BAR_H // 2 - 3, self.swing_button.rect.left - 16 - left,
                               6)

    def layout_narrow(self, w: int, h: int) -> None:
        """Every button as wide as its label and key cap (the cap inside, not a badge over
        the bar), right to left at the top, left to right in the bar; the step bar in what
        is left."""
        self.log_button.label = i18n.t("table.log_hide" if self.log_wanted else "table.log_show")

        def width(button: Button) -> int:
            button.cap_beside = True
            return theme.font(button.size, True).size(theme.shown(button.label))[0] + \
                cap_size(button.shortcut)[0] + 3 * CAP_PAD + 2 * LABEL_MARGIN

        right = w - 6
        for button in (self.back, self.view_button, self.log_button):
            button.rect = pygame.Rect(right - width(button), 7, width(button), 34)
            right = button.rect.left - 6
        y, x = h - BAR_H + 10, 6
        for button in self.nav:
            button.rect = pygame.Rect(x, y, width(button), BAR_H - 20)
            x = button.rect.right + 4
        self.swing_button.rect = pygame.Rect(0, y, width(self.swing_button), BAR_H - 20)
        self.swing_button.rect.right = w - 6
        left = x + self.counter_width() + 12
        self.bar = pygame.Rect(left, h - BAR_H // 2 - 3,
                               max(0, self.swing_button.rect.left - 16 - left), 6)

    def counter_width(self) -> int:
        """The room the "Move n of m" counter takes beside the step buttons."""
        return 130 if not self.narrow else theme.font(12, True).size(self.counter())[0]

    def counter(self) -> str:
        return i18n.t("coach.review.step", step=self.step, steps=self.review.steps)

    def title(self) -> str:
        rules = self.session.rules
        progress = rules.progress(self.review.positions[self.step])
        game = registry.entry(rules.id).title()
        return i18n.t("coach.review.title", game=game) + (
            f" · {i18n.text(progress)}" if progress else "")

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, h = surface.get_size()
        room = (self.log_button.rect if self.narrow else self.view_button.rect).left - 24
        title = self.title()
        draw_fitted(surface, title, (14, TOP_H // 2), 20, room, theme.ACCENT, True,
                      "midleft")
        self.board.draw(surface)
        if self.log_shown():
            self.log.draw(surface)
        self.draw_step_lines(surface)
        panel(surface, pygame.Rect(0, h - BAR_H, w, BAR_H), theme.PANEL, theme.BORDER, 0)
        for button in (self.back, self.view_button, *self.nav, self.swing_button):
            button.draw(surface)
        if self.narrow:
            self.log_button.draw(surface)
        counter = self.counter()
        gap = 12 if not self.narrow else 8
        draw_text(surface, counter, (self.nav[-1].rect.right + gap, h - BAR_H // 2),
                  fit_size(counter, self.counter_width(), 16, True, 10), theme.TEXT, True,
                  "midleft")
        self.draw_bar(surface)
        self.board.draw_overlay(surface)

    def step_lines(self) -> list[str]:
        """What the box at the board's top says: the move's log lines, then the swing."""
        if self.flash:
            return [self.flash]
        if self.step == 0:
            lines = [i18n.t("coach.review.start")]
        else:
            lines = [i18n.render_entry(e, self.names()) for e in self.entries] or \
                [i18n.t("coach.review.quiet")]
        if self.review.ratings and self.step:
            line = self.rating_line(self.review.ratings[self.step])
            lines.append(i18n.t("coach.review.swing", rating=line)
                         if self.step in self.review.swings else line)
        elif not self.review.over:
            lines.append(i18n.t("coach.review.unfinished"))
        return lines

    def rating_line(self, rating: float) -> str:
        """What a move's rating means for seat 0 (issue #34.15): helped, hurt or little
        change, and how the percentage reads."""
        way = "even" if abs(rating - 0.5) < MIN_SWING else "up" if rating > 0.5 else "down"
        return i18n.t(f"coach.review.rating.{way}", name=self.session.seats[0].name,
                      rating=percent(rating))

    def note_lines(self, room: int) -> list[str]:
        """The box's lines wrapped to the board's width `room`, at most LINES."""
        width = min(room - 16, 720)
        lines = [w for line in self.step_lines() for w in wrap(line, SIZE, width - 20)]
        most = SHORT_LINES if self.narrow and not self.notes_full else LINES
        if len(lines) > most:  # the swing line stays; the log lines are cut with "…"
            lines = lines[:most - 2] + ["…", lines[-1]] if most > 2 else \
                [ellipsize(lines[0] + " …", width - 20, SIZE), lines[-1]]
        return lines

    def draw_step_lines(self, surface: pygame.Surface) -> None:
        rect, lines = self.board.rect, self.notes
        width = min(rect.width - 16, 720)
        step = theme.font(SIZE).get_linesize()
        box = pygame.Rect(rect.left + 8, TOP_H + 4, width, step * len(lines) + 12)
        self.notes_box = box
        panel(surface, box, theme.PANEL, theme.ACCENT, 6)
        for i, line in enumerate(lines):
            draw_text(surface, line, (box.left + 10, box.top + 6 + i * step),
                      fit_size(line, box.width - 20, SIZE))

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The step bar: the game from start to end, the swings marked, the step a knob."""
        bar, steps = self.bar, max(1, self.review.steps)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=3)

        def x(step: int) -> int:
            return bar.left + round(bar.width * step / steps)

        for swing in self.review.swings:
            pygame.draw.rect(surface, theme.HINT, pygame.Rect(x(swing) - 2, bar.top - 9, 4,
                                                              bar.height + 18))
        done = pygame.Rect(bar.left, bar.top, x(self.step) - bar.left, bar.height)
        pygame.draw.rect(surface, theme.ACCENT_DARK, done, border_radius=3)
        pygame.draw.circle(surface, theme.ACCENT, (x(self.step), bar.centery), 9)
