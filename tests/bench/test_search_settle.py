"""bench.search_settle (issue #36 point 3): the share of the Hard budget a settled search uses."""

from __future__ import annotations

from bench import search_settle, versions


def test_shares_are_parts_of_the_budget_and_some_stop_early(monkeypatch):
    monkeypatch.setitem(versions.HARD_ITERATIONS, "kabale_und_hiebe", 200)
    used = search_settle.shares("kabale_und_hiebe", 8, 0)
    assert len(used) == 8 and all(0 < u <= 1 for u in used)
    assert min(used) < 1  # a clear decision stops before the budget is spent
