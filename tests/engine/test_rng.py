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
