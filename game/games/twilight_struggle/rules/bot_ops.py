"""What one operation is worth to the bots, worked out from the rules instead of played out
(issue #17 point 4): influence placement (TS-6.1), realignment (TS-6.2) and coups (TS-6.3)
rated by the change of bot_eval.evaluate they bring, with the dice's odds.

Implementation notes:
- Every value is `seat`'s: a change of its evaluation, counted on its region only
  (bot_eval.region_value), with the influence changed in place and put back.
- Coup (TS-6.3.2): the six rolls, roll + ops + card modifiers - 2 x stability, the excess
  removing opponent influence first; plus the MilOps it credits (TS-8.2.3, worth what the
  turn-end shortfall would cost, bot_eval.milops_penalty) and the DEFCON it costs in a
  battleground (TS-8.1.4): a coup that would take DEFCON to 1 is never rated playable
  (TS-8.1.3: the phasing player would lose).
- Realignment (TS-6.2.2): the 36 pairs of dice, grouped by their difference, with each side's
  modifiers; n ops are rated as n rolls of the best target.
- Influence: greedy placement marker by marker (2 ops into an opponent-controlled country,
  TS-6.1.2), from the countries eligible this round (operations.eligible).
"""

from __future__ import annotations

from game.engine.types import State

from . import events, operations
from .bot_eval import WIN, milops_penalty, region_value
from .common import opp
from .data import BATTLEGROUNDS, REGION_OF, STABILITY

DEFCON_COST = {4: 0.1, 3: 0.4, 2: 1.2}  # a lower DEFCON closes regions to both sides' coups
_DIFFS = [(d, (6 - abs(d)) / 36) for d in range(-5, 6)]  # one die minus another


def set_influence(state: State, country: str, values: list[int]) -> list[int]:
    old = state["influence"][country]
    state["influence"][country] = values
    return old


def outcome_delta(state: State, seat: int, country: str, values: list[int],
                  weights: dict[str, float], before: float | None = None) -> float:
    """Change of `seat`'s evaluation were `country`'s influence `values` ([USSR, US])."""
    region = REGION_OF[country]
    if before is None:
        before = region_value(state, seat, region, weights)
    old = set_influence(state, country, values)
    try:
        return region_value(state, seat, region, weights) - before
    finally:
        state["influence"][country] = old


def add_delta(state: State, seat: int, country: str, who: int, n: int,
              weights: dict[str, float]) -> float:
    """`seat`'s gain were `who`'s influence in `country` changed by n (never below 0)."""
    values = list(state["influence"][country])
    values[who] = max(0, values[who] + n)
    return outcome_delta(state, seat, country, values, weights)


def coup_value(state: State, seat: int, country: str, ops: int, weights: dict[str, float],
               free: bool = False) -> float:
    """Expected gain of a coup with `ops` (TS-6.3); -WIN when it would lose by DEFCON 1."""
    other = opp(seat)
    value = 0.0
    if country in BATTLEGROUNDS and not events.any_hook(state, events.COUP_KEEPS_DEFCON, seat,
                                                         country, free):
        after = state["defcon"] - 1
        if after <= 1:
            return -WIN
        value -= DEFCON_COST.get(after, 0.0)
    mod = events.REGISTRY.hook_sum(state, events.COUP_MODIFIERS, seat, country)
    before = region_value(state, seat, REGION_OF[country], weights)
    inf = state["influence"][country]
    for roll in range(1, 7):
        excess = roll + mod + ops - 2 * STABILITY[country]
        if excess > 0:
            removed = min(excess, inf[other])
            values = list(inf)
            values[other] -= removed
            values[seat] += excess - removed
            value += outcome_delta(state, seat, country, values, weights, before) / 6
    if not free:
        value += milops_gain(state, seat, ops)
    return value


def milops_gain(state: State, seat: int, ops: int) -> float:
    """What `ops` more MilOps spare `seat` at the turn's end (TS-8.2.1)."""
    milops = state["milops"]
    old = milops[seat]
    before = milops_penalty(state, seat)
    milops[seat] = min(operations.MILOPS_MAX, old + ops)
    after = milops_penalty(state, seat)
    milops[seat] = old
    return before - after


