"""Hidden cards: the re-deal of what a seat cannot see (`determinize`) and card conservation
(invariants)."""

from __future__ import annotations

import random
from collections.abc import Iterable


def redeal(slots: Iterable[list[int]], rand: random.Random) -> None:
    """Shuffle the cards of `slots` (lists the observing seat cannot see: the opponent's hand,
    the deck, ...) into one pool and refill every slot IN PLACE to its old size. The pool is
    sorted first, so the re-deal depends only on which cards are hidden, not on where they
    really are (see engine.rules.forget_unseen)."""
    slots = list(slots)
    pool = sorted(c for slot in slots for c in slot)
    rand.shuffle(pool)
    for slot in slots:
        size = len(slot)
        slot[:], pool = pool[:size], pool[size:]


def conservation_problems(found: list[int], expected: Iterable[int] | None) -> list[str]:
    """Every card of the game must be in exactly one place: `found` lists the cards of every
    place; `expected` the cards in the game now (None: only check that none is in two places,
    e.g. after the game ended)."""
    out = []
    if len(found) != len(set(found)):
        out.append("a card is in two places")
    if expected is None:
        return out
    expected = sorted(expected)
    if sorted(found) != expected:
        lost = sorted(set(expected) - set(found))
        extra = sorted(set(found) - set(expected))
        out.append(f"cards lost {lost} or out of period {extra}")
    return out
