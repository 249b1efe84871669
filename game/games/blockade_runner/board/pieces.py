"""Drawing Blockade Runner's pieces: ship counters in their owners' colours with their cargo,
commodity cubes, and the number boxes of the tracks. Reads view data only."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.blockade_runner.rules.data import COMMODITIES
from game.ui import theme
from game.ui.widgets import seat_mark
from game.ui.widgets.basic import SQUEEZE_AT_MOST, draw_read, draw_squeezed, draw_text, fit_size
from game.ui.widgets.cards import CardFace, draw_card
from game.ui.widgets.lit_mark import draw_glow
from game.ui.widgets.map_type import MAP_TYPE

# Cube colours of BR-1.2: cotton white, tobacco brown, war goods red, black market black.
CUBE_COLOURS = {"cotton": (240, 240, 232), "tobacco": (140, 90, 50), "war_goods": (200, 50, 40),
                "black_market": (24, 24, 24)}
INK = (20, 20, 24)
PAPER = (248, 243, 230)  # a seat's shape, light on its own colour
LEGIBLE = MAP_TYPE  # no type on the map smaller than this
SQUEEZE = SQUEEZE_AT_MOST  # a word may be condensed to 1/SQUEEZE of its width, no more


seat_colour = seat_mark.seat_colour


def cube(surface: pygame.Surface, good: str, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, CUBE_COLOURS[good], rect, border_radius=2)
    pygame.draw.rect(surface, (110, 110, 110), rect, 1, border_radius=2)


def cubes(surface: pygame.Surface, goods: dict[str, int], rect: pygame.Rect,
          size: int) -> None:
    """Cubes in a row from rect's left, in commodity order, wrapping to the next row."""
    x, y = rect.left, rect.top
    for good in COMMODITIES:
        for _ in range(goods.get(good, 0)):
            if x + size > rect.right:
                x, y = rect.left, y + size + 2
            if y + size > rect.bottom:
                return
            cube(surface, good, pygame.Rect(x, y, size, size))
            x += size + 2


def ship_counter(surface: pygame.Surface, rect: pygame.Rect, owner: int | None,
                 names: tuple[str, str], cargo: dict[str, int], extras: str = "") -> None:
    """A ship: a hull in its owner's colour, its name (else its short one), its cargo as
    cubes under it and `extras` (Captain/Pilot marks) at the right."""
    colour = seat_colour(owner) if owner is not None else (150, 150, 150)
    hull = [(rect.left, rect.top), (rect.right - rect.height // 3, rect.top),
            (rect.right, rect.centery), (rect.right - rect.height // 3, rect.bottom),
            (rect.left, rect.bottom)]
    pygame.draw.polygon(surface, colour, hull)
    pygame.draw.polygon(surface, INK, hull, 1)
    size = max(LEGIBLE, int(rect.height * 0.42))
    room = rect.width - rect.height // 3 - 3
    mark_r = 0.0  # the owner's shape, light on the hull, by the bow under the name
    if owner is not None:  # (issue #39.1; the name keeps its room: issue #34.1)
        mark_r = max(4, rect.height * 0.34)
        seat_mark.draw_seat_mark(surface, owner, (rect.right - rect.height // 3 - mark_r + 2,
                                                  rect.bottom - mark_r - 1), mark_r, PAPER)
    # Shrunk to the map's floor, the short name, cut at a word ("Robert…"), condensed at
    # most SQUEEZE; a counter too small for a letter shows none: the tooltip names it.
    tail = f" {extras}" if extras else ""
    draw_read(surface, [name + tail for name in names], (rect.left + 3, rect.top + 1), room,
              size, INK, True, floor=LEGIBLE)
    load = sum(cargo.values())
    if load:
        side = max(4, int(rect.height * 0.3))
        cubes(surface, cargo, pygame.Rect(rect.left + 3, rect.bottom - side - 2,
                                          rect.width - rect.height // 2 - int(2 * mark_r),
                                          side), side)


def place_label(surface: pygame.Surface, rect: pygame.Rect, names: tuple[str, str],
                size: int, fill) -> pygame.Rect:
    """A place's name (its full name, else its short one) along the top of its box at
    `size`, condensed at most SQUEEZE; a name wider than that sits on a plate of the box's
    colour as wide as it needs (issue #34.1: at a laptop's window a city box is 39 px
    wide), centred on the box. Returns the box with its plate (what a veil or a ring must
    cover)."""
    room, plate = rect.width - 6, rect
    font = theme.font(size, True)
    text = next((n for n in names if font.size(theme.shown(n))[0] <= room * SQUEEZE),
                names[-1])
    need = math.ceil(font.size(theme.shown(text))[0] / SQUEEZE)
    if need > room:
        plate = pygame.Rect(0, rect.top, need + 6, font.get_height())
        plate.centerx = rect.centerx
        pygame.draw.rect(surface, fill, plate, border_radius=4)
        pygame.draw.rect(surface, INK, plate, 1, border_radius=4)
    draw_squeezed(surface, text, (rect.centerx, rect.top + 1), size, max(room, need), INK,
                  True, "midtop")
    return rect.union(plate)


def number_box(surface: pygame.Surface, rect: pygame.Rect, text: str, fill, ink=INK) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=3)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=3)
    # A year (1861) a little wider than its box at a laptop's size is condensed (#34.1).
    draw_squeezed(surface, text, rect.center, max(LEGIBLE, int(rect.height * 0.7)),
                  rect.width - 2, ink, True, "center")


