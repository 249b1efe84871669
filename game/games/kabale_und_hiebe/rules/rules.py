"""The rules object: the engine contract (DESIGN §3) wired to the section modules.

Implementation notes:
- Options (KH-10/KH-11 disputed readings): `hermit_giant_mode` self|aura (default self),
  `doppelganger_copies` base|adjusted (default base), `two_player_remove_ones` (default on).
- Hands are kept sorted in card-list order so a hand's order reveals nothing about draws.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import BaseRules, FinalScoreRules
from game.engine.search import difficulty_bots
from game.engine.types import Action, Decision, Option, Prompt, State

from . import abilities, knowledge, setup, turn  # noqa: F401  (registers the frames)
from .bot import KHBot
from .common import FRAMES
from .components import CARDS, GOALS, HAND_SIZE, ROUNDS, SETUP


class KabaleUndHiebeRules(FinalScoreRules, BaseRules):
    id = "kabale_und_hiebe"
    final_reason = "kh.reason.final_scoring"
    title = "Kabale und Hiebe"
    min_players = SETUP["min_players"]
    max_players = SETUP["max_players"]
    options = (
        Option("hermit_giant_mode", "self", ("self", "aura"),
               "Hermit / Little Giant change their own value (self) or other cards' (aura)"),
        Option("doppelganger_copies", "base", ("base", "adjusted"),
               "Doppelganger copies the printed or the adjusted value"),
        Option("two_player_remove_ones", True, (),
               "Two players: remove the value-1 goal cards", players=(2,)),
    )
    private_zones = ("hands.<seat>", "decks", "columns.slots.card (face down)",
                     "columns.slots.hidden", "goal_piles", "goal_box")
    CONFORMANCE_SEEDS = 300
    frames = FRAMES  # the decision frames (the UI test reads their names)
    CLONE_FLAT = frozenset(("goal_box",))
    CLONE_TABLES = frozenset(("decks", "hands", "discards", "won", "goal_piles"))
    bots = difficulty_bots(lambda: _search_spec(), lambda seed: KHBot(seed))

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State:
        self.check_players(players)
        return setup.new_state(seed, players, self.resolve_options(options))

    def active_seats(self, state: State) -> list[int]:
        return FRAMES.active_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return FRAMES.legal_actions(state, seat)

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        return FRAMES.check(state, seat, action)

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        FRAMES.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return knowledge.view(state, seat)

    def prompt(self, state: State, seat: int) -> Prompt:
        return FRAMES.prompt(state, seat)

    def decision(self, state: State, seat: int | None) -> Decision:
        return FRAMES.decision(state, seat)

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return knowledge.determinize(state, seat, rng)

    def validate_state(self, state: State, players: int) -> list[str]:
        """A stored position's ids and ranges (issue #13 point 3, #33 point 6): every colour
        holds each of its cards once, hands hold at most HAND_SIZE, goals are known and in
        one place, round and turn in range."""
        out = []
        if state["players"] != players or not (
                len(state["hands"]) == len(state["decks"]) == len(state["discards"])
                == len(state["won"]) == players):
            out.append("seat count does not match")
        if not 0 <= state["round"] <= state["rounds"] == ROUNDS:
            out.append("round out of range")
        if type(state["turn"]) is not int or not 0 <= state["turn"] < players:
            out.append("turn out of range")
        owned: list[list[str]] = [[] for _ in range(players)]
        for seat in range(min(players, len(state["hands"]))):
            owned[seat] += (state["hands"][seat] + state["decks"][seat]
                            + state["discards"][seat])
        goals = [g for pile in state["goal_piles"] for g in pile] + state["goal_box"] \
            + state["goals_out"] + [g for won in state["won"] for g in won]
        for column in state["columns"]:
            goals.append(column["goal"])
            for slot in column["slots"]:
                owned[slot["owner"]].append(slot["card"])
                if slot["hidden"] is not None:
                    owned[slot["owner"]].append(slot["hidden"])
        if any(c not in CARDS for cards in owned for c in cards):
            out.append("unknown card ids")
        if any(len(cards) != len(set(cards)) for cards in owned):
            out.append("a card is in two places")
        elif any(len(cards) != len(CARDS) for cards in owned):
            out.append("a colour's cards are lost")  # each colour keeps its cards (KH-2.2)
        if any(len(hand) > HAND_SIZE for hand in state["hands"]):
            out.append("a hand is too large")
        if any(g not in GOALS for g in goals) or len(goals) != len(set(goals)):
            out.append("unknown or doubled goals")
        if state["selected"] is not None and state["selected"] not in CARDS:
            out.append("unknown selected card")
        return out

    def progress(self, state: State) -> Prompt:
        if state["final"] is not None:
            return Prompt("progress.over")
        return Prompt("kh.progress.round", {"round": state["round"], "rounds": state["rounds"]})


RULES = KabaleUndHiebeRules()


def _search_spec():
    from .bot_search import SPEC  # imports this module: looked up when a bot is made

    return SPEC
