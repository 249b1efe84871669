"""The Blockade Runner board (issue #22): drags and clicks reach submit with the rules' own
actions, an unlit drop submits nothing, hands stay hidden over a handoff, open bids need no
handoff, saves load anywhere, and bots play a game from New Game to game over."""

import random

import pygame
import pytest

from game import i18n
from game.engine import registry, saves
from game.engine.session import SeatInfo, Session
from game.ui import boards
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.report import ReportScene
from game.ui.scenes.table import TableScene
from tests.playout import play_session
from tests.ui.conftest import click, new_game_from_title, open_table, resize_and_draw, spy

GAME = "blockade_runner"


def humans(n: int = 2) -> list[SeatInfo]:
    return [SeatInfo(f"P{i + 1}") for i in range(n)]


def drag(app, start, end):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.0)


def top_frame(session) -> str:
    return session.state["stack"][-1]["name"] if session.state["stack"] else ""


def table_at(app, session, until) -> TableScene:
    """Random legal moves until `until(state)`, then the table for it (report scenes gone)."""
    play_session(session, random.Random(5), until=until)
    table = open_table(app, session)
    close_reports(app)
    return table


def close_reports(app) -> None:
    while isinstance(app.stack.top, (ReportScene, HandoffScene)):
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()
        else:
            app.stack.remove(app.stack.top)
    app.step(0.0)
    app.draw()


def test_the_title_offers_blockade_runner():
    assert boards.has_board(GAME) and boards.board_ready(GAME)


def test_BR_2_5_dragging_a_waiting_ship_onto_a_lit_port_places_it(app):
    session = Session.new(GAME, 3, 2, seats=humans())
    table = open_table(app, session)
    app.draw()
    board = table.board
    seat = table.acting
    assert seat is not None and table.viewer is None  # placing hides nothing: no handoff
    ship, rect = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    port = "NAS"
    assert ["place", ship[1], port] in table.legal
    sent = spy(table)
    drag(app, rect.center, board.place_rect(port).center)
    assert sent == [["place", ship[1], port]]
    assert session.state["ships"][ship[1]]["zone"] == port


def test_issue_34_3_the_ships_left_to_place_stay_where_they_were(app):
    """Set-up (BR-2.5): a ship placed leaves a gap in its owner's panel; the others do not
    move under the mouse."""
    session = Session.new(GAME, 3, 2, seats=humans())
    table = open_table(app, session)
    app.draw()
    board = table.board
    waiting = {s: pygame.Rect(r) for s, r in board.ship_rects.items() if s in board.waiting}
    first = next(s for s in waiting if ["place", s, "NAS"] in table.legal)
    owner = session.state["ships"][first]["owner"]
    mates = [s for s in waiting if session.state["ships"][s]["owner"] == owner and s != first]
    assert len(mates) >= 2
    table.submit(["place", first, "NAS"])
    app.draw()
    assert first not in board.waiting
    assert all(board.ship_rects[s] == waiting[s] for s in mates)


def test_an_unlit_drop_submits_nothing(app):
    session = Session.new(GAME, 3, 2, seats=humans())
    table = open_table(app, session)
    app.draw()
    board = table.board
    ship, rect = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    sent = spy(table)
    drag(app, rect.center, board.place_rect("HS3").center)  # open sea: no ship is placed there
    drag(app, rect.center, (board.map_view.rect.left + 3, board.map_view.rect.top + 3))
    assert sent == []
    assert session.state["ships"][ship[1]]["zone"] is None


def at_turn_with_move(state) -> bool:
    frame = state["stack"][-1] if state["stack"] else {}
    return frame.get("name") == "turn" and frame["left"] == 4 and \
        any(s["owner"] == frame["seat"] and s["zone"] for s in state["ships"].values())


