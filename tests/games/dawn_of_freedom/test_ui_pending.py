"""Pass-and-play with "Confirm moves" on (issue #34 point 8): a move that rolls and may pass
the turn waits for "End turn" (engine/worlds.holds) and is drawn pending meanwhile, from the
mover's worlds (engine/worlds.preview), never the real state applied: the last Support Loss
removal shows the SP gone (D89-8.4.2), an answer to a Power Struggle attack lies beside the
attack, its place in the hand empty (D89-8.3). "End turn" then rolls in front of the roller
(the initiative die, D89-8.3), who sees it before the laptop moves on."""

import random

import pytest

from game import i18n
from game.engine import worlds
from game.engine.session import SeatInfo, Session
from game.games.dawn_of_freedom.rules.common import SIDES
from game.games.dawn_of_freedom.rules.power_struggle import PS_CARDS, lead_actions
from game.ui.scenes.handoff import HandoffScene
from tests.playout import play_session
from tests.ui.conftest import click, open_table, screen_text


def held_position(wanted, verb: str) -> tuple[Session, list]:
    """A seeded two-human game played on until `wanted(state)` holds and a `verb` action of
    the seat to act is held for "End turn" there; the session and that action."""
    for seed in range(1, 40):
        session = Session.new("dawn_of_freedom", seed, 2, seats=[SeatInfo("Red"),
                                                                 SeatInfo("Blue")])
        play_session(session, random.Random(seed), until=wanted)
        if session.is_over():
            continue
        seat = session.active_seats()[0]
        key = session.world_key(len(session.actions))
        for action in session.legal_actions(seat):
            if action[0] == verb and worlds.holds(session.rules, session.state, seat, action,
                                                  key):
                return session, action
    pytest.fail("no such position in 40 games")


def last_loss(state) -> bool:
    return state["stack"][-1]["name"] == "ps_support_loss" and state["ps"]["loss_left"] == 1


def answer_to_roll(state) -> bool:
    """An attack to answer whose match rolls for the initiative, a 1 failing (D89-8.3), and
    an attacker who can lead again then, so the roll is the struggle's newest round (one who
    cannot loses at once, D89-8.3.2 S1.N, and the aftermath's rolls follow it)."""
    attack = (state.get("ps") or {}).get("attack")
    return state["stack"][-1]["name"] == "ps_answer" and bool(attack) \
        and PS_CARDS[attack["card"]].get("rank", 0) > 1 \
        and bool(lead_actions(state, attack["side"]))


def confirming_table(app, session):
    app.settings.confirm_moves = True
    table = open_table(app, session)
    assert table.acting == table.viewer == session.active_seats()[0]
    return table


def test_d89_8_4_2_issue34_8_the_last_support_loss_removal_shows_removed_while_pending(
        app, monkeypatch):
    session, action = held_position(last_loss, "space")
    table = confirming_table(app, session)
    space, side = action[1], SIDES[table.viewer]
    real = session.view(table.viewer)["sp"][space][side]
    board = table.board
    board.map_view.focus([board.spaces[space]])
    app.step(0.0)
    click(app, board.space_rect(space).center)
    assert table.held == action
    assert session.state["sp"][space][side] == real, "held: nothing is made yet"
    assert table.view["sp"][space][side] == real - 1
    assert i18n.t("table.pending") in screen_text(app, monkeypatch)


def hold_answer(app):
    session, action = held_position(answer_to_roll, "ps_card")
    table = confirming_table(app, session)
    struggle = table.board.struggle
    assert struggle.mode() == "struggle"
    click(app, dict(struggle.hand_rects)[action[1]].center)
    assert table.held == action
    app.draw()
    return table, action[1]


def test_d89_8_3_issue34_8_a_held_answer_lies_beside_the_attack_pending(app, monkeypatch):
    table, card = hold_answer(app)
    struggle = table.board.struggle
    ps = table.session.state["ps"]
    assert card in ps["hands"][SIDES[table.viewer]] and ps["attack"], "not made yet"
    assert card not in dict(struggle.hand_rects)
    assert struggle.gaps, "its place in the hand stays empty"
    assert struggle.slot_card == ps["attack"]["card"]
    assert struggle.pending_rect is not None
    assert not struggle.pending_rect.colliderect(struggle.slot)
    assert i18n.t("dof.struggle.slot.pending") in screen_text(app, monkeypatch)
    table.undo()
    app.draw()
    assert struggle.pending_rect is None and card in dict(struggle.hand_rects)


def test_d89_8_3_issue34_8_end_turn_rolls_the_initiative_in_front_of_the_answerer(app):
    table, card = hold_answer(app)
    answerer = table.viewer
    table.session.state["rng"]["forced_rolls"] = [1]  # the attacker keeps the initiative
    click(app, table.end_turn_button.rect.center)
    assert app.stack.top is table and table.viewer == answerer and table.turn_done == answerer
    roll = [e for e in table.view["log"] if e["key"] == "dof.ps.initiative"][-1]
    assert roll["params"]["die"] == 1 and not roll["params"]["taken"]
    assert table.view["ps_history"][-1]["what"] == "initiative"  # in the rounds box
    assert table.prompt_text() == i18n.t("table.turn_rolled")
    click(app, table.end_turn_button.rect.center)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and table.viewer is None
    names = [s.name for s in table.session.seats]
    assert i18n.render_entry(roll, names) in handoff.summary
