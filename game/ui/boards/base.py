"""What the table expects of a board binding."""

from __future__ import annotations

import pygame

from ...engine.types import IllegalAction
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

    def look_ahead(self, steps: list[list]) -> dict | None:
        """The position after the acting seat plays `steps`, on a clone (nothing is submitted
        or shown from it): how a board lights the targets of a multi-step move before the
        first step is made (read it with `rules.legal_actions` / `rules.view` for that seat).
        None when a step is not legal now or the seat no longer acts after them."""
        seat = self.table.acting
        if seat is None:
            return None
        rules = self.table.session.rules
        state = rules.clone(self.table.session.state)
        for step in steps:
            try:
                rules.apply(state, seat, step)
            except IllegalAction:
                return None
        return state if seat in rules.active_seats(state) else None

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
