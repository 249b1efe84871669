"""D89-13 Play Balance Mechanism: the bid for sides as a secret-choice frame in the rules
(bid.py): secret simultaneous bids, the roll-off and the higher roller's choice between two
equal bids, the seating it decides, and saves and replays of all of it."""

import random

import pytest

from game import i18n
from game.engine import saves
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session
from game.engine.types import IllegalAction
from game.games.dawn_of_freedom.rules import RULES, bid
from game.games.dawn_of_freedom.rules.common import COM, DEM

RAW = __import__("re").compile(r"\{|\bdof\.|\[|True|False|_")


def bidding(seed=1, ada="human", ben="human", **options) -> Session:
    return Session.new("dawn_of_freedom", seed, 2, {"side_bid": True, **options},
                       [SeatInfo("Ada", ada), SeatInfo("Ben", ben)])


def bid_both(session, ada: str, ben: str, rolls=()) -> None:
    session.state["rng"]["forced_rolls"] = list(rolls)
    session.submit(0, ["bid", ada])
    session.submit(1, ["bid", ben])
    session.submit(0, ["seal"])
    session.submit(1, ["seal"])


def log_lines(session, seat=None) -> list[str]:
    return i18n.render_log(session.view(seat)["log"], [s.name for s in session.seats])


def extra_placements(session) -> list:
    return session.state["stack"][0]["placements"][-1:]


def test_d89_13_the_bid_comes_before_any_card_is_dealt():
    session = bidding()
    state = session.state
    assert state["stack"][-1]["name"] == "side_bid" and session.active_seats() == [0, 1]
    assert state["hands"] == {COM: [], DEM: []} and len(state["deck"]) == 40
    assert RULES.setup(1, 2, {})["hands"][COM]  # without the bid the deal is at once
    prompt = session.prompt(0)
    assert prompt.key == "dof.prompt.side_bid"
    assert {a[1] for a in session.legal_actions(0)} == set(bid.BIDS)


def test_d89_13_x1_bigger_bid_wins_and_the_loser_places_the_extra_sps_after_the_7_plus_7():
    session = bidding()
    bid_both(session, "dem_2", "dem_1")  # Ada (Bruce) 2 DEM SPs, Ben (Jason) 1 DEM SP
    assert [s.name for s in session.seats] == ["Ada", "Ben"]  # Ada plays the Communist
    assert session.state["options"]["play_balance"] == "dem_2"
    assert extra_placements(session) == [[DEM, 2]]
    assert len(session.state["hands"][COM]) == len(session.state["hands"][DEM]) == 8
    assert "Ada plays the Communist, Ben the Democrat." in log_lines(session)
    state = session.state
    while state["stack"][-1]["name"] == "setup_place":
        session.submit(session.active_seats()[0], session.legal_actions(
            session.active_seats()[0])[0])
    assert sum(v[DEM] for v in state["sp"].values()) == 15 + 7 + 2


def test_d89_13_the_second_bidder_winning_the_communist_takes_seat_0():
    session = bidding(ada="human", ben="random")
    bid_both(session, "dem_1", "dem_3")
    assert [(s.name, s.controller) for s in session.seats] == [("Ben", "random"),
                                                               ("Ada", "human")]
    assert session.state["seating"] == [1, 0]
    assert session.state["options"]["play_balance"] == "dem_3"
    lines = log_lines(session)
    # Lines written before the reseat still name the right players.
    assert "Ada bid: wants the Communist and offers the Democrat player 1 extra SPs." in lines
    assert "Ben bid: wants the Communist and offers the Democrat player 3 extra SPs." in lines
    assert "Ben plays the Communist, Ada the Democrat." in lines
    assert session.controller(0).kind == "random" and session.is_human(1)


def test_d89_13_opposite_sides_take_the_offered_side_without_extra_sps():
    session = bidding(play_balance="com_4")  # a balance set by hand gives way to the bid
    bid_both(session, "com_3", "dem_1")  # Ada wants DEM, Ben wants COM
    assert [s.name for s in session.seats] == ["Ben", "Ada"]
    assert session.state["options"]["play_balance"] == "none"
    assert extra_placements(session) == [[COM, 2]]  # the last 7+7 step, nothing after it


def test_d89_13_a_bid_changes_until_it_is_sealed_and_stays_secret():
    session = bidding()
    session.submit(0, ["bid", "dem_5"])  # a mis-click ...
    assert session.can_undo(0)
    session.submit(0, ["bid", "dem_1"])  # ... is not final
    ben_view, ben_prompt = session.view(1), session.prompt(1)
    assert ben_view["stack"][-1]["secret"] == [None, None]
    assert "dem_1" not in str(ben_view) and "dem_1" not in str(ben_prompt)
    assert session.prompt(0).params == {"wanted": COM, "offered": DEM, "n": 1}
    assert session.view(0)["stack"][-1]["secret"][0] == "dem_1"
    session.submit(0, ["seal"])
    assert session.active_seats() == [1] and not session.can_undo(0)
    with pytest.raises(IllegalAction):
        session.submit(0, ["bid", "dem_2"])
    assert session.prompt(1) == ben_prompt
    assert session.view(1)["stack"][-1]["secret"] == [None, None]
    assert "dem_1" not in str(session.view(1))
    assert log_lines(session, 1) == ["Ada seals a bid for sides."]
    determinized = RULES.determinize(session.state, 1, random.Random(4))
    assert RULES.view(determinized, 1) == session.view(1)


