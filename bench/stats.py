"""The statistics of a bot match (issue #35 point 3), pure functions on outcome counts.

Counts follow fishtest's form (`stat_util.py`, `LLRcalc.py`): `results[i]` is how many units
scored i / (len(results) - 1) for the first bot. A unit is a game (trinomial L/D/W: [l, d, w])
or a pair of games on one deal with the seats swapped (pentanomial: [LL, LD, DD+WL, WD, WW]);
with P players it is the P games of one seed, scored on the grid k / (2P(P-1)), of which the
pentanomial is the case P = 2. Scoring whole pairs takes the luck that both games share out
of the variance (common random numbers), so the interval is honest and narrower.

- Elo: the logistic model, score s = 1 / (1 + 10^(-elo/400)).
- 95% interval: the normal approximation on the mean unit score, mapped through Elo.
- SPRT: the generalized SPRT of fishtest on logistic-Elo bounds (`elo0`, `elo1` are plain
  Elo, not normalized Elo): the log-likelihood ratio of "score = s(elo1)" against
  "score = s(elo0)", each the multinomial closest to the observed counts with that mean
  (Proposition 1.1 of Van den Bergh's note `support_MLE_multinomial.pdf`), stopping at
  log(β/(1−α)) or log((1−β)/α).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054  # Φ⁻¹(0.975)
EPSILON = 1e-3  # fishtest's stand-in for an empty outcome class in the LLR


def score_of_elo(elo: float) -> float:
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_of_score(score: float) -> float:
    """Elo of a mean score; ±inf at 0 and 1."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def _pdf(results: Sequence[float]) -> tuple[float, list[tuple[float, float]]]:
    n = float(sum(results))
    last = len(results) - 1
    return n, [(i / last, r / n) for i, r in enumerate(results)]


def mean_var(results: Sequence[float]) -> tuple[float, float]:
    """Mean unit score and the variance of one unit's score."""
    _, pdf = _pdf(results)
    mu = sum(a * p for a, p in pdf)
    return mu, sum(p * (a - mu) ** 2 for a, p in pdf)


@dataclass(frozen=True)
class Estimate:
    units: int
    score: float  # mean score per game of the first bot
    elo: float
    low: float  # the 95% interval in Elo
    high: float

    @property
    def margin(self) -> float:
        """Half the interval's width (fishtest's "±")."""
        return (self.high - self.low) / 2.0


def estimate(results: Sequence[float]) -> Estimate:
    """Score, Elo and its 95% interval from the counts (fishtest's `get_elo`)."""
    n = sum(results)
    if n == 0:
        return Estimate(0, 0.5, 0.0, -math.inf, math.inf)
    mu, var = mean_var(results)
    stdev = math.sqrt(var / n)
    return Estimate(int(n), mu, elo_of_score(mu), elo_of_score(mu - Z95 * stdev),
                    elo_of_score(mu + Z95 * stdev))


def _secular(pdf: list[tuple[float, float]]) -> float:
    """The x with sum p_i a_i / (1 + x a_i) = 0 (min a_i < 0 < max a_i), by bisection: the sum
    falls as x grows on the interval where every 1 + x a_i stays positive."""
    lo = -1.0 / max(a for a, _ in pdf)
    hi = -1.0 / min(a for a, _ in pdf)
    for _ in range(200):
        x = (lo + hi) / 2.0
        value = sum(p * a / (1.0 + x * a) for a, p in pdf)
        if value > 0:
            lo = x
        else:
            hi = x
    return (lo + hi) / 2.0


def _log_mle_ratio(pdf: list[tuple[float, float]], s: float) -> list[float]:
    """log(p_i / q_i) for the multinomial q closest to pdf with mean s: q_i = p_i/(1+x(a_i-s))."""
    x = _secular([(a - s, p) for a, p in pdf])
    return [math.log1p(x * (a - s)) for a, _ in pdf]


def llr(results: Sequence[float], elo0: float, elo1: float) -> float:
    """The GSPRT log-likelihood ratio of elo1 against elo0 (logistic Elo) for the counts;
    empty classes count EPSILON, as in fishtest, so that both means lie inside the support."""
    counts = [r if r > 0 else EPSILON for r in results]
    n, pdf = _pdf(counts)
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    r0, r1 = _log_mle_ratio(pdf, s0), _log_mle_ratio(pdf, s1)
    return n * sum(p * (l0 - l1) for (_, p), l0, l1 in zip(pdf, r0, r1, strict=True))


def llr_normal(results: Sequence[float], elo0: float, elo1: float) -> float:
    """fishtest's normal approximation of the same ratio (`LLR_alt2`), for comparison."""
    n = sum(results)
    mu, var = mean_var(results)
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    return n * (s1 - s0) * (2 * mu - s0 - s1) / var / 2.0


def sprt_bounds(alpha: float = 0.05, beta: float = 0.05) -> tuple[float, float]:
    """(lower, upper): below the lower accept elo0, above the upper accept elo1."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def sprt_verdict(value: float, alpha: float = 0.05, beta: float = 0.05) -> str | None:
    lower, upper = sprt_bounds(alpha, beta)
    return "H0" if value <= lower else "H1" if value >= upper else None


def grid(players: int) -> int:
    """Score steps in one seed's P games: each game scores in halves against P-1 seats."""
    return 2 * players * (players - 1)


def unit_counts(unit_scores: Sequence[float], players: int) -> list[int]:
    """Counts on the grid of `players` from each unit's mean score (a pair, or P games)."""
    steps = grid(players)
    counts = [0] * (steps + 1)
    for score in unit_scores:
        counts[round(score * steps)] += 1
    return counts


def wdl(game_scores: Sequence[float]) -> tuple[int, int, int]:
    """(wins, draws, losses) of the first bot; in a multi-player game more than half the
    pairwise finishes is a win, exactly half a draw."""
    wins = sum(s > 0.5 for s in game_scores)
    draws = sum(s == 0.5 for s in game_scores)
    return wins, draws, len(game_scores) - wins - draws
