"""Pass-and-play with "Confirm moves" on (issue #34 point 8): a coup waits for "End turn"
(it rolls, engine/worlds.holds) and is drawn pending meanwhile: what it surely does (the
card played, DEFCON, military operations) shown from the mover's worlds, never the die to
come; "End turn" then rolls it in front of the roller, whose roll panel opens before the
laptop moves on, and the next player reads it in "Since your last turn"."""

import copy

import pygame

from game import i18n
from game.engine.session import SeatInfo, Session
from game.games.twilight_struggle.board import results
from game.games.twilight_struggle.rules import RULES
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from tests.ui.conftest import click, open_table, screen_text

from .test_ui_board import top_is, two_humans

IRAN = "iran"  # a battleground: a coup there lowers DEFCON whatever the die (TS-6.3.4)


def hold_coup(app, table, target=IRAN) -> None:
    """The viewer clicks the lit `target` of the coup (agreeing if asked): the table holds it."""
    board = table.board
    assert target in board.lit_countries()
    board.map_view.focus([board.countries[target]])
    app.step(0.0)
    click(app, board.country_rect(target).center)
    if isinstance(app.stack.top, Dialog):
        app.stack.top.buttons[0].on_click()
    assert table.held == ["coup", target]


def coup_table(app):
    app.settings.confirm_moves = True
    return two_humans(app, top_is("coup"))


def test_ts_6_3_issue34_8_a_held_coup_is_drawn_pending_with_what_it_surely_does(app,
                                                                              monkeypatch):
    table = coup_table(app)
    session, seat = table.session, table.viewer
    real = session.view(seat)
    hold_coup(app, table)
    assert session.view(seat) == real, "held: nothing is made yet"
    # What every die gives: the card leaves the Operations zone, DEFCON drops, military ops.
    assert table.view["defcon"] == real["defcon"] - 1
    assert table.view["milops"][seat] > real["milops"][seat]
    assert table.view["table"] == [] != real["table"]
    # What the die decides is drawn as it is now.
    assert table.view["influence"][IRAN] == real["influence"][IRAN]
    assert table.view.get("last_roll") == real.get("last_roll")
    assert not table.board.news.open()
    assert i18n.t("table.pending") in screen_text(app, monkeypatch)
    table.undo()  # dropped: the board is the real position again, nothing pending
    assert table.held is None and table.view == real
    assert i18n.t("table.pending") not in screen_text(app, monkeypatch)


def test_ts_6_3_issue34_8_end_turn_rolls_the_coup_in_front_of_the_roller(app):
    table = coup_table(app)
    roller = table.viewer
    hold_coup(app, table)
    click(app, table.end_turn_button.rect.center)
    # Made: the roller still holds the laptop and sees the roll panel; no handoff yet.
    assert app.stack.top is table and table.viewer == roller and table.turn_done == roller
    roll = table.view["last_roll"]
    assert roll["kind"] == "coup" and roll["country"] == IRAN and roll["seat"] == roller
    assert table.board.news.open() and table.board.news.lines == results.roll_lines(table.view)
    assert table.prompt_text() == i18n.t("table.turn_rolled")
    assert not table.undo_button.enabled  # the die is cast
    assert table.bar_buttons() == [table.end_turn_button]
    click(app, table.end_turn_button.rect.center)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and table.viewer is None
    # The next player reads the coup again in "Since your last turn".
    names = [s.name for s in table.session.seats]
    coup_lines = [i18n.render_entry(e, names) for e in table.public_log()
                  if e["key"] == "ts.log.coup_roll"]
    assert coup_lines and coup_lines[-1] in handoff.summary


def other_hand(state, seat):
    """The same position with `seat`'s hidden hand swapped for deck cards and other dice."""
    other = copy.deepcopy(state)
    hand, deck = other["hands"][seat], other["deck"]
    swap = min(len(hand), len(deck))
    hand[:swap], deck[:swap] = deck[:swap], hand[:swap]
    other["rng"]["seed"] ^= 0x5EED
    return other


def test_issue34_8_the_pending_coup_shows_nothing_of_the_opponents_hand_or_the_dice(app):
    """The pending picture is the same for two positions the roller cannot tell apart: the
    opponent's hand and the deck swapped, and other dice (engine/worlds.preview, issue #33)."""
    table = coup_table(app)
    roller = table.viewer
    state = copy.deepcopy(table.session.state)
    app.stack.clear()
    pictures, views = [], []
    for position in (state, other_hand(state, 1 - roller)):
        assert position["hands"][roller] == state["hands"][roller]
        session = Session(RULES, 3, 2, {}, [SeatInfo("Red"), SeatInfo("Blue")],
                          copy.deepcopy(position))
        table = open_table(app, session)
        assert table.viewer == roller
        hold_coup(app, table)
        views.append(table.view)
        app.draw()
        pictures.append(pygame.image.tobytes(app.screen, "RGB"))
        app.stack.clear()
    assert state["hands"][1 - roller] != other_hand(state, 1 - roller)["hands"][1 - roller]
    assert views[0] == views[1]
    assert pictures[0] == pictures[1]
