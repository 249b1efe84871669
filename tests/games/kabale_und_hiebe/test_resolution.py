"""KH-6 end-of-round column resolution and KH-7 awarding, on hand-built columns.

Columns list slots top (nearest the goal) to bottom. Totals are half-points.
"""

from __future__ import annotations

from game.games.kabale_und_hiebe.rules.round_end import resolve_column

from .helpers import DEFAULTS, column, slot


def resolve(col, **options):
    return resolve_column(col, {**DEFAULTS, **options})


def remaining(result):
    return [pos for pos, _ in result["values"]]


# -- KH-1.5 / KH-6.2 Musketeers ---------------------------------------------------------------

def test_KH_1_5_domain_card_is_12_in_its_own_domain_and_8_elsewhere():
    home = resolve(column("alchemy_2", slot(0, "alchemist"), slot(1, "merchant")))
    assert home["totals"] == {"0": 24, "1": 16} and home["winner"] == 0


def test_KH_6_2_musketeers_cancel_wizard_beggar_and_doppelganger_but_not_domain_values():
    res = resolve(column(
        "alchemy_3a",
        slot(0, "musketeers"), slot(1, "king"), slot(1, "wizard"), slot(0, "alchemist"),
        slot(2, "beggar"), slot(0, "doppelganger"),
    ))
    assert res["how"] == "musketeers"
    # King survives (no Wizard), alchemist keeps 12, doppelganger has no value, highest wins
    assert res["totals"] == {"0": 22 + 24, "1": 40 + 14, "2": 8}
    assert res["winner"] == 1
    assert [v for _, v in res["values"]][-1] is None


# -- KH-6.3 Wizard ------------------------------------------------------------------------------

def test_KH_6_3_single_wizard_removes_cards_worth_10_or_more():
    res = resolve(column(
        "fencing_2",
        slot(0, "wizard"), slot(1, "king"), slot(1, "fencing_master"), slot(2, "alchemist"),
        slot(2, "doppelganger"), slot(1, "queen"),
    ))
    # removed: king, fencing master (12 at home), the doppelganger (copies queen), queen
    assert remaining(res) == [0, 3]
    assert res["winner"] == 2 and res["totals"] == {"0": 14, "2": 16}


def test_KH_6_3_wizard_reaches_the_card_under_a_cloak():
    res = resolve(column("trade_1", slot(0, "wizard"), slot(1, "cloak", hidden="queen"),
                         slot(1, "page")))
    # the Queen under the Cloak goes; the Cloak itself (worth 0) stays in its slot (seed)
    assert [(c["pos"], c["card"]) for c in res["removed"]] == [(1, "queen")]
    assert remaining(res) == [0, 1, 2] and res["winner"] == 0


def test_KH_6_1_wizard_takes_the_card_under_a_cloak_but_the_cloak_stays_in_a_beggar_column():
    # seed: the Wizard also affects the card under the Cloak; a player left with only a Cloak
    # in a Beggar column has the lowest total, 0, and wins it
    res = resolve(column("trade_3a", slot(0, "cloak", hidden="king"), slot(1, "beggar"),
                         slot(1, "wizard")))
    assert [c["card"] for c in res["removed"]] == ["king"]
    assert res["how"] == "lowest" and res["totals"] == {"0": 0, "1": 8 + 14}
    assert res["winner"] == 0


def test_KH_6_1_witch_takes_the_cloak_and_the_small_card_under_it():
    res = resolve(column("trade_3a", slot(0, "witch"), slot(1, "cloak", hidden="page"),
                         slot(2, "cloak", hidden="queen")))
    assert sorted(c["card"] for c in res["removed"]) == ["cloak", "cloak", "page"]
    assert res["totals"] == {"0": 2, "2": 32} and res["winner"] == 2


def test_KH_6_1_doppelganger_above_a_cloak_copies_the_hidden_card():
    res = resolve(column("music_5", slot(0, "doppelganger"), slot(1, "cloak", hidden="queen")))
    assert res["totals"] == {"0": 32, "1": 32}
    res = resolve(column("music_5", slot(0, "doppelganger"), slot(1, "cloak", hidden="queen"),
                         slot(2, "wizard")))
    assert sorted(c["card"] for c in res["removed"]) == ["doppelganger", "queen"]
    assert res["totals"] == {"1": 0, "2": 14}


def test_KH_6_3_two_wizards_neutralise_each_other():
    res = resolve(column("music_2", slot(0, "wizard"), slot(1, "king"), slot(2, "wizard")))
    assert remaining(res) == [0, 1, 2] and res["winner"] == 1


# -- KH-6.4 Witch -------------------------------------------------------------------------------

def test_KH_6_4_single_witch_removes_others_worth_9_or_less_but_not_the_assassin():
    res = resolve(column(
        "trade_3a",
        slot(0, "witch"), slot(1, "page"), slot(1, "assassin"), slot(2, "storm"),
        slot(2, "doppelganger"),
    ))
    # page and storm go; 9½ survives; the bottom doppelganger has no value: kept, no part
    assert remaining(res) == [0, 2, 4]
    assert res["totals"] == {"0": 2, "1": 19} and res["winner"] == 1


def test_KH_6_4_two_witches_neutralise_each_other():
    res = resolve(column("trade_1", slot(0, "witch"), slot(1, "romeo"), slot(2, "witch")))
    assert remaining(res) == [0, 1, 2] and res["winner"] == 1


def test_KH_6_4_witch_acts_after_wizard_and_can_remove_it():
    res = resolve(column("religion_2", slot(0, "king"), slot(1, "wizard"), slot(2, "witch")))
    assert remaining(res) == [2] and res["winner"] == 2


# -- KH-6.5 Prince & Page -----------------------------------------------------------------------