def test_BR_7_5_lighting_the_ships_moves_makes_no_view_of_the_lookahead(app, monkeypatch):
    """Issue #34.6: a refresh looks ahead for every ship the seat may move (which zones
    light); the lookahead's view is for the odds a held ship shows, made only then. A new
    lighting draws the places again (rings), not the tracks under them."""
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    board, rules = table.board, session.rules
    views, drawn = [], []
    real_view = type(rules).view
    monkeypatch.setattr(rules, "view", lambda state, seat: (views.append(state),
                                                            real_view(rules, state, seat))[1])
    for name in ("draw_tracks", "draw_places"):
        real = getattr(board, name)
        monkeypatch.setattr(board, name, lambda s, real=real, name=name: (drawn.append(name),
                                                                          real(s))[1])
    table.refresh()
    app.step(0.0)
    app.draw()
    assert [v is session.state for v in views] == [True]  # the table's own view only
    assert "draw_tracks" not in drawn
    drawn.clear()
    board.lit_places = lambda: {"NAS"}  # as if other places lit
    app.draw()
    assert drawn == ["draw_places"]
    ship = next(p for p, _ in board.drag.items if isinstance(p, tuple))
    zone = sorted(board.ship_moves(ship[1]))[0]
    assert len(views) == 1
    board.odds(ship[1], zone)  # a held ship's badge asks: now the lookahead's view
    assert len(views) == 2 and views[-1] is not session.state


