"""Card swaps at any time between any two players (BR-11.4, seed: "언제든지"; house default
BR-H25 reads it as every point where the game waits for a player between two actions), kept
secret between the two (BR-12.1)."""

from __future__ import annotations

import random

import pytest

from game.engine.session import Session
from game.engine.types import IllegalAction
from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.common import FRAMES

from .helpers import act, clean, first_turn, give_ship, seat_on_turn


def _three():
    state = first_turn(players=3, card_swaps=True)
    turn = seat_on_turn(state)
    a, b = [s for s in range(3) if s != turn]
    return state, turn, a, b


def test_BR_11_4_two_players_not_on_turn_swap_between_actions():
    state, turn, a, b = _three()
    mine, theirs = state["hands"][a][0], state["hands"][b][-1]
    assert ["offer", b, mine] in RULES.side_actions(state, a)
    assert RULES.side_actions(state, turn) == []  # the player on turn has them as legal
    assert ["offer", a, state["hands"][turn][0]] in RULES.legal_actions(state, turn)
    RULES.apply(state, a, ["offer", b, mine])
    assert RULES.active_seats(state) == [b]
    RULES.apply(state, b, ["accept", theirs])
    assert mine in state["hands"][b] and theirs in state["hands"][a]
    assert RULES.active_seats(state) == [turn] and FRAMES.top(state)["name"] == "turn"
    clean(state)


def test_BR_11_4_no_swap_offer_during_an_action_or_a_pending_answer():
    state, turn, a, b = _three()
    give_ship(state, turn, "lizzie", "NAS")
    act(state, ["move"])  # a Move is under way: nobody may offer
    assert FRAMES.top(state)["name"] == "move"
    assert all(RULES.side_actions(state, s) == [] for s in (a, b))
    assert not any(x[0] == "offer" for x in RULES.legal_actions(state, turn))
    with pytest.raises(IllegalAction):
        RULES.apply(state, a, ["offer", b, state["hands"][a][0]])
    act(state, ["done"])
    RULES.apply(state, a, ["offer", b, state["hands"][a][0]])
    assert RULES.side_actions(state, turn) == [] and RULES.side_actions(state, a) == []


def test_BR_12_1_the_offered_card_is_seen_only_by_the_two_players():
    state, turn, a, b = _three()
    card = state["hands"][a][0]
    RULES.apply(state, a, ["offer", b, card])
    for seat in (a, b):
        assert RULES.view(state, seat)["stack"][-1]["card"] == card
        assert RULES.decision(state, seat).data["card"] == card
    for seat in (turn, None):
        assert RULES.view(state, seat)["stack"][-1]["card"] is None
        assert RULES.decision(state, seat).data["card"] is None
        logged = RULES.view(state, seat)["log"]
        assert not any(e["params"].get("card") == card and "swap" in e["key"] for e in logged)
    copies = {RULES.determinize(state, turn, random.Random(i))["stack"][-1]["card"]
              for i in range(20)}
    assert len(copies) > 1  # re-dealt for the seat that cannot see it
    assert RULES.determinize(state, b, random.Random(1))["stack"][-1]["card"] == card
    RULES.apply(state, b, ["accept", state["hands"][b][0]])
    public = [e["key"] for e in RULES.view(state, turn)["log"]][-2:]
    assert public == ["br.swap_offer", "br.swap_done"]


def test_BR_H25_a_human_not_on_turn_offers_through_the_session():
    session = Session.new("blockade_runner", 3, 3)
    while session.state["stack"][-1]["name"] != "turn":
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    turn = session.active_seats()[0]
    other = (turn + 1) % 3
    offer = session.side_actions(other)[0]
    session.submit(other, offer)
    assert session.active_seats() == [offer[1]] and session.actions[-1] == [other, offer]


def test_BR_H25_a_position_saved_in_the_old_swap_window_still_plays():
    """rules_version 1 pushed a `swap` window at the start of each turn and kept no offer
    count in the turn frame: such a stored position closes the window and offers swaps."""
    state = first_turn(card_swaps=True)
    turn = seat_on_turn(state)
    del FRAMES.top(state)["offers"]
    FRAMES.push(state, "swap", seat=turn, offers=0)
    assert RULES.legal_actions(state, turn) == [["done"]]
    act(state, ["done"])
    offer = next(a for a in RULES.legal_actions(state, turn) if a[0] == "offer")
    act(state, offer, ["decline"])
    assert FRAMES.top(state)["offers"][turn] == 1
    clean(state)
