"""bench.stats against values worked out by hand from fishtest's formulas (issue #35 point 3),
and the pairwise score of multi-player games (point 1)."""

import math

import pytest

from bench import stats
from game.engine.types import Result


def test_pentanomial_elo_and_interval_by_hand():
    """Pairs [LL, LD, DD+WL, WD, WW] = [10, 20, 40, 20, 10]: mean 1/2, variance of a pair's
    score 2(.1 x .25 + .2 x .0625) = .075, so the mean's deviation is sqrt(.075/100) and the
    upper end is elo(.5 + 1.96 x .027386) = 37.44."""
    e = stats.estimate([10, 20, 40, 20, 10])
    assert e.units == 100 and e.score == pytest.approx(0.5)
    assert e.elo == pytest.approx(0.0, abs=1e-9)
    assert e.high == pytest.approx(37.442, abs=1e-3) and e.low == pytest.approx(-37.442, abs=1e-3)
    assert e.margin == pytest.approx(37.442, abs=1e-3)


def test_trinomial_elo_and_interval_by_hand():
    """[L, D, W] = [30, 20, 50]: mean .6 (Elo 70.44), variance .5 x .16 + .2 x .01 + .3 x .36
    = .19; the interval is elo(.6 -/+ 1.96 sqrt(.0019)) = 10.13 .. 135.30."""
    e = stats.estimate([30, 20, 50])
    assert e.score == pytest.approx(0.6)
    assert e.elo == pytest.approx(70.4365, abs=1e-3)
    assert e.low == pytest.approx(10.1252, abs=1e-3)
    assert e.high == pytest.approx(135.3006, abs=1e-3)


def test_elo_and_score_are_inverse():
    for elo in (-400, -35, 0, 12.5, 400):
        assert stats.elo_of_score(stats.score_of_elo(elo)) == pytest.approx(elo)
    assert stats.elo_of_score(0.0) == -math.inf and stats.elo_of_score(1.0) == math.inf
    assert stats.score_of_elo(400) == pytest.approx(10 / 11)


def test_llr_of_win_loss_counts_is_the_binomial_sprt():
    """With two outcomes the closest distribution of mean s is Bernoulli(s): the ratio is
    w log(s1/s0) + l log((1-s1)/(1-s0)); 60 wins, 40 losses, [0, 20] Elo gives 0.98570."""
    assert stats.llr([40, 60], 0, 20) == pytest.approx(0.985700, abs=1e-5)


def test_llr_normal_approximation_by_hand_and_close_to_the_exact_ratio():
    """fishtest's LLR_alt2 = N (s1 - s0)(2 mu - s0 - s1) / (2 var): 100 x .0071953 x
    (-.0071953) / .15 = -0.034513 for the pentanomial above and [0, 5] Elo."""
    assert stats.llr_normal([10, 20, 40, 20, 10], 0, 5) == pytest.approx(-0.0345128, abs=1e-6)
    assert stats.llr([10, 20, 40, 20, 10], 0, 5) == pytest.approx(-0.0345, abs=1e-3)
    big = [150, 900, 1800, 1000, 160]  # a lean to the first bot
    exact, approx = stats.llr(big, 0, 10), stats.llr_normal(big, 0, 10)
    assert exact == pytest.approx(approx, rel=0.02) and exact > 0


def test_sprt_bounds_and_verdicts_for_five_percent_errors():
    lower, upper = stats.sprt_bounds()
    assert lower == pytest.approx(-2.944439) and upper == pytest.approx(2.944439)
    assert stats.sprt_verdict(-3.0) == "H0" and stats.sprt_verdict(3.0) == "H1"
    assert stats.sprt_verdict(0.0) is None


def test_llr_crosses_the_bounds_as_evidence_grows():
    losing, winning = [30, 40, 20, 8, 2], [2, 8, 20, 40, 30]
    assert stats.sprt_verdict(stats.llr(losing, 0, 20)) == "H0"
    assert stats.sprt_verdict(stats.llr(winning, 0, 20)) == "H1"


def test_unit_grid_is_the_pentanomial_with_two_players():
    assert stats.grid(2) == 4 and stats.grid(3) == 12 and stats.grid(6) == 60
    assert stats.unit_counts([0.0, 0.25, 0.5, 0.5, 1.0], 2) == [1, 1, 2, 0, 1]
    assert stats.unit_counts([1 / 12, 11 / 12], 3)[1] == 1
    assert stats.wdl([1.0, 0.5, 0.0, 0.75, 0.25]) == (2, 1, 2)


def test_pairwise_finishes_in_a_four_player_game():
    """Seat 2 won alone, then scores 40, 30, 30: seat 0 is ahead of 1 and 3 on score, behind
    the winner; seats 1 and 3 are level."""
    result = Result([2], "r", {0: 40, 1: 30, 2: 50, 3: 30})
    assert [result.versus(0, b) for b in (1, 2, 3)] == [1.0, 0.0, 1.0]
    assert result.versus(1, 3) == 0.5 and result.versus(2, 0) == 1.0
    shared = Result([0, 1], "r", {0: 9, 1: 9, 2: 9})  # a tie-break left seat 2 out
    assert shared.versus(0, 1) == 0.5 and shared.versus(2, 0) == 0.0


def test_two_player_result_without_scores():
    assert Result([1], "r").versus(0, 1) == 0.0 and Result([], "r").versus(0, 1) == 0.5
