"""The shared map-board widgets (game/ui/widgets/map_view.py, hand_tray.py, token.py) on their
own: sizes from the TMX, zoom and pan limits, hit-testing, the hand row's layout, the token."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.tiled import load_map
from game.ui.widgets import hand_tray
from game.ui.widgets.drag import DragDrop
from game.ui.widgets.hand_tray import ActionStrip, HandRow, Tray
from game.ui.widgets.map_view import MAX_ZOOM, MapViewport, area_of
from game.ui.widgets.token import Token


@pytest.fixture(autouse=True)
def display(app):
    """An app as in every UI test: pygame and the theme's fonts set up, torn down after."""
    yield app


def test_the_map_and_tray_sizes_come_from_the_tmx_areas_layer():
    board_map = load_map("dawn_of_freedom")
    assert area_of(board_map, "map") == board_map.zones["map"].rect
    assert area_of(board_map, "tray") == board_map.zones["tray"].rect
    assert area_of(board_map, "map").bottom == area_of(board_map, "tray").top
    assert area_of(board_map, "map").height < board_map.size[1]
    table = load_map("kabale_und_hiebe")  # no areas layer: the whole map
    assert area_of(table, "map") == pygame.Rect((0, 0), table.size)


def viewport(size=(800, 470)) -> MapViewport:
    view = MapViewport(load_map("dawn_of_freedom"))
    view.layout(pygame.Rect((100, 50), size))
    return view


def test_fit_shows_the_whole_map_area_and_zoom_is_clamped():
    view = viewport()
    shown = view.to_screen(view.area)
    assert shown.inflate(2, 2).contains(view.rect) or view.rect.inflate(2, 2).contains(shown)
    view.zoom_at(view.rect.center, 100.0)
    assert view.zoom == MAX_ZOOM
    view.zoom_at(view.rect.center, 0.001)
    assert view.zoom == 1.0


def test_zooming_keeps_the_point_under_the_cursor_and_panning_stops_at_the_edge():
    view = viewport()
    pos = (300, 200)
    before = view.to_map(pos)
    view.zoom_at(pos, 2.0)
    after = view.to_map(pos)
    assert abs(after[0] - before[0]) < 1 and abs(after[1] - before[1]) < 1
    view.pan_by(10_000, 10_000)  # far past the top-left corner
    assert view.to_screen(view.area).topleft == view.rect.topleft


def test_target_at_names_the_target_under_a_screen_point_and_nothing_outside():
    view = viewport()
    targets = {"a": pygame.Rect(100, 100, 50, 40), "b": pygame.Rect(600, 500, 80, 40)}
    assert view.target_at(view.to_screen(targets["b"]).center, targets) == "b"
    assert view.target_at((view.rect.right + 5, view.rect.top + 5), targets) is None
    assert view.target_at(None, targets) is None


def test_focus_zooms_on_a_group_of_targets_and_restore_comes_back():
    view = viewport()
    saved = view.save()
    group = [pygame.Rect(600, 400, 100, 40), pygame.Rect(750, 480, 100, 40)]
    view.focus(group)
    assert view.zoom > 1.0
    assert all(view.rect.contains(view.to_screen(r)) for r in group)
    view.restore(saved)
    assert view.save() == saved


def row(**kw) -> HandRow:
    return HandRow(DragDrop(lambda card: {}, lambda card, target: None),
                   lambda surface, card, rect, glow: None, lambda card: None, **kw)


def test_a_crowded_hand_narrows_its_cards_then_overlaps_inside_its_zone():
    zone = pygame.Rect(0, 0, 500, 148)  # 140 px cards: 100 wide
    hand = row()
    hand.layout(zone, list(range(4)))
    assert [r.width for _, r in hand.rects] == [100] * 4
    hand.layout(zone, list(range(6)))
    assert all(58 <= r.width < 100 for _, r in hand.rects)
    hand.layout(zone, list(range(14)))
    assert all(zone.contains(r) for _, r in hand.rects)
    assert hand.rects[1][1].left < hand.rects[0][1].right  # overlapping now


def test_a_card_apart_sits_at_the_right_end_and_an_even_row_shares_the_room():
    zone = pygame.Rect(0, 0, 500, 148)
    hand = row()
    hand.layout(zone, [1, 2], apart=9)
    assert hand.rects[-1][0] == 9 and hand.rects[-1][1].right == zone.right - 4
    even = row(pad=8, gap=16, even=True)
    even.layout(zone, [1, 2])
    (_, a), (_, b) = even.rects
    assert a.left == 16 and b.left - a.right == 16


