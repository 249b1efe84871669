"""Issue #34 point 15: the Power Struggle's "Rounds" box keeps every round (D89-8.2): the lines
shrink to fit, and what still does not fit is one wheel away, never dropped."""

import pygame

from game.games.dawn_of_freedom.board.struggle_words import HistoryLine
from game.ui.scenes.build import build_scene


def rounds(n):
    return [HistoryLine(f"Round {i} line: Democrat leads Strike {i}", "dem", i)
            for i in range(1, n + 1)]


def shown(view, area, lines):
    view.canvas.clear()
    view.layout_history(area, lines)
    return view.canvas.texts()


def strikes(texts):
    return {i for i in range(1, 13) if any(s.endswith(f"Strike {i}") for s in texts)}


def test_d89_8_2_every_round_stays_in_the_rounds_box(app):
    build_scene(app, "table", game="dawn_of_freedom", seed=1, moves=40)
    view = app.stack.top.board.struggle
    view.k = 1.0
    area = pygame.Rect(0, 0, 360, 140)  # room for a few lines only
    lines = rounds(12)
    newest = shown(view, area, lines)
    assert 12 in strikes(newest) and 1 not in strikes(newest)  # the newest first
    assert any("above" in s for s in newest)  # it says more is there
    seen = set()
    for _ in range(40):  # the wheel back through the box
        seen |= strikes(shown(view, area, lines))
        view.history_scroll += 1
    assert seen == set(range(1, 13))


def test_the_wheel_over_the_box_scrolls_it(app):
    build_scene(app, "table", game="dawn_of_freedom", seed=1, moves=40)
    view = app.stack.top.board.struggle
    view.k, view.rect = 1.0, pygame.Rect(0, 0, 400, 300)
    area = pygame.Rect(10, 10, 360, 140)
    shown(view, area, rounds(12))
    view.hover_pos = area.center
    assert view.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    assert view.history_scroll == 3
    for _ in range(10):
        view.scroll_history(3)
    assert 1 in strikes(shown(view, area, rounds(12)))  # the very first round, reached
