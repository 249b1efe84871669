"""Issue #34 point 11 for 1989: a Tiananmen Square attempt (D89-6.3.1) gets the same roll panel
as Twilight Struggle's coups (who rolled, the die, every term, the number needed, success or
failure, what it gave), beside the map and off the lit spaces, a bot's attempt too; a hand
card shows its Ops as modified now ("1+1" with the box 2 award), on the zoomed card too."""

from game import i18n
from game.games.dawn_of_freedom.board.tiananmen_words import attempt_lines
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.common import COM, DEM
from game.games.dawn_of_freedom.rules.data import CARDS, LI_PENG, TS_TRACK
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets import ops_now
from game.ui.widgets.news_panel import ON_MAP
from tests.ui.conftest import click

from .helpers import act, logged, rolls
from .test_tiananmen import COM_3, DEM_2, position
from .test_ui_board import at_action_round, card_for, drag, table_for


def keys(record):
    return [(t["key"], t["amount"]) for t in record["terms"]]


def test_d89_6_3_1_an_attempt_is_kept_with_every_term_and_its_award():
    state = position(DEM, DEM_2)
    state["ts"]["failed"][DEM] = 3  # D89-ED-12: +1, never more
    rolls(state, 1)
    act(state, DEM, ["card", DEM_2], ["mode", "tiananmen"])
    record = RULES.view(state, 0)["last_tiananmen"]
    assert record == RULES.view(state, None)["last_tiananmen"]  # public
    assert keys(record) == [("dof.tsmod.ops", 2), ("dof.tsmod.own_card", 1),
                            ("dof.tsmod.failed", 1)]
    assert record["terms"][0]["printed"] == 2
    assert (record["side"], record["card"], record["box"], record["die"]) == (DEM, DEM_2, 1, 1)
    assert record["total"] == 5 == 1 + logged(state, "dof.log.ts_attempt")[0]["ops"] + \
        logged(state, "dof.log.ts_attempt")[0]["mods"]
    assert record["need"] == TS_TRACK[0]["target"][DEM]
    assert record["success"] == (5 >= record["need"]) == (state["ts"]["pos"][DEM] == 1)
    assert record["award"] == record["success"]  # the Communist is not there: first


def test_d89_6_3_1_li_peng_and_a_failure_are_named():
    state = position(COM, COM_3, dem=1)
    state["lasting"].append(LI_PENG)
    rolls(state, 1)
    act(state, COM, ["card", COM_3], ["mode", "tiananmen"])
    record = RULES.view(state, 1)["last_tiananmen"]
    assert ("dof.tsmod.li_peng", 1) in keys(record)
    assert record["total"] == 1 + sum(a for _, a in keys(record))
    lines = attempt_lines(record)
    assert lines[0] == i18n.t("dof.tsres.head", side=COM, box=1)
    assert i18n.t("dof.tsres.term", label=i18n.t("dof.tsmod.li_peng"), amount=1) in lines
    if not record["success"]:
        assert lines[-1] == i18n.t("dof.tsres.failure", side=COM)


def off_lit_spaces(board) -> bool:
    return not any(board.news.rect.colliderect(board.space_rect(s)) for s in board.lit_spaces())


def test_d89_6_3_a_card_dropped_on_tiananmen_shows_its_roll_panel(app):
    for seed in (3, 4, 5, 6, 7, 8):
        table, board = at_action_round(app, seed)
        card = card_for(table, "tiananmen")
        if card is not None:
            break
        app.stack.clear()
    assert card is not None
    assert not board.news.open()
    drag(app, dict(board.hand_rects)[card].center, board.zone_rect("zone_tiananmen").center)
    record = table.view["last_tiananmen"]
    assert record["side"] == COM and record["card"] == card
    assert board.news.open() and board.news.title == i18n.t("dof.tsres.title")
    assert board.news.lines == attempt_lines(record)
    app.draw()
    assert board.news.rect.width and off_lit_spaces(board)
    assert not board.news.rect.colliderect(board.map_view.rect)  # beside the map: it stays
    board.update(ON_MAP + 1)
    assert board.news.open()
    click(app, board.news.rect.center)  # a click on it closes it
    assert not board.news.open()


def test_d89_6_3_the_attempt_panel_over_the_map_closes_by_itself(app):
    table, board = at_action_round(app)
    table.toggle_log()  # no log column: the panel lies in a corner of the map
    board.news.show(i18n.t("dof.tsres.title"), ["a line"])
    app.draw()
    assert board.news.rect.colliderect(board.map_view.rect) and off_lit_spaces(board)
    assert board.animating()  # the frames keep coming while it counts down
    board.update(ON_MAP / 2)
    assert board.news.open()
    board.update(ON_MAP / 2)
    assert not board.news.open()


def bot_attempt_card(session) -> int | None:
    rules, state = session.rules, session.state
    if 1 not in session.active_seats() or ["card", state["hands"][DEM][0]] not in \
            rules.legal_actions(state, 1):
        return None
    for card in state["hands"][DEM]:
        trial = rules.clone(state)
        rules.apply(trial, 1, ["card", card])
        if ["mode", "tiananmen"] in rules.legal_actions(trial, 1):
            return card
    return None


def test_d89_6_3_a_bots_attempt_shows_its_roll_panel_too(app, monkeypatch):
    table = table_for(app)  # the Democrat is a bot
    session = table.session
    for _ in range(500):
        card = bot_attempt_card(session)
        if card is not None:
            break
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    assert card is not None
    table.after_change()
    moves = [["card", card], ["mode", "tiananmen"]]

    def bot_plays(session, play=True):  # the bot's decision, made for it
        session.submit(1, moves.pop(0))
        return True

    monkeypatch.setattr(table.bots, "poll", bot_plays)
    while moves:
        assert table.step_bot()
    record = table.view["last_tiananmen"]
    assert record["side"] == DEM
    assert table.board.news.open() and table.board.news.lines == attempt_lines(record)
    app.draw()
    assert off_lit_spaces(table.board)


def test_d89_6_3_5_box_2_shows_a_printed_1_as_1_plus_1_in_hand_and_zoomed(app, monkeypatch):
    table, board = at_action_round(app)
    state = table.session.state
    ones = [c for c in CARDS if CARDS[c]["ops"] == 1 and not CARDS[c]["scoring"]]
    card = next(c for c in state["hands"][COM] if c in ones) if any(
        c in ones for c in state["hands"][COM]) else None
    if card is None:  # give the Communist a printed 1 in place of its first card
        card = next(c for c in ones if c in state["deck"])
        state["deck"].remove(card)
        state["deck"].append(state["hands"][COM].pop(0))
        state["hands"][COM].append(card)
    assert [card, 2] not in RULES.view(state, 0)["ops_modified"]
    state["ts"]["pos"][COM] = 2  # Students Dispersed: a printed 1 is 2 (D89-6.3.5)
    assert [card, 2] in RULES.view(state, 0)["ops_modified"]
    assert RULES.view(state, 1)["ops_modified"] == [] or all(
        c in state["hands"][DEM] for c, _ in RULES.view(state, 1)["ops_modified"])
    assert RULES.view(state, None)["ops_modified"] == []
    table.refresh()
    assert board.ops_now_label(card) == "1+1"
    drawn = []
    real = ops_now.draw_text
    monkeypatch.setattr(ops_now, "draw_text", lambda surface, text, *a, **k: drawn.append(
        text) or real(surface, text, *a, **k))
    app.draw()
    assert "1+1" in drawn
    click(app, dict(board.hand_rects)[card].center, button=3)
    assert isinstance(app.stack.top, ZoomScene) and app.stack.top.face.value == "1+1"
