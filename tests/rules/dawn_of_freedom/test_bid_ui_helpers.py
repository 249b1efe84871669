"""D89-13 Play Balance: the pure helpers behind the New Game side bid (bid.py)."""

import random

import pytest

from game.rules.dawn_of_freedom import RULES, bid


def test_d89_13_rules_offer_the_side_bid_module():
    assert RULES.side_bid is bid
    assert bid.SIDES == ("com", "dem")  # seat order: seat 0 plays the Communist
    assert bid.OPTION in {o.key for o in RULES.options}


def test_d89_13_house_bot_bid_is_a_legal_modest_bid_on_either_side():
    seen = set()
    for seed in range(400):
        side, n = bid.bot_bid(random.Random(seed))
        bid.check_bid((side, n))
        assert side in bid.SIDES and 0 <= n <= bid.BOT_MAX_BID <= bid.MAX_BID
        seen.add((side, n))
    assert seen == {(s, n) for s in bid.SIDES for n in range(bid.BOT_MAX_BID + 1)}
    assert bid.bot_bid(random.Random(9)) == bid.bot_bid(random.Random(9))


def test_d89_amb_15_roll_off_never_ties_and_rerolls_equal_rolls():
    rerolled = False
    for seed in range(500):
        winner, rolls = bid.roll_off(random.Random(seed))
        *equal, (a, b) = rolls
        assert a != b and winner == (0 if a > b else 1)
        assert all(x == y for x, y in equal)
        assert all(1 <= r <= 6 for pair in rolls for r in pair)
        rerolled |= bool(equal)
    assert rerolled  # some seed rolled equal dice first


def test_d89_amb_15_roll_off_is_reproducible_from_a_seed():
    assert bid.roll_off(random.Random(42)) == bid.roll_off(random.Random(42))
    results = {bid.roll_off(random.Random(s))[0] for s in range(50)}
    assert results == {0, 1}  # either bidder can win


def test_d89_13_x1_bigger_bid_wins_side():
    # Bruce bids 2 DEM SPs, Jason 1 DEM SP -> Bruce plays COM; Jason DEM with 2 extra SPs.
    out = bid.settle(("dem", 2), ("dem", 1), random.Random(1))
    assert (out["a"], out["b"]) == ("com", "dem")
    assert out["extra"] == ("dem", 2) and out["option"] == "dem_2"
    assert out["winner"] == 0 and out["rolls"] == []
    assert bid.seat_order(out) == (0, 1)
    out = bid.settle(("dem", 1), ("dem", 2), random.Random(1))  # the other way round
    assert (out["a"], out["b"], out["option"]) == ("dem", "com", "dem_2")
    assert bid.seat_order(out) == (1, 0)


def test_d89_13_opposite_sides_take_the_offered_side_without_extra_sps():
    out = bid.settle(("com", 3), ("dem", 1), random.Random(5))  # a wants DEM, b wants COM
    assert (out["a"], out["b"]) == ("dem", "com")
    assert out["extra"] is None and out["option"] == "none"
    assert out["winner"] is None and out["rolls"] == []
    assert bid.seat_order(out) == (1, 0)


@pytest.mark.parametrize("n", [0, 3])
def test_d89_amb_15_equal_bids_are_settled_by_the_roll_off(n):
    for seed in range(20):
        out = bid.settle(("com", n), ("com", n), random.Random(seed))
        winner, rolls = bid.roll_off(random.Random(seed))  # the same draws
        assert out["rolls"] == rolls and out["winner"] == winner
        sides = (out["a"], out["b"])
        assert sides[winner] == "dem" and sides[1 - winner] == "com"  # winner gets his wish
        assert out["option"] == ("none" if n == 0 else f"com_{n}")


def test_d89_13_every_outcome_is_an_option_value():
    for a in [(s, n) for s in bid.SIDES for n in range(bid.MAX_BID + 1)]:
        for b in [("dem", 0), ("dem", 5), ("com", 2)]:
            out = bid.settle(a, b, random.Random(3))
            assert out["option"] in bid.CHOICES
            assert {out["a"], out["b"]} == set(bid.SIDES)


def test_d89_13_bids_outside_the_range_are_refused():
    for wrong in [("dem", bid.MAX_BID + 1), ("dem", -1), ("usa", 1)]:
        with pytest.raises(ValueError):
            bid.settle(wrong, ("dem", 0), random.Random(0))
