"""The map: Support Points, control (D89-2.1.7) and the hooks every SP change runs.

Implementation notes:
- Control is a pure function of the current SPs and is never cached (D89-ENG-02).
- A space eliminated by Systematization (D89-AMB-17) is listed in state["destroyed"]: it holds
  no SPs, has no lines, and nothing counts it.
- Every SP change made by the core rules goes through add_sp / remove_sp so the Tyrant is Gone
  capture (D89-7.6.5, D89-AMB-21) is checked after each one; other modules should use them too.
"""

from __future__ import annotations

from game.engine.types import State

from .common import COM, DEM, gain_vp, opp
from .data import ADJ, COUNTRIES, SPACES, STABILITY


def controller(state: State, space: str) -> str | None:
    """D89-2.1.7: a side controls a space when it leads by at least the stability number."""
    sp = state["sp"][space]
    diff = sp[DEM] - sp[COM]
    stab = STABILITY[space]
    if diff >= stab:
        return DEM
    if -diff >= stab:
        return COM
    return None


def control_map(state: State) -> dict[str, str]:
    """Every controlled space and its controller (D89-2.1.7), for the view."""
    return {space: side for space in state["sp"] if (side := controller(state, space))}


def not_controlled_by(state: State, spaces: list[str], side: str) -> list[str]:
    """The `spaces` that `side` does not control (D89-2.1.7, `controller` inlined: a 1-Op
    placement asks it of every eligible space)."""
    sp, other = state["sp"], opp(side)
    return [s for s in spaces if sp[s][side] - sp[s][other] < STABILITY[s]]


def controls(state: State, space: str, side: str) -> bool:
    return controller(state, space) == side


def controlled_spaces(state: State, side: str, country: str) -> list[str]:
    return [s for s in COUNTRIES[country]["spaces"] if controller(state, s) == side]


def on_map(state: State, space: str) -> bool:
    return space not in state.get("destroyed", ())


def adjacent(state: State, space: str) -> tuple[str, ...]:
    destroyed = state.get("destroyed")
    if not destroyed:
        return ADJ[space]
    return tuple(n for n in ADJ[space] if n not in destroyed)


def spaces_with_sp(state: State, side: str) -> list[str]:
    return [s for s, v in state["sp"].items() if v[side] > 0]


def add_sp(state: State, space: str, side: str, n: int = 1) -> None:
    state["sp"][space][side] += n
    after_sp_change(state, space)


def remove_sp(state: State, space: str, side: str, n: int = 1) -> int:
    """Remove up to n SPs of `side`; returns how many were removed (excess is ignored)."""
    cell = state["sp"][space]
    taken = min(n, cell[side])
    cell[side] -= taken
    after_sp_change(state, space)
    return taken


def after_sp_change(state: State, space: str) -> None:
    """D89-7.6.5: the Democrat capturing the Tyrant is Gone space scores 2 VP at once."""
    romania = state.get("romania")
    if romania and romania.get("tyrant") == space and controls(state, space, DEM):
        romania["tyrant"] = None
        gain_vp(state, DEM, 2, "dof.log.tyrant_captured", space=space)


def total_sp(state: State, side: str) -> int:
    return sum(v[side] for v in state["sp"].values())


def opponent_spaces(state: State, side: str) -> list[str]:
    """Spaces holding at least one SP of the opponent of `side`."""
    other = opp(side)
    return [s for s, v in state["sp"].items() if v[other] > 0]


def country_of(space: str) -> str:
    return SPACES[space]["country"]
