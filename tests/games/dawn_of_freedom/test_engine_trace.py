"""Speed work must not change play (issue #35 point 6): seeded 1989 games under random play,
with and without the bid, hashed move by move (the seat, its legal actions, the action drawn)
and at the end (the whole state, log included). The digests were recorded on main before the
placement and Support Check target lists were sped up; a changed digest means some legal-action
list or some outcome changed."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.games.dawn_of_freedom.rules import RULES


def trace_digest(seeds: range, options: dict) -> str:
    digest = hashlib.sha256()
    for seed in seeds:
        rand = random.Random(seed)
        state = RULES.setup(seed, 2, dict(options))
        while not RULES.is_over(state):
            seat = rand.choice(RULES.active_seats(state))
            legal = RULES.legal_actions(state, seat)
            action = rand.choice(legal)
            digest.update(json.dumps([seat, legal, action]).encode())
            RULES.do_apply(state, seat, action)
        digest.update(json.dumps(state, sort_keys=True).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("options", "seeds", "expected"), [
    ({}, 60, "eed4da235be4556f7fcb32a9168ea0d5842f005c903fbff27b068fa13853b90b"),
    ({"side_bid": True, "kremlin_coup_vp": 1}, 20,
     "c9651dce94af4597a28d3e01ff530b5a838277ed34edfd41edb7ec61d7bfa9f9"),
])
def test_d89_seeded_games_play_as_recorded(options, seeds, expected):
    assert trace_digest(range(seeds), options) == expected
