"""Invariants for the conformance suite (issue #15 point 9) and validate_state.

- Card conservation: every card of the periods in play is in exactly one of the deck, the
  hands, the discard pile, the removed cards, the lasting (in play) area or the table; the
  China Card is never in any of them and is held by a seat, or on the table while it is
  being played, or held by nobody while the Chinese Civil War is unresolved (TS-12.3).
- No negative influence; DEFCON 1-5 (1 only once the game is over); MilOps 0-5; space 0-8.
- A stored position (`state_problems`, issue #33 point 6) also has whole numbers where the
  state holds numbers, turn 1-10, action round 0-8, a phasing seat or none, and VP inside
  +-20 while the game goes on (TS-10.3.1 ends it at once; only Final Scoring goes past it).
"""

from __future__ import annotations

from game.cdg.hidden import conservation_problems
from game.engine.types import State

from .data import CHINA, COUNTRY_IDS, LAST_TURN, SPACE_LAST, TRACKS, VP_WIN, period_cards

PLACES = ("deck", "discard", "removed", "lasting", "table")


def expected_cards(state: State) -> list[int]:
    optional = state["options"]["optional_cards"]
    cards = period_cards("early", optional)
    for period, turn in TRACKS["period_turn"].items():
        if state["turn"] >= turn:
            cards += period_cards(period, optional)
    return cards


def problems(state: State) -> list[str]:
    found = [c for place in PLACES for c in state[place]] + [c for h in state["hands"]
                                                              for c in h]
    china = state["china"]
    on_table = CHINA in state["table"]
    if found.count(CHINA) > 1 or (CHINA in found and not on_table):
        out_of_place = ["the China Card is in a pile or in two places"]
    else:
        out_of_place = []
    found = [c for c in found if c != CHINA]
    out = conservation_problems(found, expected_cards(state)) + out_of_place
    unclaimed = state["ccw"] is not None  # TS-12.3: nobody holds it yet
    if (china["holder"] is None) != (on_table or unclaimed) or (on_table and unclaimed):
        out.append("the China Card is lost or in two places")
    if any(v < 0 for c in COUNTRY_IDS for v in state["influence"][c]):
        out.append("negative influence")
    if not 1 <= state["defcon"] <= 5 or (state["defcon"] == 1 and state["over"] is None):
        out.append(f"DEFCON {state['defcon']}")
    if any(not 0 <= m <= TRACKS["milops_max"] for m in state["milops"]):
        out.append(f"MilOps {state['milops']}")
    if any(not 0 <= s <= SPACE_LAST for s in state["space"]):
        out.append(f"space race {state['space']}")
    return out


def _whole(value: object) -> bool:
    return type(value) is int


def state_problems(state: State) -> list[str]:
    """validate_state: ids, shapes and ranges first (a stored position), then the invariants."""
    if set(state["influence"]) != set(COUNTRY_IDS):
        return ["unknown or missing countries"]
    numbers = [state["turn"], state["round"], state["defcon"], state["vp"],
               *state["milops"], *state["space"], *state["space_attempts"],
               *(v for c in COUNTRY_IDS for v in state["influence"][c])]
    if not all(map(_whole, numbers)) or len(state["influence"][COUNTRY_IDS[0]]) != 2:
        return ["a count is not a whole number"]
    out = []
    if not 1 <= state["turn"] <= LAST_TURN or not 0 <= state["round"] <= 8:
        out.append(f"turn {state['turn']} round {state['round']}")
    if state["phasing"] not in (None, 0, 1) or len(state["hands"]) != 2:
        out.append("unknown seats")
    limit = 1000 if state["over"] is not None else VP_WIN - 1
    if abs(state["vp"]) > limit:
        out.append(f"VP {state['vp']}")
    return out + problems(state)
