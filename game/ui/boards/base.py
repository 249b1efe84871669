"""What the table expects of a board binding."""

from __future__ import annotations

import pygame

from ..widgets.cards import CardFace


class BoardBase:
    def __init__(self, table) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        # Cards drawn this frame, bottom to top: for hover tooltips and right-click zoom.
        self.visible_cards: list[tuple[pygame.Rect, CardFace]] = []

    def card_at(self, pos: tuple[int, int]) -> CardFace | None:
        """The topmost card drawn at pos this frame."""
        for rect, face in reversed(self.visible_cards):
            if rect.collidepoint(pos):
                return face
        return None

    def refresh(self) -> None:
        """The session changed (a move, undo, new viewer): rebuild cached widgets."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn after everything else on the table (tooltips: above the log and bars)."""

    def animating(self) -> bool:
        return False

    def held_hint(self, action: list) -> str:
        """The prompt while the viewer's move waits for "End turn" (table.held): what it will
        do, in the game's words; "" for the table's own sentence."""
        return ""

    def prompt_hint(self) -> str:
        """A prompt for what the viewer is doing now (a card picked up: where it may go),
        shown instead of the rules' prompt; "" for the rules' own."""
        return ""

    def open_choice(self, view: dict) -> bool:
        """Whether the choice now waiting (in the public `view`) hides nothing, so with several
        humans it is made around the table on the spectator view, without a handoff (open
        bids). False: every change of human hands the laptop over."""
        return False

    def summary_lines(self) -> list[str]:
        """Extra lines for the game-over screen (score breakdowns)."""
        return []
