"""How a lit (legal) target is marked, so that it differs from the rest by shape and weight,
not by hue alone (issue #39 point 1): a thick HIGHLIGHT ring and, outside it, light corner
brackets. No other mark on a board has brackets; an unlit outline is one thin line.

Where places lie close (1989's set-up at 1280x720 lights dozens of neighbouring spaces) the
brackets keep clear of the others' marks (`crowd`): a corner whose bracket would touch one is
drawn short and thin, or left out where even that touches; the ring always stays.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame

from .. import theme

BRACKET = theme.TEXT  # light: apart from the green ring in brightness for every eye
BRACKET_EDGE = (12, 14, 18)  # a dark line under each bracket, for light grounds


SHORT_ARM = 5  # a crowded corner's bracket: still an L, clear of the neighbour's mark

Points = tuple[tuple[int, int], ...]


def bracket_lines(rect: pygame.Rect, gap: int, arm: int | None = None) -> list[Points]:
    """The four L-shaped corner brackets around `rect` at `gap` pixels outside it (top
    left, top right, bottom right, bottom left); `arm` long, by default a quarter of the
    side (5 to 16 px)."""
    outer = rect.inflate(2 * gap, 2 * gap)
    if arm is None:
        arm = max(5, min(16, min(outer.width, outer.height) // 4))
    x0, y0, x1, y1 = outer.left, outer.top, outer.right - 1, outer.bottom - 1
    return [((x0, y0 + arm), (x0, y0), (x0 + arm, y0)),
            ((x1 - arm, y0), (x1, y0), (x1, y0 + arm)),
            ((x1, y1 - arm), (x1, y1), (x1 - arm, y1)),
            ((x0 + arm, y1), (x0, y1), (x0, y1 - arm))]


def segment_boxes(points: Points, width: int) -> list[pygame.Rect]:
    """The pixels each straight piece of a bracket (its dark edge included) may cover."""
    pad = width // 2 + 2
    return [pygame.Rect(min(a[0], b[0]) - pad, min(a[1], b[1]) - pad,
                        abs(a[0] - b[0]) + 2 * pad + 1, abs(a[1] - b[1]) + 2 * pad + 1)
            for a, b in itertools.pairwise(points)]


def reach(gap: int, width: int) -> int:
    """How far outside its target a lit mark drawn with these brackets goes."""
    return gap + width // 2 + 2


def fitted_brackets(rect: pygame.Rect, gap: int, width: int,
                    crowd: Sequence[pygame.Rect] = ()) -> list[tuple[Points, int]]:
    """(lines, width) of each bracket drawn around `rect`: full size, or short and thin
    where the full one would touch a rect of `crowd` (the other places' marks; one that
    holds `rect` itself is its own and ignored), or none at that corner where both would."""
    others = [c for c in crowd if not c.contains(rect)]
    if not others:
        return [(points, width) for points in bracket_lines(rect, gap)]
    near = rect.inflate(4 * gap + 40, 4 * gap + 40)
    others = [c for c in others if near.colliderect(c)]
    thin = max(1, width - 1)
    fitted = []
    for full, short in zip(bracket_lines(rect, gap), bracket_lines(rect, gap, SHORT_ARM),
                           strict=True):
        for points, w in ((full, width), (short, thin)):
            if all(box.collidelist(others) < 0 for box in segment_boxes(points, w)):
                fitted.append((points, w))
                break
    return fitted


def draw_brackets(surface: pygame.Surface, rect: pygame.Rect, gap: int = 4,
                  width: int = 3, crowd: Sequence[pygame.Rect] = ()) -> None:
    for points, w in fitted_brackets(rect, gap, width, crowd):
        pygame.draw.lines(surface, BRACKET_EDGE, False, points, w + 2)
        pygame.draw.lines(surface, BRACKET, False, points, w)


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
