"""The rules contract every game implements (DESIGN §3), and a base class with the shared parts.

A game is an object with the methods of `Rules`. States are plain JSON dicts; `apply` works
in place and returns the state, so callers that need the old position `clone` first. Games
normally subclass `BaseRules`, which checks legality before calling the game's `do_apply`
and gives clone / JSON / hashing for free.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from . import rng as rng_mod
from .data import deep_copy
from .types import Action, IllegalAction, Option, Prompt, Result, State


@runtime_checkable
class Rules(Protocol):
    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    # Dotted state paths that hold one seat's private information (documentation for
    # view/determinize and the leak test), e.g. "hands.<seat>".
    private_zones: tuple[str, ...]
    # Optional: catalog keys naming each seat when seats are sides (1989: Communist, Democrat).
    # seat_labels: tuple[str, ...]
    # Optional (BaseRules has defaults): `rules_version: int` stored in saves, and
    # `validate_state(state, players) -> list[str]` checking a save's stored position.

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State: ...
    def active_seats(self, state: State) -> list[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def apply(self, state: State, seat: int, action: Action) -> State: ...
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def prompt(self, state: State, seat: int) -> Prompt: ...
    def is_over(self, state: State) -> bool: ...
    def result(self, state: State) -> Result | None: ...
    def clone(self, state: State) -> State: ...
    def to_json(self, state: State) -> dict[str, Any]: ...
    def from_json(self, data: dict[str, Any]) -> State: ...
    def info_key(self, state: State, seat: int) -> str: ...
    def determinize(self, state: State, seat: int, rng: random.Random) -> State: ...


def mark_barrier(state: State) -> None:
    """Rules call this when an action draws or reveals hidden information: undo stops here.

    Die rolls and shuffles through `engine.rng` are barriers already.
    """
    state["barriers"] = state.get("barriers", 0) + 1


def barrier_count(state: State) -> tuple[int, int]:
    return (rng_mod.draws(state), state.get("barriers", 0))


def visible_log(log: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """Log entries a seat may read: public ones and those private to that seat."""
    return [e for e in log if e.get("private_to") is None or e.get("private_to") == seat]


class BaseRules:
    """Shared behaviour. Subclasses implement setup, active_seats, legal_actions, do_apply,
    view, prompt, is_over, result, determinize; they may override the rest."""

    id = ""
    title = ""
    min_players = 2
    max_players = 2
    options: tuple[Option, ...] = ()
    private_zones: tuple[str, ...] = ()
    # Stored in saves; bump it when a rules change may make old saves' moves stop replaying,
    # so loading can say so instead of calling the file damaged (issue #13 point 4).
    rules_version = 1

    # -- legality ---------------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> State:
        action = list(action)
        if self.is_over(state):
            raise IllegalAction("error.game_over")
        if seat not in self.active_seats(state):
            raise IllegalAction("error.not_your_turn", seat=seat + 1)
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("error.illegal", action=action)
        self.do_apply(state, seat, action)
        return state

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        raise NotImplementedError

    # -- options ----------------------------------------------------------------------------
    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values with a clear sentence."""
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                raise ValueError(f"{self.title} has no option {key!r}.")
        resolved = {}
        for opt in self.options:
            value = options.get(opt.key, opt.default)
            allowed = opt.choices or (True, False)
            if value not in allowed:
                raise ValueError(f"Option {opt.key!r} cannot be {value!r}.")
            resolved[opt.key] = value
        return resolved

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, "
                f"not {players}."
            )

    # -- copies and JSON --------------------------------------------------------------------
    def clone(self, state: State) -> State:
        return deep_copy(state)

    def to_json(self, state: State) -> dict[str, Any]:
        return deep_copy(state)

    def from_json(self, data: dict[str, Any]) -> State:
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise ValueError(f"This is not a {self.title} position.")
        return deep_copy(data)

    def validate_state(self, state: State, players: int) -> list[str]:
        """Problems with a position that did not come from replaying moves (a save's stored
        position): unknown ids, values out of range, broken invariants. Empty when sound.

        The default runs the game's `invariants(state)` if it has them; games add their own
        id and range checks. May raise on malformed data (the caller treats that as damage)."""
        invariants = getattr(self, "invariants", None)
        return list(invariants(state)) if invariants is not None else []

    def info_key(self, state: State, seat: int) -> str:
        from .data import canonical_json

        return canonical_json(self.view(state, seat))
