"""D89-13 bid for sides through the ordinary table: New Game's "Bid for sides" option starts
1989 with the bid frame; secret bids seat by seat behind the handoff screen, the reveal in the
log, the roll-off and the higher roller's choice, and the players seated by the outcome."""

import pygame
import pytest

from game.engine.session import SeatInfo, Session
from game.games.dawn_of_freedom.rules import bid
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click, key, new_game_from_title, screen_text

GAME = "dawn_of_freedom"
OPTION_LABEL = "Bid for sides (D89-13)"


def open_new_game(app, names=("Ada", "Ben"), controllers=("human", "human"), seed=1):
    new_game = new_game_from_title(app, GAME)
    for row, name in enumerate(names):
        if name is None:
            continue
        click(app, new_game.names[row].rect.center)
        for _ in range(30):
            key(app, pygame.K_BACKSPACE)
        key(app, 0, text=name)
        key(app, pygame.K_RETURN)  # leaves the field (does not start the game)
    for row, kind in enumerate(controllers):
        while new_game.controllers[row] != kind:
            click(app, new_game.seat_buttons[row][0].rect.center)
    new_game.seed.text = str(seed)
    app.step(0.0)
    return new_game


def option_button(scene):
    app_buttons = [b for b in scene.buttons if b.label.startswith(OPTION_LABEL)]
    return app_buttons[0] if app_buttons else None


def start_with_bid(app, new_game) -> TableScene:
    app.draw()
    click(app, option_button(new_game).rect.center)
    assert option_button(new_game).label == f"{OPTION_LABEL}: on"
    click(app, new_game.start_button.rect.center)
    tables = [s for s in app.stack.scenes if isinstance(s, TableScene)]
    assert len(tables) == 1, "the game started"
    assert tables[0].session.options["side_bid"] is True
    return tables[0]


def press(app, table, action):
    app.draw()
    button = next(b for b in table.board.buttons if b.label == label(action))
    click(app, button.rect.center)


def label(action):
    from game.games.dawn_of_freedom.board.draw import action_label

    return action_label(action)


def hand_over(app, name):
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == name
    app.stack.top.ready()


def bid_and_seal(app, table, wanted, n):
    offered = "dem" if wanted == "com" else "com"
    press(app, table, ["bid", f"{offered}_{n}"])
    press(app, table, ["seal"])


def both_bid(app, table, first, second, names=("Ada", "Ben")):
    """Each player in turn, behind the handoff screen: (wanted side, SPs offered)."""
    for name, (wanted, n) in zip(names, (first, second), strict=True):
        hand_over(app, name)
        bid_and_seal(app, table, wanted, n)


def test_d89_13_bid_for_sides_is_a_new_game_option_of_1989_only(app):
    new_game = open_new_game(app, names=(None, None))
    app.draw()
    assert option_button(new_game).label == f"{OPTION_LABEL}: off"
    assert [f.text for f in new_game.names[:2]] == ["Communist", "Democrat"]
    click(app, option_button(new_game).rect.center)
    # Players, not sides, bid: unnamed rows are named after their players.
    assert [f.text for f in new_game.names[:2]] == ["Player 1", "Player 2"]
    click(app, option_button(new_game).rect.center)
    assert [f.text for f in new_game.names[:2]] == ["Communist", "Democrat"]
    other = NewGameScene(app, "kabale_und_hiebe")
    app.push(other)
    app.draw()
    assert option_button(other) is None


def test_d89_13_x1_secret_bids_are_handed_over_and_the_bigger_bid_wins(app, monkeypatch):
    table = start_with_bid(app, open_new_game(app))
    assert table.session.state["stack"][-1]["name"] == "side_bid"
    hand_over(app, "Ada")
    press(app, table, ["bid", "com_4"])  # a mis-click: she wants the Communist ...
    press(app, table, ["bid", "dem_2"])  # ... and offers the Democrat 2 SPs
    ada = screen_text(app, monkeypatch)
    assert "you want the Communist and offer the Democrat player 2 extra SPs" in ada
    press(app, table, ["seal"])
    hand_over(app, "Ben")
    ben = screen_text(app, monkeypatch)
    assert "Ada seals a bid for sides." in ben
    for text in (ben, str(table.view), table.prompt_text()):
        assert "dem_2" not in text and "extra SPs. Change it" not in text
        assert "offers the Democrat player 2" not in text
    assert table.view["stack"][-1]["secret"] == [None, None]
    assert table.view["hands"] == {"com": 0, "dem": []}  # no card dealt before the bid
    bid_and_seal(app, table, "com", 1)  # Ben: wants the Communist, offers 1
    session = table.session
    assert [s.name for s in session.seats] == ["Ada", "Ben"]  # Ada plays the Communist
    assert session.state["options"]["play_balance"] == "dem_2"
    hand_over(app, "Ada")  # her first set-up placement
    log = screen_text(app, monkeypatch)
    assert "Ada bid: wants the Communist and offers the Democrat player 2 extra SPs." in log
    assert "Ben bid: wants the Communist and offers the Democrat player 1 extra SPs." in log
    assert "The Democrat places 2 extra SPs after the 7+7 set-up placement." in log
    assert session.state["stack"][0]["placements"][-1] == ["dem", 2]


