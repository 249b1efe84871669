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
- `preview`: what the seat is sure to see once a held move is made (the parts of its view
  that agree in a world per die face), drawn while the move waits as pending.
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


# The pending preview's worlds: one per face of a d6, every die in world i showing i + 1, so
# whatever a die decides differs between them and stays out of the preview.
FACES = 6
_FORCED = 64  # dice a world may roll after the move before its generator takes over


def preview(rules: Rules, state: State, seat: int, action: Action, key: str,
            viewer: int | None = -1) -> dict | None:
    """What `viewer` (by default `seat`; None: the public) is sure to see after `seat` makes
    `action`, for drawing a held move as pending (issue #34.8): its view in worlds `seat`
    cannot tell apart (a world per die face, other hidden cards re-dealt in each), each part
    that is the same in all of them; where they differ (a die, a drawn card), the part as it
    is now. None when a world refuses the move. Like `holds`, read from the worlds only, so
    it shows nothing of a coming die or a hidden card."""
    viewer = seat if viewer == -1 else viewer
    before = rules.view(state, viewer)
    views = []
    for i, world in enumerate(worlds(rules, state, seat, f"{key}:preview", FACES)):
        world["rng"]["forced_rolls"] = [i + 1] * _FORCED
        try:
            after = rules.apply(world, seat, action)
        except (IllegalAction, ValueError):  # illegal, or a die with fewer faces
            return None
        views.append(rules.view(after, viewer))
    return common(before, views)


def common(before: Any, afters: list[Any], top: bool = True) -> Any:
    """The parts every one of `afters` agrees on, the rest from `before`. The view is split
    key by key, and below it only tables (a dict whose values are all of one type: markers
    by space): a record of mixed parts (the latest roll) is one thing, never half a die."""
    first = afters[0]
    if all(a == first for a in afters[1:]):
        return first
    if not (isinstance(before, dict) and all(isinstance(a, dict) for a in afters)) \
            or not (top or all(_table(d) for d in (before, *afters))):
        return before
    out = {}
    for k in dict.fromkeys([*before, *first]):
        if not all(k in a for a in afters):
            if k in before:
                out[k] = before[k]  # gone in some worlds only: as it is now
        elif k in before:
            out[k] = common(before[k], [a[k] for a in afters], False)
        elif all(a[k] == first[k] for a in afters[1:]):
            out[k] = first[k]  # new, and the same in every world
    return out


def _table(d: dict) -> bool:
    return len({type(v) for v in d.values()}) <= 1
