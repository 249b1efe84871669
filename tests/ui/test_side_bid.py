"""D89-13 side bid from the New Game screen (scenes/side_bid.py): secret bids seat by seat,
the reveal, and a start that seats the players by the outcome."""

import pygame
import pytest

from game.rules.dawn_of_freedom import bid
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.side_bid import SideBidScene, bid_rng
from game.ui.scenes.table import TableScene
from tests.ui.conftest import click, key, new_game_from_title

GAME = "dawn_of_freedom"


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
            click(app, new_game.buttons[2 + row].rect.center)
    new_game.seed.text = str(seed)
    app.step(0.0)
    return new_game


def open_bid(app, new_game) -> SideBidScene:
    assert new_game.bid_button is not None
    click(app, new_game.bid_button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, SideBidScene)
    return scene


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def make_bid(app, scene, wanted_label, n):
    click(app, button(scene, wanted_label).rect.center)
    click(app, button(scene, str(n)).rect.center)
    sentence = scene.sentence()
    assert sentence in scene.shown
    click(app, button(scene, "Seal my bid").rect.center)
    return sentence


def started_session(app):
    tables = [s for s in app.stack.scenes if isinstance(s, TableScene)]
    assert len(tables) == 1, "the game started"
    return tables[0].session


def test_d89_13_bid_button_only_for_a_game_with_a_side_bid(app):
    new_game = open_new_game(app)
    assert new_game.bid_button is not None and new_game.bid_button.label.startswith(
        "Bid for sides (D89-13)")
    other = NewGameScene(app, "kabale_und_hiebe")
    app.push(other)
    app.step(0.0)
    assert other.side_bid is None and other.bid_button is None


def test_d89_13_x1_bigger_bid_wins_side_through_cover_screens(app):
    new_game = open_new_game(app)
    scene = open_bid(app, new_game)
    # Ada first, behind a cover screen.
    assert scene.phase == "cover" and "Pass the laptop to Ada" in scene.shown
    click(app, button(scene, "Ready: make my bid").rect.center)
    assert scene.phase == "choose" and "Ada, your secret bid" in scene.shown
    assert not button(scene, "Seal my bid").enabled  # no side chosen yet
    ada = make_bid(app, scene, "Communist", 2)  # Bruce: 2 DEM SPs
    assert ada == "You want to play the Communist and offer the Democrat player 2 extra SPs."
    # Ben's cover and Ben's own bid show nothing of Ada's.
    assert scene.phase == "cover" and "Pass the laptop to Ben" in scene.shown
    assert not any("2 extra" in text or "Communist" in text for text in scene.shown)
    click(app, button(scene, "Ready: make my bid").rect.center)
    assert scene.phase == "choose" and "Ben, your secret bid" in scene.shown
    assert ada not in scene.shown and not any("2 extra" in text for text in scene.shown)
    assert scene.side is None and scene.n == 0  # not preset by Ada's choice
    assert not any(b.primary for b in scene.buttons if b.label in ("Communist", "Democrat"))
    make_bid(app, scene, "Communist", 1)  # Jason: 1 DEM SP
    assert scene.phase == "sealed"
    assert not any("Communist" in text for text in scene.shown)
    click(app, button(scene, "Reveal the bids").rect.center)
    assert scene.phase == "reveal"
    assert scene.bids == [("dem", 2), ("dem", 1)]
    assert "Ada offered more and plays the Communist." in scene.shown
    assert "Ada plays the Communist." in scene.shown
    assert ("Ben plays the Democrat and places 2 extra SPs after the 7+7 set-up placement."
            in scene.shown)
    click(app, button(scene, "Start game").rect.center)
    session = started_session(app)
    assert [s.name for s in session.seats] == ["Ada", "Ben"]
    assert session.options["play_balance"] == "dem_2"
    assert session.state["options"]["play_balance"] == "dem_2"


def test_d89_13_second_bidder_winning_the_communist_takes_seat_0(app):
    new_game = open_new_game(app)
    scene = open_bid(app, new_game)
    key(app, pygame.K_RETURN)  # cover
    key(app, pygame.K_LEFT)  # Communist
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # seal: wants COM, offers DEM 1
    key(app, pygame.K_SPACE)  # Ben's cover
    key(app, pygame.K_LEFT)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)  # wants COM, offers DEM 3
    key(app, pygame.K_RETURN)  # reveal
    assert scene.phase == "reveal" and scene.outcome["option"] == "dem_3"
    assert "Ben plays the Communist." in scene.shown
    key(app, pygame.K_RETURN)  # start
    session = started_session(app)
    assert [s.name for s in session.seats] == ["Ben", "Ada"]  # the names move with players
    assert session.options["play_balance"] == "dem_3"
    assert [f.text for f in new_game.names[:2]] == ["Ben", "Ada"]


