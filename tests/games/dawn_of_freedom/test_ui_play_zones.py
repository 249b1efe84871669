"""Issue #19 points 2, 12 and 14: only a card's legal play modes light up, read before
anything is submitted, and a drop anywhere else commits nothing."""

from game.engine.session import SeatInfo, Session
from game.ui.boards import map_board
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from tests.games.dawn_of_freedom.test_ui_board import GAME, at_action_round, drag
from tests.ui.conftest import click, spy

ZONES = {"event": "zone_event", "ops": "zone_ops", "tiananmen": "zone_tiananmen"}


def modes_after(table, card) -> set[str]:
    """What the rules offer after ["card", card], on a copy (the test's own lookahead)."""
    session = table.session
    state = session.rules.clone(session.state)
    session.rules.apply(state, 0, ["card", card])
    return {a[1] for a in session.rules.legal_actions(state, 0) if a[0] == "mode"}


def card_without(app, mode):
    """A table at an action round with a hand card that may not be played for `mode`."""
    for seed in range(3, 30):
        table, board = at_action_round(app, seed)
        for card in board.hand():
            if ["card", card] in table.legal and mode not in modes_after(table, card):
                return table, board, card
        app.stack.clear()
    raise AssertionError("no seed deals such a card")


def test_issue_19_2_a_held_card_lights_exactly_its_legal_modes(app):
    for seed in (3, 4, 5):
        table, board = at_action_round(app, seed)
        for card in board.hand():
            if ["card", card] not in table.legal:
                continue
            legal = {ZONES[m] for m in modes_after(table, card) if m in ZONES}
            assert set(board.targets_for(card)) == legal, card
        app.stack.clear()


def test_issue_19_2_dropping_a_card_on_an_illegal_mode_commits_nothing(app):
    table, board, card = card_without(app, "event")
    assert "zone_event" not in board.targets_for(card)
    hand = list(table.session.state["hands"]["com"])
    sent = spy(table)
    drag(app, dict(board.hand_rects)[card].center, board.zone_rect("zone_event").center)
    assert sent == [] and table.session.state["hands"]["com"] == hand
    click(app, dict(board.hand_rects)[card].center)  # picked by a click, then the zone
    assert board.drag.selected == card
    click(app, board.zone_rect("zone_event").center)
    assert sent == [] and table.session.state["hands"]["com"] == hand


def test_issue_19_2_an_unlit_zone_stays_unlit_while_the_card_is_held(app, monkeypatch):
    import game.games.dawn_of_freedom.board.tray_layers as dof_board

    table, board, card = card_without(app, "event")
    drawn = {}
    monkeypatch.setattr(dof_board, "draw_drop_zone",
                        lambda surface, rect, forms, lit, size: drawn.update({forms[0]: lit}))
    click(app, dict(board.hand_rects)[card].center)
    app.draw()
    assert drawn["Event"] is False and drawn["Operations"] is True


def stasi_reveal_table(app):
    """The Democrat (the human here) must show the card of his next action round (Stasi)."""
    app.push(TitleScene(app))
    table = open_session(app, Session.new(GAME, 3, 2, seats=[SeatInfo("Red", "random"),
                                                             SeatInfo("Blue")]))
    app.step(0.0)
    session = table.session
    for _ in range(500):  # first legal moves until the Democrat's action round
        seat = session.active_seats()[0]
        if seat == 1 and session.state["stack"][-1]["name"] == "action_round":
            break
        session.submit(seat, session.legal_actions(seat)[0])
    session.state["stack"].append({"name": "stasi_reveal", "seat": 1, "side": "dem"})
    table.after_change()
    app.step(0.0)
    return table


def test_issue_19_14_stasis_reveal_lights_no_play_zone_and_is_a_click_on_the_card(app):
    table = stasi_reveal_table(app)
    board = table.board
    assert table.acting == 1 and all(a[0] == "card" for a in table.legal)
    card, rect = board.hand_rects[0]
    assert board.targets_for(card) == {}
    sent = spy(table)
    drag(app, rect.center, board.zone_rect("zone_tiananmen").center)
    assert sent == []
    click(app, rect.center)
    assert sent == [["card", card]]
    assert table.session.state["stack"][-1]["name"] != "stasi_reveal"


def test_issue_19_12_the_prompt_names_the_zones_once_a_card_is_picked(app):
    table, board, card = card_without(app, "event")
    before = table.prompt_text()
    click(app, dict(board.hand_rects)[card].center)
    prompt = table.prompt_text()
    assert prompt != before and "Operations" in prompt and "Event" not in prompt
    click(app, dict(board.hand_rects)[card].center)  # put back: the rules' prompt again
    assert table.prompt_text() == before


def test_issue_19_12_each_play_zone_explains_its_mode_on_hover(app, monkeypatch):
    from game import i18n
    from tests.games.dawn_of_freedom.test_ui_board import motion

    table, board = at_action_round(app)
    tips = []
    monkeypatch.setattr(map_board, "draw_tooltip",
                        lambda surface, text, pos, width=300, **kw: tips.append(text))
    for zone in ZONES.values():
        motion(app, board.zone_rect(zone).center)
        app.draw()
        assert tips[-1] == i18n.t(f"dof.board.zone_tip.{zone}")
    assert "opponent" in tips[1]  # Operations with an opponent's card fires its event


def test_issue_19_9_hand_picks_one_at_a_time_stay_where_they_were_clicked(app):
    """Exit Visas: discard any number of cards, one click each (a PickCard, D89 card 86)."""
    table, board = at_action_round(app)
    table.session.state["stack"].append({"name": "ev_exit_visas", "seat": 0, "side": "com",
                                         "count": 0})
    table.after_change()
    app.draw()
    assert all(a[0] in ("discard", "done") for a in table.legal)
    places = [(c, r) for c, r in board.hand_rects if ["discard", c] in table.legal]
    wanted = [places[i] for i in (0, 2, 4)]  # where they were before the first pick
    sent = spy(table)
    for _, rect in wanted:
        click(app, rect.center)
        app.draw()
    assert sent == [["discard", card] for card, _ in wanted]