def realign_value(state: State, seat: int, country: str, weights: dict[str, float]) -> float:
    """Expected gain of one realignment roll (TS-6.2.2)."""
    other = opp(seat)
    edge = (operations.realign_modifier(state, seat, country)
            - operations.realign_modifier(state, other, country))
    before = region_value(state, seat, REGION_OF[country], weights)
    inf = state["influence"][country]
    value = 0.0
    for d, p in _DIFFS:
        diff = d + edge
        if diff == 0:
            continue
        values = list(inf)
        loser = other if diff > 0 else seat
        values[loser] = max(0, values[loser] - abs(diff))
        if values != inf:
            value += p * outcome_delta(state, seat, country, values, weights, before)
    return value


def placement_gain(state: State, seat: int, country: str, weights: dict[str, float]) -> float:
    """Gain per op of one more marker (TS-6.1.2: 2 ops into an opponent-controlled country)."""
    return add_delta(state, seat, country, seat, 1, weights) / operations.placement_cost(
        state, seat, country)


def influence_plan(state: State, seat: int, ops: int, area: str | None,
                   weights: dict[str, float]) -> list[float]:
    """Greedy placement of `ops` ops: the total gain after each op spent (index = ops - 1)."""
    targets = [c for c in operations.eligible(state, seat)
               if c in STABILITY and (area is None or c in operations.AREA_COUNTRIES[area])]
    saved = {c: state["influence"][c] for c in targets}
    totals, total, left = [], 0.0, ops
    try:
        while left > 0 and targets:
            best, best_gain = None, float("-inf")
            for c in targets:
                cost = operations.placement_cost(state, seat, c)
                if cost > left:
                    continue
                gain = add_delta(state, seat, c, seat, 1, weights) / cost
                if gain > best_gain:
                    best, best_gain = c, gain
            if best is None:
                break
            cost = operations.placement_cost(state, seat, best)
            values = list(state["influence"][best])
            values[seat] += 1
            state["influence"][best] = values
            total += best_gain * cost
            left -= cost
            totals += [total] * cost
    finally:
        state["influence"].update(saved)
    return totals + [total] * (ops - len(totals))


def best_coup(state: State, seat: int, ops: int, area: str | None,
              weights: dict[str, float]) -> float:
    targets = operations.coup_targets(state, seat, area)
    return max((coup_value(state, seat, c, ops, weights) for c in targets),
               default=float("-inf"))


def best_realign(state: State, seat: int, area: str | None,
                 weights: dict[str, float]) -> float:
    targets = operations.attack_targets(state, seat, area)
    return max((realign_value(state, seat, c, weights) for c in targets),
               default=float("-inf"))


class OpsRater:
    """The value of spending n ops on each activity, for one position (cached by n)."""

    def __init__(self, state: State, seat: int, weights: dict[str, float]) -> None:
        self.state, self.seat, self.weights = state, seat, weights
        self._plans: dict[str | None, list[float]] = {}
        self._coups: dict[tuple[int, str | None], float] = {}
        self._realign: dict[str | None, float] = {}

    def influence(self, ops: int, area: str | None = None) -> float:
        plan = self._plans.get(area)
        if plan is None or len(plan) < ops:
            plan = self._plans[area] = influence_plan(self.state, self.seat, max(ops, 5), area,
                                                      self.weights)
        return plan[ops - 1] if ops else 0.0

    def coup(self, ops: int, area: str | None = None) -> float:
        key = (ops, area)
        if key not in self._coups:
            self._coups[key] = best_coup(self.state, self.seat, ops, area, self.weights)
        return self._coups[key]

    def realign(self, ops: int, area: str | None = None) -> float:
        if area not in self._realign:
            self._realign[area] = best_realign(self.state, self.seat, area, self.weights)
        one = self._realign[area]
        return ops * one if one > 0 else one

    def kind(self, kind: str, ops: int, area: str | None = None) -> float:
        if kind == "influence":
            return self.influence(ops, area)
        if kind == "coup":
            return self.coup(ops, area)
        if kind == "realign":
            return self.realign(ops, area)
        return 0.0

    def best(self, ops: int, area: str | None = None, must_coup: bool = False) -> float:
        """The best activity; a coup only when MilOps are due (TS-8.2) and one is possible."""
        coup = self.coup(ops, area)
        if must_coup and coup > -WIN:
            return coup
        return max(self.influence(ops, area), coup, self.realign(ops, area))
