"""Hot-seat handoff: covers the table until the next human confirms (DESIGN §5).

Opaque on purpose: while it is up, nothing of the table (and so no hand) is drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene
from ..widgets.basic import Button, draw_text


class HandoffScene(Scene):
    opaque = True
    modal = True

    def __init__(self, app, seat_name: str, colour, on_ready: Callable[[], None],
                 note: str = "") -> None:
        super().__init__(app)
        self.seat_name, self.colour, self.on_ready, self.note = seat_name, colour, on_ready, note
        self.button = Button(i18n.t("handoff.ready"), self.ready, primary=True, size=22)

    def ready(self) -> None:
        self.app.stack.remove(self)
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return True
        self.button.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = surface.get_size()
        pygame.draw.circle(surface, self.colour, (w // 2, h // 2 - 120), 34)
        draw_text(surface, i18n.t("handoff.pass_to", name=self.seat_name),
                  (w // 2, h // 2 - 60), 34, theme.TEXT, True, "midtop")
        draw_text(surface, i18n.t("handoff.hidden"), (w // 2, h // 2), 18, theme.TEXT_DIM,
                  anchor="midtop")
        if self.note:
            draw_text(surface, self.note, (w // 2, h // 2 + 30), 18, theme.ACCENT,
                      anchor="midtop")
        self.button.rect = pygame.Rect(0, 0, 300, 56)
        self.button.rect.midtop = (w // 2, h // 2 + 80)
        self.button.draw(surface)
