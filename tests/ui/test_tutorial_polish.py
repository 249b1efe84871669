"""Tutorial polish (issue #38 points 1 and 3: "lights exactly the target", "short and kind"):
the step's target ringed, the prompt bar saying the lesson's words, results closing as the
lesson goes on and never lying over its words."""

import pygame

from game import i18n
from game.ui import theme, tutorial_mode
from game.ui.scenes.report import ReportScene
from tests.ui.conftest import click
from tests.ui.test_tutorial import learn_from_title, play_step


def to_learners_move(app, table) -> list:
    while table.tutorial.learner_move() is None:
        play_step(app, table, table.tutorial.index)
    return table.tutorial.learner_move()


def test_issue_38_1_the_steps_target_is_ringed_and_the_ring_moves_on(app):
    app.settings.animations = False  # a still ring: its place is exact
    table = learn_from_title(app, "kabale_und_hiebe")
    move = to_learners_move(app, table)
    app.draw()
    rects = table.board.target_rects(move)
    assert rects and table.ringed == rects
    # Drawn just outside the target (which stays readable), strong and in the accent colour.
    grow = tutorial_mode.RING_GAP + round(0.5 * tutorial_mode.RING_PULSE)
    rect = rects[0]
    assert tuple(app.screen.get_at((rect.centerx, rect.top - grow + 1)))[:3] == theme.ACCENT
    assert tuple(app.screen.get_at((rect.left - grow + 1, rect.centery)))[:3] == theme.ACCENT
    # A two-part gesture: the card taken, the ring moves to its column.
    assert table.submit(move)
    app.draw()
    second = table.tutorial.learner_move()
    assert second != move and table.ringed == table.board.target_rects(second) != rects


def test_issue_38_1_the_ring_pulses_only_with_animations_on(app, monkeypatch):
    table = learn_from_title(app, "kabale_und_hiebe")
    to_learners_move(app, table)

    def frame_at(ms: int) -> bytes:
        monkeypatch.setattr(pygame.time, "get_ticks", lambda: ms)
        app.draw()
        return pygame.image.tobytes(app.screen, "RGB")

    quarter = round(250 / tutorial_mode.PULSE_HZ)  # a quarter of a breath: the ring grown
    app.settings.animations = True
    assert frame_at(0) != frame_at(quarter) and table.animating()
    app.settings.animations = False
    assert frame_at(0) == frame_at(quarter)


def test_issue_38_2_the_prompt_bar_says_the_lessons_words(app):
    table = learn_from_title(app, "dawn_of_freedom")
    mode = table.tutorial
    assert mode.is_note()
    app.draw()
    assert table.shown_prompt == i18n.t("tutorial.prompt_note")
    play_step(app, table, mode.index)  # Next: the opponent's scripted move is the step now
    assert mode.opponent_move() is not None
    app.draw()
    assert table.shown_prompt == i18n.t("tutorial.prompt_opponent")  # not "Waiting for..."
    to_learners_move(app, table)
    app.draw()
    assert table.shown_prompt == i18n.t(mode.step.say)


def test_issue_38_3_a_roll_panel_closes_when_the_learner_moves_on(app):
    table = learn_from_title(app, "dawn_of_freedom")
    mode = table.tutorial
    index = 0
    while not table.board.news.open():  # the opponent's Tiananmen Square attempt
        play_step(app, table, index)
        index += 1
    assert mode.learner_move() is not None
    app.draw()
    assert table.board.news.open()  # still there while the step speaks of it
    assert not table.board.news.rect.colliderect(mode.panel.rect)
    play_step(app, table, index)  # the card picked up: nothing made yet
    play_step(app, table, index + 1)  # dropped on its use: the learner's move is made
    assert mode.index == index + 2
    assert not table.board.news.open()


def test_issue_38_3_a_report_lies_beside_the_words_and_next_closes_it(app):
    table = learn_from_title(app, "kabale_und_hiebe")
    mode = table.tutorial
    index = 0
    while not isinstance(app.stack.top, ReportScene):  # to the round's results
        play_step(app, table, index)
        index += 1
    report = app.stack.top
    assert mode.is_note()
    app.draw()
    assert report.box.width and not report.box.colliderect(mode.panel.rect)
    # Next is in reach over the report; the notes about the result keep it open, the last
    # one closes it.
    while mode.is_note():
        assert report in app.stack.scenes
        index = mode.index
        click(app, mode.panel.next.rect.center)
        assert mode.index == index + 1
        app.draw()
    assert report not in app.stack.scenes and app.stack.top is table


def test_tutorial_the_opponents_move_lines_show_once_in_the_log(app):
    """Play-test: the scripted opponent's move read twice, in the notes box under the words
    and again in the log. Its lines now read in the log alone (whole, in order: the notes
    box kept only the first and newest lines of a long run); the notes box keeps the
    script's own words for that move, which the log does not have."""
    table = learn_from_title(app, "dawn_of_freedom")
    mode = table.tutorial
    while not table.bot_entries:
        play_step(app, table, mode.index)
    app.draw()
    names = [s.name for s in table.session.seats]
    moved = [i18n.render_entry(e, names) for e in table.bot_entries if not e.get("script")]
    logged = [i18n.render_entry(e, names) for e in table.log.entries]
    assert moved and logged[-len(moved):] == moved
    assert not set(moved) & set(table.bot_lines)
    said = [i18n.t(e["key"]) for e in table.bot_entries if e.get("script")]
    assert table.bot_lines == said
