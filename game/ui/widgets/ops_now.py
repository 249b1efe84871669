"""A card's Ops as modified now, beside the printed value (issue #34.11): "1+1" while a
lasting event adds one, so a zone lit for a printed 1 does not look like a bug. The number
comes from the rules (each game's view, from its own ops function); this only writes and
draws it."""

from __future__ import annotations

from dataclasses import replace

import pygame

from .. import theme
from .basic import draw_text
from .cards import CardFace

MINUS = "\u2212"  # drawn as the en dash (theme.shown): the fonts have no minus sign


def ops_label(printed: int, now: int | None) -> str:
    """"1+1" (or "3-1") when the Ops now differ from the printed value, else ""."""
    if now is None or now == printed:
        return ""
    change = now - printed
    return f"{printed}{'+' if change > 0 else MINUS}{abs(change)}"


def view_label(view: dict, card: int, printed: int) -> str:
    """The label of `card` from a view's `ops_modified` ([card, Ops now] of the viewer's
    own cards: the shape both card games' views give)."""
    return ops_label(printed, dict(view.get("ops_modified") or []).get(card))


def draw_ops_pill(surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
    """The label in a pill over the card's top right corner, where its printed Ops are."""
    if not label:
        return
    size = max(10, rect.height // 9)
    font = theme.font(size, True)
    w, h = font.size(label)[0] + 8, font.get_linesize()
    pill = pygame.Rect(rect.right - w - 2, rect.top + 2, w, h)
    pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=h // 2)
    draw_text(surface, label, pill.center, size, (20, 20, 20), True, "center")


def face_now(face: CardFace, label: str) -> CardFace:
    """The card's face with its value as modified now (what the zoom shows)."""
    return replace(face, value=label) if label else face
