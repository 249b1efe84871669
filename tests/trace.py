"""The engine trace the speed work is checked against (issue #35 point 6): seeded games of
random play hashed move by move (the seat, its legal actions, the action drawn) and at the end
(the whole state, log included, but for what is kept only to be shown, `rules.SHOWN_ONLY`: a
richer roll record for the board is not a change of play). A changed digest means some
legal-action list or some outcome changed. Used by each game's `test_engine_trace.py` with the
digests recorded before its hot paths were rewritten."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from game.engine.types import Action, State

# How the drawn action is picked: (state, seat, its legal actions, the game's generator).
Choose = Callable[[State, int, list[Action], random.Random], Action]


def trace_digest(rules: Any, seeds: range, options: dict[str, Any],
                 choose: Choose | None = None) -> str:
    digest = hashlib.sha256()
    for seed in seeds:
        rand = random.Random(seed)
        state = rules.setup(seed, 2, dict(options))
        while not rules.is_over(state):
            seat = rand.choice(rules.active_seats(state))
            legal = rules.legal_actions(state, seat)
            action = rand.choice(legal) if choose is None else choose(state, seat, legal, rand)
            digest.update(json.dumps([seat, legal, action]).encode())
            rules.do_apply(state, seat, action)
        shown_only = set(rules.SHOWN_ONLY)
        digest.update(json.dumps({key: value for key, value in state.items()
                                  if key not in shown_only}, sort_keys=True).encode())
    return digest.hexdigest()
