"""What the view carries as data for the board (issue #22 point 2), so the board re-implements
no rule: evasion odds per destination before a step (BR-8.2, BR-8.3), the last roll, the
auction (BR-7.7) and the year's Union action (BR-4); the tie-break at the end (BR-14.2) is
in test_setup_and_year."""

from __future__ import annotations

import json

import pytest

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.move import escape_chance, evasion_odds
from game.games.blockade_runner.rules.year import (
    assault,
    blockade_phase,
    hss_phase,
    inland_phase,
)

from .helpers import act, first_turn, give_ship, seat_on_turn


def _turn():
    state = first_turn()
    return state, seat_on_turn(state)


def test_BR_8_3_escape_chance_is_one_minus_every_die_above_the_value():
    assert escape_chance(2, 2) == pytest.approx(1 - (6 / 8) ** 2)
    assert escape_chance(0, 2) == 0.0 and escape_chance(-3, 3) == 0.0
    assert escape_chance(8, 2) == 1.0 and escape_chance(11, 2) == 1.0


def test_BR_8_3_the_view_gives_each_destination_its_odds_before_the_step():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "HS8", war_goods=2)  # 2/2, loaded
    state["blockade"]["GAL"], state["defense"]["GAL"] = 2, 2
    state["hss"] = None
    act(state, ["move"])
    options = RULES.view(state, seat)["move"]
    assert options["seat"] == seat and options["ship"] is None
    # V = 2 + 2 - 2 = 2 on two d8: caught when both dice show 3 or more
    assert options["destinations"]["lizzie"]["GAL"] == pytest.approx(1 - (6 / 8) ** 2)
    assert options["destinations"]["lizzie"]["HS7"] == 1.0  # no blockade: no roll
    act(state, ["ship", "lizzie"])
    options = RULES.view(state, seat)["move"]
    assert options["ship"] == "lizzie" and options["left"] == 2
    assert set(options["destinations"]["lizzie"]) == {
        a[1] for a in RULES.legal_actions(state, seat) if a[0] == "to"}


def test_BR_8_2_odds_include_the_roll_on_leaving_a_blockaded_start_zone_only_first():
    state, seat = _turn()
    give_ship(state, seat, "hebe", "GAL")  # 2/1, empty: allowance 3
    state["blockade"]["GAL"], state["defense"]["GAL"] = 4, 2
    state["hss"] = "HS7"
    leave = escape_chance(3 + 2 - 4, 2)
    enter_hss = escape_chance(3 - 1, 1)  # the HSS: one die (BR-4.6)
    act(state, ["move"], ["ship", "hebe"])
    assert evasion_odds(state, "hebe", "HS8") == pytest.approx(leave)
    state["rng"]["forced_rolls"] = [1, 1]
    act(state, ["to", "HS8"])
    assert evasion_odds(state, "hebe", "HS7") == pytest.approx(enter_hss)  # no second leave
    assert evasion_odds(state, "hebe", "MAT") == 1.0


def test_BR_8_3_moonless_night_counts_once_and_the_odds_spend_nothing():
    state, seat = _turn()
    give_ship(state, seat, "hebe", "GAL")
    state["blockade"]["GAL"], state["defense"]["GAL"] = 4, 2
    state["hss"] = "HS8"
    state["effects"]["moonless"] = 1
    act(state, ["move"], ["ship", "hebe"])
    # leaving GAL gets the +2 of the one Moonless Night; entering the HSS zone does not
    expected = escape_chance(1 + 2, 2) * escape_chance(2, 1)  # the HSS: one die
    assert evasion_odds(state, "hebe", "HS8") == pytest.approx(expected)
    assert state["effects"]["moonless"] == 1


def test_BR_8_3_last_roll_keeps_the_dice_after_the_step():
    state, seat = _turn()
    give_ship(state, seat, "lizzie", "HS8", war_goods=2)
    state["blockade"]["GAL"], state["defense"]["GAL"] = 2, 2
    state["hss"] = None
    state["rng"]["forced_rolls"] = [3, 8]  # V = 2: caught
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"])
    roll = RULES.view(state, 1 - seat)["last_roll"]
    assert roll["seat"] == seat and roll["ship"] == "lizzie" and roll["zone"] == "GAL"
    assert roll["dice"] == [3, 8] and roll["value"] == 2 and roll["escaped"] is False
    assert state["log"][roll["log"]]["key"] == "br.captured_ship"


def test_BR_7_7_the_view_shows_who_bids_next_and_the_high_bid():
    state, seat = _turn()
    other = 1 - seat
    state["cash"] = [40, 40]
    state["ledger"]["start"] = 80
    assert RULES.view(state, seat)["auction"] is None
    act(state, ["auction"])
    auction = RULES.view(state, seat)["auction"]
    assert auction["initiator"] == seat and auction["ship"] is None
    act(state, ["ship", "flora"])  # opens at its minimum bid, 30
    auction = RULES.view(state, seat)["auction"]
    assert (auction["ship"], auction["high"], auction["leader"]) == ("flora", 30, seat)
    assert auction["next"] == other == RULES.active_seats(state)[0] and auction["least"] == 31
    act(state, ["bid", 32])
    auction = RULES.view(state, other)["auction"]
    assert (auction["high"], auction["leader"], auction["next"]) == (32, other, seat)


def test_BR_4_the_union_summary_lists_blockade_assaults_losses_cities_and_hss():
    state = first_turn()
    seat = state["stack"][-1]["seat"]
    state["year"] = 1864
    state["delivered"] = [8, 5]  # W = 13: 5 cards, 1 assault (seed example)
    state["blockade"] = {p: 0 for p in state["blockade"]}
    blockade_phase(state, {"assaults": []})
    union = state["union"]
    assert (union["year"], union["war_goods"], union["cards"]) == (1864, 13, 5)
    assert union["blockade"] == {p: 1 for p, v in state["blockade"].items() if v}
    give_ship(state, seat, "lizzie", "CHS")
    state["blockade"]["CHS"], state["defense"]["CHS"] = 4, 4
    state["rng"]["forced_rolls"] = [8, 8]  # BR-4.4: the ship fails its roll
    assault(state, "CHS")
    assert union["assaults"][-1] == {"port": "CHS", "captured": True, "blockade": 6}
    assert union["ships_lost"] == [{"ship": "lizzie", "owner": seat}]
    state["rng"]["forced_rolls"] = [1, 1]  # 2 on the capture chart: Houston
    inland_phase(state, 1)
    assert union["cities"] == ["HOU"]
    state["rng"]["forced_rolls"] = [5]
    hss_phase(state)
    assert union["hss"] == "HS5" == state["hss"]
    assert RULES.view(state, None)["union"] == union


def test_the_new_view_keys_are_plain_json():
    state, seat = _turn()
    act(state, ["move"])
    out = RULES.view(state, seat)
    assert {"move", "auction", "last_roll", "union"} <= out.keys()
    assert json.loads(json.dumps(out["move"])) == out["move"]
    assert out["union"]["year"] == 1861 and out["union"]["war_goods"] is None
