"""A player's turn (BR-7): pick actions until none are left, and the cargo actions.

Implementation notes:
- The `turn` frame counts actions left; an action is spent when chosen. ["end"] gives up the
  rest of the turn (a program convenience: a player may always choose to do nothing).
- BR-7.3 Load and BR-7.8 Rail are one `load` frame per action: ["take", commodity] one unit
  at a time (paid at once), ["done"] when finished; a Rail first names its source
  (["from", node]) and pays load cost + 1k per section of the cheapest open path per unit
  (BR-H17). With BR-15 `rail_not_an_action`, Rail spends no action but the first Rail of a
  turn costs 5k.
- BR-7.4 Unload is immediate: everything sellable at that port is sold or delivered; all
  units of one commodity get the price showing when the action began (BR-7.4a); the bribe
  (BR-7.4c) compares the ship's black-market and war-goods units before unloading.
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import FrameType
from game.engine.types import Action, Decision, Prompt, State

from .common import (
    FRAMES,
    bank_pay,
    drop_cubes,
    fleet,
    free_room,
    is_confederate,
    log,
    open_port,
    pay_bank,
)
from .data import BRIBE_DISCOUNT, HOUSE, LOAD_COST, SOLD_BOX, WAR_GOODS_PAY, rail_costs
from .swap import make_offer, offers
from .year import move_price

RAIL_START = 5  # BR-15 rail_not_an_action: paid once per turn to start railing

NEUTRAL_SALES = ("cotton", "tobacco")  # BR-7.4 / BR-9.1
CONFEDERATE_SALES = ("war_goods", "black_market")


def sellable(state: State, ship_id: str) -> list[str]:
    ship = state["ships"][ship_id]
    zone = ship["zone"]
    if zone is None or not open_port(state, zone):
        return []
    kinds = CONFEDERATE_SALES if is_confederate(zone) else NEUTRAL_SALES
    return [c for c in kinds if ship["cargo"][c]]


def unload(state: State, seat: int, ship_id: str) -> None:
    """BR-7.4."""
    ship = state["ships"][ship_id]
    cargo = ship["cargo"]
    bribe = cargo["black_market"] > cargo["war_goods"]  # BR-7.4c, judged before unloading
    for c in sellable(state, ship_id):
        n = cargo[c]
        cargo[c] = 0
        if c == "war_goods":  # BR-7.4b (+ Government Subsidy each time)
            each = WAR_GOODS_PAY + state["kept"][seat].count("government_subsidy")
            drop_cubes(state, n)
            state["delivered"][seat] += n
            bank_pay(state, seat, each * n)
            log(state, "delivered", player=seat + 1, ship=ship_id, n=n, amount=each * n)
            continue
        price = state["prices"][c]
        if c == "black_market" and bribe:
            price = max(HOUSE["bribe_floor_k"], price - BRIBE_DISCOUNT)
        bank_pay(state, seat, price * n)
        log(state, "sold_bribe" if c == "black_market" and bribe else "sold", player=seat + 1,
            ship=ship_id, n=n, good=c, amount=price * n)
        state["sold_this_year"][c] = True
        for _ in range(n):  # BR-7.4a: each unit into the Sold box; a full box lowers the price
            state["sold_box"][c] += 1
            if state["sold_box"][c] == SOLD_BOX[c]:
                drop_cubes(state, SOLD_BOX[c])
                state["sold_box"][c] = 0
                move_price(state, c, -1)
                log(state, "price_down", good=c, price=state["prices"][c])


def unit_cost(commodity: str, sections: int = 0) -> int:
    return LOAD_COST[commodity] + sections


def takeable(state: State, seat: int, ship_id: str, source: str, sections: int) -> list[str]:
    if free_room(state, ship_id) <= 0:
        return []
    goods = state["goods"][source]
    return [c for c in goods if goods[c] and state["cash"][seat] >= unit_cost(c, sections)]


def rail_sources(state: State, seat: int, ship_id: str) -> dict[str, int]:
    """Nodes the ship's port can rail from, with their sections (BR-7.8)."""
    zone = state["ships"][ship_id]["zone"]
    if zone is None or not is_confederate(zone) or zone in state["captured"]:
        return {}
    costs = rail_costs(zone, set(state["captured"]))
    return {n: k for n, k in costs.items()
            if n != zone and takeable(state, seat, ship_id, n, k)}


