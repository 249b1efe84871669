"""The places, roll badges and ships Blockade Runner draws on its map (a mixin of `Board`):
captured and blockaded ports, defense and goods, the latest evasion roll as a badge, the
ships in their zones (the tray's too) and a ship being dragged. Reads the board's view and
layout only."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.blockade_runner.rules.data import CITIES, ZONE_KIND
from game.ui import theme
from game.ui.widgets.basic import record_label
from game.ui.widgets.lit_mark import draw_lit

from . import pieces
from .labels import map_name, place_name, ship_name, ship_short

ROLL_NEWS = 4  # the last evasion roll is news while at most this many log lines follow it


class MapPieces:
    def draw_places(self, surface: pygame.Surface) -> None:
        view = self.view
        lit = self.lit_places()
        captured = set(view.get("captured") or [])
        marked = self.marked(self.places)
        blockade, defense = view.get("blockade") or {}, view.get("defense") or {}
        goods = view.get("goods") or {}
        for place, rect_map in self.places.items():
            rect = self.map_view.to_screen(rect_map)
            if not rect.colliderect(self.map_view.rect):
                continue
            kind = ZONE_KIND.get(place, "city")
            fill = {"confederate_port": (214, 200, 170), "neutral_port": (190, 214, 190),
                    "city": (220, 206, 176)}.get(kind, (150, 180, 200))
            pygame.draw.rect(surface, fill, rect, border_radius=5)
            pygame.draw.rect(surface, pieces.INK, rect, 1, border_radius=5)
            band = self.name_band(rect)
            shown = pieces.place_label(surface, rect, (place_name(place), map_name(place)),
                                       max(pieces.LEGIBLE, min(band - 2, self.scaled(14))), fill)
            if place in CITIES:
                side = max(4, int(rect.height * 0.25))
                pieces.cubes(surface, goods.get(place, {}), pygame.Rect(
                    rect.left + 4, rect.bottom - side - 4, rect.width - 8, side), side)
            if place in captured:
                pieces.cross(surface, rect)
            self.map_view.mark_target(surface, shown, place in lit, bool(lit))
            if place in marked:
                pygame.draw.rect(surface, theme.TEXT, rect.inflate(6, 6), 2, border_radius=7)
        for name, rect_map in self.boxes.items():
            kind, _, place = name.partition("_")
            if kind not in ("defense", "blockade", "goods") or place in CITIES:
                continue
            rect = self.map_view.to_screen(rect_map)
            if not rect.colliderect(self.map_view.rect):
                continue
            if kind == "goods":
                pygame.draw.rect(surface, (60, 52, 40), rect, border_radius=3)
                side = max(4, rect.height - 6)
                pieces.cubes(surface, goods.get(place, {}), rect.inflate(-4, -4), side)
            elif place not in captured:
                value = (defense if kind == "defense" else blockade).get(place, 0)
                fill = (120, 170, 220) if kind == "defense" else (
                    (220, 120, 100) if value else (200, 200, 200))
                pieces.number_box(surface, rect, str(value), fill)

    def draw_badges(self, surface: pygame.Surface) -> None:
        """Before a step: the chance to stay afloat on each lit zone the held ship may enter
        (a roll is due there); after one: the dice at the zone where they were rolled."""
        size = max(12, self.scaled(16))
        held = self.drag.held()
        if isinstance(held, tuple):
            for zone in self.ship_moves(held[1]):
                chance = self.odds(held[1], zone)
                if chance is not None and chance < 1:
                    self.badge(surface, self.place_rect(zone), f"{round(100 * chance)}%",
                               theme.ACCENT, size)
        roll = self.fresh_roll()
        if roll and roll["zone"] in self.places:
            text = i18n.t("br.board.badge." + ("escaped" if roll["escaped"] else "captured"),
                          dice=" ".join(map(str, roll["dice"])), value=roll["value"])
            self.badge(surface, self.place_rect(roll["zone"]), text,
                       theme.HIGHLIGHT if roll["escaped"] else theme.DANGER, size, below=True)

    def badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, colour, size: int,
              below: bool = False) -> pygame.Rect:
        """A badge by `rect` (above its right corner, or `below` it), kept inside the map:
        Brownsville's roll, centred under a port at the map's left edge, was cut there."""
        image = theme.font(size, True).render(text, True, pieces.INK)
        box = image.get_rect().inflate(10, 4)
        if below:
            box.midtop = (rect.centerx, rect.bottom + 2)
        else:
            box.midbottom = (rect.right, rect.top + 4)
        box.clamp_ip(self.map_view.rect)
        pygame.draw.rect(surface, colour, box, border_radius=6)
        pygame.draw.rect(surface, pieces.INK, box, 1, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))
        record_label(surface, text, size, box)
        return box

    def fresh_roll(self) -> dict | None:
        """The last evasion roll while it is news (a few log lines old at most)."""
        roll = self.view.get("last_roll")
        if roll and len(self.view.get("log") or []) - roll["log"] <= ROLL_NEWS \
                and roll["log"] != self.closed_roll:
            return roll
        return None

    def close_results(self) -> None:
        """Issue #38.3: the tutorial went on, the evasion roll's badge is no news now."""
        roll = self.view.get("last_roll")
        self.closed_roll = roll["log"] if roll else None

    def draw_ships(self, surface: pygame.Surface, in_tray: bool) -> None:
        lit = self.lit_ships()
        for ship, rect in self.ship_rects.items():
            if (ship in self.waiting) != in_tray:
                continue
            if self.drag.floating_rect(("ship", ship), rect):
                pygame.draw.rect(surface, theme.TEXT_DIM, rect, 1)
                continue
            self.paint_ship(surface, ship, rect)
            if ship in lit:
                draw_lit(surface, rect, 2, 3, 2)  # ring and brackets (issue #39.1)
            if self.drag.selected == ("ship", ship):
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 2,
                                 border_radius=3)

    def paint_ship(self, surface: pygame.Surface, ship: str, rect: pygame.Rect) -> None:
        info = self.ships()[ship]
        extras = ("C" if info.get("captain") else "") + ("P" if info.get("pilot") else "")
        pieces.ship_counter(surface, rect, info["owner"], (ship_name(ship), ship_short(ship)),
                            info["cargo"], extras)

    def draw_moving(self, surface: pygame.Surface) -> None:
        held = self.drag.dragging
        if isinstance(held, tuple) and held[1] in self.ship_rects:
            moving = self.drag.floating_rect(held, self.ship_rects[held[1]])
            if moving:
                self.paint_ship(surface, held[1], moving)
