"""A Tiled map seen through a window that pans and zooms: the map boards' shared viewport.

The part of the map shown is the TMX zone `map` of layer `areas` (its size is read from the
file; a map without one is shown whole). Targets are named rects in map pixels — any TMX layer:
spaces, countries, sea zones — and the viewport turns them into screen rects, finds the one
under the mouse and marks the lit ones. It knows nothing of any game's rules.

With `fill` on the map covers its whole rect at the default zoom (issue #34.1: no dark bands
beside it; what is cut off is panned to) and zooms out down to the whole map.

Input: the wheel zooms around the cursor, a right- or middle-drag pans, the arrow keys pan,
+/- zoom, F fits the whole map again. A right click that did not pan goes to `on_right_click`
(the boards zoom the card under it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import pygame

from .. import theme, viewport
from ..tiled import BoardMap
from . import lit_mark

MAX_ZOOM = 4.0
PAN_STEP = 80  # screen pixels per arrow key
PAN_THRESHOLD = 4  # pixels a right-drag moves before it pans (less: a right click)
WHEEL_ZOOM, KEY_ZOOM = 1.15, 1.25
BACKDROP = (40, 44, 50)  # around the map where it does not fill the window
LIT_RING, LIT_SHADOW = theme.HIGHLIGHT, (20, 60, 28)
LIT_GAP = 7  # a lit place's corner brackets lie this far outside it
ART_VIEWS = 4  # scaled arts kept: a move that grows the tray and the next that shrinks it


def area_of(board_map: BoardMap, name: str) -> pygame.Rect:
    """The rect of an `areas` zone of the map (the whole map when the file has none)."""
    zone = board_map.zones.get(name)
    if zone is not None and zone.layer == "areas":
        return pygame.Rect(zone.rect)
    return pygame.Rect((0, 0), board_map.size)


@lru_cache(maxsize=16)
def veil(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark cover for a target that is not lit now."""
    cover = pygame.Surface(size, pygame.SRCALPHA)
    cover.fill((20, 22, 28, 110))
    return cover