def test_the_tray_maps_its_zones_below_the_board_at_one_scale():
    tray = Tray(load_map("dawn_of_freedom"))
    board = pygame.Rect(0, 0, 1280, 700)
    tray.layout(board, 0.24)
    assert tray.rect.bottom == board.bottom and tray.rect.height <= 0.24 * board.height
    hand = tray.zone("hand")
    assert tray.rect.contains(hand)
    assert tray.zone_at(hand.center, ["discard", "hand"]) == "hand"


def test_the_action_strip_wraps_its_buttons_into_rows_above_a_line():
    strip = ActionStrip()
    for n in range(12):
        strip.add(f"Choice number {n}", lambda: None)
    rect = strip.layout(0, 600, 500)
    assert rect.bottom == 500 and rect.height > ActionStrip.ONE_ROW  # several rows
    assert all(rect.contains(b.rect) for b in strip.buttons)


def test_a_token_is_drawn_at_home_until_dragged_then_where_it_goes():
    drag = DragDrop(lambda payload: {"x": pygame.Rect(300, 300, 40, 40)}, lambda p, t: None)
    token = Token("marker", drag)
    token.home = pygame.Rect(10, 10, 32, 32)
    drag.items = [("marker", token.home)]
    painted = []

    def paint(surface, centre, radius):
        painted.append(centre)

    surface = pygame.Surface((400, 400))
    token.draw_home(surface, paint, (255, 0, 0))
    assert painted == [token.home.center]
    drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(120, 140), rel=(0, 0),
                                   buttons=(1, 0, 0)))
    painted.clear()
    token.draw_home(surface, paint, (255, 0, 0))  # away: only an outline at home
    token.draw_moving(surface, paint)
    assert painted == [drag.floating_rect("marker", token.home).center]


def test_buttons_needing_rows_go_down_the_side_a_map_leaves_free_when_they_fit():
    strip = ActionStrip()
    for n in range(8):
        strip.add(f"Choice number {n} with a long name", lambda: None)
    free = pygame.Rect(700, 0, 300, 420)
    rect = strip.layout(0, 1000, 500, free)
    assert strip.column is not None and free.contains(strip.column)
    assert rect.bottom == 500 and rect.height == ActionStrip.ONE_ROW  # one row: text
    assert all(strip.column.contains(b.rect) and not b.rect.colliderect(rect)
               for b in strip.buttons)
    assert all(theme.font(b.size, True).size(b.label)[0] < b.rect.width for b in strip.buttons)
    tops = [b.rect.top for b in strip.buttons]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)  # top down, in order
    # a shorter side: the buttons share its height, none lower than COLUMN_BUTTON_H
    strip.layout(0, 1000, 500, pygame.Rect(700, 0, 300, 280))
    assert strip.column is not None and strip.column.bottom <= 280
    rects = [b.rect for b in strip.buttons]
    assert all(r.height >= ActionStrip.COLUMN_BUTTON_H for r in rects)
    assert not any(a.colliderect(b) for a, b in zip(rects, rects[1:], strict=False))
    # too narrow a side, or too short: rows above the line as before, at the strip's size
    for narrow in (pygame.Rect(900, 0, 100, 420), pygame.Rect(700, 0, 300, 120)):
        rect = strip.layout(0, 1000, 500, narrow)
        assert strip.column is None and rect.height > ActionStrip.ONE_ROW
        assert all(rect.contains(b.rect) and b.size == ActionStrip.FONT for b in strip.buttons)


def test_buttons_that_fit_one_row_stay_in_it():
    strip = ActionStrip()
    strip.add("Pass", lambda: None)
    strip.layout(0, 1000, 500, pygame.Rect(700, 0, 300, 420))
    assert strip.column is None and strip.rect.contains(strip.buttons[0].rect)


def test_issue_34_1_a_filling_viewport_covers_its_rect_and_f_shows_the_whole_map():
    view = MapViewport(load_map("twilight_struggle"))
    view.fill = True
    view.layout(pygame.Rect(0, 0, 1280, 440))  # far wider than the map's shape
    shown = view.to_screen(view.area)
    assert shown.contains(view.rect)  # no dark band: the top and bottom are cut off instead
    view.pan_by(0, 10_000)
    assert view.to_screen(view.area).top == view.rect.top  # panned to the top edge
    view.fit()
    assert view.zoom < 1 and view.rect.contains(view.to_screen(view.area))
    view.zoom_at(view.rect.center, 0.001)
    assert view.zoom == view.min_zoom()  # no further out than the whole map


