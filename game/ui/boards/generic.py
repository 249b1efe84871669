"""Fallback board: the public facts as text and every legal action as a button."""

from __future__ import annotations

import json

import pygame

from ... import i18n
from .. import theme
from ..widgets.basic import Button, draw_text, draw_wrapped, panel
from .base import BoardBase


class Board(BoardBase):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.buttons: list[Button] = []  # the buttons on screen (the ones that fit)
        self.all_buttons: list[Button] = []

    def refresh(self) -> None:
        self.all_buttons = [Button(" ".join(str(p) for p in action),
                                   lambda a=action: self.table.submit(a), size=16)
                            for action in self.table.legal]
        self.buttons = list(self.all_buttons)

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.rect, theme.TABLE, None, 0)
        facts = {k: v for k, v in self.table.view.items() if k != "log"}
        text = "\n".join(f"{k}: {json.dumps(v)[:120]}" for k, v in facts.items())
        inner = self.rect.inflate(-30, -30)
        # A big view (Blockade Runner's) must not push the buttons off the window: the facts
        # get at most a third of the height, and only the buttons that fit are shown.
        facts_rect = pygame.Rect(inner.left, inner.top, inner.width, inner.height // 3)
        used = draw_wrapped(surface, text, facts_rect, 16)
        x, y = inner.left, inner.top + used + 20
        if self.all_buttons:
            draw_text(surface, i18n.t("table.your_options"), (x, y), 16, theme.TEXT_DIM)
            y += 26
        self.buttons = []
        for button in self.all_buttons:
            if y + 36 > inner.bottom:
                break
            button.rect = pygame.Rect(x, y, 180, 36)
            button.draw(surface)
            self.buttons.append(button)
            x += 190
            if x + 180 > inner.right:
                x, y = inner.left, y + 44
