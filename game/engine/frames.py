"""The decision stack (DESIGN §3): pending decisions as plain-data frames in the state.

A frame is a dict `{"name": ..., **args}` on `state["stack"]` (top = last). Each frame name
has a `FrameType` telling who acts, what they may do, how an action is handled and what
they are asked. Handlers pop their own frame and may push others, so a card event can stop
for a choice, be saved, and resume. A game keeps one `Frames` registry and asks it for
`active_seats`, `legal_actions`, `apply` and `prompt` of the top frame.

    FRAMES = Frames()

    @FRAMES.define("place_support")
    class PlaceSupport(FrameType):
        def seats(self, state, frame): return [frame["seat"]]
        ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data import deep_copy
from .rules import mark_barrier
from .types import Action, Decision, IllegalAction, Prompt, State

Frame = dict[str, Any]


class FrameType:
    """One kind of decision. Override the four methods, and say what kind of decision it is
    (`decision`, or `decide` where it depends on the frame's public fields)."""

    decision = Decision()

    def decide(self, state: State, frame: Frame, seat: int | None) -> Decision:
        """The decision this frame asks for, from what `seat` can see only."""
        return self.decision

    def seats(self, state: State, frame: Frame) -> list[int]:
        return [frame["seat"]]

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        raise NotImplementedError

    def side(self, state: State, frame: Frame, seat: int) -> list[Action]:
        """Actions `seat`, not one of `seats`, may take on this frame all the same
        (rules.BaseRules.side_actions); `apply` receives them like any other."""
        return []

    def check(self, state: State, frame: Frame, seat: int, action: Action) -> bool:
        """Is `action` among `legal(...)`? Override where that is cheaper to answer than the
        whole list (apply asks this; the conformance suite checks the two agree)."""
        return action in self.legal(state, frame, seat)

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return Prompt(f"frame.{frame['name']}")

    def auto(self, state: State, frame: Frame) -> bool:
        """Advance without a player when there is nothing to ask; True when it did something
        (it must then have changed the stack or the frame). Decision frames: False."""
        return False


class AutoFrame(FrameType):
    """A frame that never waits for a player: `auto` runs whenever it is on top."""

    def seats(self, state: State, frame: Frame) -> list[int]:
        return []

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return []

    def auto(self, state: State, frame: Frame) -> bool:
        raise NotImplementedError


def pop_frame(state: State, frame: Frame) -> None:
    """Take `frame` itself off the stack, wherever it is (a step may have pushed others)."""
    stack = state["stack"]
    for i in range(len(stack) - 1, -1, -1):
        if stack[i] is frame:
            del stack[i]
            return


class Frames:
    def __init__(self, between_steps: Callable[[State], None] | None = None) -> None:
        self.types: dict[str, FrameType] = {}
        # The last legal list handed out, with the state and frame it was for: `check` answers
        # from it, so `apply` after `legal_actions` does not build the list again (a quarter
        # of a random-play loop). Held by identity and forgotten by every apply and settle.
        self._last: tuple[State, Frame, int, tuple[Action, ...]] | None = None
        # The game's one check between steps (set once by the rules; None = nothing to check).
        self.between_steps = between_steps

    def define(self, name: str) -> Callable[[type[FrameType]], type[FrameType]]:
        def register(cls: type[FrameType]) -> type[FrameType]:
            self.add(name, cls())
            return cls

        return register

    def add(self, name: str, frame_type: FrameType) -> FrameType:
        """Register an instance (a parameterised frame type such as cdg.steps.PickTargets)."""
        if name in self.types:
            raise ValueError(f"frame {name!r} defined twice")
        self.types[name] = frame_type
        return frame_type

    # -- stack operations -------------------------------------------------------------------
    @staticmethod
    def push(state: State, name: str, **args: Any) -> Frame:
        frame = {"name": name, **args}
        state.setdefault("stack", []).append(frame)
        return frame

    @staticmethod
    def pop(state: State, name: str | None = None) -> Frame:
        frame = state["stack"].pop()
        if name is not None and frame["name"] != name:
            raise RuntimeError(f"popped frame {frame['name']!r}, expected {name!r}")
        return frame

    @staticmethod
    def top(state: State) -> Frame | None:
        stack = state.get("stack")
        return stack[-1] if stack else None

    def _top(self, state: State) -> tuple[Frame, FrameType] | None:
        stack = state.get("stack")  # `top`, inlined: asked several times for every move
        if not stack:
            return None
        frame = stack[-1]
        return frame, self.types[frame["name"]]

    # -- the contract, for the top frame ----------------------------------------------------
    def active_seats(self, state: State) -> list[int]:
        top = self._top(state)
        return [] if top is None else top[1].seats(state, top[0])

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        top = self._top(state)
        if top is None or seat not in top[1].seats(state, top[0]):
            return []
        legal = top[1].legal(state, top[0], seat)
        self._last = (state, top[0], seat, tuple(legal))
        return legal

    def side_actions(self, state: State, seat: int) -> list[Action]:
        top = self._top(state)
        if top is None or seat in top[1].seats(state, top[0]):
            return []
        return top[1].side(state, top[0], seat)

    def check(self, state: State, seat: int, action: Action) -> bool:
        """`action in legal_actions(state, seat)`, through the top frame's `check`."""
        top = self._top(state)
        last = self._last
        if last is not None and last[0] is state and top is not None and last[1] is top[0] \
                and last[2] == seat:
            return action in last[3]
        if top is None or seat not in top[1].seats(state, top[0]):
            return False
        return top[1].check(state, top[0], seat, action)

    def apply(self, state: State, seat: int, action: Action, floor: int = 0) -> None:
        """`action` on the top frame, then `settle` (down to `floor` frames: a bot's
        look-ahead may stop where a sub-procedure ends, before the frame under it moves on)."""
        self._last = None
        top = self._top(state)
        if top is None:
            raise IllegalAction("error.nothing_waiting")
        top[1].apply(state, top[0], seat, action)
        self.settle(state, floor)

    def settle(self, state: State, floor: int = 0) -> None:
        """Run the between-steps check and the automatic frames on top until a player must act
        (or the stack is down to `floor` frames: a step that starts a sub-procedure may drive
        only that procedure's own frames)."""
        self._last = None
        while True:
            if self.between_steps is not None:
                self.between_steps(state)
            stack = state.get("stack")
            if not stack or len(stack) <= floor:
                return
            frame = stack[-1]
            kind = self.types.get(frame["name"])  # an unknown frame is a caller's: it waits
            if kind is None or not kind.auto(state, frame):
                return

    def decision(self, state: State, seat: int | None) -> Decision:
        top = self._top(state)
        return Decision() if top is None else top[1].decide(state, top[0], seat)

    def prompt(self, state: State, seat: int) -> Prompt:
        top = self._top(state)
        if top is None:
            return Prompt("prompt.game_over")
        if seat not in top[1].seats(state, top[0]):
            return Prompt("prompt.waiting")
        return top[1].prompt(state, top[0], seat)



class FrameRules:
    """Mixin for a rules object whose decisions all live on one `Frames` registry (set it as
    the class attribute `frames`): the contract's turn methods ask the top frame. Put it
    before `BaseRules` in the bases."""

    frames: Frames

    def active_seats(self, state: State) -> list[int]:
        return self.frames.active_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return self.frames.legal_actions(state, seat)

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        return self.frames.check(state, seat, action)

    def side_actions(self, state: State, seat: int) -> list[Action]:
        return self.frames.side_actions(state, seat)

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        self.frames.apply(state, seat, action)

    def prompt(self, state: State, seat: int) -> Prompt:
        return self.frames.prompt(state, seat)

    def decision(self, state: State, seat: int | None) -> Decision:
        return self.frames.decision(state, seat)


# -- simultaneous secret choices ------------------------------------------------------------
# A secret-choice frame has several active seats at once. Each chooser's pick lives in
# frame["secret"][seat] (a list indexed by seat: JSON keeps it as it is) and only that seat
# may see it: `seat_frame` / `seat_stack` are the one redaction every view uses, and
# `SecretChoice.prompt` builds the prompt from the redacted frame, so no prompt can quote
# another seat's pick. A chooser may change its pick (an ordinary undoable action) until it
# seals it; sealing is final (the active seats change, which the session treats as a barrier).
# When the last chooser seals, the frame reveals: the picks become public (a barrier too).
SEAL = ["seal"]


def seat_frame(frame: Frame, seat: int | None) -> Frame:
    """A copy of `frame` as `seat` may see it (None: a spectator): other seats' secret picks
    are None until the frame is revealed."""
    out = deep_copy(frame)
    if out.get("secret") is not None and not out.get("revealed"):
        out["secret"] = [pick if s == seat else None for s, pick in enumerate(out["secret"])]
    return out


def seat_stack(state: State, seat: int | None) -> list[Frame]:
    """A copy of the decision stack with every frame redacted for `seat` (`seat_frame`)."""
    return [seat_frame(f, seat) for f in state.get("stack", [])]


def push_secret(state: State, name: str, choosers: list[int], players: int,
                **args: Any) -> Frame:
    """Push a secret-choice frame where every seat in `choosers` picks in secret."""
    return Frames.push(state, name, choosers=list(choosers), secret=[None] * players,
                       sealed=[], **args)


class SecretChoice(FrameType):
    """Every chooser picks one of `choices` in secret ([verb, pick]), may change it, and
    seals it (["seal"]); `reveal` runs once all have sealed and must pop the frame.

    Subclasses implement `choices`, `reveal` and `secret_prompt`; they may rename `verb`.
    `on_pick` / `on_seal` hooks may log (a pick's log entry must be private to its seat)."""

    verb = "pick"
    decision = Decision("secret", hides=("pick",))

    def decide(self, state: State, frame: Frame, seat: int | None) -> Decision:
        """The seat's own pick so far and who has sealed (the others' picks stay out)."""
        own = frame["secret"][seat] if seat is not None and seat < len(frame["secret"]) else None
        d = self.decision
        return Decision(d.kind, d.topic, d.hides,
                        {**d.data, "pick": own, "sealed": list(frame["sealed"])})

    def choices(self, state: State, frame: Frame, seat: int) -> list[Any]:
        raise NotImplementedError

    def reveal(self, state: State, frame: Frame) -> None:
        raise NotImplementedError

    def secret_prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return Prompt(f"frame.{frame['name']}")

    def on_pick(self, state: State, frame: Frame, seat: int) -> None:
        pass

    def on_seal(self, state: State, frame: Frame, seat: int) -> None:
        pass

    def seats(self, state: State, frame: Frame) -> list[int]:
        return [s for s in frame["choosers"] if s not in frame["sealed"]]

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        own = seat_frame(frame, seat)
        mine = own["secret"][seat]
        picks = [[self.verb, c] for c in self.choices(state, own, seat) if c != mine]
        return picks + ([list(SEAL)] if mine is not None else [])

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        if action == SEAL:
            frame["sealed"].append(seat)
            self.on_seal(state, frame, seat)
            if not self.seats(state, frame):
                mark_barrier(state)  # the picks are revealed: no undo across this
                self.reveal(state, frame)
            return
        frame["secret"][seat] = action[1]
        self.on_pick(state, frame, seat)

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        return self.secret_prompt(state, seat_frame(frame, seat), seat)


def rerandomize_secrets(frames: Frames, state: State, seat: int, rand: Any) -> None:
    """For `determinize`: every unrevealed pick `seat` cannot see becomes a random legal pick
    (in place), so a search over the result learns nothing from the real picks."""
    for frame in state.get("stack", []):
        secret = frame.get("secret")
        if secret is None or frame.get("revealed"):
            continue
        kind = frames.types[frame["name"]]
        for other, pick in enumerate(secret):
            if other != seat and pick is not None and isinstance(kind, SecretChoice):
                secret[other] = rand.choice(kind.choices(state, seat_frame(frame, other), other))
