"""Seeded, serializable randomness that lives inside the game state.

The generator is counter based (SplitMix64 over seed + counter), so its whole state is a few
integers in `state["rng"]` and survives JSON, clone and replay unchanged. Tests force outcomes
by filling `state["rng"]["forced_rolls"]`: `roll` takes from that queue before the generator.
Every draw of randomness bumps `counter`, which the Session reads as an undo barrier.
A stored position must have none queued (`problems`): the seam is never read from a file.

Two stream layouts, told apart by `state["rng"]["v"]`:
- absent (legacy, what the app and every save so far use): one stream, the n-th draw of any
  kind is value n. Saved move lists replay against exactly this, so it never changes.
- 2, keyed streams (common random numbers for bench.match, issue #35): a draw is keyed by
  (seed, purpose, index) with one index per purpose in `rng["n"]`: dice ("dice"), shuffles
  ("shuffle") and other draws ("draw"). Two games on one seed then roll the same k-th die even
  when one of them shuffled more often. Generators made inside `keyed_streams()` get it; a
  state keeps the layout it was dealt with (reseed and mix_salt keep it too). The app turns it
  on only once saves record which layout a game began with (the seed alone does not say).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from .types import State

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
KEYED = 2  # rng["v"] of the keyed streams
PURPOSES = ("dice", "shuffle", "draw")
_layout: ContextVar[int] = ContextVar("rng_layout", default=1)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@contextmanager
def keyed_streams() -> Iterator[None]:
    """Generators made by `new_rng` inside this block use the keyed streams (v 2)."""
    token = _layout.set(KEYED)
    try:
        yield
    finally:
        _layout.reset(token)


def new_rng(seed: int) -> dict[str, Any]:
    rng: dict[str, Any] = {"seed": int(seed) & _MASK, "counter": 0, "forced_rolls": []}
    if _layout.get() == KEYED:
        rng["v"] = KEYED
        rng["n"] = dict.fromkeys(PURPOSES, 0)
    return rng


def _next64(rng: dict[str, Any], purpose: str = "draw") -> int:
    rng["counter"] += 1
    if rng.get("v") == KEYED:
        rng["n"][purpose] += 1
        key = _mix((rng["seed"] ^ (PURPOSES.index(purpose) + 1) * _GAMMA) & _MASK)
        return _mix((key + rng["n"][purpose] * _GAMMA) & _MASK)
    return _mix((rng["seed"] + rng["counter"] * _GAMMA) & _MASK)


def reseed(state: State, rand: random.Random) -> None:
    """New dice for a determinized copy: a seed drawn from `rand` and no forced rolls, so the
    copy's future rolls tell nothing about the real ones. The counter (the undo-barrier count)
    and the stream layout are kept."""
    old = state["rng"]
    state["rng"] = {**old, "seed": rand.getrandbits(64), "forced_rolls": []}
    if "n" in old:
        state["rng"]["n"] = dict(old["n"])


def randbelow(state: State, n: int, purpose: str = "draw") -> int:
    """Uniform integer in [0, n), without modulo bias (`purpose` picks the keyed stream)."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    rng = state["rng"]
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = _next64(rng, purpose)
        if value < limit:
            return value % n


def roll(state: State, sides: int = 6) -> int:
    """A die roll 1..sides; a queued forced roll wins (tests, scenario replays)."""
    rng = state["rng"]
    if rng["forced_rolls"]:
        rng["counter"] += 1  # still a random event for undo purposes
        if rng.get("v") == KEYED:
            rng["n"]["dice"] += 1  # the next real die is the next roll's, as without the queue
        value = int(rng["forced_rolls"].pop(0))
        if not 1 <= value <= sides:
            raise ValueError(f"forced roll {value} is not on a d{sides}")
        return value
    return randbelow(state, sides, "dice") + 1


def shuffle(state: State, items: list[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(state, i + 1, "shuffle")
        items[i], items[j] = items[j], items[i]


def choice(state: State, items: list[T]) -> T:
    return items[randbelow(state, len(items))]


def draws(state: State) -> int:
    """How many random events have happened so far (the Session's barrier check)."""
    return int(state["rng"]["counter"])


def mix_salt(state: State, salt: int) -> None:
    """Mix a salt into the generator: the reseeds older versions recorded after a load
    (issue #13 point 7), replayed so those saves load the same. New games never salt. Only
    the seed changes, so either layout goes on in its own way."""
    rng = state["rng"]
    mixed = {"seed": (rng["seed"] ^ (int(salt) & _MASK)) & _MASK, "counter": rng["counter"]}
    rng["seed"] = _next64(mixed)


def problems(state: State) -> list[str]:
    """A stored position's generator: a 64-bit seed, a count and no forced rolls (issue #33
    point 6: a hand-edited save could otherwise fix the coming dice). Raises on a stream
    that is not a table (the caller's damage)."""
    rng = state["rng"]
    keys = {"seed", "counter", "forced_rolls"}
    if rng.get("v") == KEYED:
        keys |= {"v", "n"}
        if not (isinstance(rng.get("n"), dict) and set(rng["n"]) == set(PURPOSES)
                and all(type(v) is int and v >= 0 for v in rng["n"].values())):
            return ["malformed random stream"]
    if set(rng) != keys:
        return ["malformed random stream"]
    if type(rng["seed"]) is not int or not 0 <= rng["seed"] <= _MASK:
        return ["random seed out of range"]
    if type(rng["counter"]) is not int or rng["counter"] < 0:
        return ["random counter out of range"]
    return [] if rng["forced_rolls"] == [] else ["forced rolls in a stored position"]
