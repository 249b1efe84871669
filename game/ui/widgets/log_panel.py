"""The game log: newest lines at the bottom, mouse wheel scrolls back."""

from __future__ import annotations

import pygame

from ... import i18n
from .. import theme
from .basic import draw_text, panel, wrap

SIZE = 15


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # lines scrolled back from the newest
        self.entries: list[dict] = []
        self.names: list[str] | None = None
        self._wrapped: tuple[int, list[str]] | None = None  # (width, lines) of these entries

    def set_entries(self, entries: list[dict], names: list[str] | None = None) -> None:
        self.names = names
        if len(entries) != len(self.entries):
            self.scroll = 0
        self.entries = entries
        self._wrapped = None  # formatting a long log is too slow to redo every frame

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll + event.y * 3)
            return True
        return False

    def lines(self) -> list[str]:
        width = self.rect.width - 20
        if self._wrapped is None or self._wrapped[0] != width:
            out: list[str] = []
            for entry in self.entries[-300:]:
                out += wrap(i18n.render_entry(entry, self.names), SIZE, width)
            self._wrapped = (width, out)
        return self._wrapped[1]

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.rect, theme.PANEL, theme.BORDER, 6)
        draw_text(surface, i18n.t("table.log"), (self.rect.left + 10, self.rect.top + 6), 15,
                  theme.TEXT_DIM, True)
        line_h = theme.font(SIZE).get_linesize()
        room = max(1, (self.rect.height - 34) // line_h)
        lines = self.lines()
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - room):end]
        y = self.rect.top + 28
        for line in shown:
            draw_text(surface, line, (self.rect.left + 10, y), SIZE)
            y += line_h
