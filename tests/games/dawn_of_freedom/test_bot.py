"""The 1989 rule bot (issue #7 item 5): legal moves only, Scoring cards never held at turn end
(D89-4.5.4 / D89-10.2), and it beats the random bot."""

from __future__ import annotations

import random

import pytest

from game.engine.seats import RandomBot
from game.games.dawn_of_freedom.rules import RULES, bot, victory
from game.games.dawn_of_freedom.rules.bot import DawnBot
from game.games.dawn_of_freedom.rules.bot_eval import NORMAL, Weights, evaluate
from game.games.dawn_of_freedom.rules.cards.events_hooked import STASI
from game.games.dawn_of_freedom.rules.cards.steps import memory
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES, seat_of
from game.games.dawn_of_freedom.rules.data import CARDS, SCORING_CARDS, SPACES
from tests.playout import play

from .helpers import act, blank, give, start_round, top


def _play(seed: int, bot_seat: int, check_legal: bool = True):
    bots = [DawnBot(seed) if s == bot_seat else RandomBot(seed * 7 + s) for s in range(2)]
    state = RULES.setup(seed, 2, {})
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        action = bots[seat].choose(RULES, state, seat)
        if check_legal:
            assert action in RULES.legal_actions(state, seat), (seed, action)
        RULES.apply(state, seat, action)
    return state


def test_bot_plays_only_legal_actions_and_never_holds_a_scoring_card():
    for seed, bot_seat in ((1, 0), (2, 1), (3, 0), (4, 1)):
        state = _play(seed, bot_seat)
        result = RULES.result(state)
        assert not (result.reason == victory.HELD_SCORING_CARD
                    and bot_seat not in result.winners), seed
        assert result.reason != victory.HELD_BOTH, seed


def test_bot_beats_the_random_bot():
    wins = 0
    for seed, bot_seat in ((11, 0), (12, 1), (13, 0), (14, 1)):
        state = _play(seed, bot_seat, check_legal=False)
        wins += RULES.result(state).winners == [bot_seat]
    assert wins >= 3


def _action_round(seed: int, side: str):
    """A real position where `side` is to choose a card in its action round."""
    state = RULES.setup(seed, 2, {})
    return play(RULES, state, random.Random(seed),
                until=lambda state: state["stack"][-1]["name"] == "action_round"
                and state["stack"][-1]["side"] == side)


def test_bot_plays_a_held_scoring_card_in_its_last_action_round():  # D89-4.5.4
    for side in (COM, DEM):
        state = _action_round(5, side)
        hand = state["hands"][side]
        for card in [c for c in hand if c in SCORING_CARDS]:  # exactly one Scoring card
            hand.remove(card)
            state["deck"].append(card)
        scoring = next(c for c in SCORING_CARDS if c in state["deck"])
        state["deck"].remove(scoring)
        hand.append(scoring)
        state["round"] = 7
        seat = seat_of(side)
        assert DawnBot(1).choose(RULES, state, seat) == ["card", scoring]


def test_bot_does_not_read_the_hidden_cards():
    """Swapping the opponent's hand with deck cards changes nothing the bot can see, so a bot
    with the same seed takes the same decision."""
    state = _action_round(6, DEM)
    seat = seat_of(DEM)
    first = DawnBot(3).choose(RULES, state, seat)
    other = RULES.clone(state)
    pool = other["hands"][COM] + other["deck"]
    pool.sort()
    n = len(other["hands"][COM])
    other["hands"][COM], other["deck"] = pool[-n:], pool[:-n]
    state["hands"][COM], state["deck"] = pool[:n], pool[n:]
    assert DawnBot(3).choose(RULES, other, seat) == DawnBot(3).choose(RULES, state, seat)
    assert first in RULES.legal_actions(state, seat)


def test_bot_counts_the_vp_helsinki_gives_for_its_checks():  # D89 card 26 (CHECK_TRIGGERS)
    """A Communist check on a Student or Intellectual space under Helsinki Final Act gives the
    Democrat 1 VP, die or no die: the bot's rating of that check is 1 VP lower, and no lower
    for a space of another kind."""
    state = _action_round(6, COM)
    held = bot.held_countries(state, COM)
    student = next(s for s, v in SPACES.items() if v["socio"] == "student")
    worker = next(s for s, v in SPACES.items() if v["socio"] == "worker")
    before = {s: bot.check_value(state, COM, s, 3, held) for s in (student, worker)}
    state["lasting"].append(26)
    assert bot.check_value(state, COM, student, 3, held) == pytest.approx(before[student] - 1)
    assert bot.check_value(state, COM, worker, 3, held) == pytest.approx(before[worker])
    assert bot.check_value(state, DEM, student, 3, held) == pytest.approx(
        bot.check_value(RULES.clone(state) | {"lasting": []}, DEM, student, 3, held))


def test_weights_change_the_evaluation_and_the_bot_uses_its_own_side():
    state = _action_round(7, DEM)
    state["vp"] = 5
    doubled = Weights(vp=2.0)
    assert evaluate(state, DEM, doubled) - evaluate(state, DEM) == pytest.approx(5)
    assert evaluate(state, COM, doubled) - evaluate(state, COM) == pytest.approx(-5)
    tuned = DawnBot(1, weights={DEM: doubled})
    assert tuned.weights == {COM: NORMAL, DEM: doubled}
    assert tuned.choose(RULES, state, seat_of(DEM)) in RULES.legal_actions(state, seat_of(DEM))


def test_bot_under_stasi_shows_a_scoring_card_it_must_still_play():  # D89-4.5.4, card 13
    scoring = min(SCORING_CARDS)
    state = blank()
    give(state, COM, 13, 1)
    give(state, DEM, 19, 7, scoring)
    start_round(state, COM, 6)
    act(state, COM, ["card", 13], ["mode", "event"])
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert top(state)["name"] == "stasi_reveal"  # his 7th and last round comes next
    assert DawnBot(3).choose(RULES, state, seat_of(DEM)) == ["card", scoring]


def _drawing(frame: str, phasing: str):
    """A game at turn 1's action round 7 (`phasing` to act) with the Democrat at `frame`."""
    state = RULES.setup(4, 2, {})
    state["round"], state["phasing"] = 7, phasing
    FRAMES.push(state, frame, seat=seat_of(DEM), side=DEM, count=0)
    return state, state["hands"][DEM]


def test_issue_36_d89_10_2_the_rule_bot_draws_no_card_it_may_not_have_room_to_play():
    """Census seeds 1547 and 1403: Samizdat's set-aside drew a Scoring card in the Democrat's
    last round, or with its last round taken by the card Stasi had shown: a held Scoring card
    lost the game. Such a draw is now declined; with a round to spare it is not."""
    for phasing, shown in ((DEM, False), (COM, True)):
        state, hand = _drawing("ev_samizdat", phasing)
        playable = [c for c in hand if not CARDS[c]["scoring"]]
        if shown:
            memory(state)[str(STASI)] = playable[0]
        assert bot.draw_room(state, DEM) == 0
        legal = RULES.legal_actions(state, seat_of(DEM))
        assert ["done"] in legal and len(legal) > 1
        assert bot.policy(RULES, state, DEM, state["stack"][-1], legal) == ["done"]
    state, _ = _drawing("ev_samizdat", COM)  # its own round 7 still to come, no Stasi
    assert bot.draw_room(state, DEM) == 1
    state["round"] = 5
    assert bot.draw_room(state, DEM) == 3
