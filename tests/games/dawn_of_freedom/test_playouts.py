"""Random playouts (DESIGN §6): invariants after every action, views hide private cards."""

import random

from game import i18n
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES
from game.games.dawn_of_freedom.rules.data import CARDS
from tests.playout import play


def _cards_everywhere(state):
    places = [state["hands"][COM], state["hands"][DEM], state["deck"], state["discard"],
              state["removed"], state["lasting"], state["table"], *state["aside"].values()]
    places += [f["drawn"] for f in state["stack"] if "drawn" in f]
    return [c for p in places for c in p]


def _check(state):
    for space, sp in state["sp"].items():
        assert sp[COM] >= 0 and sp[DEM] >= 0, space
    cards = _cards_everywhere(state)
    assert len(cards) == len(set(cards)), "a card is in two places"
    if not state.get("ps") and not state["over"]:
        periods = {"early"} | ({"middle"} if state["turn"] >= 4 else set()) | (
            {"late"} if state["turn"] >= 8 else set())
        assert sorted(cards) == sorted(n for n, c in CARDS.items() if c["period"] in periods)
    assert 0 <= state["ts"]["pos"][COM] <= 8 and 0 <= state["ts"]["pos"][DEM] <= 8


def test_random_playouts_keep_the_invariants():
    for seed in range(40):
        state = RULES.setup(seed, 2, {})
        play(RULES, state, random.Random(seed), after=lambda state, seat, action: _check(state))
        assert "D89-10" in RULES.result(state).reason


def test_view_hides_the_opponent_hand_and_the_deck():
    state = RULES.setup(3, 2, {})
    view = RULES.view(state, 0)
    assert view["hands"][COM] == sorted(state["hands"][COM]) and view["hands"][DEM] == 8
    assert view["deck"] == 24 and "rng" not in view
    spectator = RULES.view(state, None)
    assert spectator["hands"] == {COM: 8, DEM: 8}


def test_every_prompt_and_log_key_has_an_english_template():
    keys = set()
    for seed in range(15):
        state = RULES.setup(seed, 2, {})
        play(RULES, state, random.Random(seed), prompt_keys=keys)
        keys |= {e["key"] for e in state["log"]}
    missing = sorted(k for k in keys if not i18n.has(k))
    assert not missing, missing
    assert FRAMES.types  # frames registered


def test_progress_names_turn_and_round():
    state = RULES.setup(3, 2, {})
    assert i18n.text(RULES.progress(state)) == "Set-up"
    while state["round"] == 0:
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert i18n.text(RULES.progress(state)) == "Turn 1, action round 1"


def test_progress_names_the_bid_for_sides_before_set_up():  # D89-13
    state = RULES.setup(3, 2, {"side_bid": True})
    assert i18n.text(RULES.progress(state)) == "Bid for sides"
    while any(f["name"] in ("side_bid", "side_bid_choice") for f in state["stack"]):
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[-1])
    assert i18n.text(RULES.progress(state)) == "Set-up"
