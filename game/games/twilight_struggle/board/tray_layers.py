"""The tray along the bottom: the play zones (a card being played lies in its zone), the
hand with each card's Ops as modified now, the piles and the deck (a mixin of `Board`, split
off to keep the board module readable; issue #34.7). Reads the view and the decision only."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.twilight_struggle.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_label, draw_text
from game.ui.widgets.cards import CardFace
from game.ui.widgets.hand_tray import draw_drop_zone
from game.ui.widgets.lit_mark import draw_glow
from game.ui.widgets.ops_now import draw_ops_pill, face_now, view_label

from . import draw as art

ZONE_MODES = {"zone_event": "event", "zone_ops": "ops", "zone_space": "space"}
HEADLINE_ZONE = "zone_headline"
PLAY_ZONES = (HEADLINE_ZONE, *ZONE_MODES)
PILES = ("discard", "removed")


class TrayLayers:
    def draw_tray(self, surface: pygame.Surface) -> None:
        self.tray.draw(surface)
        s = self.tray.scale
        label = max(11, int(16 * s))
        lit = self.lit_zones()
        for zone in PLAY_ZONES:  # the headline slot, dim outside the headline phase
            if zone in self.tray.zones:
                draw_drop_zone(surface, self.zone_rect(zone), [
                    i18n.t(f"ts.table.{zone}"), i18n.t(f"ts.table.{zone}_short")],
                    zone in lit, max(10, int(17 * s)))
        self.draw_hand(surface)
        self.draw_headline_pick(surface)
        self.draw_in_play(surface)
        for name in PILES:
            cards = self.view.get(name) or []
            rect = self.zone_rect(name)
            pygame.draw.rect(surface, (48, 38, 30), rect, border_radius=6)
            pygame.draw.rect(surface, (110, 90, 70), rect, 1, border_radius=6)
            draw_label(surface, [i18n.t(f"ts.table.pile.{name}", count=len(cards)),
                                 i18n.t(f"ts.table.pile.{name}_short", count=len(cards))],
                       (rect.left + 5, rect.top + 4), rect.width - 10, label, theme.TEXT_DIM,
                       True)
        self.draw_deck(surface, label)

    def draw_in_play(self, surface: pygame.Surface) -> None:
        """The card being played (`view["table"]`) lies in the zone of what it is used for
        now (the decision's data): Operations while its Ops are spent, else Event."""
        data = self.table.decision.data
        card = data.get("in_play")
        if card is None or card == self.pending_card():
            return
        zone = "zone_ops" if data.get("in_play_use") == "ops" else "zone_event"
        held = self.table.held  # a mode waiting for "End turn": where the card is going
        if held and held[0] == "mode":
            zone = next(z for z, m in ZONE_MODES.items() if m == held[1])
        self.card_in_zone(surface, card, zone)

    def card_in_zone(self, surface: pygame.Surface, card: int, zone: str) -> None:
        box = self.zone_rect(zone)
        w = box.width - 12
        h = min(int(w * 1.4), box.height - 30)
        rect = pygame.Rect(box.left + 6, box.bottom - h - 6, w, h)
        surface.blit(art.render_hand_card(card, rect.width, rect.height), rect)
        self.visible_cards.append((rect, art.card_face(card)))

    def draw_headline_pick(self, surface: pygame.Surface) -> None:
        """The viewer's secret headline card face up in the headline slot (only they see it;
        another card dropped there replaces it until it is sealed)."""
        card = self.my_headline()
        if card is not None and HEADLINE_ZONE in self.tray.zones:
            self.card_in_zone(surface, card, HEADLINE_ZONE)

    def lit_zones(self) -> dict[str, pygame.Rect]:
        """The zones the card in hand (held, or already played and waiting) may go to."""
        pending = self.pending_card()
        return self.drag.lit_targets() or (self.targets_for(pending) if pending is not None
                                           else {})

    def draw_deck(self, surface: pygame.Surface, label: int) -> None:
        rect = self.zone_rect("deck")
        pygame.draw.rect(surface, (48, 38, 30), rect, border_radius=6)
        hands = self.view.get("hands") or [0, 0]
        lines = [i18n.t("ts.table.deck", count=self.view.get("deck", 0))]
        for seat in (0, 1):
            if seat != self.table.viewer:
                held = hands[seat]
                count = held if isinstance(held, int) else len(held)
                lines.append(i18n.t("ts.table.hand_count", side=art.side_name(seat), count=count))
        y = rect.top + 4
        for line in lines:
            y = draw_label(surface, [line], (rect.left + 5, y), rect.width - 10, label,
                           theme.TEXT_DIM).bottom

    def render_card(self, surface: pygame.Surface, card: int, rect: pygame.Rect, glow) -> None:
        surface.blit(art.render_hand_card(card, rect.width, rect.height), rect)
        self.draw_ops_now(surface, card, rect)
        if card == data.CHINA and not (self.view.get("china") or {}).get("face_up"):
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((10, 10, 10, 130))  # face down: not playable this turn (TS-9.3)
            surface.blit(shade, rect)
        draw_glow(surface, rect, glow)  # lit: ring and brackets (issue #39.1)

    def ops_now_label(self, card: int) -> str:
        """"1+1" when the card's Ops differ from the printed value now (the view's
        `ops_modified`, TS-7.4), else ""."""
        return view_label(self.view, card, data.CARDS[card]["ops"])

    def hand_face(self, card: int) -> CardFace:
        """A hand card's face with its Ops as modified now: the zoom shows "1+1" too."""
        return face_now(art.card_face(card), self.ops_now_label(card))

    def draw_ops_now(self, surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
        """The Ops as modified, in a pill over the printed value (issue #34.11)."""
        draw_ops_pill(surface, self.ops_now_label(card), rect)

    def draw_hand(self, surface: pygame.Surface) -> None:
        zone = self.zone_rect("hand")
        if self.table.viewer is None:
            draw_text(surface, self.hand_note(i18n.t("ts.table.hand_hidden")), zone.center, 18,
                      theme.TEXT_DIM,
                      anchor="center")
            return
        chosen = {self.drag.selected, self.pending_card()} - {None}
        self.visible_cards += self.hand_row.draw(
            surface, chosen, lambda c: self.can_hold(c) or bool(self.hand_action(c)))

