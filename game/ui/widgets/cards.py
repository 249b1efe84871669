"""Card faces drawn from data (never from scanned art): name, value, text, owner colour."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import theme
from .basic import draw_text, draw_wrapped, fit_size, wrap
from .lit_mark import draw_glow
from .seat_mark import draw_seat_mark

CARD_RATIO = 1.4  # height / width, like a poker card
PAPER = (248, 243, 230)
TEXT_LEAST_H = 120  # a card shorter than this shows no rules text, its body left empty


@dataclass(frozen=True)
class CardFace:
    title: str
    value: str = ""
    text: str = ""
    colour: tuple[int, int, int] = (200, 200, 200)
    subtitle: str = ""
    face_down: bool = False
    badge: str = ""  # a short corner mark, e.g. "END" for end-of-round cards
    seat: int | None = None  # the owner whose colour it wears: its shape too (issue #39.1)


def text_size(text: str, box: pygame.Rect, size: int, smallest: int = 9) -> int:
    """The largest font size up to `size` at which the wrapped text fits the box (a long
    event text shrinks rather than losing its last lines)."""
    while size > smallest and len(wrap(text, size, box.width)) * \
            (theme.font(size).get_linesize() + 2) > box.height:
        size -= 1
    return size


def card_size(width: int) -> tuple[int, int]:
    return width, int(width * CARD_RATIO)


@lru_cache(maxsize=512)
def render_card(face: CardFace, width: int, height: int) -> pygame.Surface:
    """One card as a surface (cached: the same card at the same size is drawn once)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, width // 14)
    if face.face_down:
        pygame.draw.rect(surface, _darker(face.colour, 0.55), rect, border_radius=radius)
        inner = rect.inflate(-width // 6, -width // 6)
        pygame.draw.rect(surface, _darker(face.colour, 0.8), inner, 2, border_radius=radius)
        pygame.draw.line(surface, _darker(face.colour, 0.8), inner.topleft, inner.bottomright, 2)
        pygame.draw.line(surface, _darker(face.colour, 0.8), inner.topright, inner.bottomleft, 2)
        pygame.draw.rect(surface, (15, 15, 15), rect, 2, border_radius=radius)
        if face.seat is not None:  # the owner's shape on the back's cross
            draw_seat_mark(surface, face.seat, rect.center, max(5, width // 7), PAPER)
        if face.title:  # a face-down card its owner knows: name it on a strip
            strip = pygame.Rect(4, 4, width - 8, max(14, int(height * 0.16)))
            pygame.draw.rect(surface, (245, 240, 225), strip, border_radius=4)
            size = max(8, int(strip.height * 0.6))
            value_w = 0  # the value at the right, the name fitted before it (issue #19.13)
            if face.value:
                value_w = draw_text(surface, face.value, (strip.right - 4, strip.centery), size,
                                    (40, 40, 40), True, "midright").width + 6
            draw_text(surface, face.title, (strip.left + 4, strip.centery),
                      fit_size(face.title, strip.width - 8 - value_w, size, True, 7),
                      (40, 40, 40), True, "midleft")
        return surface
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    # Title and value share the top band: in a column only the top of each card shows.
    band = pygame.Rect(0, 0, width, max(18, int(height * 0.2)))
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(surface, (30, 30, 30), rect, 2, border_radius=radius)
    margin = max(5, width // 14)  # grows with the card: a zoomed text never meets the edge
    lead = 0  # the owner's shape, light on the band, leads the title (issue #39.1)
    if face.seat is not None:
        mark_r = max(4, band.height * 0.3)
        draw_seat_mark(surface, face.seat, (margin + mark_r, band.centery), mark_r, PAPER)
        lead = int(2 * mark_r + 3)
    value_size = max(10, int(band.height * 0.8))
    value_w = 0
    if face.value:
        value_w = draw_text(surface, face.value, (width - margin, band.centery), value_size,
                            (15, 15, 15), True, "midright").width + 4
    room = width - value_w - 2 * margin - lead
    # Measured, not guessed from the length: a Hangul syllable is twice as wide as a letter.
    title_size = fit_size(face.title, room, max(8, int(band.height * 0.55)), True, 8)
    draw_text(surface, face.title, (margin + lead, band.centery), title_size, (15, 15, 15), True,
              "midleft")
    y = band.bottom + max(4, margin // 2)
    small = max(8, height // 16)
    if face.subtitle:
        draw_text(surface, face.subtitle, (margin, y), small, (90, 70, 40))
        y += small + max(4, margin // 2)
    if face.badge:
        draw_text(surface, face.badge, (margin, height - max(4, margin // 2)), small,
                  (150, 40, 40), True, "bottomleft")
    if face.text and height >= TEXT_LEAST_H:
        box = pygame.Rect(margin, y, width - 2 * margin, height - y - small - 2 * margin)
        draw_wrapped(surface, face.text, box, text_size(face.text, box, max(9, height // 17)),
                     (40, 40, 40))
    return surface


def _darker(colour: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    return tuple(int(c * factor) for c in colour)  # type: ignore[return-value]


def draw_card(surface: pygame.Surface, face: CardFace, rect: pygame.Rect,
              highlight: tuple[int, int, int] | None = None) -> None:
    surface.blit(render_card(face, rect.width, rect.height), rect)
    draw_glow(surface, rect, highlight, max(4, rect.width // 14))  # issue #39.1


class CardZoom:
    """Draws one card large in the middle of the screen (the zoom overlay's body)."""

    @staticmethod
    def rect_for(surface: pygame.Surface) -> pygame.Rect:
        """70% of the window's height, more of a low one (up to 88% at 360 pixels, 1280x720
        at 200%: issue #39.2), so that the card's text stays legible."""
        low = min(1.0, max(0.0, (720 - surface.get_height()) / 360))
        h = int(surface.get_height() * (0.7 + 0.18 * low))
        w = int(h / CARD_RATIO)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = surface.get_rect().center
        return rect


TIP_GAP = 16  # between the pointer and its tooltip
TIP_ENDERS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYDOWN)  # hide the tooltip


def follow_pointer(event: pygame.event.Event, pos: tuple[int, int] | None,
                   tips_on: bool) -> tuple[tuple[int, int] | None, bool]:
    """A map board's hover state after an event: the pointer's place, and whether tooltips
    show (off from a click, key or scroll until the pointer moves: a stale tip would cover
    what the click just offered)."""
    if event.type == pygame.MOUSEMOTION:
        return event.pos, True
    return pos, tips_on and event.type not in TIP_ENDERS


def place_tooltip(size: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect,
                  avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tooltip of `size` goes: beside the pointer (below or above it, right or left),
    else just above one of the `avoid` rects, inside `bounds`, covering neither the pointer
    nor anything in `avoid` (buttons just offered) when any such place exists."""
    w, h = size
    x, y = pos
    pointer = pygame.Rect(x - 6, y - 6, 12, 12)
    tops = [y + TIP_GAP, y - TIP_GAP - h] + [a.top - 4 - h for a in avoid]
    for top in tops:
        for left in (x + TIP_GAP, x - TIP_GAP - w):
            box = pygame.Rect(left, top, w, h).clamp(bounds)
            if not box.colliderect(pointer) and box.collidelist(list(avoid)) < 0:
                return box
    return pygame.Rect(x + TIP_GAP, y + TIP_GAP, w, h).clamp(bounds)


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int],
                 width: int = 300, bounds: pygame.Rect | None = None,
                 avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A wrapped text box by the pointer (see `place_tooltip`); returns where it went."""
    from .basic import panel, wrap

    lines = wrap(text, 15, width - 16)
    line_h = theme.font(15).get_linesize()
    box = place_tooltip((width, len(lines) * line_h + 14), pos,
                        surface.get_rect() if bounds is None else bounds, avoid)
    panel(surface, box, (20, 22, 28), theme.ACCENT, 6)
    for i, line in enumerate(lines):
        draw_text(surface, line, (box.left + 8, box.top + 7 + i * line_h), 15)
    return box
