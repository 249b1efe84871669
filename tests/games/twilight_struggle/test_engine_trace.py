"""Speed work must not change play (issue #35 point 6): seeded games, random and DEFCON-safe
random, with and without the optional cards, the Chinese Civil War and tournament rules, hashed
move by move (the seat, its legal actions, the action drawn) and at the end (the whole state,
log included). The digests were recorded on main before the engine's hot paths were rewritten;
a changed digest means some legal-action list or some outcome changed. Re-recorded when
every VP change became logged (issue #34 point 8): the same digests of the state without its
log before and after showed play unchanged. Re-recorded with the optional cards when UN
Intervention under U2 Incident stopped paying its VP twice (#60: 1 VP more, not 2), and the
random ones when the state began to keep `headline_cancelled` (Defectors, issue #34.11), and
all four when space race attempts became `last_roll`s (issue #34.11: the same digests with
`last_roll` left out of the final states before and after showed play unchanged), and all four
when the final state's hash left out what is kept only to be shown (`rules.SHOWN_ONLY`:
`last_roll`, `last_scoring`; no change of play can hide there, nothing in play reads them)."""

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
    ({}, False, 150, "c34728a8b7fea6d55a025aabaf37ffac48c35e35f486a09907a7695b840a0222"),
    (ALL_OPTIONS, False, 150, "94e360e51aa8000c9f0f29e6f904d4f79c41612322b6862b758fc1e177f24255"),
    ({}, True, 25, "3d29ab2680bdb5d4e500db42bc37445bfcf9f246c1065f27d4d8c21390a8341c"),
    (ALL_OPTIONS, True, 25, "9c3c6ea49afd0e19ef3f385cd3b02fc8197e10fe5e057d95639d6620c2eab862"),
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
