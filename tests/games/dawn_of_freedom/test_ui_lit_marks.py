"""1989's set-up lights dozens of neighbouring spaces at once: at laptop sizes their corner
brackets (widgets/lit_mark.py, issue #39.1) must not run into each other or over another
space's box, while every lit space keeps its ring (tests/ui/test_colour_vision.py measures
that lit still differs from unlit for every eye)."""

import itertools

import pygame
import pytest

from game.engine.session import SeatInfo, Session
from game.ui.widgets import lit_mark
from tests.ui.conftest import open_table, resize_and_draw


def drawn_brackets(app, monkeypatch, size) -> tuple[list[pygame.Rect], object]:
    """The screen boxes of the bracket lines one frame draws (their dark edges, the wider
    line under each), with the table; recorded from pygame's own drawing calls."""
    drawn: dict[tuple, int] = {}  # each L once (a frame may be drawn twice)
    real = pygame.draw.lines

    def lines(surface, colour, closed, points, width=1):
        if tuple(colour)[:3] == lit_mark.BRACKET_EDGE:
            drawn[tuple(map(tuple, points))] = width
        return real(surface, colour, closed, points, width)

    table = open_table(app, Session.new("dawn_of_freedom", 1, 2,
                                        seats=[SeatInfo("Red"), SeatInfo("Blue")]))
    with monkeypatch.context() as patch:
        patch.setattr(pygame.draw, "lines", lines)
        resize_and_draw(app, size)
    boxes = []
    for points, width in drawn.items():  # each straight piece's box
        pad = width // 2 + 1
        boxes.extend(pygame.Rect(min(a[0], b[0]) - pad, min(a[1], b[1]) - pad,
                                 abs(a[0] - b[0]) + 2 * pad, abs(a[1] - b[1]) + 2 * pad)
                     for a, b in itertools.pairwise(points))
    return boxes, table


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_issue_39_1_lit_set_up_spaces_keep_their_brackets_clear_of_each_other(
        app, monkeypatch, size):
    boxes, table = drawn_brackets(app, monkeypatch, size)
    board = table.board
    lit = board.lit_spaces()
    assert len(lit) > 30, "the set-up lights most spaces: the crowded case"
    shown = {s: board.space_rect(s) for s in board.spaces
             if board.space_rect(s).colliderect(board.map_view.rect)}
    # A lit space's box and green ring; an unlit one's box (its name must stay readable).
    keep_clear = [r.inflate(6, 6) if s in lit else r for s, r in shown.items()]
    assert boxes, "lit spaces still wear brackets where there is room"
    for i, box in enumerate(boxes):
        hit = box.collidelist(keep_clear)
        assert hit < 0, f"{size}: a bracket at {box} lies over a space's box or ring"
        # Another bracket's piece (the two pieces of one L meet at its corner: skipped).
        other = box.collidelist(boxes[i + 2 - i % 2:])
        assert other < 0, f"{size}: brackets at {box} and {boxes[i + 2 - i % 2 + other]} touch"
