"""KH-1 Components: influence cards, goal cards and setup facts, loaded once from data/.

Implementation notes:
- Values are half-points (KH-H12): the Assassin's 9½ is 19. Nothing here is ever a float.
- Goal ids are "<domain>_<value>", the two 3s of a domain are "<domain>_3a" / "<domain>_3b".
- The Doppelganger has no printed value (value_half None); its value is found at round end.
- Cards whose meaning depends on an option (KH-10.7 Hermit / Little Giant, KH-10.13
  Doppelganger) read it through `reading`, both in the scoring (round_end.final_values) and
  in `card_help`, which gives every card face and zoom text its value and text key: so the
  help always describes the rule the scoring applies. The default reading's text is
  kh.text.<card>; another reading's is kh.text.<card>.<reading>.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DATA = Path(__file__).with_name("data")


def _load(name: str) -> dict[str, Any]:
    return json.loads((_DATA / name).read_text("utf-8"))


_cards = _load("cards.json")["cards"]
_goals = _load("goals.json")
SETUP: dict[str, Any] = _load("setup.json")

CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in _cards}
CARD_IDS: tuple[str, ...] = tuple(c["id"] for c in _cards)  # one colour's 25-card set
DOMAINS: tuple[str, ...] = tuple(d["id"] for d in _goals["domains"])
COLOURS: tuple[str, ...] = tuple(SETUP["colours"])
ROUNDS: int = SETUP["rounds"]
HAND_SIZE: int = SETUP["hand_size"]


def _goal_cards() -> dict[str, dict[str, Any]]:
    goals: dict[str, dict[str, Any]] = {}
    values = _goals["values_per_domain"]
    for domain in DOMAINS:
        for value in values:
            suffix = "" if values.count(value) == 1 else "ab"[
                sum(1 for g in goals.values() if g["domain"] == domain and g["value"] == value)]
            goals[f"{domain}_{value}{suffix}"] = {"domain": domain, "value": value}
    return goals


GOALS: dict[str, dict[str, Any]] = _goal_cards()


def goal_value(goal: str) -> int:
    return GOALS[goal]["value"]


def goal_domain(goal: str) -> str:
    return GOALS[goal]["domain"]


def card_ref(card: str) -> dict[str, str]:
    """A card name in a log line, looked up in the message catalog when shown."""
    return {"t": f"kh.card.{card}"}


def goal_ref(goal: str) -> dict[str, Any]:
    """Log params naming a goal card: its domain (catalog reference) and value."""
    return {"domain": {"t": f"kh.domain.{goal_domain(goal)}"}, "value": goal_value(goal)}


def printed_half(card: str, domain: str) -> int | None:
    """KH-1.5 / KH-6.8: printed value in half-points; domain cards 12 at home, 8 elsewhere."""
    info = CARDS[card]
    if info.get("domain") == domain:
        return info["value_matching_half"]
    return info["value_half"]


def half_text(half: int) -> str:
    """Half-points for people: 19 -> "9½"."""
    return f"{half // 2}{'½' if half % 2 else ''}"


READING_OPTIONS = {"hermit": "hermit_giant_mode", "little_giant": "hermit_giant_mode",
                   "doppelganger": "doppelganger_copies"}
AURA = "aura"  # hermit_giant_mode: the seed's literal text, every other card changes
ADJUSTED = "adjusted"  # doppelganger_copies: the value after Romeo / Hermit / Little Giant
OTHER_READINGS = (AURA, ADJUSTED)  # the non-default readings, each with its own help text


def reading(card: str, options: dict[str, Any]) -> str | None:
    """The option reading `card` follows in this game (None: the card has no option)."""
    key = READING_OPTIONS.get(card)
    return None if key is None else options[key]


def card_help(card: str, options: dict[str, Any],
              domain: str | None = None) -> tuple[int | None, str]:
    """What a card face says: its value in half-points (under a goal of `domain` the value
    the scoring uses, KH-1.5) and the catalog key of its text under these options."""
    half = CARDS[card]["value_half"] if domain is None else printed_half(card, domain)
    how = reading(card, options)
    return half, f"kh.text.{card}.{how}" if how in OTHER_READINGS else f"kh.text.{card}"
