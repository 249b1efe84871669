"""The year summary after the Union action and the game-over breakdown (BR-4, BR-14), from the
view's `union` and `final` (the rules' own record: nothing is worked out here)."""

from __future__ import annotations

from game import i18n
from game.ui.scenes.report import ReportScene

from .labels import place_name, ship_name


def union_lines(view: dict, names: list[str]) -> tuple[list[str], int | None]:
    """This year's Union action as lines, once the year's turns have begun (so the whole
    action, its flights and the new turn order are in), and the year it is for."""
    union = view.get("union")
    if not union or union.get("year") != view.get("year") or not view.get("turns_begun"):
        return [], None
    lines = []
    if union.get("war_goods") is None:
        lines.append(i18n.t("br.board.union.first", cards=union["cards"]))
    else:
        lines.append(i18n.t("br.board.union.cards", cards=union["cards"],
                            war_goods=union["war_goods"]))
    if union.get("blockade"):
        lines.append(i18n.t("br.board.union.blockade", ports=", ".join(
            f"{place_name(p)} {n}" for p, n in union["blockade"].items())))
    if union.get("defense"):
        lines.append(i18n.t("br.board.union.defense", ports=", ".join(
            f"{place_name(p)} {n}" for p, n in union["defense"].items())))
    for assault in union.get("assaults") or []:
        key = "br.board.union.captured" if assault["captured"] else "br.board.union.held"
        lines.append(i18n.t(key, port=place_name(assault["port"]), level=assault["blockade"]))
    for lost in union.get("ships_lost") or []:
        lines.append(i18n.t("br.board.union.ship_lost", ship=ship_name(lost["ship"]),
                            name=names[lost["owner"]]))
    if union.get("cities"):
        lines.append(i18n.t("br.board.union.cities", cities=", ".join(
            place_name(c) for c in union["cities"])))
    if union.get("hss"):
        lines.append(i18n.t("br.board.union.hss", zone=place_name(union["hss"])))
    prices = view.get("prices") or {}
    lines.append(i18n.t("br.board.union.prices", **prices))
    lines.append(i18n.t("br.board.union.order", names=", ".join(
        names[s] for s in view.get("order") or [])))
    return lines, union["year"]


class YearSummaryScene(ReportScene):
    def __init__(self, app, year: int, lines: list[str]) -> None:
        super().__init__(app, i18n.t("br.board.year_summary", year=year), lines)


def final_lines(view: dict, names: list[str]) -> list[str]:
    """Each player's cash + ship value (BR-14.1) and which BR-14.2 key decided."""
    final = view.get("final")
    if not final:
        return []
    lines = [i18n.t("br.board.final.line", name=name, cash=final["cash"][seat],
                    ships=final["ship_value"][seat], score=final["scores"][seat],
                    capacity=final["capacity"][seat], speed=final["speed"][seat])
             for seat, name in enumerate(names)]
    lines.append(i18n.t(f"br.board.final.by_{final['decided_by']}"))
    return lines
