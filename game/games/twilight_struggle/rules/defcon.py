"""TS-8.1 DEFCON: changes, the cap at 5, the phasing player's loss at 1 (checked between steps
in victory.py).

Implementation notes:
- TS-8.1.2: improvements above 5 are lost (R-39); a change never goes below 1.
- TS-8.1.3 / TS-4.5.C: the player who loses at DEFCON 1 is state["phasing"]: the player of the
  action round, or the headliner while a headline resolves (R-36), whoever made the choice.
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .data import TRACKS

DEFCON_MAX = TRACKS["defcon"]["max"]


def change_defcon(state: State, delta: int) -> None:
    before = state["defcon"]
    state["defcon"] = max(1, min(DEFCON_MAX, before + delta))
    if state["defcon"] != before:
        state["log"].append(log_entry("ts.log.defcon", defcon=state["defcon"]))
