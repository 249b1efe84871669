"""A one-line text field: click to focus, type, Backspace, Enter or Tab to finish."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from .basic import draw_text, panel


@dataclass
class TextField:
    text: str
    max_len: int = 24
    allowed: str | None = None  # None = any printable; else the characters allowed
    rect: pygame.Rect = None  # type: ignore[assignment]
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            chars = [c for c in event.text if c.isprintable()
                     and (self.allowed is None or c in self.allowed)]
            self.text = (self.text + "".join(chars))[: self.max_len]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                               pygame.K_ESCAPE):
                self.focused = False
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int = 18) -> None:
        panel(surface, self.rect, theme.PANEL_LIGHT if self.focused else theme.PANEL,
              theme.ACCENT if self.focused else theme.BORDER, 6)
        shown = self.text + ("|" if self.focused else "")
        draw_text(surface, shown, (self.rect.left + 8, self.rect.centery), size,
                  anchor="midleft")
