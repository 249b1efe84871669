"""How 1989's Power Struggle cards are named in logs, prompts and on the table.

A PS card's name is built from its data (suit and rank, a leader's socio type, a wild card's
own name), so the catalog holds the words and this module puts them together. Importing it
registers the namer for the `{card:@dof.pscard}` format spec (game.i18n).
"""

from __future__ import annotations

from typing import Any

from game import i18n

from .power_struggle import PS_CARDS


def ps_card_name(card_id: Any) -> str:
    card = PS_CARDS.get(card_id) if isinstance(card_id, int) else None
    if card is None:
        return str(card_id)
    if card["kind"] == "suited":
        return i18n.t("dof.pscard.suited", suit=i18n.t(f"dof.board.ps.suit.{card['suit']}"),
                      rank=card["rank"])
    if card["kind"] == "leader":
        return i18n.t("dof.board.ps.leader", kind=i18n.t(f"dof.socio.{card['leader']}"))
    return i18n.t(f"dof.pscard.wild.{card['wild']}")


i18n.register_namer("dof.pscard", ps_card_name)
