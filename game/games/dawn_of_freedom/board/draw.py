"""Drawing helpers for the 1989 board: names, card faces, space boxes, markers.

Everything here reads view data and engine facts (game.games.dawn_of_freedom.rules.data) and never
changes anything. Names and texts come from the catalog (`dof.space.<id>`, `dof.card.<n>`,
...); a card without a catalog entry yet falls back to the engine's English name and summary.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules import data
from game.games.dawn_of_freedom.rules.names import ps_card_name  # noqa: F401  (the board's name for it)
from game.games.dawn_of_freedom.rules.power_struggle import PS_CARDS
from game.ui import theme
from game.ui.widgets.basic import draw_squeezed, draw_text, ellipsize, fit_size, wrap
from game.ui.widgets.cards import CardFace
from game.ui.widgets.map_type import MAP_TYPE, grown_to
from game.ui.widgets.seat_mark import draw_badge, draw_seat_mark

COM_COLOUR = (196, 52, 48)
DEM_COLOUR = (48, 100, 196)
BOTH_COLOUR = (176, 178, 186)
SIDE_COLOURS = {"com": COM_COLOUR, "dem": DEM_COLOUR, "both": BOTH_COLOUR}
SIDE_SEATS = {"com": 0, "dem": 1}  # whose shape a side's markers wear (widgets/seat_mark.py)
COUNTRY_COLOURS = {
    "east_germany": (206, 190, 128),
    "poland": (226, 160, 148),
    "czechoslovakia": (160, 190, 118),
    "hungary": (226, 180, 92),
    "romania": (178, 160, 206),
    "bulgaria": (128, 186, 174),
}
INK = (28, 24, 20)
LEGIBLE = MAP_TYPE  # the smallest type on the map's boxes: below it letters are guesses
SQUEEZE = 1.3  # a name may be condensed to 1/SQUEEZE of its width rather than cut
BOX_LOWEST = 2 * LEGIBLE + 2  # a space box's height at least: its name over its numbers
SMALL_BOX = 34  # a space box lower than this (screen pixels) is drawn in its compact form


def legible_box(rect: pygame.Rect) -> pygame.Rect:
    """A space box on screen, grown to hold its name over its numbers (issue #34.1): at
    1280x720 the printed box is 22 px tall; the map leaves at least 8 px of art between."""
    return grown_to(rect, BOX_LOWEST)


def space_name(space: str) -> str:
    return i18n.t(f"dof.space.{space}")


def short_space_name(space: str) -> str:
    """The name printed in the box (a shorter form for the long church/university names)."""
    key = f"dof.space_short.{space}"
    return i18n.t(key) if i18n.has(key) else space_name(space)


def box_name(space: str, room: int, size: int) -> tuple[str, int]:
    """The name a space box prints in `room` pixels, and its size: the name (or its short
    form) as large as fits from `size` down to LEGIBLE, condensed up to SQUEEZE when still a
    little wide; else the catalog's abbreviation (`dof.space_abbr.<id>`, written to read
    cleanly: on the map the country's colour says which Writers or Church it is); else cut
    with "…". Drawn with `draw_squeezed(…, room, …)`."""
    names = [short_space_name(space)]
    if i18n.has(f"dof.space_abbr.{space}"):
        names.append(i18n.t(f"dof.space_abbr.{space}"))
    best: tuple[str, int] | None = None
    for name in names:  # the full name unless it must shrink much more than the short one
        fitted = fit_size(name, room, size, True, smallest=LEGIBLE)
        if theme.font(fitted, True).size(name)[0] <= room * SQUEEZE:
            if fitted >= size - 2:
                return name, fitted
            best = best if best and best[1] >= fitted else (name, fitted)
    return best or (ellipsize(names[-1], int(room * SQUEEZE), LEGIBLE, True), LEGIBLE)


def country_name(country: str) -> str:
    return i18n.t(f"dof.country.{country}")


def side_name(side: str) -> str:
    return i18n.t(f"dof.side.{side}")


def card_name(number: int) -> str:
    return i18n.t(f"dof.card.{number}")


def card_text(number: int) -> str:
    return i18n.t(f"dof.text.{number}")


def card_face(number: int) -> CardFace:
    card = data.CARDS[number]
    marks = []
    if card["removed"]:
        marks.append(i18n.t("dof.board.mark.removed"))
    if card["lasting"]:
        marks.append(i18n.t("dof.board.mark.lasting"))
    period = i18n.t(f"dof.board.period.{card['period']}")
    subtitle = f"#{number} · {period}"
    if card["scoring"]:
        subtitle = f"#{number} · {i18n.t('dof.board.scoring')}"
    value = "" if card["scoring"] else str(card["ops"])
    return CardFace(card_name(number), value, card_text(number),
                    SIDE_COLOURS.get(card["side"], BOTH_COLOUR), subtitle=subtitle,
                    badge=" · ".join(marks))


def ps_cards() -> dict[int, dict]:
    return PS_CARDS


def action_label(action: list) -> str:
    """A button label for any legal action (the fallback names the verb and its argument)."""
    verb = action[0]
    arg = action[1] if len(action) > 1 else None
    if verb in ("keep", "discard", "take", "aside") and isinstance(arg, int) and arg in data.CARDS:
        return i18n.t(f"dof.action.{verb}", card=card_name(arg))
    if verb == "ps_card":
        return i18n.t("dof.action.ps_card", card=ps_card_name(arg))
    if verb == "country":
        return i18n.t("dof.action.country", country=country_name(arg))
    if verb == "suit":
        return i18n.t("dof.action.suit", suit=i18n.t(f"dof.board.ps.suit.{arg}"))
    if verb == "space":
        return space_name(arg)
    key = f"dof.action.{verb}.{arg}" if arg is not None else f"dof.action.{verb}"
    if i18n.has(key):
        return i18n.t(key)
    return " ".join(str(p) for p in action)


def _mix(a, b, k: float):
    return tuple(int(x + (y - x) * k) for x, y in zip(a, b, strict=False))


@i18n.language_cached
@lru_cache(maxsize=1024)
def render_space(space: str, com: int, dem: int, control: str | None, destroyed: bool,
                 tyrant: bool, w: int, h: int) -> pygame.Surface:
    """One space box at a screen size (cached by what it shows)."""
    info = data.SPACES[space]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, h // 8)
    fill = COUNTRY_COLOURS[info["country"]]
    if control:
        fill = _mix(fill, SIDE_COLOURS[control], 0.35)
    pygame.draw.rect(surf, _mix(fill, (255, 255, 255), 0.25), rect, border_radius=radius)
    # A small box (the whole map at a laptop size, issue #19.7) spends its few pixels on
    # what a player reads at a glance, in type no smaller than LEGIBLE: name, stability, SPs.
    # The socio letter loses its disc; the tooltip has every detail.
    small = h < SMALL_BOX
    band_h = max(10, int(h * (0.5 if small else 0.46)))
    band = pygame.Rect(0, 0, w, band_h)
    band_colour = _mix(fill, INK, 0.55) if info["battleground"] else fill
    pygame.draw.rect(surf, band_colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    name_colour = (250, 246, 236) if info["battleground"] else INK
    room = w - 3 if small else w - 6
    label, size = box_name(space, room, max(LEGIBLE, int(band_h * (0.95 if small else 0.7))))
    draw_squeezed(surf, label, (2 if small else 3, band_h // 2), size, room, name_colour, True,
                  "midleft")
    # Bottom row: stability in a white square, the socio letter, then SP chips.
    row_top = band_h + (1 if small else 2)
    row_h = h - row_top - (1 if small else 3)
    digits = max(LEGIBLE, int(row_h * (1.0 if small else 0.8)))
    sq = pygame.Rect(3, row_top, row_h + (2 if small else 0), row_h)
    pygame.draw.rect(surf, (250, 246, 236), sq, border_radius=3)
    pygame.draw.rect(surf, INK, sq, 1, border_radius=3)
    draw_text(surf, str(info["stability"]), sq.center, digits, INK, True, "center")
    disc_r = max(LEGIBLE // 2 + 1, row_h // 2)
    disc = (sq.right + 2 + disc_r, sq.centery)
    letter = i18n.t(f"dof.socio_letter.{info['socio']}")
    if small:
        draw_text(surf, letter, disc, digits, (60, 56, 52), True, "center")
    else:
        pygame.draw.circle(surf, (60, 56, 52), disc, disc_r)
        draw_text(surf, letter, disc, max(LEGIBLE, int(disc_r * 1.4)), (250, 246, 236), True,
                  "center")
    mark_r = max(4, row_h * 0.34)  # the side's shape beside its number (issue #39.1)
    chip_w = max(row_h + (4 if small else 0), int(w * 0.22)) + int(mark_r)
    x = w - 3
    for side, n in (("dem", dem), ("com", com)):
        if n <= 0:
            continue
        chip = pygame.Rect(x - chip_w, row_top, chip_w, row_h)
        dark = control == side  # D89-2.4.1: a controlling side's markers dark side up
        colour = _mix(SIDE_COLOURS[side], INK, 0.35) if dark else _mix(
            SIDE_COLOURS[side], (255, 255, 255), 0.55)
        pygame.draw.rect(surf, colour, chip, border_radius=3)
        pygame.draw.rect(surf, SIDE_COLOURS[side], chip, 2 if dark else 1, border_radius=3)
        draw_seat_mark(surf, SIDE_SEATS[side], (chip.left + mark_r + 1, chip.centery), mark_r,
                       (250, 246, 236) if dark else SIDE_COLOURS[side])
        draw_text(surf, str(n), (chip.centerx + mark_r, chip.centery),
                  max(digits, int(row_h * 0.85)), (255, 255, 255) if dark else INK, True,
                  "center")
        x -= chip_w + 2
    border = (120, 92, 20) if info["battleground"] else (70, 60, 50)
    pygame.draw.rect(surf, border, rect, 2 if info["battleground"] else 1,
                     border_radius=radius)
    if tyrant:  # the helicopter: a yellow dot after the socio disc
        pygame.draw.circle(surf, (240, 200, 60), (disc[0] + disc_r * 2 + 2, sq.centery),
                           max(3, row_h // 2 - 1))
    if destroyed:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((20, 20, 20, 170))
        surf.blit(shade, (0, 0))
        pygame.draw.line(surf, (230, 80, 60), (4, 4), (w - 4, h - 4), 3)
        pygame.draw.line(surf, (230, 80, 60), (w - 4, 4), (4, h - 4), 3)
    return surf


def mini_title(number: int) -> str:
    return card_name(number) + ("*" if data.CARDS[number]["removed"] else "")


@i18n.language_cached
@lru_cache(maxsize=512)
def mini_title_size(number: int, w: int, h: int) -> int:
    """The largest title size (up to the card's own) at which no word of the title is
    broken and it takes at most four lines on a mini card w wide, h high (a line may be
    condensed up to SQUEEZE)."""
    title = mini_title(number)
    size = max(8, min(int(h * 0.11), 15))
    room = int((w - 8) * SQUEEZE)
    longest = max(title.split(), key=lambda word: theme.font(size, True).size(word)[0])
    while size > 7 and theme.font(size, True).size(longest)[0] > room:
        size -= 1  # no word broken in the middle while a smaller size still fits it
    while len(wrap(title, size, room, True)) > 4 and size > 7:
        size -= 1
    return size


@i18n.language_cached
@lru_cache(maxsize=256)
def render_mini_card(number: int, w: int, h: int, title_size: int = 0) -> pygame.Surface:
    """A hand card small enough for the tray: side colour band with the Ops, the title
    (asterisk: removed after its event; underlined: lasting, as printed), period at the foot.
    `title_size` (0: the card's own `mini_title_size`) lets a row share one title size."""
    card = data.CARDS[number]
    w, h = max(w, 1), max(h, 1)  # a tiny window squeezes the tray to nothing (issue #13.8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(4, w // 12)
    pygame.draw.rect(surf, (248, 243, 230), rect, border_radius=radius)
    colour = SIDE_COLOURS.get(card["side"], BOTH_COLOUR)
    band = pygame.Rect(0, 0, w, max(16, int(h * 0.2)))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if card["scoring"]:
        text = i18n.t("dof.board.scoring")
        draw_text(surf, text, band.center, fit_size(text, w - 8, int(band.height * 0.7), True),
                  INK, True, "center")
    else:
        r = int(band.height * 0.42)
        centre = (w - r - 4, band.centery)
        pygame.draw.circle(surf, (250, 246, 236), centre, r)
        draw_text(surf, str(card["ops"]), centre, int(r * 1.6), INK, True, "center")
        draw_text(surf, f"#{number}", (5, band.centery), max(8, int(band.height * 0.5)),
                  (250, 246, 236) if card["side"] != "both" else INK, True, "midleft")
    size = title_size or mini_title_size(number, w, h)
    lines = wrap(mini_title(number), size, int((w - 8) * SQUEEZE), True)
    y = band.bottom + 3
    line_h = theme.font(size, True).get_linesize()
    for line in lines[:4]:
        r = draw_squeezed(surf, line, (4, y), size, w - 8, INK, True)
        if card["lasting"]:
            pygame.draw.line(surf, INK, (r.left, r.bottom - 1), (r.right, r.bottom - 1), 1)
        y += line_h
    period = i18n.t(f"dof.board.period.{card['period']}")
    small = max(8, min(int(h * 0.09), size - 1))  # under the title, never above it in size
    draw_text(surf, period, (4, h - 3), fit_size(period, w - 8, small, smallest=8),
              (110, 90, 60), False, "bottomleft")
    pygame.draw.rect(surf, (30, 30, 30), rect, 2, border_radius=radius)
    return surf


def marker(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour,
           label: str = "", text_colour=(255, 255, 255), side: str | None = None) -> None:
    """A round counter with an optional short label; it grows to hold the label at the
    legible size (issue #34.1). A side's counter wears its shape (issue #39.1)."""
    if label:
        radius = max(radius, theme.font(LEGIBLE, True).size(label)[0] // 2 + 3)
    pygame.draw.circle(surface, (15, 15, 15), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (250, 246, 236), centre, radius, 2)
    if label:  # inside the disc: "+21" shrinks rather than spilling over the next box
        size = fit_size(label, 2 * radius - 4, max(LEGIBLE, int(radius * 1.1)), True, LEGIBLE)
        draw_text(surface, label, centre, size, text_colour, True, "center")
    if side in SIDE_SEATS:
        draw_badge(surface, SIDE_SEATS[side], centre, radius)


def track_box(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int,
              fill=(58, 62, 74), colour=theme.TEXT, border=(110, 116, 132)) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, border, rect, 1, border_radius=4)
    if label:
        draw_text(surface, label, (rect.centerx, rect.top + 2), size, colour, True, "midtop")


def card_strip(surface: pygame.Surface, number: int, rect: pygame.Rect, size: int,
               radius: int = 4) -> CardFace:
    """A card as one coloured line with its title (piles, lasting events); returns its face."""
    face = card_face(number)
    pygame.draw.rect(surface, face.colour, rect, border_radius=radius)
    size = fit_size(face.title, rect.width - 8, size, True, smallest=min(size, 10))
    draw_text(surface, ellipsize(face.title, rect.width - 8, size, True),
              (rect.left + 4, rect.centery), size, (15, 15, 15), True, "midleft")
    return face