def test_d89_13_the_second_bidder_winning_the_communist_takes_seat_0(app):
    table = start_with_bid(app, open_new_game(app))
    both_bid(app, table, ("com", 1), ("com", 3))
    session = table.session
    assert [s.name for s in session.seats] == ["Ben", "Ada"]  # the names move with players
    assert session.options["side_bid"] and session.state["options"]["play_balance"] == "dem_3"
    # Ben, who sealed last, keeps the laptop: now at seat 0, he places first (D89-3.4).
    assert not isinstance(app.stack.top, HandoffScene)
    assert table.viewer == 0 and table.acting == 0 and table.view["hands"]["com"] == sorted(
        session.state["hands"]["com"])


def test_d89_13_opposite_sides_give_no_extra_sps(app):
    table = start_with_bid(app, open_new_game(app))
    both_bid(app, table, ("dem", 3), ("com", 1))
    session = table.session
    assert [s.name for s in session.seats] == ["Ben", "Ada"]
    assert session.state["options"]["play_balance"] == "none"


@pytest.mark.parametrize("choice, communist", [("mine", "Ada"), ("theirs", "Ben")])
def test_d89_13_equal_bids_the_higher_roller_chooses_through_the_table(app, choice, communist):
    table = start_with_bid(app, open_new_game(app))
    table.session.state["rng"]["forced_rolls"] = [3, 3, 6, 2]  # a re-roll, then Ada higher
    both_bid(app, table, ("com", 2), ("com", 2))
    hand_over(app, "Ada")  # the higher roller chooses which bid wins
    assert table.prompt_text().startswith("Equal bids and you rolled higher")
    assert {b.label for b in table.board.buttons} >= {"My bid wins", "Their bid wins"}
    press(app, table, ["winning_bid", choice])
    assert table.session.seats[0].name == communist
    assert table.session.state["options"]["play_balance"] == "dem_2"


@pytest.mark.parametrize("bot", ["random", "rule"])
def test_d89_13_a_bot_bids_on_its_own_and_its_bid_stays_hidden(app, bot, monkeypatch):
    table = start_with_bid(app, open_new_game(app, controllers=("human", bot)))
    assert not isinstance(app.stack.top, HandoffScene)  # one human: no cover
    for _ in range(60):  # the bot bids and seals while Ada thinks
        table.update(1.0)
        if 1 not in table.session.active_seats():
            break
    assert table.session.active_seats() == [0]
    shown = screen_text(app, monkeypatch)
    assert "Ben seals a bid for sides." in shown
    assert "Ben bid" not in shown and table.view["stack"][-1]["secret"][1] is None
    bid_and_seal(app, table, "dem", 0)
    while table.session.state["stack"][-1]["name"] in bid.FRAME_NAMES:
        table.update(1.0)  # a roll-off the bot won: it chooses
    names = [(s.name, s.controller) for s in table.session.seats]
    assert sorted(names) == [("Ada", "human"), ("Ben", bot)]
    assert table.viewer == next(i for i, s in enumerate(table.session.seats) if s.name == "Ada")


def test_d89_13_unnamed_players_bid_as_players_and_keep_their_names(app):
    table = start_with_bid(app, open_new_game(app, names=(None, None)))
    # Player 2 offers more and plays the Communist.
    both_bid(app, table, ("com", 1), ("com", 2), names=("Player 1", "Player 2"))
    assert [s.name for s in table.session.seats] == ["Player 2", "Player 1"]


def test_d89_13_a_saved_bid_game_loads_at_the_table_with_its_seating(app, tmp_path):
    from game.engine import saves

    app.push(TitleScene(app))
    session = Session.new(GAME, 2, 2, {"side_bid": True}, [SeatInfo("Ada"), SeatInfo("Ben")])
    for seat, action in [(0, ["bid", "dem_0"]), (1, ["bid", "dem_5"]), (1, ["seal"]),
                         (0, ["seal"])]:
        session.submit(seat, action)
    saves.write(session, tmp_path / "bid.json")
    table = open_session(app, saves.load(tmp_path / "bid.json"))
    assert [s.name for s in table.session.seats] == ["Ben", "Ada"]
    hand_over(app, "Ben")
    assert table.acting == 0
