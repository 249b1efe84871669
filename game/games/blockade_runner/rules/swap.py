"""Card swaps (BR-11.4: one card for one card "at any time"; BR-H25 makes that a window).

Implementation notes:
- The contract lets only the seats a frame names act, so "at any time" becomes a trade
  window at the start of every player turn (house default BR-H25, option `card_swaps`, on by
  default): the player on turn may offer one of their cards to one other seat
  (["offer", seat, card]); the offered card lies face up in the `swap_answer` frame, so
  everybody sees it (the offer is a reveal: undo stops there). The other seat accepts by
  naming the card it gives back (["accept", card]) or declines (["decline"]), and the window
  comes back to the player on turn, who may offer again (at most `card_swap_offers_per_window`
  offers) or close it (["done"]). Hand sizes never change (BR-11.4).
- With humans at both seats the table hands the laptop over to the offered seat and back, as
  for any change of the active seat.
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import FrameType
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, log
from .data import HOUSE

OFFERS = HOUSE["card_swap_offers_per_window"]


def open_window(state: State, seat: int) -> None:
    if state["options"].get("card_swaps"):
        FRAMES.push(state, "swap", seat=seat, offers=0)


@FRAMES.define("swap")
class Swap(FrameType):
    decision = Decision("card", "swap", ("hand",))  # a hand card offered to another player

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = []
        if frame["offers"] < OFFERS:
            others = [s for s in range(state["players"]) if s != seat and state["hands"][s]]
            out = [["offer", s, c] for s in others for c in sorted(set(state["hands"][seat]))]
        return out + [["done"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        if action == ["done"]:
            FRAMES.pop(state, "swap")
            return
        frame["offers"] += 1
        card = action[2]
        state["hands"][seat].remove(card)
        log(state, "swap_offer", player=seat + 1, to_player=action[1] + 1, card=card)
        mark_barrier(state)
        FRAMES.push(state, "swap_answer", seat=action[1], offerer=seat, card=card)

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.swap")


@FRAMES.define("swap_answer")
class SwapAnswer(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        """A hand card given for the one offered (public, as the offer is), or decline."""
        return Decision("card", "swap_answer", ("hand",),
                        {"card": frame["card"], "offerer": frame["offerer"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["accept", c] for c in sorted(set(state["hands"][seat]))] + [["decline"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        FRAMES.pop(state, "swap_answer")
        offerer, card = frame["offerer"], frame["card"]
        if action == ["decline"]:
            state["hands"][offerer].append(card)
            log(state, "swap_declined", player=seat + 1)
        else:
            state["hands"][seat].remove(action[1])
            state["hands"][seat].append(card)
            state["hands"][offerer].append(action[1])
            log(state, "swapped", player=seat + 1, to_player=offerer + 1, card=action[1])
            mark_barrier(state)
        state["hands"][offerer].sort()
        state["hands"][seat].sort()

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.swap_answer", {"card": frame["card"],
                                                "from_player": frame["offerer"] + 1})
