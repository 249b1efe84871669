"""TS-3 Set-up: the Early War deal, the China Card, fixed influence, the tracks; the free
placements (USSR 6 in Eastern Europe, then US 7 in Western Europe) are the first frames.

Implementation notes:
- TS-3.1: 8 cards each, dealt one at a time USSR first (TS-11.1.3); the China Card goes face
  up to the USSR (nobody in the Chinese Civil War variant until it ends, TS-12.3).
- The optional Deluxe cards (#104-#110) join their period decks only with the option.
- TS-3.4: space race 0, MilOps 0, turn 1, DEFCON 5, VP 0.
- Set-up placement is not an operation (spec §3 point 4): no adjacency or cost.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.types import State, log_entry

from . import deck
from .common import FRAMES, USSR
from .data import COUNTRIES, FREE_SETUP, SIDES, TRACKS, period_cards


def new_state(seed: int, options: dict[str, Any]) -> State:
    state: State = {
        "game": "twilight_struggle", "options": dict(options), "rng": rng.new_rng(seed),
        "turn": 1, "round": 0, "phasing": None, "defcon": TRACKS["defcon"]["start"], "vp": 0,
        "milops": [0, 0], "space": [0, 0], "space_attempts": [0, 0],
        "influence": {c: list(v["start"]) for c, v in COUNTRIES.items()},
        "ar_influence": [[], []], "hands": [[], []], "deck": [], "discard": [], "removed": [],
        "lasting": [], "notes": {}, "table": [], "events_played": [], "headline": [None, None],
        "china": {"holder": USSR, "face_up": True}, "over": None, "stack": [], "log": [],
        "ccw": None, "last_roll": None, "last_scoring": None,
    }
    if options["ccw"]:  # TS-12.3: nobody holds the China Card until the civil war ends
        state["china"], state["ccw"] = {"holder": None, "face_up": False}, 0
    state["deck"] = period_cards("early", options["optional_cards"])
    rng.shuffle(state, state["deck"])
    state["log"].append(log_entry("ts.log.setup"))
    deck.deal(state)
    placements = [[SIDES.index(p["side"]), p["amount"], p["subregion"]] for p in FREE_SETUP]
    FRAMES.push(state, "turn", step="setup", placements=placements)
    return state
