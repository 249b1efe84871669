"""D89-10 Victory conditions: automatic victory, the held Scoring card, New Year's Eve Party and
Final Scoring outcomes all end here.

Implementation notes:
- state["over"] = {"winners": [seat, ...], "reason": "..."}; a draw lists both seats.
- Ending the game clears the decision stack: nothing is waiting any more.
- check_automatic (D89-10.1) is the game's between_steps hook: the engine calls it after every
  action and every automatic step. It is silent while a Power Struggle is under way (D89-8.0.N,
  read from the explicit state["ps"]); the power-struggle module calls it itself when its
  struggle, incl. country scoring, is finished. Final Scoring ends the game in one automatic
  step, so no check falls inside it (D89-10.4.2).
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .common import COM, DEM, FRAMES, seat_of

AUTOMATIC = "D89-10.1 automatic victory: 20 VP"
HELD_SCORING_CARD = "D89-10.2 held Scoring card"
HELD_BOTH = "D89-10.2 both players held a Scoring card: draw"
NEW_YEARS_EVE = "D89-10.3 New Year's Eve Party"
FINAL_SCORING = "D89-10.4 final scoring"


def end_game(state: State, winners: list[int], reason: str) -> None:
    state["over"] = {"winners": sorted(winners), "reason": reason}
    state["stack"] = []
    state["log"].append(log_entry("dof.log.game_over", winners=sorted(winners), reason=reason))


def check_automatic(state: State) -> None:
    """D89-10.1: +20 or more wins for the Democrat, -20 or less for the Communist."""
    if state.get("over"):
        return
    if state["vp"] >= 20:
        end_game(state, [seat_of(DEM)], AUTOMATIC)
    elif state["vp"] <= -20:
        end_game(state, [seat_of(COM)], AUTOMATIC)


def between_steps(state: State) -> None:
    """D89-10.1 the moment VP change, except inside a Power Struggle (D89-8.0.N)."""
    if "ps" not in state:
        check_automatic(state)


FRAMES.between_steps = between_steps


def by_sign(state: State, reason: str) -> None:
    """D89-10.4.3 (also D89-10.3): positive VP the Democrat wins, negative the Communist."""
    vp = state["vp"]
    winners = [seat_of(DEM)] if vp > 0 else [seat_of(COM)] if vp < 0 else [0, 1]
    end_game(state, winners, reason)
