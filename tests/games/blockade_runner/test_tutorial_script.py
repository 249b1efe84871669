"""The Blockade Runner tutorial (saves/tutorials/blockade_runner.json) covers what issue #38
point 2 asks of it: moving and running a blockade, loading and selling, an auction, a card,
the Union's year. Checked by what the learner's moves do when the script is replayed (the
log entries each move adds) and by the rule ids its steps cite, so an edit cannot silently
drop a topic."""

import re

import pytest

from tests.tutorial_replay import replay


@pytest.fixture(scope="module")
def played():
    return replay("blockade_runner")


def learner_entries(played, key: str, own_moves: bool = True) -> list[dict]:
    """The log entries `key` about the learner, made by the learner's own moves (or by any
    move: a bid is won by the last other bidder's pass)."""
    script, _, moves = played
    return [entry["params"] for step, entries in moves
            if step.seat == script.learner or not own_moves
            for entry in entries if entry["key"] == key
            and entry["params"].get("player") == script.learner + 1]


def cited(played) -> list[str]:
    script = played[0]
    return [step.rule for step in script.steps
            if step.rule and (not step.is_move or step.seat == script.learner)]


def cites(played, *prefixes: str) -> bool:
    """Some cited rule id is one of `prefixes` or a part of it (BR-7.4 covers BR-7.4a)."""
    return any(re.match(re.escape(p) + r"(?![0-9])", rule)
               for rule in cited(played) for p in prefixes)


def test_issue_38_a_two_player_lesson_within_fifteen_minutes(played):
    script = played[0]
    assert script.players == 2
    assert 25 <= len(script.steps) <= 50
    assert not script.steps[-1].is_move  # it ends on a closing note


def test_br_8_the_learner_moves_a_ship_and_runs_a_blockade(played):
    rolls = learner_entries(played, "br.evaded")
    assert rolls, "the learner's ship makes an evasion roll and gets through"
    script, session, _ = played
    ship = rolls[0]["ship"]
    assert session.state["ships"][ship]["owner"] == script.learner  # still afloat
    assert learner_entries(played, "br.moves")
    assert cites(played, "BR-7.5") and cites(played, "BR-8.2") and cites(played, "BR-8.3")


def test_br_7_3_br_7_4_the_learner_loads_and_sells(played):
    loaded = learner_entries(played, "br.loaded")
    assert loaded and learner_entries(played, "br.sold")
    assert learner_entries(played, "br.delivered")  # war goods: what the Union year reads
    assert cites(played, "BR-7.3") and cites(played, "BR-7.4")


def test_br_7_6_the_learner_plays_a_card_and_spends_the_fund(played):
    cards = learner_entries(played, "br.card")
    assert cards
    effects = [e for key in ("br.effect", "br.effect_port", "br.effect_ship")
               for e in learner_entries(played, key)]
    assert effects and effects[0]["card"] == cards[0]["card"]  # used, not forgone
    assert learner_entries(played, "br.defense_up")
    assert cites(played, "BR-7.6")


def test_br_7_7_the_learner_wins_an_auction_after_bidding(played):
    script, session, moves = played
    learner = [step.do for step, _ in moves if step.seat == script.learner]
    assert ["auction"] in learner
    assert any(action[0] == "bid" for action in learner)  # a raise, not just the opening
    bought = learner_entries(played, "br.bought", own_moves=False)
    assert len(bought) == 1
    ship = session.state["ships"][bought[0]["ship"]]
    assert ship["owner"] == script.learner and ship["zone"] is not None  # docked
    assert cites(played, "BR-7.7")


def test_br_4_the_union_year_after_the_first_turns_is_played_and_explained(played):
    script, session, moves = played
    keys = [entry["key"] for _, entries in moves for entry in entries]
    union = keys.index("br.union")  # a year's Union action read from last year's war goods
    assert "br.blockade_up" in keys[union:]
    assert "br.port_captured" in keys[union:] or "br.assault_held" in keys[union:]
    assert session.state["year"] == 1862
    assert script.learner in session.state["bonus"]  # the war goods the learner delivered
    assert cites(played, "BR-4.1") and cites(played, "BR-4.3") and cites(played, "BR-10.1")
    assert cites(played, "BR-7.2")
    notes = [n for n, step in enumerate(script.steps) if not step.is_move
             and step.rule and step.rule.startswith(("BR-4", "BR-10"))]
    last_opponent = max(n for n, step in enumerate(script.steps)
                        if step.is_move and step.seat != script.learner
                        and step.do == ["end"])
    assert any(n > last_opponent for n in notes)  # the note comes after the Union acted
