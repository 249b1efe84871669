"""Issue #36: the rule bot no longer runs a blockade it will likely not come through
(BR-8.3: a ship taken is its price off the final score, BR-14.1)."""

from __future__ import annotations

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.bot import COVER_ODDS, COVERS, MIN_ODDS, RunnerBot
from game.games.blockade_runner.rules.common import FRAMES, fleet, is_confederate
from game.games.blockade_runner.rules.move import evasion_value, roll_odds

from .helpers import first_turn, give_ship, put_in_hand, seat_on_turn


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
    old.cautious = old.guarded = False  # the bot before issue #36 sailed out anyway
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
    old.cautious = old.guarded = False
    assert "CHS" in old._target(state, ship)
    state["blockade"]["CHS"] = state["defense"]["CHS"] - 3  # holds
    assert "CHS" in RunnerBot(0)._target(state, ship)


# -- issue #36, second step: the idle seat still won 5.35% of 2,000 games -------------------

def _old(bot: RunnerBot) -> RunnerBot:
    bot.guarded = False  # the bot of the first step (bench: normal-pre36b)
    return bot


def _exposed(state: dict, port: str) -> bool:
    """The next assault would take `port` (BR-4.3: blockade + 2 reaching its defense)."""
    return is_confederate(port) and state["blockade"][port] + 2 >= state["defense"][port]


def _exposed_placements(seed: int, make) -> int:
    """How many ships the bots (one `make()` a seat) place where the assault about to come
    would take them."""
    state = RULES.setup(seed, 2, {"card_swaps": False})
    bots, exposed = [make(), make()], 0
    while FRAMES.top(state)["name"] == "place":
        seat = RULES.active_seats(state)[0]
        action = bots[seat].choose(RULES, state, seat)
        exposed += _exposed(state, action[2])
        RULES.apply(state, seat, action)
    return exposed


def test_br_4_3_rule_bot_places_no_ship_where_the_first_assault_takes_it():
    """1861's assault raises a port by 2 (BR-4.1/4.3): ports of defense 2 or less fall, and
    their ships roll to flee (BR-4.4)."""
    assert [_exposed_placements(seed, lambda: RunnerBot(0)) for seed in range(3)] == [0, 0, 0]
    assert sum(_exposed_placements(seed, lambda: _old(RunnerBot(0))) for seed in range(3))


def test_br_4_3_rule_bot_loads_in_an_exposed_port_only_if_the_laden_ship_can_sail_on():
    state = first_turn(port="SAV")
    seat = seat_on_turn(state)
    ship = fleet(state, seat)[0]
    give_ship(state, seat, ship, "SAV")
    state["blockade"]["SAV"] = state["defense"]["SAV"] - 1  # the next assault takes it
    laden = dict(state, ships=dict(state["ships"], **{ship: dict(
        state["ships"][ship], cargo=dict(state["ships"][ship]["cargo"], cotton=1))}))
    assert _exposed(state, "SAV") and roll_odds(laden, ship, "SAV") < MIN_ODDS
    assert ["load", ship] in RULES.legal_actions(state, seat)
    assert RunnerBot(0).choose(RULES, state, seat) != ["load", ship]
    assert _old(RunnerBot(0)).choose(RULES, state, seat) == ["load", ship]


def test_br_8_3_rule_bot_plays_a_covering_card_before_a_risky_move():
    """Convoy (+1 to every roll this turn) before running a blockade at 3 in 4."""
    state, seat, ship = _loaded_in_blockaded_port(0)
    value = evasion_value(state, ship, "CHS", use_cards=False)
    state["blockade"]["CHS"] = value - 4  # V = 4: 1 - (4/8)^2 = 0.75 (BR-8.3)
    assert MIN_ODDS <= roll_odds(state, ship, "CHS") < COVER_ODDS
    for card in COVERS:
        while card in state["hands"][seat]:
            state["hands"][seat].remove(card)
            state["discard"].append(card)
    put_in_hand(state, seat, "convoy")
    assert RunnerBot(0).choose(RULES, state, seat) == ["card", "convoy"]
    assert _old(RunnerBot(0)).choose(RULES, state, seat) == ["move"]
    state["blockade"]["CHS"] = 0  # no roll: nothing to cover
    assert RunnerBot(0).choose(RULES, state, seat) == ["move"]


def test_br_7_6_rule_bot_raises_the_defense_where_its_ship_is_stuck():
    state, seat, ship = _loaded_in_blockaded_port(6)
    assert _exposed(state, "CHS") and not RunnerBot(0)._path(state, ship)
    state["fund"] = 10
    FRAMES.push(state, "fund", seat=seat)
    legal = RULES.legal_actions(state, seat)
    assert ["raise", "CHS"] in legal and legal.index(["raise", "CHS"]) > 0
    assert RunnerBot(0).choose(RULES, state, seat) == ["raise", "CHS"]
