"""Player actions (BR-7), movement and evasion (BR-8), losing every ship (BR-13), with the
seed's worked examples as scenarios with forced rolls."""

from __future__ import annotations

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.common import FRAMES
from game.games.blockade_runner.rules.move import dice_count, evasion_value

from .helpers import act, clean, first_turn, give_ship, put_in_hand, seat_on_turn


def _turn(port: str = "NAS", **options):
    state = first_turn(port=port, **options)
    return state, seat_on_turn(state)


def test_BR_7_3_load_pays_per_unit_and_stops_at_capacity():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "WIL")  # Wilmington: 1 cotton, 1 tobacco
    cash = state["cash"][seat]
    act(state, ["load", "lizzie"], ["take", "cotton"], ["take", "tobacco"])
    assert state["cash"][seat] == cash - 1 - 4
    assert state["ships"]["lizzie"]["cargo"]["cotton"] == 1
    assert FRAMES.top(state)["name"] == "turn" and FRAMES.top(state)["left"] == 3
    clean(state)


def test_BR_7_3_war_goods_load_free_in_a_neutral_port():
    state, seat = _turn()
    give_ship(state, seat, "robert_e_lee", "NAS")
    cash = state["cash"][seat]
    act(state, ["load", "robert_e_lee"], ["take", "war_goods"], ["take", "war_goods"], ["done"])
    assert state["cash"][seat] == cash and state["goods"]["NAS"]["war_goods"] == 2


def test_BR_7_4a_seed_example_robert_e_lee_sells_tobacco_and_fills_the_cotton_box():
    state, seat = _turn()
    give_ship(state, seat, "robert_e_lee", "HAV", tobacco=1, cotton=2)
    state["prices"]["cotton"] = 12
    state["sold_box"]["cotton"] = 1  # two free spaces
    state["ledger"]["goods_in"] += 1
    cash = state["cash"][seat]
    act(state, ["unload", "robert_e_lee"])
    assert state["cash"][seat] == cash + 16 + 24  # both cotton at the price when it began
    assert state["sold_box"] == {"cotton": 0, "tobacco": 1, "black_market": 0}
    assert state["prices"]["cotton"] == 10 and state["prices"]["tobacco"] == 16
    clean(state)


def test_BR_7_4b_war_goods_pay_1_each_and_count_as_delivered():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "GAL", war_goods=2)
    cash = state["cash"][seat]
    act(state, ["unload", "lizzie"])
    assert state["cash"][seat] == cash + 2 and state["delivered"][seat] == 2
    clean(state)


def test_BR_7_4c_bribe_when_black_market_outnumbers_war_goods():
    state, seat = _turn()
    give_ship(state, seat, "robert_e_lee", "SAV", black_market=2, war_goods=1)
    cash = state["cash"][seat]
    act(state, ["unload", "robert_e_lee"])
    assert state["cash"][seat] == cash + 2 * (20 - 5) + 1
    give_ship(state, seat, "condor", "SAV", black_market=1, war_goods=1)
    cash = state["cash"][seat]
    act(state, ["unload", "condor"])
    assert state["cash"][seat] == cash + 20 + 1  # no bribe when they are equal


def test_BR_7_4_goods_sell_only_at_their_kind_of_port():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "NAS", war_goods=1, black_market=1)
    assert ["unload", "lizzie"] not in RULES.legal_actions(state, seat)
    give_ship(state, seat, "lizzie", "CHS", cotton=1)
    assert ["unload", "lizzie"] not in RULES.legal_actions(state, seat)


def test_BR_8_3_seed_example_lizzie_with_a_captain_runs_into_galveston():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "HS8", war_goods=2)
    state["ships"]["lizzie"]["captain"] = True
    state["blockade"]["GAL"], state["defense"]["GAL"] = 2, 2
    put_in_hand(state, seat, "captain")
    state["hands"][seat].remove("captain")  # the Captain card rides on the ship
    assert evasion_value(state, "lizzie", "GAL") == 3
    state["rng"]["forced_rolls"] = [2, 7]
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"], ["stop"])
    assert state["ships"]["lizzie"]["zone"] == "GAL" and not state["ships"]["lizzie"]["lost"]


