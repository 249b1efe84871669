"""Kabale und Hiebe at the table, driven by synthetic events (issue #3 item 6)."""

import pygame

from game import i18n
from game.engine import saves
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session
from game.games.kabale_und_hiebe.board import Board
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from game.ui.tiled import load_map
from tests.ui.conftest import click, key, new_game_from_title, spy

GAME = "kabale_und_hiebe"


def drag(app, start, end):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                      buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.0)


def table_for(app, humans=2, players=3, seed=5) -> TableScene:
    seats = [SeatInfo(f"P{i}", "human" if i < humans else "random") for i in range(players)]
    app.push(TitleScene(app))
    table = open_session(app, Session.new(GAME, seed, players, seats=seats))
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    app.step(0.0)
    return table


def human_turn(app, table: TableScene) -> TableScene:
    """Let the bots move until the human at the laptop is to act."""
    while table.acting is None:
        table.session.step_bot()
        table.after_change()
    app.step(0.0)
    return table


def test_map_has_every_zone_the_board_uses():
    zones = load_map(GAME).zones
    needed = {f"goal_{j}" for j in range(6)} | {f"column_{j}" for j in range(6)}
    needed |= {"draw_pile", "hand", "discard", "players"}
    assert needed <= zones.keys()
    for j in range(6):
        assert zones[f"goal_{j}"].rect.centerx == zones[f"column_{j}"].rect.centerx


