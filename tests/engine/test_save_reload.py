"""Issue #13 points 3, 4 and 7: one validator, the rules version in saves, and reloading that
is not a second undo (fresh randomness recorded in the save; the bots' own state kept)."""

from __future__ import annotations

import json

import pytest

from game.engine import registry, saves
from game.engine.data import state_hash, without_log
from game.engine.session import SeatInfo, Session


def toy(moves: int, seats=None) -> Session:
    s = Session.new("toy", 21, 2, seats=seats or [SeatInfo("Ada"), SeatInfo("Ben")])
    for _ in range(moves):
        seat = s.active_seats()[0]
        s.submit(seat, s.legal_actions(seat)[0])
    return s


def gamble(session: Session) -> None:
    """Select a card and gamble it: a die roll and a draw."""
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    session.submit(seat, ["gamble"])


def test_reloading_gives_fresh_dice_that_the_save_records(tmp_path, monkeypatch):
    monkeypatch.delenv(saves.STORED_RNG_ENV, raising=False)
    path = tmp_path / "g.json"
    saves.write(toy(2), path)
    outcomes = set()
    for _ in range(8):
        session = saves.with_fresh_randomness(saves.load(path))
        assert state_hash(session.state) == state_hash(saves.load(path).state)  # as stored
        gamble(session)
        outcomes.add(state_hash(session.state))
        assert len(session.reseeds) == 1
        saves.write(session, tmp_path / "after.json")
        again = saves.load(tmp_path / "after.json")  # replays exactly, reseed included
        assert state_hash(again.state) == state_hash(session.state)
    # The next die no longer follows from the file (8 reloads: 1 in 6^7 to see one outcome).
    assert len(outcomes) > 1


def test_a_developer_option_keeps_the_stored_random_stream(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.STORED_RNG_ENV, "1")
    path = tmp_path / "g.json"
    saves.write(toy(2), path)
    results = set()
    for _ in range(3):
        session = saves.with_fresh_randomness(saves.load(path))
        gamble(session)
        results.add(state_hash(session.state))
    assert len(results) == 1


def test_undoing_the_first_move_after_a_load_keeps_the_replay_exact(tmp_path, monkeypatch):
    monkeypatch.delenv(saves.STORED_RNG_ENV, raising=False)
    path = tmp_path / "g.json"
    saves.write(toy(2), path)
    session = saves.with_fresh_randomness(saves.load(path))
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])  # undoable pick
    session.undo(seat)
    assert session.reseeds == []
    gamble(session)
    assert session.reseeds and session.reseeds[0][0] == 2
    saves.write(session, path)
    assert state_hash(saves.load(path).state) == state_hash(session.state)


def test_the_bots_random_state_is_saved_so_a_reloaded_bot_game_plays_on_the_same(tmp_path):
    seats = [SeatInfo("A", "random"), SeatInfo("B", "random")]
    session = Session.new("toy", 4, 2, seats=seats)
    for _ in range(5):
        session.step_bot()
    path = tmp_path / "bots.json"
    saves.write(session, path)
    assert json.loads(path.read_text())["bots"]  # the generators are in the file
    reloaded = saves.load(path)  # stored stream: only the bots' memory can differ
    for _ in range(10):
        if session.is_over():
            break
        session.step_bot()
        reloaded.step_bot()
    assert reloaded.actions == session.actions


def test_damaged_bot_state_is_a_sentence(tmp_path):
    seats = [SeatInfo("A", "random"), SeatInfo("B", "random")]
    session = Session.new("toy", 4, 2, seats=seats)
    session.step_bot()
    data = saves.to_dict(session)
    data["bots"]["0"]["_rng"][1] = [1, 2, 3]
    path = tmp_path / "b.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="bots' state"):
        saves.load(path)


def test_saves_carry_the_rules_version_and_a_rules_change_is_named(tmp_path, monkeypatch):
    session = toy(3)
    data = saves.to_dict(session)
    assert data["rules_version"] == saves.rules_version(registry.get("toy"))
    data["rules_version"] -= 1
    data["actions"][-1] = [data["actions"][-1][0], ["card", 999]]  # no longer replays
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveMismatch, match="other Toy rules") as info:
        saves.load(path)
    offered = info.value.session.state  # the stored position: its log is not stored
    assert state_hash(without_log(offered)) == state_hash(without_log(session.state))
    # Same version: the same file is called damaged, with the stored position offered.
    data["rules_version"] += 1
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveMismatch, match="cannot be replayed"):
        saves.load(path)


def test_a_stored_position_that_breaks_the_games_checks_is_refused(tmp_path, monkeypatch):
    """The audit's case: moves that do not lead to a position with a duplicated card."""
    session = Session.new("kabale_und_hiebe", 3, 2)
    data = saves.to_dict(session)
    hand = data["snapshot"]["hands"][0]
    hand[1] = hand[0]  # a card twice
    path = tmp_path / "dup.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="breaks the rules") as info:
        saves.load(path)
    assert not isinstance(info.value, saves.SaveMismatch)  # nothing offered


def test_an_old_format_1_save_still_opens(tmp_path):
    session = toy(3)
    data = saves.to_dict(session)
    for key in ("rules_version", "reseeds", "bots", "over", "progress", "moves"):
        del data[key]
    data["format_version"] = 1
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(data))
    assert state_hash(saves.load(path).state) == state_hash(session.state)
    info = saves.summary(path)
    assert info["moves"] == 3 and info["over"] is False
