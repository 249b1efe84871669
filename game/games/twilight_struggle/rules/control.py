"""The map: influence, control (TS-2.1.7), adjacency and the DEFCON region limits (TS-8.1.5).

Implementation notes:
- state["influence"][country] = [USSR, US]; control is derived, never stored (spec §2.1).
- The superpower spaces are not countries: nothing is placed there (TS-2.1.5); they count
  through data.SUPERPOWER_SEAT (placement TS-6.1.4, realignment +1 TS-6.2.2, scoring).
"""

from __future__ import annotations

from game.engine.types import State

from .common import opp
from .data import BLOCKED_REGIONS, COUNTRY_IDS, REGION_OF, STABILITY


def controller(state: State, country: str) -> int | None:
    """TS-2.1.7: influence ≥ stability and leading the opponent by ≥ stability."""
    inf = state["influence"][country]
    need = STABILITY[country]
    for seat in (0, 1):
        if inf[seat] >= need and inf[seat] - inf[1 - seat] >= need:
            return seat
    return None


def controls(state: State, seat: int, country: str) -> bool:
    return controller(state, country) == seat


def control_map(state: State) -> dict[str, int | None]:
    """Every country's controller (a public result the board shows)."""
    return {c: controller(state, c) for c in COUNTRY_IDS}


def add_influence(state: State, seat: int, country: str, n: int) -> None:
    """Add (n > 0) or remove (n < 0, never below 0) `seat`'s influence in `country`."""
    inf = state["influence"][country]
    inf[seat] = max(0, inf[seat] + n)


def has_opponent_influence(state: State, seat: int, country: str) -> bool:
    return state["influence"][country][opp(seat)] > 0


def banned_regions(state: State) -> tuple[str, ...]:
    """TS-8.1.5 (TS-8.1.2's track): the regions where no coup or realignment may be made at
    the current DEFCON (the view's coup_banned_regions)."""
    return tuple(BLOCKED_REGIONS.get(state["defcon"], ()))


def defcon_blocked(state: State, country: str) -> bool:
    """TS-8.1.5: no coups or realignments in these regions at this DEFCON (sub-regions
    belong to their region)."""
    return REGION_OF[country] in banned_regions(state)
