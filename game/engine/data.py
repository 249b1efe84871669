"""Plain-data helpers: fast deep copy, canonical JSON and the state hash."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def deep_copy(value: Any) -> Any:
    """Copy JSON-shaped data (dict, list, str, int, float, bool, None) faster than deepcopy."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: Any) -> str:
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()