def can_load(state: State, seat: int, ship_id: str) -> bool:
    zone = state["ships"][ship_id]["zone"]
    return zone is not None and open_port(state, zone) and bool(
        takeable(state, seat, ship_id, zone, 0))


def can_rail(state: State, seat: int, ship_id: str) -> bool:
    if state["options"].get("rail_not_an_action") and not state["effects"]["rail_paid"] \
            and state["cash"][seat] < RAIL_START + 1:
        return False
    return bool(rail_sources(state, seat, ship_id))


@FRAMES.define("turn")
class Turn(FrameType):
    decision = Decision("choice", "turn", ("hand",))  # a player's turn: an action, a card

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        from .auction import can_auction

        out: list[Action] = []
        ships = [s for s in fleet(state, seat) if state["ships"][s]["zone"] is not None]
        if frame["left"] > 0:
            if ships:
                out.append(["move"])
            out += [["load", s] for s in ships if can_load(state, seat, s)]
            out += [["unload", s] for s in ships if sellable(state, s)]
            out += [["card", c] for c in sorted(set(state["hands"][seat]))]
            if can_auction(state, seat):
                out.append(["auction"])
        if frame["left"] > 0 or state["options"].get("rail_not_an_action"):
            out += [["rail", s] for s in ships if can_rail(state, seat, s)]
        return out + offers(state, frame, seat) + [["end"]]

    def side(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        """Between two actions of a turn any other seat may offer a card swap (BR-11.4)."""
        return offers(state, frame, seat)

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        from .action_cards import start_card
        from .auction import start_auction
        from .move import start_move

        verb = action[0]
        if verb == "offer":  # any seat's, no action spent
            make_offer(state, frame, seat, action)
            return
        if verb == "end":
            frame["left"] = 0
            return
        if verb != "rail" or not state["options"].get("rail_not_an_action"):
            frame["left"] -= 1
        if verb == "move":
            log(state, "moves", player=seat + 1)
            start_move(state, seat)
        elif verb == "load":
            FRAMES.push(state, "load", seat=seat, ship=action[1], sections=0, rail=False,
                        source=state["ships"][action[1]]["zone"])
        elif verb == "rail":
            if state["options"].get("rail_not_an_action") and not state["effects"]["rail_paid"]:
                state["effects"]["rail_paid"] = True
                pay_bank(state, seat, RAIL_START)
            FRAMES.push(state, "load", seat=seat, ship=action[1], source=None, sections=0,
                        rail=True)
        elif verb == "unload":
            unload(state, seat, action[1])
        elif verb == "card":
            start_card(state, seat, action[1])
        else:
            start_auction(state, seat)

    def auto(self, state: State, frame: dict[str, Any]) -> bool:
        if frame["left"] > 0:
            return False
        FRAMES.pop(state, "turn")
        state["effects"] = None  # Convoy, Hidden Inlet, Moonless Night end with the turn
        return True

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.turn", {"left": frame["left"], "year": state["year"]})


@FRAMES.define("load")
class Load(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        return Decision("choice", "load", (), {"ship": frame["ship"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        if frame["source"] is None:
            sources = rail_sources(state, seat, frame["ship"])
            return [["from", n] for n in sorted(sources)] + [["done"]]
        goods = takeable(state, seat, frame["ship"], frame["source"], frame["sections"])
        return [["take", c] for c in goods] + [["done"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        if action[0] == "done":
            FRAMES.pop(state, "load")
        elif action[0] == "from":
            frame["source"] = action[1]
            frame["sections"] = rail_sources(state, seat, frame["ship"])[action[1]]
        else:
            c = action[1]
            pay_bank(state, seat, unit_cost(c, frame["sections"]))
            state["goods"][frame["source"]][c] -= 1
            state["ships"][frame["ship"]]["cargo"][c] += 1
            log(state, "railed" if frame["rail"] else "loaded", player=seat + 1,
                ship=frame["ship"], good=c, place=frame["source"],
                amount=unit_cost(c, frame["sections"]))
            if not takeable(state, seat, frame["ship"], frame["source"], frame["sections"]):
                FRAMES.pop(state, "load")

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        if frame["source"] is None:
            return Prompt("br.prompt.rail_from", {"ship": frame["ship"]})
        return Prompt("br.prompt.load", {"ship": frame["ship"], "place": frame["source"]})

