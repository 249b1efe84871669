"""TS-10.3.1 / TS-8.1.3 The instant checks, run by the engine between steps (Frames.settle).

Implementation notes:
- DEFCON 1: the phasing player (state["phasing"]; the headliner during the headline, R-36)
  loses at once, also when the opponent's choice inside an event took it there (TS-8.1.3).
- ±20 VP wins at once (TS-10.3.1), checked after the whole step that moved VP, so a scoring
  card's or the MilOps check's points are netted first (R-40, R-43). Final scoring ends the
  game in the same step, so ±20 is never checked inside it (TS-10.3.2, R-45).
"""

from __future__ import annotations

from game.engine.types import State

from .common import FRAMES, US, USSR, end_game, opp
from .data import VP_WIN

NUCLEAR_WAR = "ts.reason.defcon"
VP20 = "ts.reason.vp"


def between_steps(state: State) -> None:
    if state["over"] is not None:
        return
    if state["defcon"] <= 1 and state["phasing"] is not None:
        end_game(state, [opp(state["phasing"])], NUCLEAR_WAR)
    elif state["vp"] >= VP_WIN:
        end_game(state, [US], VP20)
    elif state["vp"] <= -VP_WIN:
        end_game(state, [USSR], VP20)


FRAMES.between_steps = between_steps
