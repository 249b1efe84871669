"""A rule-based bot: try every move in a few sampled worlds and keep the best on average.

Implementation notes:
- Knows only what its seat sees: every world is `determinize(state, seat)` (other hands,
  face-down cards, draw and goal piles shuffled), so it never peeks.
- A move is scored after applying it (with its immediate reveal chain) by resolving every
  column as if the round ended now (KH-6/KH-7): projected goal points of the bot minus
  those of its strongest rival, plus a small bonus for domains it still lacks (KH-8.2)
  and a small cost for spending high cards where they are not needed.
- The turn's two steps are chosen together: at ["card", …] it picks the best card+column
  pair, at ["column", …] it re-evaluates the columns for the picked card.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.types import Action, State

from .common import FRAMES, fulfilled
from .components import CARDS, goal_domain, goal_value
from .round_end import resolve_column

SAMPLES = 3


class KHBot:
    kind = "rule"

    def __init__(self, seed: int = 0, samples: int = SAMPLES) -> None:
        self._rand = random.Random(seed)
        self._samples = samples

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        legal = [a for a in rules.legal_actions(state, seat) if a != ["unselect"]]
        if len(legal) == 1:
            return legal[0]
        worlds = []
        for _ in range(self._samples):
            world = rules.determinize(state, seat, self._rand)
            world["log"] = []  # not needed for thinking; makes the copies cheap
            worlds.append(world)
        if legal[0][0] == "card":  # pick card and column together
            columns = [j for j, c in enumerate(state["columns"]) if not c["closed"]]
            plans = [([a, ["column", j]], a) for a in legal for j in columns]
        else:
            plans = [([a], a) for a in legal]
        best, best_score = legal[0], float("-inf")
        for steps, first in plans:
            score = sum(self._try(rules, w, seat, steps) for w in worlds) / len(worlds)
            if score > best_score:
                best, best_score = first, score
        return best

    def _try(self, rules: Any, world: State, seat: int, steps: list[Action]) -> float:
        trial = rules.clone(world)
        spent = trial["selected"] or (steps[0][1] if steps[0][0] == "card" else None)
        for step in steps:
            FRAMES.apply(trial, seat, step)
        cost = 0.0
        if spent is not None:  # keep strong cards for columns that need them
            cost = 0.01 * (CARDS[spent]["value_half"] or 0)
        return evaluate(trial, seat) - cost


Projection = list[tuple[int, str, int, float]]  # (winner, goal, value, weight) a column


def projected(state: State) -> Projection:
    """Each column's winner if the round ended now (KH-6/KH-7), its goal and value, and its
    weight: whole when the goal is fulfilled, else 0.8."""
    out: Projection = []
    for column in state["columns"]:
        winner = resolve_column(column, state["options"])["winner"]
        if winner is not None:
            value = goal_value(column["goal"])
            out.append((winner, column["goal"], value,
                        1.0 if fulfilled(column, value) else 0.8))
    return out


def evaluate(state: State, seat: int, columns: Projection | None = None) -> float:
    """Projected goal points of `seat` minus the best rival's, if the round ended now;
    `columns`: `projected(state)`, when it is already known (every seat's standing)."""
    points = [float(sum(goal_value(g) for g in won)) for won in state["won"]]
    mine = {goal_domain(g) for g in state["won"][seat]}
    for winner, goal, value, weight in projected(state) if columns is None else columns:
        bonus = 1.0 if winner == seat and goal_domain(goal) not in mine else 0.0
        points[winner] += weight * (value + bonus)
    rivals = [p for i, p in enumerate(points) if i != seat]
    return points[seat] - max(rivals)


def standings(state: State) -> list[float]:
    """Every seat's `evaluate`, by seat, with the columns resolved once, not once a seat."""
    columns = projected(state)
    return [evaluate(state, seat, columns) for seat in range(state["players"])]
