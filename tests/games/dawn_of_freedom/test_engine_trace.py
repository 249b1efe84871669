"""Speed work must not change play (issue #35 point 6): seeded 1989 games under random play,
with and without the bid, hashed move by move (the seat, its legal actions, the action drawn)
and at the end (the whole state, log included). The digests were recorded on main before the
placement and Support Check target lists were sped up; a changed digest means some legal-action
list or some outcome changed. Re-recorded when the final state's hash left out what is kept only
to be shown (`rules.SHOWN_ONLY`: `last_check`, and the new `last_tiananmen` of issue #34.11): the
same digests computed that way on the code before the Tiananmen record and after were equal."""

from __future__ import annotations

import random

import pytest

from game.games.dawn_of_freedom.rules import RULES
from tests.trace import trace_digest


@pytest.mark.parametrize(("options", "seeds", "expected"), [
    ({}, 60, "7e402bb54ad1b2b8ef075a30de87f6f8661422d267b13e9410b1bb68c33f937d"),
    ({"side_bid": True, "kremlin_coup_vp": 1}, 20,
     "4ee40da9f4935fd5183f911484c49a6e8cfa5d1e74e3e537684be03b6c68f18d"),
])
def test_d89_seeded_games_play_as_recorded(options, seeds, expected):
    assert trace_digest(RULES, range(seeds), options) == expected


def test_d89_6_2_has_check_target_and_6_1_3_one_op_spaces_match_their_long_forms():
    """The shortcuts of the Ops choice and of a 1-Op placement answer as the long forms do, at
    every position of seeded games (bans of lasting events and country limits included)."""
    from game.games.dawn_of_freedom.rules import control, operations
    from game.games.dawn_of_freedom.rules.common import COM, DEM, opp
    from game.games.dawn_of_freedom.rules.data import COUNTRIES, SPACES

    banned = 0
    for seed in range(12):
        rand, state = random.Random(seed), RULES.setup(seed)
        while not RULES.is_over(state):
            for side in (COM, DEM):
                for country in (None, *COUNTRIES):
                    long = operations.check_targets(state, side, country)
                    assert operations.has_check_target(state, side, country) == bool(long)
                banned += len(control.opponent_spaces(state, side)) > len(
                    operations.check_targets(state, side))
                spaces = list(SPACES)
                assert control.not_controlled_by(state, spaces, opp(side)) == [
                    s for s in spaces if control.controller(state, s) != opp(side)]
            seat = rand.choice(RULES.active_seats(state))
            RULES.do_apply(state, seat, rand.choice(RULES.legal_actions(state, seat)))
    assert banned  # some position had a target banned by a lasting event
