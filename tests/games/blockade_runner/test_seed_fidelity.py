"""Rules read again against the seed (issue #37 points 7, 9, 10): the High Seas Squadron's
one die per ship, a flight from a captured port at base speed, and the capture rolls in
turn order."""

from __future__ import annotations

from game.games.blockade_runner.rules.common import FRAMES, fleet
from game.games.blockade_runner.rules.move import dice_count, move_view
from game.games.blockade_runner.rules.year import assault

from .helpers import act, clean, first_turn, give_ship, seat_on_turn


def test_BR_4_6_hss_rolls_one_die_per_ship_and_the_board_odds_follow():
    """Seed 004: "각 배에 대해 주사위를 1개 굴립니다" (one die for each ship)."""
    state = first_turn(port="HAV")
    seat = seat_on_turn(state)
    give_ship(state, seat, "lizzie", "HAV", war_goods=1)  # laden 2/2: V = 2 - 1 = 1
    state["hss"] = "HS7"
    assert dice_count(state, "HS7") == 1
    act(state, ["move"], ["ship", "lizzie"])
    assert move_view(state)["destinations"]["lizzie"]["HS7"] == 0.125  # 1 in 8, not 23.4%
    state["rng"]["forced_rolls"] = [2, 1]
    act(state, ["to", "HS7"])
    assert state["rng"]["forced_rolls"] == [1]  # one die taken
    assert state["last_roll"]["dice"] == [2] and not state["last_roll"]["escaped"]
    assert state["ships"]["lizzie"]["lost"]
    clean(state)


def test_BR_4_6_three_dice_option_still_rolls_three_at_the_hss():
    state = first_turn(three_dice=True)
    state["hss"] = "HS7"
    assert dice_count(state, "HS7") == 3


def test_BR_4_4_a_flight_moves_at_base_speed_captain_and_pilot_add_nothing():
    """Seed: "기본 속도로 무료로 1번 이동" (one free move at base speed); its Lizzie example
    separates base speed from the Captain ("기본 2 + 선장 1"), and empty ships still get +1
    (Advance: "기본 속도(4)에 1을 더합니다"). Empty Lizzie (2/2) with a Captain and a Pilot:
    2 + 1 empty = 3 steps, not 5."""
    state = first_turn()
    seat = seat_on_turn(state)
    give_ship(state, seat, "lizzie", "CHS")
    state["ships"]["lizzie"].update(captain=True, pilot=True)
    state["blockade"]["CHS"], state["defense"]["CHS"] = 2, 4
    state["rng"]["forced_rolls"] = [1, 1]
    assault(state, "CHS")
    assert FRAMES.top(state)["only"] == ["lizzie"]
    act(state, ["ship", "lizzie"])
    assert move_view(state)["left"] == 3
    act(state, ["to", "HS2"], ["to", "HS3"], ["to", "HS4"])  # three steps: it stops there
    assert state["ships"]["lizzie"]["zone"] == "HS4" and FRAMES.top(state)["name"] == "turn"


def test_BR_4_4_the_capture_rolls_go_in_turn_order():
    """Seed's Charleston example: "플레이어들은 턴 순서대로 주사위를 굴려" (they roll in turn
    order), whatever the order of the ship list."""
    state = first_turn(players=3)
    for seat, ship in enumerate(["lizzie", "kate", "banshee"]):
        for other in fleet(state, seat):
            state["ships"][other].update(owner=None, zone=None)
        state["ships"][ship].update(owner=seat, zone="CHS", lost=False)
    state["order"] = [2, 0, 1]
    state["blockade"]["CHS"], state["defense"]["CHS"] = 2, 4
    state["rng"]["forced_rolls"] = [1, 1, 1, 1, 1, 1]
    start = len(state["log"])
    assault(state, "CHS")
    rolled = [e["params"]["player"] - 1 for e in state["log"][start:]
              if e["key"] in ("br.evaded", "br.captured_ship")]
    assert rolled == [2, 0, 1]
    clean(state)
