"""Every VP change is logged (issue #34 point 8), so the log and the 'Since your last turn'
summary (public log lines) are complete: in seeded random games each move's VP change must
equal what its new log lines say (spec §0.3: positive VP favours the Democrat)."""

from __future__ import annotations

import random

import pytest

from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.common import DEM
from tests.playout import play_logging_vp


def _toward(side: str, n: int) -> int:
    return n if side == DEM else -n


# What each VP log line says the track moved by (positive: towards the Democrat).
LOGGED_CHANGE = {
    "dof.log.ev_vp": lambda p: _toward(p["side"], p["vp"]),
    "dof.log.ussr": lambda p: p["vp"],  # D89-10.3: the U.S.S.R. Stability track
    "dof.ps.vp_roll": lambda p: _toward(p["side"], p["vp_gain"]),  # D89-8.4.3
    "dof.ps.com_retains": lambda p: -p["vp_gain"],  # D89-8.4.6
    "dof.ps.country_scored": lambda p: p["delta"],  # D89-8.5
    "dof.log.power_bonus": lambda p: p["vp"],  # D89-10.4
    "dof.log.tyrant_at_large": lambda p: -2,  # D89-10.4
    "dof.log.tyrant_captured": lambda p: 2,  # D89-7.6.5
    "dof.log.tyrant_nowhere": lambda p: 2,
}


def logged_change(entries: list[dict]) -> int:
    return sum(LOGGED_CHANGE[e["key"]](e["params"]) for e in entries if e["key"] in LOGGED_CHANGE)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_d89_every_vp_change_of_a_random_game_is_logged(seed: int):
    play_logging_vp(RULES, RULES.setup(seed, 2, {}), random.Random(seed), logged_change)