def test_BR_8_3_every_die_above_the_value_captures_the_ship_and_its_cargo():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "HS8", war_goods=2)
    state["blockade"]["GAL"], state["defense"]["GAL"] = 2, 2
    state["rng"]["forced_rolls"] = [3, 8]  # V = 2
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"])
    assert state["ships"]["lizzie"]["lost"] and state["ships"]["lizzie"]["owner"] is None
    clean(state)


def test_BR_8_2_a_ship_rolls_when_leaving_a_blockaded_start_zone_once_per_entry():
    state, seat = _turn()
    give_ship(state, seat, "hebe", "GAL")
    state["blockade"]["GAL"] = 1
    state["hss"] = "HS7"
    draws = state["rng"]["counter"]
    state["rng"]["forced_rolls"] = [1, 1, 1, 1]
    act(state, ["move"], ["ship", "hebe"], ["to", "HS8"])  # leaving GAL: one roll
    assert state["rng"]["counter"] == draws + 2
    act(state, ["to", "HS7"])  # entering the HSS zone: one roll, of one die (BR-4.6)
    assert state["rng"]["counter"] == draws + 3
    act(state, ["to", "HAV"])  # leaving it: none
    assert state["rng"]["counter"] == draws + 3 and state["ships"]["hebe"]["zone"] == "HAV"


def test_BR_8_4_jettison_dumps_all_cargo_and_adds_the_empty_ship_step():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "NAS", war_goods=2)
    act(state, ["move"], ["ship", "lizzie"])
    assert FRAMES.top(state)["name"] == "move"
    act(state, ["jettison"], ["to", "HS4"], ["to", "HS3"], ["to", "SAV"])
    assert state["ships"]["lizzie"]["cargo"]["war_goods"] == 0
    assert state["ships"]["lizzie"]["zone"] == "SAV"  # 3 links: speed 2 + 1 empty
    clean(state)


def test_BR_7_5_speed_plus_one_when_empty_and_no_stop_in_a_captured_port():
    state, seat = _turn()
    give_ship(state, seat, "kate", "NAS")
    state["captured"].append("FER")
    act(state, ["move"], ["ship", "kate"], ["to", "HS4"])
    legal = RULES.legal_actions(state, seat)
    assert ["to", "FER"] in legal  # two steps left: it may pass through
    act(state, ["to", "FER"])
    assert ["stop"] not in RULES.legal_actions(state, seat)
    act(state, ["to", "HS3"])
    assert state["ships"]["kate"]["zone"] == "HS3"  # allowance 3 used up: stopped


def test_BR_15_three_dice_option():
    state, seat = _turn(three_dice=True)
    assert dice_count(state, "GAL") == 3
    state2, _ = _turn()
    assert dice_count(state2, "GAL") == 2


def test_BR_7_6_seed_example_galveston_fund_15k_buys_three_levels():
    state, seat = _turn()
    put_in_hand(state, seat, "ironclad")
    state["blockade"]["GAL"], state["defense"]["GAL"] = 2, 2
    state["cash"][seat] = 12
    state["ledger"]["start"] += 12 - 15
    act(state, ["card", "ironclad"], ["port", "GAL"])
    assert state["blockade"]["GAL"] == 1 and state["fund"] == 5
    act(state, *[["give"]] * 10)
    assert state["fund"] == 15 and state["cash"][seat] == 2
    act(state, ["raise", "GAL"], ["raise", "GAL"], ["raise", "GAL"])
    assert state["defense"]["GAL"] == 5 and state["fund"] == 0
    assert ["raise", "GAL"] not in RULES.legal_actions(state, seat)
    act(state, ["done"])
    assert FRAMES.top(state)["name"] == "turn"
    clean(state)