def test_KH_6_5_prince_and_page_of_one_owner_win_outright():
    res = resolve(column("agriculture_2", slot(1, "king"), slot(0, "prince"), slot(0, "page")))
    assert res["winner"] == 0 and res["how"] == "prince_page"


def test_KH_6_5_several_pairs_nearest_qualifying_card_wins():
    res = resolve(column("agriculture_4", slot(1, "page"), slot(0, "prince"), slot(0, "page"),
                         slot(1, "prince")))
    assert res["winner"] == 1


def test_KH_6_5_pair_broken_by_the_wizard_does_not_win():
    res = resolve(column("agriculture_3a", slot(0, "prince"), slot(0, "page"), slot(1, "wizard"),
                         slot(1, "merchant")))
    assert res["how"] == "highest" and res["winner"] == 1  # merchant 8 + wizard 7 > page 2


# -- KH-6.6 values ------------------------------------------------------------------------------

def test_KH_6_6_romeo_is_15_with_his_own_juliet_else_5():
    paired = resolve(column("music_2", slot(0, "romeo"), slot(0, "juliet"), slot(1, "king"),
                            slot(1, "page")))
    assert paired["totals"] == {"0": 58, "1": 44} and paired["winner"] == 0
    foreign = resolve(column("music_2", slot(0, "romeo"), slot(1, "juliet")))
    assert foreign["totals"] == {"0": 10, "1": 28}


def test_KH_6_6_hermit_self_mode_loses_1_per_other_card():
    res = resolve(column("music_4", slot(0, "hermit"), slot(1, "page"), slot(1, "romeo"),
                         slot(2, "beggar")))
    assert dict(res["values"])[0] == 24 - 2 * 3


def test_KH_6_6_little_giant_self_mode_gains_3_per_other_card():
    res = resolve(column("music_4", slot(0, "little_giant"), slot(1, "king"), slot(1, "queen")))
    assert dict(res["values"])[0] == 4 + 6 * 2


def test_KH_10_7_aura_mode_hermit_and_giant_change_the_other_cards():
    res = resolve(column("music_4", slot(0, "hermit"), slot(1, "little_giant"), slot(2, "king")),
                  hermit_giant_mode="aura")
    values = dict(res["values"])
    assert values == {0: 24 + 6, 1: 4 - 2, 2: 40 - 2 + 6}


def test_KH_6_6_doppelganger_copies_the_card_below_through_a_chain():
    res = resolve(column("trade_2", slot(0, "doppelganger"), slot(0, "doppelganger"),
                         slot(1, "queen")))
    assert res["totals"] == {"0": 64, "1": 32} and res["winner"] == 0


def test_KH_6_6_doppelganger_with_nothing_below_has_no_value():
    res = resolve(column("trade_2", slot(1, "page"), slot(0, "doppelganger")))
    assert res["totals"] == {"1": 4}


def test_KH_11_doppelganger_copies_base_value_by_default_or_adjusted_by_option():
    col = column("trade_2", slot(0, "juliet"), slot(0, "doppelganger"), slot(0, "romeo"))
    assert dict(resolve(col)["values"])[1] == 10
    assert dict(resolve(col, doppelganger_copies="adjusted")["values"])[1] == 30


def test_KH_6_6_dragon_costs_other_owners_2_per_card_not_below_0_and_stacks():
    res = resolve(column("fencing_2", slot(0, "dragon"), slot(1, "king"), slot(1, "page"),
                         slot(2, "dragon")))
    values = dict(res["values"])
    assert values == {0: 22 - 4, 1: 40 - 8, 2: 0, 3: 22 - 4}


# -- KH-6.7 / KH-7 awarding ----------------------------------------------------------------------

def test_KH_6_7_beggar_lowest_total_wins_tie_goes_to_the_farthest_card():
    res = resolve(column("religion_3a", slot(0, "beggar"), slot(1, "page"), slot(1, "page"),
                         slot(2, "king")))
    assert res["how"] == "lowest" and res["winner"] == 1  # page 2 < beggar 4 < king 20
    tie = resolve(column("religion_3a", slot(0, "beggar"), slot(1, "beggar"), slot(2, "king")))
    assert tie["winner"] == 1  # 4 = 4, player 1's card is farther from the goal


def test_KH_7_1_empty_cloak_counts_as_0_and_can_win_a_beggar_column():
    res = resolve(column("religion_2", slot(0, "beggar"), slot(1, "cloak"),
                         slot(2, "doppelganger")))
    # player 2's doppelganger copies nothing: no participant; player 1's empty cloak is 0
    assert res["totals"] == {"0": 8, "1": 0} and res["winner"] == 1


def test_KH_6_1_cloak_slot_counts_as_the_hidden_card():
    res = resolve(column("religion_2", slot(0, "cloak", hidden="king"), slot(1, "queen")))
    assert res["totals"] == {"0": 40, "1": 32} and res["winner"] == 0


def test_KH_7_3_tie_goes_to_the_card_nearest_the_goal():
    # seed distribution example 1: blue and white tie at 16, blue's card is nearer
    res = resolve(column("alchemy_2", slot(1, "queen"), slot(0, "alchemist"),
                         slot(0, "witch"), slot(0, "witch"), slot(0, "witch")))
    assert res["totals"] == {"0": 24 + 6, "1": 32}
    tie = resolve(column("fencing_2", slot(1, "queen"), slot(0, "merchant"),
                         slot(0, "merchant")))
    assert tie["totals"] == {"0": 32, "1": 32} and tie["winner"] == 1


def test_KH_7_4_nobody_participating_leaves_the_goal_unawarded():
    res = resolve(column("fencing_1", slot(0, "doppelganger")))
    assert res["winner"] is None and res["how"] == "nobody"
