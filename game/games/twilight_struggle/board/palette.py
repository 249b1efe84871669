"""Twilight Struggle region colours: the one palette of the map art
(game/games/twilight_struggle/make_map.py paints the region fields with it) and of the board, which
fills the country boxes and region labels with the same colours."""

from __future__ import annotations

REGION_COLOURS: dict[str, tuple[int, int, int]] = {
    "europe": (172, 160, 208),
    "asia": (226, 170, 104),
    "southeast_asia": (236, 208, 122),  # the sub-region (TS-2.1.1) has its own field
    "middle_east": (124, 186, 178),
    "africa": (204, 184, 132),
    "central_america": (138, 180, 220),
    "south_america": (150, 194, 124),
}
