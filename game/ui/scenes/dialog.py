"""A modal message box over the current scene (bad save files, errors, confirmations)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, register_scene
from ..widgets.basic import Button, draw_text, draw_wrapped, panel, shade


@register_scene("dialog")
class Dialog(Scene):
    opaque = False
    modal = True

    def __init__(self, app, message: str, title: str = "",
                 choices: list[tuple[str, Callable[[], None]]] | None = None) -> None:
        super().__init__(app)
        self.message, self.title = message, title
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
        shade(surface, 150)
        w = min(560, surface.get_width() - 40)
        box = pygame.Rect(0, 0, w, 230)
        box.center = surface.get_rect().center
        panel(surface, box, theme.PANEL, theme.ACCENT)
        y = box.top + 20
        if self.title:
            draw_text(surface, self.title, (box.centerx, y), 24, theme.ACCENT, True, "midtop")
            y += 40
        draw_wrapped(surface, self.message, pygame.Rect(box.left + 24, y, w - 48, 110), 18)
        bw = min(160, (w - 48) // len(self.buttons) - 12)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, bw, 44)
            button.rect.bottomright = (box.right - 24 - i * (bw + 12), box.bottom - 18)
            button.draw(surface)
