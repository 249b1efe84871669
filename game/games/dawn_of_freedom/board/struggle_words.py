"""Words of the 1989 struggle table (D89-8): the naming helpers it shares, and the rounds so far
as short history lines (the struggle's own log entries, shown the way the log panel shows the
log: the table's story, never its results, which come from the view's records).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import i18n
from game.ui import theme

from . import draw as art


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


def struggle_entries(log: list[dict]) -> list[dict]:
    """The log entries of the latest struggle, from its ps.begin up to its ps.end if any."""
    start = next((i for i in range(len(log) - 1, -1, -1) if log[i].get("key") == "ps.begin"),
                 None)
    if start is None:
        return []
    entries = log[start:]
    end = next((i for i, e in enumerate(entries) if e.get("key") == "ps.end"), None)
    return entries if end is None else entries[:end + 1]


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
