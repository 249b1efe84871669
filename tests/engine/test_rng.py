from game.engine import rng


def state(seed=1):
    return {"rng": rng.new_rng(seed)}


def test_same_seed_same_sequence_and_json_state():
    a, b = state(5), state(5)
    assert [rng.roll(a) for _ in range(50)] == [rng.roll(b) for _ in range(50)]
    assert a["rng"] == b["rng"] and a["rng"]["counter"] == 50


def test_different_seeds_differ_and_rolls_are_fair():
    s = state(9)
    rolls = [rng.roll(s) for _ in range(6000)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    assert all(800 < rolls.count(v) < 1200 for v in range(1, 7))
    assert [rng.roll(state(1)) for _ in range(5)] != [rng.roll(state(2)) for _ in range(5)]


def test_forced_rolls_come_first_and_count_as_randomness():
    s = state()
    s["rng"]["forced_rolls"] = [6, 1]
    assert rng.roll(s) == 6 and rng.roll(s) == 1
    assert rng.draws(s) == 2
    assert 1 <= rng.roll(s) <= 6


def test_forced_roll_off_the_die_is_refused():
    s = state()
    s["rng"]["forced_rolls"] = [7]
    try:
        rng.roll(s)
    except ValueError as exc:
        assert "d6" in str(exc)
    else:
        raise AssertionError("a 7 on a d6 was accepted")


def test_shuffle_is_a_permutation_and_reproducible():
    a, b = list(range(30)), list(range(30))
    rng.shuffle(state(3), a)
    rng.shuffle(state(3), b)
    assert a == b and sorted(a) == list(range(30)) and a != list(range(30))


# -- keyed streams (common random numbers, issue #35 point 1) ------------------------------
def keyed(seed=1):
    with rng.keyed_streams():
        return {"rng": rng.new_rng(seed)}


def test_legacy_stream_is_unchanged_for_states_without_a_layout():
    """Old saves replay against the one-stream generator: these values were drawn before the
    keyed streams existed (seed 7: five dice, a randbelow, a shuffle, a salt, a roll)."""
    s = state(7)
    assert "v" not in s["rng"]
    assert [rng.roll(s) for _ in range(5)] == [4, 1, 1, 4, 5]
    assert rng.randbelow(s, 1000) == 305
    items = list(range(10))
    rng.shuffle(s, items)
    assert items == [9, 6, 4, 2, 5, 7, 0, 1, 3, 8]
    rng.mix_salt(s, 99)
    assert s["rng"] == {"seed": 5756861836193349373, "counter": 15, "forced_rolls": []}
    assert rng.roll(s) == 5


def test_keyed_streams_only_inside_the_block():
    assert keyed()["rng"]["v"] == rng.KEYED
    assert "v" not in state()["rng"]


def test_keyed_dice_ignore_how_many_shuffles_came_between():
    """Two games on one seed roll the same k-th die even when one shuffled more (CRN)."""
    a, b = keyed(11), keyed(11)
    rng.shuffle(a, list(range(20)))
    rng.shuffle(b, list(range(5)))
    rng.choice(b, [1, 2, 3])
    assert [rng.roll(a) for _ in range(30)] == [rng.roll(b) for _ in range(30)]
    assert rng.draws(a) == 19 + 30 and rng.draws(b) == 4 + 1 + 30  # every draw still counts
    deck_a, deck_b = list(range(10)), list(range(10))
    rng.shuffle(a, deck_a)
    rng.shuffle(b, deck_b)
    assert deck_a != deck_b  # the shuffle streams stood at different indices


def test_keyed_streams_are_fair_and_seeded():
    s = keyed(9)
    rolls = [rng.roll(s) for _ in range(6000)]
    assert all(800 < rolls.count(v) < 1200 for v in range(1, 7))
    assert [rng.roll(keyed(1)) for _ in range(5)] != [rng.roll(keyed(2)) for _ in range(5)]
    assert [rng.roll(keyed(1)) for _ in range(8)] != [rng.roll(state(1)) for _ in range(8)]


def test_keyed_forced_rolls_keep_the_dice_index():
    a, b = keyed(4), keyed(4)
    a["rng"]["forced_rolls"] = [6]
    assert rng.roll(a) == 6 and rng.draws(a) == 1
    rng.roll(b)
    assert rng.roll(a) == rng.roll(b)


def test_reseed_and_salt_keep_each_layout():
    import random

    for s in (state(3), keyed(3)):
        rng.roll(s)
        before = dict(s["rng"])
        rng.reseed(s, random.Random(1))
        assert s["rng"]["counter"] == before["counter"] and s["rng"]["seed"] != before["seed"]
        assert s["rng"].get("v") == before.get("v") and s["rng"]["forced_rolls"] == []
        seed = s["rng"]["seed"]
        rng.mix_salt(s, 5)
        assert s["rng"]["seed"] != seed and s["rng"].get("v") == before.get("v")
    a, b = keyed(3), keyed(3)
    rng.reseed(a, random.Random(1))
    rng.roll(a)
    assert b["rng"]["n"]["dice"] == 0  # the copy's counters are its own
