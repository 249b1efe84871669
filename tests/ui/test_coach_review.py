"""The coach's review (issue #21 point 5) on screen: opened from the game-over screen and from
the Load screen; steps with keys, buttons and the step bar on the game's own board, which
submits nothing; every hand shown only once the game is over; a corrupt save is one sentence
and stays as it was."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry, saves
from game.engine.data import state_hash, without_log
from game.engine.session import SeatInfo, Session
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from tests.hostile_saves import fingerprint, one_sentence

from .conftest import click, key


def finished(game_id: str, players: int, seed: int = 3) -> Session:
    seats = [SeatInfo(f"P{i}", "rule") for i in range(players)]
    session = Session.new(game_id, seed, players, seats=seats)
    while not session.is_over():
        session.step_bot()
    return session


def unfinished(moves: int = 25) -> Session:
    seats = [SeatInfo("Ada"), SeatInfo("Ben"), SeatInfo("Cleo")]
    session = Session.new("kabale_und_hiebe", 5, 3, seats=seats)
    while len(session.actions) < moves:
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    return session


def load_screen(app) -> LoadScene:
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    app.draw()
    return load


@pytest.mark.parametrize("game_id", [g for g in registry.product_ids()
                                     if "hard" in registry.entry(g).bot_levels])
def test_review_from_game_over_steps_to_the_final_position(app, game_id):
    players = registry.entry(game_id).min_players
    session = finished(game_id, players)
    app.push(TitleScene(app))
    open_session(app, session)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    app.draw()
    click(app, over.buttons[-1].rect.center)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.step == 0
    key(app, pygame.K_END)
    assert review.step == review.review.steps == len(session.actions)
    final = review.review.positions[-1]
    assert state_hash(without_log(final)) == state_hash(without_log(session.state))
    assert review.view == session.rules.view(session.state, review.viewer)
    # stepping back shows the earlier position
    key(app, pygame.K_LEFT)
    earlier = Session.new(game_id, session.seed, players, seats=list(session.start_seats))
    earlier.replay(session.actions[:-1], session.reseeds)
    assert review.step == len(session.actions) - 1
    assert review.view == session.rules.view(earlier.state, review.viewer)
    key(app, pygame.K_HOME)
    assert review.step == 0 and review.entries == []
    click(app, review.nav[2].rect.center)  # ▶
    click(app, review.nav[2].rect.center)
    assert review.step == 2 and review.entries  # that move's log lines (a card placed)
    key(app, pygame.K_n)
    assert review.step == review.review.swings[0]
    assert "A swing: " in " ".join(review.step_lines())
    app.draw()
    click(app, review.bar.center)  # the step bar jumps
    assert abs(review.step - review.review.steps / 2) <= 1


def test_the_board_submits_nothing_in_review(app):
    session = finished("kabale_und_hiebe", 3)
    path = saves.save_path("done")
    saves.write(session, path)
    load = load_screen(app)
    click(app, load.review_rects[0].center)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    moves = [list(a) for a in session.actions]
    submitted = []
    review.board.table.submit = lambda action: submitted.append(action) or False
    for step in (0, 40, review.review.steps):
        review.set_step(step)
        app.draw()
        board = review.board.rect
        for x in range(board.left + 10, board.right, 60):
            for y in range(board.top + 10, board.bottom, 60):
                click(app, (x, y))
                if app.stack.top is not review:  # a zoomed card: close it
                    app.pop()
    assert submitted == [] and review.legal == []
    assert ReviewScene.submit(review, ["keep"]) is False
    assert saves.load(path).actions == moves  # the file is as it was


def test_a_finished_game_shows_every_hand_an_unfinished_one_none(app):
    done = finished("kabale_und_hiebe", 3)
    saves.write(done, saves.save_path("a-done"))
    saves.write(unfinished(), saves.save_path("b-open"))
    load = load_screen(app)
    rows = [path.stem for path, _, _ in load.rows]
    click(app, load.review_rects[rows.index("a-done")].center)
    review = app.stack.top
    shown = []
    for _ in range(3):
        shown.append((review.viewer, isinstance(review.view["hands"][review.viewer], list)))
        key(app, pygame.K_v)
    assert shown == [(0, True), (1, True), (2, True)]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is load
    click(app, load.review_rects[rows.index("b-open")].center)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.viewer is None
    key(app, pygame.K_v)
    for step in (0, 10, review.review.steps):
        review.set_step(step)
        assert review.viewer is None
        assert all(isinstance(h, int) for h in review.view["hands"])  # counts, no cards
    assert review.review.swings == []
    assert "not over" in " ".join(review.step_lines())


def test_a_corrupt_save_is_one_sentence_and_loses_nothing(app):
    session = unfinished()
    path = saves.save_path("broken")
    saves.write(session, path)
    text = path.read_text("utf-8")
    path.write_text(text.replace('"sealed":"', '"sealed":"x', 1), "utf-8")  # an edited seal
    before = fingerprint(path.parent)
    load = load_screen(app)
    click(app, load.review_rects[0].center)
    top = app.stack.top
    assert isinstance(top, Dialog) and one_sentence(top.message)
    assert fingerprint(path.parent) == before


def test_issue_34_15_the_summary_box_sits_above_the_board_and_says_what_a_rating_means(app):
    from game import i18n
    from game.ui.scenes.build import build_scene

    app.screen = pygame.display.set_mode((1280, 720))
    build_scene(app, "review", game="dawn_of_freedom", seed=2)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    drawn = []
    real = pygame.draw.rect
    pygame.draw.rect = lambda surface, colour, rect, *a, **k: (
        drawn.append((tuple(colour), pygame.Rect(rect))), real(surface, colour, rect, *a, **k))[1]
    try:
        app.draw()
    finally:
        pygame.draw.rect = real
    from game.ui import theme

    box = next(r for c, r in drawn if c == tuple(theme.ACCENT) and r.top < review.board.rect.top
               and r.width > 300)
    assert box.bottom <= review.board.rect.top  # the result panel's title stays in sight
    name = review.session.seats[0].name
    for rating, word in ((0.9, "helped"), (0.1, "hurt"), (0.505, "changed little")):
        line = review.rating_line(rating)
        assert word in line and name in line and "50% is no change" in line
    assert i18n.t("coach.review.swing", rating="x") == "A swing: x"
