"""Every bundled tutorial script replays on today's rules (issue #38 point 4): each move step's
seat is to act and its move legal there, and every step's words exist in English and Korean."""

import json

import pytest

from game import i18n
from game.engine import tutorial

GAMES = tutorial.available()


def has_text(key: str) -> bool:
    return all(key in i18n._catalog(lang) for lang in i18n.languages())


@pytest.mark.parametrize("game", GAMES)
def test_issue_38_a_bundled_tutorial_replays_step_by_step(game):
    script = tutorial.load(game)
    assert tutorial.check(script, has_text) == []
    assert any(step.is_move and step.seat == script.learner for step in script.steps)


def test_a_broken_script_is_named_not_played(tmp_path):
    good = {"format": "hotseat-tutorial", "version": 1, "game": "toy", "seed": 1,
            "players": 2, "learner": 0, "steps": [{"say": "x"}]}
    assert tutorial.parse(good).steps[0].say == "x"
    for change, words in (({"version": 9}, "version"), ({"players": 7}, "players"),
                          ({"steps": [{"seat": 0, "do": "card"}]}, "step 0"),
                          ({"steps": [{"what": 1}]}, "unknown fields")):
        with pytest.raises(tutorial.TutorialError, match=words):
            tutorial.parse({**good, **change})
    with pytest.raises(tutorial.TutorialError):
        tutorial.parse(json.loads("[]"))


def test_check_stops_at_a_move_that_is_not_legal():
    script = tutorial.parse({"format": "hotseat-tutorial", "version": 1, "game": "toy",
                             "seed": 1, "players": 2, "learner": 0,
                             "steps": [{"say": "x", "seat": 0, "do": ["no such move"]}]})
    problems = tutorial.check(script)
    assert len(problems) == 1 and "not legal" in problems[0]


def test_step_at_maps_moves_and_read_notes_to_the_step():
    script = tutorial.parse({"format": "hotseat-tutorial", "version": 1, "game": "toy",
                             "seed": 1, "players": 2, "learner": 0, "prelude": [],
                             "steps": [{"say": "a"}, {"say": "b", "seat": 0, "do": ["x"]},
                                       {"seat": 1, "do": ["y"]}, {"say": "c"},
                                       {"say": "d", "seat": 0, "do": ["z"]}]})
    assert script.step_at(0) == 0 and script.step_at(0, notes_read=1) == 1
    assert script.step_at(1) == 2 and script.step_at(2) == 3
    assert script.step_at(2, notes_read=1) == 4
    assert script.moves_before(4) == 2
