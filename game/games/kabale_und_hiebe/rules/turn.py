"""KH-3 Sequence of play: choose a card, place it under a column, reveal, draw, next player.

Implementation notes:
- A turn is two steps so the choice of card can be taken back: ["card", id] picks a hand
  card (undoable, no information revealed), ["column", j] puts it face down at the bottom
  of column j (KH-3.3); ["unselect"] puts it back. Drag-and-drop submits both steps on
  release.
- Only the bottom card of a column can be face down during a round (every placement turns
  up the card above it), apart from cards hidden under Cloaks.
- KH-3.5: the round ends after the whole reveal chain and any Traitor swap; the active
  player still draws first (house timing from the spec).
- The end of a turn is the automatic frame `end_turn`, pushed under the reveal chain: the
  engine runs it once every Cloak/Traitor decision of the chain is taken.
- KH-3.6 / KH-H11: a player with an empty hand is skipped. If nobody holds a card the
  round ends where it stands (house: otherwise the game could not go on).
"""

from __future__ import annotations

from game.engine.frames import AutoFrame, FrameType
from game.engine.types import Action, Decision, IllegalAction, Prompt, State

from . import abilities, round_end
from .common import FRAMES, draw, fulfilled, log, new_slot, next_with_cards, who
from .components import card_ref, goal_value


@FRAMES.define("play")
class PlayFrame(FrameType):
    """The active player's turn (always at the bottom of the stack while the game runs)."""

    def seats(self, state: State, frame: dict) -> list[int]:
        return [state["turn"]]

    def decide(self, state: State, frame: dict, seat: int | None) -> Decision:
        """A card from the hidden hand, then the column it goes to."""
        kind = "card" if state["selected"] is None else "target"
        return Decision(kind, "play", ("hand",))

    def legal(self, state: State, frame: dict, seat: int) -> list[Action]:
        if state["selected"] is None:
            return [["card", c] for c in state["hands"][seat]]
        return [["column", j] for j, col in enumerate(state["columns"]) if not col["closed"]] + [
            ["unselect"]]

    def check(self, state: State, frame: dict, seat: int, action: Action) -> bool:
        if state["selected"] is None:  # the hand, without building ["card", c] for each
            return len(action) == 2 and action[0] == "card" and action[1] in state["hands"][seat]
        return action in self.legal(state, frame, seat)

    def apply(self, state: State, frame: dict, seat: int, action: Action) -> None:
        verb = action[0]
        if verb == "card":
            state["selected"] = action[1]
        elif verb == "unselect":
            state["selected"] = None
        elif verb == "column":
            card, state["selected"] = state["selected"], None
            place(state, seat, card, action[1])
        else:
            raise IllegalAction(f"{verb!r} is not a move in Kabale und Hiebe.")

    def prompt(self, state: State, frame: dict, seat: int) -> Prompt:
        if state["selected"] is None:
            return Prompt("kh.prompt.choose_card")
        return Prompt("kh.prompt.choose_column", {"card": card_ref(state["selected"])})


def place(state: State, seat: int, card: str, j: int) -> None:
    """KH-3.3 steps 2-3: face down at the bottom, then turn up the card above it."""
    state["hands"][seat].remove(card)
    state["moved"] = []  # KH-H1 counts Navigator moves per turn
    slots = state["columns"][j]["slots"]
    slots.append(new_slot(seat, card))
    log(state, "placed", column=j + 1, **who(seat))
    FRAMES.push(state, "end_turn")  # runs after the chain's Cloak/Traitor decisions
    abilities.reveal_above(state, j, state["log"][-1])


@FRAMES.define("end_turn")
class EndTurn(AutoFrame):
    def auto(self, state: State, frame: dict) -> bool:
        FRAMES.pop(state, "end_turn")
        finish_turn(state)
        return True


def round_complete(state: State) -> bool:
    return all(fulfilled(c, goal_value(c["goal"])) for c in state["columns"])


def finish_turn(state: State) -> None:
    """KH-3.3 steps 4-5 once the reveal chain and its decisions are done."""
    seat = state["turn"]
    draw(state, seat)
    if round_complete(state):
        round_end.end_round(state)
        return
    nxt = next_with_cards(state, (seat + 1) % state["players"])
    if nxt is None:  # KH-H11: nobody can play any more
        round_end.end_round(state)
    else:
        state["turn"] = nxt
