"""Game over: winner, reason and scores; back to the title or look at the final table.

With the board's `final_panel` (issue #34.10: the struggle or scoring that ended the game)
the seats and details take the left column and that panel the right, so the moment that
decided the game is on this screen, not only behind "Look at the table"."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, open_scene, register_scene
from ..seat_title import seat_title
from ..widgets.basic import (
    LABEL_FLOOR,
    Button,
    draw_fitted,
    draw_text,
    fit_size,
    panel,
    scroll_thumb,
)
from ..widgets.seat_mark import draw_seat_mark


@register_scene("game_over")
class GameOverScene(Scene):
    def __init__(self, app, session, details: list[str] | Callable[[], list[str]] | None = None,
                 moment=None) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.rules.result(session.state)
        # The board's summary_lines (called again after a language switch) or fixed lines.
        self.make_details = details if callable(details) else (lambda: list(details or []))
        self.details = self.make_details()
        self.moment = moment  # the board's final_panel: draw(surface, rect), or None
        # Enter the title, Esc back to the table, R the review (issue #39.3)
        self.buttons = [Button("", self.to_title, primary=True, shortcut=pygame.K_RETURN),
                        Button("", app.pop, shortcut=pygame.K_ESCAPE),
                        Button("", self.review, shortcut=pygame.K_r)]
        self.scroll = 0  # pixels the seats' box is scrolled, where it is taller than its room
        self.row_step = self.detail_step = self.content = 0  # set by draw
        self.box = pygame.Rect(0, 0, 0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the language now chosen (issue #34.13)."""
        for button, key in zip(self.buttons, ("gameover.title_screen", "gameover.show_table",
                                              "coach.review.button"), strict=True):
            button.label = i18n.t(key)
        self.details = self.make_details()
        if hasattr(self.moment, "retranslate"):
            self.moment.retranslate()

    def review(self) -> None:
        """The coach's review of the game just played, from its first move."""
        from ...engine.review import review_session

        open_scene(self.app, "review", review_session(self.session))

    def to_title(self) -> None:
        self.app.stack.clear()
        open_scene(self.app, "title")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:  # a box taller than its room (draw)
            self.scroll -= event.y * 40
            return True
        return any(b.handle(event) for b in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        """Heading, the seats and details in a box, the buttons in a row under it; type and
        gaps shrink with a low window, and a box taller than its room scrolls with the wheel
        (issue #39.2: six seats at 640x360, 1280x720 at 200%)."""
        surface.fill(theme.BG)
        w, h = surface.get_size()
        k = max(0.5, min(1.0, h / 720))
        seats, result = self.session.seats, self.result
        names = ", ".join(seats[s].name for s in result.winners) if result else "?"
        key = "gameover.winner" if result and len(result.winners) == 1 else "gameover.winners"
        y = round(40 * k)
        lines = [(i18n.t("gameover.heading"), max(18, round(26 * k)), theme.TEXT_DIM, False),
                 (i18n.t(key, names=names), max(26, round(40 * k)), theme.ACCENT, True)]
        if result:
            lines.append((i18n.t("gameover.reason", reason=i18n.t(result.reason)),
                          max(15, round(20 * k)), theme.TEXT, False))
        for text, size, colour, bold in lines:
            y = draw_fitted(surface, text, (w // 2, y), size, w - 40, colour,
                              bold, "midtop").bottom + round(8 * k)
        top = y + round(12 * k)
        self.row_step, self.detail_step = max(26, round(36 * k)), max(20, round(24 * k))
        content = 20 + self.row_step * len(seats) + 10 + self.detail_step * len(self.details) \
            + 14
        bw, bh = min(240, (w - 80) // len(self.buttons)), max(34, round(50 * k))
        lowest = h - bh - round(16 * k) - 4
        buttons_top = lowest if self.moment is not None else \
            min(top + content + round(30 * k), lowest)
        box = pygame.Rect(0, 0, min(620, w - 40), min(content, buttons_top - 12 - top))
        box.midtop = (w // 2, top)
        if self.moment is not None:  # seats left, the deciding moment right
            box.width = min(box.width, max(320, (w - 60) * 2 // 5))
            box.left = 20
            right = pygame.Rect(box.right + 20, top, w - box.right - 40, buttons_top - 12 - top)
            self.moment.draw(surface, right)
        self.box, self.content = box, content
        self.scroll = min(max(self.scroll, 0), max(0, content - box.height))
        panel(surface, box)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-2, -2))
        self.draw_box(surface, box.move(0, -self.scroll), k)
        surface.set_clip(clip)
        scroll_thumb(surface, pygame.Rect(box.right - 9, box.top + 6, 5, box.height - 12),
                     box.height, content, self.scroll)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, bw, bh)
            centre = w // 2 + round((i - (len(self.buttons) - 1) / 2) * (bw + 20))
            button.rect.midtop = (centre, buttons_top)
            button.draw(surface)

    def draw_box(self, surface: pygame.Surface, box: pygame.Rect, k: float) -> None:
        """The seats, winners first, with their scores; then the details (at `box`, moved up
        by the scroll)."""
        seats, result = self.session.seats, self.result
        order = sorted(range(len(seats)), key=lambda s: (s not in result.winners,
                                                         -_num(result.scores.get(s, 0)))
                       if result else (0, 0))  # winners first (1989 has no seat scores)
        size = max(16, round(22 * k))
        for row, seat in enumerate(order):
            y = box.top + 20 + row * self.row_step
            draw_seat_mark(surface, seat, (box.left + 30, y + size // 2 + 1), 10)
            name = seat_title(self.session, seat)  # seats that are sides: say which
            score = str(result.scores.get(seat, "") if result else "")
            right = draw_text(surface, score, (box.right - 24, y), size, anchor="topright")
            room = right.left - 12 - (box.left + 52)
            bold = result is not None and seat in result.winners
            draw_fitted(surface, name, (box.left + 52, y), size, room, bold=bold)
        y = box.top + 30 + self.row_step * len(seats)
        heading = True  # the first row of each table (lines with tab-separated cells)
        for line in self.details:
            if "\t" in line:
                self.draw_row(surface, line.split("\t"), box, y, heading)
                heading = False
            else:
                draw_fitted(surface, line, (box.left + 24, y), 16, box.width - 48, theme.TEXT_DIM)
                heading = True
            y += self.detail_step

    @staticmethod
    def draw_row(surface: pygame.Surface, cells: list[str], box: pygame.Rect, y: int,
                 heading: bool) -> None:
        """A table row: the first cell from the left, the others right-aligned in columns
        (the columns of every row line up; the heading row is bold)."""
        colour = theme.TEXT if heading else theme.TEXT_DIM
        column = (box.width - 48) // 6
        room = column * (7 - len(cells)) - 6 if len(cells) > 2 else box.width - 48 - column
        draw_fitted(surface, cells[0], (box.left + 24, y), 16, room, colour, heading)
        for i, cell in enumerate(cells[1:], 1):
            right = box.left + 24 + column * (6 - len(cells) + i + 1) if len(cells) > 2 \
                else box.right - 24
            size = fit_size(cell, column - 6, 16, heading, LABEL_FLOOR)
            draw_text(surface, cell, (right, y), size, colour, heading, "topright")


def _num(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
