"""The coach's lit targets (issue #21 point 5) on a turn, beyond the first decision that
tests/ui/test_coach_hint.py checks for every game."""

from tests.ui.test_coach_hint import lights_every_legal_action


def test_the_board_lights_what_a_suggested_turn_action_concerns(app):
    lights_every_legal_action(app, "blockade_runner", 2, "turn")
