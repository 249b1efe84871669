"""A card swap offer by two clicks (BR-11.4; issue #39.3): another player's panel, then the
card. Dragging a hand card onto the panel offers it too, and a click on a card that is not
playable picks it up for its panel; but on the player's own turn a click on a playable card
plays it, so without this the offer of that card had no click at all, nor a place for the
keyboard's focus ring. A mixin of `Board`; reads the rules' legal offers only."""

from __future__ import annotations

import pygame

from game import i18n


class Offers:
    offer_to: int | None = None  # the seat whose panel was clicked: a card click offers it

    def offer_seats(self) -> set[int]:
        """The seats some hand card may be offered to now."""
        return {a[1] for a in self.legal("offer")}

    def offer_panel_rects(self, action: list) -> list[pygame.Rect]:
        """Where a click makes the offer `action` (["offer", seat, card]) by the panel first:
        the card once its seat's panel is picked; the panel while another is picked, or
        while nothing is held and a click on the card would play it; else nowhere (the card
        is picked up first, then dropped on the panel)."""
        if action not in self.table.legal:
            return []
        seat, card = action[1], action[2]
        if self.offer_to == seat:
            return self.hand_row.uncovered(card)
        if self.offer_to is not None or (self.drag.held() is None and self.hand_action(card)):
            return [self.tray.zone(f"cash_{seat}")]  # (another) panel picked first
        return []

    def offer_click(self, pos: tuple[int, int]) -> bool:
        """A click while nothing is held: with a panel picked, on a card offers it there (any
        other click lets the panel go, and a click on it again only that); on a panel that
        may be offered to, picks it."""
        seat, self.offer_to = self.offer_to, None
        if seat is not None:
            card = self.hand_row.card_at(pos)
            if card is not None and ["offer", seat, card] in self.table.legal:
                self.table.submit(["offer", seat, card])
                return True
        panel = self.offer_panel_at(pos)
        if panel is not None and panel != seat:
            self.offer_to = panel
        return panel is not None or (seat is not None and self.hand_row.card_at(pos) is not None)

    def offer_panel_at(self, pos: tuple[int, int]) -> int | None:
        return next((s for s in self.offer_seats()
                     if self.tray.zone(f"cash_{s}").collidepoint(pos)), None)

    def offer_hint(self) -> str:
        if self.offer_to is None:
            return ""
        return i18n.t("br.board.hint.offer_to", name=self.names()[self.offer_to])

    def offer_lit_card(self, card: str) -> bool:
        """With a panel picked, only the cards it may take are lit in the hand."""
        return ["offer", self.offer_to, card] in self.table.legal
