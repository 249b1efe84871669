"""Issue #34 point 15, Blockade Runner auctions (BR-7.7): a ship nobody else can bid on is
bought at once, and the log says who could not bid and why; declining an auction just opened
(after Undo took back a sale, say) takes the action back instead of spending it."""

import random

from game import i18n
from game.engine.session import SeatInfo, Session
from tests.playout import play_session
from tests.ui.conftest import open_table

from .test_ui_board import close_reports, top_frame


def at_a_turn_that_may_auction(seed=4):
    session = Session.new("blockade_runner", seed, 2, seats=[SeatInfo("P1"), SeatInfo("P2")])
    play_session(session, random.Random(seed), until=lambda s: s["stack"] and s["stack"][-1][
        "name"] == "turn" and s["stack"][-1]["left"] > 1 and any(
        o is None and not v["lost"] for o, v in ((v["owner"], v) for v in s["ships"].values())))
    seat = session.active_seats()[0]
    assert ["auction"] in session.legal_actions(seat)
    return session, seat


def test_br_7_7_a_ship_nobody_can_bid_on_says_who_could_not_and_why():
    session, seat = at_a_turn_that_may_auction()
    other = 1 - seat
    session.submit(seat, ["auction"])
    ship = next(a for a in session.legal_actions(seat) if a[0] == "ship")
    session.state["cash"][other] = 0  # cannot raise the opening bid
    session.submit(seat, ship)
    log = session.view(None)["log"]
    said = [e for e in log if e["key"] == "br.cannot_bid"]
    assert [e["params"]["player"] for e in said] == [other + 1]
    assert said[0]["params"]["cash"] == 0 and said[0]["params"]["least"] > 0
    line = i18n.render_entry(said[0], ["P1", "P2"])
    assert f"P{other + 1} cannot bid" in line and "0k" in line
    assert any(e["key"] == "br.bought" for e in log[log.index(said[0]):])


def test_br_7_7_declining_after_undo_costs_no_action(app):
    session, seat = at_a_turn_that_may_auction()
    table = open_table(app, session)
    close_reports(app)
    left = session.state["stack"][-1]["left"]
    table.submit(["auction"])
    assert top_frame(session) == "auction"
    session.state["cash"][1 - seat] = 0  # nobody else can bid: bought at once
    table.submit(next(a for a in table.legal if a[0] == "ship"))
    assert top_frame(session) == "dock"
    table.undo()  # the sale taken back: the auction's choice again
    assert top_frame(session) == "auction"
    table.refresh()
    decline = next(b for b, made in table.board.strip.makes if made == ["done"])
    decline.on_click()
    assert top_frame(session) == "turn" and session.state["stack"][-1]["left"] == left
    assert [seat, ["auction"]] not in session.actions
