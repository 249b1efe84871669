"""Issue #12 point 8: one fast clone for every game, a log that is shared, not copied, and a
save snapshot without the log (the action list rebuilds it)."""


from game.engine import registry, saves
from game.engine.data import clone_state, state_hash
from game.engine.session import SeatInfo, Session
from game.engine.types import log_entry


def _state():
    return {"game": "toy", "rng": {"seed": 1, "counter": 2, "forced_rolls": []},
            "hands": [[1, 2], [3]], "flag": True, "nothing": None, "score": 1.5,
            "log": [log_entry("toy.scored", card=1), log_entry("toy.drew", seat=1, card=2)]}


def test_clone_is_equal_and_independent_below_the_top_level():
    state = _state()
    copy = clone_state(state)
    assert copy == state and copy is not state
    copy["hands"][0].append(9)
    copy["rng"]["counter"] += 1
    assert state["hands"] == [[1, 2], [3]] and state["rng"]["counter"] == 2
    assert type(copy["flag"]) is bool and type(copy["score"]) is float


def test_declared_flat_parts_and_tables_are_copied_row_by_row():
    state = _state() | {"deck": [4, 5], "sp": {"a": {"com": 1, "dem": 0}}}
    copy = clone_state(state, flat=frozenset({"deck"}), tables=frozenset({"sp", "hands"}))
    assert copy == state
    copy["deck"].pop()
    copy["sp"]["a"]["com"] = 3
    copy["hands"][1].append(7)
    assert state["deck"] == [4, 5] and state["sp"]["a"]["com"] == 1
    assert state["hands"] == [[1, 2], [3]]


def test_clone_shares_log_entries_but_not_the_log_list():
    state = _state()
    copy = clone_state(state)
    assert copy["log"][0] is state["log"][0]  # entries are written once: no need to copy
    copy["log"].append(log_entry("toy.scored", card=5))
    state["log"].append(log_entry("toy.scored", card=6))
    assert [e["params"]["card"] for e in copy["log"]] == [1, 2, 5]
    assert [e["params"]["card"] for e in state["log"]] == [1, 2, 6]


def test_every_registered_game_clones_through_the_engine():
    for game_id in registry.playable_ids():
        rules = registry.get(game_id)
        state = rules.setup(5, rules.min_players, {})
        copy = rules.clone(state)
        assert copy == state
        assert copy["log"] is not state["log"]
        assert all(a is b for a, b in zip(copy["log"], state["log"], strict=True))


def _played(game_id, moves):
    rules = registry.get(game_id)
    players = rules.min_players
    session = Session.new(game_id, 4, players,
                          seats=[SeatInfo(f"P{i}", "random") for i in range(players)])
    for _ in range(moves):
        if session.is_over():
            break
        session.step_bot()
    return session


def test_save_snapshot_leaves_the_log_out_and_loading_rebuilds_it(tmp_path):
    for game_id in registry.playable_ids():
        session = _played(game_id, 60)
        assert session.state["log"], "a game that logs nothing cannot show the rebuild"
        path = tmp_path / f"{game_id}.json"
        saves.write(session, path)
        data = saves.parse(saves.read_text(path))  # the sealed part opened
        assert "log" not in data["snapshot"]
        loaded = saves.load(path)
        assert loaded.state == session.state  # the log included, entry for entry


def test_an_older_save_with_the_log_in_its_snapshot_still_loads():
    session = _played("toy", 5)
    data = saves.to_dict(session)
    data["snapshot"]["log"] = list(session.state["log"])
    assert state_hash(saves.from_dict(data).state) == state_hash(session.state)


def test_the_stored_position_of_a_mismatched_save_has_a_log_to_append_to():
    session = _played("toy", 5)
    data = saves.to_dict(session)
    data["snapshot"]["scores"] = [77, 0]
    stored = saves.from_dict(data, use_snapshot=True)
    assert stored.state["scores"] == [77, 0] and stored.state["log"] == []
