"""D89-3 Set-up: the Early-Year deal, the printed SPs, the alternating 7+7 placement and the
optional play-balance SPs.

Implementation notes:
- D89-3.1 / D89-AMB-23: the eight cards are dealt alternately, Communist first, before the SPs
  are placed (players may look at their hands first).
- D89-3.2 / D89-3.3: the printed SPs come from data/map.json (start_sp).
- D89-3.4: five steps COM 2, DEM 3, COM 3, DEM 4, COM 2, one SP per ["space", id]; each SP goes
  to a space with no opponent SPs at that moment (D89-3.4.N); placement is mandatory.
- D89-13: with the option `side_bid` the game opens with the bid for sides (bid.py) before
  any card is dealt; its outcome calls `begin` (placement.py, which both use). The
  play-balance SPs (the bid's, or the option `play_balance` set by hand) follow the 7+7.
- D89-3.5: TS markers at 0, turn 1, VP 0; COM holds Power everywhere with no retentions.
- setup_place is the shared layer's PickTargets frame (game/cdg/steps.py).
"""

from __future__ import annotations

from typing import Any

from game.cdg.steps import PickTargets
from game.engine import rng
from game.engine.types import Decision, Prompt, State, log_entry

from . import bid, control
from .common import COM, DEM, FRAMES, opp
from .data import COUNTRY_IDS, PERIOD_CARDS, SPACE_IDS, SPACES
from .placement import begin


def new_state(seed: int, options: dict[str, Any]) -> State:
    state: State = {
        "game": "dawn_of_freedom", "rng": rng.new_rng(seed), "options": dict(options),
        "sp": {s: dict(SPACES[s]["start_sp"]) for s in SPACE_IDS},
        "vp": 0, "turn": 1, "round": 0, "phasing": None,
        "hands": {COM: [], DEM: []}, "deck": list(PERIOD_CARDS["early"]), "discard": [],
        "removed": [], "lasting": [], "table": [], "events_played": [],
        "power": {c: COM for c in COUNTRY_IDS}, "retentions": {c: 0 for c in COUNTRY_IDS},
        "ts": {"pos": {COM: 0, DEM: 0}, "failed": {COM: 0, DEM: 0}},
        "turn_used": {COM: [], DEM: []}, "ussr": 0,
        "romania": {"ctac": "none", "tig": "none", "tyrant": None},
        "aside": {COM: [], DEM: []}, "destroyed": [], "nye": False, "stack": [], "over": None,
        "log": [],
    }
    rng.shuffle(state, state["deck"])
    if options.get(bid.BID_OPTION):
        bid.start(state)  # D89-13: the bid comes first; its outcome calls begin
    else:
        begin(state, bid.extra_placement(options.get(bid.OPTION, "none")))
    return state


def setup_spaces(state: State, side: str) -> list[str]:
    other, sp, destroyed = opp(side), state["sp"], state.get("destroyed", ())
    return [s for s in SPACE_IDS if sp[s][other] == 0 and s not in destroyed]  # on the map


def _setup_place(state: State, frame: dict[str, Any], space: str) -> None:
    control.add_sp(state, space, frame["side"])
    state["log"].append(log_entry("dof.log.setup_sp", side=frame["side"], space=space))


FRAMES.add("setup_place", PickTargets(
    targets=lambda state, frame: setup_spaces(state, frame["side"]), take=_setup_place,
    prompt_of=lambda state, frame: Prompt("dof.prompt.setup_place", {"left": frame["left"]}),
    decision=Decision("target", "place")))
