"""What each seat may see (view) and a full state consistent with it (determinize).

Implementation notes:
- KH-2.2: hands are private; draw piles are face down to everybody (counts only); goal
  piles and the unused goal cards in the box are unseen by everybody.
- A face-down card on the table is known to its owner (they placed it) and to nobody else,
  except a Navigator that moved (`known`, everybody saw it go). Cloak-hidden cards: owner only.
- Discard piles, won goals and the last round's resolution are public.
- The card a player has picked (step one of a turn) is shown only to that player.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.data import clone_state, deep_copy
from game.engine.rules import forget_unseen, visible_log
from game.engine.types import State

from .scoring import final_score


def _slot_view(slot: dict[str, Any], seat: int | None) -> dict[str, Any]:
    mine = slot["owner"] == seat
    hidden = slot["hidden"]
    return {
        "owner": slot["owner"], "up": slot["up"],
        "card": slot["card"] if slot["up"] or slot["known"] or mine else None,
        "hidden": None if hidden is None else hidden if mine else "back",
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    picked = state["selected"]
    return {
        "game": state["game"], "players": state["players"], "options": dict(state["options"]),
        "round": state["round"], "rounds": state["rounds"], "turn": state["turn"],
        "picking": picked is not None,
        "selected": picked if seat == state["turn"] else None,
        "moved": list(state["moved"]),
        "hands": [list(h) if i == seat else len(h) for i, h in enumerate(state["hands"])],
        "decks": [len(d) for d in state["decks"]],
        "discards": [list(d) for d in state["discards"]],
        "won": [list(w) for w in state["won"]],
        "scores": [final_score(w) for w in state["won"]],  # KH-8.2 if the game ended now
        "goal_piles": [len(p) for p in state["goal_piles"]],
        "goal_box": len(state["goal_box"]),
        "goals_out": list(state["goals_out"]),
        "columns": [{"goal": c["goal"], "closed": c["closed"],
                     "slots": [_slot_view(s, seat) for s in c["slots"]]}
                    for c in state["columns"]],
        "last_round": deep_copy(state["last_round"]),
        "stack": deep_copy(state["stack"]),
        "final": deep_copy(state["final"]),
        "log": visible_log(state["log"], seat),
    }


def _refill(places: list[tuple[list, int]], pool: list) -> None:
    """Put the shuffled pool back into the same places (list, index) in order."""
    for (target, index), card in zip(places, pool, strict=True):
        target[index] = card


def determinize(state: State, seat: int, rand: random.Random) -> State:
    """Shuffle everything `seat` cannot see, per owner (cards never change colour)."""
    new = clone_state(state)
    forget_unseen(new, seat, rand)
    for p in range(new["players"]):
        deck = new["decks"][p]
        places: list[tuple[list, int]] = [(deck, i) for i in range(len(deck))]
        if p != seat:
            hand = new["hands"][p]
            places += [(hand, i) for i in range(len(hand))]
            for column in new["columns"]:
                for slot in column["slots"]:
                    if slot["owner"] != p:
                        continue
                    if not slot["up"] and not slot["known"]:
                        places.append((slot, "card"))  # type: ignore[arg-type]
                    if slot["hidden"]:
                        places.append((slot, "hidden"))  # type: ignore[arg-type]
        pool = sorted(target[index] for target, index in places)
        rand.shuffle(pool)
        _refill(places, pool)
        if p != seat and p == new["turn"] and new["selected"] is not None:
            new["selected"] = rand.choice(new["hands"][p])  # which card is picked is unseen
    piles = new["goal_piles"] + [new["goal_box"]]
    places = [(pile, i) for pile in piles for i in range(len(pile))]
    pool = sorted(target[index] for target, index in places)
    rand.shuffle(pool)
    _refill(places, pool)
    return new
