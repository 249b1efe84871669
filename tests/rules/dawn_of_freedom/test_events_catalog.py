"""Issue #6: every card has a name and an event text in the message catalog (DESIGN §5)."""

import json
from pathlib import Path

from game import i18n
from game.rules.dawn_of_freedom.data import CARDS

from .events_helpers import cards  # noqa: F401

CATALOG = Path(__file__).parents[3] / "game" / "locale" / "en" / "dawn_of_freedom_cards.json"


def test_every_card_has_a_name_and_a_text_of_its_own():
    for number, card in CARDS.items():
        assert i18n.t(f"dof.card.{number}") == card["name"]
        text = i18n.t(f"dof.text.{number}")
        assert text != f"dof.text.{number}" and len(text) > 20, number
        assert text != card["text"], number  # our own wording, not the reference summary


def test_catalog_keys_are_dof_keys_only():
    keys = json.loads(CATALOG.read_text("utf-8"))
    assert all(k.startswith("dof.") for k in keys)
