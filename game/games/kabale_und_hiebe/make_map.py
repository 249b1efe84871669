"""Generate maps/kabale_und_hiebe.tmx and its table art. Re-runnable and deterministic.

    python -m game.games.kabale_und_hiebe.make_map

Layout (map pixels, 1600×1000): six goal slots in a row at the top with a column under
each, the player's hand along the bottom between the draw pile and the discard pile, and a
panel on the right for every player's counts and won goals. Text is drawn by the game (so
it can be translated), never baked into the art.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from tools.tmx import Zone, write_tmx

ROOT = Path(__file__).resolve().parents[3]
WIDTH, HEIGHT = 1600, 1000
COLUMNS = 6
COL_W, GAP, LEFT = 200, 16, 40
GOAL_Y, GOAL_H = 20, 118
COL_Y, COL_H = 150, 570


def zones() -> dict[str, list[Zone]]:
    goals = [Zone(f"goal_{i}", "goal", LEFT + i * (COL_W + GAP), GOAL_Y, COL_W, GOAL_H,
                  {"column": i}) for i in range(COLUMNS)]
    columns = [Zone(f"column_{i}", "column", LEFT + i * (COL_W + GAP), COL_Y, COL_W, COL_H,
                    {"column": i}) for i in range(COLUMNS)]
    right = LEFT + COLUMNS * (COL_W + GAP)
    areas = [
        Zone("draw_pile", "pile", LEFT, 745, 150, 230),
        Zone("hand", "hand", LEFT + 180, 735, 860, 250),
        Zone("discard", "pile", LEFT + 1070, 745, 150, 230),
        Zone("players", "panel", right, GOAL_Y, WIDTH - right - 20, HEIGHT - GOAL_Y - 20),
    ]
    return {"goals": goals, "columns": columns, "areas": areas}


def paint(path: Path, layers: dict[str, list[Zone]]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    art = pygame.Surface((WIDTH, HEIGHT))
    art.fill((28, 74, 54))
    noise = random.Random(1989)
    for _ in range(9000):  # felt grain
        x, y = noise.randrange(WIDTH), noise.randrange(HEIGHT)
        shade = noise.randrange(-8, 9)
        art.set_at((x, y), (28 + shade, 74 + shade, 54 + shade))
    pygame.draw.rect(art, (92, 58, 30), art.get_rect(), 14)  # wooden rim
    pygame.draw.rect(art, (140, 96, 52), art.get_rect().inflate(-14, -14), 3)
    # Goal slots and columns are drawn by the game: only as many as there are players.
    for zone in layers["areas"]:
        colour = (22, 58, 42) if zone.type != "panel" else (20, 48, 36)
        pygame.draw.rect(art, colour, (zone.x, zone.y, zone.width, zone.height),
                         border_radius=12)
        pygame.draw.rect(art, (60, 110, 84), (zone.x, zone.y, zone.width, zone.height), 1,
                         border_radius=12)
    pygame.image.save(art, str(path))
    pygame.quit()


def main() -> None:
    layers = zones()
    maps = ROOT / "maps"
    maps.mkdir(exist_ok=True)
    paint(maps / "kabale_und_hiebe_table.png", layers)
    write_tmx(maps / "kabale_und_hiebe.tmx", WIDTH, HEIGHT, "kabale_und_hiebe_table.png",
              layers)
    print("wrote maps/kabale_und_hiebe.tmx and maps/kabale_und_hiebe_table.png")


if __name__ == "__main__":
    main()
