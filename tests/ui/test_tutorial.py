"""Learn to play (issue #38): every bundled tutorial played from the title to its end through
the clicks a player makes, on the real table; an off-step move explained and not made; Undo;
leaving and resuming; the closing offer of a game against the Easy bot."""

import pygame
import pytest

from game import i18n
from game.engine import tutorial, userdirs
from game.ui import tutorial_mode
from game.ui.boards.base import BoardBase
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click

GAMES = tutorial.available()
MAX_WAIT = 40  # frames of a second each for the scripted opponent's move


def learn_from_title(app, game) -> TableScene:
    """Click the game's "Learn to play" on the title; the tutorial's table opens."""
    title = TitleScene(app)
    app.push(title)
    app.draw()
    click(app, title.learn[game].rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.tutorial is not None
    return table


def close_results(app, table) -> None:
    """A result over the table (a round's report) read and closed, as a player does."""
    for _ in range(5):
        if app.stack.top is table:
            return
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
        app.step(0.0)
    assert app.stack.top is table, f"{app.stack.top} stays over the table"


def target(app, table, action) -> tuple[int, int]:
    app.draw()
    rects = table.board.target_rects(action)
    assert rects, f"the target of {action} is not lit"
    return rects[0].center


def play_step(app, table, index: int) -> None:
    """Step `index` of the script, as the player does it: Next on a note, a click on the lit
    target of the learner's move, waiting (at the bots' pace) for the opponent's."""
    mode, step = table.tutorial, table.tutorial.script.steps[index]
    close_results(app, table)
    if not step.is_move:
        assert mode.index == index
        app.draw()
        assert mode.panel.next in mode.panel.buttons()
        click(app, mode.panel.next.rect.center)
        assert mode.index > index
        return
    if step.seat != mode.learner:
        for _ in range(MAX_WAIT):
            if mode.index > index:
                break
            app.step(1.0)
        assert mode.index > index, f"step {index}: the opponent's move {step.do} was not made"
        assert table.session.actions[mode.script.moves_before(index)] == [step.seat, step.do]
        return
    # The learner's move: its target must be lit now (a two-part gesture, such as a card
    # then its column, may make both moves on the second click).
    assert mode.index in (index, index - 1), f"step {index}: the tutorial is at {mode.index}"
    click(app, target(app, table, step.do))
    if mode.index > index:
        assert table.session.actions[mode.script.moves_before(index)] == [step.seat, step.do]


@pytest.mark.parametrize("game", GAMES)
def test_issue_38_each_tutorial_plays_to_its_end_by_clicks(app, game):
    table = learn_from_title(app, game)
    assert type(table.board).target_rects is not BoardBase.target_rects, \
        f"{game}'s board does not say where a step's target is (Board.target_rects)"
    script = table.tutorial.script
    for index in range(len(script.steps)):
        play_step(app, table, index)
    close_results(app, table)
    mode = table.tutorial
    assert mode.done
    assert len(table.session.actions) == script.moves_before(len(script.steps))
    # The end offers a real game against the Easy bot, the learner in the same seat.
    app.draw()
    assert mode.panel.buttons() == [mode.panel.play, mode.panel.to_title]
    click(app, mode.panel.play.rect.center)
    real = app.stack.top
    assert isinstance(real, TableScene) and real.tutorial is None
    seats = real.session.seats
    assert [s.controller for s in seats] == [
        "human" if n == script.learner else "easy" for n in range(script.players)]
    assert tutorial_mode.saved_progress(game) is None


@pytest.mark.parametrize("game", GAMES)
def test_issue_38_only_the_steps_move_is_offered_and_another_is_explained(app, game):
    table = learn_from_title(app, game)
    mode = table.tutorial
    while mode.learner_move() is None:  # to the learner's first move
        play_step(app, table, mode.index)
    move = mode.learner_move()
    assert table.legal == [move]
    other = next((a for a in table.session.legal_actions(mode.learner) if a != move), None)
    assert other is not None
    made = len(table.session.actions)
    assert not table.submit(other)
    assert len(table.session.actions) == made
    assert table.flash == i18n.t("tutorial.off_step")


def test_issue_38_kabale_a_click_on_an_unlit_card_is_explained_not_made(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    while table.tutorial.learner_move() is None:
        play_step(app, table, table.tutorial.index)
    app.draw()
    move = table.tutorial.learner_move()
    unlit = next(r for c, r in table.board.hand_rects if ["card", c] != move)
    made = len(table.session.actions)
    click(app, unlit.center)
    assert len(table.session.actions) == made and table.flash == i18n.t("tutorial.off_step")
    app.draw()
    assert table.shown_prompt == i18n.t("tutorial.off_step")


def test_issue_38_a_note_is_explained_when_the_board_is_clicked(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    assert table.tutorial.is_note()
    app.draw()
    click(app, table.board.rect.center)
    assert table.flash == i18n.t("tutorial.read_first")


def test_issue_38_undo_takes_the_step_back_with_its_move(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    mode = table.tutorial
    while mode.learner_move() is None:
        play_step(app, table, mode.index)
    first = mode.index
    move = mode.learner_move()
    assert table.submit(move)  # the card picked: the column is the next step
    assert mode.index == first + 1
    click(app, table.undo_button.rect.center)
    assert mode.index == first and mode.learner_move() == move
    assert table.legal == [move]


def test_issue_38_leave_and_resume_lands_on_the_same_step(app):
    game = "kabale_und_hiebe"
    table = learn_from_title(app, game)
    script = table.tutorial.script
    target_index = next(n for n, s in enumerate(script.steps)
                        if n > 5 and not s.is_move)  # a note after some moves
    for index in range(target_index):
        play_step(app, table, index)
    assert table.tutorial.index == target_index
    moves = len(table.session.actions)
    # Leave by the menu, back to the title.
    table.open_pause()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.to_title()
    assert isinstance(app.stack.top, TitleScene)
    # The place is kept in the player's data folder, never beside the game.
    assert tutorial_mode.progress_path(game).parent.parent == userdirs.data_dir()
    assert tutorial_mode.saved_progress(game) == (moves, 0)
    # "Learn to play" again: resume or restart.
    app.draw()
    click(app, app.stack.top.learn[game].rect.center)
    dialog = app.stack.top
    assert dialog.message == i18n.t("tutorial.resume_text")
    click(app, dialog.buttons[0].rect.center)  # Resume
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.tutorial is not None
    assert resumed.tutorial.index == target_index
    assert len(resumed.session.actions) == moves
    assert resumed.session.state == table.session.state
    # Restart starts from the first step.
    resumed.open_pause()
    app.stack.top.to_title()
    app.draw()
    click(app, app.stack.top.learn[game].rect.center)
    click(app, app.stack.top.buttons[1].rect.center)  # Start again
    assert app.stack.top.tutorial.index == 0
    assert len(app.stack.top.session.actions) == len(script.prelude)


def test_issue_38_the_pause_menu_offers_learn_to_play(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    table.open_pause()
    pause = app.stack.top
    learn = next(b for b in pause.buttons if b.label == i18n.t("title.learn"))
    app.draw()
    click(app, learn.rect.center)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.tutorial.index == 0


def test_issue_38_more_opens_the_rules_page_at_the_steps_rule(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    mode = table.tutorial
    app.draw()
    assert mode.panel.more in mode.panel.buttons()
    click(app, mode.panel.more.rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.target is not None and mode.step.rule.startswith(rules.target)


def test_issue_38_the_seats_are_named_by_side_or_player_and_opponent():
    """"Waiting for Player 2…" told a learner nothing: the seats carry their sides' names
    where the game has sides, else "Player" and "Opponent" (the log speaks in the third
    person: "Player loads war goods", not "You loads")."""
    for game, expected in (("twilight_struggle", None),
                           ("kabale_und_hiebe", i18n.t("tutorial.learner"))):
        script = tutorial.load(game)
        names = tutorial_mode.seat_names(script)
        if expected is None:
            assert names == [i18n.t("ts.side.ussr"), i18n.t("ts.side.us")]
        else:
            assert names[script.learner] == expected
            assert names[1 - script.learner] == i18n.t("tutorial.opponent")
