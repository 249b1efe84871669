"""Autosave in the window: a failed save never stops the table (issue #13 point 1), one
autosave per game started, so a New Game never erases an unfinished one (issue #33 point 4),
a Continue that says what it opens (issue #19 point 3), and a Delete that asks."""

from __future__ import annotations

import errno
import json
import os
import tempfile
import time

import pygame

from game.engine import saves
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session
from game.ui import table_draw as table_module
from game.ui.autosave import attach, autosave_file
from game.ui.scenes import load as load_module
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pause import SaveAsScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click, key, resize_and_draw, screen_text


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
    app.step(0.0)  # the frame that shows the move, after which the table autosaves it


def _failing(err):
    def fail(*args, **kwargs):
        raise OSError(err, os.strerror(err))
    return fail


def test_table_goes_on_when_the_disk_is_full_and_says_so_once(app, monkeypatch):
    table = _table(app)
    _human_move(app, table)
    good = state_hash(saves.load(autosave_file(table.session)).state)
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
    assert state_hash(saves.load(autosave_file(table.session)).state) == good
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


def _save_now(session) -> None:
    """Autosave now, not after the next frame (the table defers it: ui/after_frame)."""
    session.autosave(session)
    session.autosave.flush()


def test_each_game_keeps_its_own_autosave_and_continue_names_the_newest(app):
    kh = _table(app, "kabale_und_hiebe")
    _human_move(app, kh)
    kh_state = state_hash(kh.session.state)
    app.stack.clear()
    dof = _table(app, "dawn_of_freedom", seed=4)
    _save_now(dof.session)  # 1989 starts with the bid/set-up; save it as it is
    app.stack.clear()
    # Starting 1989 did not wipe the unfinished Kabale game.
    assert autosave_file(kh.session).is_file()
    assert autosave_file(dof.session).is_file()
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    assert title.buttons[0].enabled
    assert "1989: Dawn of Freedom" in title.buttons[0].label  # the newest
    # Make the Kabale game the newest: Continue now names and opens it.
    time.sleep(0.01)
    _save_now(kh.session)
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
    time.sleep(0.01)
    saves.write(finished, saves.save_path("done"))  # the finished one is the newest
    app.push(TitleScene(app))
    load = LoadScene(app)
    assert [p.stem for p, _, _ in load.rows] == ["open", "done"]


def _new_game(app, game="kabale_und_hiebe"):
    """Start a game through New Game, as a player does, and make one move (it autosaves)."""
    app.stack.clear()
    app.push(TitleScene(app))
    app.push(NewGameScene(app, game))
    app.stack.top.controllers[1] = "rule"  # a bot opposite: the human moves again and again
    app.stack.top.start()
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    table = app.stack.top
    assert isinstance(table, TableScene)
    _human_move(app, table)
    return table


def test_issue_33_4_a_new_game_of_the_same_title_keeps_the_unfinished_one(app, monkeypatch):
    first = _new_game(app)
    first_path, first_state = autosave_file(first.session), state_hash(first.session.state)
    second = _new_game(app)
    for _ in range(3):  # more than the two moves after which the .bak of old was gone too
        _human_move(app, second)
    assert autosave_file(second.session) != first_path
    assert state_hash(saves.load(first_path).state) == first_state  # untouched
    app.stack.clear()
    # Load lists both unfinished games by title, players, position and date.
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    rows = [(p, info) for p, info, _ in load.rows if info]
    assert {p for p, _ in rows} == {first_path, autosave_file(second.session)}
    assert all(not info["over"] and info["game"] == "kabale_und_hiebe"
               and info["seats"] and info["progress"] and info["updated"] for _, info in rows)
    shown = []
    real = load_module.draw_text
    monkeypatch.setattr(load_module, "draw_text", lambda surface, text, *a, **kw: (
        shown.append(text), real(surface, text, *a, **kw))[1])
    app.draw()
    assert sum(text == "Kabale und Hiebe (autosave)" for text in shown) == 2
    today = time.strftime("%Y-%m-%d")
    assert sum("Round 1 of 6" in text and "unfinished" in text and today in text
               for text in shown) == 2
    # Opening the first one goes on in its own file.
    load.open([p for p, _, _ in load.rows].index(first_path))
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    assert autosave_file(app.stack.top.session) == first_path


