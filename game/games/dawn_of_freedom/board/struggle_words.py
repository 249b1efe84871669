"""Words of the 1989 struggle table (D89-8): the naming helpers it shares, and the rounds so far
as short history lines (the view's `ps_history`, the struggle's story as the rules tell it,
worded the way the log panel words the log: the table's story, never its results, which come
from the view's records).
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


# What a history entry says (the view's `ps_history`, rules/power_struggle.history) -> its
# message; params are named by NAMERS first.
HISTORY_MESSAGES = {
    "dealt": "dealt", "securitate": "securitate", "no_raise": "no_raise", "lead": "lead",
    "lead_leader": "lead_leader", "wild": "wild", "discarded": "discarded", "drew": "drew",
    "drew_cards": "drew_cards", "no_effect": "no_effect", "sp_removed": "sp_removed",
    "tactic_fails": "tactic_fails", "match": "match", "initiative_rally": "rally", "won": "won",
    "support_loss_roll": "loss_roll", "sp_lost": "sp_lost", "vp_roll": "vp_roll",
}
NAMERS: dict[str, Callable[[Any], str]] = {
    "side": art.side_name, "card": art.ps_card_name, "cards": ps_names, "suit": suit_name,
    "space": art.space_name, "leader": socio_name,
}


def named_params(params: dict) -> dict:
    return {k: NAMERS[k](v) if k in NAMERS else v for k, v in params.items()}


def history(entries: list[dict]) -> list[HistoryLine]:
    """The struggle so far in short lines, newest last, from the view's `ps_history` (the
    three raise discards come as one entry)."""
    lines: list[HistoryLine] = []
    for entry in entries:
        what, p = entry.get("what"), entry.get("params", {})
        side = p.get("side")
        if what in ("raised", "raising"):  # a raise done, or half done
            text = t(f"hist.{what}", side=art.side_name(side), cards=ps_names(p["cards"]))
        elif what == "transfer":  # its card is the strategy card whose event this is
            side = p["taker"]
            text = t("hist.transfer", card=art.card_name(p["card"]), side=art.side_name(side),
                     count=p["count"])
        elif what == "initiative":
            text = t("hist.initiative_taken" if p["taken"] else "hist.initiative_kept",
                     **named_params(p))
        elif what in HISTORY_MESSAGES:
            text = t(f"hist.{HISTORY_MESSAGES[what]}", **named_params(p))
        else:
            continue
        lines.append(HistoryLine(text, side, entry.get("round")))
    return lines
