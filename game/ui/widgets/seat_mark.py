"""A seat's mark: its colour *and* a shape, so that colour is never the only signal (issue #39
point 1; about one man in twelve tells red from green poorly).

One shape a seat, the same in every game and everywhere the seat's colour shows (the prompt
dot, handoff, game over, New Game, player panels, and on the boards beside influence numbers,
on ships and column owners):

    seat 0  star      1989's Communist, Twilight Struggle's USSR (the red side)
    seat 1  circle    1989's Democrat, Twilight Struggle's US (the blue side)
    seat 2  triangle  seat 3  square  seat 4  diamond  seat 5  cross (a plus sign)

The colours are `theme.SEAT_COLOURS` (chosen to stay apart under protanopia, deuteranopia
and tritanopia: tests/ui/test_colour_vision.py). A mark has a dark edge, so it reads on light
and dark grounds alike.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import theme

SHAPES = ("star", "circle", "triangle", "square", "diamond", "cross")
EDGE = (16, 16, 20)


def shape_of(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def _ring(n: int, radius: float, turn: float) -> list[tuple[float, float]]:
    return [(radius * math.cos(turn + 2 * math.pi * i / n),
             radius * math.sin(turn + 2 * math.pi * i / n)) for i in range(n)]


def outline(shape: str, radius: float) -> list[tuple[float, float]] | None:
    """The shape's corners around (0, 0), `radius` its outer size (None: a circle). Each is
    sized to look about as big as a circle of that radius."""
    up = -math.pi / 2
    if shape == "star":  # five points; the inner ring at 0.5 keeps them sharp
        outer, inner = _ring(5, radius * 1.12, up), _ring(5, radius * 0.5, up + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if shape == "triangle":
        return [(x, y + radius * 0.18) for x, y in _ring(3, radius * 1.2, up)]
    if shape == "square":
        return _ring(4, radius * 1.18, math.pi / 4)
    if shape == "diamond":
        return _ring(4, radius * 1.15, up)
    if shape == "cross":  # a plus sign, arms 0.8 of the radius wide
        a, b = radius * 1.1, radius * 0.4
        return [(-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b), (b, a), (-b, a),
                (-b, b), (-a, b), (-a, -b), (-b, -b)]
    return None


def draw_shape(surface: pygame.Surface, shape: str, centre: tuple[float, float], radius: float,
               colour, edge=EDGE) -> pygame.Rect:
    """`shape` filled with `colour` at `centre`, with an `edge` line (None: no edge)."""
    cx, cy = centre
    corners = outline(shape, radius)
    width = 1 if radius < 9 else 2
    if corners is None:
        r = max(1, round(radius))
        box = pygame.draw.circle(surface, colour, (round(cx), round(cy)), r)
        if edge is not None:
            pygame.draw.circle(surface, edge, (round(cx), round(cy)), r, width)
        return box
    points = [(cx + x, cy + y) for x, y in corners]
    box = pygame.draw.polygon(surface, colour, points)
    if edge is not None:
        pygame.draw.polygon(surface, edge, points, width)
    return box


def draw_seat_mark(surface: pygame.Surface, seat: int, centre: tuple[float, float],
                   radius: float, colour=None, edge=EDGE) -> pygame.Rect:
    """The seat's shape in its colour (or `colour`: a side's own board colour)."""
    return draw_shape(surface, shape_of(seat), centre, radius,
                      seat_colour(seat) if colour is None else colour, edge)


@lru_cache(maxsize=64)
def shape_mask(seat: int, radius: int) -> pygame.mask.Mask:
    """The pixels a seat's mark covers at `radius` (the test compares them seat by seat)."""
    size = 2 * radius + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_seat_mark(surf, seat, (size / 2, size / 2), radius, (255, 255, 255), None)
    return pygame.mask.from_surface(surf)


BADGE_FILL = (248, 243, 230)  # light, on whatever colour the marker has


def draw_badge(surface: pygame.Surface, seat: int, centre: tuple[float, float],
               radius: float) -> pygame.Rect:
    """The seat's shape as a light badge at the top right of a round marker (`centre`,
    `radius`): a track marker in a seat's colour says whose it is by shape too."""
    return draw_seat_mark(surface, seat, (centre[0] + radius * 0.75, centre[1] - radius * 0.75),
                          max(4.0, radius * 0.5), BADGE_FILL)
