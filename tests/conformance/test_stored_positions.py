"""Every position random play reaches passes the checks a save's stored position must pass
(`saves.check_position`: the random stream, the game's `validate_state` with its ranges and
counts, a legal move for every seat to act), so those checks refuse only edited positions
(issue #33 point 6). The long seeded runs of `test_conformance` check the invariants."""

from __future__ import annotations

import pytest

from game.engine import registry, saves
from tests.conformance.test_conformance import _player_counts, _playout

SEEDS = 3


@pytest.mark.parametrize("game_id", registry.playable_ids())
def test_played_positions_pass_the_stored_position_checks(game_id):
    rules = registry.get(game_id)
    counts = _player_counts(rules)
    for seed in range(SEEDS):
        players = counts[seed % len(counts)]

        def check(state, seat, action, players=players):
            saves.check_position(rules, state, players)

        _playout(rules, seed, players, check)
