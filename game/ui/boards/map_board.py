"""The map boards' skeleton (issue #34.7): a Tiled map in a `MapViewport` above a fixed `Tray`
with an `ActionStrip` between them, cards and counters dragged through one `DragDrop`.

1989, Twilight Struggle and Blockade Runner build on it; what they share lives here once:
the viewport and its layout, the pointer and tooltips, the clipped map drawing (which records
the labels it draws for the legibility test, `widgets.basic.recording_labels`), the places the
notes name (`marked`), the hint rings on the map. A board says what its map holds (`targets`
of a layer), how it draws it (`draw_map_layers`) and what it tips (`tip_text`).

The underlay (issue #34.6): the art and the layers right above it that change with few things
(the links between spaces, the tracks) are drawn into images kept while the map's view, the
fonts and what the layers read hold; a frame blits the top one and draws only the layers
above (spaces, pieces, rings). A board lists its underlay's stages in `underlays`, bottom
up, each with what it reads: a move that changes only a track draws the tracks again on the
stage below, not the links too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from ... import i18n
from .. import theme
from ..tiled import load_map
from ..widgets.basic import map_labels, recording
from ..widgets.cards import draw_tooltip
from ..widgets.drag import DragDrop
from ..widgets.hand_tray import ActionStrip, HandRow, Tray, layout_bottom
from ..widgets.map_view import MapViewport
from ..widgets.token import Token
from .base import BoardBase

TIP_WIDTH = 320


def place_named(value) -> str | None:
    """The id a log entry's param names: the id itself, or a catalog name {"t": "<prefix>.<id>"}
    (Twilight Struggle logs its countries so)."""
    if isinstance(value, dict) and isinstance(value.get("t"), str):
        value = value["t"].rsplit(".", 1)[-1]
    return value if isinstance(value, str) else None


class MapBoard(BoardBase):
    TRAY_SHARE = 0.24  # the tray's height as a share of the board at most
    MAP_LEAST = 0.32  # the map's area as a share of the board's at least (beside the log)
    # The keys of a log entry's params that name a place on the map (`marked`).
    PLACE_KEYS: tuple[str, ...] = ()
    # The most cards the hand row holds in a turn (a full hand): whether the tray gives the
    # hand a row of its own goes by it, so the layout holds while the hand is played down.
    HAND_MOST = 0
    hand_row: HandRow | None = None  # the viewer's hand in the tray, if the board has one

    def __init__(self, table, game_id: str) -> None:
        super().__init__(table)
        self.map_view = MapViewport(load_map(game_id), self.zoom_card)
        self.map = self.map_view.map
        self.tray = Tray(self.map)
        self.strip = ActionStrip()
        self.drag = DragDrop(self.targets_for, self.drop)
        self.map_view.fill = True  # the map covers its rect (issue #34.1)
        self.side_min = 0  # the log column's width at least (0: folded away)
        self.log_column = pygame.Rect(0, 0, 0, 0)  # the log column, right of the map
        # The underlay's stages as drawn (each on the one below) and their keys.
        self._underlays: list[pygame.Surface] = []
        self._underlay_keys: list[tuple | None] = []

    # -- what the map holds -----------------------------------------------------------------
    def targets(self, *layers: str) -> dict[str, pygame.Rect]:
        """The named rects (map pixels) of the map's layers."""
        return {z.name: z.rect for layer in layers for z in self.map.layer(layer)}

    @property
    def viewport(self) -> pygame.Rect:
        """The map's rect on screen."""
        return self.map_view.rect

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        return self.map_view.to_screen(rect)

    def targets_for(self, item) -> dict:
        """Where a dragged item may be dropped now (screen rects by target)."""
        return {}

    def drop(self, item, target) -> None:
        """A dragged item let go on a lit target."""

    # -- layout -----------------------------------------------------------------------------
    def place(self, area: pygame.Rect, side: int) -> pygame.Rect:
        """The board takes the whole area: tray and strip along its bottom, the map above them
        as wide as it is tall enough for, and the log column in the width it leaves (at least
        `log_column`); issue #34.1: no dark bands beside the map, the spare room is the
        log's."""
        self.rect, self.side_min = pygame.Rect(area), side
        if self.rect.width and self.rect.height:
            self.layout()
        return self.log_column

    def layout(self) -> None:
        self.layout_map()

    def map_area(self, area: pygame.Rect) -> pygame.Rect:
        """The map's part of `area` (what tray and strip leave): as wide as the whole map
        shown by its height, the rest (at least `side_min`) the log column's (`log_column`)."""
        if not self.side_min:
            self.log_column = pygame.Rect(area.right, area.top, 0, area.height)
            return area
        natural = round(self.map_view.area.width * area.height / self.map_view.area.height)
        # Wider than the map's shape where a tall strip leaves it low (Blockade Runner's
        # six players at 1024x576, issue #39.2): it keeps MAP_LEAST of the board.
        least = -(-int(self.MAP_LEAST * self.rect.width * self.rect.height) // area.height)
        width = min(area.width, max(min(natural, area.width - self.side_min), area.width // 2,
                                    least))
        self.log_column = pygame.Rect(area.left + width, area.top, area.width - width,
                                      area.height)
        return pygame.Rect(area.left, area.top, width, area.height)

    def layout_map(self, token: Token | None = None, offer: bool = False) -> pygame.Rect:
        """Tray along the bottom, the strip above it, the map and the log column in the rest;
        returns the map's rect."""
        # The tray as tall as beside the log column, not taller for spanning the window.
        self.map_view.layout(self.map_area(layout_bottom(
            self.rect, self.tray, self.strip, self.TRAY_SHARE, token, offer,
            self.rect.width - self.side_min, self.hand_fits)))
        return self.map_view.rect

    def hand(self) -> list:
        """The viewer's hand (none by default)."""
        return []

    def hand_fits(self, zone: pygame.Rect) -> bool:
        """Whether a full hand shows each card's name in the tray's hand `zone` (issue
        #39.2: a narrow window splits the tray when not)."""
        if self.hand_row is None:
            return True
        return self.hand_row.shows_names(zone, max(self.HAND_MOST, len(self.hand())))

    def beside_map(self) -> pygame.Rect | None:
        """The table's log column while it shows (None when folded or on another scene): where
        a result panel sits so that it covers nothing on the map (issue #34.2)."""
        if not getattr(self.table, "log_open", False):
            return None
        log = getattr(self.table, "log", None)
        notes = getattr(self.table, "notes", None)
        if log is None or not log.rect.width:
            return None
        return log.rect.union(notes) if notes and notes.height else pygame.Rect(log.rect)

    def clear_strip(self) -> None:
        """Empty the strip for the buttons of a new refresh; within one turn of one seat (the
        game's progress line and the acting seat) each decision's buttons keep their places
        (`ActionStrip.settle`, issue #34.3)."""
        session = self.table.session
        progress = session.rules.progress(session.state)
        turn = (repr(progress), self.table.acting)
        decision = self.table.decision
        self.strip.clear(turn, (decision.kind, decision.topic))

    def show_lit(self, lit: Iterable[pygame.Rect]) -> None:
        """When the lit targets (map rects) are all off screen, show the whole map."""
        lit = list(lit)
        if lit and not any(self.map_view.on_screen(r) for r in lit):
            self.map_view.fit()

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer, then the board's own first (`handle_first`), the map's pan and zoom,
        the strip's buttons, drags and clicks."""
        self.watch_pointer(event)
        if self.handle_first(event):
            return True
        if self.map_view.handle(event, self.hover_pos) or self.strip.handle(event):
            return True
        return self.handle_drag_click(event)

    def handle_first(self, event: pygame.event.Event) -> bool:
        """What the board handles before the map (a panel over it)."""
        return False

    def handle_drag_click(self, event: pygame.event.Event) -> bool:
        if self.drag.handle(event):
            return True
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def animating(self) -> bool:
        return self.drag.animating() or self.map_view.panning

    # -- drawing ----------------------------------------------------------------------------
    def draw_map(self, surface: pygame.Surface) -> None:
        """The map's art and what the board draws on it, clipped to the viewport; the labels
        drawn are recorded while a test asks (`widgets.basic.recording_labels`)."""
        clip = surface.get_clip()
        surface.set_clip(self.map_view.rect)
        with map_labels(self.map_view.rect):
            self.blit_underlay(surface)
            self.draw_map_layers(surface)
        surface.set_clip(clip)

    def blit_underlay(self, surface: pygame.Surface) -> None:
        """The art and the underlay layers: each stage's kept image while its key and the
        stages below it hold, else drawn again onto a copy of the stage below (and all drawn
        straight onto `surface` while a test records labels)."""
        stages = self.underlays()
        if not stages or recording():
            self.map_view.draw_art(surface)
            for _, draw in stages:
                draw(surface)
            return
        rect = self.map_view.rect
        size = (rect.right, rect.bottom)  # the layers draw in screen coordinates
        below = (self.map_view.view_key(), theme.font(16), i18n.language())
        images, keys = self._underlays, self._underlay_keys
        del images[len(stages):], keys[len(stages):]
        for i, (key, draw) in enumerate(stages):
            below = below + (key,)
            if i < len(keys) and keys[i] == below and images[i].get_size() == size:
                continue
            if i == len(images):
                images.append(pygame.Surface(size))
                keys.append(None)
            elif images[i].get_size() != size:
                images[i] = pygame.Surface(size)
            image = images[i]
            image.set_clip(rect)
            if i:
                image.blit(images[i - 1], rect, rect)
            else:
                self.map_view.draw_art(image)
            draw(image)
            keys[i] = below  # it holds the keys below: a stage drawn again redraws those above
        surface.blit(images[-1], rect, rect)

    def underlays(self) -> list[tuple[tuple, Callable[[pygame.Surface], None]]]:
        """The underlay's stages, bottom up: (what the layers read besides the map's view and
        the fonts, how they are drawn). None by default: the art alone."""
        return []

    def draw_map_layers(self, surface: pygame.Surface) -> None:
        """Everything on the map above its art and underlay (spaces, pieces, rings)."""

    def marked(self, places: Iterable[str]) -> set[str]:
        """Places named by what the bots did since a human acted and by the log line under
        the mouse (a log entry's params under `PLACE_KEYS`): ringed so a move can be followed
        on the map (issue #34.2)."""
        places = set(places)
        out = set()
        for entry in self.table.marked_entries():
            params = entry.get("params") or {}
            out |= {v for k in self.PLACE_KEYS if (v := place_named(params.get(k))) in places}
        return out

    def hint_on_map(self, surface: pygame.Surface, rects: Iterable[pygame.Rect],
                    pad: int = 14) -> None:
        """The coach's hint rings on map rects (on screen), clipped to the viewport."""
        clip = surface.get_clip()
        surface.set_clip(self.map_view.rect)
        for rect in rects:
            pygame.draw.rect(surface, theme.HINT, rect.inflate(pad, pad), 4, border_radius=10)
        surface.set_clip(clip)

    # -- tooltips ---------------------------------------------------------------------------
    def tips_off(self) -> bool:
        """No tooltip now: no pointer, tips off since a click, a drag or pan under way, or
        another scene on top."""
        return self.hover_pos is None or not self.tips_on or self.drag.held() is not None \
            or self.map_view.panning or self.table.app.stack.top is not self.table

    def tip_text(self) -> str:
        return ""

    def tip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip must not cover: the buttons on offer."""
        return [b.rect for b in self.strip.buttons if b.rect]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The tooltip under the pointer, over everything the table drew, never over the
        prompt bar below the board nor the buttons on offer."""
        text = self.tip_text()
        if text:
            self.tooltip(surface, text, TIP_WIDTH)

    def tooltip(self, surface: pygame.Surface, text: str, width: int) -> pygame.Rect:
        bounds = pygame.Rect(0, 0, surface.get_width(), self.rect.bottom)
        return draw_tooltip(surface, text, self.hover_pos, width, bounds=bounds,
                            avoid=self.tip_avoid())
