"""Every VP change is logged (issue #34 point 8), so the log and the 'Since your last turn'
summary (public log lines) are complete: the cards that moved the track silently, and seeded
random games where each move's VP change must equal what its new log lines say (TS-10.2.2)."""

from __future__ import annotations

import random

import pytest

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from tests.playout import play_logging_vp

from .helpers import action_round, give, influence, play, set_up
from .test_events_004_035 import event


def _toward(player: int, n: int) -> int:
    """`n` VP for seat player-1, as a change of the track (positive for the US)."""
    return n if player - 1 == US else -n


# What each VP log line says the track moved by (positive: towards the US).
LOGGED_CHANGE = {
    "ts.log.ev_vp": lambda p: _toward(p["player"], p["n"]),
    "ts.log.score": lambda p: p["us"] - p["ussr"],  # TS-10.2.3
    "ts.log.milops": lambda p: p["ussr"] - p["us"],  # TS-8.2.1
    "ts.log.china_vp": lambda p: _toward(p["player"], 1),
    "ts.log.space_box": lambda p: _toward(p["player"], p["vp"]),  # TS-6.4.3
    "ts.ev.20.result": lambda p: _toward(p["player"], 2),  # Olympic Games
}


def logged_change(entries: list[dict]) -> int:
    return sum(LOGGED_CHANGE[e["key"]](e["params"]) for e in entries if e["key"] in LOGGED_CHANGE)


def ev_vp(state: dict) -> list[dict]:
    return [e["params"] for e in state["log"] if e["key"] == "ts.log.ev_vp"]


def test_card_004_duck_and_cover_vp_is_logged():
    state = event(4, US)
    assert state["vp"] == 1 and ev_vp(state) == [{"vp": 1, "player": US + 1, "n": 1}]


def test_card_034_nuclear_test_ban_vp_is_logged():
    state = event(34, USSR, track={"defcon": 4})
    assert state["vp"] == -2 and ev_vp(state) == [{"vp": -2, "player": USSR + 1, "n": 2}]


def test_card_105_special_relationship_vp_is_logged():
    state = event(105, US, optional=True, track={"lasting": [21]}, uk=(0, 5))
    play(state, US, ["country", "italy"])
    assert state["vp"] == 2 and ev_vp(state) == [{"vp": 2, "player": US + 1, "n": 2}]


def test_card_032_un_intervention_u2_incident_vp_is_logged():
    state = set_up()
    influence(state, {"poland": (1, 0)})
    state["lasting"].append(60)  # U2 Incident in effect this turn
    give(state, USSR, [32, 4])
    action_round(state, USSR)
    play(state, USSR, ["card", 32], ["mode", "event"])
    # #60's text: 1 VP more if UN Intervention is played later this turn: once, not twice
    assert state["vp"] == -1 and logged_change(state["log"]) == state["vp"]


@pytest.mark.parametrize("seed", [4, 7, 8])  # each had a silent VP change before #34 pt 8
def test_ts_10_2_2_every_vp_change_of_a_random_game_is_logged(seed: int):
    state = RULES.setup(seed, 2, {"optional_cards": True})
    play_logging_vp(RULES, state, random.Random(seed), logged_change)
