"""Setup (BR-2), the Union action (BR-4), commodities (BR-5), turn order (BR-6), the end
(BR-14), with the seed's worked examples as scenarios."""

from __future__ import annotations

from collections import Counter

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.common import FRAMES, fleet
from game.games.blockade_runner.rules.data import BY_COUNT, PRINTED_DEFENSE, ship_type
from game.games.blockade_runner.rules.year import (
    assault,
    blockade_phase,
    commodity_phase,
    final_scoring,
    hss_phase,
    inland_phase,
    order_phase,
)

from .helpers import clean, first_turn, give_ship


def test_BR_2_4_cash_ships_and_cards_by_player_count():
    for players, row in BY_COUNT.items():
        state = RULES.setup(3, players, {})
        assert state["cash"] == [row["cash_k"]] * players
        for seat in range(players):
            assert Counter(ship_type(s) for s in fleet(state, seat)) == Counter(row["ships"])
            assert len(state["hands"][seat]) == row["action_cards"]
        clean(state)


def test_BR_2_5_ships_are_placed_clockwise_one_at_a_time_from_the_start_player():
    state = RULES.setup(5, 3, {})
    start = state["start_player"]
    seen = []
    while FRAMES.top(state)["name"] == "place":
        seat = RULES.active_seats(state)[0]
        seen.append(seat)
        action = RULES.legal_actions(state, seat)[0]
        assert action[2] in PRINTED_DEFENSE or action[2] in ("BER", "NAS", "HAV", "PAP", "MAT")
        RULES.apply(state, seat, action)
    assert seen == [(start + i) % 3 for i in range(3)] * 4


def test_BR_15_catch_up_cash_gives_each_later_seat_2k_more():
    state = RULES.setup(5, 4, {"catch_up_cash": True})
    start = state["start_player"]
    assert [state["cash"][(start + i) % 4] for i in range(4)] == [8, 10, 12, 14]


def test_BR_4_1_first_year_draws_7_cards_with_1_assault():
    state = first_turn()
    assert sum(state["blockade"].values()) >= 6  # six +1 cards (the assault may add 2 more)
    assert not any(e["key"] == "br.city_captured" for e in state["log"])
    assert state["hss"] is None


def test_BR_4_2_seed_example_13_war_goods_draw_5_cards_4_raise_1_assaults():
    state = first_turn()
    state["year"] = 1864
    state["delivered"] = [8, 5]
    state["blockade"] = {p: 0 for p in state["blockade"]}
    frame = {"assaults": []}
    blockade_phase(state, frame)
    assert state["war_goods_last"] == 13
    assert sum(state["blockade"].values()) == 4 and len(frame["assaults"]) == 1
    assert state["bonus"] == [0]  # BR-7.2: most war goods last year


def test_BR_4_2_a_blockade_at_6_lowers_defense_instead_never_below_printed():
    state = first_turn()
    state["year"] = 1863
    state["delivered"] = [20, 0]  # 2 cards: 1 raise, 1 assault
    for port in state["blockade"]:
        state["blockade"][port] = 6
        state["defense"][port] = PRINTED_DEFENSE[port] + 1
    blockade_phase(state, {"assaults": []})
    lowered = [p for p in PRINTED_DEFENSE if state["defense"][p] == PRINTED_DEFENSE[p]]
    assert len(lowered) == 1 and max(state["blockade"].values()) == 6


def test_BR_4_3_seed_example_charleston_blockade_2_defense_4_is_captured_and_ships_flee():
    state = first_turn()
    seat = FRAMES.top(state)["seat"]
    give_ship(state, seat, "lizzie", "CHS")
    state["blockade"]["CHS"], state["defense"]["CHS"] = 2, 4
    state["rng"]["forced_rolls"] = [1, 1]  # the evasion roll of BR-4.4
    assault(state, "CHS")
    assert "CHS" in state["captured"] and state["goods"]["CHS"] == {"cotton": 0}
    flight = FRAMES.top(state)
    assert flight["name"] == "move" and flight["only"] == ["lizzie"]
    assert ["ship", "lizzie"] in RULES.legal_actions(state, seat)
    RULES.apply(state, seat, ["ship", "lizzie"])
    assert ["stop"] not in RULES.legal_actions(state, seat)  # must leave the zone
    RULES.apply(state, seat, ["to", "HS2"])
    RULES.apply(state, seat, ["stop"])
    assert state["ships"]["lizzie"]["zone"] == "HS2" and FRAMES.top(state)["name"] == "turn"
    clean(state)


def test_BR_4_3_an_assault_short_of_the_defense_only_raises_the_blockade():
    state = first_turn()
    state["blockade"]["WIL"], state["defense"]["WIL"] = 1, 5
    assault(state, "WIL")
    assert "WIL" not in state["captured"] and state["blockade"]["WIL"] == 3


def test_BR_4_4_a_ship_that_fails_the_capture_roll_is_lost():
    state = first_turn()
    seat = FRAMES.top(state)["seat"]
    give_ship(state, seat, "lizzie", "CHS")
    state["blockade"]["CHS"], state["defense"]["CHS"] = 4, 4
    state["rng"]["forced_rolls"] = [8, 8]  # V = 2 + 1 + 4 - 6 = 1: both dice above
    assault(state, "CHS")
    assert state["ships"]["lizzie"]["lost"] and FRAMES.top(state)["name"] == "turn"


