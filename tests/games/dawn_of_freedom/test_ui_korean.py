"""1989's scenes drawn in Korean show Korean only (issue #20.5; the check is
tests/ui/conftest.shows_korean_only)."""

import pytest

from tests.ui.conftest import shows_korean_only


@pytest.mark.parametrize("name, moves", [
    ("new_game", 0), ("side_bid", 1), ("side_bid", 3), ("handoff", 0), ("table", 40),
    ("pause", 10), ("game_over", 0), ("hint", 40), ("review", 60)])
def test_scene_in_korean_shows_no_raw_key_and_no_english(korean_app, name, moves):
    shows_korean_only(korean_app, name, "dawn_of_freedom", moves)
