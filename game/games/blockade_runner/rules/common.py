"""Names every module shares: the frame registry, the log, and the one place money and cubes
change hands (so the ledger behind `invariants` sees every transfer).

Implementation notes:
- Money flows only through `bank_pay` (bank -> player), `pay_bank` (player -> bank),
  `to_fund` (bank or player -> Port Defense Fund) and `spend_fund` (fund -> bank); cubes come
  from the unlimited supply only through `make_cubes` and return only through `drop_cubes`
  (BR-H23). The ledger counts both, so money and goods are conserved except through them.
- Log params: `player` is a 1-based seat; ports, ships, cards and goods are ids shown through
  `@br.port`, `@br.ship`, `@br.card`, `@br.good` in the templates.
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import Frames
from game.engine.types import State, log_entry

from .data import CONFEDERATE, SHIPS, ZONE_KIND

FRAMES = Frames()


def log(state: State, key: str, private_to: int | None = None, **params: Any) -> None:
    state["log"].append(log_entry(f"br.{key}", seat=private_to, **params))


# -- money --------------------------------------------------------------------------------------
def bank_pay(state: State, seat: int, amount: int) -> None:
    state["cash"][seat] += amount
    state["ledger"]["bank_out"] += amount


def pay_bank(state: State, seat: int, amount: int) -> None:
    if amount > state["cash"][seat]:
        raise ValueError("cannot pay more than one has")
    state["cash"][seat] -= amount
    state["ledger"]["bank_in"] += amount


def to_fund(state: State, seat: int | None, amount: int) -> None:
    """Into the Port Defense Fund from a player, or from the bank when `seat` is None."""
    if seat is None:
        state["ledger"]["bank_out"] += amount
    else:
        if amount > state["cash"][seat]:
            raise ValueError("cannot give more than one has")
        state["cash"][seat] -= amount
    state["fund"] += amount


def spend_fund(state: State, amount: int) -> None:
    state["fund"] -= amount
    state["ledger"]["bank_in"] += amount


def money_total(state: State) -> int:
    return sum(state["cash"]) + state["fund"]


# -- cubes --------------------------------------------------------------------------------------
def make_cubes(state: State, n: int) -> None:
    state["ledger"]["goods_in"] += n


def drop_cubes(state: State, n: int) -> None:
    state["ledger"]["goods_out"] += n


def goods_total(state: State) -> int:
    on_board = sum(sum(g.values()) for g in state["goods"].values())
    aboard = sum(sum(s["cargo"].values()) for s in state["ships"].values())
    return on_board + aboard + sum(state["sold_box"].values())


# -- ships --------------------------------------------------------------------------------------
def fleet(state: State, seat: int) -> list[str]:
    """The seat's ships afloat, in roster order."""
    return [i for i, s in state["ships"].items() if s["owner"] == seat]


def load_of(ship: dict[str, Any]) -> int:
    return sum(ship["cargo"].values())


def free_room(state: State, ship_id: str) -> int:
    return SHIPS[ship_id]["capacity"] - load_of(state["ships"][ship_id])


def speed_of(state: State, ship_id: str) -> int:
    """Printed speed plus Captain and Pilot (BR-H15), without the empty-ship bonus."""
    ship = state["ships"][ship_id]
    return SHIPS[ship_id]["speed"] + ship["captain"] + ship["pilot"]


def is_confederate(zone: str) -> bool:
    return ZONE_KIND[zone] == "confederate_port"


def is_port(zone: str) -> bool:
    return ZONE_KIND[zone] in ("confederate_port", "neutral_port")


def open_port(state: State, zone: str) -> bool:
    """A port ships may stop, load and unload in: neutral, or Confederate and uncaptured."""
    return is_port(zone) and zone not in state["captured"]


def open_confederate(state: State) -> list[str]:
    return [p for p in CONFEDERATE if p not in state["captured"]]


def new_ship(owner: int | None = None) -> dict[str, Any]:
    return {"owner": owner, "zone": None, "lost": False, "captain": False, "pilot": False,
            "cargo": {"cotton": 0, "tobacco": 0, "war_goods": 0, "black_market": 0}}
