"""Issue #33 point 8: say what is wrong. Closing the window while autosave fails asks first and
offers to save elsewhere; Continue names a damaged autosave and its reason; the Load screen
says when the saves folder cannot be read."""

from __future__ import annotations

import pygame
import pytest

from game.engine import saves
from game.engine.session import Session
from game.ui import autosave
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.load import LoadScene
from game.ui.scenes.pause import SaveAsScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click, open_table


def _move(session: Session, n: int) -> None:
    for _ in range(n):
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
        session.autosave.flush()  # what the table does once the move is on screen


@pytest.fixture
def failing(app, tmp_path):
    """A two-human Kabale game: 2 moves autosaved, then the disk fails for 5 more."""
    session = autosave.attach(Session.new("kabale_und_hiebe", 3, 2))
    table = open_table(app, session)
    _move(session, 2)
    blocked = tmp_path / "full"
    blocked.write_text("a file where the autosave's folder should be")
    session.autosave.write.path = blocked / "auto.json"  # the game's own file, now unwritable
    _move(session, 5)
    assert autosave.save_error(session)
    return table


def _close(app) -> None:
    app.handle(pygame.event.Event(pygame.QUIT))


def test_closing_while_autosave_fails_asks_and_saves_elsewhere(app, failing):
    _close(app)
    assert app.running
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert "The last 5 moves" in dialog.message
    assert autosave.save_error(failing.session) in dialog.message  # the reason, e.g. disk full
    app.draw()
    dialog.buttons[0].on_click()  # Save as…
    save_as = app.stack.top
    assert isinstance(save_as, SaveAsScene)
    save_as.field.text = "rescued"
    save_as.save()
    assert not app.running  # saved, then the window closes as asked
    assert len(saves.load(saves.save_path("rescued")).actions) == 7


def test_closing_while_autosave_fails_can_quit_or_stay(app, failing):
    _close(app)
    app.stack.top.buttons[-1].on_click()  # Cancel
    assert app.running and app.stack.top is failing
    _close(app)
    app.stack.top.buttons[1].on_click()  # Quit anyway
    assert not app.running


def test_a_second_close_while_asking_quits(app, failing):
    _close(app)
    assert app.running
    _close(app)
    assert not app.running


def test_no_question_once_the_moves_are_saved_or_when_autosave_works(app, failing):
    autosave.mark_saved(failing.session)  # what "Save as" does
    _close(app)
    assert not app.running


def test_closing_a_game_whose_autosave_works_asks_nothing(app):
    session = autosave.attach(Session.new("kabale_und_hiebe", 3, 2))
    open_table(app, session)
    _move(session, 3)
    _close(app)
    assert not app.running


def test_continue_names_a_damaged_autosave_and_why(app):
    path = autosave.new_autosave_path("dawn_of_freedom", 1_000_000.0)
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "hotseat-save", "trunc', encoding="utf-8")
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    continue_button = title.buttons[0]
    assert continue_button.enabled  # not greyed out as if there were nothing
    click(app, continue_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert "autosave-dawn_of_freedom" in dialog.message
    assert "not valid JSON" in dialog.message
    assert "no unfinished game" not in dialog.message


def _unreadable_saves_folder() -> None:
    folder = saves.saves_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("a file where the saves folder should be")


def test_the_load_screen_says_when_the_saves_folder_cannot_be_read(app):
    _unreadable_saves_folder()
    load = LoadScene(app)
    app.push(load)
    app.draw()
    assert "saves folder" in load.problem and "cannot be read" in load.problem
    assert str(saves.saves_dir()) in load.problem


def test_continue_says_when_the_saves_folder_cannot_be_read(app):
    _unreadable_saves_folder()
    app.push(TitleScene(app))
    app.step(0.0)
    from game.ui.autosave import resume

    resume(app)
    assert "cannot be read" in app.stack.top.message


def test_an_empty_saves_folder_is_no_problem(app):
    load = LoadScene(app)
    app.push(load)
    app.draw()
    assert load.problem == "" and load.rows == []
