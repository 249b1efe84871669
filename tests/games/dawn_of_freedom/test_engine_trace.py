"""Speed work must not change play (issue #35 point 6): seeded 1989 games under random play,
with and without the bid, hashed move by move (the seat, its legal actions, the action drawn)
and at the end (the whole state, log included). The digests were recorded on main before the
placement and Support Check target lists were sped up; a changed digest means some legal-action
list or some outcome changed."""

from __future__ import annotations

import pytest

from game.games.dawn_of_freedom.rules import RULES
from tests.trace import trace_digest


@pytest.mark.parametrize(("options", "seeds", "expected"), [
    ({}, 60, "eed4da235be4556f7fcb32a9168ea0d5842f005c903fbff27b068fa13853b90b"),
    ({"side_bid": True, "kremlin_coup_vp": 1}, 20,
     "c9651dce94af4597a28d3e01ff530b5a838277ed34edfd41edb7ec61d7bfa9f9"),
])
def test_d89_seeded_games_play_as_recorded(options, seeds, expected):
    assert trace_digest(RULES, range(seeds), options) == expected
