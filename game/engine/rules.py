"""The rules contract every game implements (DESIGN §3), and a base class with the shared parts.

A game is an object with the methods of `Rules`. States are plain JSON dicts; `apply` works
in place and returns the state, so callers that need the old position `clone` first. Games
normally subclass `BaseRules`, which checks legality before calling the game's `do_apply`
and gives clone / JSON / hashing for free, and a default for every optional hook, so callers
use the hooks directly (no `getattr`). `Rules` below is the whole contract; the defaults in
`BaseRules` say what each hook does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from . import rng as rng_mod
from .data import clone_state, deep_copy
from .log_params import seat_param
from .types import (
    Action,
    Decision,
    IllegalAction,
    Option,
    Prompt,
    Result,
    State,
)


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
    # The hooks below have defaults in BaseRules (a game overrides those it needs).
    # Catalog keys naming each seat when seats are sides (1989: Communist, Democrat); empty
    # when seats are just players.
    seat_labels: tuple[str, ...]
    # Bots the game offers besides "random": controller kind -> factory(seed) -> Controller.
    bots: dict[str, Callable[[int], Any]]
    # Options under which the game may reseat its players (`reseat` below; 1989's bid for
    # sides). While one is on, New Game names the players, not the seats.
    reseat_options: tuple[str, ...]
    # Options under which the game has a simultaneous secret choice (frames.SecretChoice), or
    # None; the conformance suite then checks that it keeps the picks secret.
    secret_choice_options: dict[str, Any] | None
    # Seeded random playouts the conformance suite runs for this game.
    CONFORMANCE_SEEDS: int
    # Stored in saves (bump it when old saves' moves may stop replaying).
    rules_version: int

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State: ...
    def active_seats(self, state: State) -> list[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def side_actions(self, state: State, seat: int) -> list[Action]: ...
    def apply(self, state: State, seat: int, action: Action) -> State: ...
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def prompt(self, state: State, seat: int) -> Prompt: ...
    def decision(self, state: State, seat: int | None) -> Decision: ...
    def is_over(self, state: State) -> bool: ...
    def result(self, state: State) -> Result | None: ...
    def clone(self, state: State) -> State: ...
    def to_json(self, state: State) -> dict[str, Any]: ...
    def from_json(self, data: dict[str, Any]) -> State: ...
    def info_key(self, state: State, seat: int) -> str: ...
    def determinize(self, state: State, seat: int, rng: random.Random) -> State: ...
    def do_apply(self, state: State, seat: int, action: Action) -> None: ...
    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]: ...
    def progress(self, state: State) -> Prompt | None: ...
    def invariants(self, state: State) -> list[str]: ...
    def validate_state(self, state: State, players: int) -> list[str]: ...
    def replay_fill(self, state: State, version: int) -> list[tuple[int, Action]]: ...
    def upgrade_position(self, state: State, version: int) -> State: ...


def mark_barrier(state: State) -> None:
    """Rules call this when an action draws or reveals hidden information: undo stops here.

    Die rolls and shuffles through `engine.rng` are barriers already.
    """
    state["barriers"] = state.get("barriers", 0) + 1


def seating(state: State, players: int) -> list[int]:
    """Who sits where: entry i is the player (by start order, as the session was created)
    now playing seat i. Identity unless the rules reseated the players (`reseat`)."""
    order = state.get("seating")
    if order is None:
        return list(range(players))
    if not isinstance(order, list) or sorted(order) != list(range(players)):
        raise ValueError(f"state['seating'] {order!r} is not a seating of {players} players")
    return list(order)


def reseat(state: State, order: list[int]) -> None:
    """Players change seats (a game may reseat them, e.g. 1989's bid for sides, D89-13): the
    player now at seat order[i] moves to seat i.

    Seats stay what the rules mean by them (1989: seat 0 plays the Communist); the session
    follows `state["seating"]` to show each seat's name and run its controller, and saves
    keep the players in start order, so replay reseats them again. Log lines written before
    keep naming the same people: their seat params and `private_to` are renumbered."""
    if sorted(order) != list(range(len(order))):
        raise ValueError(f"{order!r} is not a seating of {len(order)} players")
    before = seating(state, len(order))
    state["seating"] = [before[s] for s in order]
    moved = {old: new for new, old in enumerate(order)}  # a seat number before -> after

    def renumber(n: Any) -> Any:  # log params count seats from 1
        return moved[n - 1] + 1 if type(n) is int and 0 < n <= len(order) else n

    for entry in state.get("log", []):
        if entry.get("private_to") is not None:
            entry["private_to"] = moved.get(entry["private_to"], entry["private_to"])
        params = entry.get("params", {})
        for key, value in params.items():
            kind = seat_param(key)
            if kind == "one":
                params[key] = renumber(value)
            elif kind == "many" and isinstance(value, list):
                params[key] = [renumber(v) for v in value]
    mark_barrier(state)


def barrier_count(state: State) -> tuple[int, int]:
    return (rng_mod.draws(state), state.get("barriers", 0))


def visible_log(log: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """Log entries a seat may read: public ones and those private to that seat."""
    return [e for e in log if e.get("private_to") is None or e.get("private_to") == seat]


def forget_unseen(state: State, seat: int, rand: random.Random) -> None:
    """What every `determinize` does to its copy besides re-dealing the hidden cards: new dice
    (with the real generator a bot could read the next rolls) and only the log lines `seat`
    may read. A re-deal should start from a sorted pool, so that the copy depends on nothing
    `seat` cannot see (the conformance suite checks both)."""
    rng_mod.reseed(state, rand)
    state["log"] = visible_log(state["log"], seat)


class BaseRules:
    """Shared behaviour. Subclasses implement setup, active_seats, legal_actions, do_apply,
    view, prompt, is_over, result, determinize; they may override the rest."""

    id = ""
    title = ""
    min_players = 2
    max_players = 2
    options: tuple[Option, ...] = ()
    private_zones: tuple[str, ...] = ()
    seat_labels: tuple[str, ...] = ()
    bots: dict[str, Callable[[int], Any]] = {}
    reseat_options: tuple[str, ...] = ()
    secret_choice_options: dict[str, Any] | None = None
    CONFORMANCE_SEEDS = 300
    # The shape of the state's big parts, for a quicker `clone` (data.clone_state): keys of
    # lists of immutable values, and of tables of flat rows (the conformance suite checks).
    CLONE_FLAT: frozenset[str] = frozenset()
    CLONE_TABLES: frozenset[str] = frozenset()
    # State keys kept only for the board to show (the latest roll's terms): like the log, a
    # replay rebuilds them and nothing in play reads them, so a save's stored position is
    # matched without them and a save from before a new one existed still loads (engine/saves).
    SHOWN_ONLY: tuple[str, ...] = ()
    # Stored in saves; bump it when a rules change may make old saves' moves stop replaying,
    # so loading can say so instead of calling the file damaged (issue #13 point 4).
    rules_version = 1

    # -- legality ---------------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> State:
        action = list(action)
        if self.is_over(state):
            raise IllegalAction("error.game_over")
        if seat not in self.active_seats(state):
            if action not in self.side_actions(state, seat):
                raise IllegalAction("error.not_your_turn", seat=seat + 1)
        elif not self.is_legal(state, seat, action):
            raise IllegalAction("error.illegal", action=action)
        self.do_apply(state, seat, action)
        return state

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        """`action in legal_actions(state, seat)`. Games on `Frames` answer through
        `Frames.check`, so `apply` after `legal_actions` need not build the list again."""
        return action in self.legal_actions(state, seat)

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        """Play an action already known to be legal (bots' look-ahead skips the check)."""
        raise NotImplementedError

    def side_actions(self, state: State, seat: int) -> list[Action]:
        """Actions a seat that is NOT active may take now, although the game does not wait
        on it (Blockade Runner's card swap offers, "at any time"); empty for an active seat,
        whose choices are all in `legal_actions`. The game goes on without them: bots and
        playouts never need to take one, and `apply` accepts them from that seat."""
        return []

    # -- optional hooks -----------------------------------------------------------------------
    def decision(self, state: State, seat: int | None) -> Decision:
        """What kind of decision `seat` faces now (engine.types.Decision): a plain choice
        unless the game says more (games on frames: the top frame type's `decision`)."""
        return Decision()

    def progress(self, state: State) -> Prompt | None:
        """One line for the table's title bar and the Load screen ("Round 3 of 6"): a catalog
        key and params, rendered by the UI; None shows nothing."""
        return None

    def invariants(self, state: State) -> list[str]:
        """Problems with a state that no legal play can cause (card conservation, ...), for the
        conformance suite and the UI monkey test; empty when all is well."""
        return []

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
        return clone_state(state, self.CLONE_FLAT, self.CLONE_TABLES)

    def to_json(self, state: State) -> dict[str, Any]:
        return deep_copy(state)

    def from_json(self, data: dict[str, Any]) -> State:
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise ValueError(f"This is not a {self.title} position.")
        return deep_copy(data)

    def validate_state(self, state: State, players: int) -> list[str]:
        """Problems with a position that did not come from replaying moves (a save's stored
        position): unknown ids, values out of range, broken invariants. Empty when sound.

        The default runs the game's `invariants(state)`; games add their own id and range
        checks. May raise on malformed data (the caller treats that as damage)."""
        return list(self.invariants(state))

    # -- older saves (rules_version) ---------------------------------------------------------
    def replay_fill(self, state: State, version: int) -> list[tuple[int, Action]]:
        """Moves (seat, action) that rules `version` (older than these) made by themselves and
        these ask for, so a save of that version never recorded them: `Session.replay` plays
        them before the save's next move and after its last. None by default."""
        return []

    def upgrade_position(self, state: State, version: int) -> State:
        """A save's stored position of rules `version` as these rules would have it (what
        `replay_fill` changes beside the moves), so its replay is recognised. As is by
        default."""
        return state

    def info_key(self, state: State, seat: int) -> str:
        from .data import canonical_json

        return canonical_json(self.view(state, seat))


class FinalScoreRules:
    """Mixin for a game that ends with state["final"] = {"winners": [...], "scores": [one per
    seat]} and one reason key, `final_reason` (Kabale und Hiebe, Blockade Runner). Put it
    before `BaseRules` in the bases."""

    final_reason: str

    def is_over(self, state: State) -> bool:
        return state["final"] is not None

    def result(self, state: State) -> Result | None:
        final = state["final"]
        if final is None:
            return None
        return Result(list(final["winners"]), self.final_reason,
                      dict(enumerate(final["scores"])))
