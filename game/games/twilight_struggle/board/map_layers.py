"""Twilight Struggle's map under the countries: adjacency lines, the superpower boxes and
the region labels (a mixin of `Board`, split off to keep the board module readable; issue
#34.7). Reads the view only."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.twilight_struggle.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_text, fit_size
from game.ui.widgets.map_type import map_floor

from . import draw as art
from .palette import REGION_COLOURS

SUPERPOWERS = ("ussr", "usa")  # the map's superpower boxes, by seat


def legible_label(printed: pygame.Rect, text: str, size: int) -> pygame.Rect:
    """A region's label on screen, grown about its middle to hold its name at `size`: at a
    laptop's window the printed label is narrower than the legible name (issue #34.1)."""
    w, h = theme.font(size, True).size(text)
    return printed.inflate(max(0, w + 10 - printed.width), max(0, h - printed.height))


class MapLayers:
    def link_end(self, name: str) -> tuple[int, int]:
        rect = self.countries.get(name) or self.superpowers[name]
        return self.map_view.to_screen(rect).center

    def draw_links(self, surface: pygame.Surface, hover: str | None) -> None:
        """Adjacency lines (TS-2.1.5), the superpower links included; a hovered country's
        lines stand out."""
        width = max(1, int(3 * self.map_view.scale()))
        for country, near in data.ADJACENT.items():
            a = self.link_end(country)
            for other in near:
                if other > country:
                    lit = hover in (country, other)
                    pygame.draw.line(surface, theme.ACCENT if lit else (226, 222, 208), a,
                                     self.link_end(other), width + (2 if lit else 0))
            seat = data.SUPERPOWER_SEAT[country]
            if seat is not None and SUPERPOWERS[seat] in self.superpowers:
                pygame.draw.line(surface, art.SEAT_COLOURS[seat], a,
                                 self.link_end(SUPERPOWERS[seat]), width + 1)

    def draw_superpowers(self, surface: pygame.Surface) -> None:
        for name, rect in self.superpowers.items():
            seat = SUPERPOWERS.index(name)
            r = self.map_view.to_screen(rect)
            pygame.draw.rect(surface, art.SEAT_COLOURS[seat], r, border_radius=6)
            pygame.draw.rect(surface, art.PAPER, r, 2, border_radius=6)
            text = art.side_name(seat)
            draw_text(surface, text, r.center, fit_size(text, r.width - 6, max(
                art.LEGIBLE, int(r.height * 0.5)), True), art.PAPER, True, "center")

    def region_labels(self) -> dict[str, tuple[str, int, pygame.Rect]]:
        """Each region's (name, size, label rect on screen): the printed label grown to hold
        its name, at the largest size down to the map's floor (`map_floor`) at which it runs
        into no country box (the player's larger text size, Korean names: issue #34.1)."""
        boxes = [self.country_rect(c) for c in self.countries]
        floor = map_floor()
        labels = {}
        area = self.map_view.to_screen(self.map_view.area)
        for region, rect in self.regions.items():
            printed = self.map_view.to_screen(rect)
            short = f"ts.table.region_label.{region}"  # where even the floor runs into boxes
            names = [art.region_name(region)] + ([i18n.t(short)] if i18n.has(short) else [])
            for text in names:
                size = fit_size(text, printed.width - 8, max(floor, int(printed.height * 0.7)),
                                True, floor)
                while True:
                    r = legible_label(printed, text, size).clamp(area)  # grown, on the map
                    if size <= floor or r.collidelist(boxes) < 0:
                        break
                    size -= 1
                if r.collidelist(boxes) < 0:
                    break
            labels[region] = (text, size, r)
        return labels

    def draw_regions(self, surface: pygame.Surface) -> None:
        """Region labels in their colour; where DEFCON bars coups and realignments now
        (`coup_banned_regions`, TS-8.1.2) the label is dimmed and struck through."""
        banned = set(self.view.get("coup_banned_regions") or ())
        hover = self.region_at(self.hover_pos)
        for region, (text, size, r) in self.region_labels().items():
            colour = REGION_COLOURS.get(region, art.NEUTRAL_COLOUR)
            off = region in banned or (region == "southeast_asia" and "asia" in banned)
            fill = art.mix(colour, (40, 40, 40), 0.6) if off else colour
            pygame.draw.rect(surface, fill, r, border_radius=5)
            pygame.draw.rect(surface, theme.ACCENT if region in (hover, self.pinned_region)
                             else art.INK, r, 2, border_radius=5)
            draw_text(surface, text, r.center, size, (200, 200, 200) if off else art.INK, True,
                      "center")
            if off:
                pygame.draw.line(surface, (220, 60, 50), (r.left + 4, r.centery),
                                 (r.right - 4, r.centery), 2)

