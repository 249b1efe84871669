"""A map board's result panel: a title and lines (a roll with every modifier and its result, a
scoring breakdown, in the game's words), until the player closes it with a click on it. It
sits beside the map, over the log column while that shows (issue #34.2), else in the map's
corner that hides the fewest lit targets; there it closes by itself after ON_MAP seconds
(`tick`). The boards of the card games show their rolls and scorings in it."""

from __future__ import annotations

import pygame

from game import i18n
from game.ui import theme
from game.ui.widgets.basic import draw_text, fit_size, panel, wrap

SIZE, TITLE = 15, 18
ON_MAP = 8.0  # seconds a panel lying over the map stays


class NewsPanel:
    def __init__(self) -> None:
        self.title = ""
        self.lines: list[str] = []
        self.places: set[str] = set()  # the map targets the news is about (ringed)
        self.area = pygame.Rect(0, 0, 0, 0)  # the map's rect: the panel sits in its corner
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.on_map = 0.0  # seconds it has lain over the map

    def show(self, title: str, lines: list[str], places: set[str] | None = None) -> None:
        self.title, self.lines = title, [line for line in lines if line]
        self.places = set(places or ())

    def close(self) -> None:
        self.title, self.lines, self.places = "", [], set()

    def open(self) -> bool:
        return bool(self.title)

    def layout(self, area: pygame.Rect, avoid: list[pygame.Rect] = ()) -> None:
        """In the corner of `area` that covers the fewest of `avoid` (lit targets, the
        rolled country): the panel must not hide what the player clicks next."""
        self.area = pygame.Rect(area)
        if not self.open():
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        width = min(460, area.width - 20)
        step = theme.font(SIZE).get_linesize()
        rows = sum(len(wrap(line, SIZE, width - 24)) for line in self.lines)
        height = min(area.height - 20, TITLE + 22 + rows * step + step + 10)
        corners = [pygame.Rect(x, y, width, height)
                   for y in (area.bottom - height - 10, area.top + 10)
                   for x in (area.right - width - 10, area.left + 10)]
        self.rect = min(corners, key=lambda r: sum(r.colliderect(a) for a in avoid))

    def over(self, map_rect: pygame.Rect) -> bool:
        """Open and lying over the map (the log column folded away): it will close itself."""
        return self.open() and self.rect.colliderect(map_rect)

    def tick(self, dt: float, map_rect: pygame.Rect) -> None:
        """Over the map the panel closes by itself after ON_MAP seconds (issue #34.2); beside
        the map it stays until clicked."""
        self.on_map = self.on_map + dt if self.over(map_rect) else 0.0
        if self.on_map >= ON_MAP:
            self.close()
            self.on_map = 0.0

    def rect_at(self, pos: tuple[int, int]) -> bool:
        return self.open() and self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.open():
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                getattr(event, "button", 0) == 1 and self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.close()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open():
            return
        panel(surface, self.rect, (22, 24, 30), theme.ACCENT, 8)
        x, y = self.rect.left + 12, self.rect.top + 8
        draw_text(surface, self.title, (x, y), fit_size(self.title, self.rect.width - 24, TITLE,
                  True), theme.ACCENT, True)
        y += TITLE + 10
        step = theme.font(SIZE).get_linesize()
        bottom = self.rect.bottom - step - 6
        for line in self.lines:
            for part in wrap(line, SIZE, self.rect.width - 24):
                if y + step > bottom:
                    break
                draw_text(surface, part, (x, y), SIZE, theme.TEXT)
                y += step
        hint = i18n.t("news.close")
        draw_text(surface, hint, (self.rect.right - 12, self.rect.bottom - 6), 13,
                  theme.TEXT_DIM, False, "bottomright")
