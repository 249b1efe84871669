"""What a two-step move offers next, read before anything is submitted.

A card dropped on a play zone is two actions (["card", n], then ["mode", m]); the zone lights
only when the second step is legal after the first. `legal_after` plays the first step on a
clone of the session's state and lists what the same seat may do then, so an unlit drop
commits nothing. Shared by the map boards; it knows no game's names.
"""

from __future__ import annotations


def legal_after(table, action: list) -> list[list]:
    """The acting seat's legal actions once `action` is made (on a copy); [] when `action`
    is not legal now or the seat does not act next."""
    seat = table.acting
    if seat is None or action not in table.legal:
        return []
    rules = table.session.rules
    state = rules.clone(table.session.state)
    rules.apply(state, seat, action)
    return rules.legal_actions(state, seat) if seat in rules.active_seats(state) else []
