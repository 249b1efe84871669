"""Boards from Tiled maps (DESIGN §5), read with pytmx and drawn scaled to fit.

A map has an image layer `board` (the art) and object layers of zones whose names are
engine ids. Positions are map pixels; `BoardMap.fit` gives the transform to a screen rect.
Maps are opened by absolute path through `resource_path`, so a frozen build works too.
A missing map is an error with one sentence; missing art falls back to a plain fill.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pygame
import pytmx

from ..engine.types import UserError
from ..resources import resource_path


class MapError(UserError):
    """A board map that cannot be used; the message is one sentence."""


@dataclass(frozen=True)
class Zone:
    name: str
    type: str
    layer: str
    rect: pygame.Rect
    properties: dict = field(default_factory=dict, hash=False, compare=False)


@dataclass
class BoardMap:
    game_id: str
    size: tuple[int, int]
    art_path: Path | None
    zones: dict[str, Zone]
    _art: pygame.Surface | None = None
    _scaled: tuple[tuple[int, int], pygame.Surface] | None = None

    def layer(self, name: str) -> list[Zone]:
        return [z for z in self.zones.values() if z.layer == name]

    def fit(self, target: pygame.Rect) -> tuple[float, tuple[int, int]]:
        """Scale and top-left offset that fit the whole map into target, centred."""
        scale = min(target.width / self.size[0], target.height / self.size[1])
        scale = max(scale, 0.05)
        ox = target.left + (target.width - self.size[0] * scale) / 2
        oy = target.top + (target.height - self.size[1] * scale) / 2
        return scale, (int(ox), int(oy))

    def art(self, scale: float) -> pygame.Surface:
        """The board art scaled (cached per size); a flat felt colour if the art is missing."""
        size = (max(1, round(self.size[0] * scale)), max(1, round(self.size[1] * scale)))
        if self._scaled and self._scaled[0] == size:
            return self._scaled[1]
        if self._art is None:
            try:
                self._art = pygame.image.load(str(self.art_path))
            except (pygame.error, FileNotFoundError, TypeError):
                self._art = pygame.Surface(self.size)
                self._art.fill((32, 70, 52))
        if pygame.display.get_surface() is not None:
            self._art = self._art.convert()
        scaled = pygame.transform.smoothscale(self._art, size)
        self._scaled = (size, scaled)
        return scaled


def map_path(game_id: str) -> Path:
    return resource_path("maps", f"{game_id}.tmx")


@cache
def load_map(game_id: str) -> BoardMap:
    path = map_path(game_id)
    if not path.is_file():
        raise MapError("map.missing", game=game_id, file=path.name)
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds on a damaged file
        raise MapError("map.damaged", file=path.name) from exc
    art_path = None
    zones: dict[str, Zone] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer) and layer.name == "board" and layer.source:
            art_path = path.parent / layer.source
        elif isinstance(layer, pytmx.TiledObjectGroup):
            for obj in layer:
                rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width),
                                   round(obj.height))
                zones[obj.name] = Zone(obj.name, obj.type or "", layer.name, rect,
                                       dict(obj.properties))
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return BoardMap(game_id, size, art_path, zones)


def check_map(game_id: str) -> BoardMap:
    """Load a game's map and its art strictly (smoke, the title's offer): MapError if either
    is missing or damaged, where drawing would quietly fall back to a plain fill."""
    board = load_map(game_id)
    if board.art_path is None or not board.art_path.is_file():
        raise MapError("map.missing", game=game_id, file=(board.art_path or map_path(game_id))
                       .name)
    try:
        pygame.image.load(str(board.art_path))
    except (pygame.error, OSError) as exc:
        raise MapError("map.damaged", file=board.art_path.name) from exc
    return board
