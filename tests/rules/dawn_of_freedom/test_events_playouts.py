"""Random playouts with the issue-#6 card events registered: card conservation (every card in
exactly one of deck, hands, discard, removed, lasting, table) after every action."""

import random

from game import i18n
from game.rules.dawn_of_freedom import RULES, events
from game.rules.dawn_of_freedom.common import COM, DEM
from game.rules.dawn_of_freedom.data import CARDS

GAMES = 100


def _cards(state):
    places = [state["hands"][COM], state["hands"][DEM], state["deck"], state["discard"],
              state["removed"], state["lasting"], state["table"], *state["aside"].values()]
    places += [f["drawn"] for f in state["stack"] if "drawn" in f]
    return [c for p in places for c in p]


def _check(state):
    for space, sp in state["sp"].items():
        assert sp[COM] >= 0 and sp[DEM] >= 0, space
    for space in state["destroyed"]:
        assert state["sp"][space] == {COM: 0, DEM: 0}, space
    found = _cards(state)
    assert len(found) == len(set(found)), "a card is in two places"
    if not state.get("ps") and not state["over"]:
        periods = {"early"} | ({"middle"} if state["turn"] >= 4 else set()) | (
            {"late"} if state["turn"] >= 8 else set())
        assert sorted(found) == sorted(n for n, c in CARDS.items() if c["period"] in periods)
    assert all(c in events.IMPLEMENTED or CARDS[c]["lasting"] for c in state["lasting"])


def test_random_playouts_with_every_event_keep_cards_conserved():
    played = set()
    keys = set()
    for seed in range(GAMES):
        state = RULES.setup(1000 + seed, 2, {})
        pick = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.active_seats(state)[0]
            keys.add(RULES.prompt(state, seat).key)
            RULES.apply(state, seat, pick.choice(RULES.legal_actions(state, seat)))
            _check(state)
        assert "D89-10" in RULES.result(state).reason
        played |= set(state["events_played"])
        keys |= {e["key"] for e in state["log"]}
    missing = sorted(k for k in keys if not i18n.has(k))
    assert not missing, missing
    assert len(played) > 40  # the playouts really exercise the events