def test_start_a_three_player_game_from_the_title_by_clicks(app):
    new_game = new_game_from_title(app, GAME)
    assert new_game.players == 2
    click(app, new_game.buttons[1].rect.center)  # "+"
    assert new_game.players == 3
    click(app, new_game.start_button.rect.center)
    assert isinstance(app.stack.top, HandoffScene)  # three humans share the laptop
    click(app, app.stack.top.button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.players == 3
    assert table.viewer == table.session.active_seats()[0]


def test_dragging_a_card_onto_a_column_submits_exactly_that(app):
    table = human_turn(app, table_for(app, humans=1))
    board: Board = table.board
    card, rect = board.hand_rects[0]
    column = len(board.column_rects) - 1
    sent = spy(table)
    drag(app, rect.center, board.column_rects[column].center)
    assert sent == [["card", card], ["column", column]]


def test_illegal_drop_snaps_back_and_submits_nothing(app):
    table = human_turn(app, table_for(app, humans=1))
    board = table.board
    _, rect = board.hand_rects[0]
    sent = spy(table)
    drag(app, rect.center, (board.rect.right - 5, board.rect.top + 5))
    assert sent == [] and board.drag.snap is not None


def test_click_card_then_column_is_the_same_move(app):
    table = human_turn(app, table_for(app, humans=1))
    board = table.board
    card, rect = board.hand_rects[-1]
    sent = spy(table)
    click(app, rect.center)
    assert sent == [] and board.drag.selected == card
    click(app, board.column_rects[0].center)
    assert sent == [["card", card], ["column", 0]]


def test_next_seats_hand_is_not_drawn_before_the_handoff(app, monkeypatch):
    table = table_for(app, humans=3)
    first = table.viewer
    drawn = []
    original = Board.draw_hand

    def record(self, surface, view):
        drawn.append((self.table.viewer, [h for h in view["hands"] if isinstance(h, list)]))
        original(self, surface, view)

    monkeypatch.setattr(Board, "draw_hand", record)
    card, _ = table.board.hand_rects[0]
    table.submit(["card", card])
    table.submit(["column", 0])
    nxt = table.session.active_seats()[0]
    assert nxt != first and isinstance(app.stack.top, HandoffScene)
    drawn.clear()
    app.draw()
    assert drawn == []  # the opaque handoff hides the whole table
    assert all(isinstance(h, int) for h in table.view["hands"])  # nobody's cards in memory
    click(app, app.stack.top.button.rect.center)
    app.draw()
    assert drawn and drawn[-1][0] == nxt
    assert drawn[-1][1] == [table.session.state["hands"][nxt]]


def test_save_quit_load_resumes_the_same_state(app):
    table = table_for(app, humans=2, players=2)
    for _ in range(3):
        seat = table.session.active_seats()[0]
        table.session.submit(seat, table.session.legal_actions(seat)[0])
    before = state_hash(table.session.state)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    click(app, pause.buttons[1].rect.center)  # Save
    save_as = app.stack.top
    save_as.field.text = ""
    for ch in "kh test":
        key(app, 0, text=ch)
    key(app, pygame.K_RETURN)
    assert saves.save_path("kh test").is_file()
    app.stack.top.buttons[0].on_click()  # dismiss "saved"
    pause = app.stack.top
    click(app, pause.buttons[-1].rect.center)  # Quit to title
    assert isinstance(app.stack.top, TitleScene)
    click(app, app.stack.top.buttons[1].rect.center)  # Load game
    load = app.stack.top
    assert isinstance(load, LoadScene)
    row = next(i for i, (p, s, _) in enumerate(load.rows) if p.stem == "kh test")
    app.step(0.0)
    click(app, load.row_rects[row].center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert state_hash(resumed.session.state) == before


def test_load_screen_refuses_a_bad_file_with_the_loader_sentence(app):
    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    (saves.saves_dir() / "broken.json").write_text("{oops")
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    app.step(0.0)
    row = next(i for i, (p, s, _) in enumerate(load.rows) if p.stem == "broken")
    click(app, load.row_rects[row].center)
    dialog = app.stack.top
    assert "not valid JSON" in dialog.message


def test_autosave_and_continue_last_game(app):
    app.push(TitleScene(app))
    seats = [SeatInfo("A"), SeatInfo("B", "random")]
    from game.ui.autosave import attach

    session = attach(Session.new(GAME, 3, 2, seats=seats))
    table = human_turn(app, open_session(app, session))
    seat = table.acting
    table.submit(session.legal_actions(seat)[0])
    before = state_hash(session.state)
    app.stack.clear()
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    assert title.buttons[0].enabled
    click(app, title.buttons[0].rect.center)
    assert state_hash(app.stack.top.session.state) == before


def test_bot_game_runs_to_game_over(app):
    from game.ui.scenes.game_over import GameOverScene

    app.settings.animations = False
    app.push(TitleScene(app))
    seats = [SeatInfo(f"B{i}", "random") for i in range(3)]
    open_session(app, Session.new(GAME, 9, 3, seats=seats))
    for _ in range(5000):
        if isinstance(app.stack.top, GameOverScene):
            break
        top = app.stack.top
        if hasattr(top, "close") and not isinstance(top, TableScene):
            app.stack.remove(top)  # round summaries
        app.step(0.01)
    assert isinstance(app.stack.top, GameOverScene)
    app.draw()


def test_missing_board_file_is_a_message_not_a_crash(app, monkeypatch, tmp_path):
    from game.ui import tiled

    tiled.load_map.cache_clear()
    monkeypatch.setattr(tiled, "map_path", lambda game_id: tmp_path / "nope.tmx")
    app.push(TitleScene(app))
    try:
        assert open_session(app, Session.new(GAME, 1, 2)) is None
        assert "board for kabale_und_hiebe is missing" in app.stack.top.message
    finally:
        tiled.load_map.cache_clear()


def test_damaged_board_file_is_a_message(app, monkeypatch, tmp_path):
    from game.ui import tiled

    bad = tmp_path / "bad.tmx"
    bad.write_text("<map><oops")
    tiled.load_map.cache_clear()
    monkeypatch.setattr(tiled, "map_path", lambda game_id: bad)
    app.push(TitleScene(app))
    try:
        assert open_session(app, Session.new(GAME, 1, 2)) is None
        assert "damaged" in app.stack.top.message
    finally:
        tiled.load_map.cache_clear()


def test_right_click_zooms_a_card_and_any_click_closes_it(app):
    from game.ui.scenes.zoom import ZoomScene

    table = human_turn(app, table_for(app, humans=1))
    card, rect = table.board.hand_rects[0]
    app.draw()
    click(app, rect.center, button=3)
    zoom = app.stack.top
    assert isinstance(zoom, ZoomScene) and zoom.face.title == i18n.t(f"kh.card.{card}")
    click(app, (5, 5))
    assert app.stack.top is table


def test_KH_10_7_card_faces_follow_the_options_and_the_column_goal(app):
    seats = [SeatInfo("P0", "human"), SeatInfo("P1", "random")]
    session = Session.new(GAME, 5, 2, {"hermit_giant_mode": "aura"}, seats)
    state = session.state
    state["columns"][0]["goal"] = "trade_5"
    state["columns"][0]["slots"] = [
        {"owner": 1, "card": "hermit", "up": True, "known": False, "hidden": None},
        {"owner": 1, "card": "merchant", "up": True, "known": False, "hidden": None}]
    app.push(TitleScene(app))
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    table.refresh()
    app.draw()
    faces = {face.title: face for _, face in table.board.visible_cards}
    assert faces[i18n.t("kh.card.hermit")].text == i18n.t("kh.text.hermit.aura")
    assert faces[i18n.t("kh.card.merchant")].value == "12"  # a Trade card under a Trade goal


def test_KH_5_1_round_summary_names_the_card_under_a_cloak_and_the_lowest_total(app):
    from game.games.kabale_und_hiebe.board import RoundSummaryScene

    result = {"column": 0, "goal": "trade_3a", "winner": 0, "how": "lowest",
              "totals": {"0": 0, "1": 22}, "values": [],
              "slots": [[0, "cloak", "king"], [1, "beggar", None], [1, "wizard", None]]}
    line, cards = RoundSummaryScene(app, [result], ["Ann", "Bo"], 1).row_text(result)
    assert line == i18n.t("kh.summary.won_lowest", name="Ann", total="0")
    assert "lowest" in line
    assert cards.split(", ") == [i18n.t("kh.summary.cloaked", card={"t": "kh.card.king"}),
                                 i18n.t("kh.card.beggar"), i18n.t("kh.card.wizard")]
    assert i18n.t("kh.card.king") in cards


def test_a_card_tooltip_is_drawn_over_the_log_panel(app, monkeypatch):  # issue #19.8
    import game.games.kabale_und_hiebe.board as kh_board

    table = human_turn(app, table_for(app))
    order: list[str] = []
    real_log = table.log.draw
    monkeypatch.setattr(table.log, "draw", lambda s: (order.append("log"), real_log(s)))
    monkeypatch.setattr(kh_board, "draw_tooltip", lambda *a, **k: order.append("tooltip"))
    app.draw()
    pos = next(rect.center for rect, face in table.board.visible_cards if face.text)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(kh_board.HOVER_SECONDS + 0.2)
    order.clear()
    app.draw()
    assert "tooltip" in order and order.index("tooltip") > order.index("log")


def test_issue_34_12_the_prompt_changes_when_a_card_is_picked(app):
    table = human_turn(app, table_for(app, humans=1))
    board = table.board
    before = table.prompt_text()
    card, rect = board.hand_rects[-1]
    click(app, rect.center)
    assert board.drag.selected == card
    after = table.prompt_text()
    assert after != before and i18n.t(f"kh.card.{card}") in after


def test_issue_34_12_the_side_panel_lights_the_deciding_player(app, monkeypatch):
    table = human_turn(app, table_for(app, humans=1))
    deciding = table.session.active_seats()[0]
    other = next(p for p in range(table.session.players) if p != deciding)
    monkeypatch.setattr(table.session, "active_seats", lambda: [other])  # e.g. a Cloak's owner
    lit = []
    from game.ui import widgets

    real = widgets.basic.panel
    monkeypatch.setattr("game.games.kabale_und_hiebe.board.panel",
                        lambda surface, rect, colour=None, border=None, radius=8: (
                            lit.append((rect.top, border)), real(surface, rect, colour, border,
                                                                 radius))[1])
    table.board.draw_players(app.screen, dict(table.view, turn=deciding))
    from game.ui import theme

    rows = sorted(lit)
    assert [b for _, b in rows].count(theme.ACCENT) == 1
    assert rows[other][1] == theme.ACCENT and rows[deciding][1] != theme.ACCENT


def test_kh_round_results_shown_to_two_humans_who_confirm_their_moves(app):
    """Play-test: a bot game showed the round's results; two humans at one laptop saw none.
    With "End turn" on (the default), the round's last placement is held and the board
    read the held move's pending view (the next round, no results yet) as the round's end,
    so the real results never looked new. Now each human sees them, hands never shown."""
    import random

    from game.games.kabale_und_hiebe.board import RoundSummaryScene

    app.settings.confirm_moves = True
    table = table_for(app, humans=2, players=2, seed=6)
    start = table.session.view(None)["round"]
    pick, seen_by, handoffs = random.Random(4), [], 0
    for _ in range(400):
        top, ended = app.stack.top, table.session.view(None)["round"] != start
        if isinstance(top, RoundSummaryScene):
            seen_by.append(table.viewer)
            assert top.round_no == start
            assert "hand" not in top.results[0]  # the columns' cards only, as the log says
            app.stack.remove(top)
        elif isinstance(top, HandoffScene):
            handoffs += ended
            if handoffs > 1:  # the laptop went round once since the round ended
                break
            top.ready()
        elif table.held is not None or table.turn_done is not None:
            table.end_turn()
        else:
            table.submit(pick.choice(table.legal))
        app.step(0.0)
    assert sorted(seen_by) == [0, 1]
