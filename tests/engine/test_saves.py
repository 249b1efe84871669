"""Saves (DESIGN §4): atomic writes with .bak, and loading that answers bad files in a sentence."""

import json

import pytest

from game import i18n
from game.engine import saves
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session


def played(moves=7):
    s = Session.new("toy", 21, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben", "random")])
    for _ in range(moves):
        seat = s.active_seats()[0]
        s.submit(seat, s.legal_actions(seat)[-1])
    return s


def test_round_trip_replays_to_the_same_state(tmp_path):
    s = played()
    path = tmp_path / "g.json"
    saves.write(s, path)
    loaded = saves.load(path)
    assert state_hash(loaded.state) == state_hash(s.state)
    assert loaded.actions == s.actions and loaded.seats == s.seats
    assert not loaded.can_undo(loaded.active_seats()[0])


def test_second_write_keeps_the_previous_file_as_bak_and_creation_time(tmp_path):
    path = tmp_path / "g.json"
    saves.write(played(3), path)
    created = json.loads(path.read_text())["created"]
    saves.write(played(5), path)
    assert len(opened(path.with_suffix(".json.bak"))["actions"]) == 3
    data = opened(path)
    assert len(data["actions"]) == 5 and data["created"] == created
    assert not list(tmp_path.glob(".tmp-*"))


def test_a_resumed_game_keeps_its_creation_time_in_later_saves(tmp_path, monkeypatch):
    """The created time survives load -> play -> save (it restarted at the load)."""
    from game.ui import autosave

    path = tmp_path / "g.json"
    saves.write(played(3), path, created=1_000_000.0)
    session = autosave.resume_session(saves.load(path), path)
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[-1])  # autosaves, into a file of its own
    assert autosave.autosave_file(session) != path
    assert json.loads(autosave.autosave_file(session).read_text())["created"] == 1_000_000.0
    saves.write(session, tmp_path / "copy.json")  # Save as, to a new file
    assert json.loads((tmp_path / "copy.json").read_text())["created"] == 1_000_000.0


def opened(path):
    """The whole save in a file, its sealed part opened."""
    return saves.parse(saves.read_text(path))


