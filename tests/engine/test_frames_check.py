"""Issue #12 point 8: `apply` right after `legal_actions` does not build the legal list again,
and the remembered list never answers for another state, frame or seat."""

import pytest

from game.engine.frames import Frames, FrameType, pop_frame
from game.engine.types import IllegalAction


class _Counting(FrameType):
    def __init__(self) -> None:
        self.calls = 0

    def legal(self, state, frame, seat):
        self.calls += 1
        return [["take", n] for n in range(state["left"])]

    def apply(self, state, frame, seat, action):
        state["left"] -= 1
        if not state["left"]:
            pop_frame(state, frame)


def _game():
    frames = Frames()
    kind = frames.add("take", _Counting())
    state = {"left": 3, "stack": []}
    frames.push(state, "take", seat=0)
    return frames, kind, state


def test_check_after_legal_actions_reuses_the_list():
    frames, kind, state = _game()
    legal = frames.legal_actions(state, 0)
    assert kind.calls == 1
    assert frames.check(state, 0, legal[-1]) and not frames.check(state, 0, ["take", 9])
    assert kind.calls == 1  # answered from the list just handed out


def test_the_remembered_list_is_forgotten_by_apply_and_never_serves_another_state():
    frames, kind, state = _game()
    frames.legal_actions(state, 0)
    frames.apply(state, 0, ["take", 2])  # left 3 -> 2: ["take", 2] is no longer legal
    assert not frames.check(state, 0, ["take", 2])
    assert kind.calls == 2  # asked the frame again
    other = {"left": 5, "stack": [dict(state["stack"][-1])]}
    assert frames.check(other, 0, ["take", 4])  # another state: its own answer
    assert not frames.check(state, 1, ["take", 0])  # a seat not on the frame


def test_a_caller_changing_the_returned_list_changes_no_answer():
    frames, _, state = _game()
    legal = frames.legal_actions(state, 0)
    legal.clear()
    assert frames.check(state, 0, ["take", 0])
    with pytest.raises(IllegalAction):
        frames.apply({"left": 1, "stack": []}, 0, ["take", 0])
