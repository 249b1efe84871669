"""Hand-built Blockade Runner positions for rule tests: a real game set up and placed, stopped
at the first player's turn, then changed where a test needs it."""

from __future__ import annotations

from typing import Any

from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.common import FRAMES, fleet


def first_turn(players: int = 2, seed: int = 1, port: str = "NAS", **options: Any) -> dict:
    """1861's first player turn (its swap window when `card_swaps`, off unless asked), every
    ship placed at `port`."""
    options.setdefault("card_swaps", False)
    state = RULES.setup(seed, players, options)
    while FRAMES.top(state)["name"] == "place":
        seat = RULES.active_seats(state)[0]
        ship = next(s for s in fleet(state, seat) if state["ships"][s]["zone"] is None)
        RULES.apply(state, seat, ["place", ship, port])
    assert FRAMES.top(state)["name"] in ("turn", "swap")
    return state


def seat_on_turn(state: dict) -> int:
    return next(f["seat"] for f in reversed(state["stack"]) if f["name"] == "turn")


def give_ship(state: dict, seat: int, ship: str, zone: str, **cargo: int) -> None:
    """Hand `ship` to `seat` at `zone` with the given cargo (and take the seat's other ships
    out of play, so only this one matters)."""
    for other in fleet(state, seat):
        if other != ship:
            state["ships"][other].update(owner=None, zone=None)
    record = state["ships"][ship]
    record.update(owner=seat, zone=zone, lost=False)
    record["cargo"] = {"cotton": 0, "tobacco": 0, "war_goods": 0, "black_market": 0, **cargo}
    state["ledger"]["goods_in"] += sum(cargo.values())


def act(state: dict, *actions: list) -> dict:
    """Play actions by whoever is asked, checking each is legal."""
    for action in actions:
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        assert action in legal, (action, legal)
        RULES.apply(state, seat, action)
    return state


def clean(state: dict) -> None:
    assert RULES.invariants(state) == []


def put_in_hand(state: dict, seat: int, card: str) -> None:
    """Swap `card` from the deck (or the discards) into the seat's hand, conserving cards."""
    if card in state["hands"][seat]:
        return
    holder = next(pile for pile in [state["deck"], state["discard"], *state["hands"]]
                  if card in pile)
    holder.remove(card)
    holder.append(state["hands"][seat].pop(0))
    holder.sort() if holder in state["hands"] else None
    state["hands"][seat].append(card)
    state["hands"][seat].sort()
