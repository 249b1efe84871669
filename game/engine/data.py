"""Plain-data helpers: the state clone, fast deep copy, canonical JSON and the state hash."""

from __future__ import annotations

import hashlib
import json
import marshal
from typing import Any

from .types import State

LOG = "log"  # the state key of the log: shared by clones, left out of save snapshots


def deep_copy(value: Any) -> Any:
    """Copy JSON-shaped data (dict, list, str, int, float, bool, None) faster than deepcopy."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value


def clone_state(state: State, flat: frozenset[str] = frozenset(),
                tables: frozenset[str] = frozenset()) -> State:
    """The engine's one copy of a whole state (every game's `clone`; bench.state_costs).

    A marshal round trip copies JSON-shaped data about 1.5-2x faster than a recursive copier
    or pickle. Parts whose shape the game declares (`BaseRules.CLONE_FLAT`, `CLONE_TABLES`)
    are copied quicker still: `flat` keys hold lists of immutable values (card ids), copied
    by `list()`; `tables` keys hold dicts or lists of rows, each row a flat dict or list of
    immutable values (1989's 75 spaces' support, a hand per player), copied row by row.
    The log is always flat: an entry is never changed once the action that wrote it is over
    (the log was 96% of a late 1989 state), so the clone gets a new list of the same entries
    and `state["log"].append(...)` on either copy never shows in the other.
    """
    flat = flat | {LOG}
    out = marshal.loads(marshal.dumps({k: v for k, v in state.items()
                                       if k not in flat and k not in tables}))
    for k in flat:
        if k in state:
            out[k] = list(state[k])
    for k in tables:
        if k in state:
            rows = state[k]
            out[k] = ({r: cells.copy() for r, cells in rows.items()} if isinstance(rows, dict)
                      else [cells.copy() for cells in rows])
    return out


def without_log(state: State) -> State:
    """The state's other keys (not a copy): what a save snapshot stores (actions rebuild the
    log)."""
    return {k: v for k, v in state.items() if k != LOG}


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: Any) -> str:
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()