def test_d89_13_opposite_side_bids_give_no_extra_sps(app):
    new_game = open_new_game(app)
    new_game.options["play_balance"] = "com_4"  # a manual setting is replaced by the bid
    scene = open_bid(app, new_game)
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Democrat", 3)  # Ada wants DEM
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Communist", 1)  # Ben wants COM
    key(app, pygame.K_RETURN)
    assert scene.outcome["extra"] is None
    assert ("They want different sides: each plays the side they want, no extra SPs."
            in scene.shown)
    assert {"Ben plays the Communist.", "Ada plays the Democrat."} <= set(scene.shown)
    click(app, button(scene, "Start game").rect.center)
    session = started_session(app)
    assert [s.name for s in session.seats] == ["Ben", "Ada"]
    assert session.options["play_balance"] == "none"


def test_d89_amb_15_equal_bids_show_the_roll_off_and_replay_from_the_seed(app):
    new_game = open_new_game(app, seed=77)
    scene = open_bid(app, new_game)
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Democrat", 2)
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Democrat", 2)
    key(app, pygame.K_RETURN)
    winner, rolls = bid.roll_off(bid_rng(77))
    assert scene.outcome["rolls"] == rolls and scene.outcome["winner"] == winner
    a, b = rolls[-1]
    name = ("Ada", "Ben")[winner]
    assert (f"Ada rolls {a}, Ben rolls {b}: {name} wins the roll-off and plays the Democrat."
            in scene.shown)
    click(app, button(scene, "Start game").rect.center)
    session = started_session(app)
    assert session.seats[1].name == name and session.options["play_balance"] == "com_2"


@pytest.mark.parametrize("bot", ["random", "rule"])
def test_d89_13_human_against_a_bot_bids_once_without_cover(app, bot):
    seed = next(s for s in range(100) if bid.bot_bid(bid_rng(s))[0] == "dem")  # bot wants COM
    new_game = open_new_game(app, controllers=("human", bot), seed=seed)
    scene = open_bid(app, new_game)
    assert scene.phase == "choose" and "Ada, your secret bid" in scene.shown  # no cover
    assert not any("(bot)" in text or "Player 2" in text for text in scene.shown)
    make_bid(app, scene, "Democrat", 0)  # Ada wants DEM: different sides
    assert scene.phase == "reveal" and scene.outcome["option"] == "none"
    assert "Ben (bot)" in scene.shown
    click(app, button(scene, "Start game").rect.center)
    session = started_session(app)
    assert [(s.name, s.controller) for s in session.seats] == [("Ben", bot), ("Ada", "human")]


def test_d89_13_unnamed_players_keep_the_side_names_of_their_new_seats(app):
    new_game = open_new_game(app, names=(None, None), controllers=("human", "random"))
    seed = next(s for s in range(100) if bid.bot_bid(bid_rng(s))[0] == "dem")
    new_game.seed.text = str(seed)
    scene = open_bid(app, new_game)
    assert "Player 1, your secret bid" in scene.shown
    make_bid(app, scene, "Democrat", 1)
    assert "Player 1 plays the Democrat." in scene.shown
    click(app, button(scene, "Start game").rect.center)
    session = started_session(app)
    assert [(s.name, s.controller) for s in session.seats] == [("Communist", "random"),
                                                               ("Democrat", "human")]


def test_d89_13_back_returns_to_new_game_without_starting(app):
    new_game = open_new_game(app)
    scene = open_bid(app, new_game)
    click(app, button(scene, "Back").rect.center)
    assert app.stack.top is new_game
    scene = open_bid(app, new_game)
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Democrat", 5)
    key(app, pygame.K_RETURN)
    make_bid(app, scene, "Democrat", 4)
    key(app, pygame.K_RETURN)
    assert scene.phase == "reveal"
    click(app, button(scene, "Back").rect.center)
    assert app.stack.top is new_game
    assert not any(isinstance(s, TableScene) for s in app.stack.scenes)
    assert [f.text for f in new_game.names[:2]] == ["Ada", "Ben"]
    assert new_game.options["play_balance"] == "none"
    scene = open_bid(app, new_game)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is new_game
