"""KH-4 Immediate abilities: Navigator, Assassin, Storm, Cloak, Traitor.

They trigger only when the card is turned up during a round by a card arriving under it
(placed by a player or by a moving Navigator); cards turned up at round end never trigger.

Implementation notes:
- KH-4.1 / KH-H1, H2: a Navigator moves at most once per turn and skips Storm-closed
  columns; with no other open column, or a second reveal in the same turn, it stays face up.
  Its identity stays public while it lies face down in the new column (`known`).
- KH-4.2: the card the Assassin kills is shown and goes to its owner's (public) discard pile.
- KH-4.3 / KH-H3: Storm closes its column: fulfilled and no more cards there.
- KH-4.4 / KH-H4: the Cloak's owner must hide a hand card if they hold one (decision frame
  "cloak", action ["hide", card]); the card shares the Cloak's slot and the owner redraws.
- KH-4.5: the Traitor's owner may swap goals (frame "traitor": ["swap", j] or ["keep"]).
- Chains are linear: only a Navigator reveals a further card, and Cloak/Traitor end the
  chain, so after their decision the turn simply finishes (KH-3.3 step 4, turn.end_turn).
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.frames import FrameType
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, draw, log, new_slot, who
from .components import CARDS, card_ref


def reveal_above(state: State, j: int, placed: dict | None = None) -> None:
    """KH-3.3 step 3: turn up the card directly above the new bottom card of column j.

    `placed` is the log line of the placement that caused it: one line tells both (the log
    is part of every view, so fewer lines keep views cheap)."""
    slots = state["columns"][j]["slots"]
    if len(slots) < 2 or slots[-2]["up"]:
        return
    slot = slots[-2]
    slot["up"], slot["known"] = True, False
    mark_barrier(state)
    if placed is None:
        log(state, "revealed", card=card_ref(slot["card"]), column=j + 1, **who(slot["owner"]))
    else:
        placed["key"] = "kh.placed_reveal"
        placed["params"].update(card=card_ref(slot["card"]), owner_player=slot["owner"] + 1)
    if CARDS[slot["card"]]["timing"] == "immediate":
        IMMEDIATE[slot["card"]](state, j, len(slots) - 2)


def navigator(state: State, j: int, i: int) -> None:
    """KH-4.1: move face down under the next open column to the right, then reveal there."""
    columns = state["columns"]
    owner = columns[j]["slots"][i]["owner"]
    if owner in state["moved"]:  # KH-H1
        return
    n = len(columns)
    target = next((k % n for k in range(j + 1, j + n) if not columns[k % n]["closed"]), None)
    if target is None:  # KH-H2
        return
    slot = columns[j]["slots"].pop(i)
    state["moved"].append(owner)
    columns[target]["slots"].append(new_slot(owner, slot["card"], known=True))
    log(state, "navigator_moved", column=target + 1, **who(owner))
    reveal_above(state, target)


def assassin(state: State, j: int, i: int) -> None:
    """KH-4.2: the card that turned the Assassin up is discarded."""
    victim = state["columns"][j]["slots"].pop(i + 1)
    state["discards"][victim["owner"]].append(victim["card"])
    log(state, "assassinated", card=card_ref(victim["card"]), column=j + 1,
        **who(victim["owner"]))


def storm(state: State, j: int, i: int) -> None:
    """KH-4.3: the column is fulfilled and closed."""
    state["columns"][j]["closed"] = True
    log(state, "storm", column=j + 1)


def cloak(state: State, j: int, i: int) -> None:
    owner = state["columns"][j]["slots"][i]["owner"]
    if state["hands"][owner]:  # KH-H4: mandatory if possible
        FRAMES.push(state, "cloak", seat=owner, column=j)


def traitor(state: State, j: int, i: int) -> None:
    FRAMES.push(state, "traitor", seat=state["columns"][j]["slots"][i]["owner"], column=j)


IMMEDIATE: dict[str, Callable[[State, int, int], None]] = {
    "navigator": navigator, "assassin": assassin, "storm": storm, "cloak": cloak,
    "traitor": traitor,
}


@FRAMES.define("cloak")
class CloakFrame(FrameType):
    """KH-4.4: the Cloak's owner hides a hand card under it, then draws."""

    def decide(self, state: State, frame: dict, seat: int | None) -> Decision:
        return Decision("card", "cloak", ("hand",), {"column": frame["column"]})

    def legal(self, state: State, frame: dict, seat: int) -> list[Action]:
        return [["hide", c] for c in state["hands"][seat]]

    def apply(self, state: State, frame: dict, seat: int, action: Action) -> None:
        card = action[1]
        slot = next(s for s in state["columns"][frame["column"]]["slots"]
                    if s["owner"] == seat and s["card"] == "cloak")
        state["hands"][seat].remove(card)
        slot["hidden"] = card
        log(state, "cloak_hid", column=frame["column"] + 1, **who(seat))
        log(state, "cloak_hid_own", private_to=seat, card=card_ref(card))
        draw(state, seat)
        FRAMES.pop(state, "cloak")

    def prompt(self, state: State, frame: dict, seat: int) -> Prompt:
        return Prompt("kh.prompt.cloak", {"column": frame["column"] + 1})


@FRAMES.define("traitor")
class TraitorFrame(FrameType):
    """KH-4.5: optionally swap this column's goal with another column's goal."""

    def decide(self, state: State, frame: dict, seat: int | None) -> Decision:
        return Decision("choice", "traitor", (), {"column": frame["column"]})

    def legal(self, state: State, frame: dict, seat: int) -> list[Action]:
        return [["swap", k] for k in range(len(state["columns"])) if k != frame["column"]] + [
            ["keep"]]

    def apply(self, state: State, frame: dict, seat: int, action: Action) -> None:
        if action[0] == "swap":
            cols, j, k = state["columns"], frame["column"], action[1]
            cols[j]["goal"], cols[k]["goal"] = cols[k]["goal"], cols[j]["goal"]
            log(state, "traitor_swapped", a=j + 1, b=k + 1, **who(seat))
        else:
            log(state, "traitor_kept", **who(seat))
        FRAMES.pop(state, "traitor")

    def prompt(self, state: State, frame: dict, seat: int) -> Prompt:
        return Prompt("kh.prompt.traitor", {"column": frame["column"] + 1})