def marker(surface: pygame.Surface, rect: pygame.Rect, colour, text: str = "",
           seat: int | None = None) -> None:
    """A round marker in a track box; a seat's marker wears its shape at the top right."""
    r = max(4, min(rect.width, rect.height) // 2 - 2)
    pygame.draw.circle(surface, colour, rect.center, r)
    pygame.draw.circle(surface, INK, rect.center, r, 2)
    if text:
        draw_text(surface, text, rect.center, max(LEGIBLE, r), INK, True, "center")
    if seat is not None:
        seat_mark.draw_badge(surface, seat, rect.center, r)


def cross(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A captured port or city."""
    pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 3)
    pygame.draw.line(surface, theme.DANGER, rect.topright, rect.bottomleft, 3)


def title_size(title: str, width: int) -> int:
    """The size at which each word of a card's name fits a hand card of this width."""
    return _title_size(title, width, theme.font(15, True))


@lru_cache(maxsize=256)
def _title_size(title: str, width: int, font: pygame.font.Font) -> int:
    """`title_size` for the fonts of now (`font` keys it: a new text size is a new font);
    a hand asks it for every card of its row every frame (issue #34.6)."""
    return min(fit_size(word, int((width - 6) * SQUEEZE), 15, True, LEGIBLE)
               for word in title.split())


@lru_cache(maxsize=64)
def plain_card(face: CardFace, wh: tuple[int, int], size: int,
               font: pygame.font.Font) -> pygame.Surface:
    """`hand_card`'s plain card as an image (`font` keys it: a new text size is a new font);
    drawn once, not every frame (issue #34.6). Callers blit it and never draw on it."""
    card = pygame.Surface(wh, pygame.SRCALPHA)
    rect = card.get_rect()
    pygame.draw.rect(card, (248, 243, 230), rect, border_radius=5)
    band = pygame.Rect(rect.left, rect.top, rect.width, max(6, rect.height // 10))
    pygame.draw.rect(card, face.colour, band, border_top_left_radius=5,
                     border_top_right_radius=5)
    pygame.draw.rect(card, INK, rect, 1, border_radius=5)
    room = rect.width - 6
    y = band.bottom + 3
    lines = [""]
    for word in face.title.split():  # a word too wide alone on its line, condensed
        joined = f"{lines[-1]} {word}".strip()
        if font.size(joined)[0] <= room or not lines[-1]:
            lines[-1] = joined
        else:
            lines.append(word)
    for line in lines:  # a word too wide even condensed SQUEEZE is cut ("Galv…")
        draw_read(card, [line], (rect.left + 3, y), room, size, INK, True, floor=LEGIBLE)
        y += font.get_linesize()
    return card


def hand_card(surface: pygame.Surface, face: CardFace, rect: pygame.Rect, glow,
              size: int) -> None:
    """A card in the hand: at a size where the printed face would cut its name, a plain card
    with the name wrapped as large as its longest word allows (the text is on hover and in
    the zoom)."""
    if rect.width >= 90:
        draw_card(surface, face, rect, glow)
        return
    surface.blit(plain_card(face, rect.size, size, theme.font(size, True)), rect)
    draw_glow(surface, rect, glow)  # lit: ring and brackets (issue #39.1)
