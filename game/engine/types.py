"""Shared types of the rules contract (DESIGN §3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Plain JSON data: every game's state is a dict of these, so it saves and copies losslessly.
State = dict[str, Any]
# An action is a short JSON list: ["card", 23], ["mode", "ops"], ["done"].
Action = list[Any]


class UserError(Exception):
    """An error meant for the player: a message-catalog key and its params.

    str() is the message in the current language. A plain sentence instead of a key also
    works (the catalog returns an unknown key unchanged), for messages not yet in it.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params

    def __str__(self) -> str:
        from .. import i18n

        return i18n.t(self.key, **self.params)


class IllegalAction(UserError, ValueError):
    """An action that is not legal now. The message is one clear sentence for the player."""


@dataclass(frozen=True)
class Prompt:
    """What a seat is asked: a message-catalog key and its parameters."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


# The kinds of decision a seat can be asked (issue #32 point 4): the table and the boards
# draw by kind, never by the name of the rules frame behind it.
DECISION_KINDS = (
    "target",  # pick a place on the map (a space, a country, a port, a column)
    "card",  # pick a card (from a hand, a list, the table)
    "secret",  # a pick the other seats must not see until all have chosen
    "open",  # a choice made in the open round the table: nothing hidden, no handoff
    "confirm",  # go on, or stop (done / pass)
    "choice",  # one of a few named options
)


@dataclass(frozen=True)
class Decision:
    """What kind of decision a seat faces now, and what for: `topic` is a word of the game's
    own board vocabulary ("ops", "place", "struggle", ...), never a rules frame name, and
    `hides` names what the acting seat sees that the others must not ("hand", "pick"); empty
    when the choice hides nothing. Derived from what the seat can see only."""

    kind: str = "choice"
    topic: str = ""
    hides: tuple[str, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)  # public details a board draws by

    def __post_init__(self) -> None:
        if self.kind not in DECISION_KINDS:
            raise ValueError(f"unknown decision kind {self.kind!r}")


@dataclass(frozen=True)
class Result:
    """How a finished game ended. `scores` maps seat to score; `winners` may hold ties."""

    winners: list[int]
    reason: str
    scores: dict[int, Any] = field(default_factory=dict)

    def standing(self, seat: int) -> tuple[bool, float]:
        """How far up `seat` finished: a winner above everyone else, then its score where
        the game gives numeric scores (higher is better in every game so far)."""
        score = self.scores.get(seat)
        return seat in self.winners, float(score) if isinstance(score, int | float) else 0.0

    def versus(self, a: int, b: int) -> float:
        """Seat `a`'s finish against seat `b`'s: 1 ahead, 0.5 level, 0 behind (the pairwise
        score bench.match counts in games of three or more)."""
        mine, theirs = self.standing(a), self.standing(b)
        return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


@dataclass(frozen=True)
class Option:
    """A game option shown on the New Game screen; `choices` empty means a boolean."""

    key: str
    default: Any
    choices: tuple[Any, ...] = ()
    label: str = ""
    players: tuple[int, ...] = ()  # the player counts it applies to; empty: every count
    unless: str = ""  # a boolean option that, when on, makes this one not apply


def log_entry(key: str, seat: int | None = None, **params: Any) -> dict[str, Any]:
    """A structured log line. With `seat`, only that seat (and the end-of-game log) sees it."""
    entry: dict[str, Any] = {"key": key, "params": params}
    if seat is not None:
        entry["private_to"] = seat
    return entry
