"""One card play as a frame, with pluggable modes (how a card may be used).

The frame {"name", "seat", "card", "stage", "steps", "mode", "event", ...game keys} starts at
stage "mode": the player picks one of the modes whose `available(state, frame)` holds
(["mode", name]). `CardPlay.chosen(state, frame)` (the game's hook) runs next and may take the
card play over (1989's Scoring cards); otherwise the mode's `plan(state, frame)` returns the
steps to run, or None when the player must first choose the order of the card's Operations and
the opponent's event (stage "order": ["order", "event_first" | "ops_first"]). At stage "run"
the frame is automatic: the engine runs one step at a time (`steps[name](state, frame)`, which
may push frames; the next step waits until they are popped); when none is left the frame pops
and the game's `finish(state, frame)` sends the card to its destination.

1989's modes: event, ops, tiananmen (a Tiananmen Square attempt), ops_quiet, ops_event.
Twilight Struggle's: event, ops, space_race; a headline is an event step outside a card play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.frames import Frame, FrameType, pop_frame
from game.engine.types import Action, Decision, Prompt, State

ORDER = (["order", "event_first"], ["order", "ops_first"])


@dataclass(frozen=True)
class Mode:
    name: str
    available: Callable[[State, Frame], bool]
    plan: Callable[[State, Frame], list[str] | None]  # None: the player orders event and ops


@dataclass(frozen=True, eq=False)
class CardPlay(FrameType):
    modes: Sequence[Mode]
    steps: dict[str, Callable[[State, Frame], Any]]
    finish: Callable[[State, Frame], None]
    prompt_of: Callable[[State, Frame], Prompt]
    chosen: Callable[[State, Frame], bool] | None = None  # True: it took the card play over
    decision: Decision = Decision("choice")  # how the card is used (a game names its topic)

    def decide(self, state: State, frame: Frame, seat: int | None) -> Decision:
        d = self.decision
        return Decision(d.kind, d.topic, d.hides, {**d.data, "card": frame["card"]})

    def seats(self, state: State, frame: Frame) -> list[int]:
        return [frame["seat"]] if frame["stage"] != "run" else []

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        if frame["stage"] == "mode":
            return [["mode", m.name] for m in self.modes if m.available(state, frame)]
        if frame["stage"] == "order":
            return [list(a) for a in ORDER]
        return []

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        if action[0] == "order":
            frame["steps"] = ["event", "ops"] if action[1] == "event_first" else ["ops", "event"]
            frame["stage"] = "run"
            return
        frame["mode"] = action[1]
        if self.chosen is not None and self.chosen(state, frame):
            return
        steps = next(m for m in self.modes if m.name == action[1]).plan(state, frame)
        if steps is None:
            frame["stage"] = "order"
        else:
            frame["steps"], frame["stage"] = steps, "run"

    def auto(self, state: State, frame: Frame) -> bool:
        if frame["stage"] != "run":
            return False
        if frame["steps"]:
            self.steps[frame["steps"].pop(0)](state, frame)
            return True
        pop_frame(state, frame)
        self.finish(state, frame)
        return True

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return self.prompt_of(state, frame)