def write_raw(tmp_path, text, name="bad.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def good_dict():
    return saves.to_dict(played())


@pytest.mark.parametrize("text, sentence", [
    ("", "not valid JSON"),
    ('{"format": "hotseat-save", "format_ver', "not valid JSON"),
    ("hello", "not valid JSON"),
    ("[1, 2]", "not a Hotseat save"),
    ('{"format": "other"}', "not a Hotseat save"),
    ("[" * 100000 + "]" * 100000, "nested too deeply"),
])
def test_malformed_files_give_one_sentence(tmp_path, text, sentence):
    path = write_raw(tmp_path, text)
    with pytest.raises(saves.SaveError, match=sentence):
        saves.load(path)
    assert path.read_text(encoding="utf-8") == text  # never modified


def test_huge_file_is_refused_before_reading(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_BYTES", 100)
    path = write_raw(tmp_path, json.dumps(good_dict()))
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load(path)


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "b.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(saves.SaveError, match="not UTF-8"):
        saves.load(path)


def _add_move(data, move):
    """A move the header counts too (so the moves themselves are what is damaged)."""
    data["actions"].append(move)
    data["moves"] += 1


@pytest.mark.parametrize("change, sentence", [
    (lambda d: d.update(game="chess"), "cannot play"),
    (lambda d: d.update(game=["x"]), "game id"),
    (lambda d: d.update(format_version=99), "newer Hotseat"),
    (lambda d: d.update(format_version="1"), "format version"),
    (lambda d: d.update(seed="1"), "seed"),
    (lambda d: d.update(players=2000), "player count"),
    (lambda d: d.update(seats=[{"name": "A", "controller": "human"}]), "seats"),
    (lambda d: d["seats"][0].update(name=5), "seat description"),
    (lambda d: d.update(actions={"a": 1}), "move list"),
    (lambda d: d["actions"].append([5, ["bank"]]), "move in the move list"),
    (lambda d: _add_move(d, [0, ["card", 999]]), "cannot be replayed"),
    (lambda d: d.update(moves=d["moves"] + 1), "move count in its header"),
    (lambda d: d.update(options=[]), "options"),
    (lambda d: d.update(options={"turbo": True}), "cannot be replayed"),
    (lambda d: d.update(snapshot=None), "stored position is missing"),
    (lambda d: d.update(updated="soon"), "updated time"),
])
def test_damaged_fields_are_named(tmp_path, change, sentence):
    data = good_dict()
    change(data)
    with pytest.raises(saves.SaveError, match=sentence):
        saves.load(write_raw(tmp_path, json.dumps(data)))


def test_snapshot_mismatch_offers_the_stored_position(tmp_path):
    data = good_dict()
    data["snapshot"]["scores"] = [77, 0]
    path = write_raw(tmp_path, json.dumps(data))
    with pytest.raises(saves.SaveMismatch) as info:
        saves.load(path)
    assert info.value.session.state["scores"] == [77, 0]
    assert saves.load(path, use_snapshot=True).state["scores"] == [77, 0]


def test_hostile_snapshot_is_a_sentence_not_a_crash(tmp_path):
    data = good_dict()
    data["snapshot"] = {"game": "toy"}
    with pytest.raises(saves.SaveError, match="stored position is damaged"):
        saves.load(write_raw(tmp_path, json.dumps(data)), use_snapshot=True)


def test_old_format_versions_go_through_the_upgrader(tmp_path, monkeypatch):
    data = good_dict()
    data["format_version"] = 0
    monkeypatch.setattr(saves, "FORMAT_VERSION", 1)
    with pytest.raises(saves.SaveError, match="no valid format version"):
        saves.parse(json.dumps(data))
    monkeypatch.setattr(saves, "FORMAT_VERSION", 2)
    monkeypatch.setitem(saves.UPGRADERS, 1, lambda d: {**d, "upgraded": True})
    data["format_version"] = 1
    upgraded = saves.parse(json.dumps(data))
    assert upgraded["upgraded"] and upgraded["format_version"] == 2


@pytest.mark.parametrize("name", ["../evil", "/etc/passwd", "a/b", "..", "", "x" * 80,
                                  "..\\win", "ok\x00"])
def test_save_names_cannot_escape_the_saves_folder(name):
    with pytest.raises(saves.SaveError, match="letters, digits"):
        saves.save_path(name)


def test_save_path_lives_in_the_per_user_folder(tmp_path):
    path = saves.save_path("My game 1")
    assert path.parent == saves.saves_dir() and path.name == "My game 1.json"
    assert str(tmp_path) in str(path)  # the test fixture's data dir, never the repo


def test_summary_for_the_load_screen(tmp_path):
    path = tmp_path / "g.json"
    saves.write(played(), path)
    info = saves.summary(path)
    assert info["game"] == "toy" and info["seats"] == ["Ada", "Ben"]
    assert info["moves"] == 7 and "deck" in i18n.text(info["progress"])



@pytest.mark.parametrize("game", ["dawn_of_freedom", "twilight_struggle", "blockade_runner"])
def test_a_save_from_before_a_newer_roll_record_still_loads_by_replay(tmp_path, game):
    """What a board only shows (`SHOWN_ONLY`: 1989's Tiananmen roll record is newer than some
    saves) is rebuilt by the replay like the log; the rest of the position must still match."""
    session = Session.new(game, 4, 2, seats=[SeatInfo("Ada", "rule"), SeatInfo("Ben", "rule")])
    shown = session.rules.SHOWN_ONLY
    while not any(session.state.get(key) for key in shown):
        session.step_bot()
    data = saves.to_dict(session)
    for key in shown:
        data["snapshot"][key] = None  # as a version that did not record it yet wrote it
    loaded = saves.load(write_raw(tmp_path, json.dumps(data)))
    assert state_hash(loaded.state) == state_hash(session.state)
    data["snapshot"]["turn"] = 7  # play data still has to match (mismatch, or refused)
    with pytest.raises(saves.SaveError):
        saves.load(write_raw(tmp_path, json.dumps(data)))
