"""What the players read: the in-app rules summary (KH-8.2 scoring, house readings)."""

from __future__ import annotations

from game import i18n
from game.games.kabale_und_hiebe.rules import RULES
from game.games.kabale_und_hiebe.rules.components import DOMAINS, ROUNDS
from game.games.kabale_und_hiebe.rules.scoring import EXTRA_GOAL_COST, FULL_SET_FACTOR, final_score

SUMMARY = "kh.rules_summary"


def test_KH_8_2_rules_summary_states_the_scoring_codes_numbers():
    text = i18n.t(SUMMARY)
    assert f"{ROUNDS} rounds" in text
    assert f"all {len(DOMAINS)} domains you may score the set instead" in text
    assert f"one goal card per domain, their sum ×{FULL_SET_FACTOR}" in text
    assert f"minus {EXTRA_GOAL_COST} point for each other goal card" in text
    assert "The better result counts" in text
    assert "doubles your score" not in text and "count against you" not in text


def test_KH_8_2_the_full_set_is_a_choice_the_better_result_counts():
    # seed example: 1, 4, 5 + 3, 2, 2, 1 -> (1+4+5+2+2+1) x 2 - 1 = 29; plain would be 18
    goals = ["alchemy_1", "fencing_4", "agriculture_5", "agriculture_3a", "trade_2",
             "religion_2", "music_1"]
    assert final_score(goals) == FULL_SET_FACTOR * 15 - EXTRA_GOAL_COST * 1
    # a full set with many extra cards is worse than the plain sum: the plain sum counts
    many = ["alchemy_1", "fencing_1", "agriculture_1", "trade_1", "religion_1", "music_1",
            "music_5", "music_4", "music_3a", "music_3b", "music_2"]
    plain = 6 + 5 + 4 + 3 + 3 + 2
    assert FULL_SET_FACTOR * (5 + 5) - EXTRA_GOAL_COST * 5 < plain
    assert final_score(many) == plain


def test_KH_10_house_readings_are_listed_with_their_options():
    text = i18n.t(SUMMARY)
    assert "House readings:" in text
    readings = text.split("House readings:", 1)[1]
    for option in RULES.options:
        label = i18n.t(f"kh.option.{option.key}")
        assert label in readings, option.key
        for choice in option.choices:
            if choice != option.default:
                assert i18n.t(f"kh.option.{option.key}.{choice}") in readings
    bullets = [line for line in readings.splitlines() if line.startswith("•")]
    for words in ("Hermit and Little Giant", "rulebook's literal wording", "Not in the rulebook",
                  "Won goal cards lie face up", "Assassin kills", "Wizard or Witch removes",
                  "Traitor's swap that ends the round"):
        assert any(words in b for b in bullets), words


def test_KH_10_7_card_help_follows_the_options_like_the_scoring():
    from game.games.kabale_und_hiebe.rules.components import card_help

    default, aura = RULES.resolve_options({}), RULES.resolve_options(
        {"hermit_giant_mode": "aura", "doppelganger_copies": "adjusted"})
    for card in ("hermit", "little_giant"):
        assert card_help(card, default)[1] == f"kh.text.{card}"
        assert card_help(card, aura)[1] == f"kh.text.{card}.aura"
        assert i18n.t(f"kh.text.{card}.aura") != i18n.t(f"kh.text.{card}")
        assert "every other card" in i18n.t(f"kh.text.{card}.aura")
    assert card_help("doppelganger", aura)[1] == "kh.text.doppelganger.adjusted"
    assert card_help("doppelganger", default)[1] == "kh.text.doppelganger"


def test_KH_1_5_card_help_shows_the_value_the_scoring_uses_under_a_goal():
    from game.games.kabale_und_hiebe.rules.components import card_help, printed_half

    options = RULES.resolve_options({})
    assert card_help("merchant", options)[0] == 16  # in hand: the plain 8
    assert card_help("merchant", options, "trade")[0] == printed_half("merchant", "trade") == 24
    assert card_help("merchant", options, "music")[0] == printed_half("merchant", "music") == 16


def _round_end_with_cloak_beggar_and_witch():
    """Column 1: Cloak (seat 0) over a King, Beggar and Wizard (seat 1); column 2: a Witch and
    a Page; seat 1 fills column 2 and ends the round."""
    from .helpers import column, play, position, slot

    state = position(2, [column("trade_3a", slot(0, "cloak", hidden="king"), slot(1, "beggar"),
                                slot(1, "wizard")),
                         column("music_2", slot(0, "witch"))],
                     [["queen"], ["page"]], turn=1)
    play(state, 1, "page", 1)
    assert state["round"] == 2
    return state


def _lines(state, key):
    return [i18n.render_entry(e, ["Ann", "Bo"]) for e in state["log"] if e["key"] == key]


def test_KH_6_7_log_says_the_lowest_total_wins_a_beggar_column():
    state = _round_end_with_cloak_beggar_and_witch()
    assert _lines(state, "kh.goal_won_lowest") == [
        "Ann wins column 1 (Trade 3) with the lowest total, 0: a Beggar is there."]
    assert not any("column 1" in line for line in _lines(state, "kh.goal_won"))


def test_KH_6_3_KH_6_4_log_names_the_cards_a_wizard_or_witch_removes():
    state = _round_end_with_cloak_beggar_and_witch()
    assert _lines(state, "kh.removed_by_wizard") == ["The Wizard removes Ann's King from column 1."]
    assert _lines(state, "kh.removed_by_witch") == ["The Witch removes Bo's Page from column 2."]


def test_KH_5_1_log_names_the_card_under_a_cloak_when_it_turns_up():
    state = _round_end_with_cloak_beggar_and_witch()
    assert _lines(state, "kh.cloak_revealed") == ["Under Ann's Cloak in column 1: the King."]
