"""The tray along the bottom: the play zones (the card being played lies in its zone), the
hand (each card's Ops as modified now), the lasting events, the discard and removed piles
(a mixin of `Board`, split off to keep the board module readable; issue #34.7). Reads the
view and the decision only."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_label, draw_text
from game.ui.widgets.cards import CardFace
from game.ui.widgets.hand_tray import draw_drop_zone
from game.ui.widgets.lit_mark import draw_glow
from game.ui.widgets.ops_now import draw_ops_pill, face_now, view_label

from . import draw as art

ZONE_MODES = {"zone_event": "event", "zone_ops": "ops", "zone_tiananmen": "tiananmen"}


class TrayLayers:
    def draw_tray(self, surface: pygame.Surface) -> None:
        view = self.view
        self.tray.draw(surface)
        s = self.tray.scale
        label = max(11, int(15 * s))
        lit = self.drag.lit_targets()
        pending = self.pending_card()
        if pending is not None:
            lit = lit or self.targets_for(pending)
        for zone in ZONE_MODES:
            draw_drop_zone(surface, self.zone_rect(zone), [i18n.t(f"dof.board.{zone}"),
                           i18n.t(f"dof.board.{zone}_short")], zone in lit, max(9, int(17 * s)))
        self.draw_table_card(surface, view)
        self.draw_hand(surface, label)
        self.draw_lasting(surface, view, label)
        for name, cards in (("discard", view.get("discard") or []),
                            ("removed", view.get("removed") or [])):
            rect = self.zone_rect(name)
            draw_label(surface, [i18n.t(f"dof.board.{name}", count=len(cards)),
                                 i18n.t(f"dof.board.{name}_short", count=len(cards))],
                       (rect.left + 6, rect.top + 4), rect.width - 10, label, theme.TEXT_DIM,
                       True)
            if cards:
                line = pygame.Rect(rect.left + 4, rect.top + label + 8, rect.width - 8,
                                   rect.height - label - 12)
                self.visible_cards.append((line, art.card_strip(surface, cards[-1], line,
                                                                label)))

    def draw_table_card(self, surface: pygame.Surface, view: dict) -> None:
        """The card being played sits in the zone it was played to (Operations while its
        Ops are being used, else Event) once its mode is chosen."""
        table = [c for c in view.get("table") or [] if c != self.pending_card()]
        if not table:
            return
        zone = "zone_ops" if view.get("table_use") == "ops" else "zone_event"
        rect = self.zone_rect(zone)
        w = rect.width - 4
        h = min(int(w * 1.4), rect.height - 24)
        for i, card in enumerate(table[-2:]):
            r = pygame.Rect(rect.left + 2 + i * 6, rect.bottom - h - 3 - i * 6, w - 6, h)
            surface.blit(art.render_mini_card(card, r.width, r.height), r)
            self.visible_cards.append((r, art.card_face(card)))

    def render_card(self, surface: pygame.Surface, card: int, rect: pygame.Rect, glow) -> None:
        """A hand card; every card in the row shares one title size (issue #19.18)."""
        size = min((art.mini_title_size(c, rect.width, rect.height) for c, _ in self.hand_rects),
                   default=0)
        surface.blit(art.render_mini_card(card, rect.width, rect.height, size), rect)
        draw_ops_pill(surface, self.ops_now_label(card), rect)  # issue #34.11
        draw_glow(surface, rect, glow)  # lit: ring and brackets (issue #39.1)

    def draw_hand(self, surface: pygame.Surface, label: int) -> None:
        zone = self.zone_rect("hand")
        if self.side() is None:
            draw_text(surface, self.hand_note(i18n.t("dof.board.hand_hidden")), zone.center,
                      18, theme.TEXT_DIM, anchor="center")
            return
        pending = self.pending_card()
        chosen = {self.drag.selected, pending} - {None}
        self.visible_cards += self.hand_row.draw(
            surface, chosen, lambda card: self.can_hold(card) or bool(self.hand_action(card)))
        at = self.hand_row.shown_rect(pending, chosen) if pending is not None else None
        if at is not None and not self.drag.floating_rect(pending, at):
            draw_text(surface, i18n.t("dof.board.in_play"), (at.left - 8, at.centery),
                          max(9, label), theme.ACCENT, True, "midright")

    def draw_lasting(self, surface: pygame.Surface, view: dict, label: int) -> None:
        rect = self.zone_rect("lasting")
        draw_label(surface, [i18n.t("dof.board.lasting"), i18n.t("dof.board.lasting_short")],
                   (rect.left + 6, rect.top + 4), rect.width - 10, label, theme.TEXT_DIM, True)
        cards = list(view.get("lasting") or [])
        side = self.side()
        other = (view.get("hands") or {}).get("dem" if side == "com" else "com")
        deck = view.get("deck", "?")
        counts = [i18n.t("dof.board.deck", deck=deck), i18n.t("dof.board.deck_short", deck=deck)]
        if side is not None and isinstance(other, int):
            counts = [i18n.t("dof.board.opponent", hand=other) + " · " + counts[0],
                      i18n.t("dof.board.opponent_short", hand=other) + " · " + counts[1]]
        draw_label(surface, counts, (rect.left + 6, rect.bottom - 4), rect.width - 12,
                   label - 1, theme.TEXT_DIM, False, "bottomleft")
        bottom = rect.bottom - label - 6
        y = rect.top + label + 10
        row_h = label + 3  # names near the label's size: readable, cut to fit (#19.18)
        if not cards:
            draw_text(surface, i18n.t("dof.board.none"), (rect.left + 8, y), label - 1,
                          theme.TEXT_DIM)
        for i, card in enumerate(cards):
            rows_left = (bottom - y + 3) // (row_h + 3)
            if rows_left < min(2, len(cards) - i):  # the last row says how many are hidden
                draw_text(surface, i18n.t("dof.board.more", count=len(cards) - i),
                          (rect.left + 8, y + row_h // 2), label - 1, theme.TEXT_DIM, False,
                          "midleft")
                break
            line = pygame.Rect(rect.left + 4, y, rect.width - 8, row_h)
            self.visible_cards.append((line, art.card_strip(surface, card, line,
                                                            max(art.LEGIBLE + 1, label - 1), 3)))
            y += row_h + 3

    def ops_now_label(self, card: int) -> str:
        """"1+1" when the card's Ops differ from the printed value now (the view's
        `ops_modified`: TS box 2, lasting events, D89-7.3), else ""."""
        return view_label(self.view, card, data.CARDS[card]["ops"])

    def hand_face(self, card: int) -> CardFace:
        """A hand card's face with its Ops as modified now: the zoom shows "1+1" too."""
        return face_now(art.card_face(card), self.ops_now_label(card))
