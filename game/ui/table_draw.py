"""How the table scene lays itself out and draws (mixed into `scenes/table.TableScene`): the
title bar with its buttons, the board, the log column with the bots' notes at its top (issue
#34.2: nothing covers the board), and the prompt bar with "End turn" or "Next".
"""

from __future__ import annotations

import pygame

from .. import i18n
from ..engine import registry
from . import theme
from .autosave import save_error
from .tutorial_mode import draw_ring
from .widgets.basic import draw_read, draw_text, ellipsize, fit_size, panel, wrap
from .widgets.key_cap import cap_room
from .widgets.seat_mark import draw_seat_mark

TOP_H, PROMPT_H = 48, 56
# Below SHORT logical pixels high (a laptop at 175-200% UI scale, issue #39.2) the bars are
# lower, so the map keeps its share of the screen.
SHORT, SHORT_TOP_H, SHORT_PROMPT_H = 540, 40, 48
# Narrower than this the log column folds away by itself (the map and the seats need the
# width); "Show log" still opens it, and it comes back when the window widens again.
LOG_FOLD_WIDTH = 960
TOP_BUTTON_H, TOP_BUTTON_SIZE = 34, 16
PROMPT_SMALLEST = 11  # px: the prompt is never smaller (issue #39.2)
NOTES_SIZE = 15  # the bots' notes at the top of the log column
PROMPT_MIN = 16  # smallest one-line prompt before it wraps to two lines
PENDING_SIZE = 16  # the label over the board while a move waits for "End turn"


