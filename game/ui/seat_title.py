"""How a seat is named on screens that show several (the table's handoff, the game over)."""

from __future__ import annotations

from .. import i18n
from ..engine.session import Session


def seat_title(session: Session, seat: int) -> str:
    """The player's name with their side where seats are sides (1989, TS): "Ada (Communist)"
    on the handoff and the game over, so a loaded save says who plays what."""
    name = session.seats[seat].name
    labels = session.rules.seat_labels
    side = i18n.t(labels[seat]) if seat < len(labels) else ""
    return i18n.t("gameover.name_side", name=name, side=side) if side and side != name \
        else name
