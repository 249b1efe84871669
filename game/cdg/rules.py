"""The rules-object plumbing card-driven games share: everything is a frame on the game's
`Frames` registry, the game ends with state["over"] = {"winners": [...], "reason": key} (the
result has no per-seat scores), VP is one signed integer, positive for seat 1 (1989's
Democrat, Twilight Struggle's US), and state["turn"] / state["round"] (0 outside action
rounds) make the progress line."""

from __future__ import annotations

from typing import Any

from game.engine.frames import FrameRules, Frames
from game.engine.rules import BaseRules
from game.engine.types import Action, Prompt, Result, State


class CardDrivenRules(FrameRules, BaseRules):
    """The engine's FrameRules (do_apply, prompt from the frames) for a game that ends with
    state["over"]. Subclasses set `frames`, `checks` (a module with `problems(state)` and
    `state_problems(state)`) and `prefix` (the catalog prefix of the progress lines
    "<prefix>.progress.setup / turn / round"; or override `progress`), and implement
    `new_state`, `view` and `determinize`."""

    frames: Frames
    prefix: str
    checks: Any

    def new_state(self, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def setup(self, seed: int, players: int = 2, options: dict[str, Any] | None = None) -> State:
        self.check_players(players)
        state = self.new_state(seed, self.resolve_options(options))
        self.frames.settle(state)
        return state

    def active_seats(self, state: State) -> list[int]:
        return [] if state["over"] else self.frames.active_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return [] if state["over"] else self.frames.legal_actions(state, seat)

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        return not state["over"] and self.frames.check(state, seat, action)

    def is_over(self, state: State) -> bool:
        return state["over"] is not None

    def result(self, state: State) -> Result | None:
        if state["over"] is None:
            return None
        # No per-seat scores: the one VP figure is the shared track's (the game-over summary
        # states it); "+7" for one seat beside "-7" for the other read as two figures.
        return Result(list(state["over"]["winners"]), state["over"]["reason"], {})

    def progress(self, state: State) -> Prompt:
        key = f"{self.prefix}.progress"
        if self.is_over(state):
            return Prompt("progress.over")
        if state["round"]:
            return Prompt(f"{key}.round", {"turn": state["turn"], "round": state["round"]})
        if state["stack"] and state["stack"][0].get("step") == "setup":
            return Prompt(f"{key}.setup")
        return Prompt(f"{key}.turn", {"turn": state["turn"]})

    def invariants(self, state: State) -> list[str]:
        return self.checks.problems(state)

    def validate_state(self, state: State, players: int) -> list[str]:
        return self.checks.state_problems(state)
