"""Names shared by every module of Twilight Struggle: seats, the frame registry, VP, the end.

Seat 0 plays the USSR, seat 1 the US (data.py). `state["vp"]` is positive for the US
(TS-10.2). `state["over"]` = {"winners": [seat, ...], "reason": key} ends the game; a draw
lists both seats (TS-10.3.2).
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import Frames
from game.engine.types import State, log_entry

USSR, US = 0, 1

# Every frame type of this game registers here; its between_steps hook (DEFCON 1 and the
# ±20 VP victory, TS-8.1.3 / TS-10.3.1) is set by victory.py.
FRAMES = Frames()


def opp(seat: int) -> int:
    return 1 - seat


def card_ref(card: int | None) -> dict[str, str] | str:
    """A log / prompt param naming card `card` (locale/*/cards.json)."""
    return "" if card is None else {"t": f"ts.card.{card}"}


def term(key: str, amount: int, card: int | None = None) -> dict:
    """One named term of a roll's total or an ops value (state["last_roll"], STATE.md): a
    catalog key (`ts.mod.*`), its amount and, for a card's modifier, the card."""
    found: dict = {"key": key, "amount": amount}
    if card is not None:
        found["card"] = card
    return found


def terms_total(terms: list[dict]) -> int:
    return sum(t["amount"] for t in terms)


def gain_vp(state: State, seat: int, n: int, key: str | None = None, **params: Any) -> None:
    """`seat` gains n VP (TS-10.2.2: the marker moves towards that side), always logged so the
    log and the 'Since your last turn' summary miss no VP change: `key` with `params` (and the
    track after it as `vp` unless given), or by default `ts.log.ev_vp` ("gains n VP")."""
    state["vp"] += n if seat == US else -n
    if key is None:
        key, params = "ts.log.ev_vp", {"player": seat + 1, "n": n}
    state["log"].append(log_entry(key, **{"vp": state["vp"], **params}))


def end_game(state: State, winners: list[int], reason: str) -> None:
    """The game ends now: nothing is waiting any more."""
    if state["over"] is not None:
        return
    state["over"] = {"winners": sorted(winners), "reason": reason}
    state["stack"] = []
    state["log"].append(log_entry("ts.log.game_over", reason={"t": reason},
                                  winner_players=[w + 1 for w in sorted(winners)]))


def by_sign(state: State, reason: str) -> None:
    """TS-10.3.2: positive VP the US wins, negative the USSR, zero is a draw."""
    vp = state["vp"]
    end_game(state, [US] if vp > 0 else [USSR] if vp < 0 else [USSR, US], reason)
