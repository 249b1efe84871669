"""Kabale und Hiebe's card faces as the viewer sees them: a card under the game's options and
its column's goal, a card's back, a goal card, and what a card counts for in its column
(issue #19.13; split off the board module, issue #34.7)."""

from __future__ import annotations

from game import i18n
from game.games.kabale_und_hiebe.rules.components import CARDS, GOALS, card_help, half_text
from game.games.kabale_und_hiebe.rules.round_end import effective_cards, final_values
from game.ui import theme
from game.ui.widgets.cards import CardFace

DOMAIN_COLOURS = {
    "alchemy": (128, 84, 170), "fencing": (120, 130, 146), "agriculture": (110, 150, 60),
    "trade": (200, 160, 40), "religion": (80, 120, 190), "music": (190, 70, 80),
}
UNSEEN = "king"  # stands in for a card the viewer cannot see: no ability, never shown
DYNAMIC = {"romeo", "hermit", "little_giant", "doppelganger"}  # value depends on the column


def card_face(card: str, seat: int, options: dict, goal: str | None = None,
              face_down: bool = False, half: int | None = None) -> CardFace:
    """A card as the rules describe it under this game's options (and under `goal`);
    `half`: what it counts for where it lies, when that differs from its value there."""
    info = CARDS[card]
    badge = {"immediate": i18n.t("kh.badge.immediate"),
             "end": i18n.t("kh.badge.end")}.get(info["timing"], "")
    printed, text = card_help(card, options, GOALS[goal]["domain"] if goal else None)
    half = printed if half is None else half
    return CardFace(i18n.t(f"kh.card.{card}"), "?" if half is None else half_text(half),
                    i18n.t(text),
                    theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                    badge=badge, face_down=face_down, seat=seat)


def column_values(column: dict, options: dict) -> dict[int, int | None]:
    """Slot -> what its card counts for in this column now (KH-6.6 step 5), for the cards whose
    value depends on the others, from what the viewer can see (an unseen card counts as a
    card, with no ability). A Doppelganger over an unseen card, or any card while Musketeers
    lie here (abilities off, KH-6.2), keeps its own face value."""
    slots = [dict(s, card=s["card"] or UNSEEN,
                  hidden=s["hidden"] and (UNSEEN if s["hidden"] == "back" else s["hidden"]))
             for s in column["slots"]]
    if any(s["card"] == "musketeers" for s in slots):
        return {}
    cards = effective_cards({"slots": slots})
    values = final_values(cards, GOALS[column["goal"]]["domain"], options)
    shown: dict[int, int | None] = {}
    for i, (c, value) in enumerate(zip(cards, values, strict=True)):
        if c["card"] not in DYNAMIC or column["slots"][c["pos"]]["card"] is None:
            continue
        below = next((d for d in cards[i + 1:] if d["pos"] != c["pos"]), None)
        if c["card"] == "doppelganger" and below is not None and \
                column["slots"][below["pos"]]["card"] is None:
            continue  # copies a card nobody here can see
        shown[c["pos"]] = value
    return shown


def back_face(seat: int) -> CardFace:
    return CardFace("", colour=theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                    face_down=True, seat=seat)


def goal_face(goal: str) -> CardFace:
    domain, value = GOALS[goal]["domain"], GOALS[goal]["value"]
    return CardFace(i18n.t(f"kh.domain.{domain}"), str(value), i18n.t("kh.goal_text",
                    value=value), DOMAIN_COLOURS[domain])

