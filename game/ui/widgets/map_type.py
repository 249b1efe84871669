"""The smallest type on a map (issue #34.1: every name and number on a map legible when the
whole map is shown in a laptop's window, 1280x720) and the growth of a box that must hold it."""

from __future__ import annotations

import pygame

from .. import theme

MAP_TYPE = 11  # px: the smallest type a map board draws


def grown_to(rect: pygame.Rect, height: int) -> pygame.Rect:
    """A box on a map grown about its middle to `height` (grown with the player's text size)
    when lower: room for its rows of MAP_TYPE type when the whole map is shown in a laptop's
    window."""
    height = round(height * theme.text_scale)
    return rect if rect.height >= height else rect.inflate(0, height - rect.height)


def map_floor() -> int:
    """The smallest size a map label may ask for: the one that still draws MAP_TYPE px once
    the player's text size multiplies it. A larger text size grows labels where there is room;
    where there is none a label may shrink back to this, never under MAP_TYPE on screen."""
    size = 1
    while round(size * theme.text_scale) < MAP_TYPE:
        size += 1
    return size
