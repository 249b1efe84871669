"""Issue #35 points 5 and 6: a bench figure past its bar reads NOT MET (bench/_targets.py), so
`make bench` shows a regression."""

from __future__ import annotations

from bench import _targets


def test_issue_35_6_a_copy_over_its_bar_is_not_met():
    bar = _targets.MAX_END_CLONE_US["blockade_runner"]
    assert _targets.verdict(bar - 0.1, bar) == "met"
    assert _targets.verdict(bar, bar) == "NOT MET"  # "under 80 µs"
    assert _targets.line("copy", 122.0, bar, " µs").endswith("(target < 80 µs): NOT MET")


def test_issue_35_6_a_speed_ratio_under_3x_is_not_met():
    assert _targets.line("ratio", 2.7, _targets.MIN_SPEED_RATIO, "x", ">=") == \
        "ratio: 2.7x (target >= 3x): NOT MET"
    assert _targets.verdict(3.0, _targets.MIN_SPEED_RATIO, ">=") == "met"


def test_issue_35_5_a_p99_at_the_bar_is_met_and_over_it_not():
    bar = _targets.MAX_DECISION_P99_S
    assert _targets.verdict(bar, bar, "<=") == "met"
    assert _targets.verdict(bar + 0.01, bar, "<=") == "NOT MET"
