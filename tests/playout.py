"""The one seeded random playout the tests share: random legal moves until the game is over.

`play(rules, state, pick)` steps a bare state in place; `play_session(session, pick)` submits
through a Session (so its action list, undo and saves see every move). Both run the same loop:
the seat to act is the first active one (`any_seat`: a random one, as the conformance suite
does), `before(state, seat)` runs before each move and `after(state, seat, action)` after it,
`until(state)` stops early, `moves` stops after that many moves, `prompt_keys` (a set) collects
the key of every prompt shown, and a dead end or a game that does not end within `limit` moves
fails the test.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.engine.session import Session
from game.engine.types import Action, Prompt, State

LIMIT = 20_000  # moves; the longest random games of every game end far sooner


class _InPlace:
    """A rules object and a state, with a Session's reading and moving methods."""

    def __init__(self, rules: Any, state: State) -> None:
        self.rules, self.state = rules, state

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def active_seats(self) -> list[int]:
        return self.rules.active_seats(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def prompt(self, seat: int) -> Prompt:
        return self.rules.prompt(self.state, seat)

    def submit(self, seat: int, action: Action) -> None:
        self.state = self.rules.apply(self.state, seat, action)


def play(rules: Any, state: State, pick: random.Random, **how: Any) -> State:
    """Random legal moves on `state` (in place); returns the final state."""
    return _play(_InPlace(rules, state), pick, **how).state


def play_session(session: Session, pick: random.Random, **how: Any) -> Session:
    """Random legal moves submitted through `session`; returns it."""
    return _play(session, pick, **how)


def _play(game: Any, pick: random.Random, *, until: Callable[[State], bool] | None = None,
          before: Callable[[State, int], None] | None = None,
          after: Callable[[State, int, Action], None] | None = None,
          any_seat: bool = False, moves: int | None = None, limit: int = LIMIT,
          prompt_keys: set[str] | None = None) -> Any:
    def done() -> bool:
        return game.is_over() or (until is not None and until(game.state))

    for _ in range(limit if moves is None else moves):
        if done():
            return game
        seats = game.active_seats()
        assert seats, "no active seat although the game is not over (dead end)"
        seat = pick.choice(seats) if any_seat else seats[0]
        if prompt_keys is not None:
            prompt_keys.add(game.prompt(seat).key)
        if before is not None:
            before(game.state, seat)
        legal = game.legal_actions(seat)
        assert legal, f"active seat {seat} has no legal action (dead end)"
        action = pick.choice(legal)
        game.submit(seat, action)
        if after is not None:
            after(game.state, seat, action)
    if moves is None and not done():
        pytest.fail(f"the game did not get there within {limit} moves")
    return game


def play_logging_vp(rules: Any, state: State, pick: random.Random,
                    logged_change: Callable[[list[dict]], int]) -> State:
    """`play`, checking after every move that the VP track moved by what the move's new log
    lines say (`logged_change`) and at the end that the whole log adds up to the final VP
    (issue #34 point 8: every VP change is logged)."""
    seen = {"vp": state["vp"], "log": len(state["log"])}

    def after(state: State, seat: int, action: Action) -> None:
        new = state["log"][seen["log"]:]
        assert state["vp"] - seen["vp"] == logged_change(new), (action, new)
        seen.update(vp=state["vp"], log=len(state["log"]))

    final = play(rules, state, pick, after=after)
    assert logged_change(final["log"]) == final["vp"]
    return final
