"""The two parameterised decision frames card events are built from.

`PickTargets`: "pick a target, again and again, counting a budget down": a frame key (`budget`,
default "left") holds what is left; each pick costs `cost(state, frame, target)` (default 1);
`tally` names a frame key counting picks per target, limited by the frame's "cap" (or a fixed
`cap`); `may_stop` offers ["done"]. The frame pops itself when the budget is spent or no
target is left (a text is carried out as far as it can be). Legal actions are
[verb, target] (+ ["done"]); the game's `take(state, frame, target)` does the work and logs.

`PickCard`: "pick a card from a list, or done": `cards(state, frame)` lists the cards (a hand,
the discard pile, a draw kept in the frame); `take(state, frame, card)` moves it; `once` pops
the frame after one pick; `may_stop` offers ["done"], and `on_done(state, frame)` runs when
the player stops. Actions are [verb, card].

Both take `prompt(state, frame) -> Prompt` and may take `decision` (engine.types.Decision:
what kind of decision it asks and what for; by default a target pick or a card pick). Frames
pop themselves by identity, so a `take` that pushes frames of its own (a die roll that
triggers an event) leaves them on top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.frames import Frame, FrameType, pop_frame
from game.engine.types import Action, Decision, Prompt, State

Targets = Callable[[State, Frame], list[Any]]


@dataclass(frozen=True, eq=False, kw_only=True)
class _Pick(FrameType):
    """What both frames share: [verb, choice] actions, an optional ["done"], the prompt."""

    prompt_of: Callable[[State, Frame], Prompt]
    verb: str
    may_stop: bool
    decision: Decision = Decision()  # what kind of decision it asks (engine.types.Decision)

    def choices(self, state: State, frame: Frame) -> list[Any]:
        raise NotImplementedError

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        stop = [["done"]] if self.may_stop else []
        return [[self.verb, c] for c in self.choices(state, frame)] + stop

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return self.prompt_of(state, frame)


@dataclass(frozen=True, eq=False, kw_only=True)
class PickTargets(_Pick):
    targets: Targets
    take: Callable[[State, Frame, Any], None]
    verb: str = "space"
    may_stop: bool = False
    decision: Decision = Decision("target")  # what the board is told (a game names its topic)
    budget: str = "left"
    cost: Callable[[State, Frame, Any], int] | None = None
    tally: str | None = None  # frame key {target: picks so far}, limited by the cap
    cap: int | None = None  # fixed cap per target (else the frame's "cap", None = no cap)

    def choices(self, state: State, frame: Frame) -> list[Any]:
        found = self.targets(state, frame)
        cap = self.cap if self.cap is not None else frame.get("cap")
        if self.tally is not None and cap is not None:
            picked = frame[self.tally]
            found = [t for t in found if picked.get(t, 0) < cap]
        return found

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        if action[0] == "done":
            pop_frame(state, frame)
            return
        target = action[1]
        frame[self.budget] -= 1 if self.cost is None else self.cost(state, frame, target)
        if self.tally is not None:
            frame[self.tally][target] = frame[self.tally].get(target, 0) + 1
        self.take(state, frame, target)
        if frame[self.budget] <= 0 or not self.choices(state, frame):
            pop_frame(state, frame)


@dataclass(frozen=True, eq=False, kw_only=True)
class PickCard(_Pick):
    cards: Callable[[State, Frame], list[int]]
    take: Callable[[State, Frame, int], None]
    verb: str = "card"
    may_stop: bool = True
    decision: Decision = Decision("card")
    once: bool = True
    on_done: Callable[[State, Frame], None] | None = None

    def choices(self, state: State, frame: Frame) -> list[Any]:
        return self.cards(state, frame)

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        if action[0] == "done":
            pop_frame(state, frame)
            if self.on_done is not None:
                self.on_done(state, frame)
            return
        if self.once:
            pop_frame(state, frame)
        self.take(state, frame, action[1])
