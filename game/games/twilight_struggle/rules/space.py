"""TS-6.4 The space race.

Implementation notes:
- Boxes 1-8 from the data (ops needed, success roll "≤ n" (O-14), VP first/second). Position 0
  is the start box; state["space"] = [USSR, US].
- TS-6.4.4: a box's ability belongs to the first side to reach it until the other side
  arrives (R-30), i.e. to the side at or past the box while the other is still short of it;
  that is derived from the positions, so nothing else is stored.
- TS-6.4.2: one attempt per turn (state["space_attempts"], reset at the end of the turn), two
  with the box 2 ability, counted at once (R-32). TS-6.4.1: the card's modified ops
  (operations.effective_ops, use "space") must reach the next box's requirement (R-29); the
  China Card counts 4 there (no Asia bonus, spec §6.4). TS-6.4.6: none from box 8.
- TS-6.4.5: the card's event never happens; the card goes to the discard pile (card_play).
- TS-6.4.3: VP on arrival, also when an event moves the marker (advance()).
"""

from __future__ import annotations

from game.engine import rng
from game.engine.types import State, log_entry

from .common import gain_vp, opp
from .data import ABILITY, SPACE_BOXES, SPACE_LAST


def holds_ability(state: State, seat: int, box: int) -> bool:
    return state["space"][seat] >= box > state["space"][opp(seat)]


def attempts_allowed(state: State, seat: int) -> int:
    return 2 if holds_ability(state, seat, ABILITY["two_attempts"]) else 1


def may_attempt(state: State, seat: int) -> bool:
    """TS-6.4.2 / TS-6.4.6: an attempt left this turn and a box left to reach (what
    can_attempt asks before the card's ops)."""
    return (state["space"][seat] < SPACE_LAST
            and state["space_attempts"][seat] < attempts_allowed(state, seat))


def can_attempt(state: State, seat: int, ops: int) -> bool:
    return may_attempt(state, seat) and ops >= SPACE_BOXES[state["space"][seat]]["ops"]


def attempt(state: State, seat: int, card: int | None = None) -> None:
    """One attempt (TS-6.4.1): roll within the next box's number to move on. Recorded in
    state["last_roll"] (kind "space", STATE.md) for the board's roll panel (issue #34.11)."""
    state["space_attempts"][seat] += 1
    box = SPACE_BOXES[state["space"][seat]]
    roll = rng.roll(state)
    ok = roll <= box["roll"]
    state["log"].append(log_entry("ts.log.space_attempt", player=seat + 1, roll=roll,
                                  box=box["box"], result={"t": "ts.space.success" if ok
                                                          else "ts.space.failure"}))
    first = state["space"][opp(seat)] < box["box"]
    state["last_roll"] = {
        "kind": "space", "seat": seat, "country": None, "card": card,
        "rolls": [{"seat": seat, "die": roll, "modifiers": [], "total": roll}],
        "result": {"success": ok, "needs": box["roll"], "box": box["box"],
                   "vp": box["vp"][0 if first else 1] if ok else 0,
                   "ability": ok and first and box["box"] in ABILITY.values(), "milops": 0}}
    if ok:
        advance(state, seat)


def advance(state: State, seat: int) -> None:
    """The marker moves one box; the first arrival takes the left VP number (TS-6.4.3)."""
    new = state["space"][seat] + 1
    first = state["space"][opp(seat)] < new
    vp = SPACE_BOXES[new - 1]["vp"][0 if first else 1]
    state["space"][seat] = new
    gain_vp(state, seat, vp, "ts.log.space_box", player=seat + 1,
            box={"t": f"ts.space.box.{new}"}, vp=vp)
