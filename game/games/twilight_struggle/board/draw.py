"""Drawing helpers for the Twilight Struggle board: names, card faces, country boxes.

Everything here reads view data and the engine's facts (game.games.twilight_struggle.rules.data)
and changes nothing. Names come from the rules' catalog (`ts.country.<id>`, `ts.card.<n>`,
`ts.text.<n>`, `ts.region.<id>`); the board's own words are `ts.table.*`
(locale/*/table.json).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pygame

from game import i18n
from game.games.twilight_struggle.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_squeezed, draw_text, ellipsize, fit_size, wrap
from game.ui.widgets.cards import CardFace, render_card
from game.ui.widgets.map_type import MAP_TYPE, map_floor
from game.ui.widgets.seat_mark import draw_badge, draw_seat_mark

from .palette import REGION_COLOURS

SIDES = ("ussr", "us")  # seat 0, seat 1 (STATE.md)
USSR_COLOUR = (200, 48, 44)
US_COLOUR = (52, 104, 200)
NEUTRAL_COLOUR = (214, 210, 196)
SEAT_COLOURS = (USSR_COLOUR, US_COLOUR)
CARD_COLOURS = {"ussr": USSR_COLOUR, "us": US_COLOUR, "neutral": NEUTRAL_COLOUR}
INK = (26, 24, 22)
PAPER = (250, 246, 236)
BATTLEGROUND = (110, 36, 112)  # the printed board's purple name band
LEGIBLE = MAP_TYPE  # the smallest type on the map
SQUEEZE = 1.3  # a name may be condensed to 1/SQUEEZE of its width before it is shortened


def mix(a, b, k: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * k) for x, y in zip(a, b, strict=False))  # type: ignore


def _namer(prefix: str):
    """A function naming an engine id through the rules' catalog (`<prefix>.<id>`)."""
    return lambda value: i18n.t(f"{prefix}.{value}")


country_name = _namer("ts.country")
region_name = _namer("ts.region")
card_name = _namer("ts.card")


def side_name(seat: int) -> str:
    return i18n.t(f"ts.side.{SIDES[seat]}")


def card_face(number: int, face_down: bool = False) -> CardFace:
    """A card from its data: side colour, Ops (none on a scoring card), title with the
    printed asterisk (removed after its event) and underline mark (lasting), event text."""
    card = data.CARDS[number]
    marks = [i18n.t(key) for flag, key in (("removed", "ts.table.mark.removed"),
                                           ("underlined", "ts.table.mark.lasting")) if card[flag]]
    if card["scoring"]:
        subtitle = f"#{number} · {i18n.t('ts.table.scoring')}"
    else:
        period = i18n.t(f"ts.table.period.{card['period']}")
        subtitle = f"#{number} · {period}"
    text_key = f"ts.text.{number}"
    return CardFace(card_name(number) + ("*" if card["removed"] else ""),
                    "" if card["scoring"] else str(card["ops"]),
                    i18n.t(text_key) if i18n.has(text_key) else "",
                    CARD_COLOURS[card["side"]], subtitle=subtitle, face_down=face_down,
                    badge=" · ".join(marks))


def card_tip(number: int) -> str:
    face = card_face(number)
    head = f"{face.title} ({face.subtitle}"
    head += f", {i18n.t('ts.table.ops', ops=face.value)})" if face.value else ")"
    return "\n".join(x for x in (head, face.badge, face.text) if x)


