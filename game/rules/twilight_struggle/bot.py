"""The DEFCON-safe random bot (issue #15 point 10): uniform over the legal actions that do not
lose the game on the spot by DEFCON 1 (TS-8.1.3); random games otherwise mostly end there
early. When every action would, it picks any."""

from __future__ import annotations

import random
from typing import Any

from game.engine.types import Action, State

# Decisions that never move DEFCON (TS-6.1 placement, TS-6.2 realignment, set-up, the box 6
# discard): no need to try them.
CALM = frozenset({"place_influence", "realign", "setup_place", "landed_discard"})


def safe_actions(rules: Any, state: State, seat: int) -> list[Action]:
    legal = rules.legal_actions(state, seat)
    if state["defcon"] > 2 or state["stack"][-1]["name"] in CALM:
        return legal  # nothing built yet lowers DEFCON by two in one action
    safe = [a for a in legal if not rules.fatal(state, seat, a)]
    return safe or legal


class SafeBot:
    kind = "safe"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        return self._rng.choice(safe_actions(rules, state, seat))
