"""A new game (BR-2) and the frames that put a ship on the map: the opening placement, a
compensation ship (BR-13) and an auctioned ship (BR-7.7).

Implementation notes:
- BR-2.4 / house: each starting ship type is dealt at random from that type's starting pool
  (ships.json `pool: starting`); every other ship stays unowned and can be auctioned.
- BR-2.5: a random start player, then clockwise one ship at a time; captured ports are
  excluded (none are captured before 1861's Union action anyway).
- BR-15 catch-up cash (option): each seat after the start player gets 2k more than the one
  before it.
- BR-13 / BR-H22 / BR-H26: a seat left without ships gets the cheapest unowned ship (ties at
  random) and 5k at once, through `between_steps`, and places it in a neutral port; if no
  ship is left unowned it gets the 5k only, once.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.frames import FrameType
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, bank_pay, fleet, log, make_cubes, new_ship, open_port
from .data import (
    BY_COUNT,
    DECK,
    HOUSE,
    PORTS,
    PRINTED_DEFENSE,
    SHIP_ORDER,
    SHIPS,
    SPACES,
    START_PRICE,
    TRADED,
    YEARS,
    ZONE_KIND,
    ship_type,
)

CATCH_UP = 2  # BR-15 catch-up cash per later seat


def new_state(seed: int, players: int, options: dict[str, Any]) -> State:
    state: State = {
        "game": "blockade_runner", "players": players, "options": dict(options),
        "year": YEARS[0], "rng": rng.new_rng(seed), "log": [], "stack": [], "barriers": 0,
        "cash": [0] * players, "fund": 0, "final": None,
        "ships": {s: new_ship() for s in SHIP_ORDER},
        "goods": {p: {c: 0 for c in spaces} for p, spaces in SPACES.items()},
        "prices": dict(START_PRICE), "sold_box": {c: 0 for c in TRADED},
        "sold_this_year": {c: False for c in TRADED},
        "blockade": {p: 0 for p in PRINTED_DEFENSE}, "defense": dict(PRINTED_DEFENSE),
        "captured": [], "hss": None,
        "hands": [[] for _ in range(players)], "deck": list(DECK), "discard": [],
        "kept": [[] for _ in range(players)],
        "effects": None, "delivered": [0] * players, "bonus": [], "war_goods_last": None,
        "order": [], "start_player": 0, "shipless": [], "last_roll": None, "union": None,
        "ledger": {"start": 0, "bank_out": 0, "bank_in": 0, "goods_in": 0, "goods_out": 0},
    }
    start = rng.randbelow(state, players)  # BR-2.5
    state["start_player"] = start
    clockwise = [(start + i) % players for i in range(players)]
    state["order"] = clockwise  # 1861's turn order until BR-6 sets one (house, BR-4.4)
    table = BY_COUNT[players]
    for i, seat in enumerate(clockwise):  # BR-2.4 (+ BR-15 catch-up cash)
        extra = CATCH_UP * i if options.get("catch_up_cash") else 0
        state["cash"][seat] = table["cash_k"] + extra
    state["ledger"]["start"] = sum(state["cash"])
    pools: dict[str, list[str]] = {}
    for ship_id in SHIP_ORDER:
        if SHIPS[ship_id]["pool"] == "starting":
            pools.setdefault(ship_type(ship_id), []).append(ship_id)
    for pool in pools.values():
        rng.shuffle(state, pool)
    for seat in clockwise:
        for kind in table["ships"]:
            state["ships"][pools[kind].pop()]["owner"] = seat
    rng.shuffle(state, state["deck"])  # BR-2.7
    for seat in range(players):
        hand = [state["deck"].pop() for _ in range(table["action_cards"])]
        state["hands"][seat] = sorted(hand)
    for place, spaces in SPACES.items():  # BR-2.1
        for commodity, n in spaces.items():
            state["goods"][place][commodity] = n
            make_cubes(state, n)
    log(state, "start", player=start + 1)
    FRAMES.push(state, "year", step="union", assaults=[], next=0)
    FRAMES.push(state, "place", queue=clockwise * len(table["ships"]))
    return state


def placement_ports(state: State, kinds: list[str] | None = None) -> list[str]:
    return [p for p in PORTS if open_port(state, p) and (kinds is None or ZONE_KIND[p] in kinds)]


def _unplaced(state: State, seat: int) -> list[str]:
    return [s for s in fleet(state, seat) if state["ships"][s]["zone"] is None]


@FRAMES.define("place")
class Place(FrameType):
    """BR-2.5: the seat at the head of the queue places one of its ships in any port."""

    decision = Decision("open", "place")  # made in the open, round the table

    def seats(self, state: State, frame: dict[str, Any]) -> list[int]:
        return [frame["queue"][0]]

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["place", s, p] for s in _unplaced(state, seat) for p in placement_ports(state)]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        state["ships"][action[1]]["zone"] = action[2]
        log(state, "placed", player=seat + 1, ship=action[1], port=action[2])
        frame["queue"].pop(0)
        if not frame["queue"]:
            FRAMES.pop(state, "place")

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.place")


@FRAMES.define("dock")
class Dock(FrameType):
    """A ship that has come to a seat without a place (auction BR-7.7, compensation BR-13)
    is put in a port of the kinds the frame allows."""

    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        return Decision("open", "dock", (), {"ship": frame["ship"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["port", p] for p in placement_ports(state, frame["kinds"])]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        FRAMES.pop(state, "dock")
        state["ships"][frame["ship"]]["zone"] = action[1]
        log(state, "docked", player=seat + 1, ship=frame["ship"], port=action[1])

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.dock", {"ship": frame["ship"]})


def compensate(state: State) -> None:
    """BR-13.1, checked between steps: a seat with no ships gets the cheapest unowned ship
    (random among equals) and 5k, and places it in a neutral port (BR-H22)."""
    if state["final"] is not None or any(f["name"] == "place" for f in state["stack"]):
        return
    for seat in range(state["players"]):
        if fleet(state, seat) or seat in state["shipless"]:
            continue
        free = [s for s, v in state["ships"].items() if v["owner"] is None and not v["lost"]]
        bank_pay(state, seat, HOUSE["compensation_cash_k"])
        if not free:
            state["shipless"].append(seat)  # BR-H26: cash only, once
            log(state, "compensated_cash", player=seat + 1)
            continue
        cheapest = min(SHIPS[s]["price_k"] for s in free)
        ship = rng.choice(state, [s for s in free if SHIPS[s]["price_k"] == cheapest])
        state["ships"][ship]["owner"] = seat
        log(state, "compensated", player=seat + 1, ship=ship)
        FRAMES.push(state, "dock", seat=seat, ship=ship, kinds=HOUSE["compensation_port_kinds"])


FRAMES.between_steps = compensate
