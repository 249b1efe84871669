"""Random playouts with the issue-#6 card events registered: card conservation (every card in
exactly one of deck, hands, discard, removed, lasting, table) after every action."""

import random

from game import i18n
from game.games.dawn_of_freedom.rules import RULES, events
from game.games.dawn_of_freedom.rules.data import CARDS
from tests.playout import play

GAMES = 100


def _check(state):
    assert not RULES.invariants(state)
    assert all(c in events.IMPLEMENTED or CARDS[c]["lasting"] for c in state["lasting"])


def test_random_playouts_with_every_event_keep_cards_conserved():
    played = set()
    keys = set()
    for seed in range(GAMES):
        state = RULES.setup(1000 + seed, 2, {})
        play(RULES, state, random.Random(seed), prompt_keys=keys,
             after=lambda state, seat, action: _check(state))
        assert "D89-10" in RULES.result(state).reason
        played |= set(state["events_played"])
        keys |= {e["key"] for e in state["log"]}
    missing = sorted(k for k in keys if not i18n.has(k))
    assert not missing, missing
    assert len(played) > 40  # the playouts really exercise the events


def test_invariants_notice_a_lost_or_doubled_card():
    state = RULES.setup(5, 2, {})
    assert RULES.invariants(state) == []
    lost = state["deck"].pop()
    assert any("lost" in p for p in RULES.invariants(state))
    state["discard"] += [lost, lost]
    assert "a card is in two places" in RULES.invariants(state)
