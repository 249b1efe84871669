"""Worlds a seat cannot tell apart, and what a move shows in them (issue #33).

A seat's move may be held for "End turn" (the table) or taken back (the session) only on
grounds the seat could know itself; otherwise whether the table offers it tells the seat the
coming die or an opponent's card. So both questions are answered on `worlds`: copies from
`determinize` (the unseen re-dealt, new dice), seeded from public facts only (the game's seed
and the move's number, `key`). Every position the seat cannot tell apart gives the same
worlds (the conformance suite checks `determinize` depends only on what the seat sees), so
the answers are the same whatever is hidden.

- `holds`: the move passes the turn in some world and rolls, reveals or shows something that
  differs between the worlds there: the table makes it only on "End turn".
- `reveals`: what the move showed its seat (`seen`) differs between the real position after
  it and the worlds, or between worlds: an undo barrier like a die roll (`mark_barrier`), but
  found by the engine for every game and every card, not declared by each rule.
"""

from __future__ import annotations

import random
from typing import Any

from .rules import Rules, barrier_count
from .types import Action, IllegalAction, State

# Worlds drawn per question; each costs a determinize, an apply and a view. A reveal whose
# outcome is rare among the worlds can be missed (the seat then learns only that the likely
# outcome happened), so the undo check draws more than the hold.
WORLDS = 4
REVEAL_WORLDS = 8


def worlds(rules: Rules, state: State, seat: int, key: str, count: int = WORLDS) -> list[State]:
    """`count` copies of `state` as `seat` may imagine it, the same for every position `seat`
    cannot tell from it; `key` must name public facts only (seed and move number)."""
    return [rules.determinize(state, seat, random.Random(f"{key}:world:{i}"))
            for i in range(count)]


def seen(rules: Rules, state: State, seat: int) -> tuple[Any, ...]:
    """Everything `seat` is shown of a position: its view, who is to act (the handoff), the
    public decision (an open choice needs no handoff), its own decision, prompt and legal
    actions while it acts, the title bar's progress line and whether anything was rolled or
    revealed (the barrier count)."""
    over = rules.is_over(state)
    active = [] if over else rules.active_seats(state)
    asked = None
    if seat in active:
        asked = (rules.decision(state, seat), rules.prompt(state, seat),
                 rules.legal_actions(state, seat))
    public = None if over else rules.decision(state, None)
    return (rules.view(state, seat), active, public, asked, rules.progress(state),
            barrier_count(state), rules.result(state))


def _after(rules: Rules, world: State, seat: int, action: Action) -> State | None:
    """`world` after `action` (in place), or None when it is not legal there."""
    try:
        return rules.apply(world, seat, action)
    except IllegalAction:
        return None


def holds(rules: Rules, state: State, seat: int, action: Action, key: str) -> bool:
    """Whether `action` must wait for "End turn": in some world it passes the turn (the seat
    no longer acts, the game goes on) and rolls or reveals something or shows the seat what
    differs between worlds, so once made it could not be taken back. Decided on the worlds
    only, never on `state` itself."""
    afters = [_after(rules, w, seat, action) for w in worlds(rules, state, seat, key)]
    if any(a is None for a in afters):
        return False  # illegal here: the session says why when it is made
    if not any(seat not in rules.active_seats(a) and not rules.is_over(a) for a in afters):
        return False
    counts = barrier_count(state)
    if any(barrier_count(a) != counts for a in afters):
        return True
    first = seen(rules, afters[0], seat)
    return any(seen(rules, a, seat) != first for a in afters[1:])


def reveals(rules: Rules, before: State, after: State, seat: int, action: Action,
            key: str) -> bool:
    """Whether `action`, made by `seat` from `before` to `after`, showed `seat` something
    hidden: what it sees after the move differs between the real position and the worlds of
    `before`, or between those worlds. `key` is the one `holds` was asked with."""
    real = seen(rules, after, seat)
    for world in worlds(rules, before, seat, key, REVEAL_WORLDS):
        moved = _after(rules, world, seat, action)
        if moved is None or seen(rules, moved, seat) != real:
            return True
    return False
