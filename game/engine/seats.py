"""Seat controllers: who decides for a seat. Humans act through the UI; bots choose here."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Protocol

from .rules import Rules
from .search import SearchBot
from .types import Action, State


class Controller(Protocol):
    kind: str

    def choose(self, rules: Rules, state: State, seat: int) -> Action: ...


class Human:
    """A person at the laptop; the UI submits for them."""

    kind = "human"

    def choose(self, rules: Rules, state: State, seat: int) -> Action:
        raise RuntimeError("A human seat is played through the UI.")


class RandomBot:
    """Uniform over legal actions: the baseline every real bot must beat."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, rules: Rules, state: State, seat: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"Seat {seat} has no legal action.")
        return self._rng.choice(legal)


def seat_state(rules: Rules, state: State, seat: int, key: str) -> State:
    """What a bot is shown: a determinized copy for `seat` (other seats' hidden cards re-dealt,
    new dice, their private log lines gone), never the real state. `key` seeds the re-deal, so
    a game replays the same; the copy depends only on what `seat` may know."""
    return rules.determinize(state, seat, random.Random(key))


def choose_for(controller: Controller, rules: Rules, state: State, seat: int,
               key: str) -> Action:
    """The controller's action for `seat`, chosen from `seat_state` (every bot goes through
    here: the session, the command line, the benches)."""
    return controller.choose(rules, seat_state(rules, state, seat, key), seat)


@dataclass
class BotJob:
    """One bot decision taken out of a session, so that a worker thread can run it while the
    window keeps answering (issue #21 point 3). It holds the seat's world (`seat_state`) and a
    copy of the seat's controller: nothing it does touches the session, and a cancelled or
    stale decision leaves no trace (the session takes the copy only with the move,
    `Session.finish_bot`)."""

    rules: Rules
    seat: int
    version: int  # the session's change count when the job was made
    controller: Controller
    world: State
    cancelled: bool = field(default=False)

    @classmethod
    def make(cls, rules: Rules, state: State, seat: int, key: str, version: int,
             controller: Controller) -> BotJob:
        return cls(rules, seat, version, copy.deepcopy(controller),
                   seat_state(rules, state, seat, key))

    def decide(self) -> Action:
        """The decision (any thread); a search stops early once the job is cancelled."""
        bot = self.controller
        if isinstance(bot, SearchBot):
            bot.cancelled = lambda: self.cancelled
        try:
            return bot.choose(self.rules, self.world, self.seat)
        finally:
            if isinstance(bot, SearchBot):
                del bot.cancelled  # back to the class's "never"


def controller_kinds(rules: Rules) -> list[str]:
    """Controller names offered for a game: human, random and the game's own bots."""
    return ["human", "random", *rules.bots]


def make_controller(kind: str, rules: Rules, seed: int = 0) -> Controller:
    if kind == "human":
        return Human()
    if kind == "random":
        return RandomBot(seed)
    if kind in rules.bots:
        return rules.bots[kind](seed)
    raise ValueError(
        f"Unknown player kind {kind!r} for {rules.title}; "
        f"choose from {', '.join(controller_kinds(rules))}."
    )


def controller_state(controller: Controller) -> dict[str, list]:
    """A bot's random generators (attributes holding `random.Random`) as JSON, so a reloaded
    bot game plays on as it would have."""
    out = {}
    for name, value in sorted(vars(controller).items()):
        if isinstance(value, random.Random):
            version, internal, gauss = value.getstate()
            out[name] = [version, list(internal), gauss]
    return out


def restore_controller(controller: Controller, saved: object) -> None:
    """Put back what `controller_state` saved; ValueError if it does not fit this bot."""
    if not isinstance(saved, dict):
        raise ValueError("bot state is not a table")
    for name, value in saved.items():
        current = vars(controller).get(name)
        if not isinstance(current, random.Random) or not isinstance(value, list) \
                or len(value) != 3 or not isinstance(value[1], list):
            raise ValueError(f"bot state {name!r} does not fit")
        version, internal, gauss = value
        if type(version) is not int or len(internal) != 625 \
                or not all(type(x) is int and 0 <= x < 1 << 32 for x in internal) \
                or not (gauss is None or type(gauss) is float):
            raise ValueError(f"bot state {name!r} is damaged")
        try:
            current.setstate((version, tuple(internal), gauss))
        except (ValueError, TypeError) as exc:
            raise ValueError(f"bot state {name!r} is damaged") from exc
