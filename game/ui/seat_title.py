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


def follow_language(session: Session) -> None:
    """Default names in the language now shown. New Game and the tutorial name unnamed seats
    in the language of the day ("Communist", "Player 2", "Opponent"); after a switch in
    Settings, or a save made in another language, those read in this one (the log, the
    handoff, the game over all name seats from here). A typed name is kept as it is."""
    seats = session.seats
    labels = session.rules.seat_labels
    keys = [(key, {}) for key in labels]
    keys += [("tutorial.learner", {}), ("tutorial.opponent", {})]
    for n in range(1, len(seats) + 1):
        keys += [("newgame.default_name", {"n": n}), ("tutorial.opponent_n", {"n": n})]
    for seat in seats:
        for key, params in keys:
            if seat.name in i18n.every_language(key, **params):
                seat.name = i18n.t(key, **params)
                break
