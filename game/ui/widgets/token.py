"""A token the player drags from its home onto a lit map target (1989's SP marker; a ship).

The board puts it among its `DragDrop` items with `payload`, says where its home is and how a
counter is painted; the token draws itself at home (an outline while it is away) and, above
everything else, where it is being dragged.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from .. import theme
from .drag import DragDrop

Paint = Callable[[pygame.Surface, tuple[int, int], int], None]  # (surface, centre, radius)


class Token:
    def __init__(self, payload: Hashable, drag: DragDrop) -> None:
        self.payload = payload
        self.drag = drag
        self.home = pygame.Rect(0, 0, 0, 0)  # empty: not offered now

    def offered(self) -> bool:
        return bool(self.home.width)

    def draw_home(self, surface: pygame.Surface, paint: Paint, colour) -> None:
        """At home; only an outline in `colour` while it moves; a ring when selected."""
        r = self.home.width // 2
        if self.drag.floating_rect(self.payload, self.home):
            pygame.draw.circle(surface, colour, self.home.center, r, 2)
            return
        paint(surface, self.home.center, r)
        if self.drag.selected == self.payload:
            pygame.draw.circle(surface, theme.ACCENT, self.home.center, r + 3, 2)

    def draw_moving(self, surface: pygame.Surface, paint: Paint) -> None:
        moving = self.drag.floating_rect(self.payload, self.home)
        if moving and self.offered():
            paint(surface, moving.center, moving.width // 2)
