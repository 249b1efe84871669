"""The game log: newest lines at the bottom, mouse wheel scrolls back."""

from __future__ import annotations

import pygame

from ... import i18n
from .. import theme
from .basic import draw_text, panel, wrap

SIZE = 15
KEEP = 300  # entries shown when scrolling back


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # lines scrolled back from the newest
        self.entries: list[dict] = []
        self.names: list[str] | None = None
        # Wrapped lines per entry at `_width`, for a prefix of `entries`: a move formats only
        # the entries it added (issue #19.10); undo or a new width starts again.
        self._width = -1
        self._per_entry: list[list[str] | None] = []
        self._lines: list[str] | None = None
        self._owners: list[int] = []  # the entry each of `_lines` belongs to
        self._shown: list[tuple[pygame.Rect, int]] = []  # drawn lines and their entries

    def set_entries(self, entries: list[dict], names: list[str] | None = None) -> None:
        old = self.entries
        if len(entries) != len(old):
            self.scroll = 0
        grew = (names == self.names and len(entries) >= len(old)
                and (not old or entries[len(old) - 1] == old[-1]))
        if not grew:
            self._per_entry = []
        self.names = names
        self.entries = entries
        self._lines = None

    def retranslate(self) -> None:
        """Format every entry again (the language changed)."""
        self._per_entry, self._lines = [], None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll + event.y * 3)
            return True
        return False

    def lines(self) -> list[str]:
        width = self.rect.width - 20
        if width != self._width:
            self._width, self._per_entry, self._lines = width, [], None
        if self._lines is None:
            n = len(self.entries)
            done = self._per_entry  # aligned with entries; None = not formatted yet
            done += [None] * (n - len(done))
            for i in range(max(0, n - KEEP), n):
                if done[i] is None:
                    done[i] = wrap(i18n.render_entry(self.entries[i], self.names), SIZE, width)
            first = max(0, n - KEEP)
            self._lines = [line for lines in done[first:] if lines for line in lines]
            self._owners = [first + i for i, lines in enumerate(done[first:]) if lines
                            for _ in lines]
        return self._lines

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.rect, theme.PANEL, theme.BORDER, 6)
        draw_text(surface, i18n.t("table.log"), (self.rect.left + 10, self.rect.top + 6), 15,
                  theme.TEXT_DIM, True)
        line_h = theme.font(SIZE).get_linesize()
        room = max(1, (self.rect.height - 34) // line_h)
        lines = self.lines()
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        end = len(lines) - self.scroll
        start = max(0, end - room)
        y = self.rect.top + 28
        self._shown = []
        mouse = pygame.mouse.get_pos()
        hovered = next((self._owners[i] for i in range(start, end)
                        if pygame.Rect(self.rect.left, self.rect.top + 28 + (i - start) * line_h,
                                       self.rect.width, line_h).collidepoint(mouse)), None)
        for i, line in enumerate(lines[start:end], start):
            row = pygame.Rect(self.rect.left + 4, y, self.rect.width - 8, line_h)
            if self._owners[i] == hovered:  # the whole entry: its places are marked too
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row)
            draw_text(surface, line, (self.rect.left + 10, y), SIZE)
            self._shown.append((row, self._owners[i]))
            y += line_h

    def entry_at(self, pos: tuple[int, int]) -> dict | None:
        """The log entry of the line drawn under `pos`, if any."""
        return next((self.entries[i] for rect, i in self._shown
                     if rect.collidepoint(pos) and i < len(self.entries)), None)
