"""The Twilight Struggle tutorial (issue #38 point 2) teaches what a first game needs: the
headline, placing influence, a coup with DEFCON and military operations, a realignment, the
space race, an opponent's card and a scoring card. Checked by the rule ids its learner's steps
cite and by what its moves really do on a replay, so an edit cannot silently drop a topic; and
the notes that tell a roll's result must tell the roll the replay makes."""

from __future__ import annotations

import pytest

from game.engine import tutorial
from game.games.twilight_struggle.rules.data import BATTLEGROUNDS, CARDS, SCORING_CARDS

GAME = "twilight_struggle"
USSR, US = 0, 1

# Topic -> the rule ids (or their sections) a learner's step must cite for it.
TOPICS = {
    "headline": ("TS-4.5.C",),
    "influence": ("TS-6.1",),
    "coup": ("TS-6.3",),
    "defcon": ("TS-8.1",),
    "military operations": ("TS-8.2",),
    "realignment": ("TS-6.2",),
    "space race": ("TS-6.4",),
    "opponent's card": ("TS-5.2",),
    "scoring card": ("TS-10.1",),
}


@pytest.fixture(scope="module")
def script() -> tutorial.Script:
    return tutorial.load(GAME)


@pytest.fixture(scope="module")
def replay(script):
    """Each step with the state right after it (a note: the state it is read in)."""
    session = tutorial.start(script)
    out = []
    for step in script.steps:
        before = session.rules.clone(session.state)
        if step.is_move:
            session.submit(step.seat, step.do)
        out.append((step, before, session.rules.clone(session.state)))  # apply works in place
    return out


def _cited(script, *prefixes: str) -> bool:
    return any(step.rule and step.rule.startswith(prefixes) for step in script.steps
               if step.seat in (None, script.learner))


@pytest.mark.parametrize("topic", TOPICS)
def test_issue_38_ts_tutorial_cites_each_topic(script, topic):
    assert _cited(script, *TOPICS[topic]), f"no step teaches {topic}"


def test_issue_38_ts_tutorial_stays_short(script):
    assert 25 <= len(script.steps) <= 60
    assert script.learner == USSR


def _learner_moves(script, replay, verb):
    return [(step, before, after) for step, before, after in replay
            if step.is_move and step.seat == script.learner and step.do[0] == verb]


def test_ts_4_5_c_the_learner_headlines_a_card(script, replay):
    picks = _learner_moves(script, replay, "pick")
    assert picks and _learner_moves(script, replay, "seal")
    card = picks[0][0].do[1]
    assert any(after["headline"][USSR] == card for _, _, after in replay)


def test_ts_6_1_the_learner_places_influence_with_operations(script, replay):
    placed = _learner_moves(script, replay, "place")
    assert len(placed) >= 3
    for step, before, after in placed:
        country = step.do[1]
        assert after["influence"][country][USSR] == before["influence"][country][USSR] + 1


def test_ts_6_3_a_battleground_coup_lowers_defcon_and_counts_milops(script, replay):
    (step, before, after), = _learner_moves(script, replay, "coup")
    roll = after["last_roll"]
    assert roll["kind"] == "coup" and roll["seat"] == USSR and step.do[1] in BATTLEGROUNDS
    assert after["defcon"] == before["defcon"] - 1  # TS-8.1.4
    assert after["milops"][USSR] == before["milops"][USSR] + roll["result"]["milops"] > 0


def test_ts_6_2_the_learner_makes_a_realignment_roll(script, replay):
    (_, _, after), = _learner_moves(script, replay, "realign")
    assert after["last_roll"]["kind"] == "realign" and after["last_roll"]["seat"] == USSR


def test_ts_6_4_the_learner_tries_the_space_race(script, replay):
    spaced = [(s, b, a) for s, b, a in _learner_moves(script, replay, "mode")
              if s.do[1] == "space"]
    assert len(spaced) == 1
    _, before, after = spaced[0]
    assert after["last_roll"]["kind"] == "space" and after["space_attempts"][USSR] == 1


def test_ts_5_2_the_learner_plays_a_us_card_and_its_event_happens(script, replay):
    played = [s.do[1] for s, _, _ in _learner_moves(script, replay, "card")]
    us_cards = [c for c in played if CARDS[c]["side"] == "us"]
    assert _learner_moves(script, replay, "order")
    final = replay[-1][2]
    assert any(c in final["events_played"] for c in us_cards)


def test_ts_10_1_the_learner_plays_a_scoring_card(script, replay):
    played = [(s.do[1], a) for s, _, a in _learner_moves(script, replay, "card")]
    scoring = [(c, a) for c, a in played if c in SCORING_CARDS]
    assert scoring
    final = replay[-1][2]
    assert final["last_scoring"]["regions"][0]["region"] == SCORING_CARDS[scoring[0][0]]


# -- the notes after a roll tell the roll the replay makes ---------------------------------------

def _state_at(replay, key):
    return next(after for step, _, after in replay if step.say == f"ts.tut.{key}")


def _dice(roll):
    return [r["die"] for r in roll["rolls"]]


def test_notes_after_rolls_match_the_dice(replay):
    coup = _state_at(replay, "coup_result")["last_roll"]
    assert coup["country"] == "iran" and _dice(coup) == [4]
    assert coup["result"]["removed"] == 1 and coup["result"]["added"] == 2
    assert _state_at(replay, "defcon_milops")["defcon"] == 4
    us_space = _state_at(replay, "us_space_result")["last_roll"]
    assert us_space["seat"] == US and _dice(us_space) == [3] and us_space["result"]["vp"] == 2
    realign = _state_at(replay, "realign_result")["last_roll"]
    assert _dice(realign) == [6, 4] and realign["result"] == {"loser": US, "removed": 1}
    space = _state_at(replay, "space_result")["last_roll"]
    assert _dice(space) == [3] and space["result"]["vp"] == 1
    us_coup = _state_at(replay, "us_coup_result")["last_roll"]
    assert us_coup["seat"] == US and _dice(us_coup) == [5]
    assert us_coup["result"]["added"] == 4 and us_coup["result"]["defcon"] == [4, 4]
    scored = _state_at(replay, "score_result")
    asia = scored["last_scoring"]["regions"][0]
    assert asia["sides"][USSR]["level"] == "domination" and asia["net_vp"] == 5
    assert scored["vp"] == -3  # the USSR leads by 3
