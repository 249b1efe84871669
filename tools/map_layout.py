"""Layout and painting helpers shared by the map-board generators in tools/.

- `piecewise`: a piecewise-linear projection table (latitude or longitude -> map px).
- `relax`: push equal-size boxes apart (and out of fixed boxes) until none overlap;
  `place_boxes` relaxes and returns the zones, checked.
- `overlapping`: the first pair of zones that overlap, for a generator's final check.
- `map_areas` / `tray_zones`: the `areas` layer (map above, tray below) and the tray's row.
- `nearest_cells` / `paint_fields`: soft colour fields around boxes (the regions of the art),
  each grid cell taking the key of the nearest box within reach, with darker borders.
- `open_art` / `save_art`: a headless pygame surface for the art, and writing it.
- `paint_panels`: the dark panels under track groups (the tray is tools/board_art.py's).

Everything is deterministic (fixed iteration order, no randomness), so a generator re-run
gives the same files byte for byte.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tools.tmx import Zone


def piecewise(v: float, table: list[tuple[float, float]]) -> float:
    pts = sorted(table)
    for (v0, p0), (v1, p1) in zip(pts, pts[1:], strict=False):
        if v <= v1 or (v1, p1) == pts[-1]:
            return p0 + (v - v0) * (p1 - p0) / (v1 - v0)
    return pts[-1][1]


def relax(centres: dict[str, list[float]], fixed: list[Zone], box: tuple[float, float],
          gap: float, bounds: tuple[float, float, float, float], pull: int = 450) -> None:
    """Push overlapping boxes (all box[0]×box[1], given by their centres) apart along the
    shallower axis, out of the fixed boxes and back inside bounds (left, top, right, bottom);
    a weak pull keeps each box near where it started for the first `pull` passes, then the
    passes only separate until no two boxes are closer than `gap`."""
    box_w, box_h = box
    left, top, right, bottom = bounds
    anchors = {s: tuple(c) for s, c in centres.items()}
    ids = list(centres)
    for n in range(pull + 1500):
        moved = False
        for i, a in enumerate(ids):
            ca = centres[a]
            for b in ids[i + 1:]:
                cb = centres[b]
                ox = (box_w + gap + 2) - abs(ca[0] - cb[0])
                oy = (box_h + gap + 2) - abs(ca[1] - cb[1])
                if ox <= 0 or oy <= 0:
                    continue
                moved = True
                sx = 1 if (ca[0], a) >= (cb[0], b) else -1
                sy = 1 if (ca[1], a) >= (cb[1], b) else -1
                # The shallower axis takes the push; a little on the other axis too, so a
                # row of boxes jammed against a wall slides past instead of locking.
                shallow_x = ox / box_w < oy / box_h
                kx, ky = (1.0, 0.2) if shallow_x else (0.2, 1.0)
                ca[0] += sx * ox / 2 * kx
                cb[0] -= sx * ox / 2 * kx
                ca[1] += sy * oy / 2 * ky
                cb[1] -= sy * oy / 2 * ky
            for z in fixed:
                zx, zy = z.x + z.width / 2, z.y + z.height / 2
                ox = (box_w + z.width) / 2 + gap + 2 - abs(ca[0] - zx)
                oy = (box_h + z.height) / 2 + gap + 2 - abs(ca[1] - zy)
                if ox > 0 and oy > 0:
                    moved = True
                    if ox / box_w < oy / box_h:
                        ca[0] += ox if ca[0] >= zx else -ox
                    else:
                        ca[1] += oy if ca[1] >= zy else -oy
            ca[0] = min(max(ca[0], left + box_w / 2), right - box_w / 2)
            ca[1] = min(max(ca[1], top + box_h / 2), bottom - box_h / 2)
        if n < pull:
            for s in ids:  # then the pull home stops, so the last passes only separate
                ax, ay = anchors[s]
                centres[s][0] += (ax - centres[s][0]) * 0.04
                centres[s][1] += (ay - centres[s][1]) * 0.04
        elif not moved:
            break


def place_boxes(centres: dict[str, list[float]], fixed: list[Zone], box: tuple[int, int],
                gap: float, bounds: tuple[float, float, float, float], kind: str) -> list[Zone]:
    """Zones of type `kind` (box[0]×box[1]) at the centres after `relax`; an error if any
    two still overlap or one overlaps a fixed zone."""
    relax(centres, fixed, box, gap, bounds)
    zones = [Zone(s, kind, round(c[0] - box[0] / 2), round(c[1] - box[1] / 2), box[0], box[1])
             for s, c in centres.items()]
    clash = overlapping(zones, fixed)
    if clash:
        raise ValueError(f"boxes {clash[0]} and {clash[1]} overlap after relaxation")
    return zones


def map_areas(map_w: int, map_h: int, width: int, tray_h: int) -> list[Zone]:
    """The `areas` layer: where the pannable map and the fixed tray lie (the board reads its
    sizes here)."""
    return [Zone("map", "area", 0, 0, map_w, map_h), Zone("tray", "area", 0, map_h, width, tray_h)]


def tray_zones(map_h: int, tray_h: int, row: Sequence[tuple[str, str, int, int]],
               piles: tuple[int, int, str, str]) -> list[Zone]:
    """The tray's zones: `row` (name, type, x, width) at the tray's full height, then two
    piles (x, width, upper name, lower name) stacked at the right."""
    top, h = map_h + 8, tray_h - 16
    x, w, upper, lower = piles
    return [Zone(name, kind, zx, top, zw, h) for name, kind, zx, zw in row] + [
        Zone(upper, "pile", x, top, w, (h - 8) // 2),
        Zone(lower, "pile", x, top + (h + 8) // 2, w, (h - 8) // 2)]


def overlapping(zones: Sequence[Zone], others: Sequence[Zone] = ()) -> tuple[str, str] | None:
    """The names of the first two zones that overlap (each of `zones` against the rest of
    `zones` and against `others`), or None."""
    for i, a in enumerate(zones):
        for b in list(zones[i + 1:]) + list(others):
            if (a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height
                    and b.y < a.y + a.height):
                return a.name, b.name
    return None


def nearest_cells(points: Iterable[tuple[float, float, str | None]], size: tuple[int, int],
                  cell: int, reach: float, squash: float = 0.8) -> list[list[str | None]]:
    """For each cell of a coarse grid over size (w, h), the key of the nearest point within
    reach (distance squashed east-west by `squash`, so fields bulge along rows of boxes).
    A point keyed None claims its cells for the background (a sea between two fields)."""
    cols, rows = size[0] // cell + 1, size[1] // cell + 1
    best = [[reach * reach] * cols for _ in range(rows)]
    who: list[list[str | None]] = [[None] * cols for _ in range(rows)]
    for cx, cy, key in points:
        gx0 = max(0, int((cx - reach / squash) / cell))
        gx1 = min(cols, int((cx + reach / squash) / cell) + 1)
        gy0, gy1 = max(0, int((cy - reach) / cell)), min(rows, int((cy + reach) / cell) + 1)
        for gy in range(gy0, gy1):
            dy = gy * cell + cell / 2 - cy
            row_best, row_who = best[gy], who[gy]
            for gx in range(gx0, gx1):
                dx = (gx * cell + cell / 2 - cx) * squash
                d = dx * dx + dy * dy
                if d < row_best[gx]:
                    row_best[gx], row_who[gx] = d, key
    return who


def paint_fields(art: Any, cells: list[list[str | None]], cell: int,
                 colours: dict[str, tuple[int, int, int]],
                 edge_colour: tuple[int, int, int, int] = (50, 40, 34, 150)) -> None:
    """Blit the cells' colours onto the pygame surface `art`, scaled up smoothly into soft
    fields, and a thin dark edge wherever the key changes between neighbouring cells."""
    import pygame

    width, height = art.get_size()
    coarse = pygame.Surface((len(cells[0]), len(cells)), pygame.SRCALPHA)
    for gy, row in enumerate(cells):
        for gx, who in enumerate(row):
            if who:
                coarse.set_at((gx, gy), (*colours[who], 255))
    size = (len(cells[0]) * cell, len(cells) * cell)
    art.blit(pygame.transform.smoothscale(coarse, size), (0, 0))
    edge = pygame.Surface((width, height), pygame.SRCALPHA)
    for gy, row in enumerate(cells):
        below = cells[gy + 1] if gy + 1 < len(cells) else row
        for gx, who in enumerate(row):
            right = row[gx + 1] if gx + 1 < len(row) else who
            x, y = gx * cell + cell // 2, gy * cell + cell // 2
            if right != who:
                edge.fill(edge_colour, (x + cell // 2 - 1, y - cell // 2, 2, cell))
            if below[gx] != who:
                edge.fill(edge_colour, (x - cell // 2, y + cell // 2 - 1, cell, 2))
    art.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(
        edge, (width // 2, height // 2)), (width, height)), (0, 0))


def open_art(size: tuple[int, int], fill: tuple[int, int, int]) -> Any:
    """A pygame surface of `size` filled with `fill`, without a window (save it with
    `save_art`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    art = pygame.Surface(size)
    art.fill(fill)
    return art


def save_art(art: Any, path: Path) -> None:
    import pygame

    pygame.image.save(art, str(path))
    pygame.display.quit()


def paint_panels(art: Any, groups: Iterable[Sequence[Zone]]) -> None:
    """A dark rounded panel under each group of track boxes, so the game's boxes read as one
    printed track."""
    import pygame

    shade = pygame.Surface(art.get_size(), pygame.SRCALPHA)
    for members in groups:
        rect = pygame.Rect(members[0].x, members[0].y, members[0].width, members[0].height)
        for z in members[1:]:
            rect.union_ip(pygame.Rect(z.x, z.y, z.width, z.height))
        pygame.draw.rect(shade, (28, 30, 38, 200), rect.inflate(10, 10), border_radius=8)
    art.blit(shade, (0, 0))
