"""One test per action card (BR-11, effects BR-H14/BR-H15 from data/action_cards.json) and the
card swap window (BR-11.4, house default BR-H25)."""

from __future__ import annotations

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.common import FRAMES
from game.games.blockade_runner.rules.data import CARDS, FORT_CARDS
from game.games.blockade_runner.rules.move import evasion_value

from .helpers import act, clean, first_turn, give_ship, put_in_hand, seat_on_turn


def _play(card: str, *effect: list, **options) -> tuple[dict, int]:
    """The first turn's player plays `card` with `effect` and closes the Fund step."""
    state = first_turn(**options)
    seat = seat_on_turn(state)
    give_ship(state, seat, "lizzie", "HS8")
    put_in_hand(state, seat, card)
    act(state, ["card", card], *effect)
    if FRAMES.top(state)["name"] == "fund":
        act(state, ["done"])
    clean(state)
    return state, seat


def test_every_card_in_the_deck_has_a_test_below():
    tested = [name[len("test_BR_11_card_"):] for name in globals()
              if name.startswith("test_BR_11_card_")]
    for card in set(CARDS) - set(FORT_CARDS):
        assert any(name.startswith(card) for name in tested), card
    assert "forts_raise_their_port" in tested


def test_BR_11_card_ironclad_lowers_a_blockade_by_1():
    state = first_turn()
    seat = seat_on_turn(state)
    put_in_hand(state, seat, "ironclad")
    state["blockade"]["MOB"] = 3
    act(state, ["card", "ironclad"])
    assert ["port", "MOB"] in RULES.legal_actions(state, seat)
    assert all(state["blockade"][a[1]] > 0 for a in RULES.legal_actions(state, seat)
               if a[0] == "port")
    act(state, ["port", "MOB"])
    assert state["blockade"]["MOB"] == 2


def test_BR_11_card_forts_raise_their_port():
    for card, port in FORT_CARDS.items():
        state, _ = _play(card, ["apply"])
        assert state["defense"][port] == first_turn()["defense"][port] + 1, card
        state["captured"].append(port)
        put_in_hand(state, seat_on_turn(state), card)
        act(state, ["card", card])
        assert RULES.legal_actions(state, seat_on_turn(state)) == [["forgo"]]


def test_BR_11_card_captain_rides_with_the_ship_and_is_lost_with_it():
    state, seat = _play("captain", ["ship", "lizzie"])
    assert state["ships"]["lizzie"]["captain"] and "captain" not in state["discard"]
    state["blockade"]["GAL"] = 2
    assert evasion_value(state, "lizzie", "GAL") == 2 + 1 + 1 + 2 - 2
    state["blockade"]["GAL"], state["defense"]["GAL"] = 6, 1
    state["rng"]["forced_rolls"] = [8, 8]
    discards = state["discard"].count("captain")
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"])
    assert state["discard"].count("captain") == discards + 1


def test_BR_11_card_pilot_adds_1_speed():
    state, _ = _play("pilot", ["ship", "lizzie"])
    assert state["ships"]["lizzie"]["pilot"]
    act(state, ["move"], ["ship", "lizzie"])
    assert RULES.prompt(state, seat_on_turn(state)).params["left"] == 4  # 2 + 1 empty + 1


def test_BR_11_card_insurance_pays_the_price_once_when_a_ship_is_captured():
    state, seat = _play("insurance", ["apply"])
    assert state["kept"][seat] == ["insurance"]
    state["blockade"]["GAL"], state["defense"]["GAL"] = 6, 1
    state["rng"]["forced_rolls"] = [8, 8]
    cash = state["cash"][seat]
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"])
    assert state["cash"][seat] == cash + 15 + 5  # Lizzie's price + the BR-13 compensation
    assert state["kept"][seat] == [] and "insurance" in state["discard"]


def test_BR_11_card_government_subsidy_adds_1_per_war_good_each_time():
    state, seat = _play("government_subsidy", ["apply"])
    give_ship(state, seat, "lizzie", "GAL", war_goods=2)
    cash = state["cash"][seat]
    act(state, ["unload", "lizzie"])
    assert state["cash"][seat] == cash + 4 and state["kept"][seat] == ["government_subsidy"]


def test_BR_11_card_convoy_adds_1_to_every_roll_this_turn():
    state, seat = _play("convoy", ["apply"])
    state["blockade"]["GAL"] = 2
    assert evasion_value(state, "lizzie", "GAL") == 3 + 2 - 2 + 1
    assert evasion_value(state, "lizzie", "GAL") == 4  # not used up
    act(state, ["end"])
    assert state["effects"] is None or state["effects"]["seat"] != seat


def test_BR_11_card_hidden_inlet_spares_the_rolls_at_one_port():
    state, seat = _play("hidden_inlet", ["port", "GAL"])
    state["blockade"]["GAL"] = 6
    draws = state["rng"]["counter"]
    act(state, ["move"], ["ship", "lizzie"], ["to", "GAL"], ["stop"])
    assert state["rng"]["counter"] == draws and state["ships"]["lizzie"]["zone"] == "GAL"


def test_BR_11_card_private_launch_starts_an_auction_without_an_action():
    state = first_turn()
    seat = seat_on_turn(state)
    put_in_hand(state, seat, "private_launch")
    act(state, ["card", "private_launch"], ["apply"], ["done"])
    assert FRAMES.top(state)["name"] == "auction" and FRAMES.top(state)["seat"] == seat
    act(state, ["done"])
    assert FRAMES.top(state)["left"] == 3  # only the card play was an action


def test_BR_11_card_cotton_bond_pays_5():
    state = first_turn()
    seat = seat_on_turn(state)
    cash = state["cash"][seat]
    put_in_hand(state, seat, "cotton_bond")
    act(state, ["card", "cotton_bond"], ["apply"], ["done"])
    assert state["cash"][seat] == cash + 5


def test_BR_11_card_moonless_night_adds_2_to_the_next_roll_only():
    state, _ = _play("moonless_night", ["apply"])
    state["blockade"]["GAL"] = 2
    assert evasion_value(state, "lizzie", "GAL") == 3 + 2
    assert evasion_value(state, "lizzie", "GAL") == 3


def test_BR_11_5_an_empty_deck_reshuffles_the_discards():
    state = first_turn()
    seat = seat_on_turn(state)
    card = state["hands"][seat][0]
    state["discard"], state["deck"] = state["deck"], []
    act(state, ["card", card], ["forgo"])
    assert len(state["hands"][seat]) == 6 and state["discard"] == []
    clean(state)


def test_BR_11_4_swap_one_for_one_accept_or_decline_at_most_three_offers_a_turn():
    state = first_turn(card_swaps=True)
    offerer = seat_on_turn(state)
    other = 1 - offerer
    left = FRAMES.top(state)["left"]
    mine, theirs = state["hands"][offerer][0], state["hands"][other][-1]
    act(state, ["offer", other, mine])
    assert RULES.active_seats(state) == [other]
    act(state, ["decline"])
    assert mine in state["hands"][offerer] and RULES.active_seats(state) == [offerer]
    act(state, ["offer", other, mine], ["accept", theirs])
    assert theirs in state["hands"][offerer] and mine in state["hands"][other]
    assert len(state["hands"][offerer]) == len(state["hands"][other]) == 6
    act(state, ["offer", other, state["hands"][offerer][0]], ["decline"])
    assert not any(a[0] == "offer" for a in RULES.legal_actions(state, offerer))  # 3 offers
    assert FRAMES.top(state)["name"] == "turn" and FRAMES.top(state)["left"] == left  # free
    clean(state)
