"""Blockade Runner's difficulty levels (issue #21 point 2): Easy (a careless rule bot) plays
whole legal games, Normal is the rule bot, Hard searches within an iteration budget, replays,
and sees only its seat's information. Strength is measured in bench/search_bot.py."""

from __future__ import annotations

import pytest

from game.engine.search import USUAL_SAMPLES, SearchBot, clearly_better
from game.engine.seats import choose_for, make_controller
from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.bot import EASY_SPARE, EasyRunner, RunnerBot
from game.games.blockade_runner.rules.bot_search import (
    CARGO_SHARE,
    ROUTER,
    SOLD_SHARE,
    STUCK_SHARE,
    UNDER_WAY,
    candidates,
    delegate,
    standings,
    stop,
    turns,
    usual,
    worth,
)
from game.games.blockade_runner.rules.data import WAR_GOODS_PAY

from .helpers import act, first_turn, give_ship, seat_on_turn

ITERATIONS = 12


def _hard(seed: int = 7) -> SearchBot:
    bot = make_controller("hard", RULES, seed)
    assert isinstance(bot, SearchBot)
    bot.seconds, bot.iterations = None, ITERATIONS
    return bot


def test_bots_in_difficulty_order_with_the_rule_bot_as_normal():
    assert list(RULES.bots) == ["easy", "rule", "hard"]
    assert isinstance(make_controller("easy", RULES, 1), EasyRunner)
    assert type(make_controller("rule", RULES, 1)) is RunnerBot


def test_easy_bot_finishes_games_with_legal_moves_and_the_invariants_kept():
    for players in (2, 5):
        state = RULES.setup(players, players, {})
        bots = [make_controller("easy", RULES, s) for s in range(players)]
        for n in range(20000):
            if RULES.is_over(state):
                break
            seat = RULES.active_seats(state)[0]
            action = choose_for(bots[seat], RULES, state, seat, f"{n}")
            assert action in RULES.legal_actions(state, seat)
            RULES.apply(state, seat, action)
        assert RULES.is_over(state) and RULES.invariants(state) == []


def test_easy_bot_buys_no_ship_where_the_rule_bot_would():
    state = first_turn()
    seat = seat_on_turn(state)
    state["cash"][seat] = 40
    for goods in state["goods"].values():  # nothing to load anywhere, no card to play
        for c in goods:
            goods[c] = 0
    state["hands"][seat] = []
    legal = RULES.legal_actions(state, seat)
    assert ["auction"] in legal
    rule = RunnerBot(1).pick(state, seat, legal)
    easy = EasyRunner(1).pick(state, seat, legal)
    assert rule == ["auction"] and easy == ["end"]


def test_easy_bot_runs_into_a_blockade_the_rule_bot_goes_round():
    state = first_turn()
    seat = seat_on_turn(state)
    give_ship(state, seat, "lizzie", "NAS", war_goods=2)  # heading for a Confederate port
    state["hss"] = "HS3"  # Fernandina is two links away through HS3 or HS4
    act(state, ["move"], ["ship", "lizzie"])
    legal = RULES.legal_actions(state, seat)
    # the rule bot goes round (HS4, or since issue #36 perhaps to a port it enters at better
    # odds than Fernandina); the Easy bot runs into the squadron
    step = RunnerBot(1).pick(state, seat, legal)
    assert step[0] == "to" and step != ["to", "HS3"]
    assert EasyRunner(1).pick(state, seat, legal) == ["to", "HS3"]


def test_hard_search_stops_two_turns_on_and_rates_worth_against_the_others():
    state = first_turn()
    seat = seat_on_turn(state)
    later = RULES.clone(state)
    later["stack"][0]["next"] += 2
    assert turns(later) == turns(state) + 2 and stop(state, later)
    assert not stop(state, state)
    before = standings(state)[seat]
    state["cash"][seat] += 10
    after = standings(state)
    assert after[seat] == before + 10
    assert after[1 - seat] == -after[seat]
    three = first_turn(players=3)
    three["cash"] = [30, 10, 20]
    worths = [worth(three, s) for s in range(3)]
    assert standings(three) == pytest.approx([worths[0] - (worths[1] + worths[2]) / 2,
                                              worths[1] - (worths[0] + worths[2]) / 2,
                                              worths[2] - (worths[0] + worths[1]) / 2])


def test_issue_36_hard_rates_cargo_in_a_port_that_buys_it_nearly_sold():
    """BR-9: cotton sells in neutral ports, war goods in open Confederate ones. Cargo counts
    SOLD_SHARE of its price there, less anywhere else (at sea, in the wrong kind of port, in a
    captured port: CARGO_SHARE without `routed`), so bringing it in is worth the run's risk
    to the search."""
    state = first_turn()
    seat = seat_on_turn(state)
    cotton = state["prices"]["cotton"]
    rated = {}
    for zone in ("WIL", "HS3", "NAS"):
        give_ship(state, seat, "lizzie", zone, cotton=2)
        rated[zone] = worth(state, seat, routed=False)
    assert rated["HS3"] == rated["WIL"]
    assert rated["NAS"] - rated["WIL"] == pytest.approx((SOLD_SHARE - CARGO_SHARE) * 2 * cotton)
    assert rated["NAS"] == worth(state, seat)
    give_ship(state, seat, "lizzie", "WIL", war_goods=1)
    at_home = worth(state, seat)
    state["captured"].append("WIL")
    assert at_home - worth(state, seat, routed=False) == pytest.approx(
        (SOLD_SHARE - CARGO_SHARE) * WAR_GOODS_PAY)
    assert worth(state, seat, sold=CARGO_SHARE, routed=False) == worth(state, seat,
                                                                       routed=False)


