"""Card swaps (BR-11.4: one card for one card, between any two players, "at any time";
seed: "플레이어들은 언제든지 카드를 교환할 수 있지만, 카드와 카드로 교환해야 합니다").

Implementation notes (house default BR-H25, option `card_swaps`, on by default):
- "At any time" is read as: at every point where the game waits for a player between two
  actions, i.e. whenever a `turn` frame is on top (a player turn before each action and before
  its end). Never in the middle of an action or a roll: not while a ship is being moved, a
  card applied, goods loaded, the Fund spent, an auction or bid open, a ship placed or docked,
  nor while another offer waits for its answer.
- There, ANY seat may offer one of its cards to any other seat holding cards:
  ["offer", seat, card]. The player on turn finds the offers among its legal actions; every
  other seat has them as side actions (engine rules.BaseRules.side_actions): the game does
  not wait on them, a human takes one whenever they like (the board's swap buttons hand them
  the laptop), bots make theirs on their own turn (bot.py).
- The offered seat answers in a `swap_answer` frame: it gives one of its cards back
  (["accept", card]) or declines (["decline"]); then the turn goes on where it was. Hand
  sizes never change (BR-11.4).
- Negotiation is secret (BR-12.1, seed: "협상은 반드시 비밀로 합니다"): which cards are
  offered and given is seen only by the two players (private log lines for each, the frame's
  card hidden in the others' views and re-dealt by their determinize); the table sees only
  that the two swapped or not. The offer shows the card to the offered seat: a barrier.
- Each seat makes at most `card_swap_offers_per_turn` offers in one player turn (the turn
  frame counts them in `offers`), so a game always moves on.
- The start-of-turn `swap` window of rules_version 1 is gone; its frame type stays only so
  that a position saved inside one still loads (it offers ["done"]).
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import FrameType
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, log
from .data import HOUSE

OFFERS = HOUSE["card_swap_offers_per_turn"]


def offers(state: State, frame: dict[str, Any], seat: int) -> list[Action]:
    """The swap offers `seat` may make on the `turn` frame on top (BR-11.4, BR-H25)."""
    if not state["options"].get("card_swaps") or not state["hands"][seat]:
        return []
    made = frame.get("offers") or [0] * state["players"]
    if made[seat] >= OFFERS:
        return []
    others = [s for s in range(state["players"]) if s != seat and state["hands"][s]]
    return [["offer", s, c] for s in others for c in sorted(set(state["hands"][seat]))]


def make_offer(state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
    """Put the offered card aside in a `swap_answer` frame for the offered seat."""
    target, card = action[1], action[2]
    frame.setdefault("offers", [0] * state["players"])[seat] += 1
    state["hands"][seat].remove(card)
    log(state, "swap_offer", player=seat + 1, to_player=target + 1)
    for who in (seat, target):
        log(state, "swap_offer_card", private_to=who, player=seat + 1, to_player=target + 1,
            card=card)
    mark_barrier(state)
    FRAMES.push(state, "swap_answer", seat=target, offerer=seat, card=card)


def sees_offer(frame: dict[str, Any], seat: int | None) -> bool:
    return seat is not None and seat in (frame["seat"], frame["offerer"])


def hide_offers(stack: list[dict[str, Any]], seat: int | None) -> None:
    """The view's stack (a copy): an offered card only for the two players (BR-12.1)."""
    for frame in stack:
        if frame["name"] == "swap_answer" and not sees_offer(frame, seat):
            frame["card"] = None


@FRAMES.define("swap")
class Swap(FrameType):
    """rules_version 1's start-of-turn window, kept for positions saved inside one."""

    decision = Decision("choice", "swap", ("hand",))

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["done"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        FRAMES.pop(state, "swap")

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.swap")


@FRAMES.define("swap_answer")
class SwapAnswer(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        """A hand card given for the one offered, or decline; the card offered only for the
        two players."""
        card = frame["card"] if sees_offer(frame, seat) else None
        return Decision("card", "swap_answer", ("hand",),
                        {"card": card, "offerer": frame["offerer"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["accept", c] for c in sorted(set(state["hands"][seat]))] + [["decline"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        FRAMES.pop(state, "swap_answer")
        offerer, card = frame["offerer"], frame["card"]
        if action == ["decline"]:
            state["hands"][offerer].append(card)
            log(state, "swap_declined", player=seat + 1, to_player=offerer + 1)
        else:
            state["hands"][seat].remove(action[1])
            state["hands"][seat].append(card)
            state["hands"][offerer].append(action[1])
            log(state, "swap_done", player=seat + 1, to_player=offerer + 1)
            for who in (seat, offerer):
                log(state, "swapped", private_to=who, player=seat + 1, to_player=offerer + 1,
                    card=action[1], offered=card)
            mark_barrier(state)
        state["hands"][offerer].sort()
        state["hands"][seat].sort()

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.swap_answer", {"card": frame["card"],
                                                "from_player": frame["offerer"] + 1})
