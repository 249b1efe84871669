"""TS-12 The Chinese Civil War variant (option "ccw").

Implementation notes:
- state["ccw"] is the USSR's influence on the Chinese Civil War space (0-2) while the variant
  runs unresolved, else None. The space is not a country (never in state["influence"], never
  scored, TS-12.1); it touches only the USSR, so it is always eligible for USSR operations
  (TS-12.2, TS-6.1.4), costs 1 op a marker (no US influence can be there), counts as Asia (the
  China Card's or a later Asia-only bonus scope) but not Southeast Asia.
- Only the USSR places there, with operations only (O-23 default: no event placement); no
  realignment or coup can target it (it is not in the country list).
- TS-12.3: the third marker resolves it at once: the markers go, the USSR takes the China Card
  face up (usable this turn), the restrictions of TS-12.4 end (all three, O-22). Until then
  nobody holds the China Card, and if it is never claimed nobody gets its final VP (TS-12.2).
- TS-12.4: while unresolved, the USSR may not have Red Scare/Purge or Cultural Revolution as
  its event and the US may not have Formosan Resolution: `blocks` looks at the seat carrying
  the event out (events.owner). So the US may play the neutral Red Scare/Purge as its event,
  and a restricted side's card played by the other seat for operations brings no event
  (R-52: the restricted side would carry it out). `unresolved` is the hook
  for the card texts still to come (Korean War's extra -1, TS-12.4.2; the US counted as
  holding the China Card for Ussuri River Skirmish and Nixon, TS-12.4.1).
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .common import US, USSR

SPACE = "chinese_civil_war"
NEEDED = 3
# TS-12.4: event -> the seat that may not carry it out (Red Scare/Purge, Cultural Revolution,
# Formosan Resolution)
BLOCKED_EVENTS = {31: USSR, 58: USSR, 35: US}


def unresolved(state: State) -> bool:
    return state.get("ccw") is not None


def blocks(state: State, card: int, who: int) -> bool:
    """May `who` not carry out `card`'s event now (TS-12.4)?"""
    return unresolved(state) and BLOCKED_EVENTS.get(card, -1) == who


def open_to(state: State, seat: int, area: str | None) -> bool:
    """May `seat` place a marker on the space with operations in scope `area`?"""
    return seat == USSR and unresolved(state) and area in (None, "asia")


def place(state: State) -> None:
    """One USSR marker on the space; the third resolves the civil war (TS-12.3)."""
    state["ccw"] += 1
    state["log"].append(log_entry("ts.log.ccw_place", left=NEEDED - state["ccw"]))
    if state["ccw"] >= NEEDED:
        state["ccw"] = None
        state["china"] = {"holder": USSR, "face_up": True}
        state["log"].append(log_entry("ts.log.ccw_resolved"))
