"""A 1989 Power Struggle's outcome as the struggle table shows it (D89-8.4, D89-8.5).

Read from the view, never from the log: the finished struggle is `ps_result`, the one under
way keeps what is known so far in `power_struggle.result` (game/games/dawn_of_freedom/STATE.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game import i18n

from . import draw as art
from .struggle_words import suit_name, t


@dataclass
class Outcome:
    country: str = ""
    source: str = "scoring"
    initiator: str = "com"
    raises: list[str] = field(default_factory=list)
    winner: str | None = None
    suit: str | None = None  # the suit won with; None: the attacker could not lead
    why: str = ""
    parts: list[dict] = field(default_factory=list)  # D89-8.4.1 modifiers: kind, value, …
    loss: dict | None = None  # the support-loss roll: side, die, mod, total, loss
    lost: list[str] = field(default_factory=list)  # spaces, one per SP
    vp: dict | None = None  # the VP roll: side, die, mod, total, vp_gain, vp
    power: dict | None = None  # {"how": toppled | surrendered | retained, ...}; None: no change
    scoring: dict | None = None  # country_scoring.score_country's result
    vp_after: int = 0  # the VP track once the struggle and its scoring are done
    ended: bool = False

    @classmethod
    def of(cls, record: dict, ended: bool) -> Outcome:
        won = record.get("won") or {}
        return cls(country=record.get("country", ""), source=record.get("source", "scoring"),
                   initiator=record.get("initiator", "com"),
                   raises=list(record.get("raised") or []), winner=won.get("side"),
                   suit=won.get("suit"), why=won.get("why", ""),
                   parts=list(record.get("modifiers") or []), loss=record.get("loss_roll"),
                   lost=list(record.get("lost") or []), vp=record.get("vp_roll"),
                   power=record.get("power"), scoring=record.get("scoring"),
                   vp_after=record.get("vp", 0), ended=ended)

    def modifiers(self) -> list[tuple[str, int]]:
        """D89-8.4.1 as labelled parts, as the rules counted them."""
        labels = {
            "suit": lambda p: t("result.mod.suit", suit=suit_name(p["suit"])),
            "raise": lambda p: t("result.mod.raise", side=art.side_name(p["side"])),
            "yakovlev": lambda p: t("result.mod.yakovlev"),
        }
        return [(labels[p["kind"]](p), p["value"]) for p in self.parts]


def summary_lines(view: dict) -> list[str]:
    """The game-over breakdown: the final VP (the game's one VP figure), then a table
    (cells split by tabs, a heading row first) of each country's Power and, after Final
    Scoring (D89-10.4), what each side scored there and the VP it moved; the bonuses,
    all from the public view's `final_scoring`."""
    vp = view.get("vp", 0)
    lines = [i18n.t("dof.board.gameover.vp", vp=abs(vp), leader=i18n.t(
        f"dof.board.gameover.lead.{'dem' if vp > 0 else 'com'}")) if vp else
        i18n.t("dof.board.gameover.vp_even")]
    final = view.get("final_scoring") or {}
    scored = final.get("countries", {})
    heading = "dof.board.gameover.head.scored" if scored else "dof.board.gameover.head.power"
    lines.append(i18n.t(heading))
    for country, side in (view.get("power") or {}).items():
        cells = [art.country_name(country), art.side_name(side)]
        result = scored.get(country)
        if result:
            cells += [str(result["com"]["total"]), str(result["dem"]["total"]),
                      f"{result['delta']:+d}" if result["delta"] else "0"]
        lines.append("\t".join(cells))
    if final:
        lines.append(i18n.t("dof.board.gameover.power_bonus",
                            countries=final["power_countries"], vp=final["power_vp"]))
        if final["tyrant_at_large"]:
            lines.append(i18n.t("dof.board.gameover.tyrant_at_large"))
    return lines
