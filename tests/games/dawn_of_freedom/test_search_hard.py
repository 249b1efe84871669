"""1989's Hard bot (engine/search.py over its rules): what it searches, where it starts, that
an iteration budget replays. The search itself is tested in tests/engine/test_search.py."""

from __future__ import annotations

import random

from game.engine import registry
from game.engine.search import PRIOR_VISITS, STEP_PRIOR_VISITS, search
from game.engine.seats import choose_for
from game.games.dawn_of_freedom.rules.bot import DawnBot
from game.games.dawn_of_freedom.rules.bot_search import HARD, PLAYED
from tests.engine.test_coach import _human_turn
from tests.engine.test_search import ITERATIONS, _advance, _hard


def test_1989_iteration_budget_replays():
    rules = registry.get("dawn_of_freedom")
    state, seat = _advance(rules, 2, 5, 30)
    first, second = _hard(rules, 3), _hard(rules, 3)
    assert first.choose(rules, state, seat) == second.choose(rules, state, seat)
    assert first.last is not None and second.last is not None
    assert first.last.ranked == second.last.ranked
    # every card starts with the rule bot's look-ahead as PRIOR_VISITS visits (SearchSpec.prior);
    # the bot may stop before its budget once its choice is sure (search.settled)
    assert first.last.iterations == second.last.iterations <= ITERATIONS
    assert sum(visits for _, visits, _ in first.last.ranked) == \
        first.last.iterations + PRIOR_VISITS * len(first.last.ranked)


def test_1989_searches_card_plays_and_leaves_placements_to_the_rule_bot():
    rules = registry.get("dawn_of_freedom")
    state = rules.setup(3, 2, {})
    seat = rules.active_seats(state)[0]
    assert state["stack"][-1]["name"] == "setup_place"
    hard = _hard(rules)
    action = choose_for(hard, rules, state, seat, "k")
    assert hard.last is None  # not searched
    tuned = DawnBot(0, weights=PLAYED)  # the rule bot's look-ahead with the Hard bot's weights
    assert action == choose_for(tuned, rules, state, seat, "k")
    assert isinstance(hard.spec.fallback(5), DawnBot) and hard.spec.fallback(5).weights == PLAYED
    searched, seat = _advance(rules, 2, 3, 20)
    choose_for(hard, rules, searched, seat, "k")
    assert hard.last is not None and 0 < hard.last.iterations <= ITERATIONS


def test_1989_search_starts_from_the_rule_bots_look_ahead():
    """SearchSpec.prior: every card of the hand starts with PRIOR_VISITS visits at the win
    chance the rule bot's look-ahead gives it; with no iteration the best of those is played."""
    rules = registry.get("dawn_of_freedom")
    state, seat = _advance(rules, 2, 5, 30)
    spec = _hard(rules).spec
    assert spec.prior is not None
    world = rules.determinize(state, seat, random.Random(1))
    rated = spec.prior(rules, world, seat, rules.legal_actions(world, seat), random.Random(2))
    stats = search(rules, spec, world, seat, random.Random(2), iterations=0, seconds=None)
    assert sorted(a for a, _ in rated) == sorted(rules.legal_actions(world, seat))
    assert {visits for _, visits, _ in stats.ranked} == {PRIOR_VISITS}
    assert stats.ranked[0][0] == max(rated, key=lambda r: r[1])[0]
    assert all(0.0 < chance < 1.0 for _, chance in rated)


def test_a_delegated_decision_is_searched_when_asked():
    """1989 leaves placements to its rule bot; the Hint asks about them anyway and gets
    rated choices (the root is searched)."""
    rules = registry.get("dawn_of_freedom")
    session = _human_turn("dawn_of_freedom", 2, 6, 0)  # set-up placement, seat 0
    assert rules.bots["hard"](0).spec.delegate(session.state, 0)
    stats = _hard(rules).analyse(rules, rules.clone(session.state), 0)
    assert len(stats.ranked) >= 2 and all(v > 0 for _, v, _ in stats.ranked[:2])


