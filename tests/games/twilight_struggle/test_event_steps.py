"""The building blocks of the card events (cards/steps.py): place or remove influence in the
listed countries with a per-country cap, one marker per action (TS-7.2: no control cost)."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.cards import steps
from game.games.twilight_struggle.rules.common import US, USSR

from .helpers import action_round, influence, set_up, top


def test_TS_7_2_event_placement_costs_one_even_in_an_opponent_controlled_country():
    state = action_round(set_up(), USSR)
    influence(state, {"france": (0, 4)})  # US-controlled (stability 3)
    steps.place(state, USSR, 5, ["france", "italy"], 3, cap=2)
    assert RULES.legal_actions(state, USSR) == [["place", "france"], ["place", "italy"]]
    RULES.apply(state, USSR, ["place", "france"])
    RULES.apply(state, USSR, ["place", "france"])
    assert state["influence"]["france"] == [2, 4]
    assert RULES.legal_actions(state, USSR) == [["place", "italy"]]  # the cap of 2 is reached
    RULES.apply(state, USSR, ["place", "italy"])
    assert state["influence"]["italy"][USSR] == 1 and top(state)["name"] == "action_round"


def test_TS_7_1_removal_skips_empty_countries_and_ends_when_nothing_is_left():
    state = action_round(set_up(), US)
    influence(state, {"poland": (2, 0), "hungary": (1, 0)})
    steps.remove(state, US, 20, USSR, ["poland", "hungary", "romania"], 4, cap=2)
    assert RULES.legal_actions(state, US) == [["remove", "poland"], ["remove", "hungary"]]
    for country in ("poland", "hungary", "poland"):
        RULES.apply(state, US, ["remove", country])
    assert state["influence"]["poland"] == [0, 0] and state["influence"]["hungary"] == [0, 0]
    assert top(state)["name"] == "action_round"  # 1 of 4 left, nothing to remove: done
    assert state["log"][-1]["key"] == "ts.log.ev_remove"


def test_an_up_to_placement_may_stop_early():
    state = action_round(set_up(), US)
    steps.place(state, US, 23, ["japan"], 2, may_stop=True)
    assert ["done"] in RULES.legal_actions(state, US)
    RULES.apply(state, US, ["done"])
    assert top(state)["name"] == "action_round"


def test_TS_7_1_nothing_to_remove_or_nowhere_to_place_asks_nothing():
    state = action_round(set_up(), US)
    influence(state, {"poland": (0, 0)})
    steps.remove(state, US, 20, USSR, ["poland"], 2)
    steps.place(state, US, 20, [], 2)
    assert top(state)["name"] == "action_round" and RULES.legal_actions(state, US)
