"""What a 1989 Power Struggle's log entries say, for the struggle table (D89-8).

When a struggle ends `state["ps"]` is gone, so its result (winner, modifiers, both rolls,
Power, country scoring) and its rounds are read back from the log entries between the last
ps.begin and its ps.end. Also the small naming helpers the struggle table shares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ... import i18n
from ...rules.dawn_of_freedom.power_struggle import TABLES
from .. import theme
from . import dawn_of_freedom_draw as art


def t(key: str, **params: Any) -> str:
    return i18n.t(f"dof.struggle.{key}", **params)


def opp(side: str) -> str:
    return "dem" if side == "com" else "com"


def suit_name(suit: str | None) -> str:
    if suit in (None, "none"):
        return i18n.t("dof.board.ps.suit.none")
    return i18n.t(f"dof.board.ps.suit.{suit}")


def socio_name(socio: str) -> str:
    return i18n.t(f"dof.socio.{socio}")


def ps_names(cards: list[int]) -> str:
    return ", ".join(art.ps_card_name(c) for c in cards)


def light(side: str | None) -> tuple[int, int, int]:
    """A side's colour made readable as text on the dark panel."""
    if side not in art.SIDE_COLOURS:
        return theme.TEXT
    return art._mix(art.SIDE_COLOURS[side], (255, 255, 255), 0.5)


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def last_struggle(log: list[dict]) -> tuple[list[dict], bool]:
    """The log entries of the latest struggle (from its ps.begin) and whether it has ended."""
    start = next((i for i in range(len(log) - 1, -1, -1) if log[i].get("key") == "ps.begin"),
                 None)
    if start is None:
        return [], False
    entries = log[start:]
    end = next((i for i, e in enumerate(entries) if e.get("key") == "ps.end"), None)
    return (entries, False) if end is None else (entries[:end + 1], True)


@dataclass
class Outcome:
    """What the log says about one struggle: enough for the header, the result and the table."""

    country: str = ""
    source: str = "scoring"
    initiator: str = "com"
    raises: list[str] = field(default_factory=list)
    winner: str | None = None
    suit: str | None = None  # the suit won with; None: the attacker could not lead
    why: str = ""
    loss: dict | None = None  # ps.support_loss_roll params
    lost: list[str] = field(default_factory=list)  # spaces, one per SP
    vp: dict | None = None  # ps.vp_roll params
    power: dict | None = None  # {"how": toppled | surrendered | retained, ...}; None: no change
    scoring: dict | None = None  # ps.country_scored params
    ended: bool = False

    def modifiers(self) -> list[tuple[str, int]]:
        """D89-8.4.1 as labelled parts; what the logged total does not explain is Yakovlev."""
        parts = []
        suit_mod = TABLES["modifiers"]["won_with"].get(self.suit, 0)
        if suit_mod:
            parts.append((t("result.mod.suit", suit=suit_name(self.suit)), suit_mod))
        for side in self.raises:
            parts.append((t("result.mod.raise", side=art.side_name(side)),
                          TABLES["raise"]["modifier"]))
        total = (self.loss or self.vp or {}).get("mod", sum(v for _, v in parts))
        rest = total - sum(v for _, v in parts)
        if rest:
            parts.append((t("result.mod.yakovlev"), rest))
        return parts


def read_outcome(entries: list[dict]) -> Outcome:
    out = Outcome()
    for entry in entries:
        key, p = entry.get("key"), entry.get("params", {})
        if key == "ps.begin":
            out.country, out.source, out.initiator = p["country"], p["source"], p["initiator"]
        elif key == "ps.raised":
            out.raises.append(p["side"])
        elif key == "ps.won":
            out.winner, out.why = p["side"], p["why"]
            out.suit = None if p["suit"] == "none" else p["suit"]
        elif key == "ps.support_loss_roll":
            out.loss = p
        elif key == "ps.sp_lost":
            out.lost.append(p["space"])
        elif key == "ps.vp_roll":
            out.vp = p
        elif key == "ps.dem_takes_power":
            out.power = {"how": p["how"]}
        elif key == "ps.com_retains":
            out.power = {"how": "retained", **p}
        elif key == "ps.country_scored":
            out.scoring = p
        elif key == "ps.end":
            out.ended = True
    return out


@dataclass(frozen=True)
class HistoryLine:
    text: str
    side: str | None
    round: int | None = None  # set on the line that opens a round


# Log key -> history message; params are named by NAMERS first.
HISTORY_KEYS = {
    "ps.dealt": "dealt", "ps.securitate": "securitate", "ps.no_raise": "no_raise",
    "ps.lead": "lead", "ps.lead_leader": "lead_leader", "ps.wild": "wild",
    "ps.discarded": "discarded", "ps.drew": "drew", "ps.drew_cards": "drew_cards",
    "ps.no_effect": "no_effect", "ps.sp_removed": "sp_removed",
    "ps.tactic_fails": "tactic_fails", "ps.match": "match", "ps.initiative_rally": "rally",
    "ps.won": "won", "ps.support_loss_roll": "loss_roll", "ps.sp_lost": "sp_lost",
    "ps.vp_roll": "vp_roll",
}
ROUND_STARTS = ("ps.lead", "ps.lead_leader", "ps.wild")
NAMERS: dict[str, Callable[[Any], str]] = {
    "side": art.side_name, "card": art.ps_card_name, "cards": ps_names, "suit": suit_name,
    "space": art.space_name, "leader": socio_name,
}


def named_params(params: dict) -> dict:
    return {k: NAMERS[k](v) if k in NAMERS else v for k, v in params.items()}


def history(entries: list[dict]) -> list[HistoryLine]:
    """The struggle so far in short lines, newest last; the 3 raise discards make one line."""
    lines: list[HistoryLine] = []
    rounds = 0
    raising: dict[str, list[int]] = {}
    for entry in entries:
        key, p = entry.get("key"), entry.get("params", {})
        side = p.get("side")
        if key == "ps.raise_discard":
            raising.setdefault(side, []).append(p["card"])
            continue
        if key == "ps.raised":
            text = t("hist.raised", side=art.side_name(side), cards=ps_names(raising.pop(side, [])))
        elif key == "ps.transfer":  # its card is the strategy card whose event this is
            side = p["taker"]
            text = t("hist.transfer", card=art.card_name(p["card"]), side=art.side_name(side),
                     count=p["count"])
        elif key == "ps.initiative":
            text = t("hist.initiative_taken" if p["taken"] else "hist.initiative_kept",
                     **named_params(p))
        elif key in HISTORY_KEYS:
            text = t(f"hist.{HISTORY_KEYS[key]}", **named_params(p))
        else:
            continue
        if key in ROUND_STARTS:
            rounds += 1
        lines.append(HistoryLine(text, side, rounds if key in ROUND_STARTS else None))
    for side, cards in raising.items():  # a raise half done
        lines.append(HistoryLine(t("hist.raising", side=art.side_name(side),
                                   cards=ps_names(cards)), side))
    return lines
