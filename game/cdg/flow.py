"""Continuations and choices: how an event that stops for a decision carries on.

Frames are LIFO, so an event that does A then B pushes B first. A step that depends on what
happened before is a continuation: `then(state, key, **args)` pushes an automatic frame that
calls the function registered under `key` once every frame pushed after it has been popped.
`choose(state, seat, options, key, prompt, **args)` asks a seat to pick one of `options`; the
function registered with `on_choice(key)` handles the pick. options=None lists them when asked
(`private_options(key)`), so cards of a hidden hand stay out of the frame, which every seat
sees. Functions are looked up by name: the state stays plain JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.frames import AutoFrame, Frame, Frames, FrameType, pop_frame
from game.engine.types import Action, Decision, Prompt, State

Continuation = Callable[[State, Frame], None]
Choice = Callable[[State, Frame, Action], None]
Options = Callable[[State, Frame], list[Action]]


class EventFlow:
    def __init__(self, frames: Frames, then_frame: str, choose_frame: str,
                 prompt_params: Callable[[Frame], dict[str, Any]]) -> None:
        """Registers the two frames under the game's names; `prompt_params(frame)` gives the
        choice prompt's parameters (e.g. the card's catalog name)."""
        self.frames, self.then_frame, self.choose_frame = frames, then_frame, choose_frame
        self.continuations: dict[str, Continuation] = {}
        self.choices: dict[str, Choice] = {}
        self.options: dict[str, Options] = {}
        frames.add(then_frame, _Then(self))
        frames.add(choose_frame, _Choose(self, prompt_params))

    @staticmethod
    def _adder(table: dict[str, Any], what: str, name: str, unique: bool = True):
        def add(fn):
            if unique and name in table:
                raise ValueError(f"{what} {name!r} defined twice")
            table[name] = fn
            return fn
        return add

    def continuation(self, name: str) -> Callable[[Continuation], Continuation]:
        return self._adder(self.continuations, "continuation", name)

    def on_choice(self, name: str) -> Callable[[Choice], Choice]:
        return self._adder(self.choices, "choice", name)

    def private_options(self, name: str) -> Callable[[Options], Options]:
        return self._adder(self.options, "options", name, unique=False)

    def then(self, state: State, key: str, **args: Any) -> None:
        """Run continuation `key` once every frame pushed after this one has been popped."""
        self.frames.push(state, self.then_frame, key=key, **args)

    def choose(self, state: State, seat: int, options: list[Action] | None, key: str,
               prompt: str, **args: Any) -> None:
        """Ask `seat` to pick one of `options` (None: `private_options(key)` lists them)."""
        self.frames.push(state, self.choose_frame, seat=seat, options=options, key=key,
                         prompt=prompt, **args)


class _Then(AutoFrame):
    def __init__(self, flow: EventFlow) -> None:
        self.flow = flow

    def auto(self, state: State, frame: Frame) -> bool:
        pop_frame(state, frame)
        self.flow.continuations[frame["key"]](state, frame)
        return True


class _Choose(FrameType):
    def __init__(self, flow: EventFlow, params: Callable[[Frame], dict[str, Any]]) -> None:
        self.flow, self.params = flow, params

    def decide(self, state: State, frame: Frame, seat: int | None) -> Decision:
        """One of a few options, about the choice's key; options listed when asked come from
        the chooser's hidden hand."""
        hides = ("hand",) if frame["options"] is None else ()
        return Decision("choice", frame["key"], hides, {"card": frame.get("card")})

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        if frame["options"] is None:
            return self.flow.options[frame["key"]](state, frame)
        return [list(a) for a in frame["options"]]

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        pop_frame(state, frame)
        self.flow.choices[frame["key"]](state, frame, action)

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return Prompt(frame["prompt"], self.params(frame))
