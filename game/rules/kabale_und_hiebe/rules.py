"""The rules object: the engine contract (DESIGN §3) wired to the section modules.

Implementation notes:
- Options (KH-10/KH-11 disputed readings): `hermit_giant_mode` self|aura (default self),
  `doppelganger_copies` base|adjusted (default base), `two_player_remove_ones` (default on).
- Hands are kept sorted in card-list order so a hand's order reveals nothing about draws.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import BaseRules
from game.engine.types import Action, Option, Prompt, Result, State
from game.i18n import t

from . import abilities, knowledge, setup, turn  # noqa: F401  (registers the frames)
from .bot import KHBot
from .cards import SETUP
from .common import FRAMES


class KabaleUndHiebeRules(BaseRules):
    id = "kabale_und_hiebe"
    title = "Kabale und Hiebe"
    min_players = SETUP["min_players"]
    max_players = SETUP["max_players"]
    options = (
        Option("hermit_giant_mode", "self", ("self", "aura"),
               "Hermit / Little Giant change their own value (self) or other cards' (aura)"),
        Option("doppelganger_copies", "base", ("base", "adjusted"),
               "Doppelganger copies the printed or the adjusted value"),
        Option("two_player_remove_ones", True, (),
               "Two players: remove the value-1 goal cards"),
    )
    private_zones = ("hands.<seat>", "decks", "columns.slots.card (face down)",
                     "columns.slots.hidden", "goal_piles", "goal_box")
    CONFORMANCE_SEEDS = 300
    bots = {"rule": lambda seed: KHBot(seed)}

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State:
        self.check_players(players)
        return setup.new_state(seed, players, self.resolve_options(options))

    def active_seats(self, state: State) -> list[int]:
        return FRAMES.active_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return FRAMES.legal_actions(state, seat)

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        FRAMES.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return knowledge.view(state, seat)

    def prompt(self, state: State, seat: int) -> Prompt:
        return FRAMES.prompt(state, seat)

    def is_over(self, state: State) -> bool:
        return state["final"] is not None

    def result(self, state: State) -> Result | None:
        final = state["final"]
        if final is None:
            return None
        return Result(list(final["winners"]), "kh.reason.final_scoring",
                      dict(enumerate(final["scores"])))

    def clone(self, state: State) -> State:
        return knowledge.copy_state(state)

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return knowledge.determinize(state, seat, rng)

    def progress(self, state: State) -> str:
        if state["final"] is not None:
            return t("kh.progress.over")
        return t("kh.progress.round", round=state["round"], rounds=state["rounds"])


RULES = KabaleUndHiebeRules()
