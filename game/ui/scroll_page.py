"""A modal page of wrapped text over the table that scrolls (the House rules page, the rules
reference): a box, a title row with Close, a clipped body of lines with a scroll thumb, a
hint line. The wheel, the arrow keys, Page Up/Down, Space, Home and End scroll; Esc, Return
or Close closes it. A page lays out its own lines (`lay_out_text`) and draws its own head
(`draw_head`); it may mark a run of lines (`mark`) with a band behind them.
"""

from __future__ import annotations

import pygame

from .. import i18n
from . import theme
from .scene import Scene
from .widgets.basic import Button, draw_fitted, draw_text, panel, scroll_thumb, shade

PAD, HEAD, FOOT = 24, 96, 34
TITLE_SIZE, READING_SIZE, META_SIZE = 18, 16, 14
LINE_STEP = 40  # pixels an arrow key or a wheel notch scrolls
MARK_PAD = 10  # pixels a marked run's band reaches out either side of the text
# (text, size, colour, bold, gap above) for each drawn line
Line = tuple[str, int, tuple[int, int, int], bool, int]


class ScrollPage(Scene):
    opaque = False
    modal = True
    head = HEAD  # pixels above the body for the title and the intro

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0
        self.box = self.body = pygame.Rect(0, 0, 0, 0)
        self.lines: list[Line] = []
        self.mark = range(0)  # the lines drawn on a band (the section asked for)
        self.laid_for: tuple[int, str] | None = None  # (width, language) of self.lines
        self.close = Button("", self.dismiss, size=16, shortcut=pygame.K_ESCAPE)

    def dismiss(self) -> None:
        self.app.stack.remove(self)

    # -- what a page supplies ---------------------------------------------------------------
    def lay_out_text(self, width: int) -> None:
        raise NotImplementedError

    def draw_head(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def hint(self) -> str:
        raise NotImplementedError

    # -- layout and scrolling ---------------------------------------------------------------
    def line_top(self, index: int) -> int:
        """Where line `index` starts, in pixels from the top of the text (its gap above
        included, so a heading put there shows with nothing of the section before)."""
        return sum(theme.font(size, bold).get_linesize() + gap
                   for _, size, _, bold, gap in self.lines[:index])

    def text_height(self) -> int:
        return self.line_top(len(self.lines))

    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.box = pygame.Rect(0, 0, min(w - 40, 1040), h - 40)
        self.box.center = (w // 2, h // 2)
        self.body = pygame.Rect(self.box.left + PAD, self.box.top + self.head,
                                self.box.width - 2 * PAD - 12,
                                self.box.height - self.head - FOOT)
        self.lay_out_text(self.body.width)
        self.scroll = min(max(self.scroll, 0), self.max_scroll())
        self.close.rect = pygame.Rect(self.box.right - 124, self.box.top + 14, 104, 34)

    def max_scroll(self) -> int:
        return max(0, self.text_height() - self.body.height)

    def keys_help(self) -> list[tuple[str, str]]:
        return super().keys_help() + [("↑ ↓", i18n.t("keys.scroll")),
                                      ("PgUp / PgDn / Space", i18n.t("keys.scroll_page")),
                                      ("Home / End", i18n.t("keys.scroll_ends"))]

    def handle(self, event: pygame.event.Event) -> bool:
        page = max(LINE_STEP, self.body.height - LINE_STEP)
        steps = {pygame.K_UP: -LINE_STEP, pygame.K_DOWN: LINE_STEP, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close.on_click()  # Esc is its shortcut
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_by(steps[event.key])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0 if event.key == pygame.K_HOME else self.max_scroll()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE_STEP)
        else:
            self.close.handle(event)
        return True  # modal: nothing reaches the scene underneath

    def scroll_by(self, pixels: int) -> None:
        self.scroll = min(max(self.scroll + pixels, 0), self.max_scroll())

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        shade(surface, 190)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, 8)
        self.draw_head(surface)
        self.close.draw(surface)
        self.draw_lines(surface)
        hint = self.hint()
        draw_fitted(surface, hint, (self.box.centerx, self.box.bottom - 10), META_SIZE,
                    self.box.width - 2 * PAD, theme.TEXT_DIM, anchor="midbottom")

    def draw_lines(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        if self.mark:  # a band, with an accent bar at its left, just wider than the text
            surface.set_clip(self.body.inflate(2 * MARK_PAD, 0))
            top = self.line_top(self.mark.start) + self.lines[self.mark.start][4]
            band = pygame.Rect(self.body.left - MARK_PAD, self.body.top - self.scroll + top - 4,
                               self.body.width + 2 * MARK_PAD,
                               self.line_top(self.mark.stop) - top + 8)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, band, border_radius=6)
            pygame.draw.rect(surface, theme.ACCENT, (band.left, band.top, 4, band.height),
                             border_radius=2)
        surface.set_clip(self.body)
        y = self.body.top - self.scroll
        for text, size, colour, bold, gap in self.lines:
            y += gap
            step = theme.font(size, bold).get_linesize()
            if y + step > self.body.top and y < self.body.bottom:
                draw_text(surface, text, (self.body.left, y), size, colour, bold)
            y += step
        surface.set_clip(clip)
        # a thumb shows where in the text the view is
        scroll_thumb(surface, pygame.Rect(self.body.right + 6, self.body.top, 5,
                                          self.body.height),
                     self.body.height,
                     max(self.text_height(), self.body.height + self.max_scroll()), self.scroll)
