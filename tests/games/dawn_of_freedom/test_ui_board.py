"""The 1989 board driven by synthetic events: drags to the play zones, clicks on lit spaces,
buttons for the rest, hover tooltips, zoom and pan (issue #7, the board)."""

import pygame
import pytest

import game.games.dawn_of_freedom.board as dof_board
from game.engine.session import SeatInfo, Session
from game.ui.boards import map_board
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from game.ui.scenes.zoom import ZoomScene
from tests.playout import play_session
from tests.ui.conftest import click, key, new_game_from_title, reopened, spy

GAME = "dawn_of_freedom"


def motion(app, pos, buttons=(0, 0, 0)):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def drag(app, start, end, button=1):
    motion(app, start)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        motion(app, pos, (1, 0, 0) if button == 1 else (0, 0, 1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    app.step(0.0)


def table_for(app, seed=3) -> TableScene:
    """The Communist (seat 0) is the one human; the Democrat is a bot."""
    app.push(TitleScene(app))
    seats = [SeatInfo("Red"), SeatInfo("Blue", "random")]
    table = open_session(app, Session.new(GAME, seed, 2, seats=seats))
    app.step(0.0)
    return table


def advance(table, until) -> None:
    """Play first-legal moves for both sides until `until(seat, legal)` holds for seat 0."""
    session = table.session
    for _ in range(500):
        seat = session.active_seats()[0]
        legal = session.legal_actions(seat)
        if seat == 0 and until(legal):
            break
        session.submit(seat, legal[0])
    table.after_change()
    table.app.step(0.0)


def card_for(table, mode) -> int | None:
    """A card in the human's hand that the rules let them play for `mode`."""
    session = table.session
    rules = session.rules
    for card in session.view(0)["hands"]["com"]:
        state = rules.clone(session.state)
        rules.apply(state, 0, ["card", card])
        if ["mode", mode] in rules.legal_actions(state, 0):
            return card
    return None


def at_action_round(app, seed=3):
    table = table_for(app, seed)
    advance(table, lambda legal: legal[0][0] == "card")
    return table, table.board


def test_a_set_up_support_point_by_clicking_a_lit_space(app):
    table = table_for(app)
    assert table.acting == 0
    board = table.board
    lit = board.lit_spaces()
    assert lit and all(a[0] == "space" for a in table.legal)
    space = sorted(lit)[0]
    sent = spy(table)
    click(app, board.space_rect(space).center)
    assert sent == [["space", space]]


def test_a_click_on_an_unlit_space_submits_nothing(app):
    table = table_for(app)
    board = table.board
    unlit = next(s for s in board.spaces if s not in board.lit_spaces())
    sent = spy(table)
    click(app, board.space_rect(unlit).center)
    assert sent == []


@pytest.mark.parametrize("mode,zone", [("event", "zone_event"), ("ops", "zone_ops"),
                                       ("tiananmen", "zone_tiananmen")])
def test_dragging_a_card_to_a_play_zone_submits_card_then_mode(app, mode, zone):
    for seed in (3, 4, 5, 6, 7, 8):
        table, board = at_action_round(app, seed)
        card = card_for(table, mode)
        if card is not None:
            break
        app.stack.clear()
    assert card is not None
    rect = dict(board.hand_rects)[card]
    sent = spy(table)
    drag(app, rect.center, board.zone_rect(zone).center)
    assert sent == [["card", card], ["mode", mode]]


def test_click_card_then_zone_is_the_same_move(app):
    table, board = at_action_round(app)
    card = card_for(table, "ops")
    rect = dict(board.hand_rects)[card]
    sent = spy(table)
    click(app, rect.center)
    assert sent == [] and board.drag.selected == card
    click(app, board.zone_rect("zone_ops").center)
    assert sent == [["card", card], ["mode", "ops"]]


def test_a_card_already_on_the_table_needs_only_a_zone_click(app):
    table, board = at_action_round(app)
    card = card_for(table, "ops")
    table.submit(["card", card])
    app.step(0.0)
    assert board.pending_card() == card
    assert "zone_ops" in board.targets_for(card)
    sent = spy(table)
    click(app, board.zone_rect("zone_ops").center)
    assert sent == [["mode", "ops"]]


def test_a_drop_outside_the_zones_snaps_back(app):
    table, board = at_action_round(app)
    card, rect = board.hand_rects[0]
    sent = spy(table)
    drag(app, rect.center, board.viewport.center)
    assert sent == [] and board.drag.snap is not None


def at_operations(app):
    """A card just played for its Ops: it lies in the Operations zone, buttons above it."""
    table, board = at_action_round(app)
    card = card_for(table, "ops")
    table.submit(["card", card])
    table.submit(["mode", "ops"])
    app.draw()
    return table, board


def test_actions_without_a_target_are_buttons(app):
    table, board = at_operations(app)
    assert ["use", "place"] in table.legal
    labels = {b.label: b for b in board.buttons}
    assert len(board.buttons) == len(table.legal)
    sent = spy(table)
    button = next(b for b in board.buttons if b.label == "Place Support Points")
    click(app, button.rect.center)
    assert sent == [["use", "place"]]
    assert labels  # every legal action had a button


def test_hover_shows_the_space_facts_and_lights_its_neighbours(app, monkeypatch):
    table = table_for(app)
    board = table.board
    tips = []
    monkeypatch.setattr(map_board, "draw_tooltip",
                        lambda surface, text, pos, width=300, **kw: tips.append(text))
    motion(app, board.space_rect("berlin").center)
    app.draw()
    assert tips and tips[-1].startswith("Berlin (East Germany)")
    assert "stability 3" in tips[-1] and "battleground" in tips[-1]
    assert "Leipzig" in tips[-1]  # its neighbours are listed


def test_zoom_keeps_the_point_under_the_cursor_and_the_map_on_screen(app):
    table = table_for(app)
    board = table.board
    pos = board.space_rect("budapest").center
    motion(app, pos)
    before = board.to_map(pos)
    for _ in range(4):
        app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(0.0)
    assert board.zoom > 1.5
    after = board.to_map(pos)
    assert abs(after[0] - before[0]) < 2 and abs(after[1] - before[1]) < 2
    assert board.space_rect("budapest").collidepoint(pos)
    covered = board.to_screen(board.map_view.area)
    assert covered.contains(board.viewport)


def test_pan_by_keys_and_right_drag_stays_on_the_map_and_f_fits(app):
    table = table_for(app)
    board = table.board
    for _ in range(3):
        key(app, pygame.K_PLUS)
    assert board.zoom > 1.5
    for _ in range(40):
        key(app, pygame.K_LEFT)
        key(app, pygame.K_UP)
    covered = board.to_screen(board.map_view.area)
    assert covered.contains(board.viewport)
    assert covered.topleft == board.viewport.topleft  # stopped at the map's corner
    start = board.centre[:]
    drag(app, board.viewport.center, (board.viewport.centerx - 200,
                                      board.viewport.centery - 100), button=3)
    assert board.centre[0] > start[0] and board.centre[1] > start[1]
    assert board.to_screen(board.map_view.area).contains(
        board.viewport)
    key(app, pygame.K_f)
    assert board.zoom == 1.0


def test_right_click_on_a_hand_card_zooms_it(app):
    table, board = at_action_round(app)
    _, rect = board.hand_rects[0]
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, ZoomScene)


def test_whole_game_of_bots_draws_without_error(app):
    from game.ui.scenes.game_over import GameOverScene

    app.settings.animations = False
    app.push(TitleScene(app))
    seats = [SeatInfo("A", "random"), SeatInfo("B", "random")]
    table = open_session(app, Session.new(GAME, 11, 2, seats=seats))
    for _ in range(20000):  # one bot move a step: a whole game, every position drawn
        if isinstance(app.stack.top, GameOverScene):
            break
        app.step(0.01)
        app.draw()
    assert table.session.is_over() and isinstance(app.stack.top, GameOverScene)
    assert app.stack.top.result == table.session.rules.result(table.session.state)
    app.draw()


def test_a_discard_choice_is_a_click_on_the_glowing_hand_card(app):
    table, board = at_action_round(app)
    card, _ = board.hand_rects[0]
    table.legal = [["discard", card], ["done"]]  # as when Goddess of Democracy asks
    board.refresh()
    app.draw()
    assert [b.label for b in board.buttons] == ["Done"]
    sent = spy(table)
    click(app, dict(board.hand_rects)[card].center)
    assert sent == [["discard", card]]


def test_handoff_between_two_humans_hides_both_hands(app):
    from game.ui.scenes.handoff import HandoffScene

    app.push(TitleScene(app))
    table = open_session(app, Session.new(GAME, 4, 2, seats=[SeatInfo("Red"),
                                                             SeatInfo("Blue")]))
    assert isinstance(app.stack.top, HandoffScene)  # before the first seat sees anything
    app.stack.top.ready()
    first = table.viewer
    for _ in range(200):  # play the first seat's steps until the other seat is to act
        seat = table.acting
        if seat is None:
            break
        table.submit(table.session.legal_actions(seat)[0])
    assert isinstance(app.stack.top, HandoffScene) and table.viewer is None
    assert all(isinstance(h, int) for h in table.view["hands"].values())
    app.stack.top.ready()
    assert table.viewer == 1 - first
    assert isinstance(table.view["hands"][("com", "dem")[table.viewer]], list)


def test_bot_game_started_from_new_game_reaches_the_game_over_scene(app):
    from game.ui.scenes.game_over import GameOverScene

    app.settings.animations = False
    new_game = new_game_from_title(app, GAME)
    for seat in (0, 1):  # Human -> Bot (random)
        click(app, new_game.seat_buttons[seat][0].rect.center)
    assert new_game.controllers[:2] == ["random", "random"]
    click(app, new_game.start_button.rect.center)
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        app.step(0.01)
    assert isinstance(app.stack.top, GameOverScene)
    assert app.stack.top.result is not None


def at_support_checks(app) -> TableScene:
    """Seed 1 played on to the Communist's first choice of a Support Check target."""
    table = table_for(app, seed=1)
    advance(table, lambda legal: table.session.state["stack"][-1]["name"] == "support_checks"
            and any(a[0] == "space" for a in legal))
    app.draw()
    return table


def test_d89_6_2_a_support_check_result_stays_in_view_with_its_roll(app):
    table = at_support_checks(app)
    board = table.board
    assert board.last_check() is None
    space = sorted(board.lit_spaces())[0]
    click(app, board.space_rect(space).center)
    check = board.last_check()
    assert check is not None and check["params"]["space"] == space
    assert {"die", "ops", "neighbours", "drm", "total", "need"} <= set(check["params"])
    shown = board.strip_news()
    assert "Support Check in" in shown and f"die {check['params']['die']}" in shown


def test_d89_10_4_game_over_lists_each_countrys_final_scoring(app):
    import random

    from game.ui.scenes.build import sample_session

    session = sample_session(GAME, None, 5, 0)
    while not session.is_over():  # seed 5 ends in Final Scoring
        seat = session.active_seats()[0]
        session.submit(seat, random.Random(5).choice(session.legal_actions(seat)))
    assert session.state["over"]["reason"].startswith("D89-10.4")
    app.push(TitleScene(app))
    board = open_session(app, session).board
    scored = [e["params"] for e in session.state["log"] if e["key"] == "dof.ps.country_scored"][-6:]
    session.state["log"].clear()  # the breakdown is the view's data, not the log (#12.5)
    lines = board.summary_lines()
    # final VP, the column headings, six countries, the Communist Power bonus (#19.17)
    assert len(lines) == 1 + 1 + 6 + 1
    assert lines[1].split("\t") == ["Country", "Power", "Communist", "Democrat", "VP"]
    for params, line in zip(scored, lines[2:8], strict=True):
        assert line.split("\t")[2:4] == [str(params["com_total"]), str(params["dem_total"])]
    assert lines[-1].startswith("Final Scoring: the Communist holds Power")


def test_a_set_up_support_point_by_dragging_the_sp_marker_onto_a_lit_space(app):
    table = table_for(app)
    board = table.board
    app.draw()
    assert board.placing() and board.marker_rect.width
    space = sorted(board.lit_spaces())[0]
    sent = spy(table)
    drag(app, board.marker_rect.center, board.space_rect(space).center)
    assert sent == [["space", space]]
    unlit = next(s for s in board.spaces if s not in board.lit_spaces()
                 and board.space_rect(s).colliderect(board.viewport))
    drag(app, board.marker_rect.center, board.space_rect(unlit).center)  # snaps back
    assert sent == [["space", space]]


def test_the_sp_marker_clicked_then_a_lit_space_places_there(app):
    table = table_for(app)
    board = table.board
    app.draw()
    space = sorted(board.lit_spaces())[-1]
    sent = spy(table)
    click(app, board.marker_rect.center)
    assert board.drag.selected == dof_board.SP_MARKER and sent == []
    click(app, board.space_rect(space).center)
    assert sent == [["space", space]]


def test_no_sp_marker_when_the_lit_spaces_are_not_placements(app):
    table = table_for(app, seed=1)
    advance(table, lambda legal: table.session.state["stack"][-1]["name"] == "support_checks"
            and any(a[0] == "space" for a in legal))
    app.draw()
    assert table.board.lit_spaces() and not table.board.placing()
    assert table.board.marker_rect.width == 0


@pytest.mark.parametrize("pile", ["discard", "removed", "lasting"])
def test_a_click_on_a_pile_shows_every_card_in_it_newest_first(app, pile):
    from game.ui.scenes.pile import PileScene

    table = table_for(app, seed=1)
    for _ in range(400):  # until the pile holds two cards or more
        if len(table.session.view(0).get(pile) or []) >= 2:
            break
        seat = table.session.active_seats()[0]
        table.session.submit(seat, table.session.legal_actions(seat)[0])
    table.after_change()
    while not isinstance(app.stack.top, TableScene):
        app.stack.remove(app.stack.top)
    app.draw()
    cards = table.view[pile]
    assert len(cards) >= 2
    click(app, table.board.zone_rect(pile).center)
    viewer = app.stack.top
    assert isinstance(viewer, PileScene)
    app.draw()
    titles = [face.title for _, face, _ in viewer.card_rects]
    assert titles == [dof_board.art.card_name(c) for c in reversed(cards)]
    click(app, viewer.card_rects[0][0].center)
    assert isinstance(app.stack.top, ZoomScene)
    click(app, (5, 5))  # closes the zoom
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


@pytest.mark.parametrize("frame", ["ev_", "ps_"])
def test_a_save_in_the_middle_of_an_event_or_struggle_loads_to_the_same_table(app, tmp_path,
                                                                               frame):
    import random

    from game import i18n

    session = Session.new(GAME, 0, 2, seats=[SeatInfo("Red"), SeatInfo("Blue")])
    play_session(session, random.Random(0),
                 until=lambda state: state["stack"][-1]["name"].startswith(frame))
    assert not session.is_over()
    seat = session.active_seats()[0]
    table = reopened(app, session, tmp_path)
    assert table.acting == seat
    prompt = session.prompt(seat)
    assert table.prompt_text() == i18n.t(prompt.key, **prompt.params)
    assert table.legal == session.legal_actions(seat)


def test_a_button_naming_a_card_shows_that_card_on_hover(app):
    table, board = at_action_round(app)
    cards = [c for c in dof_board.data.CARDS if c not in board.hand()][:2]
    table.legal = [["keep", c] for c in cards]  # as when Foreign News asks
    board.refresh()
    app.draw()
    for button, card in zip(board.buttons, cards, strict=True):
        face = board.card_at(button.rect.center)
        assert face is not None and face.title == dof_board.art.card_name(card)


def test_the_map_zoom_before_a_struggle_choice_comes_back_after_the_struggle(app):
    table = table_for(app)
    board = table.board
    board.zoom, board.centre = 1.0, [800.0, 470.0]
    board.view_before_focus = None
    board.struggle.focus_country = "poland"  # as when support loss wants the map
    app.draw()
    assert board.zoom > 1.0 and board.view_before_focus == (1.0, [800.0, 470.0])
    board.refresh()  # no struggle under way (any more)
    app.draw()
    assert board.zoom == 1.0 and board.view_before_focus is None


@pytest.mark.parametrize("space, fits", [("burgas", True), ("schwerin", False)])
def test_when_every_lit_space_is_off_screen_the_map_fits_the_window(app, space, fits):
    table = table_for(app)
    board = table.board
    app.draw()
    board.zoom_at(board.viewport.topleft, 4.0)
    board.centre = [0.0, 0.0]  # the north-west corner: Schwerin is in view, Burgas is not
    board.clamp_view()
    table.legal = [["space", space]]
    board.refresh()
    assert (board.zoom == 1.0) == fits



def test_d89_2_1_7_control_on_the_map_is_the_views_not_recomputed(app, monkeypatch):
    table = table_for(app)
    board = table.board
    sp = {s: {"com": 0, "dem": 0} for s in dof_board.data.SPACES}
    table.view = dict(table.view, sp=sp, control={"budapest": "dem"})  # as the rules said
    controls = {}
    render = dof_board.art.render_space

    def recording(space, com, dem, control, *rest):
        controls[space] = control
        return render(space, com, dem, control, *rest)

    monkeypatch.setattr(dof_board.art, "render_space", recording)
    app.draw()
    assert controls["budapest"] == "dem" and controls.get("szeged") is None
    from game import i18n

    assert i18n.t("dof.board.tip.control", side=i18n.t("dof.side.dem")) in \
        board.space_tip("budapest")


def test_d89_6_2_the_support_check_shown_is_the_views_record_not_the_log(app):
    table = at_support_checks(app)
    board = table.board
    click(app, board.space_rect(sorted(board.lit_spaces())[0]).center)
    record = table.view["last_check"]
    table.view = dict(table.view, log=[])  # nothing to read back from
    assert board.last_check() == record
    assert f"die {record['params']['die']}" in board.strip_news()
    plays = dict(table.view["card_plays"])
    plays["dem"] += 1  # a card played since: no longer news
    table.view = dict(table.view, card_plays=plays)
    assert board.last_check() is None


def test_spaces_the_bot_changed_stay_marked_until_the_human_acts(app, monkeypatch):
    """Issue #19.6: a bot's moves are followed on the map, not only in the log."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
    table = table_for(app)
    while table.acting == 0:  # the human's set-up placements
        table.submit(table.session.legal_actions(0)[0])
    before = len(table.session.state["log"])
    while table.acting is None and table.bot_to_act():
        table.step_bot()
    placed = {e["params"]["space"] for e in table.session.state["log"][before:]
              if e["key"] == "dof.log.setup_sp"}
    assert placed and table.board.marked(table.board.spaces) == placed
    table.submit(table.session.legal_actions(0)[0])
    assert table.board.marked(table.board.spaces) == set()


def test_the_log_line_under_the_mouse_marks_its_space(app, monkeypatch):
    table = table_for(app)
    table.submit(table.session.legal_actions(0)[0])
    app.draw()
    entry = table.session.state["log"][-1]
    row = next(rect for rect, i in table.log._shown if table.log.entries[i] is entry)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
    assert table.board.marked(table.board.spaces) == {entry["params"]["space"]}
    app.draw()  # the hovered line is drawn highlighted, and nothing breaks


def test_d89_6_2_the_strip_says_click_a_lit_space_while_a_check_target_is_chosen(
        app, monkeypatch):
    """Choosing a Support Check's target: the strip's line says what to do now, not only
    how the map moves (unless a check just made is what it reports)."""
    from game import i18n
    from tests.ui.conftest import screen_text

    table = at_support_checks(app)
    assert table.board.lit_spaces() and not table.board.marker.offered()
    monkeypatch.setattr(table.board, "strip_news", lambda: "")
    shown = screen_text(app, monkeypatch)
    assert i18n.t("dof.board.click_space") in shown and i18n.t("dof.board.help") not in shown
