"""The game log: newest lines at the bottom, mouse wheel scrolls back."""

from __future__ import annotations

import pygame

from ... import i18n
from .. import theme, viewport
from .basic import draw_text, panel, wrap

SIZE = 15
KEEP = 300  # entries shown when scrolling back
WIDTHS = 4  # widths whose wrapped lines are kept: the column's width follows the map's height


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # lines scrolled back from the newest
        self.entries: list[dict] = []
        self.names: list[str] | None = None
        # Wrapped lines per entry at `_width`, for a prefix of `entries`: a move formats only
        # the entries it added (issue #19.10); undo starts again. Kept for the last WIDTHS
        # widths: a move that grows the strip under the map narrows the map and widens the
        # log column, and the next move may narrow it back (issue #34.6: re-wrapping the
        # whole log took most of such a move's frame). The text of each entry does not hang on
        # the width: a width never shown before only wraps it (`_texts`).
        self._texts: list[str | None] = []
        self._width = -1
        self._per_entry: list[list[str] | None] = []
        self._by_width: dict[int, list[list[str] | None]] = {}
        self._lines: list[str] | None = None
        self._owners: list[int] = []  # the entry each of `_lines` belongs to
        self._shown: list[tuple[pygame.Rect, int]] = []  # drawn lines and their entries
        self._image: pygame.Surface | None = None  # the panel as last drawn, and what it showed
        self._drawn_key: tuple | None = None
        self._version = 0  # counts rebuilds of `_lines`

    def set_entries(self, entries: list[dict], names: list[str] | None = None) -> None:
        old = self.entries
        if len(entries) != len(old):
            self.scroll = 0
        grew = (names == self.names and len(entries) >= len(old)
                and (not old or entries[len(old) - 1] == old[-1]))
        if not grew:
            self._per_entry, self._by_width, self._texts = [], {}, []
        self.names = names
        self.entries = entries
        self._lines = None

    def retranslate(self) -> None:
        """Format every entry again (the language changed)."""
        self._per_entry, self._lines, self._by_width, self._texts = [], None, {}, []

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(viewport.mouse_pos()):
            self.scroll = max(0, self.scroll + event.y * 3)
            return True
        return False

    def lines(self) -> list[str]:
        width = self.rect.width - 20
        if width != self._width:
            if self._per_entry:
                self._by_width[self._width] = self._per_entry
            self._per_entry = self._by_width.pop(width, [])
            while len(self._by_width) >= WIDTHS:
                self._by_width.pop(next(iter(self._by_width)))  # the oldest
            self._width, self._lines = width, None
        if self._lines is None:
            n = len(self.entries)
            done = self._per_entry  # aligned with entries; None = not formatted yet
            done += [None] * (n - len(done))
            texts = self._texts
            texts += [None] * (n - len(texts))
            for i in range(max(0, n - KEEP), n):
                if done[i] is None:
                    if texts[i] is None:
                        texts[i] = i18n.render_entry(self.entries[i], self.names)
                    done[i] = wrap(texts[i], SIZE, width)
            first = max(0, n - KEEP)
            self._lines = [line for lines in done[first:] if lines for line in lines]
            self._version += 1  # what the panel shows changed: draw it again
            self._owners = [first + i for i, lines in enumerate(done[first:]) if lines
                            for _ in lines]
        return self._lines

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, drawn again only when what it shows changed (the lines, the scroll,
        the entry under the mouse, the size): otherwise last frame's image (issue #34.6).
        A column squeezed to nothing (a tiny window) draws nothing."""
        if self.rect.width <= 0 or self.rect.height <= 0:
            self._shown = []
            return
        line_h = theme.font(SIZE).get_linesize()
        room = max(1, (self.rect.height - 34) // line_h)
        lines = self.lines()
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        end = len(lines) - self.scroll
        start = max(0, end - room)
        mouse = viewport.mouse_pos()
        row = (mouse[1] - self.rect.top - 28) // line_h + start
        hovered = self._owners[row] if self.rect.collidepoint(mouse) and start <= row < end \
            else None
        key = (tuple(self.rect), self._version, start, end, hovered, theme.font(SIZE),
               i18n.t("table.log"))
        if key != self._drawn_key or self._image is None:
            self._drawn_key = key
            self._image = self._render(lines, start, end, hovered, line_h)
            self._shown = [(pygame.Rect(self.rect.left + 4, self.rect.top + 28 + k * line_h,
                                        self.rect.width - 8, line_h), self._owners[i])
                           for k, i in enumerate(range(start, end))]
        surface.blit(self._image, self.rect)

    def _render(self, lines: list[str], start: int, end: int, hovered: int | None,
                line_h: int) -> pygame.Surface:
        image = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        box = image.get_rect()
        panel(image, box, theme.PANEL, theme.BORDER, 6)
        draw_text(image, i18n.t("table.log"), (10, 6), 15, theme.TEXT_DIM, True)
        y = 28
        for i, line in enumerate(lines[start:end], start):
            if self._owners[i] == hovered:  # the whole entry: its places are marked too
                pygame.draw.rect(image, theme.PANEL_LIGHT, (4, y, box.width - 8, line_h))
            draw_text(image, line, (10, y), SIZE)
            y += line_h
        return image

    def entry_at(self, pos: tuple[int, int]) -> dict | None:
        """The log entry of the line drawn under `pos`, if any."""
        return next((self.entries[i] for rect, i in self._shown
                     if rect.collidepoint(pos) and i < len(self.entries)), None)
