"""KH-7 Awarding a goal card and KH-8 final scoring.

Implementation notes:
- KH-7.1: only cards with a value make their owner a participant (a valueless
  Doppelganger does not; an empty Cloak, worth 0, does).
- KH-7.3: ties go to the tied player with a valued card nearest the goal (highest wins) or
  farthest from it (Beggar, lowest wins).
- KH-7.4 / KH-H9: with no participant the goal card is not awarded (it leaves the game).
- KH-8.2: the full set is the player's choice, so the better of the two counts. With all six
  domains the best pick is the highest card of each domain, because the
  number of "remaining" cards (each −1) does not depend on the pick.
- KH-8.3 / KH-H10: equal final scores share the victory.
"""

from __future__ import annotations

from typing import Any

from .components import DOMAINS, goal_domain, goal_value

FULL_SET_FACTOR = 2  # KH-8.2: one goal per domain, all domains held: their sum doubled
EXTRA_GOAL_COST = 1  # KH-8.2: each further goal card then costs this many points


def award(cards: list[dict[str, Any]], values: list[int | None],
          lowest: bool) -> tuple[int | None, dict[int, int]]:
    """Winner (or None) and each participant's total in half-points (KH-7.1-7.4).

    `cards` are the remaining cards top→bottom ({"pos", "owner", ...}), `values` theirs.
    """
    totals: dict[int, int] = {}
    for card, value in zip(cards, values, strict=True):
        if value is not None:
            totals[card["owner"]] = totals.get(card["owner"], 0) + value
    if not totals:
        return None, totals
    target = min(totals.values()) if lowest else max(totals.values())
    tied = {owner for owner, total in totals.items() if total == target}
    positions = [(c["pos"], c["owner"]) for c, v in zip(cards, values, strict=True)
                 if v is not None and c["owner"] in tied]
    return (max(positions) if lowest else min(positions))[1], totals


def final_score(goals: list[str]) -> int:
    """KH-8.2: the better of the plain sum and the doubled full set minus 1 per extra card."""
    plain = sum(goal_value(g) for g in goals)
    best: dict[str, int] = {}
    for g in goals:
        best[goal_domain(g)] = max(best.get(goal_domain(g), 0), goal_value(g))
    if len(best) < len(DOMAINS):
        return plain
    extra = len(goals) - len(DOMAINS)
    return max(plain, FULL_SET_FACTOR * sum(best.values()) - EXTRA_GOAL_COST * extra)


def final_result(won: list[list[str]]) -> tuple[list[int], list[int]]:
    """Scores per seat and the winners (ties share, KH-8.3)."""
    scores = [final_score(goals) for goals in won]
    top = max(scores)
    return scores, [s for s, score in enumerate(scores) if score == top]
