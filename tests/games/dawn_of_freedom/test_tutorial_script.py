"""The 1989 tutorial (saves/tutorials/dawn_of_freedom.json) covers what issue #38 point 2 asks
of it: the card's three uses (event, Operations, Tiananmen), placing Support Points and
Support Checks, a Power Struggle from the deal to the result, a Scoring card. Checked by what
the learner's moves do when the script is replayed and by the rule ids its steps cite, so an
edit cannot silently drop a topic."""

import pytest

from game.games.dawn_of_freedom.rules.data import CARDS
from tests.tutorial_replay import replay


@pytest.fixture(scope="module")
def played():
    """The script replayed: each move step with the log entries it added."""
    script, session, moves = replay("dawn_of_freedom")
    return script, session, [(step, [e["key"] for e in entries]) for step, entries in moves]


def learner_moves(played):
    script, _, moves = played
    return [(step, keys) for step, keys in moves if step.seat == script.learner]


def cited(played) -> list[str]:
    script = played[0]
    return [step.rule for step in script.steps
            if step.rule and (not step.is_move or step.seat == script.learner)]


def test_issue_38_the_learner_plays_the_democrat_within_fifteen_minutes(played):
    script = played[0]
    assert script.learner == 1  # seat 1 is the Democrat (STATE.md)
    assert 25 <= len(script.steps) <= 60


def test_d89_5_1_the_cards_three_uses_each_played_by_the_learner(played):
    modes = {}
    moves = learner_moves(played)
    for (first, _), (second, _) in zip(moves, moves[1:], strict=False):
        if first.do[0] == "card" and second.do[0] == "mode":
            modes.setdefault(second.do[1], []).append(first.do[1])
    assert any(not CARDS[card]["scoring"] for card in modes.get("event", []))
    assert modes.get("ops") and modes.get("tiananmen")
    rules = cited(played)
    assert any(r.startswith(("D89-5.1", "D89-7.1")) for r in rules)
    assert any(r.startswith("D89-6.0") for r in rules)
    assert any(r.startswith("D89-6.3") for r in rules)


def test_d89_6_3_the_learners_tiananmen_attempt_is_rolled(played):
    assert any("dof.log.ts_attempt" in keys for step, keys in learner_moves(played)
               if step.do == ["mode", "tiananmen"])


def test_d89_6_1_the_learner_places_support_points_with_operations(played):
    moves = [step.do for step, _ in learner_moves(played)]
    use = moves.index(["use", "place"])
    assert moves[use + 1][0] == "space"
    assert any(r.startswith("D89-6.1") for r in cited(played))


def test_d89_6_2_the_learner_makes_support_checks(played):
    checks = [step for step, keys in learner_moves(played) if "dof.log.support_check" in keys]
    assert len(checks) == 2  # a card gives two checks (D89-6.2.2)
    assert ["use", "check"] in [step.do for step, _ in learner_moves(played)]
    assert any(r.startswith("D89-6.2") for r in cited(played))


def test_d89_8_a_scoring_card_starts_a_power_struggle_played_to_its_result(played):
    script, session, moves = played
    scoring = [step for step, _ in learner_moves(played)
               if step.do[0] == "card" and CARDS[step.do[1]]["scoring"]]
    assert len(scoring) == 1
    keys = [key for _, step_keys in moves for key in step_keys]
    for key in ("dof.ps.dealt", "dof.ps.raised", "dof.ps.lead", "dof.ps.initiative",
                "dof.ps.won", "dof.ps.support_loss_roll", "dof.ps.vp_roll",
                "dof.ps.country_scored", "dof.ps.end"):
        assert key in keys, key
    state = session.state
    assert "ps" not in state  # the struggle is over within the script
    result = state["ps_result"]
    assert result["card"] == scoring[0].do[1] and result["initiator"] == "dem"
    assert result["scoring"]  # the country was scored (D89-8.5)
    rules = cited(played)
    for rule in ("D89-8.0", "D89-8.2", "D89-8.3", "D89-8.4", "D89-9"):
        assert any(r.startswith(rule) for r in rules), rule


def test_the_script_ends_on_a_note_after_its_last_topic(played):
    script = played[0]
    assert not script.steps[-1].is_move
