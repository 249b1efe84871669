"""The Blockade Runner tutorial on the real table (issue #38): a move of several steps (Move,
the ship, its zone) lights the script's ship and zone alone, a lit port takes a click on the
ships in it, and `Board.target_rects` says where a click makes a step outside the tutorial
too (a ship placed from its owner's fleet panel)."""

from game.engine.session import SeatInfo, Session
from tests.games.blockade_runner.test_ui_board import drag
from tests.ui.conftest import click, open_table
from tests.ui.test_tutorial import learn_from_title, play_step

GAME = "blockade_runner"


def tutorial_at(app, do: list):
    """The tutorial's table at the learner's step that makes `do`, every step before played
    by clicks."""
    table = learn_from_title(app, GAME)
    mode = table.tutorial
    while mode.learner_move() != do:
        play_step(app, table, mode.index)
    app.draw()
    return table


def test_issue_38_br_7_5_a_move_lights_the_scripts_ship_and_zone_alone(app):
    table = tutorial_at(app, ["move"])
    board = table.board
    script = table.tutorial.script
    steps = script.steps[table.tutorial.index:]
    ship, zone = steps[1].do[1], steps[2].do[1]
    # Only the script's ship may be picked up (its drag would make Move, the ship, the zone).
    assert [p for p, _ in board.drag.items] == [("ship", ship)]
    mine = [s for s, v in board.ships().items() if v["owner"] == script.learner and v["zone"]]
    assert len(mine) > 1  # other ships could move: they stay dark
    assert set(board.ship_moves(ship)) == {zone}
    # The Move button, then the ship picked: its zone alone is lit.
    click(app, board.target_rects(["move"])[0].center)
    app.draw()
    click(app, board.target_rects(["ship", ship])[0].center)
    assert board.drag.held() == ("ship", ship)
    assert set(board.drag.lit_targets()) == {zone}
    assert board.lit_places() == {zone}


def test_issue_38_br_7_5_the_drag_the_words_ask_for_makes_move_ship_and_zone(app):
    """The Move step's words say "drag the ship to the zone": one drag makes the script's
    three steps (Move, the ship, its zone), the next step's words follow."""
    table = tutorial_at(app, ["move"])
    mode, board = table.tutorial, table.board
    first = mode.index
    steps = [s.do for s in mode.script.steps[first:first + 3]]
    ship, zone = steps[1][1], steps[2][1]
    made = len(table.session.actions)
    drag(app, board.ship_rects[ship].center, board.place_click_rect(zone).center)
    assert [a for _, a in table.session.actions[made:]] == steps
    assert mode.index == first + 3


def test_issue_38_br_11_1_a_click_on_a_ship_in_the_lit_port_picks_the_port(app):
    table = tutorial_at(app, ["port", "SAV"])
    board = table.board
    ship = next(s for s, v in board.ships().items() if v["zone"] == "SAV")
    made = len(table.session.actions)
    click(app, board.ship_rects[ship].center)  # the ship lying in the lit port
    assert table.session.actions[made:] == [[table.tutorial.learner, ["port", "SAV"]]]


def test_br_3_target_rects_place_a_ship_from_the_fleet_panel_by_two_clicks(app):
    session = Session.new(GAME, 7, 2, {}, [SeatInfo("P1"), SeatInfo("P2")])
    table = open_table(app, session)
    app.draw()
    board = table.board
    action = next(a for a in table.legal if a[0] == "place")
    seat = table.acting
    ship, port = action[1], action[2]
    picked = board.target_rects(action)
    assert picked == [board.ship_rects[ship]]  # in its owner's fleet panel, to be picked
    click(app, picked[0].center)
    app.draw()
    assert board.drag.held() == ("ship", ship)
    (zone,) = board.target_rects(action)
    assert zone.colliderect(board.place_rect(port))
    click(app, zone.center)
    assert session.actions[-1] == [seat, action]