def test_issue_36_hard_rates_cargo_under_way_by_the_odds_of_its_way():
    """Cargo not where it sells counts from STUCK_SHARE to UNDER_WAY of SOLD_SHARE, by the
    chance that the rolls of its way to a port that buys it let it through: cotton one free
    step from Nassau at the top, behind Wilmington's blockade less, and less again behind a
    heavier one."""
    state = first_turn()
    seat = seat_on_turn(state)
    cotton = 2 * state["prices"]["cotton"]

    def share(zone: str) -> tuple[float, float]:
        give_ship(state, seat, "lizzie", zone)
        empty = worth(state, seat)
        give_ship(state, seat, "lizzie", zone, cotton=2)
        return (worth(state, seat) - empty) / cotton, ROUTER.way_odds(state, "lizzie")

    top = STUCK_SHARE + (SOLD_SHARE - STUCK_SHARE) * UNDER_WAY
    assert share("HS3") == (pytest.approx(top), 1.0)
    behind, odds = share("WIL")
    assert 0 < odds < 1 and behind == pytest.approx(STUCK_SHARE + (top - STUCK_SHARE) * odds)
    state["blockade"]["WIL"] += 3
    heavier, worse = share("WIL")
    assert worse < odds and STUCK_SHARE <= heavier < behind


def test_issue_36_the_hint_keeps_a_delegated_step_to_the_rule_bots_pick():
    """Steering a ship is the rule bot's step (`usual`): the search (the coach's Hint) starts
    it rated by USUAL_SAMPLES play-outs and names that pick, the Hard bot's own step, unless
    another rates clearly better (as here); a turn's choice has no such step. Keeping the
    pick is tests/engine/test_search.py's."""
    state = first_turn()
    seat = seat_on_turn(state)
    assert usual(state, seat, RULES.legal_actions(state, seat)) is None
    act(state, ["move"])
    legal = RULES.legal_actions(state, seat)
    pick = RunnerBot(0).pick(state, seat, legal)
    assert usual(state, seat, legal) == pick
    # here the rule bot moves no ship ("done"), and moving one rates clearly better
    bot = RULES.bots["hard"](1)
    bot.seconds, bot.iterations = None, 60
    stats = bot.analyse(RULES, RULES.clone(state), seat)
    (best, tries, chance), *rest = stats.ranked
    [(pick_tries, pick_chance)] = [(t, c) for a, t, c in rest if a == pick]
    assert pick == ["done"] and best[0] == "ship" and not stats.usual
    assert pick_tries >= USUAL_SAMPLES
    assert clearly_better(chance, tries, pick_chance, pick_tries)


def test_hard_searches_bids_over_three_amounts_not_every_one():
    state = first_turn()
    seat = seat_on_turn(state)
    state["cash"] = [60, 60]
    state["ledger"]["start"] = 120
    act(state, ["auction"], ["ship", "flora"])
    bidder = RULES.active_seats(state)[0]
    legal = RULES.legal_actions(state, bidder)
    assert len(legal) > 20
    kept = candidates(state, bidder, legal)
    assert ["bid", 31] in kept and ["pass"] in kept and 2 <= len(kept) <= 3
    assert seat != bidder


def test_hard_searches_the_turn_and_leaves_steering_to_the_rule_bot():
    state = first_turn()
    seat = seat_on_turn(state)
    assert not delegate(state, seat)
    act(state, ["move"])
    assert delegate(state, seat)
    bot = _hard()
    action = choose_for(bot, RULES, state, seat, "m")
    assert bot.last is None and action in RULES.legal_actions(state, seat)


def test_hard_replays_and_ignores_the_cards_it_cannot_see():
    state = first_turn(players=3, card_swaps=False)
    seat = seat_on_turn(state)
    other = (seat + 1) % 3
    swapped = RULES.clone(state)
    hand, deck = swapped["hands"][other], swapped["deck"]
    hand[0], deck[-1] = deck[-1], hand[0]
    hand.sort()
    assert swapped != state and RULES.view(swapped, seat) == RULES.view(state, seat)
    runs = []
    for position in (state, swapped, state):
        bot = _hard()
        action = choose_for(bot, RULES, position, seat, "k")
        assert bot.last is not None and bot.last.iterations == ITERATIONS
        assert action in RULES.legal_actions(position, seat)
        runs.append((action, bot.last.ranked))
    assert runs[0] == runs[1] == runs[2]


def test_easy_bot_leaves_actions_unused_where_the_rule_bot_plays_on():
    """Issue #21 point 2: Easy is weaker by design, not only careless."""
    state = first_turn()
    seat = seat_on_turn(state)
    give_ship(state, seat, "lizzie", "NAS", war_goods=2)  # somewhere to go
    frame = state["stack"][-1]
    assert frame["name"] == "turn" and frame["left"] > EASY_SPARE
    legal = RULES.legal_actions(state, seat)
    assert EasyRunner(1).pick(state, seat, legal) == RunnerBot(1).pick(state, seat, legal) \
        == ["move"]
    frame["left"] = EASY_SPARE
    legal = RULES.legal_actions(state, seat)
    assert RunnerBot(1).pick(state, seat, legal) == ["move"]
    assert EasyRunner(1).pick(state, seat, legal) == ["end"]
