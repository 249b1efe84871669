"""What the table expects of a board binding."""

from __future__ import annotations

import pygame


class BoardBase:
    def __init__(self, table) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)

    def refresh(self) -> None:
        """The session changed (a move, undo, new viewer): rebuild cached widgets."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def animating(self) -> bool:
        return False

    def summary_lines(self) -> list[str]:
        """Extra lines for the game-over screen (score breakdowns)."""
        return []