def strip_of(turn, topic, labels, primary=("End",)) -> ActionStrip:
    strip = STRIPS.setdefault("strip", ActionStrip())
    strip.clear(turn, topic)
    for label in labels:
        strip.add(label, lambda label=label: CLICKED.append(label), label in primary,
                  makes=["act", label])
    strip.layout(0, 600, 400)
    return strip


STRIPS: dict[str, ActionStrip] = {}
CLICKED: list[str] = []


def test_issue_34_3_a_turns_buttons_keep_their_places_and_end_stays_in_the_corner():
    STRIPS.clear()
    first = {b.label: pygame.Rect(b.rect) for b in strip_of(1, "turn",
             ["End", "Load cotton", "Rail goods", "Move"]).buttons}
    strip = strip_of(1, "turn", ["Move", "Rail goods", "Unload", "Unload 2", "End"])
    now = {b.label: b for b in strip.buttons}
    for label, rect in first.items():
        assert now[label].rect == rect, label  # every button where it was
    assert not now["Load cotton"].enabled  # no longer offered: shown disabled, not removed
    assert strip.buttons[-1].label == "End"  # the primary one last: the bottom-right corner
    assert now["End"].rect.right == max(b.rect.right for b in strip.buttons)
    other = strip_of(2, "turn", ["Move", "End"])  # another turn starts afresh
    assert [b.label for b in other.buttons] == ["Move", "End"]


def test_issue_34_3_an_action_that_comes_back_takes_its_kept_place_not_a_second_one():
    """Seen in a real window: after a ship moved, "Move the Bat" stood twice (once disabled)
    and "Finish moving" twice; a kept placeholder must keep its action's key."""
    STRIPS.clear()
    strip_of(1, "ships", ["Move the Hebe", "Move the Bat", "Done"], primary=("Done",))
    strip_of(1, "ships", ["Move the Bat", "Done"], primary=("Done",))  # the Hebe has moved
    strip_of(1, "ships", ["Done"], primary=("Done",))  # the Bat is moving: another topic...
    strip = strip_of(1, "ships", ["Move the Bat", "Done"], primary=("Done",))  # ...and back
    labels = [b.label for b in strip.buttons]
    assert sorted(labels) == ["Done", "Move the Bat", "Move the Hebe"], labels
    assert [b.enabled for b in strip.buttons if b.label == "Move the Bat"] == [True]


def test_issue_34_3_a_click_on_a_spot_whose_button_just_changed_does_nothing(monkeypatch):
    STRIPS.clear()
    CLICKED.clear()
    ticks = [10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])
    monkeypatch.setattr(hand_tray, "SETTLE_MS", 300)
    strip_of(1, "a", ["Load cotton", "End"])
    strip = strip_of(2, "b", ["Rail goods", "End"])  # "Rail goods" where "Load cotton" was
    spot = strip.buttons[0].rect.center

    def click() -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            strip.handle(pygame.event.Event(kind, button=1, pos=spot))

    ticks[0] += 200
    click()
    assert CLICKED == []  # meant for "Load cotton": it lands on nothing
    ticks[0] += 150
    click()
    assert CLICKED == ["Rail goods"]
@pytest.mark.parametrize("game", ["twilight_struggle", "dawn_of_freedom", "blockade_runner"])
def test_issue_34_12_a_tooltip_goes_when_a_move_changes_the_board(app, game):
    from game.engine.session import SeatInfo, Session
    from tests.ui.conftest import open_table

    session = Session.new(game, 1, 2, seats=[SeatInfo("Ada"), SeatInfo("Bot", "random")])
    table = open_table(app, session)
    board = table.board
    for _ in range(300):  # to a bot's move, the viewer staying Ada
        board.tips_on = True  # the pointer rests over something
        table.refresh()  # nothing changed: the tip stays
        assert board.tips_on
        if table.bot_to_act():
            break
        table.submit(table.legal[0])
    table.bots.cancel()
    assert table.session.step_bot()  # the bot moves: the table changes under the pointer
    table.after_change()
    assert table.viewer == 0 and not board.tips_on  # until the pointer moves again
