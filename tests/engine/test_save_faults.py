"""Issue #13 fault injection: a read-only folder, a full disk and a kill between any two steps
of the atomic write. The write fails with one sentence (or the process dies), the previous
save still loads, and the next write cleans up after the dead one."""

from __future__ import annotations

import errno
import os
import tempfile

import pytest

from game.engine import files, saves
from game.engine.session import SeatInfo, Session
from game.ui.autosave import attach, save_error


def played(moves: int) -> Session:
    s = Session.new("toy", 21, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben", "random")])
    for _ in range(moves):
        seat = s.active_seats()[0]
        s.submit(seat, s.legal_actions(seat)[-1])
    return s


def _raise(err: int):
    def fail(*args, **kwargs):
        raise OSError(err, os.strerror(err))
    return fail


@pytest.mark.parametrize("target, name, err", [
    (tempfile, "mkstemp", errno.EROFS),  # read-only folder: no temp file can be made
    (tempfile, "mkstemp", errno.EACCES),
    (os, "fsync", errno.ENOSPC),  # the disk fills while the data goes out
    (os, "replace", errno.ENOSPC),
    (os, "mkdir", errno.EROFS),  # the saves folder cannot even be created
])
def test_a_failed_write_is_a_sentence_and_keeps_the_last_good_save(tmp_path, monkeypatch,
                                                                     target, name, err):
    path = tmp_path / "saves" / "g.json"
    saves.write(played(3), path) if name != "mkdir" else None
    with monkeypatch.context() as m, pytest.raises(saves.SaveError,
                                                   match="could not be saved") as info:
        m.setattr(target, name, _raise(err))
        saves.write(played(5), path)
    assert "\n" not in str(info.value) and os.strerror(err) in str(info.value)
    if name != "mkdir":
        assert len(saves.load(path).actions) == 3
        assert not [p for p in path.parent.iterdir() if p.name.startswith(".tmp-")]


class Killed(BaseException):
    """The process dies: nothing after this point runs (not even cleanup)."""


STEPS = ("mkdir", "scandir", "open", "fsync", "close", "link", "replace", "unlink")


def _kill_at(monkeypatch, step: int) -> list[str]:
    """Make the step-th call to any of the os functions the writer uses (and every call
    after it) die; returns the names of the calls that ran."""
    calls: list[str] = []
    for name in STEPS:
        real = getattr(os, name)

        def wrapper(*args, _real=real, _name=name, **kwargs):
            calls.append(_name)
            if len(calls) > step:
                raise Killed(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(os, name, wrapper)
    return calls


def test_a_kill_between_any_two_steps_of_the_write_loses_nothing(monkeypatch):
    from game.ui.scenes.load import list_saves

    path = saves.saves_dir() / "autosave-toy.json"
    saves.write(played(3), path)
    newer = played(5)
    step, completed = 0, False
    while not completed:
        with monkeypatch.context() as m:
            calls = _kill_at(m, step)
            try:
                saves.write(newer, path)
                completed = True
            except Killed:
                pass
        assert len(saves.load(path).actions) in (3, 5), (step, calls)  # old or new, whole
        # Listed once and readable (Continue finds it); temp files of dead writes never.
        assert [(p.name, bool(info)) for p, info, _ in list_saves()] == [
            ("autosave-toy.json", True)], (step, calls)
        step += 1
    assert step > 6  # the write really has that many steps to be killed between
    # The next write removes the temp files the dead ones left behind.
    monkeypatch.setattr(files, "ORPHAN_AGE", -1.0)
    saves.write(played(7), path)
    assert len(saves.load(path).actions) == 7
    assert sorted(p.name for p in path.parent.iterdir()) == [
        "autosave-toy.json", "autosave-toy.json.bak"]


def test_load_falls_back_to_the_previous_file_when_the_save_is_gone(tmp_path):
    path = tmp_path / "g.json"
    saves.write(played(3), path)
    saves.write(played(5), path)
    path.write_text('{"format": "hotseat-save", "trunc')
    assert len(saves.load(path).actions) == 3
    path.unlink()
    assert len(saves.load(path).actions) == 3


def test_a_failing_autosave_never_stops_the_game_and_the_next_one_clears_it(monkeypatch):
    session = attach(played(1))
    session.autosave(session)
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", _raise(errno.ENOSPC))
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[-1])  # no exception: the move stands
    assert len(session.actions) == 2
    assert "could not be saved" in save_error(session)
    assert os.strerror(errno.ENOSPC) in save_error(session)
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[-1])
    assert save_error(session) == ""
    from game.ui.autosave import autosave_file

    assert len(saves.load(autosave_file(session)).actions) == 3


def test_settings_go_through_the_same_writer(monkeypatch):
    from game.ui.settings import Settings, load_settings, settings_path

    written = []
    real = files.atomic_write
    with monkeypatch.context() as m:
        m.setattr(files, "atomic_write",
                  lambda path, data, **kw: (written.append(path), real(path, data, **kw)))
        Settings(animations=False).save()
    assert written == [settings_path()] and load_settings().animations is False
    with monkeypatch.context() as m, pytest.raises(OSError):
        m.setattr(os, "fsync", _raise(errno.ENOSPC))
        Settings(animations=True).save()
    assert load_settings().animations is False  # the old file is whole


@pytest.mark.parametrize("name", ["a\n", "a\r", "tab\tname", "CON", "nul", "Com1", "LPT9.json",
                                  "con.txt", "name.", "name "])
def test_save_names_refuse_control_characters_and_reserved_names(name):
    with pytest.raises(saves.SaveError, match="letters, digits"):
        saves.save_path(name)


def test_continue_finds_the_previous_file_when_only_the_bak_is_left():
    """Today a kill between the two renames left only the .bak and disabled Continue."""
    from game.ui.autosave import latest_unfinished, new_autosave_path

    path = new_autosave_path("toy", 1_000_000.0)
    saves.write(played(3), path)
    saves.write(played(5), path)
    path.unlink()
    found = latest_unfinished()
    assert found is not None and found[0] == path and found[1]["moves"] == 3
    assert len(saves.load(path).actions) == 3
