"""Issue #39.2: the coach's review at 200% UI scale (640x360 and 683x384 logical). The log
folds away as the table's does (L or "Show log" brings it back), the move's box keeps to two
lines (a click on it shows the rest), no result panel lies over the thin map, and every
button keeps its key cap inside it, apart from the others and on the screen."""

import pygame
import pytest

from game import i18n
from game.ui.scenes.build import build_scene
from game.ui.scenes.review import SHORT_LINES
from game.ui.widgets.key_cap import cap_size

from .conftest import click, key, resize_and_draw

NARROW = [(640, 360), (683, 384)]


def open_review(app, game="dawn_of_freedom"):
    build_scene(app, "review", game=game, moves=40)
    return app.stack.top


@pytest.mark.parametrize("size", NARROW)
def test_issue_39_2_review_folds_its_log_and_keeps_the_map(app, size):
    review = open_review(app)
    resize_and_draw(app, size)
    assert review.log.rect.width == 0 and review.board.rect.width == size[0]
    assert review.log_button.label == i18n.t("table.log_show")
    key(app, pygame.K_l)
    app.draw()
    assert review.log.rect.width > 0 and review.log_button.label == i18n.t("table.log_hide")
    assert not review.log.rect.colliderect(review.board.map_view.rect)


@pytest.mark.parametrize("size", NARROW)
def test_issue_39_2_review_move_box_is_two_lines_with_the_rest_on_a_click(app, size):
    review = open_review(app)
    resize_and_draw(app, size)
    review.set_step(next(s for s in range(1, review.review.steps + 1)
                         if (review.set_step(s), len(review.step_lines()))[1] > SHORT_LINES))
    app.draw()
    assert len(review.notes) <= SHORT_LINES
    short = len(review.notes)
    click(app, review.notes_box.center)
    app.draw()
    assert len(review.notes) > short  # the whole story of the move
    click(app, review.notes_box.center)
    app.draw()
    assert len(review.notes) == short


@pytest.mark.parametrize("size", NARROW)
def test_issue_39_2_review_opens_no_result_panel_over_the_thin_map(app, size):
    review = open_review(app)
    resize_and_draw(app, size)
    for step in range(review.review.steps + 1):
        review.set_step(step)
        assert not review.board.news.open(), f"a result panel open at step {step}"


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", NARROW)
def test_issue_39_2_review_buttons_keep_their_caps_inside(app, size, lang):
    app.set_language(lang)
    review = open_review(app)
    resize_and_draw(app, size)
    screen = app.screen.get_rect()
    buttons = [review.back, review.view_button, review.log_button, *review.nav,
               review.swing_button]
    for b in buttons:
        assert screen.contains(b.rect), b.label
        assert b.cap_beside and b.label_fits(), b.label  # beside its cap at 11 px at least
        assert b.rect.width >= cap_size(b.shortcut)[0] + 8, b.label
    rects = [b.rect for b in buttons]
    assert not any(a.colliderect(c) for i, a in enumerate(rects) for c in rects[i + 1:])
    assert review.bar.width >= 40 and not any(review.bar.colliderect(r) for r in rects)