def test_BR_4_5_inland_capture_rolls_2_dice_and_rerolls_a_captured_city():
    state = first_turn()
    state["captured"].append("MON")  # 7 on the chart
    state["rng"]["forced_rolls"] = [3, 4, 1, 1]  # 7 (taken) then 2 -> Houston
    inland_phase(state, 1)
    assert state["captured"][-1] == "HOU" and state["goods"]["HOU"] == {"cotton": 0}


def test_BR_4_6_high_seas_squadron_goes_to_the_rolled_zone():
    state = first_turn()
    state["rng"]["forced_rolls"] = [5]
    hss_phase(state)
    assert state["hss"] == "HS5"


def test_BR_5_1_prices_rise_1_or_2_when_unsold_and_BR_5_2_refills_except_captured():
    state = first_turn()
    state["year"] = 1862
    state["sold_this_year"] = {"cotton": True, "tobacco": False, "black_market": False}
    for place in ("SAV", "MOB"):  # emptied by loads (booked as cubes gone)
        state["ledger"]["goods_out"] += state["goods"][place]["cotton"]
        state["goods"][place]["cotton"] = 0
    state["captured"].append("MOB")
    commodity_phase(state)
    assert state["prices"] == {"cotton": 12, "tobacco": 20, "black_market": 24}
    assert state["goods"]["SAV"]["cotton"] == 2 and state["goods"]["MOB"]["cotton"] == 0
    clean(state)


def test_BR_6_1_turn_order_lowest_capacity_then_less_cash():
    state = RULES.setup(2, 3, {})
    caps = {0: ["kate"], 1: ["lizzie"], 2: ["hebe"]}  # capacities 1, 2, 1
    for ship in state["ships"].values():
        ship["owner"] = None
    for seat, ships in caps.items():
        for s in ships:
            state["ships"][s]["owner"] = seat
    state["cash"] = [9, 1, 3]
    order_phase(state)
    assert state["order"] == [2, 0, 1]


def _three_fleets_worth_25() -> dict:
    state = RULES.setup(2, 3, {})
    for ship in state["ships"].values():
        ship["owner"] = None
    state["ships"]["kate"]["owner"] = 0  # 2/1, 10
    state["ships"]["banshee"]["owner"] = 1  # 3/1, 15
    state["ships"]["ella"]["owner"] = 2  # 2/1, 10
    state["cash"] = [15, 10, 15]
    return state


def test_BR_14_scoring_cash_plus_ship_prices_ties_by_capacity_then_speed():
    state = _three_fleets_worth_25()
    final_scoring(state)
    assert state["final"]["scores"] == [25, 25, 25]
    assert state["final"]["winners"] == [1]  # equal capacity, Banshee is faster
    state["ships"]["ella"]["captain"] = True
    state["final"] = None
    final_scoring(state)
    assert state["final"]["winners"] == [1, 2]  # BR-14.2: a Captain counts; then a draw


def test_BR_14_2_final_says_which_tie_break_decided_with_cash_and_ship_value():
    state = _three_fleets_worth_25()
    final_scoring(state)
    final = state["final"]
    assert final["decided_by"] == "speed" and final["winners"] == [1]
    assert final["cash"] == [15, 10, 15] and final["ship_value"] == [10, 15, 10]
    assert final["capacity"] == [1, 1, 1] and final["speed"] == [2, 3, 2]
    state["ships"]["ella"]["captain"] = True
    final_scoring(state)
    assert state["final"]["decided_by"] == "shared"
    state["cash"][2] += 1
    final_scoring(state)
    assert state["final"]["decided_by"] == "score" and state["final"]["winners"] == [2]
    state["ships"]["kate"]["owner"] = 1  # seat 1: 15 + 25 with capacity 2
    state["cash"] = [0, 15, 30]
    final_scoring(state)
    assert state["final"]["scores"][1:] == [40, 40]
    assert state["final"]["decided_by"] == "capacity" and state["final"]["winners"] == [1]


def test_BR_3_2_the_game_ends_after_1865_with_a_result():
    import random

    from tests.playout import play

    state = play(RULES, RULES.setup(4, 3, {}), random.Random(4))
    assert state["year"] == 1865 and RULES.result(state).reason == "br.reason.final_scoring"


def test_BR_4_4_owners_flee_a_captured_port_in_turn_order():
    state = first_turn(players=3)
    for seat, ship in enumerate(["lizzie", "kate", "banshee"]):
        for other in fleet(state, seat):
            state["ships"][other].update(owner=None, zone=None)
        state["ships"][ship].update(owner=seat, zone="CHS" if seat else "NAS", lost=False)
    state["order"] = [2, 0, 1]
    state["blockade"]["CHS"], state["defense"]["CHS"] = 2, 4
    state["rng"]["forced_rolls"] = [1, 1, 1, 1]
    assault(state, "CHS")
    flights = [f["seat"] for f in reversed(state["stack"]) if f["name"] == "move"]
    assert flights == [2, 1]  # seat 0 has no ship there
    clean(state)


def test_BR_H26_no_ship_left_to_give_pays_5k_once():
    state = first_turn()
    seat = FRAMES.top(state)["seat"]
    for ship in state["ships"].values():
        ship.update(owner=None, zone=None, lost=True)
    cash = state["cash"][seat]
    FRAMES.settle(state)
    FRAMES.settle(state)
    assert state["cash"][seat] == cash + 5 and seat in state["shipless"]
    assert FRAMES.top(state)["name"] == "turn"
