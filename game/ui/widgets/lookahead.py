"""What a two-step move offers next, read before anything is submitted.

A card dropped on a play zone is two actions (["card", n], then ["mode", m]); the zone lights
only when the second step is legal after the first. `legal_after` plays the first step on a
clone of the session's state and lists what the same seat may do then, so an unlit drop
commits nothing. Shared by the map boards; it knows no game's names.
"""

from __future__ import annotations

from ...engine.types import Decision, IllegalAction


def state_after(table, steps: list[list]) -> dict | None:
    """The position after the acting seat makes `steps`, on a clone (nothing is submitted);
    None when a step is not legal then or the seat no longer acts after them."""
    seat = table.acting
    if seat is None:
        return None
    rules = table.session.rules
    state = rules.clone(table.session.state)
    for step in steps:
        try:
            rules.apply(state, seat, step)
        except IllegalAction:
            return None
    return state if seat in rules.active_seats(state) else None


def walk_line(table, line: list[list]) -> list[tuple[list, Decision]]:
    """The steps of a suggested line (the search's, which skips forced steps) the acting
    seat can play in turn from the position shown, each with the decision it answers, on a
    clone: forced steps (one legal action) between them are played, and the walk stops at
    the first step that cannot follow."""
    seat, rules = table.acting, table.session.rules
    state, walked = rules.clone(table.session.state), []
    for step in line if seat is not None else ():
        while seat in rules.active_seats(state):
            legal = rules.legal_actions(state, seat)
            if step in legal or len(legal) != 1:
                break
            rules.apply(state, seat, legal[0])
        if seat not in rules.active_seats(state) or step not in rules.legal_actions(state, seat):
            break
        walked.append((step, rules.decision(state, seat)))
        rules.apply(state, seat, step)
    return walked


def legal_after(table, action: list) -> list[list]:
    """The acting seat's legal actions once `action` is made (on a copy); [] when `action`
    is not legal now or the seat does not act next."""
    if action not in table.legal:
        return []
    state = state_after(table, [action])
    found = [] if state is None else table.session.rules.legal_actions(state, table.acting)
    tutorial = getattr(table, "tutorial", None)  # a tutorial lights its next step alone
    return found if tutorial is None else tutorial.narrow_after(action, found)
