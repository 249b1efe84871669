"""Pass-and-play 1989 between two humans (issue #7 item 4): the laptop is handed over
whenever the decision passes to the other side, also in the middle of a Power Struggle
(D89-8) and in the middle of an event whose choice belongs to the non-phasing side."""

import random

import pytest

from game.engine.session import SeatInfo, Session
from game.games.dawn_of_freedom.rules.common import SIDES, seat_of
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene


def two_humans(app, seed):
    app.push(TitleScene(app))
    seats = [SeatInfo("Red"), SeatInfo("Blue")]
    return open_session(app, Session.new("dawn_of_freedom", seed, 2, seats=seats))


def play_to_handoff(app, table, seed, wanted):
    """Seeded random moves through the table, confirming handoffs, until a handoff comes up
    in a position where `wanted(state)` holds; returns the seat that must act next."""
    pick = random.Random(seed)
    for _ in range(5000):
        session = table.session
        if isinstance(app.stack.top, HandoffScene):
            if wanted(session.state):
                return session.active_seats()[0]
            app.stack.top.ready()
        assert not session.is_over()
        table.submit(pick.choice(table.legal))
    pytest.fail("no such handoff in this game")


def in_struggle(phase):
    return lambda state: (bool(state.get("ps")) and state["ps"]["phase"] == phase
                          and state["stack"][-1]["name"].startswith("ps_"))


def other_sides_event_choice(state) -> bool:
    """The phasing side's card is on the table and its opponent must choose (no struggle)."""
    seat = (state["stack"][-1].get("seat"))
    return (bool(state.get("table")) and not state.get("ps") and state.get("phasing") is not None
            and seat is not None and seat != seat_of(state["phasing"]))


def assert_hidden_then_shown(app, table, seat):
    assert table.viewer is None and table.legal == []
    assert all(isinstance(n, int) for n in table.view["hands"].values())
    assert "hand" not in (table.view.get("power_struggle") or {})
    app.stack.top.ready()
    assert table.viewer == seat and table.acting == seat and table.legal
    side = SIDES[seat]
    assert sorted(table.view["hands"][side]) == sorted(table.session.state["hands"][side])


@pytest.mark.parametrize("seed, phase", [(1, "raise"), (1, "answer"), (2, "answer")])
def test_d89_8_handoff_inside_a_power_struggle_hides_the_struggle_hands(app, seed, phase):
    table = two_humans(app, seed)
    seat = play_to_handoff(app, table, seed, in_struggle(phase))
    assert_hidden_then_shown(app, table, seat)
    ps = table.session.state["ps"]
    assert sorted(table.view["power_struggle"]["hand"]) == sorted(ps["hands"][SIDES[seat]])


@pytest.mark.parametrize("seed", [0, 2])
def test_handoff_inside_an_event_choice_of_the_non_phasing_side(app, seed):
    table = two_humans(app, seed)
    seat = play_to_handoff(app, table, seed, other_sides_event_choice)
    phasing = table.session.state["phasing"]
    assert seat != seat_of(phasing)
    assert_hidden_then_shown(app, table, seat)
    # ... and once that choice is made, the phasing side gets the laptop back for its turn.
    for _ in range(50):
        if isinstance(app.stack.top, HandoffScene) or table.acting != seat:
            break
        table.submit(table.legal[0])
    assert isinstance(app.stack.top, HandoffScene) and table.viewer is None


def test_d89_6_3_issue33_end_turn_appears_whatever_the_hidden_die_shows(app):
    """Issue #33 point 1: the Democrat's Tiananmen attempt at box 2 keeps him acting when it
    succeeds (box 3 draws him cards) and passes the turn when it fails. Whether the table
    holds it for "End turn" must not depend on the die to come: it was held exactly when
    the die would fail. Now every die gives the same screen (engine/worlds.holds)."""
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import DEM
    from tests.ui.conftest import open_table

    from .helpers import act, rolls
    from .test_tiananmen import DEM_2, position

    app.settings.confirm_moves = True
    shown, outcomes = set(), set()
    for roll in range(1, 7):
        state = position(DEM, DEM_2, dem=2)
        act(state, DEM, ["card", DEM_2])
        rolls(state, roll)  # the die to come, which the Democrat cannot know
        session = Session(RULES, 1, 2, {}, [SeatInfo("Red"), SeatInfo("Blue")], state)
        table = open_table(app, session)
        assert table.viewer == table.acting == seat_of(DEM)
        table.submit(["mode", "tiananmen"])
        app.draw()
        shown.add((table.held is not None, table.turn_done, table.viewer,
                   table.bar_buttons() == [table.end_turn_button], table.undo_button.enabled,
                   table.prompt_text()))
        if table.held is not None:
            table.end_turn()  # the attempt is made only now
        outcomes.add(tuple(session.active_seats()))
        app.stack.clear()
    assert len(outcomes) == 2, "the die decides whether the turn passes: no teeth"
    assert len(shown) == 1, shown
