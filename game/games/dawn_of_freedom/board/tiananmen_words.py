"""The board's words for a Tiananmen Square attempt (D89-6.3.1-6.3.5), from the view's
`last_tiananmen` (never the log): who rolled with which card, the die, every term added to it
(the card's Ops as modified now: "1+1"), the total against the number needed, and what it
gave. Pure functions returning translated lines; the board's roll panel draws them."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.ui.widgets.ops_now import ops_label

from . import draw as art


def term_line(term: dict[str, Any]) -> str:
    """One term: its name (a lasting card's own name, the card's Ops as modified) and amount."""
    if term["key"] == "dof.tsmod.card":
        label = art.card_name(term["card"])
    elif term["key"] == "dof.tsmod.ops" and ops_label(term["printed"], term["amount"]):
        label = i18n.t("dof.tsmod.ops_now", ops=ops_label(term["printed"], term["amount"]))
    else:
        label = i18n.t(term["key"])
    return i18n.t("dof.tsres.term", label=label, amount=term["amount"])


def attempt_lines(record: dict[str, Any]) -> list[str]:
    side, box = record["side"], record["box"]
    lines = [i18n.t("dof.tsres.head", side=side, box=box),
             i18n.t("dof.tsres.card", card=art.card_name(record["card"])),
             i18n.t("dof.tsres.die", die=record["die"])]
    lines += [term_line(t) for t in record["terms"]]
    lines.append(i18n.t("dof.tsres.total", total=record["total"], need=record["need"]))
    if not record["success"]:
        lines.append(i18n.t("dof.tsres.failure", side=side))
    elif record["award"]:
        lines.append(i18n.t("dof.tsres.award", side=side, box=box,
                            award=i18n.t(f"dof.ts.{side}.{box}")))
    else:
        lines.append(i18n.t("dof.tsres.no_award", side=side, box=box))
    return lines