@i18n.language_cached
@lru_cache(maxsize=256)
def render_hand_card(number: int, w: int, h: int) -> pygame.Surface:
    """A card small enough for the tray: the shared face's colour band with the Ops, and the
    title wrapped below it as large as three lines allow (a narrow card cannot fit it in the
    band), underlined when the event lasts (TS-2.2.5); the period at the foot. Large
    (the pile viewer, the zoom): the shared face as it is."""
    face = card_face(number)
    w, h = max(w, 1), max(h, 1)
    if w >= 120:
        return render_card(face, w, h)
    surf = render_card(replace(face, title="", text="", subtitle="", badge=""), w, h).copy()
    band = max(18, int(h * 0.2))
    room = w - 8
    size = max(LEGIBLE, min(16, w // 5))
    if theme.font(LEGIBLE, True).size(max(face.title.split(), key=len))[0] > room * SQUEEZE:
        face = replace(face, title=face.title.replace("-", "- "))  # De-Stalinization*
    while size > LEGIBLE and (len(wrap(face.title, size, int(room * SQUEEZE), True)) > 3 or
                              max(theme.font(size, True).size(word)[0]
                                  for word in face.title.split()) > room * SQUEEZE):
        size -= 1
    y = band + 3
    lines = wrap(face.title, size, int(room * SQUEEZE), True)[:3]
    line_h = theme.font(size, True).get_linesize()
    foot = face.subtitle.split(" · ")[-1]
    foot_size = fit_size(foot, room, max(LEGIBLE, size - 2), False, LEGIBLE)
    # A short card (a narrow window's hand row, issue #39.2): the title before the period.
    with_foot = y + len(lines) * line_h <= h - 4 - theme.font(foot_size).get_linesize()
    for line in lines[:max(1, (h - 2 - y) // line_h)]:
        r = draw_squeezed(surf, line, (4, y), size, room, INK, True)
        if data.CARDS[number]["underlined"]:
            pygame.draw.line(surf, INK, (r.left, r.bottom - 1), (r.right, r.bottom - 1), 1)
        y += line_h
    if with_foot:
        draw_text(surf, foot, (4, h - 4), foot_size, (110, 90, 60), False, "bottomleft")
    return surf


def box_label(country: str, room: int, size: int) -> tuple[str, int]:
    """The name a box prints in `room` pixels and its size: as large as fits from `size`
    down to the map's floor (a little too wide is condensed by draw_squeezed), else the
    catalog's abbreviation (`ts.table.abbr.<id>`, for the long names at laptop sizes), else
    cut with "…" (the tooltip names it in full)."""
    names = [country_name(country)]
    if i18n.has(f"ts.table.abbr.{country}"):
        names.append(i18n.t(f"ts.table.abbr.{country}"))
    floor = map_floor()
    for name in names:
        fitted = fit_size(name, room, size, True, smallest=floor)
        if theme.font(fitted, True).size(name)[0] <= room * SQUEEZE:
            return name, fitted
    return ellipsize(names[-1], int(room * SQUEEZE), floor, True), floor


def legible_box(rect: pygame.Rect) -> pygame.Rect:
    """A country box on screen, grown about its middle to hold its name over its numbers in
    MAP_TYPE type: at 1280x720 the printed box is 23 px tall and the map leaves 14 px of art
    between boxes. A larger text size grows it no further than two rows of the map's floor
    type (`map_floor`): taller, neighbours would run into each other."""
    low = 2 * round(map_floor() * theme.text_scale) + 4  # 26 px at 100%
    return rect if rect.height >= low else rect.inflate(0, low - rect.height)


def box_type(room: int, share: float) -> int:
    """The size of a box's text that fills `share` of `room` px, growing with the player's
    text size until it fills the room; never under the map's floor."""
    return max(map_floor(), min(int(room * share), int(room * 0.92 / theme.text_scale)))


def band_height(h: int) -> int:
    return max(h // 2, int(h * 0.48))


def name_lines(country: str, w: int, h: int) -> list[tuple[str, int]]:
    """The name as a box w×h prints it: one line (or the abbreviation), or two lines of
    larger type when the box is tall and the name has two words."""
    band, room = band_height(h), w - 3
    lines = [box_label(country, room, box_type(band, 0.78))]
    name = country_name(country)
    if h >= 44 and " " in name and lines[0][1] < band * 0.6:
        size = box_type(band, 0.44)
        two = wrap(name, size, int(room * SQUEEZE), True)
        if len(two) == 2:
            lines = [(two[0], size), (two[1], size)]
    return lines


@i18n.language_cached
@lru_cache(maxsize=2048)
def render_country(country: str, ussr: int, us: int, control: int | None, w: int,
                   h: int) -> pygame.Surface:
    """A country box: the name band (purple for a battleground, TS-2.1.4), then US
    influence left, stability in the middle, USSR influence right, as on the printed map;
    a controlling side's number is dark side up (TS-2.1.7), the box tinted its colour."""
    info = data.COUNTRIES[country]
    w, h = max(w, 8), max(h, 8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(2, h // 8)
    fill = REGION_COLOURS.get(info["region"], NEUTRAL_COLOUR)
    if control is not None:
        fill = mix(fill, SEAT_COLOURS[control], 0.4)
    pygame.draw.rect(surf, mix(fill, (255, 255, 255), 0.2), rect, border_radius=radius)
    band = pygame.Rect(0, 0, w, band_height(h))
    bg = info["battleground"]
    pygame.draw.rect(surf, BATTLEGROUND if bg else mix(fill, (255, 255, 255), 0.45), band,
                     border_top_left_radius=radius, border_top_right_radius=radius)
    room = w - 3
    lines = name_lines(country, w, h)
    step = band.height // len(lines)
    for i, (line, size) in enumerate(lines):
        draw_squeezed(surf, line, (w // 2, i * step + step // 2), size, room,
                      PAPER if bg else INK, True, "center")
    row = pygame.Rect(2, band.bottom, w - 4, h - band.bottom - 2)
    digits = box_type(row.height, 0.9)
    sq_w = max(row.height, w // 5)
    sq = pygame.Rect(0, row.top, sq_w, row.height)
    sq.centerx = w // 2
    pygame.draw.rect(surf, PAPER, sq, border_radius=2)
    pygame.draw.rect(surf, INK, sq, 1, border_radius=2)
    draw_text(surf, str(info["stability"]), sq.center, digits, INK, True, "center")
    chip_w = max(row.height, (sq.left - row.left) - 2)
    mark_r = max(4, row.height * 0.34)  # the side's shape beside its number (issue #39.1)
    for seat, n, left in ((1, us, row.left), (0, ussr, row.right - chip_w)):
        if n <= 0:
            continue
        chip = pygame.Rect(left, row.top, chip_w, row.height)
        dark = control == seat
        colour = mix(SEAT_COLOURS[seat], INK, 0.3) if dark else \
            mix(SEAT_COLOURS[seat], (255, 255, 255), 0.6)
        pygame.draw.rect(surf, colour, chip, border_radius=2)
        pygame.draw.rect(surf, SEAT_COLOURS[seat], chip, 2 if dark else 1, border_radius=2)
        draw_seat_mark(surf, seat, (chip.left + mark_r + 1, chip.centery), mark_r,
                       PAPER if dark else SEAT_COLOURS[seat])
        draw_text(surf, str(n), (chip.centerx + mark_r, chip.centery), digits,
                  PAPER if dark else INK, True, "center")
    pygame.draw.rect(surf, BATTLEGROUND if bg else (60, 52, 44), rect, 2 if bg else 1,
                     border_radius=radius)
    return surf


def marker(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour,
           label: str = "", ink=PAPER, seat: int | None = None) -> None:
    """A round counter on a track, with a short label inside; it grows to hold the label
    at the legible size (issue #34.1). A side's counter wears its shape (issue #39.1)."""
    if label:
        radius = max(radius, theme.font(LEGIBLE, True).size(label)[0] // 2 + 3)
    pygame.draw.circle(surface, (12, 12, 12), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, PAPER, centre, radius, 2)
    if label:
        size = fit_size(label, 2 * radius - 4, max(LEGIBLE, int(radius * 1.1)), True, LEGIBLE)
        draw_text(surface, label, centre, size, ink, True, "center")
    if seat is not None:
        draw_badge(surface, seat, centre, radius)


def country_tip(country: str, view: dict) -> str:
    """A country's tooltip: region, stability, influence, control, neighbours."""
    info = data.COUNTRIES[country]
    ussr, us = (view.get("influence") or {}).get(country, [0, 0])
    control = (view.get("control") or {}).get(country)
    lines = [country_name(country),
             i18n.t("ts.table.tip.country", region=region_name(info["region"]),
                    stability=info["stability"]),
             i18n.t("ts.table.tip.influence", us=us, ussr=ussr)]
    if info["battleground"]:
        lines.append(i18n.t("ts.table.tip.battleground"))
    lines.append(i18n.t("ts.table.tip.control", side=side_name(control))
                 if control is not None else i18n.t("ts.table.tip.uncontrolled"))
    lines.append(i18n.t("ts.table.tip.adjacent", countries=", ".join(
        country_name(c) for c in sorted(data.ADJACENT[country]))))
    return "\n".join(lines)
