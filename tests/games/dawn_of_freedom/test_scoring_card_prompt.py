"""Issue #34 point 9: the prompt for a Scoring card never says its event would do nothing: its
event is the Power Struggle (D89-8.1)."""

from game import i18n
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.common import DEM, seat_of
from game.games.dawn_of_freedom.rules.data import CARDS

from .events_helpers import event_position
from .helpers import act


def test_d89_8_1_a_scoring_cards_prompt_names_its_power_struggle():
    card = next(n for n, c in CARDS.items() if c["scoring"])
    state = event_position(DEM, card, turn=2)
    act(state, DEM, ["card", card])
    prompt = RULES.prompt(state, seat_of(DEM))
    assert prompt.key == "dof.prompt.mode_scoring"
    for lang in ("en", "ko"):
        i18n.set_language(lang)
        try:
            line = i18n.t(prompt.key, **prompt.params)
            assert "nothing" not in line and "아무 효과" not in line
            assert ("Power Struggle" if lang == "en" else "권력투쟁") in line
        finally:
            i18n.set_language("en")
