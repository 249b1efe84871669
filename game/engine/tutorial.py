"""Guided first games (issue #38): a script of steps over a prepared position. No pygame.

A tutorial is one plain JSON file, `saves/tutorials/<game id>.json`:

    {"format": "hotseat-tutorial", "version": 1,
     "game": "kabale_und_hiebe", "seed": 7, "players": 2, "options": {},
     "learner": 0,
     "prelude": [[1, ["card", 12]], ...],
     "steps": [
       {"say": "kh.tut.welcome", "rule": "KH-1"},
       {"say": "kh.tut.place_down", "rule": "KH-4.1", "seat": 0, "do": ["card", 12]},
       {"seat": 1, "do": ["column", 2], "say": "kh.tut.opponent_places"},
       ...]}

- The position: the game's own set-up from `seed`, `players` and `options`, then the
  `prelude` moves (seat, action), played unshown. Set-up and every die come from the seed
  and the moves, so the position and every roll of the script are the same every time.
- `learner` is the seat the player plays; every other seat is the scripted opponent.
- A step with `do` is one move of `seat`: the learner's is what the player is asked to do
  (the table lights it alone and explains any other move instead of making it); another
  seat's is the opponent's move, made by the script and shown as a bot's move is.
- A step without `do` is a note: the player reads it and goes on.
- `say` is a catalog key (the game's `locale/*/tutorial.json`, English and Korean): one or
  two sentences, what to do and why. `rule` is the rule id the step teaches: its "More"
  opens the Rules page at the reference section the id resolves to (engine/rules_ref.py).
  Both are optional on the opponent's steps.

`check` replays a script and lists what is wrong with it (a move not legal where the script
puts it, the wrong seat to act, a key missing from a catalog, a rule id with no section in the
game's rules reference), so a rules change cannot
silently break a tutorial (tests/engine/test_tutorials.py runs it for every bundled script).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..resources import resource_path
from . import registry, rules_ref
from .session import SeatInfo, Session
from .types import Action, IllegalAction

FORMAT = "hotseat-tutorial"
VERSION = 1
MAX_BYTES = 1 << 20  # a bundled file; far more than a script needs


class TutorialError(ValueError):
    """A script that cannot be read or does not fit its game (a sentence, English: it is
    for the people who write scripts; the player never sees a broken bundled one)."""


@dataclass(frozen=True)
class Step:
    say: str | None = None
    rule: str | None = None
    seat: int | None = None
    do: Action | None = None

    @property
    def is_move(self) -> bool:
        return self.do is not None


@dataclass(frozen=True)
class Script:
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    learner: int
    prelude: list[list[Any]]
    steps: list[Step] = field(default_factory=list)

    def moves_before(self, index: int) -> int:
        """How many moves the session holds once the steps before `index` are done."""
        return len(self.prelude) + sum(step.is_move for step in self.steps[:index])

    def step_at(self, moves: int, notes_read: int = 0) -> int:
        """The index of the step to do next in a session holding `moves` moves, after
        `notes_read` notes at that point were read (resume and undo land here)."""
        index, count = 0, len(self.prelude)
        while index < len(self.steps) and count < moves:
            count += self.steps[index].is_move
            index += 1
        while index < len(self.steps) and not self.steps[index].is_move and notes_read > 0:
            index, notes_read = index + 1, notes_read - 1
        return index


def scripts_dir() -> Path:
    return resource_path("saves", "tutorials")


def path_for(game: str) -> Path:
    return scripts_dir() / f"{game}.json"


def available() -> list[str]:
    """The games with a bundled tutorial, in the registry's order."""
    return [game for game in registry.playable_ids() if path_for(game).is_file()]


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise TutorialError(f"Tutorial script: {what}.")


def parse(data: Any) -> Script:
    """A script from its JSON data; TutorialError naming the first thing wrong."""
    _need(isinstance(data, dict) and data.get("format") == FORMAT, "not a tutorial script")
    _need(data.get("version") == VERSION, f"version must be {VERSION}")
    game = data.get("game")
    _need(isinstance(game, str) and game in registry.playable_ids(), f"unknown game {game!r}")
    rules = registry.get(game)
    players, learner = data.get("players"), data.get("learner", 0)
    _need(type(players) is int and rules.min_players <= players <= rules.max_players,
          "players out of range")
    _need(type(learner) is int and 0 <= learner < players, "learner is not a seat")
    _need(type(data.get("seed")) is int, "seed must be a whole number")
    _need(isinstance(data.get("options", {}), dict), "options must be an object")
    prelude = data.get("prelude", [])
    _need(isinstance(prelude, list) and all(
        isinstance(m, list) and len(m) == 2 and type(m[0]) is int and isinstance(m[1], list)
        for m in prelude), "prelude must list [seat, action] pairs")
    steps = []
    for n, raw in enumerate(data.get("steps", [])):
        _need(isinstance(raw, dict) and set(raw) <= {"say", "rule", "seat", "do"},
              f"step {n} has unknown fields")
        step = Step(raw.get("say"), raw.get("rule"), raw.get("seat"), raw.get("do"))
        _need(step.do is None or (isinstance(step.do, list) and type(step.seat) is int),
              f"step {n}: a move needs a seat and an action list")
        _need(step.do is not None or step.say, f"step {n}: a note needs words")
        _need(step.seat != learner or bool(step.say), f"step {n}: the learner's step needs words")
        steps.append(step)
    _need(bool(steps), "no steps")
    return Script(game, data["seed"], players, dict(data.get("options", {})), learner,
                  prelude, steps)


def load(game: str) -> Script:
    path = path_for(game)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise TutorialError("Tutorial script: too large.")
        return parse(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:
        if isinstance(exc, TutorialError):
            raise
        raise TutorialError(f"Tutorial script {path.name}: {exc}") from exc


def start(script: Script, names: list[str] | None = None) -> Session:
    """The prepared position: set-up from the seed, then the prelude. Every seat is
    'human' to the session: the table runs the opponent's steps from the script."""
    names = names or [f"Player {n + 1}" for n in range(script.players)]
    session = Session.new(script.game, script.seed, script.players, script.options,
                          [SeatInfo(name) for name in names])
    session.replay(script.prelude, [])
    session.clear_undo()
    return session


def check(script: Script, has_text=None) -> list[str]:
    """Everything wrong with a script, replayed step by step on its own session: each move
    step's seat must be to act and its action legal there; `has_text(key)` (optional) says
    whether a catalog has a key, in each language the caller checks."""
    problems = []
    try:
        session = start(script)
    except (IllegalAction, KeyError, ValueError) as exc:
        return [f"prelude does not replay: {exc}"]
    entry = registry.entry(script.game)
    for n, step in enumerate(script.steps):
        if step.say and has_text is not None and not has_text(step.say):
            problems.append(f"step {n}: no text for {step.say!r}")
        if step.rule and rules_ref.resolve(entry, step.rule) is None:
            problems.append(f"step {n}: no rules reference section for {step.rule!r}")
        if not step.is_move:
            continue
        if session.is_over():
            problems.append(f"step {n}: the game is already over")
            break
        if step.seat not in session.active_seats():
            problems.append(f"step {n}: seat {step.seat} is not to act "
                            f"(acting: {session.active_seats()})")
            break
        if step.do not in session.legal_actions(step.seat):
            problems.append(f"step {n}: {step.do} is not legal for seat {step.seat}")
            break
        session.submit(step.seat, step.do)
    return problems
