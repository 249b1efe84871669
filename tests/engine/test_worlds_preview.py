"""engine/worlds.common, the merge behind a held move's pending picture (issue #34.8): what
every world agrees on after the move, the rest as it is now; tables split by key, records
(a roll with its die) kept whole so the picture never shows half a roll."""

from game.engine.worlds import common


def test_issue34_8_the_parts_every_world_agrees_on_are_shown_the_rest_stays():
    before = {"defcon": 5, "hand": [1, 2, 3], "log": ["a"]}
    afters = [{"defcon": 4, "hand": [1, 2], "log": ["a", f"die {d}"]} for d in range(1, 7)]
    assert common(before, afters) == {"defcon": 4, "hand": [1, 2], "log": ["a"]}


def test_issue34_8_a_table_splits_by_key_a_record_stays_whole():
    before = {"influence": {"iran": [0, 1], "iraq": [2, 0]},
              "last_roll": {"country": "india", "die": 2, "result": {"ok": True}}}
    afters = [{"influence": {"iran": [0, 1 + d], "iraq": [2, 1]},
               "last_roll": {"country": "iran", "die": d, "result": {"ok": d > 3}}}
              for d in range(1, 7)]
    shown = common(before, afters)
    assert shown["influence"] == {"iran": [0, 1], "iraq": [2, 1]}
    assert shown["last_roll"] == before["last_roll"]  # not "iran" with the old die


def test_issue34_8_a_part_gone_in_some_worlds_stays_and_a_new_part_needs_every_world():
    before = {"ps": {"hand": [7]}}
    afters = [{"ps": {"hand": [7]}, "result": 1}, {"result": 1}, {"result": 1}]
    assert common(before, afters) == {"ps": {"hand": [7]}, "result": 1}
    assert "result" not in common(before, [{"result": 1}, {"result": 2}])
