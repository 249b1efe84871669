"""Kabale und Hiebe's card text fitted to a card's size: whole sentences, never a silent cut
(issue #19.13; split off the board module, issue #34.7)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui import theme
from game.ui.widgets.basic import wrap
from game.ui.widgets.cards import CardFace, text_size

SMALLEST_TEXT = 10


def whole_sentences(text: str, size: int, width: int, lines: int) -> str:
    """What of `text` fits `lines` lines: whole sentences, then "…"; when they would leave more
    than a line empty, as many words as fit, then "…". Never a silent cut."""
    if len(wrap(text, size, width)) <= lines:
        return text

    def fits(candidate: str) -> bool:
        return len(wrap(candidate + " …", size, width)) <= lines

    kept = ""
    for sentence in text.replace(". ", ".\n").split("\n"):
        if not fits(f"{kept} {sentence}".strip()):
            break
        kept = f"{kept} {sentence}".strip()
    if kept and len(wrap(kept + " …", size, width)) >= lines - 1:
        return kept + " …"
    words = text.split(" ")
    n = max(1, len(kept.split(" ")) if kept else 1)
    while n < len(words) and fits(" ".join(words[:n + 1])):
        n += 1
    return " ".join(words[:n]) + " …"


def fitted(face: CardFace, rect: pygame.Rect) -> CardFace:
    """The face with the text that fits a card of this size (widgets.cards' text box): no
    text cut off unseen; hovering or zooming shows the whole text."""
    if not face.text or face.face_down:
        return face
    band, small = max(18, int(rect.height * 0.2)), max(8, rect.height // 16)
    box = pygame.Rect(6, band + 4, rect.width - 12, rect.height - band - small - 12)
    size = text_size(face.text, box, max(9, rect.height // 17), SMALLEST_TEXT)
    lines = max(1, box.height // (theme.font(size).get_linesize() + 2))
    return replace(face, text=whole_sentences(face.text, size, box.width, lines))
