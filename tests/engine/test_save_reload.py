"""Issue #13 points 3 and 4: one validator and the rules version in saves; issue #33 point 5:
reloading is not a re-roll (a loaded game continues the saved random stream, the bots' own
state kept), while older saves' recorded reseeds still replay."""

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


def _opened(path):
    """A save opened as the Load screen and Continue open it."""
    from game.ui.autosave import resume_session

    return resume_session(saves.load(path), path)


def test_issue_33_5_save_roll_load_rolls_the_same_die(tmp_path):
    """Reloading is not a re-roll: 20 of 20 reloads roll what the game rolled."""
    path = tmp_path / "g.json"
    session = toy(2)
    saves.write(session, path)
    gamble(session)
    rolled = state_hash(session.state)
    for _ in range(20):
        reloaded = _opened(path)
        gamble(reloaded)
        assert state_hash(reloaded.state) == rolled
        assert reloaded.reseeds == []


def test_issue_33_5_the_bak_from_before_a_roll_rolls_the_same_die(tmp_path):
    """Deleting the autosave makes Continue open its .bak, from before a roll already seen:
    the die it rolls again is the one already seen."""
    from game.ui.autosave import attach, latest_unfinished

    session = attach(toy(0))
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])  # autosaved: before the roll
    session.submit(seat, ["gamble"])  # autosaved: the roll; the .bak is from before it
    seen = state_hash(session.state)
    session.autosave.path.unlink()
    found = latest_unfinished()
    assert found is not None and found[0] == session.autosave.path
    again = _opened(found[0])
    assert len(again.actions) == 1
    again.submit(seat, ["gamble"])
    assert state_hash(again.state) == seen


def test_an_older_saves_reseeds_still_replay_the_same(tmp_path):
    """Saves of versions that mixed fresh randomness in after a load keep their `reseeds`:
    the replay mixes them in before the same moves (the test's own seam stands in for the
    old loader)."""
    path = tmp_path / "g.json"
    saves.write(toy(2), path)
    session = saves.load(path)
    session.reseed_before_next_move(987654321)
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])  # undoable pick
    session.undo(seat)
    assert session.reseeds == []
    gamble(session)
    assert session.reseeds == [[2, 987654321]]
    differs = saves.load(path)
    gamble(differs)
    assert state_hash(differs.state) != state_hash(session.state)  # the salt changed the die
    data = saves.to_dict(session)
    data["format_version"] = 2  # as older versions wrote it: plain
    (tmp_path / "old.json").write_text(json.dumps(data))
    assert state_hash(saves.load(tmp_path / "old.json").state) == state_hash(session.state)


def test_the_bots_random_state_is_saved_so_a_reloaded_bot_game_plays_on_the_same(tmp_path):
    seats = [SeatInfo("A", "random"), SeatInfo("B", "random")]
    session = Session.new("toy", 4, 2, seats=seats)
    for _ in range(5):
        session.step_bot()
    path = tmp_path / "bots.json"
    saves.write(session, path)
    assert saves.parse(saves.read_text(path))["bots"]  # the generators are in the save
    reloaded = saves.load(path)
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
