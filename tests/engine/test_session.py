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


def test_simultaneous_seats_each_undo_only_their_own_latest_step():
    s = Session.new("sealed_bid", 1, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")])
    assert s.active_seats() == [0, 1]
    s.submit(0, ["bid", 4])
    s.submit(1, ["bid", 2])
    assert s.can_undo(1) and not s.can_undo(0)  # Ben acted after Ada's pick
    s.submit(0, ["bid", 1])
    assert s.can_undo(0) and not s.can_undo(1)
    s.undo(0)
    assert s.state["stack"][-1]["secret"] == [4, 2]  # Ben's pick stays
    assert not s.can_undo(0) and s.can_undo(1)  # Ada's first pick is under Ben's step
    s.undo(1)
    assert s.state["stack"][-1]["secret"] == [4, None]
    s.submit(1, ["bid", 3])
    s.submit(1, ["seal"])  # final: the active seats change, nobody can take anything back
    assert s.active_seats() == [0] and not s.can_undo(0) and not s.can_undo(1)
    s.submit(0, ["bid", 2])  # Ada may still change hers
    assert s.can_undo(0)


def test_reseat_moves_players_and_keeps_old_log_lines_naming_the_same_people():
    from game.engine import rng
    from game.engine.rules import barrier_count, reseat, seating
    from game.engine.types import log_entry

    state = {"rng": rng.new_rng(1), "log": [
        log_entry("a", player=1, n=1), log_entry("b", seat=0, a_player=2, players=[1, 2])]}
    barriers = barrier_count(state)
    reseat(state, [1, 0, 2])
    assert seating(state, 3) == [1, 0, 2] and barrier_count(state) != barriers
    assert state["log"][0]["params"] == {"player": 2, "n": 1}
    assert state["log"][1]["private_to"] == 1
    assert state["log"][1]["params"] == {"a_player": 1, "players": [2, 1]}
    reseat(state, [0, 2, 1])  # seatings compose: the players keep moving
    assert seating(state, 3) == [1, 2, 0]
    with pytest.raises(ValueError):
        reseat(state, [0, 0, 1])
    state["seating"] = [0, 5, 1]
    with pytest.raises(ValueError):
        seating(state, 3)


def test_issue_35_replay_copies_no_position_and_reaches_the_same_game():
    """A replay (every load) plays the moves as `submit` does, checked, without copying a
    position a move for undo: a loaded game has nothing to undo."""
    played = new(kinds=["random", "random"])
    while not played.is_over():
        played.step_bot()
    replayed = Session.new(played.game_id, played.seed, 2, seats=list(played.start_seats))
    copies = []
    clone = replayed.rules.clone
    replayed.rules.clone = lambda state: copies.append(1) or clone(state)
    try:
        replayed.replay(played.actions, played.reseeds)
    finally:
        del replayed.rules.clone
    assert not copies
    assert replayed.state == played.state and replayed.actions == played.actions
    assert not replayed.can_undo(0) and not replayed.can_undo(1)
    with pytest.raises(IllegalAction):  # still checked
        Session.new(played.game_id, played.seed, 2).replay([[1, ["card", 99]]], [])
