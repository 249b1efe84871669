"""Seeded, serializable randomness that lives inside the game state.

The generator is counter based (SplitMix64 over seed + counter), so its whole state is two
integers in `state["rng"]` and survives JSON, clone and replay unchanged. Tests force outcomes
by filling `state["rng"]["forced_rolls"]`: `roll` takes from that queue before the generator.
Every draw of randomness bumps the counter, which the Session reads as an undo barrier.
A stored position must have none queued (`problems`): the seam is never read from a file.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

from .types import State

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def new_rng(seed: int) -> dict[str, Any]:
    return {"seed": int(seed) & _MASK, "counter": 0, "forced_rolls": []}


def _next64(rng: dict[str, Any]) -> int:
    rng["counter"] += 1
    z = (rng["seed"] + rng["counter"] * _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def reseed(state: State, rand: random.Random) -> None:
    """New dice for a determinized copy: a seed drawn from `rand` and no forced rolls, so the
    copy's future rolls tell nothing about the real ones. The counter (the undo-barrier count)
    is kept."""
    state["rng"] = {"seed": rand.getrandbits(64), "counter": state["rng"]["counter"],
                    "forced_rolls": []}


def randbelow(state: State, n: int) -> int:
    """Uniform integer in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    rng = state["rng"]
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = _next64(rng)
        if value < limit:
            return value % n


def roll(state: State, sides: int = 6) -> int:
    """A die roll 1..sides; a queued forced roll wins (tests, scenario replays)."""
    rng = state["rng"]
    if rng["forced_rolls"]:
        rng["counter"] += 1  # still a random event for undo purposes
        value = int(rng["forced_rolls"].pop(0))
        if not 1 <= value <= sides:
            raise ValueError(f"forced roll {value} is not on a d{sides}")
        return value
    return randbelow(state, sides) + 1


def shuffle(state: State, items: list[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]


def choice(state: State, items: list[T]) -> T:
    return items[randbelow(state, len(items))]


def draws(state: State) -> int:
    """How many random events have happened so far (the Session's barrier check)."""
    return int(state["rng"]["counter"])


def mix_salt(state: State, salt: int) -> None:
    """Mix fresh randomness into the generator (a loaded game, issue #13 point 7): what
    comes next no longer follows from the saved state alone, yet replays from the salt."""
    rng = state["rng"]
    mixed = {"seed": (rng["seed"] ^ (int(salt) & _MASK)) & _MASK, "counter": rng["counter"]}
    rng["seed"] = _next64(mixed)


def problems(state: State) -> list[str]:
    """A stored position's generator: a 64-bit seed, a count and no forced rolls (issue #33
    point 6: a hand-edited save could otherwise fix the coming dice). Raises on a stream
    that is not a table (the caller's damage)."""
    rng = state["rng"]
    if set(rng) != {"seed", "counter", "forced_rolls"}:
        return ["malformed random stream"]
    if type(rng["seed"]) is not int or not 0 <= rng["seed"] <= _MASK:
        return ["random seed out of range"]
    if type(rng["counter"]) is not int or rng["counter"] < 0:
        return ["random counter out of range"]
    return [] if rng["forced_rolls"] == [] else ["forced rolls in a stored position"]