def test_BR_7_5_dragging_a_ship_one_link_moves_it_with_the_rules_steps(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    board = table.board
    assert ["move"] in table.legal
    ship, rect = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    zone = sorted(board.ship_moves(ship[1]))[0]
    sent = spy(table)
    drag(app, rect.center, board.place_rect(zone).center)
    assert sent[:2] == [["move"], ["ship", ship[1]]] and sent[2] == ["to", zone]
    ship_now = session.state["ships"][ship[1]]
    assert ship_now["zone"] == zone or ship_now["lost"]


def test_BR_7_5_click_the_ship_then_a_lit_zone_is_the_same_move(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    board = table.board
    ship, rect = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    zone = sorted(board.ship_moves(ship[1]))[0]
    sent = spy(table)
    click(app, rect.center)
    assert board.drag.selected == ship and sent == []
    app.draw()
    click(app, board.place_rect(zone).center)
    assert sent == [["move"], ["ship", ship[1]], ["to", zone]]


def test_BR_8_3_the_odds_show_before_the_step_and_the_dice_after(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    board = table.board
    ship, _ = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    zones = board.ship_moves(ship[1])
    assert zones and all(0 < board.odds(ship[1], z) <= 1 for z in zones)  # lookahead's view
    session.state["last_roll"] = {"seat": 0, "ship": ship[1], "zone": "CHS", "value": 3,
                                  "dice": [2, 7], "escaped": True,
                                  "log": len(session.state["log"]) - 1}
    table.refresh()
    assert "2 7" in board.news()


def test_a_button_reaches_submit(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    app.draw()
    board = table.board
    end = next(b for b in board.strip.buttons if b.label == i18n.t("br.board.act.turn.end"))
    sent = spy(table)
    click(app, end.rect.center)
    assert sent == [["end"]]


def test_the_next_humans_hand_is_hidden_behind_the_handoff(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    seat = table.acting
    assert table.viewer == seat and table.board.hand()
    table.submit(["end"])
    assert isinstance(app.stack.top, HandoffScene)
    assert table.viewer is None and table.board.hand() == []


def in_bidding(state) -> bool:
    return top_frame_of(state) == "bid"


def to_auction(session, seed: int = 5) -> None:
    """Random legal moves, except that an auction is started and a ship put up as soon as
    the rules allow, until the bidding is on."""
    pick = random.Random(seed)
    for _ in range(5000):
        if in_bidding(session.state):
            return
        seat = session.active_seats()[0]
        legal = session.legal_actions(seat)
        wanted = [a for a in legal if a == ["auction"] or
                  (top_frame(session) == "auction" and a[0] == "ship")]
        session.submit(seat, pick.choice(wanted or legal))
    pytest.fail("no auction")


def top_frame_of(state) -> str:
    return state["stack"][-1]["name"] if state["stack"] else ""


def test_BR_7_7_open_bids_go_round_the_table_without_a_handoff(app):
    session = Session.new(GAME, 4, 2, seats=humans())
    to_auction(session, 4)
    table = open_table(app, session)
    close_reports(app)
    assert not isinstance(app.stack.top, HandoffScene)
    assert table.viewer is None and table.acting is not None
    bidder = table.acting
    assert session.state["stack"][-1]["bidders"]
    app.draw()
    assert table.board.strip.buttons
    sent = spy(table)
    click(app, table.board.strip.buttons[-1].rect.center)  # a bid or Pass
    assert len(sent) == 1 and sent[0][0] in ("bid", "pass")
    assert bidder not in session.active_seats() or top_frame(session) != "bid"


def save_and_load_into_table(app, session) -> TableScene:
    path = saves.save_path("br test")
    saves.write(session, path)
    loaded = saves.load(path)
    table = open_table(app, loaded)
    close_reports(app)
    assert table.session.state["stack"] == session.state["stack"]
    return table


def test_a_save_made_mid_auction_loads_into_the_table(app):
    session = Session.new(GAME, 4, 2, seats=humans())
    to_auction(session, 4)
    table = save_and_load_into_table(app, session)
    assert top_frame(table.session) == "bid" and table.acting is not None
    app.draw()
    # No ship rows mid-bid, only a cell for each amount that may be bid (issue #39.3).
    bids = [a for a in table.legal if a[0] == "bid"]
    assert [a for a, _ in table.board.sale_rows] == bids and table.board.strip.buttons


def in_flight(state) -> bool:
    frame = state["stack"][-1] if state["stack"] else {}
    return frame.get("name") == "move" and frame.get("only") is not None


def test_a_save_made_mid_union_action_loads_into_the_table(app):
    """A port fell in the Union action and its ships must flee (BR-4.4) when the game is
    saved: the flight goes on after loading."""
    for seed in range(40):
        session = Session.new(GAME, seed, 2, seats=humans())
        play_session(session, random.Random(seed), until=in_flight)
        if not session.is_over():
            break
    else:
        pytest.fail("no seeded game met a flight")
    table = save_and_load_into_table(app, session)
    assert in_flight(table.session.state)
    assert any(isinstance(p, tuple) for p, _ in table.board.drag.items)


def test_BR_4_a_year_summary_follows_the_union_action(app):
    session = Session.new(GAME, 11, 2, seats=[SeatInfo("A"), SeatInfo("B", "random")])
    table = open_table(app, session)
    play_to_the_turns(app, table, lambda: not isinstance(app.stack.top, ReportScene))
    assert isinstance(app.stack.top, ReportScene)
    assert "1861" in app.stack.top.title


def play_to_the_turns(app, table, before=lambda: True) -> None:
    """Random moves (the human's through the table) until the year's turns begin; `before`
    holds after each move before that."""
    session, pick = table.session, random.Random(1)
    while not any(f["name"] == "turn" for f in session.state["stack"]):
        assert before()
        seat = session.active_seats()[0]
        action = pick.choice(session.legal_actions(seat))
        if session.is_human(seat):
            table.submit(action)
        else:
            session.submit(seat, action)
            table.after_change()
        app.step(0.0)


def test_BR_4_the_year_summary_reads_the_viewers_view_not_a_second_one(app, monkeypatch):
    """Issue #34.6: every refresh asked the rules for a spectator's view as well, for the
    year summary's public record (a whole view a move); with no move held the viewer's own
    view has the same public part. The summary still follows the Union action."""
    session = Session.new(GAME, 11, 2, seats=[SeatInfo("A"), SeatInfo("B", "random")])
    table = open_table(app, session)
    rules = session.rules
    spectator = []
    real_view = type(rules).view
    monkeypatch.setattr(rules, "view", lambda state, seat: (
        spectator.append(seat) if seat is None else None, real_view(rules, state, seat))[1])
    play_to_the_turns(app, table)
    assert isinstance(app.stack.top, ReportScene) and "1861" in app.stack.top.title
    assert spectator == []


def test_BR_14_game_over_lists_cash_ship_value_and_the_tie_break(app):
    session = Session.new(GAME, 4, 2, seats=[SeatInfo("A", "random"), SeatInfo("B", "random")])
    play_session(session, random.Random(4))
    table = open_table(app, session)
    lines = table.board.summary_lines()
    final = session.state["final"]
    assert len(lines) == 3
    assert f"{final['scores'][0]}k" in lines[0] and f"{final['cash'][1]}k" in lines[1]
    assert lines[2] == i18n.t(f"br.board.final.by_{final['decided_by']}")


def test_a_bot_game_from_new_game_reaches_game_over(app):
    app.settings.animations = False
    scene = new_game_from_title(app, GAME)
    for seat in range(scene.players):
        scene.cycle_controller(seat)  # human -> random bot, as its button does
    assert scene.seats()[0].controller == "random"
    scene.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        if isinstance(app.stack.top, ReportScene):
            app.stack.remove(app.stack.top)
        app.step(0.01)
    assert isinstance(app.stack.top, GameOverScene)
    app.draw()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_table_size_with_humans_and_bots_plays_from_new_game(app, players):
    """2-6 seats, humans and bots mixed (issue #22 point 3): handoffs, open bids, summaries
    and bot moves keep the game going and every screen draws."""
    app.settings.animations = False
    scene = new_game_from_title(app, GAME)
    scene.change_players(players - scene.players)
    for seat in range(1, players, 2):
        scene.cycle_controller(seat)  # every other seat a random bot
    scene.start()
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    session = table.session
    assert session.players == players and session.is_human(0) and not session.is_human(1)
    pick = random.Random(players)
    for _ in range(150):
        top = app.stack.top
        if isinstance(top, HandoffScene):
            top.ready()
        elif isinstance(top, ReportScene):
            app.stack.remove(top)
        elif table.acting is not None:
            table.submit(pick.choice(table.legal))
        app.step(0.01)
        app.draw()
    assert len(session.actions) > 40 and session.rules.invariants(session.state) == []


def test_undo_takes_back_a_step_that_rolled_nothing(app):
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    app.draw()
    before = len(session.actions)
    table.submit(["move"])
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert len(session.actions) == before and top_frame(session) == "turn"


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_a_turns_many_buttons_sit_in_the_strip_under_the_map_end_in_the_corner(app, size):
    """Issue #34.3: a turn's actions (move, load and rail each ship, auction, end) are rows
    of the strip between map and tray, never a column that comes and goes; "End the turn"
    last, in the bottom-right corner; the map takes the rest of the height."""
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    resize_and_draw(app, size)
    board = table.board
    assert len(board.strip.buttons) >= 6
    assert board.strip.column is None
    assert all(board.strip.rect.contains(b.rect) for b in board.strip.buttons)
    assert board.map_view.rect.bottom == board.strip.rect.top
    end = board.strip.buttons[-1]
    assert end.primary and end.rect.right == max(b.rect.right for b in board.strip.buttons)
    assert end.rect.bottom == max(b.rect.bottom for b in board.strip.buttons)
    # the coach's hint may lie over the map's top edge, never over a button
    table.hint.text = "Hint: " + "a sentence long enough to run across the board " * 3
    app.draw()
    assert table.hint.box is not None
    assert not any(table.hint.box.colliderect(b.rect) for b in board.strip.buttons)


def test_BR_4_2_the_war_effort_chart_reads_out_under_the_pointer(app):
    """The chart's box is small on a laptop's map; its rows show in the tip at full size."""
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, at_turn_with_move)
    board = table.board
    centre = board.map_view.to_screen(board.boxes["war_effort"]).center
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    tip = board.tip_text()
    now = sum(board.view.get("delivered") or [])
    assert tip.splitlines()[0] == i18n.t("br.board.war_effort")
    assert board.chart_text("br.board.chart.now", now) in tip.splitlines()


def test_BR_11_4_a_human_not_on_turn_takes_the_laptop_to_offer_a_swap(app):
    """Pass-and-play: between actions, another human's "offer a swap" button hands them the
    laptop; the card they drag onto a third player's panel goes to that player, who answers
    behind a handoff, and the laptop comes back to the player on turn."""
    session = Session.new(GAME, 11, 3, seats=humans(3))
    table = table_at(app, session, at_turn_with_move)
    turn = table.acting
    assert table.viewer == turn
    offerer, target = [s for s in range(3) if s != turn]
    label = i18n.t("br.board.swap_for", name=f"P{offerer + 1}")
    button = next(b for b in table.board.strip.buttons if b.label == label)
    click(app, button.rect.center)
    assert isinstance(app.stack.top, HandoffScene) and table.viewer is None
    app.stack.top.ready()
    app.step(0.0)
    app.draw()
    assert table.viewer == offerer and table.acting is None
    card = session.state["hands"][offerer][0]
    assert ["offer", target, card] in table.legal
    rect = next(r for c, r in table.board.hand_row.rects if c == card)
    sent = spy(table)
    drag(app, rect.center, table.board.tray.zone(f"cash_{target}").center)
    assert sent == [["offer", target, card]] and session.active_seats() == [target]
    table.end_turn()  # the offer passed the laptop on (confirm_moves)
    close_reports(app)
    assert table.viewer == target and table.decision.data["card"] == card
    table.submit(["decline"])
    table.end_turn()
    close_reports(app)
    assert table.viewer == turn and table.acting == turn
    assert card in session.state["hands"][offerer]


def test_BR_11_4_hand_the_laptop_back_without_offering(app):
    session = Session.new(GAME, 11, 3, seats=humans(3))
    table = table_at(app, session, at_turn_with_move)
    turn = table.acting
    offerer = (turn + 1) % 3
    table.request_handoff(offerer)
    close_reports(app)
    back = next(b for b in table.board.strip.buttons
                if b.label == i18n.t("br.board.swap_back"))
    click(app, back.rect.center)
    close_reports(app)
    assert table.viewer == turn and table.acting == turn


def test_issue_34_3_a_turns_buttons_keep_their_places_after_an_action(app):
    """After a load (or any action of the turn) the turn's buttons are where they were: one
    no longer offered is disabled in its place, "End the turn" keeps its corner."""
    rules = registry.get(GAME)
    session = Session.new(GAME, 11, 2, seats=humans())
    table = table_at(app, session, lambda s: at_turn_with_move(s) and any(
        a[0] == "load" for a in rules.legal_actions(s, rules.active_seats(s)[0])))
    resize_and_draw(app, (1280, 720))
    board, seat = table.board, table.acting
    before = {b.label: pygame.Rect(b.rect) for b in board.strip.buttons}
    load = next(a for _, a in board.strip.makes if a[0] == "load")
    table.submit(load)
    for _ in range(20):  # the load's own choices, until the turn asks for its next action
        if table.decision.topic == "turn" or table.acting != seat:
            break
        table.submit(next((a for a in table.legal if a[0] == "done"), table.legal[0]))
    app.draw()
    assert table.acting == seat and table.decision.topic == "turn"
    now = {b.label: b.rect for b in board.strip.buttons}
    assert all(now.get(label) == rect for label, rect in before.items()), (before, now)
    end = board.strip.buttons[-1]
    assert end.primary and end.rect == before[end.label]


def test_BR_8_3_a_roll_badge_at_the_maps_edge_stays_inside_the_map(app, monkeypatch):
    """Play-test: Brownsville's roll badge, centred under the port at the map's left edge,
    was cut by the edge. Badges are kept inside the map."""
    from game.games.blockade_runner.board import map_pieces

    session = Session.new(GAME, 11, 2, seats=humans(), options={"three_dice": True})
    table = table_at(app, session, at_turn_with_move)
    board = table.board
    ship, _ = next((p, r) for p, r in board.drag.items if isinstance(p, tuple))
    session.state["last_roll"] = {"seat": 0, "ship": ship[1], "zone": "BRO", "value": 3,
                                  "dice": [8, 8, 8], "escaped": False,
                                  "log": len(session.state["log"]) - 1}
    table.refresh()
    boxes = []  # each badge's box, as it notes its label
    monkeypatch.setattr(map_pieces, "record_label",
                        lambda surface, text, size, box: boxes.append((text, box)))
    app.draw()
    assert any("8 8 8" in text for text, _ in boxes)
    assert all(board.viewport.contains(box) for _, box in boxes), (boxes, board.viewport)
