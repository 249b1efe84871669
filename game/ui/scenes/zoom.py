"""Card zoom: one card, big, over the table; any click or key closes it."""

from __future__ import annotations

import pygame

from ..scene import Scene, register_scene
from ..widgets.basic import shade
from ..widgets.cards import CardFace, CardZoom, draw_card


@register_scene("zoom")
class ZoomScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, face: CardFace) -> None:
        super().__init__(app)
        self.face = face

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.remove(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 170)
        draw_card(surface, self.face, CardZoom.rect_for(surface))
