"""A report over the table: a title, lines of text and OK (a year's events, a round's result).
Any click on OK, Return, Space or Esc closes it; over a table of bots it closes by itself
(`proceed`, issue #34 point 14). In a tutorial it lies over the board alone (`beside`), never
over the lesson's words, and lets clicks elsewhere through: Next there closes it (#38.3)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme, viewport
from ..scene import Scene, register_scene
from ..widgets.basic import (
    LABEL_FLOOR,
    Button,
    draw_text,
    fit_size,
    panel,
    scroll_thumb,
    shade,
    wrap,
)

SIZE = 16
LINE_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}  # scroll a long report a line
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}  # or a page


@register_scene("report")
class ReportScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, title: str, lines: list[str]) -> None:
        super().__init__(app)
        self.title, self.lines = title, lines
        self.close = Button(i18n.t("common.ok"), lambda: app.stack.remove(self), primary=True,
                            shortcut=pygame.K_RETURN)
        # The lines wrapped for the last width (a long year's report took 5 ms a frame).
        self._wrapped: tuple[tuple, list[str]] | None = None
        self.area: Callable[[], pygame.Rect] | None = None  # lying over this alone (beside)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # the first wrapped line shown, where they do not all fit
        self.room = self.total = 0  # lines shown and lines in all (set by draw)

    def beside(self, area: Callable[[], pygame.Rect]) -> None:
        """Lie over `area` (the board, read each frame) and let clicks outside the report
        through to the table: a tutorial's words and Next stay in reach (issue #38.3)."""
        self.area, self.modal = area, False

    def proceed(self) -> bool:
        self.app.stack.remove(self)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE,
                                                          pygame.K_SPACE):
            self.close.on_click()  # Enter is its shortcut; Esc and Space close it too
        elif event.type == pygame.KEYDOWN and event.key in LINE_KEYS:
            self.scroll += LINE_KEYS[event.key]
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.scroll += PAGE_KEYS[event.key] * max(1, self.room - 1)
        elif event.type == pygame.MOUSEWHEEL and (self.area is None
                                                  or self.box.collidepoint(viewport.mouse_pos())):
            self.scroll -= event.y * 3
        elif self.area is not None and hasattr(event, "pos") \
                and not self.box.collidepoint(event.pos):
            return False  # beside the board: the table's own (the tutorial's Next)
        else:
            self.close.handle(event)
        return True

    def wrapped(self, width: int) -> list[str]:
        """The report's lines wrapped to `width` (kept while the width, font and lines hold)."""
        key = (width, theme.font(SIZE), tuple(self.lines))
        if self._wrapped is None or self._wrapped[0] != key:
            self._wrapped = key, [line for text in self.lines
                                  for line in wrap(text, SIZE, width)]
        return list(self._wrapped[1])

    def shaded_area(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the report lies (the window, or `beside`'s area), dimmed: its box goes in
        the middle of it."""
        area = self.area() if self.area is not None else surface.get_rect()
        shade(surface, 170, area)
        return area

    def draw(self, surface: pygame.Surface) -> None:
        area = self.shaded_area(surface)
        w, h = area.size
        width = min(760, w - 40)
        step = theme.font(SIZE).get_linesize()
        wrapped = self.wrapped(width - 40)
        # Lines more than the window holds scroll (wheel, arrows; issue #39.2: at 640x360 a
        # year's report showed five lines and "…").
        room = max(1, min(len(wrapped), (h - 120) // step))
        self.room, self.total = room, len(wrapped)
        self.scroll = min(max(self.scroll, 0), len(wrapped) - room)
        box = pygame.Rect(0, 0, width, min(h, 120 + step * room))
        box.center = area.center
        self.box = box
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        draw_text(surface, self.title, (box.centerx, box.top + 14),
                  fit_size(self.title, width - 40, 24, True, LABEL_FLOOR), theme.ACCENT, True,
                  "midtop")
        for i, line in enumerate(wrapped[self.scroll:self.scroll + room]):
            draw_text(surface, line, (box.left + 20, box.top + 56 + i * step), SIZE)
        scroll_thumb(surface, pygame.Rect(box.right - 12, box.top + 56, 5, room * step),
                     room, len(wrapped), self.scroll)
        self.close.rect = pygame.Rect(0, 0, 140, 40)
        self.close.rect.bottomright = (box.right - 20, box.bottom - 12)
        self.close.draw(surface)
