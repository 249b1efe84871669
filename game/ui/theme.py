"""Colours, fonts and sizes in one place. Fonts are the bundled NanumGothic (OFL, has Hangul)."""

from __future__ import annotations

from functools import cache

import pygame

from ..resources import resource_path

BG = (24, 28, 36)
PANEL = (36, 42, 54)
PANEL_LIGHT = (52, 60, 76)
BORDER = (90, 100, 120)
TEXT = (235, 235, 235)
TEXT_DIM = (160, 166, 178)
ACCENT = (236, 184, 72)
ACCENT_DARK = (150, 110, 30)
HIGHLIGHT = (120, 220, 130)
FOCUS = (250, 250, 250)  # the keyboard's focus ring (ui/focus.py), inside a black frame
HINT = (110, 200, 245)  # the coach's suggestion (lit legal targets are HIGHLIGHT)
DANGER = (220, 90, 80)
TABLE = (32, 70, 52)
TABLE_DARK = (22, 50, 38)

# Seat colours: Okabe and Ito's palette for colour-blind readers, so that every pair stays
# apart (CIE76 deltaE over 15) as a protanope, deuteranope or tritanope sees it, and each is
# bright enough on the dark table (tests/ui/test_colour_vision.py, issue #39.1). Seat 0 is
# reddish and seat 1 blue as in the two-sided games; each seat has a shape too
# (widgets/seat_mark.py), so colour is never the only signal.
SEAT_COLOURS = [
    (213, 94, 0),  # vermillion
    (86, 180, 233),  # sky blue
    (240, 228, 66),  # yellow
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
]

FONT_REGULAR = ("sprites", "fonts", "NanumGothic.ttf")
FONT_BOLD = ("sprites", "fonts", "NanumGothicBold.ttf")
HANGUL_PROBE = "한글 자동 저장"  # the smoke run's check that a font draws Korean


text_scale = 1.0  # the player's text size (Settings.text_size): every font grows with it


def set_text_scale(percent: int) -> None:
    global text_scale
    text_scale = percent / 100
    font.cache_clear()


# Characters the bundled fonts lack, drawn as a look-alike they have: the catalog and
# `{n:signed}` write a true minus sign (U+2212), which NanumGothic has no glyph for; its
# small sizes' built-in bitmaps draw "→" and "←" as a dot (regular up to 21 px), so the
# white arrows "⇨" and "⇦", whole at every size, stand in (issue #34.12).
STAND_INS = str.maketrans({"\u2212": "\u2013", "\u2192": "\u21e8", "\u2190": "\u21e6"})


def shown(text: str) -> str:
    """`text` as it is drawn (see STAND_INS)."""
    return text.translate(STAND_INS)


def font_problems() -> list[str]:
    """The bundled fonts load and have Hangul, for the smoke run (issue #33 point 8): `font`
    quietly falls back to pygame's own, which draws Korean as boxes. pygame.freetype, unlike
    pygame.font, reports a missing glyph."""
    import pygame.freetype

    pygame.freetype.init()
    out = []
    for parts in (FONT_REGULAR, FONT_BOLD):
        try:
            face = pygame.freetype.Font(str(resource_path(*parts)), 20)
            if any(m is None for m in face.get_metrics(HANGUL_PROBE)):
                out.append(f"{parts[-1]}: no Hangul")
        except (OSError, pygame.error) as exc:
            out.append(f"{parts[-1]}: {' '.join(str(exc).split()) or type(exc).__name__}")
    return out


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at a pixel size (times the text size setting); falls back to pygame's
    default if the file is missing. Layouts measure with it, so they follow the setting."""
    size = max(1, round(size * text_scale))
    path = resource_path(*(FONT_BOLD if bold else FONT_REGULAR))
    try:
        return pygame.font.Font(path, size)
    except (FileNotFoundError, OSError):
        return pygame.font.Font(None, size)


def scale_for(surface: pygame.Surface) -> float:
    """UI scale: 1.0 at 1280×800, growing with the window, never below 0.75."""
    w, h = surface.get_size()
    return max(0.75, min(w / 1280, h / 800))
