"""Issue #36: the rule bot no longer runs a blockade it will likely not come through
(BR-8.3: a ship taken is its price off the final score, BR-14.1)."""

from __future__ import annotations

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.bot import MIN_ODDS, RunnerBot
from game.games.blockade_runner.rules.common import fleet
from game.games.blockade_runner.rules.move import roll_odds

from .helpers import first_turn, give_ship, seat_on_turn


def _loaded_in_blockaded_port(blockade: int) -> tuple[dict, int, str]:
    state = first_turn(port="CHS")
    seat = seat_on_turn(state)
    ship = fleet(state, seat)[0]
    give_ship(state, seat, ship, "CHS", cotton=1)
    state["blockade"]["CHS"] = blockade
    return state, seat, ship


def test_br_8_3_rule_bot_keeps_a_ship_in_port_rather_than_run_a_hopeless_blockade():
    state, seat, ship = _loaded_in_blockaded_port(6)
    assert roll_odds(state, ship, "CHS") < MIN_ODDS
    assert ["move"] in RULES.legal_actions(state, seat)
    assert RunnerBot(0).choose(RULES, state, seat) != ["move"]
    old = RunnerBot(0)
    old.cautious = False  # the bot before issue #36 sailed out anyway
    assert old.choose(RULES, state, seat) == ["move"]


def test_br_8_3_rule_bot_still_sails_when_the_odds_are_good():
    state, seat, ship = _loaded_in_blockaded_port(0)
    assert roll_odds(state, ship, "CHS") == 1.0
    assert RunnerBot(0).choose(RULES, state, seat) == ["move"]


def test_br_4_3_rule_bot_sails_into_no_port_the_next_assault_would_take():
    state = first_turn()
    seat = seat_on_turn(state)
    ship = fleet(state, seat)[0]
    give_ship(state, seat, ship, "NAS", war_goods=2)  # bound for a Confederate port
    state["blockade"]["CHS"] = state["defense"]["CHS"] - 2  # raised by 2, it falls (BR-4.3)
    assert "CHS" not in RunnerBot(0)._target(state, ship)
    old = RunnerBot(0)
    old.cautious = False
    assert "CHS" in old._target(state, ship)
    state["blockade"]["CHS"] = state["defense"]["CHS"] - 3  # holds
    assert "CHS" in RunnerBot(0)._target(state, ship)
