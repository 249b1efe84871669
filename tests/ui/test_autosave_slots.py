"""Autosave in the window: a failed save never stops the table (issue #13 point 1), one
autosave per game and a Continue that says what it opens (issue #19 point 3)."""

from __future__ import annotations

import errno
import json
import os
import tempfile

import pygame

from game.engine import saves
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session
from game.ui.autosave import attach, autosave_path
from game.ui.scenes import table as table_module
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.pause import SaveAsScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click, key


def _table(app, game="kabale_und_hiebe", seed=3):
    app.push(TitleScene(app))
    session = attach(Session.new(game, seed, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben", "rule")]))
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    return table


def _human_move(app, table):
    for _ in range(200):
        if table.acting is not None:
            break
        app.settings.animations = False
        app.step(0.1)
    assert table.submit(table.session.legal_actions(table.acting)[0])


def _failing(err):
    def fail(*args, **kwargs):
        raise OSError(err, os.strerror(err))
    return fail


def test_table_goes_on_when_the_disk_is_full_and_says_so_once(app, monkeypatch):
    table = _table(app)
    _human_move(app, table)
    good = state_hash(saves.load(autosave_path("kabale_und_hiebe")).state)
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", _failing(errno.ENOSPC))
        _human_move(app, table)  # the move stands; no exception reaches the loop
        app.step(0.0)
        app.draw()
        shown = []
        real = table_module.draw_text
        m.setattr(table_module, "draw_text",
                  lambda surface, text, *a, **kw: (shown.append(text),
                                                   real(surface, text, *a, **kw))[1])
        app.draw()
    assert any("could not be saved" in text for text in shown)
    assert app.stack.top is table
    # The last good save still loads (the one before the failed write).
    assert state_hash(saves.load(autosave_path("kabale_und_hiebe")).state) == good
    _human_move(app, table)  # the next autosave succeeds and clears the sentence
    assert table.session.autosave.error == ""


def test_save_as_into_a_read_only_folder_is_a_message(app, monkeypatch):
    table = _table(app)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.buttons[1].rect.center)  # Save
    assert isinstance(app.stack.top, SaveAsScene)
    with monkeypatch.context() as m:
        m.setattr(tempfile, "mkstemp", _failing(errno.EROFS))
        key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Dialog)
    assert os.strerror(errno.EROFS) in app.stack.top.message
    assert table in app.stack.scenes


def test_each_game_keeps_its_own_autosave_and_continue_names_the_newest(app):
    kh = _table(app, "kabale_und_hiebe")
    _human_move(app, kh)
    kh_state = state_hash(kh.session.state)
    app.stack.clear()
    dof = _table(app, "dawn_of_freedom", seed=4)
    dof.session.autosave(dof.session)  # 1989 starts with the bid/set-up; save it as it is
    app.stack.clear()
    # Starting 1989 did not wipe the unfinished Kabale game.
    assert autosave_path("kabale_und_hiebe").is_file()
    assert autosave_path("dawn_of_freedom").is_file()
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    assert title.buttons[0].enabled
    assert "1989: Dawn of Freedom" in title.buttons[0].label  # the newest
    # Make the Kabale game the newest: Continue now names and opens it.
    path = autosave_path("kabale_und_hiebe")
    data = json.loads(path.read_text())
    data["updated"] += 3600
    path.write_text(json.dumps(data))
    title.enter()
    assert "Kabale und Hiebe" in title.buttons[0].label
    assert "Round 1 of 6" in title.buttons[0].label  # and its position
    app.set_language("ko")  # both in the reader's language
    title.enter()
    label = title.buttons[0].label
    assert "카발레 운트 히베" in label and "6회전 중 1회전" in label
    app.set_language("en")
    click(app, title.buttons[0].rect.center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    assert isinstance(app.stack.top, TableScene)
    assert state_hash(app.stack.top.session.state) == kh_state


def test_load_lists_unfinished_games_first(app):
    finished = Session.new("toy", 1, 2)
    while not finished.is_over():
        seat = finished.active_seats()[0]
        finished.submit(seat, finished.legal_actions(seat)[0])
    saves.write(finished, saves.save_path("done"))
    saves.write(Session.new("toy", 2, 2), saves.save_path("open"))
    path = saves.save_path("done")  # the finished one is the newest
    data = json.loads(path.read_text())
    data["updated"] += 3600
    path.write_text(json.dumps(data))
    app.push(TitleScene(app))
    load = LoadScene(app)
    assert [p.stem for p, _, _ in load.rows] == ["open", "done"]
