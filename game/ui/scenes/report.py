"""A report over the table: a title, lines of text and OK (a year's events, a round's result).
Any click on OK, Return, Space or Esc closes it; over a table of bots it closes by itself
(`proceed`, issue #34 point 14)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, register_scene
from ..widgets.basic import Button, draw_text, fit_size, panel, wrap

SIZE = 16


@lru_cache(maxsize=2)
def shade(size: tuple[int, int]) -> pygame.Surface:
    """A translucent black as large as the window (made once a size: issue #34.6)."""
    cover = pygame.Surface(size, pygame.SRCALPHA)
    cover.fill((0, 0, 0, 170))
    return cover


@register_scene("report")
class ReportScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, title: str, lines: list[str]) -> None:
        super().__init__(app)
        self.title, self.lines = title, lines
        self.close = Button(i18n.t("common.ok"), lambda: app.stack.remove(self), primary=True)
        # The lines wrapped for the last width (a long year's report took 5 ms a frame).
        self._wrapped: tuple[tuple, list[str]] | None = None

    def proceed(self) -> bool:
        self.app.stack.remove(self)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE,
                                                          pygame.K_SPACE):
            self.app.stack.remove(self)
        else:
            self.close.handle(event)
        return True

    @staticmethod
    def draw_shade(surface: pygame.Surface) -> None:
        """The table dimmed behind the report."""
        surface.blit(shade(surface.get_size()), (0, 0))

    def wrapped(self, width: int) -> list[str]:
        """The report's lines wrapped to `width` (kept while the width, font and lines hold)."""
        key = (width, theme.font(SIZE), tuple(self.lines))
        if self._wrapped is None or self._wrapped[0] != key:
            self._wrapped = key, [line for text in self.lines
                                  for line in wrap(text, SIZE, width)]
        return list(self._wrapped[1])

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_shade(surface)
        w, h = surface.get_size()
        width = min(760, w - 40)
        step = theme.font(SIZE).get_linesize()
        wrapped = self.wrapped(width - 40)
        room = max(1, (h - 160) // step)
        if len(wrapped) > room:  # the newest lines matter least: keep the first ones
            wrapped = wrapped[:room - 1] + ["…"]
        box = pygame.Rect(0, 0, width, 120 + step * len(wrapped))
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        draw_text(surface, self.title, (box.centerx, box.top + 14),
                  fit_size(self.title, width - 40, 24, True), theme.ACCENT, True, "midtop")
        for i, line in enumerate(wrapped):
            draw_text(surface, line, (box.left + 20, box.top + 56 + i * step), SIZE)
        self.close.rect = pygame.Rect(0, 0, 140, 40)
        self.close.rect.bottomright = (box.right - 20, box.bottom - 12)
        self.close.draw(surface)
