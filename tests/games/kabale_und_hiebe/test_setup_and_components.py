"""KH-1 components and KH-2 setup."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.kabale_und_hiebe.rules import RULES
from game.games.kabale_und_hiebe.rules.components import CARD_IDS, CARDS, DOMAINS, GOALS, goal_value


def test_KH_1_4_every_value_is_an_integer_half_point():
    assert len(CARD_IDS) == 25
    for card in CARDS.values():
        assert card["value_half"] is None or isinstance(card["value_half"], int)
        # KH-1.4: every card has a name and an ability text for players, in the catalog.
        assert i18n.has(f"kh.card.{card['id']}") and i18n.has(f"kh.text.{card['id']}")
    assert CARDS["assassin"]["value_half"] == 19
    assert CARDS["doppelganger"]["value_half"] is None
    assert CARDS["king"]["value_half"] == 40


def test_KH_1_2_goal_cards_six_domains_values_1_2_3_3_4_5():
    assert len(GOALS) == 36
    for domain in DOMAINS:
        values = sorted(g["value"] for g in GOALS.values() if g["domain"] == domain)
        assert values == [1, 2, 3, 3, 4, 5]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_KH_2_2_and_KH_2_4_hands_decks_and_goal_piles(players):
    state = RULES.setup(5, players, {})
    for seat in range(players):
        cards = state["hands"][seat] + state["decks"][seat]
        assert len(state["hands"][seat]) == 3 and sorted(cards) == sorted(CARD_IDS)
    assert [len(p) for p in state["goal_piles"]] == [5] * players  # one pile each, 1 dealt
    assert len(state["columns"]) == players and state["round"] == 1
    used = len(state["goal_box"]) + len(state["goals_out"]) + 6 * players
    assert used == 36


def test_KH_2_3_two_players_remove_the_value_1_goals_by_default():
    state = RULES.setup(3, 2, {})
    in_play = [c["goal"] for c in state["columns"]] + sum(state["goal_piles"], [])
    assert all(goal_value(g) > 1 for g in in_play + state["goal_box"])
    assert sorted(goal_value(g) for g in state["goals_out"]) == [1] * 6
    off = RULES.setup(3, 2, {"two_player_remove_ones": False})
    assert off["goals_out"] == [] and len(off["goal_box"]) == 24


def test_KH_10_options_are_validated():
    with pytest.raises(ValueError):
        RULES.setup(1, 3, {"hermit_giant_mode": "sideways"})
    with pytest.raises(ValueError):
        RULES.setup(1, 7, {})
