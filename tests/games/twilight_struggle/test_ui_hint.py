"""The coach's lit targets (issue #21 point 5) in this game's card play, beyond the first
decision that tests/ui/test_coach_hint.py checks for every game."""

from tests.ui.test_coach_hint import lights_every_legal_action


def test_the_board_lights_what_a_suggested_action_round_play_concerns(app):
    lights_every_legal_action(app, "twilight_struggle", 2, "action_round")
