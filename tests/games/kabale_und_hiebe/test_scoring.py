"""KH-8 final scoring, with the seed's three worked examples (domain order as in the seed
table: alchemy, fencing, agriculture, trade, religion, music)."""

from __future__ import annotations

from game.games.kabale_und_hiebe.rules.components import DOMAINS, GOALS
from game.games.kabale_und_hiebe.rules.scoring import final_result, final_score


def goals(*per_domain: tuple[int, ...]) -> list[str]:
    """Goal ids for the given values per domain (in DOMAINS order)."""
    out: list[str] = []
    for domain, values in zip(DOMAINS, per_domain, strict=False):
        free = [g for g, info in GOALS.items() if info["domain"] == domain]
        for value in values:
            pick = next(g for g in free if GOALS[g]["value"] == value)
            free.remove(pick)
            out.append(pick)
    return out


def test_KH_8_2_seed_example_sangok_full_set_doubles_to_26():
    assert final_score(goals((3,), (2,), (2,), (3,), (1,), (2,))) == 26


def test_KH_8_2_seed_example_minsu_without_all_domains_scores_the_plain_sum_20():
    # The seed's row lost two numbers (KH-10.14): 4, 3, _, _, 4, 4 = 20. Without a full set
    # the plain sum counts; we fill the missing 5 points as a second fencing goal.
    held = goals((4,), (3, 5), (), (), (4,), (4,))
    assert final_score(held) == 20


def test_KH_8_2_seed_example_yuseok_picks_one_per_domain_and_pays_for_the_extra_card():
    held = goals((1,), (4,), (5, 3), (2,), (2,), (1,))
    assert final_score(held) == 29  # (1+4+5+2+2+1) x 2 - 1; plain would be 18


def test_KH_8_2_plain_sum_wins_when_the_set_is_worse():
    held = goals((1,), (1,), (1,), (1,), (1, 5, 4, 3, 3), (1,))
    # set: 2 x (1+1+1+1+5+1) - 4 = 16; plain: 21
    assert final_score(held) == 21


def test_KH_8_3_equal_scores_share_the_victory():
    scores, winners = final_result([goals((3,)), goals((), (3,)), goals((1,))])
    assert scores == [3, 3, 1] and winners == [0, 1]
