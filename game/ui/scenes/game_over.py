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
from ..widgets.basic import Button, draw_text, fit_size, panel
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
        return any(b.handle(event) for b in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = surface.get_size()
        seats, result = self.session.seats, self.result
        names = ", ".join(seats[s].name for s in result.winners) if result else "?"
        key = "gameover.winner" if result and len(result.winners) == 1 else "gameover.winners"
        draw_text(surface, i18n.t("gameover.heading"), (w // 2, 40), 26, theme.TEXT_DIM,
                  anchor="midtop")
        draw_text(surface, i18n.t(key, names=names), (w // 2, 80), 40, theme.ACCENT, True,
                  "midtop")
        if result:
            reason = i18n.t("gameover.reason", reason=i18n.t(result.reason))
            draw_text(surface, reason, (w // 2, 136), 20, anchor="midtop")
        box = pygame.Rect(0, 0, min(620, w - 40), 60 + 36 * len(seats) + 24 * len(self.details))
        box.midtop = (w // 2, 190)
        if self.moment is not None:  # seats left, the deciding moment right
            box.width = min(box.width, max(320, (w - 60) * 2 // 5))
            box.topleft = (20, 180)
            right = pygame.Rect(box.right + 20, 180, w - box.right - 40, h - 180 - 80)
            self.moment.draw(surface, right)
        panel(surface, box)
        order = sorted(range(len(seats)), key=lambda s: (s not in result.winners,
                                                         -_num(result.scores.get(s, 0)))
                       if result else (0, 0))  # winners first (1989 has no seat scores)
        for row, seat in enumerate(order):
            y = box.top + 20 + row * 36
            draw_seat_mark(surface, seat, (box.left + 30, y + 12), 10)
            name = seat_title(self.session, seat)  # seats that are sides: say which
            draw_text(surface, name, (box.left + 52, y), 22,
                      bold=result is not None and seat in result.winners)
            score = result.scores.get(seat, "") if result else ""
            draw_text(surface, str(score), (box.right - 24, y), 22, anchor="topright")
        y = box.top + 30 + 36 * len(seats)
        heading = True  # the first row of each table (lines with tab-separated cells)
        for line in self.details:
            if "\t" in line:
                self.draw_row(surface, line.split("\t"), box, y, heading)
                heading = False
            else:
                draw_text(surface, line, (box.left + 24, y),
                          fit_size(line, box.width - 48, 16), theme.TEXT_DIM)
                heading = True
            y += 24
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, 240, 50)
            centre = w // 2 + round((i - (len(self.buttons) - 1) / 2) * 260)
            bottom = box.bottom if self.moment is None else h - 100
            button.rect.midtop = (centre, min(bottom + 30, h - 70))
            button.draw(surface)


    @staticmethod
    def draw_row(surface: pygame.Surface, cells: list[str], box: pygame.Rect, y: int,
                 heading: bool) -> None:
        """A table row: the first cell from the left, the others right-aligned in columns
        (the columns of every row line up; the heading row is bold)."""
        colour = theme.TEXT if heading else theme.TEXT_DIM
        column = (box.width - 48) // 6
        draw_text(surface, cells[0], (box.left + 24, y), 16, colour, heading)
        for i, cell in enumerate(cells[1:], 1):
            right = box.left + 24 + column * (6 - len(cells) + i + 1) if len(cells) > 2 \
                else box.right - 24
            size = fit_size(cell, column - 6, 16, heading, 11)
            draw_text(surface, cell, (right, y), size, colour, heading, "topright")


def _num(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
