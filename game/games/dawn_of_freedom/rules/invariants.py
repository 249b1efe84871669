"""What must hold after every action (checked by the conformance suite's random playouts).

Implementation notes:
- Card conservation (issue #6): every strategy card of the periods in the game is in exactly
  one place: a hand, the deck, the discard pile, the removed cards, the lasting events, the
  table (being played), a Samizdat set-aside, a Foreign News draw waiting for its choice, or
  the Scoring card whose Power Struggle is running (`ps.card`); checked by the shared layer's
  cdg.hidden.conservation_problems.
- No negative Support Points; a space eliminated by Systematization holds none.
"""

from __future__ import annotations

from game.cdg.hidden import conservation_problems
from game.engine.types import State

from .common import COM, DEM
from .data import CARDS, COUNTRIES, SPACES

PERIOD_TURNS = {"early": 1, "middle": 4, "late": 8}  # D89-4.1: the turn a period joins


def card_places(state: State) -> list[int]:
    places = [state["hands"][COM], state["hands"][DEM], state["deck"], state["discard"],
              state["removed"], state["lasting"], state["table"], *state["aside"].values()]
    places += [f["drawn"] for f in state["stack"] if "drawn" in f]
    found = [c for p in places for c in p]
    struggle = (state.get("ps") or {}).get("card")
    return found + ([struggle] if struggle is not None else [])


def problems(state: State) -> list[str]:
    out = []
    for space, sp in state["sp"].items():
        if sp[COM] < 0 or sp[DEM] < 0:
            out.append(f"negative SPs in {space}")
    out += [f"SPs in eliminated {space}" for space in state["destroyed"]
            if state["sp"][space] != {COM: 0, DEM: 0}]
    periods = {p for p, turn in PERIOD_TURNS.items() if state["turn"] >= turn}
    expected = None if state["over"] else [n for n, c in CARDS.items() if c["period"] in periods]
    return out + conservation_problems(card_places(state), expected)


def state_problems(state: State) -> list[str]:
    """A stored position's ids and ranges (issue #13 point 3), then `problems`: run on a save's
    position that its moves did not produce, before anything is drawn."""
    out = []
    if set(state["sp"]) != set(SPACES):
        out.append("unknown or missing spaces")
    elif any(set(sp) != {COM, DEM} or any(type(n) is not int for n in sp.values())
             for sp in state["sp"].values()):
        out.append("malformed Support Points")
    if not all(type(c) is int and c in CARDS for c in card_places(state)):
        out.append("unknown card ids")
    if type(state["turn"]) is not int or not 1 <= state["turn"] <= 10:
        out.append("turn out of range")
    if type(state["round"]) is not int or not 0 <= state["round"] <= 8:
        out.append("action round out of range")
    # D89-10.1: +-20 ends the game at once, except inside a Power Struggle (D89-8.0.N)
    vp_limit = 1000 if state["over"] or "ps" in state else 19
    if type(state["vp"]) is not int or abs(state["vp"]) > vp_limit:
        out.append("VP out of range")
    if set(state["power"]) - set(COUNTRIES) or set(state["power"].values()) - {COM, DEM}:
        out.append("unknown countries or sides holding Power")
    if set(state["destroyed"]) - set(SPACES):
        out.append("unknown eliminated spaces")
    return out or problems(state)
