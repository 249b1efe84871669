"""How a lit (legal) target is marked, so that it differs from the rest by shape and weight,
not by hue alone (issue #39 point 1): a thick HIGHLIGHT ring and, outside it, light corner
brackets. No other mark on a board has brackets; an unlit outline is one thin line.
"""

from __future__ import annotations

import pygame

from .. import theme

BRACKET = theme.TEXT  # light: apart from the green ring in brightness for every eye
BRACKET_EDGE = (12, 14, 18)  # a dark line under each bracket, for light grounds


def bracket_lines(rect: pygame.Rect, gap: int) -> list[tuple[tuple[int, int], ...]]:
    """The four L-shaped corner brackets around `rect` at `gap` pixels outside it."""
    outer = rect.inflate(2 * gap, 2 * gap)
    arm = max(5, min(16, min(outer.width, outer.height) // 4))
    x0, y0, x1, y1 = outer.left, outer.top, outer.right - 1, outer.bottom - 1
    return [((x0, y0 + arm), (x0, y0), (x0 + arm, y0)),
            ((x1 - arm, y0), (x1, y0), (x1, y0 + arm)),
            ((x1, y1 - arm), (x1, y1), (x1 - arm, y1)),
            ((x0 + arm, y1), (x0, y1), (x0, y1 - arm))]


def draw_brackets(surface: pygame.Surface, rect: pygame.Rect, gap: int = 4,
                  width: int = 3) -> None:
    for points in bracket_lines(rect, gap):
        pygame.draw.lines(surface, BRACKET_EDGE, False, points, width + 2)
        pygame.draw.lines(surface, BRACKET, False, points, width)


def draw_lit(surface: pygame.Surface, rect: pygame.Rect, width: int = 3, radius: int = 8,
             gap: int = 3) -> None:
    """`rect` marked lit: a `width` HIGHLIGHT ring `gap` pixels outside it, then brackets."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(2 * gap, 2 * gap), width,
                     border_radius=radius)
    draw_brackets(surface, rect, gap + width + 2, max(2, width - 1))


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, glow, radius: int = 6) -> None:
    """A card's frame in a hand: lit (`glow` HIGHLIGHT) with ring and brackets, else (the
    chosen card, ACCENT) a plain ring; None draws nothing."""
    if glow == theme.HIGHLIGHT:
        draw_lit(surface, rect, 3, radius, 2)
    elif glow:
        pygame.draw.rect(surface, glow, rect.inflate(4, 4), 2, border_radius=radius)
