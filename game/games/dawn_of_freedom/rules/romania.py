"""D89-7.6 The Romanian events: The Crowd Turns Against Ceausescu (CTAC) and The Tyrant is
Gone (TIG) state machines and the Tyrant marker.

Implementation notes:
- state["romania"] = {"ctac": s, "tig": s, "tyrant": space or None}, s in none / pending /
  resolved / discarded (D89-7.6.1).
- The two events' own texts are card events (events.IMPLEMENTED); they call mark_ctac_played /
  play_tig. The hooks here are what the rules fix: CTAC resolves after the Romania struggle's
  deal (registered in power_struggle.AFTER_DEAL_HOOKS, D89-AMB-10); a waiting TIG resolves
  right after that struggle (after_struggle, D89-7.6.3), never after a New Year's Eve
  struggle (D89-10.3).
- TIG before CTAC was ever played is still offered as an event (void_tig_offered); the card
  play's prompt says it will do nothing, and the card goes to the discard pile.
- Resolving TIG first removes 4 Communist SPs from Cluj-Napoca (the card's text, reference
  summary; the rulebook's 7.6.5 gives only the flight), then D89-7.6.5: DEM puts the marker
  on a Romanian space on the map with no DEM SPs, or scores
  2 VP when there is none; the capture check runs after every SP change (control.after_sp_change)
  and Final Scoring gives the Communist 2 VP while the marker is on the map.
"""

from __future__ import annotations

from game.engine.frames import FrameType
from game.engine.types import Decision, Prompt, State, log_entry

from . import control, power_struggle
from .common import COM, DEM, FRAMES, gain_vp, seat_of
from .data import COUNTRIES, TYRANT_IS_GONE

CLUJ_NAPOCA = "cluj_napoca"


def void_tig_offered(state: State, card: int, side: str) -> bool:
    """D89-7.6.3: DEM may play TIG for its event before CTAC was ever played; the event then
    cannot take place and the card goes to the discard pile (D89-5.2.B2)."""
    return card == TYRANT_IS_GONE and side == DEM and state["romania"]["ctac"] == "none"


def mark_ctac_played(state: State) -> None:
    state["romania"]["ctac"] = "pending"


def play_tig(state: State) -> str:
    """D89-7.6.3: what playing TIG does now; returns the new TIG state."""
    romania = state["romania"]
    if romania["ctac"] == "none":
        romania["tig"] = "discarded"
    elif romania["ctac"] == "pending":
        romania["tig"] = "pending"
    else:
        resolve_tig(state)
    return romania["tig"]


def on_struggle_dealt(state: State) -> None:
    """D89-7.6.2: a waiting CTAC takes effect in the Romania struggle after the deal."""
    if state["romania"]["ctac"] == "pending":
        state["romania"]["ctac"] = "resolved"
        state["log"].append(log_entry("dof.log.ctac_resolved"))


def after_struggle(state: State, source: str) -> None:
    """D89-7.6.3: a waiting TIG resolves right after this Romania struggle. Only the struggle's
    own source counts: a New Year's Eve Party activated this turn does not stop it after a
    normal struggle; only the final New Year's Eve struggle itself is excluded (D89-10.3)."""
    romania = state["romania"]
    if romania["tig"] == "pending" and romania["ctac"] == "resolved" and source != "nye":
        resolve_tig(state)


def flight_spaces(state: State) -> list[str]:
    return [s for s in COUNTRIES["romania"]["spaces"]
            if control.on_map(state, s) and state["sp"][s][DEM] == 0]


def resolve_tig(state: State) -> None:
    state["romania"]["tig"] = "resolved"
    if control.on_map(state, CLUJ_NAPOCA):
        n = control.remove_sp(state, CLUJ_NAPOCA, COM, 4)
        state["log"].append(log_entry("dof.log.ev_remove", side=COM, space=CLUJ_NAPOCA, n=n))
    if flight_spaces(state):
        FRAMES.push(state, "tyrant_flee", seat=seat_of(DEM), side=DEM)
    else:
        gain_vp(state, DEM, 2, "dof.log.tyrant_nowhere")


@FRAMES.define("tyrant_flee")
class TyrantFlee(FrameType):
    decision = Decision("target", "flight")

    def legal(self, state, frame, seat):
        return [["space", s] for s in flight_spaces(state)]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        state["romania"]["tyrant"] = action[1]
        state["log"].append(log_entry("dof.log.tyrant_flees", space=action[1]))

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.tyrant_flee")


def _after_deal(state: State) -> None:
    if state["ps"]["country"] == "romania":
        on_struggle_dealt(state)


power_struggle.AFTER_DEAL_HOOKS.append(_after_deal)
