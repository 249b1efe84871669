"""Hot-seat handoff: covers the table until the next human confirms (DESIGN §5).

Opaque on purpose: while it is up, nothing of the table (and so no hand) is drawn. It says
what happened since the next person last held the laptop (`summary`: public log lines, the
newest that fit), so nobody takes over a changed table without knowing how (issue #19.5).
Esc opens the table's menu over this cover (nothing private drawn), and Ready keeps its place
whether or not there is a summary (issue #34.15).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, register_scene
from ..widgets.basic import (
    Button,
    draw_fitted,
    draw_text,
    fit_size,
    panel,
)
from ..widgets.seat_mark import draw_seat_mark

SUMMARY_SIZE = 16


@register_scene("handoff")
class HandoffScene(Scene):
    opaque = True
    modal = True

    def __init__(self, app, seat_name: str, seat: int, on_ready: Callable[[], None],
                 note: str = "", summary: list[str] | None = None,
                 menu: Callable[[], None] | None = None,
                 words: Callable[[], tuple[str, list[str]]] | None = None) -> None:
        super().__init__(app)
        self.seat_name, self.seat, self.on_ready, self.note = seat_name, seat, on_ready, note
        self.summary = summary or []
        self.menu = menu  # the table's pause menu, opened over this cover
        # The heading (the name with the side, where seats are sides) and the summary, read
        # again by `retranslate` after a language switch (issue #34.13).
        self.words = words
        self.heading = seat_name
        if words is not None:
            self.heading, self.summary = words()
        self.button = Button(i18n.t("handoff.ready"), self.ready, primary=True, size=22,
                             shortcut=pygame.K_RETURN)

    def retranslate(self) -> None:
        self.button.label = i18n.t("handoff.ready")
        if self.words is not None:
            self.heading, self.summary = self.words()

    def ready(self) -> None:
        self.app.stack.remove(self)
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.button.on_click()  # Enter is its shortcut (here before it is drawn too)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu:
            self.menu()  # over this opaque cover: the next hand stays hidden
            return True
        self.button.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The seat's mark, whom to pass to, Ready and the summary, closer together and
        smaller on a low window (issue #39.2: at 640x360 the summary had no room); Ready's
        place depends on the window alone, never on the summary."""
        surface.fill(theme.BG)
        w, h = surface.get_size()
        k = max(0.5, min(1.0, h / 720))
        top = max(round(50 * k), h // 2 - 200)
        radius = max(18, round(34 * k))
        draw_seat_mark(surface, self.seat, (w // 2, top), radius)  # shape and colour
        heading = i18n.t("handoff.pass_to", name=self.heading)
        y = draw_fitted(surface, heading, (w // 2, top + radius + round(26 * k)),
                        max(24, round(34 * k)), w - 40, theme.TEXT, True,
                        "midtop").bottom + round(12 * k)
        for text, colour in ((i18n.t("handoff.hidden"), theme.TEXT_DIM),
                             (self.note, theme.ACCENT)):  # the note's line kept without one
            if text:
                draw_fitted(surface, text, (w // 2, y), 18, w - 40,
                              colour, anchor="midtop")
            y += theme.font(18).get_linesize() + round(8 * k)
        self.button.rect = pygame.Rect(0, 0, 300, max(40, round(56 * k)))
        self.button.rect.midtop = (w // 2, max(y + round(12 * k), top + round(190 * k)))
        self.button.draw(surface)
        if self.summary:
            self.draw_summary(surface, pygame.Rect(w // 2 - min(380, w // 2 - 20),
                                                   self.button.rect.bottom + round(24 * k),
                                                   min(760, w - 40), 0), h - round(20 * k))

    def draw_summary(self, surface: pygame.Surface, box: pygame.Rect, bottom: int) -> None:
        """'Since your last turn': the newest lines that fit above `bottom`."""
        step = theme.font(SUMMARY_SIZE).get_linesize()
        room = max(1, (bottom - box.top - 40) // step)
        lines = self.summary[-room:]
        if len(lines) < len(self.summary):
            lines = [i18n.t("handoff.earlier", n=len(self.summary) - room + 1)] + lines[1:]
        box.height = 40 + step * len(lines)
        panel(surface, box, theme.PANEL, theme.BORDER, 8)
        draw_text(surface, i18n.t("handoff.since"), (box.left + 12, box.top + 8), 17,
                  theme.ACCENT, True)
        for i, line in enumerate(lines):
            size = fit_size(line, box.width - 24, SUMMARY_SIZE, smallest=11)
            draw_text(surface, line, (box.left + 12, box.top + 34 + i * step), size)
