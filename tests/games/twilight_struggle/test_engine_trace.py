"""Speed work must not change play (issue #35 point 6): seeded games, random and DEFCON-safe
random, with and without the optional cards, the Chinese Civil War and tournament rules, hashed
move by move (the seat, its legal actions, the action drawn) and at the end (the whole state,
log included). The digests were recorded on main before the engine's hot paths were rewritten;
a changed digest means some legal-action list or some outcome changed. Re-recorded when
every VP change became logged (issue #34 point 8): the same digests of the state without its
log before and after showed play unchanged. Re-recorded with the optional cards when UN
Intervention under U2 Incident stopped paying its VP twice (#60: 1 VP more, not 2), and the
random ones when the state began to keep `headline_cancelled` (Defectors, issue #34.11)."""

from __future__ import annotations

import pytest

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.bot import safe_actions
from tests.trace import trace_digest as traced

ALL_OPTIONS = {"optional_cards": True, "ccw": True, "tournament": True}


def _safe(state, seat, legal, rand):
    return rand.choice(safe_actions(RULES, state, seat))


def trace_digest(seeds: range, options: dict, safe: bool) -> str:
    return traced(RULES, seeds, options, _safe if safe else None)


@pytest.mark.parametrize(("options", "safe", "seeds", "expected"), [
    ({}, False, 150, "9e60b90cce83c3ad16781773659bfad53d08194e2c22ddd74d60694fa2b6c7eb"),
    (ALL_OPTIONS, False, 150, "592ca1ac69c7b54fa138cef744cae314df9975484b6745267e9084bcedff631d"),
    ({}, True, 25, "09471395f71aeed6c7a8535a408d4687d77e8c230e1b7cc9cd7bb7e22cf618a6"),
    (ALL_OPTIONS, True, 25, "42b261672520d1b7a6a476982e4df8f250826a7f2adbe22a06673f9795bcc91c"),
])
def test_ts_seeded_games_play_as_recorded(options, safe, seeds, expected):
    assert trace_digest(range(seeds), options, safe) == expected


def test_ts_7_4_effective_ops_shortcut_matches_its_terms():
    """effective_ops skips the terms when no lasting card modifies Ops: the value must be the
    terms' total all the same (printed Ops, the China Card's Asia bonus TS-9.6, minimum 1)."""
    from game.games.twilight_struggle.rules.common import terms_total
    from game.games.twilight_struggle.rules.data import CARDS
    from game.games.twilight_struggle.rules.operations import effective_ops, ops_terms

    state = RULES.setup(1)
    assert not state["lasting"]
    for card in CARDS:
        for seat in (0, 1):
            for area in (None, "asia", "southeast_asia", "europe"):
                assert effective_ops(state, seat, card, area) == terms_total(
                    ops_terms(state, seat, card, area)), (card, seat, area)
