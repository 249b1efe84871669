"""Issue #39.3: every legal action of a Kabale und Hiebe game has a lit target
(`Board.target_rects`), none of them moved by what the viewer cannot see, and whole games
played by clicks there, 2 to 6 players, reach game over: cards and columns (KH-3.3), the
Cloak's hidden card (KH-4.4: the card, then the Cloak's column), the Traitor's swap or keep
(KH-4.5), Unselect (a placement held for "End turn", then undone), the round reports (KH-7).

The 4- and 6-player games are marked slow: about 13 and 16 s each on a shared 2-core machine
(2 players 5 s, 3 players 3 s)."""

import random

import pytest

from tests.ui.targets_play import humans_table, play_by_targets

GAME = "kabale_und_hiebe"
CASES = [  # seed, players, moves wait for "End turn", kinds of action the game reaches
    (1, 2, True, {"card", "column", "hide", "swap", "keep", "unselect"}),
    (2, 3, False, {"card", "column", "hide", "swap", "keep"}),
    pytest.param(3, 4, True, {"card", "column", "hide", "swap", "unselect"},
                 marks=pytest.mark.slow),
    pytest.param(4, 6, False, {"card", "column", "hide", "swap", "keep"},
                 marks=pytest.mark.slow),
]


@pytest.mark.parametrize("seed, players, confirm, verbs", CASES)
def test_issue_39_3_kh_a_whole_game_by_clicks_on_the_lit_targets(app, seed, players, confirm,
                                                                 verbs):
    table = humans_table(app, GAME, seed, players, confirm)
    made = play_by_targets(app, table, random.Random(seed), limit=3000)
    assert table.session.is_over()
    assert verbs <= {a[0] for a in made}, sorted({a[0] for a in made})
