"""Faces of 1989's Power Struggle cards: suit colour and rank, leaders, wild cards (D89-8)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules.power_struggle import SUITS, TABLES
from game.ui import theme
from game.ui.widgets.basic import draw_text, fit_size, wrap
from game.ui.widgets.cards import CardFace

from . import draw as art
from .struggle_words import socio_name, t

CARD_RATIO = 1.4
SUIT_COLOURS = {
    "rally_in_the_square": (234, 184, 64),
    "strike": (122, 178, 102),
    "march": (170, 136, 208),
    "petition": (98, 186, 192),
}
LEADER_COLOUR = (202, 204, 212)
WILD_COLOUR = (64, 60, 78)
CREAM = (248, 243, 230)


def card_colour(card: dict) -> tuple[int, int, int]:
    if card["kind"] == "suited":
        return SUIT_COLOURS[card["suit"]]
    return LEADER_COLOUR if card["kind"] == "leader" else WILD_COLOUR


def card_order(card_id: int) -> tuple:
    """Hand order: suits in rule order (high ranks first), then leaders, then wild cards."""
    card = art.ps_cards()[card_id]
    kind = ("suited", "leader", "wild").index(card["kind"])
    suit = SUITS.index(card["suit"]) if card["kind"] == "suited" else 0
    return kind, suit, -card.get("rank", 0), card_id


def won_mod(card: dict) -> int:
    return TABLES["modifiers"]["won_with"].get(card.get("suit"), 0) if card["kind"] == "suited" \
        else 0


def card_tip(card_id: int) -> str:
    card = art.ps_cards()[card_id]
    name = art.ps_card_name(card_id)
    if card["kind"] == "leader":
        return t("tip.leader", name=name, socio=socio_name(card["leader"]))
    if card["kind"] == "wild":
        if card["wild"] == "tactic_fails":
            return t("tip.tactic_fails", name=name)
        return t("tip.wild", name=name, effect=t(f"wild.{card['wild']}"))
    tip = t("tip.rally" if card["suit"] == "rally_in_the_square" else "tip.suited", name=name,
            rank=card["rank"])
    mod = won_mod(card)
    return tip + (" " + t("tip.won_mod", mod=mod) if mod else "")


def card_face(card_id: int) -> CardFace:
    """The card as a generic face, for the zoom overlay."""
    card = art.ps_cards()[card_id]
    return CardFace(art.ps_card_name(card_id), str(card.get("rank", "")), card_tip(card_id),
                    card_colour(card))


def _card_label(card: dict) -> str:
    if card["kind"] == "suited":
        return f"{t('suit_short.' + card['suit'])} {card['rank']}"
    if card["kind"] == "leader":
        return socio_name(card["leader"])
    return t("card.wild")


def _card_body(card: dict, card_id: int) -> list[tuple[str, str]]:
    """The lines under the band as (style, text); styles: big, name, text, note."""
    if card["kind"] == "suited":
        mod = won_mod(card)  # the full suit name is in the tooltip and the suit chips
        return [("big", str(card["rank"]))] + ([("note", t("card.won_mod", mod=mod))] if mod
                                               else [])
    if card["kind"] == "leader":
        return [("text", t("card.leader")), ("name", socio_name(card["leader"])),
                ("text", t("card.any_suit", rank=card["rank"])),
                ("note", t("card.needs", socio=socio_name(card["leader"])))]
    return [("name", art.ps_card_name(card_id)), ("text", t(f"wild.{card['wild']}"))]


@i18n.language_cached
@lru_cache(maxsize=512)
def render_ps_card(card_id: int, w: int, h: int) -> pygame.Surface:
    """A PS card face: coloured band with the short name (what shows when cards overlap),
    then the rank big or the leader's / wild card's text."""
    card = art.ps_cards()[card_id]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(4, w // 12)
    colour = card_colour(card)
    wild = card["kind"] == "wild"
    pygame.draw.rect(surf, CREAM, rect, border_radius=radius)
    band = pygame.Rect(0, 0, w, max(22, int(h * 0.19)))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    label = _card_label(card)
    size = fit_size(label, w - 10, max(14, int(band.height * 0.66)), True, smallest=13)
    draw_text(surf, label, (5, band.centery), size, theme.ACCENT if wild else art.INK, True,
              "midleft")
    small = max(13, h // 11)
    y = band.bottom + 4
    for style, text in _card_body(card, card_id):
        if style == "big":
            big = int(h * 0.34)
            y = draw_text(surf, text, (w // 2, y), big, art.INK, True, "midtop").bottom
            continue
        bold = style in ("name", "note")
        tsize = small + 2 if style == "name" else small
        tsize = fit_size(max(text.split(), key=len), w - 10, tsize, bold, smallest=13)
        colour = art.INK if style != "note" else (120, 60, 30)
        for line in wrap(text, tsize, w - 10, bold):
            if y + tsize > h - 4:
                break
            draw_text(surf, line, (w // 2, y), tsize, colour, bold, "midtop")
            y += theme.font(tsize, bold).get_linesize()
        y += 2
    pygame.draw.rect(surf, (30, 30, 30), rect, 2, border_radius=radius)
    return surf


@lru_cache(maxsize=8)
def veil(w: int, h: int) -> pygame.Surface:
    """The veil over a card that cannot be played now."""
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((16, 18, 24, 150))
    return shade