def test_d89_6_1_the_hint_on_a_placement_starts_from_the_rule_bots_rating_of_each_space():
    """Issue #36 point 4: at a placement step every space starts from the rule bot's rating
    of it (bot.placement_values, the Hard weights), read from the open board alone, so two
    searches of the step with different seeds start alike and with no iteration the Hint
    names the space the rule bot would place in."""
    from game.games.dawn_of_freedom.rules.bot import best_placement, held_countries
    from game.games.dawn_of_freedom.rules.common import side_of

    rules = registry.get("dawn_of_freedom")
    session = _human_turn("dawn_of_freedom", 2, 6, 0)  # set-up placement, seat 0
    state, spec = rules.clone(session.state), _hard(rules).spec
    legal = rules.legal_actions(state, 0)
    one, two = (spec.prior(rules, state, 0, legal, random.Random(s)) for s in (1, 2))
    assert one == two and {tuple(a) for a, *_ in one} == {tuple(a) for a in legal}
    assert {visits for _, _, visits in one} == {STEP_PRIOR_VISITS}  # beyond a play-out's noise
    side = side_of(0)
    space, _ = best_placement(state, side, [a[1] for a in legal if a[0] == "space"], None,
                              held_countries(state, side), HARD[side])
    stats = search(rules, spec, state, 0, random.Random(3), iterations=0, seconds=None)
    assert stats.ranked[0][0] == ["space", space] == max(one, key=lambda r: r[1])[0]


def test_d89_10_2_hard_bot_plays_a_held_scoring_card_in_its_last_action_round():
    """Issue #36: the search's candidates keep the rule bot's rule, so with as many Scoring
    cards as rounds left the Hard bot only rates those (it lost 9 of 285 games holding one)."""
    from game.games.dawn_of_freedom.rules import bot_search
    from game.games.dawn_of_freedom.rules.common import COM, DEM, seat_of
    from game.games.dawn_of_freedom.rules.data import SCORING_CARDS

    from .test_bot import _action_round

    rules = registry.get("dawn_of_freedom")
    for side in (COM, DEM):
        state = _action_round(5, side)
        hand = state["hands"][side]
        for card in [c for c in hand if c in SCORING_CARDS]:
            hand.remove(card)
            state["deck"].append(card)
        scoring = next(c for c in SCORING_CARDS if c in state["deck"])
        state["deck"].remove(scoring)
        hand.append(scoring)
        seat = seat_of(side)
        legal = rules.legal_actions(state, seat)
        state["round"] = 6  # two rounds left: free to wait
        assert bot_search.candidates(state, seat, legal) == legal
        state["round"] = 7
        assert bot_search.candidates(state, seat, legal) == [["card", scoring]]
        assert _hard(rules, 5).choose(rules, state, seat) == ["card", scoring]


def test_issue_36_1989_hard_bot_plays_its_rule_bot_with_its_own_weights():
    """The app's Hard plays its rule bot (bot_search.HARD_SPEC, `search_own` off) with PLAYED
    at every decision, a card and then the way to play it chosen by one look-ahead (its
    `carry`); the search is the coach's and the Easy bot's, with HARD."""
    rules = registry.get("dawn_of_freedom")
    state, seat = _advance(rules, 2, 3, 20)
    easy = rules.bots["easy"](0)
    while state["stack"][-1]["name"] != "action_round":
        rules.apply(state, seat, choose_for(easy, rules, state, seat, "e"))
        seat = rules.active_seats(state)[0]
    hard = rules.bots["hard"](11)
    assert hard.spec.fallback(5).weights == PLAYED and PLAYED != HARD
    rule = DawnBot(random.Random(random.Random(11).getrandbits(64)).getrandbits(32),
                   weights=PLAYED)
    card = hard.choose(rules, rules.clone(state), seat)
    assert hard.last is None and card == rule.choose(rules, rules.clone(state), seat)
    assert hard.carry == rule.carry and hard.carry[0] == card[1]
    rules.apply(state, seat, card)
    if state["stack"][-1]["name"] == "card_play" and len(rules.legal_actions(state, seat)) > 1:
        assert hard.choose(rules, state, seat) == ["mode", rule.carry[1]]
    assert rules.bots["easy"](0)._spec.fallback(5).weights == HARD

