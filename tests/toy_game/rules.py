"""A tiny hidden-hand game that exists only to test the engine and the conformance suite.

Each seat holds three cards from a shared shuffled deck (1..18). On a turn the seat selects
a card (undoable), then either banks it (score += value) or gambles it (score += value + d6)
and draws a replacement (a random draw: an undo barrier). The game ends when every hand
is empty; the highest score wins.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import rng
from game.engine.rules import BaseRules, forget_unseen, mark_barrier, visible_log
from game.engine.types import Action, Prompt, Result, State, log_entry


class ToyRules(BaseRules):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    private_zones = ("hands.<seat>", "deck")

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State:
        self.check_players(players)
        state: State = {"game": self.id, "rng": rng.new_rng(seed), "players": players,
                        "turn": 0, "selected": None, "scores": [0] * players, "log": []}
        deck = list(range(1, 19))
        rng.shuffle(state, deck)
        state["hands"] = [deck[i * 3:(i + 1) * 3] for i in range(players)]
        state["deck"] = deck[players * 3:]
        return state

    def active_seats(self, state: State) -> list[int]:
        return [] if self.is_over(state) else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.active_seats(state):
            return []
        if state["selected"] is None:
            return [["card", c] for c in state["hands"][seat]]
        return [["bank"], ["gamble"], ["unselect"]]

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        verb = action[0]
        if verb == "card":
            state["selected"] = action[1]
            state["hands"][seat].remove(action[1])
            return
        card = state["selected"]
        if verb == "unselect":
            state["hands"][seat].append(card)
            state["selected"] = None
            return
        gain = card
        if verb == "gamble":
            die = rng.roll(state)
            gain += die
            if state["deck"]:
                drawn = state["deck"].pop()
                state["hands"][seat].append(drawn)
                mark_barrier(state)
                state["log"].append(log_entry("toy.drew", seat=seat, card=drawn))
        state["scores"][seat] += gain
        state["log"].append(log_entry("toy.scored", seat_no=seat, card=card, gain=gain))
        state["selected"] = None
        state["turn"] = (seat + 1) % state["players"]
        for _ in range(state["players"]):  # skip empty hands
            if state["hands"][state["turn"]]:
                break
            state["turn"] = (state["turn"] + 1) % state["players"]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "game": self.id, "turn": state["turn"], "selected": state["selected"],
            "scores": list(state["scores"]), "deck": len(state["deck"]),
            "hands": [list(h) if i == seat else len(h) for i, h in enumerate(state["hands"])],
            "log": visible_log(state["log"], seat),
        }

    def prompt(self, state: State, seat: int) -> Prompt:
        if state["selected"] is None:
            return Prompt("toy.choose_card")
        return Prompt("toy.bank_or_gamble", {"card": state["selected"]})

    def is_over(self, state: State) -> bool:
        return not any(state["hands"]) and state["selected"] is None

    def result(self, state: State) -> Result | None:
        if not self.is_over(state):
            return None
        best = max(state["scores"])
        winners = [i for i, s in enumerate(state["scores"]) if s == best]
        return Result(winners, "all cards played", dict(enumerate(state["scores"])))

    def progress(self, state: State) -> Prompt:
        if self.is_over(state):
            return Prompt("progress.over")
        return Prompt("toy.progress", {"cards": len(state["deck"])})

    def determinize(self, state: State, seat: int, rand: random.Random) -> State:
        new = self.clone(state)
        forget_unseen(new, seat, rand)
        unseen = sorted([c for i, h in enumerate(new["hands"]) if i != seat for c in h]
                        + new["deck"])
        rand.shuffle(unseen)
        for i, hand in enumerate(new["hands"]):
            if i != seat:
                new["hands"][i], unseen = unseen[: len(hand)], unseen[len(hand):]
        new["deck"] = unseen
        return new


RULES = ToyRules()
