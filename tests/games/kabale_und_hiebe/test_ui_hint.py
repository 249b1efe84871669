"""The coach's lit targets (issue #21 point 5) with three players, beside the two-player first
decision that tests/ui/test_coach_hint.py checks for every game."""

from tests.ui.test_coach_hint import lights_every_legal_action


def test_the_board_lights_what_a_suggested_action_concerns_with_three_players(app):
    lights_every_legal_action(app, "kabale_und_hiebe", 3)