class TableDrawing:
    """The table's layout and drawing; the scene gives it the session, board, log, buttons,
    `held`, `turn_done`, `bot_lines` and the questions about who acts."""

    # Set by each layout and draw (read by tests and the overlays drawn after them).
    top_h, prompt_h = TOP_H, PROMPT_H
    title_rect = prompt_rect = pygame.Rect(0, 0, 0, 0)
    prompt_size = PROMPT_MIN

    def layout(self, surface: pygame.Surface) -> None:
        """The board left, the log column right (the bots' notes at its top, issue #34.2;
        folded away, the board takes the whole width), the bars above and below."""
        w, h = surface.get_size()
        self.top_h, self.prompt_h = (TOP_H, PROMPT_H) if h >= SHORT else \
            (SHORT_TOP_H, SHORT_PROMPT_H)
        self.fold_log_when_narrow(w)
        tutorial = getattr(self, "tutorial", None)
        # A tutorial keeps the column (its words) even with the log folded.
        log_w = max(220, min(340, w // 4)) if self.log_open or tutorial else 0
        column = self.board.place(pygame.Rect(0, self.top_h, w, h - self.top_h - self.prompt_h),
                                  log_w)
        column = column.inflate(-12, -12)
        if tutorial is not None:  # the step's words first, above the notes and the log
            words_h = min(column.height * 2 // 3, tutorial.panel.height_for(column.width))
            tutorial.panel.layout(pygame.Rect(column.left, column.top, column.width, words_h))
            column = pygame.Rect(column.left, column.top + words_h + 6, column.width,
                                 column.height - words_h - 6)
        notes = self.notes_lines(column.width)
        notes_h = 0 if not notes or not self.log_open else min(
            column.height // 2, len(notes) * theme.font(NOTES_SIZE).get_linesize() + 12)
        self.notes = pygame.Rect(column.left, column.top, column.width, notes_h)
        gap = notes_h + 6 if notes_h else 0
        self.log.rect = pygame.Rect(column.left, column.top + gap, column.width,
                                    column.height - gap)
        self.layout_top_bar(w)
        for button in (self.end_turn_button, self.next_button):
            button.rect = pygame.Rect(w - 190, h - self.prompt_h + 8, 180, self.prompt_h - 16)

    def fold_log_when_narrow(self, width: int) -> None:
        """The log column folds away when the window turns narrower than LOG_FOLD_WIDTH and
        comes back when it widens again, unless the player folded it themselves."""
        narrow = width < LOG_FOLD_WIDTH
        if narrow == getattr(self, "log_narrow", None):
            return
        self.log_narrow = narrow
        if narrow and self.log_open:
            self.log_folded_for_width = True
            self.toggle_log()
        elif not narrow and getattr(self, "log_folded_for_width", False):
            self.log_folded_for_width = False
            if not self.log_open:
                self.toggle_log()

    def layout_top_bar(self, w: int) -> None:
        """Menu, Undo, the log's fold and Hint right to left, each as wide as its label and
        key cap (at least its width on a wide window), and the title in what they leave."""
        wide = w >= LOG_FOLD_WIDTH
        right = w - 10
        font = theme.font(TOP_BUTTON_SIZE, True)
        top = (self.top_h - TOP_BUTTON_H) // 2 if self.top_h > TOP_BUTTON_H + 8 else 4
        height = min(TOP_BUTTON_H, self.top_h - 2 * top)
        for button, least in ((self.menu, 100), (self.undo_button, 100),
                              (self.log_button, 120), (self.hint.button, 120)):
            width = max(font.size(button.label)[0] + cap_room(button.shortcut) + 8,
                        least if wide else 60)
            button.rect = pygame.Rect(right - width, top, width, height)
            right -= width + (10 if wide else 6)

    def title_text(self) -> str:
        rules = self.session.rules
        progress = rules.progress(self.session.state)
        name = registry.entry(rules.id).title()
        return name + (f" · {i18n.text(progress)}" if progress else "")

    def draw_title(self, surface: pygame.Surface, title: str) -> None:
        """The game and its progress at the top left, as large as the buttons leave room
        for (down to 13 px, then cut with "…"); `title_rect` keeps where."""
        room = min(b.rect.left for b in self.top_buttons()) - 14 - 10
        size = fit_size(title, room, 20, True, smallest=13)
        text = ellipsize(title, room, size, True)
        self.title_rect = draw_text(surface, text, (14, self.top_h // 2), size, theme.ACCENT,
                                    True, "midleft")

    def prompt_text(self) -> str:
        if getattr(self, "tutorial", None) is not None:
            return self.tutorial.prompt()  # the step's words, not the rules' choices
        if self.held is not None:
            # What the move is, then what "End turn" does: makes it here and shows its result
            # first; only a second one hands the laptop on (issue #34.8), in every game.
            lead = self.board.held_hint(self.held) or i18n.t("table.held")
            return f"{lead} {i18n.t('table.held.then')}"
        if self.turn_done is not None:  # no Undo: it rolled or showed something (#34.8)
            return i18n.t("table.turn_done" if self.undo_button.enabled else "table.turn_rolled")
        seat = self.acting
        if seat is not None:
            text = self.board.prompt_hint() or i18n.text(self.session.prompt(seat))
            if seat != self.viewer:  # an open choice: say whose it is
                text = i18n.t("table.open_turn", name=self.session.seats[seat].name,
                              prompt=text)
            return text
        active = self.session.active_seats()
        if not active:
            return i18n.t("prompt.game_over")
        thinking = self.bots.thinking
        if thinking is not None:
            return i18n.t("table.thinking", name=self.session.seats[thinking].name)
        names = ", ".join(self.session.seats[s].name for s in active)
        return i18n.t("table.waiting_for", names=names)

    def prompt_seat(self) -> int | None:
        """The seat whose colour the prompt's dot shows: the one acting (a bot while it
        thinks, issue #34.12), or the one whose move waits for "End turn"."""
        if self.held is not None or self.turn_done is not None:
            return self.viewer if self.turn_done is None else self.turn_done
        if self.acting is not None:
            return self.acting
        if self.bots.thinking is not None:
            return self.bots.thinking
        active = self.session.active_seats()
        return active[0] if len(active) == 1 else None

    @staticmethod
    def draw_prompt(surface: pygame.Surface, text: str, rect: pygame.Rect, colour) -> int:
        """One line when it fits (shrinking to PROMPT_MIN), else two wrapped lines: a long
        prompt is never cut off at the window's edge. Returns the size drawn."""
        size = fit_size(text, rect.width, 20, True, smallest=PROMPT_MIN)
        lines = wrap(text, size, rect.width, True)
        if len(lines) > 2:  # three lines do not fit the bar: the smallest size, two lines
            size = fit_size(text, rect.width * 2, PROMPT_MIN, True, smallest=PROMPT_SMALLEST)
            lines = wrap(text, size, rect.width, True)[:2]
        step = theme.font(size, True).get_linesize()
        top = rect.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.left, top + i * step), size, colour, True)
        return size

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, h = surface.get_size()
        self.draw_title(surface, self.title_text())
        self.board.draw(surface)
        self.draw_pending(surface)
        if self.log_open:
            self.log.draw(surface)
        self.draw_bot_lines(surface)
        if getattr(self, "tutorial", None) is not None:
            self.tutorial.panel.draw(surface)
        self.hint.draw(surface, self.board.notes_rect().top + 6)
        bar = pygame.Rect(0, h - self.prompt_h, w, self.prompt_h)
        panel(surface, bar, theme.PANEL, theme.BORDER, 0)
        shown = self.prompt_seat()
        if shown is not None:
            draw_seat_mark(surface, shown, (24, bar.centery), 10)  # shape and colour
        text = self.flash if self.flash_timer > 0 else self.prompt_text()
        self.shown_prompt = text  # what the bar says on screen now
        # A failed autosave is one sentence under the prompt until the next autosave
        # succeeds: the game goes on (issue #13 point 1).
        problem = save_error(self.session)
        buttons = self.bar_buttons()
        room = w - 56 - (200 if buttons else 0)
        self.prompt_rect = pygame.Rect(44, bar.top, room, self.prompt_h - (24 if problem else 0))
        self.prompt_size = self.draw_prompt(surface, text, self.prompt_rect,
                                            theme.DANGER if self.flash_timer > 0 else theme.TEXT)
        if problem:
            draw_text(surface, problem, (44, bar.bottom - 13), 15, theme.DANGER,
                      anchor="midleft")
        for button in self.top_buttons():
            button.draw(surface)
        for button in buttons:
            button.draw(surface)
        self.draw_target_ring(surface)
        self.board.draw_overlay(surface)

    def draw_target_ring(self, surface: pygame.Surface) -> None:
        """A tutorial's learner step: its target ringed over everything but tooltips; a
        two-part gesture's ring moves on with the step (issue #38.1). `ringed` keeps where."""
        tutorial = getattr(self, "tutorial", None)
        move = tutorial.learner_move() if tutorial is not None else None
        self.ringed = self.board.target_rects(move) if move is not None else []
        seconds = pygame.time.get_ticks() / 1000 if self.app.settings.animations else None
        draw_ring(surface, self.ringed, seconds)

    def notes_lines(self, width: int) -> list[str]:
        """The bots' notes wrapped to the log column's width."""
        return [part for line in self.bot_lines for part in wrap(line, NOTES_SIZE, width - 20)]

    def draw_bot_lines(self, surface: pygame.Surface) -> None:
        """What the bots' latest moves did (card, rolls, spaces) until a human acts, beside
        the map: at the top of the log column, or with the log folded the latest line in the
        top bar after the title (issue #34.2: nothing covers the board)."""
        if not self.bot_lines:
            return
        if not self.log_open:
            left = self.title_rect.right + 14
            right = min(b.rect.left for b in self.top_buttons()) - 12
            if right - left > 80:  # shrunk to the floor, then cut with "…" (the log has it)
                draw_read(surface, [self.bot_lines[-1]], (left, self.top_h // 2),
                          right - left, NOTES_SIZE, theme.ACCENT, False, "midleft")
            return
        panel(surface, self.notes, theme.PANEL, theme.ACCENT, 6)
        step = theme.font(NOTES_SIZE).get_linesize()
        lines = self.notes_lines(self.notes.width)
        room = max(1, (self.notes.height - 12) // step)
        if len(lines) > room:  # the first line (the card played) stays; then the newest
            lines = lines[:1] + lines[1 - room:] if room > 1 else lines[-1:]
        for i, line in enumerate(lines):
            draw_text(surface, line, (self.notes.left + 10, self.notes.top + 6 + i * step),
                      NOTES_SIZE)

    def draw_pending(self, surface: pygame.Surface) -> None:
        """A held move is drawn where it goes (the pending view, table.pending_view) but is
        not made yet: the board gets a frame, and the top bar a label saying so (beside the
        title; over the board's top edge when the bar has no room), issue #34.8."""
        if self.held is None:
            return
        rect = self.board.rect
        pygame.draw.rect(surface, theme.ACCENT, rect, 3)
        text = i18n.t("table.pending")
        size = PENDING_SIZE
        tw, th = theme.font(size, True).size(text)
        label = pygame.Rect(0, 0, tw + 24, th + 10)
        left = self.title_rect.right + 14
        right = min(b.rect.left for b in self.top_buttons()) - 12
        if right - left >= label.width:
            label.midleft = (left, self.top_h // 2)
        else:
            label.midtop = (rect.centerx, rect.top + 6)
        panel(surface, label, theme.ACCENT_DARK, theme.ACCENT, 8)
        draw_text(surface, text, label.center, size, theme.TEXT, True, "center")
