"""Kabale und Hiebe's scenes drawn in Korean show Korean only (issue #20.5; the check is
tests/ui/conftest.shows_korean_only), with three players."""

import pytest

from tests.ui.conftest import shows_korean_only


@pytest.mark.parametrize("name, moves", [
    ("new_game", 0), ("table", 40), ("round_summary", 0), ("game_over", 0), ("hint", 20),
    ("review", 0)])
def test_scene_in_korean_shows_no_raw_key_and_no_english(korean_app, name, moves):
    shows_korean_only(korean_app, name, "kabale_und_hiebe", moves, players=3)
