"""A tiny sealed-bid game that exists only to test simultaneous secret choices (engine
frames.SecretChoice) in the conformance suite and the UI handoff tests.

Two seats start with 6 coins. Each of three rounds shows a prize (1..5 points, drawn at
random); both seats bid 0..their coins at the same time, in secret, may change their bid and
then seal it. When both are sealed the bids are revealed: the higher bid pays its coins and
takes the prize; equal bids are settled by a roll-off (equal rolls are rolled again) and the
higher roller pays and takes it. The most points after three rounds wins.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import rng
from game.engine.frames import (
    Frames,
    SecretChoice,
    push_secret,
    rerandomize_secrets,
    seat_stack,
)
from game.engine.rules import BaseRules, forget_unseen, visible_log
from game.engine.types import Prompt, Result, State, log_entry

ROUNDS, COINS = 3, 6
FRAMES = Frames()


@FRAMES.define("sealed_bid")
class SealedBid(SecretChoice):
    verb = "bid"

    def choices(self, state, frame, seat):
        return list(range(state["coins"][seat] + 1))

    def on_pick(self, state, frame, seat):
        state["log"].append(log_entry("sealed.picked", seat=seat, n=frame["secret"][seat]))

    def on_seal(self, state, frame, seat):
        state["log"].append(log_entry("sealed.sealed", player=seat + 1))

    def secret_prompt(self, state, frame, seat):
        mine = frame["secret"][seat]
        if mine is None:
            return Prompt("sealed.choose", {"prize": state["prize"]})
        return Prompt("sealed.change_or_seal", {"n": mine, "prize": state["prize"]})

    def reveal(self, state, frame):
        FRAMES.pop(state, "sealed_bid")
        bids = frame["secret"]
        state["log"].append(log_entry("sealed.revealed", bids=list(bids)))
        if bids[0] != bids[1]:
            winner = 0 if bids[0] > bids[1] else 1
        else:
            while (rolls := (rng.roll(state), rng.roll(state)))[0] == rolls[1]:
                pass
            winner = 0 if rolls[0] > rolls[1] else 1
        state["coins"][winner] -= bids[winner]
        state["points"][winner] += state["prize"]
        state["log"].append(log_entry("sealed.won", player=winner + 1, prize=state["prize"]))
        next_round(state)


def next_round(state: State) -> None:
    state["round"] += 1
    if state["round"] > ROUNDS:
        state["prize"] = None
        return
    state["prize"] = rng.roll(state, 5)
    push_secret(state, "sealed_bid", [0, 1], 2)


class SealedBidRules(BaseRules):
    id = "sealed_bid"
    title = "Sealed bid"
    min_players = 2
    max_players = 2
    private_zones = ("stack.sealed_bid.secret.<seat>",)
    secret_choice_options: dict[str, Any] = {}  # enrols it in the secret-choice conformance

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State:
        self.check_players(players)
        state: State = {"game": self.id, "rng": rng.new_rng(seed), "round": 0, "prize": None,
                        "coins": [COINS, COINS], "points": [0, 0], "stack": [], "log": []}
        next_round(state)
        return state

    # The decision stack answers for the game (bound methods of FRAMES, not of the rules).
    active_seats, legal_actions, do_apply = FRAMES.active_seats, FRAMES.legal_actions, FRAMES.apply

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"game": self.id, "round": state["round"], "prize": state["prize"],
                "coins": list(state["coins"]), "points": list(state["points"]),
                "stack": seat_stack(state, seat), "log": visible_log(state["log"], seat)}

    def prompt(self, state: State, seat: int) -> Prompt:
        return FRAMES.prompt(state, seat)

    def is_over(self, state: State) -> bool:
        return state["round"] > ROUNDS

    def result(self, state: State) -> Result | None:
        if not self.is_over(state):
            return None
        best = max(state["points"])
        winners = [i for i, p in enumerate(state["points"]) if p == best]
        return Result(winners, "all prizes taken", dict(enumerate(state["points"])))

    def determinize(self, state: State, seat: int, rand: random.Random) -> State:
        new = self.clone(state)
        forget_unseen(new, seat, rand)
        rerandomize_secrets(FRAMES, new, seat, rand)
        return new


RULES = SealedBidRules()
MESSAGES = {
    "sealed.choose": "Bid for the {prize}-point prize",
    "sealed.change_or_seal": "Your bid: {n} for the {prize}-point prize. Change it or seal it",
    "sealed.picked": "You bid {n}",
    "sealed.sealed": "{player} sealed a bid",
    "sealed.revealed": "The bids: {bids}",
    "sealed.won": "{player} takes the {prize}-point prize",
}
