"""Issue #13 "Checked by": a folder of hostile save files drives the Load screen, Continue and
`verify-save`. Each file is refused with one sentence, no traceback, no hang, and the file and
the folder stay unchanged."""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path

import pytest

from game import cli
from game.engine import saves
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.load import LoadScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from tests.hostile_saves import fingerprint, install_key, make_hostile_folder, one_sentence
from tests.ui.conftest import click


@contextlib.contextmanager
def deadline(seconds: int = 60):
    """A hang (e.g. opening a FIFO) fails the test instead of blocking the suite."""
    def hung(signum, frame):
        raise TimeoutError("hung on a hostile save file")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    cases = make_hostile_folder(root / "files", root / "outside")
    return root / "files", cases


@pytest.fixture(autouse=True)
def _sealed_here(hostile):
    """The sealed hostile files were sealed with this installation's key."""
    install_key(hostile[0].parent / "outside")


def _install(hostile, name: str | None = None, as_name: str | None = None) -> Path:
    """The hostile files (or one of them, renamed) as the user's saves folder."""
    folder, _ = hostile
    target = saves.saves_dir()
    target.parent.mkdir(parents=True, exist_ok=True)
    if name is None:
        target.symlink_to(folder, target_is_directory=True)
        return target
    target.mkdir()
    source = folder / name
    dest = target / (as_name or name)
    if source.is_symlink():
        os.symlink(os.readlink(source), dest)
    elif source.is_dir():
        dest.mkdir()
    elif not source.is_file():
        os.mkfifo(dest)
    else:
        os.link(source, dest)
    return target


def test_load_screen_lists_and_refuses_every_hostile_file(app, hostile):
    folder, cases = hostile
    before = fingerprint(folder)
    _install(hostile)
    app.push(TitleScene(app))
    with deadline():
        load = LoadScene(app)
        app.push(load)
        app.step(0.0)
        app.draw()
        names = {path.name for path, _, _ in load.rows}
        # Every file listed once (none crashed the list) but dot files: temp files of writes.
        assert names == {n for n in cases if not n.startswith(".")}
        for path, summary, error in load.rows:
            if summary is None:  # unreadable: listed with its reason
                assert one_sentence(error), (path.name, error)
        click(app, load.row_rects[0].center)  # one real click; the rest through `open`
        assert isinstance(app.stack.top, Dialog)
        app.stack.top.buttons[-1].on_click()
        for index, (path, _, _) in enumerate(load.rows):
            load.open(index)
            app.step(0.0)
            app.draw()
            top = app.stack.top
            assert isinstance(top, Dialog), path.name  # never a table
            assert one_sentence(top.message), (path.name, top.message)
            assert cases[path.name].lower() in top.message.lower(), (path.name, top.message)
            assert len(top.buttons) == 1, (path.name, "a stored position was offered")
            top.buttons[0].on_click()
            assert app.stack.top is load
    assert fingerprint(folder) == before


@pytest.mark.parametrize("name", [
    "truncated.json", "empty.json", "huge.json", "x.json", "broken_invariants.json",
    "unknown_controller.json", "huge_int.json", "updated_nan.json", "deep.json",
    "symlink.json", "broken_symlink.json", "unknown_ids.json", "non_utf8.json",
    "another_game.json", "unknown_version.json", "turn_out_of_range.json", "folder.json"])
def test_continue_never_opens_a_hostile_autosave(app, hostile, name):
    folder, cases = hostile
    before = fingerprint(folder)
    _install(hostile, name, "autosave-dawn_of_freedom.json")
    title = TitleScene(app)
    with deadline():
        app.push(title)
        app.step(0.0)
        app.draw()
        if title.buttons[0].enabled:  # a readable header: opening must refuse it
            click(app, title.buttons[0].rect.center)
            top = app.stack.top
            assert isinstance(top, Dialog) and one_sentence(top.message), name
            assert cases[name].lower() in top.message.lower(), top.message
            assert len(top.buttons) == 1
        assert not any(isinstance(s, TableScene) for s in app.stack.scenes)
    assert fingerprint(folder) == before


def test_verify_save_refuses_every_hostile_file_in_one_line(hostile, capsys):
    folder, cases = hostile
    before = fingerprint(folder)
    with deadline():
        for name, expect in sorted(cases.items()):
            assert cli.main(["verify-save", str(folder / name)]) == 1, name
            out = capsys.readouterr()
            assert out.out == ""
            assert one_sentence(out.err), (name, out.err)
            assert expect.lower() in out.err.lower(), (name, out.err)
    assert fingerprint(folder) == before
