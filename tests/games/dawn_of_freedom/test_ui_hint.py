"""The coach in 1989 (issue #21 point 5): lit targets in its card play, beyond the first
decision that tests/ui/test_coach_hint.py checks for every game, and the hint's line."""

import random

from game.ui.scenes.table import open_session
from game.ui.widgets.lookahead import walk_line
from tests.playout import play_session
from tests.ui.test_coach_hint import human_table, lights_every_legal_action


def test_the_board_lights_what_a_suggested_action_round_play_concerns(app):
    lights_every_legal_action(app, "dawn_of_freedom", 2, "action_round")


def test_the_hint_names_only_steps_that_can_follow_each_in_its_own_decision(app):
    """The search's line skips forced steps and may end in follow-ups seen only in other
    sampled worlds: walk_line keeps the steps the seat can play in turn from here, each with
    the decision it answers (Blockade Runner labels a step by its decision)."""
    table = human_table(app, "dawn_of_freedom", 2)
    session = play_session(table.session, random.Random(3), until=lambda state: (
        state["stack"][-1]["name"] == "action_round" and table.session.active_seats() == [0]))
    app.pop()
    table = open_session(app, session)
    card = next(a for a in table.legal if a[0] == "card")
    after = table.board.look_ahead([card])
    mode = table.session.rules.legal_actions(after, 0)[0]
    steps = walk_line(table, [card, mode, ["card", -1]])
    assert [(step, d.kind, d.topic) for step, d in steps] == [
        (card, "card", "play"), (mode, "choice", "mode")]
    assert walk_line(table, [["card", -1], card]) == []