def test_issue_33_4_delete_asks_before_it_removes_a_save(app):
    table = _new_game(app)
    _human_move(app, table)  # a .bak too
    path = autosave_file(table.session)
    app.stack.clear()
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    app.draw()
    click(app, load.delete_rects[0].center)
    assert isinstance(app.stack.top, Dialog)
    assert "deleted for good" in app.stack.top.message
    key(app, pygame.K_ESCAPE)  # no: nothing goes
    assert app.stack.top is load and path.is_file() and len(load.rows) == 1
    click(app, load.delete_rects[0].center)
    click(app, app.stack.top.buttons[0].rect.center)  # Delete
    assert app.stack.top is load
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()
    assert load.rows == []


def test_issue_33_4_the_single_autosave_of_older_versions_is_continued_not_lost(app):
    """An unfinished game in the old `autosave-<game>.json` (plain format 2) survives a New
    Game of the same title, and Continue goes on with it in that file."""
    old = Session.new("kabale_und_hiebe", 9, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben", "rule")])
    seat = old.active_seats()[0]
    old.submit(seat, old.legal_actions(seat)[0])
    data = saves.to_dict(old)
    data["format_version"] = 2
    path = saves.save_path("autosave-kabale_und_hiebe")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    time.sleep(0.01)
    newer = _new_game(app)
    assert autosave_file(newer.session) != path
    assert state_hash(saves.load(path).state) == state_hash(old.state)
    app.stack.clear()
    data["updated"] = time.time() + 60  # the newest unfinished game
    path.write_text(json.dumps(data))
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    click(app, title.buttons[0].rect.center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.seed == 9  # the old game (its bot
    assert table.session.actions[:len(old.actions)] == old.actions  # may have moved since)
    assert autosave_file(table.session) == path


def test_issue_33_4_load_says_what_is_out_of_sight_and_pages_to_it(app, monkeypatch):
    for n in range(12):
        saves.write(Session.new("toy", n, 2), saves.save_path(f"game{n:02}"))
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    resize_and_draw(app, (1280, 720))
    shown = screen_text(app, monkeypatch)
    visible = len(load.row_rects)
    assert visible < 12
    assert f"↓ {12 - visible} more below: scroll or Page Down" in shown
    key(app, pygame.K_PAGEDOWN)
    shown = screen_text(app, monkeypatch)
    assert load.scroll > 0
    assert f"↑ {load.scroll} more above: scroll or Page Up" in shown
    for _ in range(3):
        key(app, pygame.K_PAGEDOWN)
    shown = screen_text(app, monkeypatch)
    assert load.scroll + len(load.row_rects) == len(load.rows)  # the last save in sight
    assert len(load.row_rects) == visible  # on a full page, not alone at the top
    assert "more below" not in shown


def test_load_says_which_seats_are_bots(app, monkeypatch):
    """Play-test: the Load list named the players only, so a game against a bot could not
    be told from one between two people. Each bot seat is marked with its level (EN, KO)."""
    from game import i18n

    session = Session.new("kabale_und_hiebe", 3, 3, seats=[
        SeatInfo("Ada"), SeatInfo("Ben", "rule"), SeatInfo("Cy", "hard")])
    saves.write(session, saves.save_path("bots"))
    app.push(TitleScene(app))
    app.push(LoadScene(app))
    shown = screen_text(app, monkeypatch)
    assert "Ada, Ben (Normal bot), Cy (Hard bot)" in shown
    try:
        i18n.set_language("ko")
        shown = screen_text(app, monkeypatch)
        assert "Ada, Ben(보통 봇), Cy(어려운 봇)" in shown
    finally:
        i18n.set_language("en")
