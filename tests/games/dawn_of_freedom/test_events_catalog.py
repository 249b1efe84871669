"""Issue #6: every card has a name and an event text in the message catalog (DESIGN §5)."""

import json
from pathlib import Path

from game import i18n
from game.games.dawn_of_freedom.rules.data import CARDS

CATALOG = Path(__file__).parents[3] / "game/games/dawn_of_freedom/locale/en/cards.json"


def test_every_card_has_a_name_and_a_text_of_its_own():
    names = set()
    for number in CARDS:
        name = i18n.t(f"dof.card.{number}")
        assert i18n.has(f"dof.card.{number}") and name not in names, number
        names.add(name)
        text = i18n.t(f"dof.text.{number}")
        assert text != f"dof.text.{number}" and len(text) > 20, number
    assert i18n.t("dof.card.23") == "Hungary Scoring"


def test_catalog_keys_are_dof_keys_only():
    keys = json.loads(CATALOG.read_text("utf-8"))
    assert all(k.startswith("dof.") for k in keys)


def test_every_event_is_registered_but_the_scoring_cards_and_the_missing_ones():
    from game.games.dawn_of_freedom.rules import events
    assert set(events.IMPLEMENTED) == {n for n, c in CARDS.items() if not c["scoring"]}


def test_logs_and_prompts_name_cards_through_the_catalog():
    from game.games.dawn_of_freedom.rules import RULES

    from .helpers import act, blank, give, start_round
    state = blank()
    give(state, "com", 15)
    give(state, "dem", 19)
    start_round(state, "com")
    act(state, "com", ["card", 15])
    assert i18n.t(RULES.prompt(state, 0).key, **RULES.prompt(state, 0).params).startswith(
        "Play Honecker for")
    entry = [e for e in state["log"] if e["key"] == "dof.log.play_card"][-1]
    assert entry["params"]["card"] == {"t": "dof.card.15"}
    assert "plays Honecker." in i18n.render_entry(entry)
