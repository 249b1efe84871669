import pytest

from game.engine.session import SeatInfo, Session
from game.engine.types import IllegalAction


def new(players=2, kinds=None):
    kinds = kinds or ["human"] * players
    return Session.new("toy", 4, players, seats=[SeatInfo(f"P{i}", k) for i, k in
                                                 enumerate(kinds)])


def test_submit_records_actions_and_refuses_illegal_without_change():
    s = new()
    seat = s.active_seats()[0]
    card = s.legal_actions(seat)[0]
    s.submit(seat, card)
    assert s.actions == [[seat, card]]
    before = s.rules.clone(s.state)
    with pytest.raises(IllegalAction):
        s.submit(seat, ["card", 999])
    with pytest.raises(IllegalAction):
        s.submit(1 - seat, ["bank"])
    assert s.state == before and len(s.actions) == 1


def test_undo_own_step_then_barrier_after_dice():
    s = new()
    seat = s.active_seats()[0]
    before = s.rules.clone(s.state)
    s.submit(seat, s.legal_actions(seat)[0])  # select a card: undoable
    assert s.can_undo(seat) and not s.can_undo(1 - seat)
    s.undo(seat)
    assert s.state == before and s.actions == []
    s.submit(seat, s.legal_actions(seat)[0])
    s.submit(seat, ["gamble"])  # dice + draw + seat change
    assert not s.can_undo(seat) and not s.can_undo(1 - seat)
    with pytest.raises(IllegalAction):
        s.undo(seat)


def test_failure_inside_apply_restores_the_position(monkeypatch):
    s = new()
    seat = s.active_seats()[0]
    before = s.rules.clone(s.state)

    def boom(state, seat, action):
        state["scores"][0] = 999
        raise RuntimeError("bug")

    monkeypatch.setattr(s.rules, "do_apply", boom)
    with pytest.raises(RuntimeError):
        s.submit(seat, s.legal_actions(seat)[0])
    assert s.state == before


def test_autosave_hook_runs_after_each_change():
    s = new()
    calls = []
    s.autosave = lambda session: calls.append(len(session.actions))
    seat = s.active_seats()[0]
    s.submit(seat, s.legal_actions(seat)[0])
    s.undo(seat)
    assert calls == [1, 0]


def test_bots_play_a_whole_game():
    s = new(3, ["random", "random", "random"])
    while not s.is_over():
        assert s.step_bot()
    assert s.rules.result(s.state).winners
    assert not s.step_bot()


def test_unknown_controller_is_a_clear_error():
    with pytest.raises(ValueError, match="choose from human, random"):
        new(2, ["human", "genius"]).controller(1)
