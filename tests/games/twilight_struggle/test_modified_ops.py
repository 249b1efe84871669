"""TS-7.4 modified Ops (issue #37 points 1 and 4): "a card of at least N Ops" counts the Ops as
modified now (TS-5.3, TS-7.4.2 ex.2, R-21), and the modifiers add up before Containment's and
Brezhnev Doctrine's cap of 4 (spec §7.4), the minimum of 1 still holding."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.cards.events_071_110 import debt_cards
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.operations import card_ops, effective_ops, ops_terms

from .helpers import action_round, give, set_up

BLOCKADE, FIDEL, TRUMAN, ARMS_RACE, DUCK, MARSHALL, BURY_YOU = 10, 8, 19, 39, 4, 23, 50
CONTAINMENT, RED_SCARE, QUAGMIRE, BEAR_TRAP, BREZHNEV = 25, 31, 42, 44, 51


def in_play(state: dict, *cards: int, red_scare_by: int | None = None) -> dict:
    """`cards` are lasting events in play (Red Scare/Purge played by `red_scare_by`)."""
    for card in cards:
        for place in (state["deck"], state["discard"], *state["hands"]):
            if card in place:
                place.remove(card)
        state["lasting"].append(card)
    if red_scare_by is not None:
        state["lasting_owner"] = {str(RED_SCARE): red_scare_by}
    return state


def test_TS_7_4_2_R_21_bear_trap_takes_a_1_ops_card_made_2_by_brezhnev_doctrine():
    state = in_play(set_up(), BREZHNEV, BEAR_TRAP)
    give(state, USSR, [BLOCKADE, FIDEL])
    action_round(state, USSR)
    assert card_ops(state, USSR, BLOCKADE) == 2
    escapes = [a for a in RULES.legal_actions(state, USSR) if a[0] == "escape"]
    assert escapes == [["escape", FIDEL], ["escape", BLOCKADE]]  # both may be discarded


def test_TS_5_3_R_21_quagmire_takes_a_1_ops_card_made_2_by_containment():
    state = in_play(set_up(), CONTAINMENT, QUAGMIRE)
    give(state, US, [TRUMAN, 2])  # Truman Doctrine (1 Ops), Europe Scoring
    action_round(state, US)
    assert ["escape", TRUMAN] in RULES.legal_actions(state, US)
    state = in_play(set_up(), QUAGMIRE)
    give(state, US, [TRUMAN, 2])
    action_round(state, US)
    assert ["escape", TRUMAN] not in RULES.legal_actions(state, US)  # 1 Ops without it


def test_TS_7_4_2_latin_american_debt_crisis_counts_the_us_cards_ops_now():
    state = in_play(set_up(), CONTAINMENT)
    give(state, US, [FIDEL, 2])  # a 2-Ops card is 3 under Containment; scoring cards never
    assert debt_cards(state) == [FIDEL]
    state = in_play(set_up(), RED_SCARE, red_scare_by=USSR)
    give(state, US, [DUCK, MARSHALL])  # the USSR's Red Scare/Purge: 3 Ops count 2
    assert debt_cards(state) == [MARSHALL]


def test_spec_7_4_containment_caps_the_sum_of_the_modifiers_red_scare_included():
    state = in_play(set_up(), CONTAINMENT, RED_SCARE, red_scare_by=USSR)
    assert effective_ops(state, US, MARSHALL) == 4  # 4 + 1 - 1, then "max 4"
    assert effective_ops(state, US, DUCK) == 3  # 3 + 1 - 1
    assert effective_ops(state, US, TRUMAN) == 1  # 1 + 1 - 1
    cards = [t.get("card") for t in ops_terms(state, US, MARSHALL, use="coup")]
    assert cards == [None, RED_SCARE, CONTAINMENT]  # a coup's result names both
    state = in_play(set_up(), CONTAINMENT)
    assert effective_ops(state, US, 6, "asia") == 5  # the cap never takes the China Card's +1


def test_spec_7_4_brezhnev_doctrine_caps_the_sum_of_the_modifiers_red_scare_included():
    state = in_play(set_up(), BREZHNEV, RED_SCARE, red_scare_by=US)
    assert effective_ops(state, USSR, BURY_YOU) == 4  # 4 + 1 - 1, then "max 4"
    assert effective_ops(state, USSR, ARMS_RACE) == 3
    state = in_play(set_up(), BREZHNEV)
    assert effective_ops(state, USSR, BURY_YOU) == 4 and effective_ops(state, USSR, BLOCKADE) == 2
    assert effective_ops(state, US, BLOCKADE) == 1  # TS-7.4.1: the USSR's modifier only