def test_BR_7_6_forgoing_the_effect_puts_10k_in_the_fund():
    state, seat = _turn()
    card = state["hands"][seat][0]
    act(state, ["card", card], ["forgo"])
    assert state["fund"] == 10 and card in state["discard"]
    assert len(state["hands"][seat]) == 6  # a replacement was drawn
    clean(state)


def test_BR_7_7_auction_clockwise_pass_is_out_winner_pays_and_docks():
    state, seat = _turn()
    other = 1 - seat
    state["cash"] = [40, 40]
    state["ledger"]["start"] = 80
    act(state, ["auction"], ["ship", "flora"])  # opens at 30
    assert RULES.active_seats(state) == [other]
    act(state, ["bid", 32])
    assert RULES.active_seats(state) == [seat]
    act(state, ["pass"])
    assert state["ships"]["flora"]["owner"] == other and state["cash"][other] == 8
    assert FRAMES.top(state)["name"] == "dock" and RULES.active_seats(state) == [other]
    act(state, ["port", "CHS"])
    # the initiator lost: may auction another ship; the winner sits out
    assert FRAMES.top(state)["name"] == "auction" and FRAMES.top(state)["winners"] == [other]
    act(state, ["ship", "ella"])  # unowned at this seed
    assert state["ships"]["ella"]["owner"] == seat  # nobody else may bid: bought at 10
    act(state, ["port", "NAS"])
    assert FRAMES.top(state)["name"] == "turn" and state["cash"][seat] == 30
    clean(state)


def test_BR_7_8_rail_pays_load_cost_plus_1_per_section():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "CHS")
    cash = state["cash"][seat]
    act(state, ["rail", "lizzie"])
    assert ["from", "COL"] in RULES.legal_actions(state, seat)
    act(state, ["from", "AUG"], ["take", "cotton"])  # CHS-COL-AUG: 2 sections
    assert state["cash"][seat] == cash - 3 and state["goods"]["AUG"]["cotton"] == 1
    state["captured"].append("COL")
    act(state, ["done"])
    assert ["rail", "lizzie"] not in RULES.legal_actions(state, seat)  # Columbia blocks it


def test_BR_15_rail_not_an_action_costs_5_once_per_turn_and_no_action():
    state, seat = _turn(rail_not_an_action=True)
    give_ship(state, seat, "lizzie", "CHS")
    cash = state["cash"][seat]
    act(state, ["rail", "lizzie"], ["from", "COL"], ["take", "cotton"])
    assert state["cash"][seat] == cash - 5 - 2 and FRAMES.top(state)["left"] == 4
    act(state, ["rail", "lizzie"], ["from", "AUG"], ["take", "cotton"])  # COL is empty now
    assert state["cash"][seat] == cash - 5 - 2 - 3 and FRAMES.top(state)["left"] == 4


def test_BR_7_2_top_deliverer_gets_a_fifth_action():
    state, seat = _turn()
    state["bonus"] = [seat]
    from game.games.blockade_runner.rules.year import start_turn

    start_turn(state, seat)
    assert FRAMES.top(state)["left"] == 5


def test_BR_13_a_player_without_ships_gets_the_cheapest_and_5k():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "HS8")
    state["blockade"]["GAL"], state["defense"]["GAL"] = 6, 1
    cash = state["cash"][seat]
    state["rng"]["forced_rolls"] = [8, 8]
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"])
    assert state["ships"]["lizzie"]["lost"]
    dock = FRAMES.top(state)
    assert dock["name"] == "dock" and state["cash"][seat] == cash + 5
    assert state["ships"][dock["ship"]]["owner"] == seat
    assert {a[1] for a in RULES.legal_actions(state, seat)} == {"BER", "NAS", "HAV", "PAP",
                                                               "MAT"}
    act(state, ["port", "HAV"])
    assert FRAMES.top(state)["name"] == "move"
    clean(state)


def test_BR_7_1_end_gives_up_the_rest_of_the_turn():
    state, seat = _turn()
    act(state, ["end"])
    assert FRAMES.top(state)["seat"] != seat