class MapViewport:
    def __init__(self, board_map: BoardMap,
                 on_right_click: Callable[[tuple[int, int]], None] | None = None) -> None:
        self.map = board_map
        self.area = area_of(board_map, "map")
        self.rect = pygame.Rect(0, 0, 0, 0)  # on screen, set by the board's layout
        self.zoom = 1.0
        self.fill = False  # zoom 1 covers the rect (cutting off an edge), not fits the map in it
        self.centre = [float(self.area.centerx), float(self.area.centery)]
        self.on_right_click = on_right_click
        self.pan_press: tuple[int, int] | None = None
        self.panning = False
        # The art scaled for the last ART_VIEWS views (by `view_key`), newest last.
        self._art_cache: dict[tuple, tuple[pygame.Surface, pygame.Rect]] = {}

    # -- geometry ---------------------------------------------------------------------------
    def fit_scale(self, rect: pygame.Rect | None = None) -> float:
        """The scale that shows the whole map in `rect` (default: the viewport's own)."""
        rect = self.rect if rect is None else rect
        if rect.width <= 0 or rect.height <= 0:
            return 1.0
        return min(rect.width / self.area.width, rect.height / self.area.height)

    def spare_right(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of `rect` at its right that the whole map, fitted into it (by its height),
        leaves empty: where a board may put buttons instead (`ActionStrip.layout`)."""
        wide = max(0, rect.width - int(self.area.width * self.fit_scale(rect)))
        return pygame.Rect(rect.right - wide, rect.top, wide, rect.height)

    def base_scale(self) -> float:
        """The scale at zoom 1: the whole map fitted, or with `fill` the rect covered."""
        if not self.fill or self.rect.width <= 0 or self.rect.height <= 0:
            return self.fit_scale()
        return max(self.rect.width / self.area.width, self.rect.height / self.area.height)

    def min_zoom(self) -> float:
        """The zoom that shows the whole map (1 unless `fill` cuts some off: a pixel's
        rounding is not worth a zoom step)."""
        ratio = self.fit_scale() / self.base_scale()
        return 1.0 if ratio > 0.99 else ratio

    def scale(self) -> float:
        return self.base_scale() * self.zoom

    def clamp(self) -> None:
        """Keep the map on screen: centred when it fits, else no empty margin past its edge."""
        self.zoom = min(max(self.zoom, self.min_zoom()), MAX_ZOOM)
        s = self.scale()
        for axis, (start, size, view) in enumerate(
                ((self.area.left, self.area.width, self.rect.width),
                 (self.area.top, self.area.height, self.rect.height))):
            half = view / 2 / s
            if half * 2 >= size:
                self.centre[axis] = start + size / 2
            else:
                self.centre[axis] = min(max(self.centre[axis], start + half),
                                        start + size - half)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.clamp()

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        s = self.scale()
        cx, cy = self.rect.center
        x = cx + (rect.x - self.centre[0]) * s
        y = cy + (rect.y - self.centre[1]) * s
        return pygame.Rect(round(x), round(y), max(1, round(rect.width * s)),
                           max(1, round(rect.height * s)))

    def to_map(self, pos: tuple[int, int]) -> tuple[float, float]:
        s = self.scale()
        cx, cy = self.rect.center
        return self.centre[0] + (pos[0] - cx) / s, self.centre[1] + (pos[1] - cy) / s

    def on_screen(self, rect: pygame.Rect) -> bool:
        """Whether a map rect shows in the window now."""
        return self.to_screen(rect).colliderect(self.rect)

    def target_at(self, pos: tuple[int, int] | None,
                  targets: dict[str, pygame.Rect]) -> str | None:
        """The name of the target (map rects) under a screen position, if any."""
        if pos is None or not self.rect.collidepoint(pos):
            return None
        return next((name for name, rect in targets.items()
                     if self.to_screen(rect).collidepoint(pos)), None)

    # -- zoom and pan -----------------------------------------------------------------------
    def zoom_at(self, pos: tuple[int, int], factor: float) -> None:
        before = self.to_map(pos)
        self.zoom = min(max(self.zoom * factor, self.min_zoom()), MAX_ZOOM)
        s = self.scale()
        cx, cy = self.rect.center
        self.centre = [before[0] - (pos[0] - cx) / s, before[1] - (pos[1] - cy) / s]
        self.clamp()

    def pan_by(self, dx: float, dy: float) -> None:
        s = self.scale()
        self.centre[0] -= dx / s
        self.centre[1] -= dy / s
        self.clamp()

    def fit(self) -> None:
        """The whole map in view."""
        self.zoom, self.centre = self.min_zoom(), [float(self.area.centerx),
                                                   float(self.area.centery)]
        self.clamp()

    def focus(self, rects: Iterable[pygame.Rect], margin: int = 80) -> None:
        """Zoom and centre on a group of map rects (a region whose targets matter now)."""
        rects = list(rects)
        box = rects[0].unionall(rects[1:]).inflate(margin, margin)
        self.zoom = min(self.rect.width / box.width, self.rect.height / box.height) / \
            self.base_scale()
        self.centre = [box.centerx, box.centery]
        self.clamp()

    def save(self) -> tuple[float, list[float]]:
        return self.zoom, list(self.centre)

    def restore(self, saved: tuple[float, list[float]]) -> None:
        self.zoom, self.centre = saved[0], list(saved[1])
        self.clamp()

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, hover: tuple[int, int] | None) -> bool:
        """Pan and zoom input; True when the event was used."""
        if event.type == pygame.MOUSEMOTION and self.pan_press is not None:
            dx, dy = event.pos[0] - self.pan_press[0], event.pos[1] - self.pan_press[1]
            if self.panning or abs(dx) + abs(dy) >= PAN_THRESHOLD:
                self.panning = True
                self.pan_by(dx, dy)
                self.pan_press = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL:
            pos = viewport.mouse_pos() if hover is None else hover
            if self.rect.collidepoint(pos):
                self.zoom_at(pos, WHEEL_ZOOM ** event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.pan_press, self.panning = event.pos, False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            was_panning = self.panning
            self.pan_press, self.panning = None, False
            if not was_panning and event.button == 3 and self.on_right_click:
                self.on_right_click(event.pos)
            return True
        return event.type == pygame.KEYDOWN and self.handle_key(event.key)

    def handle_key(self, key: int) -> bool:
        moves = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0),
                 pygame.K_UP: (0, PAN_STEP), pygame.K_DOWN: (0, -PAN_STEP)}
        if key in moves:
            self.pan_by(*moves[key])
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(self.rect.center, KEY_ZOOM)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(self.rect.center, 1 / KEY_ZOOM)
        elif key == pygame.K_f:
            self.fit()
        else:
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------
    def view_key(self) -> tuple:
        """What places every map rect on screen: the viewport, the zoom and the centre (a
        drawing cached under it is good while it holds)."""
        return tuple(self.rect), self.zoom, tuple(self.centre), self.fill

    def draw_art(self, surface: pygame.Surface) -> None:
        """The backdrop and the visible part of the map's art, scaled (cached per view; the
        last ART_VIEWS views kept, issue #34.6: rescaling took a move's frame when the tray
        grew or shrank)."""
        key = self.view_key()
        cached = self._art_cache.pop(key, None)
        if cached is None:
            s = self.scale()
            visible = pygame.Rect([int(v) for v in self.to_map(self.rect.topleft)],
                                  (int(self.rect.width / s) + 2, int(self.rect.height / s) + 2))
            visible = visible.clip(self.area)
            dest = self.to_screen(visible)
            art = pygame.transform.smoothscale(self.map.art(1.0).subsurface(visible), dest.size)
            cached = art, dest
            while len(self._art_cache) >= ART_VIEWS:
                self._art_cache.pop(next(iter(self._art_cache)))  # the oldest
        self._art_cache[key] = cached
        art, dest = cached
        if dest.contains(self.rect):
            surface.blit(art, self.rect, self.rect.move(-dest.left, -dest.top))
        else:
            surface.fill(BACKDROP, self.rect)
            surface.blit(art, dest)

    def mark_target(self, surface: pygame.Surface, rect: pygame.Rect, lit: bool,
                    any_lit: bool, crowd: Sequence[pygame.Rect] = ()) -> None:
        """A lit target gets a bold double ring (it must stand out on any ground) and corner
        brackets (shape, not hue alone: issue #39.1), kept clear of `crowd` (`crowd()`);
        while there are targets, the others step back under a veil. `rect` is on screen."""
        if lit:
            pygame.draw.rect(surface, LIT_SHADOW, rect.inflate(10, 10), 3, border_radius=8)
            pygame.draw.rect(surface, LIT_RING, rect.inflate(6, 6),
                             max(3, int(5 * self.scale())), border_radius=7)
            lit_mark.draw_brackets(surface, rect, LIT_GAP, crowd=crowd)
        elif any_lit:
            surface.blit(veil(rect.size), rect)

    def crowd(self, rects: Iterable[tuple[pygame.Rect, bool]]) -> list[pygame.Rect]:
        """What the brackets of lit places must keep clear of, from each on-screen place's
        (rect, lit): a lit one's whole mark, an unlit one's box (its name stays readable)."""
        mark = 2 * lit_mark.reach(LIT_GAP, 3)
        return [r.inflate(mark, mark) if lit else r.inflate(2, 2) for r, lit in rects
                if r.colliderect(self.rect)]

    @staticmethod
    def ring(surface: pygame.Surface, rect: pygame.Rect, news: bool = False,
             marked: bool = False, hover: bool = False, near: bool = False) -> None:
        """The rings a target may wear (`rect` on screen): the place of the result now shown
        (`news`), a place the bots' moves or the log line under the mouse name (`marked`),
        the one under the pointer and, thinner, its neighbours."""
        if news:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(12, 12), 3, border_radius=9)
        if marked:
            pygame.draw.rect(surface, theme.TEXT, rect.inflate(6, 6), 2, border_radius=7)
        if hover:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=6)
        elif near:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2, 2), 2, border_radius=6)
