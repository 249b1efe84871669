"""Issue #34 point 11: a Space Race attempt (TS-6.4.1) gets the same roll panel as a coup: who
rolled, the die, the number needed, success or failure and what it gave (the box, its VP, its
ability), beside the map and off the lit targets; a bot's attempt too."""

import random

from game import i18n
from game.engine.session import SeatInfo, Session
from game.games.twilight_struggle.board import results
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.data import SPACE_BOXES
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from tests.playout import play_session

from .helpers import action_round, give, play, set_up
from .test_ui_board import card_for, card_rect, drag, top_is, two_humans


def test_ts_6_4_1_a_space_attempt_is_the_last_roll_with_what_it_gave():
    state = set_up()
    give(state, USSR, [7])  # Socialist Governments: 3 Ops, enough for box 1 (2 Ops)
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [SPACE_BOXES[0]["roll"]]  # 1-3 succeeds: the highest
    play(state, USSR, ["card", 7], ["mode", "space"])
    roll = RULES.view(state, US)["last_roll"]
    assert roll["kind"] == "space" and roll["seat"] == USSR and roll["card"] == 7
    assert roll["rolls"] == [{"seat": USSR, "die": 3, "modifiers": [], "total": 3}]
    assert roll["result"]["success"] and roll["result"]["needs"] == 3
    assert roll["result"]["box"] == 1 and state["space"][USSR] == 1
    assert roll["result"]["vp"] == SPACE_BOXES[0]["vp"][0] == -state["vp"]  # first: 2 VP
    assert not roll["result"]["ability"]  # box 1 has none (TS-6.4.4)


def test_ts_6_4_1_a_failed_space_attempt_gives_nothing():
    state = set_up()
    give(state, US, [7])
    state["space"] = [0, 1]  # the US tries box 2 (Animal in Space: 2 Ops, 1-4)
    action_round(state, US)
    state["rng"]["forced_rolls"] = [5]
    play(state, US, ["card", 7], ["mode", "space"])
    result = RULES.view(state, None)["last_roll"]["result"]
    assert result == {"success": False, "needs": 4, "box": 2, "vp": 0, "ability": False,
                      "milops": 0}
    assert state["space"][US] == 1
    lines = results.roll_lines(RULES.view(state, None))
    assert lines[0] == i18n.t("ts.res.space", side="us", box=2)
    assert lines[-1] == i18n.t("ts.res.space.failure", needs=4)


def test_ts_6_4_4_the_first_to_an_ability_box_is_told_it_holds_it():
    state = set_up()
    give(state, US, [7])
    state["space"] = [0, 1]
    action_round(state, US)
    state["rng"]["forced_rolls"] = [1]
    play(state, US, ["card", 7], ["mode", "space"])
    lines = results.roll_lines(RULES.view(state, None))
    assert i18n.t("ts.res.space.success", side="us", box=2, vp=0, needs=4) in lines
    assert lines[-1] == i18n.t("ts.res.space.ability", side="us", other="ussr")


def off_lit_targets(board) -> bool:
    return not any(board.news.rect.colliderect(board.country_rect(c))
                   for c in board.lit_countries())


def test_ts_6_4_a_card_dropped_on_space_race_shows_its_roll_panel(app):
    for seed in range(3, 40):  # a position where some card may go to the Space Race
        app.stack.clear()
        table = two_humans(app, top_is("action_round"), seed)
        card = card_for(table, "space")
        if card is not None:
            break
    assert card is not None
    board = table.board
    drag(app, card_rect(board, card).center, board.zone_rect("zone_space").center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    assert table.view["last_roll"]["kind"] == "space"
    assert board.news.open() and board.news.title == i18n.t("ts.table.news.roll")
    assert board.news.lines == results.roll_lines(table.view)
    roll = table.view["last_roll"]
    assert board.news.lines[0] == i18n.t("ts.res.space", side=("ussr", "us")[roll["seat"]],
                                         box=roll["result"]["box"])
    app.draw()
    assert off_lit_targets(board)


def space_card(state, seat: int) -> int | None:
    for card in state["hands"][seat]:
        trial = RULES.clone(state)
        RULES.apply(trial, seat, ["card", card])
        if ["mode", "space"] in RULES.legal_actions(trial, seat):
            return card
    return None


def test_ts_6_4_a_bots_space_attempt_shows_its_roll_panel_too(app, monkeypatch):
    app.push(TitleScene(app))
    session = Session.new("twilight_struggle", 5, 2,
                          seats=[SeatInfo("Red"), SeatInfo("Bot", "random")])
    play_session(session, random.Random(5), until=lambda s: top_is("action_round")(s) and
                 s["phasing"] == US and space_card(s, US) is not None)
    assert not session.is_over()
    card = space_card(session.state, US)
    table = open_session(app, session)
    moves = [["card", card], ["mode", "space"]]

    def bot_plays(session, play=True):  # the bot's decision, made for it
        session.submit(US, moves.pop(0))
        return True

    monkeypatch.setattr(table.bots, "poll", bot_plays)
    while moves:
        assert table.step_bot()
    roll = table.view["last_roll"]
    assert roll["kind"] == "space" and roll["seat"] == US
    assert table.board.news.open() and table.board.news.lines == results.roll_lines(table.view)
    assert table.board.news.lines[0] == i18n.t("ts.res.space", side="us",
                                               box=roll["result"]["box"])
    app.draw()
    assert off_lit_targets(table.board)
