"""A modal message box over the current scene (bad save files, errors, confirmations)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, register_scene
from ..widgets.basic import (
    LABEL_FLOOR,
    Button,
    draw_text,
    draw_wrapped,
    fit_size,
    panel,
    shade,
    wrap,
)
from ..widgets.cards import text_size

MESSAGE_SIZE, MESSAGE_FLOOR = 18, 14  # the message's type, and how small a long one gets
MESSAGE_ROOM = 400  # the most height the message takes before it is set smaller


@register_scene("dialog")
class Dialog(Scene):
    opaque = False
    modal = True

    def __init__(self, app, message: str, title: str = "",
                 choices: list[tuple[str, Callable[[], None]]] | None = None) -> None:
        super().__init__(app)
        self.message, self.title = message, title
        self.area, self.size = pygame.Rect(0, 0, 0, 0), MESSAGE_SIZE  # set by draw
        choices = choices or [(i18n.t("common.ok"), lambda: None)]
        self.buttons = [Button(label, self._closing(fn), primary=i == 0)
                        for i, (label, fn) in enumerate(choices)]
        # Enter the first choice, Esc the last, a number any between (issue #39.3)
        for i, button in enumerate(self.buttons):
            button.shortcut = (pygame.K_RETURN if i == 0 else pygame.K_ESCAPE
                               if i == len(self.buttons) - 1 else pygame.K_1 + i)

    def _closing(self, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.stack.remove(self)
            fn()
        return run

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            (self.buttons[0] if event.key == pygame.K_RETURN else self.buttons[-1]).on_click()
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return True  # modal: nothing below sees input

    def draw(self, surface: pygame.Surface) -> None:
        """The box as tall as the message needs, up to the window; a message longer than
        that is set smaller, down to MESSAGE_FLOOR (issue #39.2: at 640x360 a long reason
        lost its end)."""
        shade(surface, 150)
        w = min(560, surface.get_width() - 40)
        head = 40 if self.title else 0
        most = min(MESSAGE_ROOM, surface.get_height() - 20 - 20 - head - 80)
        area = pygame.Rect(0, 0, w - 48, most)
        size = text_size(self.message, area, MESSAGE_SIZE, MESSAGE_FLOOR)
        lines = len(wrap(self.message, size, area.width))
        area.height = min(most, max(110, lines * (theme.font(size).get_linesize() + 2)))
        box = pygame.Rect(0, 0, w, 20 + head + area.height + 80)
        box.center = surface.get_rect().center
        panel(surface, box, theme.PANEL, theme.ACCENT)
        y = box.top + 20
        if self.title:
            draw_text(surface, self.title, (box.centerx, y),
                      fit_size(self.title, w - 48, 24, True, LABEL_FLOOR), theme.ACCENT, True,
                      "midtop")
            y += head
        area.topleft = (box.left + 24, y)
        self.area, self.size = area, size  # where the message went, and its type (tests)
        draw_wrapped(surface, self.message, area, size)
        bw = min(160, (w - 48) // len(self.buttons) - 12)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, bw, 44)
            button.rect.bottomright = (box.right - 24 - i * (bw + 12), box.bottom - 18)
            button.draw(surface)