@pytest.mark.parametrize("choice, com_player", [("mine", "Ben"), ("theirs", "Ada")])
def test_d89_13_equal_bids_the_higher_roller_chooses_which_bid_wins(choice, com_player):
    session = bidding()
    bid_both(session, "dem_2", "dem_2", rolls=[4, 4, 2, 5])  # equal rolls are rolled again
    assert session.state["stack"][-1]["name"] == "side_bid_choice"
    assert session.active_seats() == [1]  # Ben rolled higher
    assert session.legal_actions(1) == [["winning_bid", "mine"], ["winning_bid", "theirs"]]
    assert session.prompt(1).key == "dof.prompt.side_bid_choice"
    assert session.state["hands"][COM] == []  # still before the deal
    lines = log_lines(session)
    assert "Equal bids, roll-off: Ada rolls 4, Ben rolls 4; equal, roll again." in lines
    assert "Equal bids, roll-off: Ada rolls 2, Ben rolls 5; Ben chooses which bid wins." in lines
    session.submit(1, ["winning_bid", choice])
    assert session.seats[0].name == com_player
    assert session.state["options"]["play_balance"] == "dem_2"
    assert extra_placements(session) == [[DEM, 2]]
    winner = "Ben" if choice == "mine" else "Ada"
    assert f"Ben lets the bid of {winner} win." in log_lines(session)


def test_d89_13_bots_bid_by_the_house_default_and_take_their_own_bid_after_a_roll_off():
    seen = set()
    for seed in range(40):
        session = bidding(seed, "rule", "rule")
        steps = 0
        while session.state["stack"][-1]["name"] in bid.FRAME_NAMES:
            top = session.state["stack"][-1]
            if top["name"] == "side_bid_choice":
                seat = session.active_seats()[0]
                session.step_bot()
                assert session.seats[0].name == ("Ada", "Ben")[
                    seat if bid.parse(top["bid"])[0] == DEM else 1 - seat]
                continue
            session.step_bot()
            steps += 1
        assert steps == 4  # bid, seal; bid, seal
        for entry in session.state["log"]:
            if entry["key"] == "dof.log.bid":
                params = entry["params"]
                assert params["n"] <= bid.BOT_MAX_BID
                seen.add((params["offered"], params["n"]))
    assert seen == {(s, n) for s in bid.SIDES for n in range(bid.BOT_MAX_BID + 1)}


def test_d89_13_house_bot_bid_is_a_legal_modest_bid_on_either_side():
    for seed in range(100):
        side, n = bid.bot_bid(random.Random(seed))
        assert f"{side}_{n}" in bid.BIDS and 0 <= n <= bid.BOT_MAX_BID
    assert bid.bot_bid(random.Random(9)) == bid.bot_bid(random.Random(9))


def test_d89_13_a_bid_game_saves_replays_and_loads_with_its_seating(tmp_path):
    session = bidding(3)
    bid_both(session, "com_1", "com_1")  # the roll-off's dice come from the game's seed
    roller = session.active_seats()[0]
    session.submit(roller, ["winning_bid", "theirs"])  # the other bidder plays the Democrat
    assert session.seats[1].name == ("Ada", "Ben")[1 - roller]
    for _ in range(3):
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    data = saves.to_dict(session)
    assert [s["name"] for s in data["seats"]] == ["Ada", "Ben"]
    assert [0, ["bid", "com_1"]] in data["actions"] and [1, ["seal"]] in data["actions"]
    assert [roller, ["winning_bid", "theirs"]] in data["actions"]
    path = tmp_path / "bid.json"
    saves.write(session, path)
    loaded = saves.load(path)
    assert state_hash(loaded.state) == state_hash(session.state)
    assert [s.name for s in loaded.seats] == [s.name for s in session.seats]


def test_d89_13_a_reseated_game_saves_players_in_start_order_and_loads_reseated(tmp_path):
    session = bidding(4, ben="random")
    bid_both(session, "dem_0", "dem_4")  # Ben wins the Communist
    assert [s.name for s in session.seats] == ["Ben", "Ada"]
    path = tmp_path / "bid.json"
    saves.write(session, path)
    data = saves.parse(saves.read_text(path))
    assert [(s["name"], s["controller"]) for s in data["seats"]] == [("Ada", "human"),
                                                                     ("Ben", "random")]
    assert data["actions"][:2] == [[0, ["bid", "dem_0"]], [1, ["bid", "dem_4"]]]
    loaded = saves.load(path)
    assert [(s.name, s.controller) for s in loaded.seats] == [("Ben", "random"),
                                                              ("Ada", "human")]
    assert state_hash(loaded.state) == state_hash(session.state)
    assert saves.summary(path)["seats"] == ["Ben", "Ada"]
    stored = saves.load(path, use_snapshot=True)
    assert [s.name for s in stored.seats] == ["Ben", "Ada"]


def test_d89_13_undo_before_the_seal_keeps_the_players_seated():
    session = bidding()
    bid_both(session, "dem_0", "dem_4")
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert session.can_undo(seat)
    session.undo(seat)
    assert [s.name for s in session.seats] == ["Ben", "Ada"]


def test_d89_13_random_games_with_the_bid_play_to_the_end_and_read_as_words():
    for seed in range(6):
        state = RULES.setup(seed, 2, {"side_bid": True})
        pick = random.Random(seed)
        while not RULES.is_over(state):
            seat = pick.choice(RULES.active_seats(state))
            prompt = RULES.prompt(state, seat)
            assert not RAW.search(i18n.t(prompt.key, **prompt.params)), prompt
            RULES.apply(state, seat, pick.choice(RULES.legal_actions(state, seat)))
            assert not RULES.invariants(state)
        assert RULES.result(state) is not None
        lines = i18n.render_log(state["log"], ["Ann", "Bo"])
        assert any(line.endswith("the Democrat.") and "plays the Communist" in line
                   for line in lines)
        assert not any(RAW.search(line) for line in lines)
