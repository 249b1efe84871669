"""The year summary after the Union action and the game-over breakdown (BR-4, BR-14)."""

from __future__ import annotations

from .... import i18n
from ....rules.blockade_runner.year import capacity, total_speed
from ...scenes.report import ReportScene

UNION_START = ("br.union", "br.union_first")
UNION_END = "br.order"  # the turn order closes the year's opening phases (BR-6)


def union_lines(view: dict, names: list[str]) -> tuple[list[str], tuple[int, int] | None]:
    """This year's Union action, commodity and turn-order lines (public log), once the turn
    order is set; and a key that says which year's report it is."""
    log = view.get("log") or []
    start = next((i for i in range(len(log) - 1, -1, -1) if log[i]["key"] in UNION_START),
                 None)
    if start is None:
        return [], None
    end = next((i for i in range(start, len(log)) if log[i]["key"] == UNION_END), None)
    if end is None:
        return [], None
    lines = [i18n.render_entry(e, names) for e in log[start:end + 1]]
    return lines, (view.get("year", 0), start)


class YearSummaryScene(ReportScene):
    def __init__(self, app, year: int, lines: list[str]) -> None:
        super().__init__(app, i18n.t("br.board.year_summary", year=year), lines)


def final_lines(view: dict, names: list[str]) -> list[str]:
    """Each player's cash + ship value (BR-14.1) and what decided the winner (BR-14.2)."""
    final = view.get("final") or {}
    scores = final.get("scores") or view.get("scores") or []
    cash = view.get("cash") or []
    lines = []
    for seat, name in enumerate(names):
        if seat >= len(scores):
            break
        lines.append(i18n.t("br.board.final.line", name=name, cash=cash[seat],
                            ships=scores[seat] - cash[seat], score=scores[seat],
                            capacity=capacity(view, seat), speed=total_speed(view, seat)))
    if scores:
        lines.append(tie_break(view, scores))
    return lines


def tie_break(view: dict, scores: list[int]) -> str:
    """Which of BR-14.2's steps decided: score alone, capacity, speed, or a shared win."""
    top = [s for s in range(len(scores)) if scores[s] == max(scores)]
    if len(top) == 1:
        return i18n.t("br.board.final.by_score")
    caps = {s: capacity(view, s) for s in top}
    top = [s for s in top if caps[s] == max(caps.values())]
    if len(top) == 1:
        return i18n.t("br.board.final.by_capacity")
    speeds = {s: total_speed(view, s) for s in top}
    top = [s for s in top if speeds[s] == max(speeds.values())]
    return i18n.t("br.board.final.by_speed" if len(top) == 1 else "br.board.final.shared")
