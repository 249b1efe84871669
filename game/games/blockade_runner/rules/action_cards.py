"""Action cards and the Port Defense Fund (BR-7.6, BR-11; effects are house defaults BR-H14,
BR-H15, kept in data/action_cards.json).

Implementation notes:
- Playing a card is one action: the card leaves the hand, its `card` frame asks for the
  effect's target or ["forgo"]; then a replacement is drawn (a reveal: undo stops there;
  BR-11.5 reshuffles the discards when the deck is empty), the bank puts 5k (10k if forgone)
  into the Fund, and the `fund` frame lets the player add cash 1k at a time (["give"]) and buy
  defense levels one at a time (["raise", port], 5k each, max 6, BR-H12).
- Every card in hand can be played, since its effect may be forgone (BR-7.6.1); the effect
  choices list only the targets that change something.
- Captain and Pilot stay on the ship (state["ships"][id]["captain"/"pilot"]); Insurance and
  Government Subsidy stay face up in `kept`; Convoy, Hidden Inlet and Moonless Night live in
  `effects` until the end of the turn.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.frames import FrameType
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, bank_pay, fleet, log, open_confederate, spend_fund, to_fund
from .data import COTTON_BOND, DEFENSE_COST, FORT_CARDS, FUND_IF_FORGONE, FUND_PER_CARD, MAX_DEFENSE

KEPT = ("insurance", "government_subsidy")
APPLY = ("convoy", "insurance", "government_subsidy", "private_launch", "cotton_bond",
         "moonless_night")


def effect_choices(state: State, seat: int, card: str) -> list[Action]:
    if card == "ironclad":
        return [["port", p] for p in open_confederate(state) if state["blockade"][p] > 0]
    if card == "hidden_inlet":
        return [["port", p] for p in open_confederate(state)]
    if card in FORT_CARDS:
        port = FORT_CARDS[card]
        live = port not in state["captured"] and state["defense"][port] < MAX_DEFENSE
        return [["apply"]] if live else []
    if card in ("captain", "pilot"):
        return [["ship", s] for s in fleet(state, seat)
                if state["ships"][s]["zone"] is not None and not state["ships"][s][card]]
    return [["apply"]]


def start_card(state: State, seat: int, card: str) -> None:
    state["hands"][seat].remove(card)
    log(state, "card", player=seat + 1, card=card)
    FRAMES.push(state, "card", seat=seat, card=card)


def apply_effect(state: State, seat: int, card: str, action: Action) -> None:
    """The effects of BR-H14 (action_cards.json)."""
    if card == "ironclad":
        state["blockade"][action[1]] -= 1
    elif card == "hidden_inlet":
        state["effects"]["inlets"].append(action[1])
    elif card in FORT_CARDS:
        state["defense"][FORT_CARDS[card]] += 1
    elif card in ("captain", "pilot"):
        state["ships"][action[1]][card] = True
        return  # the card stays with the ship
    elif card == "convoy":
        state["effects"]["convoy"] += 1
    elif card == "moonless_night":
        state["effects"]["moonless"] += 1
    elif card == "cotton_bond":
        bank_pay(state, seat, COTTON_BOND)
    if card in KEPT:
        state["kept"][seat].append(card)
    else:
        state["discard"].append(card)


def draw(state: State, seat: int) -> None:
    """A replacement card (BR-7.6); BR-11.5 reshuffles the discards into an empty deck."""
    if not state["deck"]:
        state["deck"], state["discard"] = state["discard"], []
        rng.shuffle(state, state["deck"])
    if state["deck"]:
        state["hands"][seat].append(state["deck"].pop())
        state["hands"][seat].sort()
    mark_barrier(state)


@FRAMES.define("card")
class Card(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        """How the action card played is applied (the card is on the table, public)."""
        return Decision("choice", "card", (), {"card": frame["card"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return effect_choices(state, seat, frame["card"]) + [["forgo"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        from .auction import start_auction

        FRAMES.pop(state, "card")
        card = frame["card"]
        forgone = action == ["forgo"]
        if forgone:
            state["discard"].append(card)
            log(state, "forgone", player=seat + 1, card=card)
        else:
            apply_effect(state, seat, card, action)
            target = {"port": "port", "ship": "ship"}.get(action[0])
            if target is None:
                log(state, "effect", player=seat + 1, card=card)
            else:
                log(state, f"effect_{target}", player=seat + 1, card=card, **{target: action[1]})
        draw(state, seat)
        if card == "private_launch" and not forgone:
            start_auction(state, seat)  # after the Fund step, no further action spent
        to_fund(state, None, FUND_IF_FORGONE if forgone else FUND_PER_CARD)  # BR-7.6.1
        FRAMES.push(state, "fund", seat=seat)

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.card", {"card": frame["card"]})


def raisable(state: State) -> list[str]:
    if state["fund"] < DEFENSE_COST:
        return []
    return [p for p in open_confederate(state) if state["defense"][p] < MAX_DEFENSE]


@FRAMES.define("fund")
class Fund(FrameType):
    """BR-7.6.2-4: add own cash, buy defense levels one at a time, leftovers stay."""

    decision = Decision("choice", "fund")

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = [["raise", p] for p in raisable(state)]
        if state["cash"][seat] > 0:
            out.append(["give"])
        return out + [["done"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        if action[0] == "done":
            FRAMES.pop(state, "fund")
        elif action[0] == "give":
            to_fund(state, seat, 1)
        else:
            spend_fund(state, DEFENSE_COST)
            state["defense"][action[1]] += 1
            log(state, "defense_up", player=seat + 1, port=action[1],
                level=state["defense"][action[1]])

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.fund", {"fund": state["fund"]})
