"""What the map-board generators in tools/ share: the tray strip under the map, the map's
frame, and writing the art and the .tmx side by side."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tools.tmx import Zone, write_tmx


def paint_tray(art: Any, tray: list[Zone], map_w: int, map_h: int) -> None:
    """Dark wood under the tray's boxes (below the map, to the art's bottom edge) and a
    frame round the map."""
    import pygame

    width, height = art.get_size()
    strip = pygame.Rect(0, map_h, width, height - map_h)
    pygame.draw.rect(art, (54, 40, 30), strip)
    pygame.draw.line(art, (120, 90, 60), strip.topleft, strip.topright, 3)
    for z in tray:
        pygame.draw.rect(art, (40, 30, 24), (z.x, z.y, z.width, z.height), border_radius=10)
    pygame.draw.rect(art, (60, 50, 40), pygame.Rect(0, 0, map_w, map_h), 4)


def write_board(out: Path, game_id: str, art: str, size: tuple[int, int],
                layers: dict[str, list[Zone]],
                paint: Callable[[Path, dict[str, list[Zone]]], None]) -> None:
    """maps/<game_id>.tmx and its art `art` in `out`."""
    out.mkdir(exist_ok=True)
    paint(out / art, layers)
    write_tmx(out / f"{game_id}.tmx", size[0], size[1], art, layers)
    print(f"wrote {out / f'{game_id}.tmx'} and {out / art}")
