"""The board's words for Twilight Struggle's results, from the view's data (never the log):
`roll_lines(view)` (the view's `last_roll`: a coup, realignment, war or space race roll with
every modifier), `scoring_lines(breakdown)` (one region of `last_scoring` or `region_status`) and
`summary_lines(view)` (game over: the final VP and, after Final Scoring, its breakdown).
Shapes: game/games/twilight_struggle/STATE.md. Pure functions returning translated lines; the
board draws them.
"""

from __future__ import annotations

from typing import Any

from game import i18n

SIDES = ("ussr", "us")  # seat 0, seat 1 (as the rules' data.SIDES)


def _side(seat: int) -> str:
    return SIDES[seat]


def term_line(term: dict[str, Any]) -> str:
    """One modifier: its name (a card's own name for a card's modifier) and amount."""
    label = i18n.t(term["key"], card=term.get("card"))
    return i18n.t("ts.res.term", label=label, amount=term["amount"])


def roll_lines(view: dict[str, Any]) -> list[str]:
    roll = view.get("last_roll")
    if roll is None:
        return []
    kind, seat = roll["kind"], roll["seat"]
    lines = [i18n.t(f"ts.res.{kind}", side=_side(seat), country=roll["country"],
                    box=roll["result"].get("box"))]
    if roll.get("card") is not None:
        lines.append(i18n.t("ts.res.card", card=roll["card"]))
    for each in roll["rolls"]:
        if each["die"] is None:  # DEFCON 1 ended the game before the coup's die
            lines.append(i18n.t("ts.res.no_roll"))
            continue
        lines.append(i18n.t("ts.res.die", side=_side(each["seat"]), die=each["die"]))
        lines += [term_line(t) for t in each["modifiers"]]
        lines.append(i18n.t("ts.res.total", total=each["total"]))
    return lines + _result_lines(kind, seat, roll["result"])


def _result_lines(kind: str, seat: int, result: dict[str, Any]) -> list[str]:
    side, other = _side(seat), _side(1 - seat)
    lines = []
    if kind == "realign":
        if result["loser"] is None or not result["removed"]:
            lines.append(i18n.t("ts.res.realign.even"))
        else:
            lines.append(i18n.t("ts.res.realign.removed", side=_side(result["loser"]),
                                n=result["removed"]))
        return lines
    if result["success"] is not None:
        key = f"ts.res.{kind}.{'success' if result['success'] else 'failure'}"
        lines.append(i18n.t(key, side=side, other=other, removed=result.get("removed", 0),
                            added=result.get("added", 0), needs=result.get("needs"),
                            vp=result.get("vp", 0), taken=result.get("taken", 0),
                            box=result.get("box")))
    if result.get("ability"):  # TS-6.4.4: the first to reach the box holds its ability
        lines.append(i18n.t("ts.res.space.ability", side=side, other=other))
    if result.get("free"):
        lines.append(i18n.t("ts.res.free"))
    elif result["milops"]:
        lines.append(i18n.t("ts.res.milops", side=side, n=result["milops"]))
    before, after = result.get("defcon") or (None, None)
    if before != after:
        lines.append(i18n.t("ts.res.defcon", before=before, after=after))
    return lines


def scoring_lines(scoring: dict[str, Any]) -> list[str]:
    """One region's breakdown: the levels and counts per side, the VP of each part, the net."""
    head = i18n.t("ts.score.region", region=scoring["region"])
    if scoring.get("ignored"):
        head = i18n.t("ts.score.ignored", head=head, country=scoring["ignored"])
    lines = [head]
    per_country = scoring["kind"] == "per_country"
    for seat, side in enumerate(scoring["sides"]):
        if not side["countries"]:  # nothing controlled there: no level, no VP (one line)
            lines.append(i18n.t("ts.score.nothing", side=_side(seat)))
            continue
        if per_country:
            lines.append(i18n.t("ts.score.countries", side=_side(seat), count=side["countries"]))
        else:
            lines.append(i18n.t("ts.score.side", side=_side(seat), level=side["level"],
                                countries=side["countries"], bgs=side["battlegrounds"],
                                adjacent=side["adjacent"]))
        parts = ", ".join(i18n.t(f"ts.score.part.{part}", n=n) for part, n in side["vp"].items())
        lines.append(i18n.t("ts.score.vp", parts=parts, total=side["total"]))
    if scoring["wins"] is not None:
        lines.append(i18n.t("ts.score.wins", side=_side(scoring["wins"])))
    elif scoring["net_seat"] is None:
        lines.append(i18n.t("ts.score.even"))
    else:
        lines.append(i18n.t("ts.score.net", side=_side(scoring["net_seat"]),
                            vp=scoring["net_vp"]))
    return lines


def vp_line(vp: int) -> str:
    """The VP track (positive for the US, TS-10.2) as words."""
    if vp == 0:
        return i18n.t("ts.summary.vp_even")
    return i18n.t("ts.summary.vp", side=_side(1 if vp > 0 else 0), n=abs(vp))


def summary_lines(view: dict[str, Any]) -> list[str]:
    over = view.get("over")
    if over is None:
        return []
    # The game-over screen states the reason and the winner above (issue #34.10): not twice.
    lines = [vp_line(view["vp"])] if len(over["winners"]) == 1 else \
        [i18n.t("ts.summary.draw"), vp_line(view["vp"])]
    scoring = view.get("last_scoring")
    if scoring is not None and scoring["final"]:  # TS-10.3.2: the Final Scoring breakdown
        lines.append(i18n.t("ts.summary.final"))
        for region in scoring["regions"]:
            lines += scoring_lines(region)
        if scoring["china"] is not None:
            lines.append(i18n.t("ts.summary.china", side=_side(scoring["china"])))
    return lines
