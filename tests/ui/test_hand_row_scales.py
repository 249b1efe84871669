"""Issue #39.2: a map game's hand at a narrow layout. Where the tray's art leaves its hand zone
too narrow for a full hand to show each card's name, the hand first takes the width the art
leaves at the tray's left, then a row of its own across the board above the drop zones; the
cards are dragged and dropped from there as from the art's zone. At 100% on a laptop window
the tray is its art, as players know it."""

import pytest

from game.ui.ui_scale import LAPTOP_WINDOWS

from .conftest import open_table, resize_and_draw, spy
from .test_table_scales import reach

MAP_GAMES = ("dof_midgame", "ts_headline", "br_2")


def drag(app, start, end):
    import pygame

    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for pos in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                      buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.0)


@pytest.mark.parametrize("name", MAP_GAMES)
def test_issue_39_2_the_tray_is_its_art_at_100_percent_on_a_laptop(app, name):
    table = open_table(app, reach(name))
    for size in LAPTOP_WINDOWS:
        resize_and_draw(app, size)
        tray = table.board.tray
        assert tray.hand_rect is None and tray.split_line is None
        assert tray.zone("hand") == tray.to_screen(tray.zones["hand"])


def test_issue_39_2_a_narrow_tray_widens_the_hand_then_gives_it_a_row(app):
    table = open_table(app, reach("ts_headline"))
    board = table.board
    resize_and_draw(app, (853, 480))  # the art's rest at the right, the hand left of it
    tray = board.tray
    hand, headline = tray.zone("hand"), tray.zone("zone_headline")
    assert tray.split_line is None and hand.left <= board.rect.left + 4
    assert hand.right <= headline.left and hand.width > tray.to_screen(
        tray.zones["hand"]).width
    resize_and_draw(app, (640, 360))  # a row of its own across the board, the zones below
    hand, headline = tray.zone("hand"), tray.zone("zone_headline")
    assert tray.split_line is not None
    assert hand.width >= board.rect.width - 8 and hand.bottom <= headline.top
    assert all(hand.contains(r) for _, r in board.hand_row.rects)


@pytest.mark.parametrize("size", [(640, 360), (731, 411), (853, 480)])
def test_issue_39_2_ts_4_5_c_a_headline_card_dragged_from_a_narrow_tray(app, size):
    table = open_table(app, reach("ts_headline"))
    resize_and_draw(app, size)
    board = table.board
    card = next(c for c in board.hand() if ["pick", c] in table.legal)
    rect = next(r for c, r in board.hand_row.rects if c == card)
    sent = spy(table)
    drag(app, rect.center, board.zone_rect("zone_headline").center)
    assert sent == [["pick", card], ["seal"]]


def test_issue_39_2_d89_a_card_dragged_from_a_widened_hand_to_operations(app):
    table = open_table(app, reach("dof_midgame"))
    resize_and_draw(app, (640, 360))
    board = table.board
    assert board.tray.hand_rect is not None  # the hand took the width the art left
    card = next((c for c, _ in board.drag.items if "zone_ops" in board.targets_for(c)), None)
    assert card is not None
    rect = next(r for c, r in board.hand_row.rects if c == card)
    sent = spy(table)
    drag(app, rect.center, board.zone_rect("zone_ops").center)
    assert sent[:2] == [["card", card], ["mode", "ops"]]
