"""The year (BR-3): Union action (BR-4), commodity management (BR-5), turn order (BR-6), the
player turns (BR-7), and after 1865 the final scoring (BR-14). One automatic `year` frame
drives it; it waits while a flight, a compensation ship or a player turn is on top of it.

Implementation notes:
- BR-3.3 / BR-4.1: W is the previous year's total delivery; 1861 uses the fixed row
  (7 cards, 1 assault, no inland capture, no HSS).
- BR-4.2: the Union deck (one card per uncaptured Confederate port) is shuffled and drawn at
  once each year, so no hidden order survives the phase; the last `port_assaults` cards drawn
  are the assault cards (all of them when fewer were drawn).
- BR-4.3 / BR-16.6: an assault raises the blockade by 2; the port falls when the blockade
  reaches its current defense, else the blockade stays (capped at 6). Assaults resolve one at a
  time, each port's flight (BR-4.4) before the next assault.
- BR-4.4: ships in a captured port roll (in turn order) with the post-assault blockade and
  current defense, then flee in turn order at base speed (+1 empty, no Captain or Pilot;
  `move` frames with `only`); the port's cubes and defense improvements are gone, its card
  leaves the deck.
- BR-4.5: a rolled city already captured is rolled again (at most `inland_capture_reroll_limit`
  times, then skipped: a house bound that only matters with almost every city taken).
- BR-5.1: "not sold" is read per commodity over the whole previous year (Sold box entries).
- BR-6.1: ties on capacity and cash are broken by one random key per seat.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.frames import FrameType
from game.engine.types import Action, State

from .common import FRAMES, drop_cubes, fleet, log, make_cubes
from .data import (
    ASSAULT_RAISE,
    BASE_ACTIONS,
    CAPTURE_CHART,
    CHART,
    CITIES,
    DIE,
    HOUSE,
    HSS_TABLE,
    MAX_BLOCKADE,
    PRICE_RISE,
    PRICE_RISE_FROM,
    PRICE_RISE_UNSOLD,
    PRINTED_DEFENSE,
    SHIPS,
    SPACES,
    TRACKS,
    TRADED,
    YEARS,
    chart_row,
)
from .move import evade, start_move


def union_row(state: State) -> dict[str, Any]:
    if state["war_goods_last"] is None:  # BR-4.1
        fixed = CHART["year_1861_override"]
        return {"blockade_cards": fixed["blockade_cards"], "port_assaults": fixed["port_assaults"],
                "inland_cities_captured": fixed["inland_cities_captured"]}
    return chart_row(state["war_goods_last"])


def blockade_phase(state: State, frame: dict[str, Any]) -> None:
    """BR-4.2 (and BR-3.3's bookkeeping of last year's deliveries)."""
    delivered = state["delivered"]
    if state["year"] > YEARS[0]:
        state["war_goods_last"] = sum(delivered)
        most = max(delivered)
        first = HOUSE["bonus_action_first_year"]
        state["bonus"] = [s for s, n in enumerate(delivered)
                          if n == most and n >= HOUSE["bonus_action_min_delivered"]
                          and state["year"] >= first]  # BR-7.2 / BR-H21
    state["delivered"] = [0] * state["players"]
    row = union_row(state)
    deck = [p for p in PRINTED_DEFENSE if p not in state["captured"]]
    rng.shuffle(state, deck)
    drawn = deck[:row["blockade_cards"]]
    split = max(0, len(drawn) - row["port_assaults"])
    summary = {"year": state["year"], "war_goods": state["war_goods_last"], "cards": len(drawn),
               "blockade": {}, "defense": {}, "assaults": [], "ships_lost": [], "cities": [],
               "hss": None}
    state["union"] = summary
    if state["war_goods_last"] is None:
        log(state, "union_first", year=state["year"], cards=len(drawn))
    else:
        log(state, "union", year=state["year"], cards=len(drawn), war_goods=state["war_goods_last"])
    for port in drawn[:split]:
        if state["blockade"][port] < MAX_BLOCKADE:
            state["blockade"][port] += 1
            summary["blockade"][port] = state["blockade"][port]
            log(state, "blockade_up", port=port, level=state["blockade"][port])
        elif state["defense"][port] > PRINTED_DEFENSE[port]:
            state["defense"][port] -= 1
            summary["defense"][port] = state["defense"][port]
            log(state, "defense_down", port=port, level=state["defense"][port])
    frame["assaults"] = drawn[split:]


def assault(state: State, port: str) -> None:
    """BR-4.3 and BR-4.4 for one assault card."""
    raised = state["blockade"][port] + ASSAULT_RAISE
    summary = state["union"]
    if raised < state["defense"][port]:
        state["blockade"][port] = min(MAX_BLOCKADE, raised)
        summary["assaults"].append({"port": port, "captured": False,
                                    "blockade": state["blockade"][port]})
        log(state, "assault_held", port=port, level=state["blockade"][port])
        return
    state["blockade"][port] = raised
    summary["assaults"].append({"port": port, "captured": True, "blockade": raised})
    log(state, "port_captured", port=port)
    state["captured"].append(port)
    _discard_goods(state, port)
    # BR-4.4: the ships roll in turn order (the seed's Charleston example), each owner's in
    # roster order.
    here = sorted((s for s in state["ships"] if state["ships"][s]["zone"] == port),
                  key=lambda s: state["order"].index(state["ships"][s]["owner"]))
    owner = {s: state["ships"][s]["owner"] for s in here}
    fleeing = [s for s in here if evade(state, s, port)]
    summary["ships_lost"] += [{"ship": s, "owner": owner[s]} for s in here if s not in fleeing]
    state["defense"][port] = PRINTED_DEFENSE[port]  # improvements discarded (BR-4.4.3)
    state["blockade"][port] = min(MAX_BLOCKADE, raised)  # the marker leaves the 0-6 track
    owners = [o for o in state["order"] if any(state["ships"][s]["owner"] == o for s in fleeing)]
    for owner in reversed(owners):  # the first in turn order moves first (top of the stack)
        start_move(state, owner, [s for s in fleeing if state["ships"][s]["owner"] == owner])


def _discard_goods(state: State, place: str) -> None:
    goods = state["goods"][place]
    drop_cubes(state, sum(goods.values()))
    for c in goods:
        goods[c] = 0


def inland_phase(state: State, count: int) -> None:
    """BR-4.5: 2 dice per city on the capture chart."""
    for _ in range(count):
        for _try in range(HOUSE["inland_capture_reroll_limit"]):
            if all(c in state["captured"] for c in CITIES):
                return
            city = CAPTURE_CHART[rng.roll(state, DIE) + rng.roll(state, DIE)]
            if city not in state["captured"]:
                state["captured"].append(city)
                state["union"]["cities"].append(city)
                _discard_goods(state, city)
                log(state, "city_captured", city=city)
                break


def hss_phase(state: State) -> None:
    """BR-4.6: the High Seas Squadron moves to the zone of one die."""
    state["hss"] = HSS_TABLE[rng.roll(state, DIE)]
    state["union"]["hss"] = state["hss"]
    log(state, "hss", zone=state["hss"])


def move_price(state: State, commodity: str, spaces: int) -> None:
    """Move a price along its track, clamped at the ends (BR-H10)."""
    track = TRACKS[commodity]
    i = track.index(state["prices"][commodity]) + spaces
    state["prices"][commodity] = track[max(0, min(len(track) - 1, i))]


def commodity_phase(state: State) -> None:
    """BR-5.1 prices and BR-5.2 refills."""
    if state["year"] >= PRICE_RISE_FROM:
        for c in TRADED:
            move_price(state, c, PRICE_RISE if state["sold_this_year"][c] else PRICE_RISE_UNSOLD)
        log(state, "prices", **{c: state["prices"][c] for c in TRADED})
    state["sold_this_year"] = {c: False for c in TRADED}
    for place, spaces in SPACES.items():
        if place in state["captured"]:
            continue
        for c, n in spaces.items():
            make_cubes(state, n - state["goods"][place][c])
            state["goods"][place][c] = n


def capacity(state: State, seat: int) -> int:
    return sum(SHIPS[s]["capacity"] for s in fleet(state, seat))


def total_speed(state: State, seat: int) -> int:
    ships = state["ships"]
    return sum(SHIPS[s]["speed"] + ships[s]["captain"] + ships[s]["pilot"]
               for s in fleet(state, seat))


def order_phase(state: State) -> None:
    """BR-6.1: lowest capacity first, then less cash, then at random."""
    keys = [rng.randbelow(state, 1 << 30) for _ in range(state["players"])]
    state["order"] = sorted(range(state["players"]),
                            key=lambda s: (capacity(state, s), state["cash"][s], keys[s]))
    log(state, "order", players=[s + 1 for s in state["order"]])


def score(state: State, seat: int) -> int:
    """BR-14.1 / BR-H24: cash plus printed prices of owned ships."""
    return state["cash"][seat] + sum(SHIPS[s]["price_k"] for s in fleet(state, seat))


TIEBREAKS = ("score", "capacity", "speed")  # BR-14.2, in the order they are looked at


def final_scoring(state: State) -> None:
    """BR-14.2: ties by capacity, then speed with Captains and Pilots, then shared.
    `decided_by` names the first of TIEBREAKS that leaves one winner, or "shared"."""
    seats = range(state["players"])
    scores = [score(state, s) for s in seats]
    keys = [(scores[s], capacity(state, s), total_speed(state, s)) for s in seats]
    best = max(keys)
    decided_by = next((name for depth, name in enumerate(TIEBREAKS, start=1)
                       if sum(k[:depth] == best[:depth] for k in keys) == 1), "shared")
    state["final"] = {"scores": scores, "winners": [s for s, k in enumerate(keys) if k == best],
                      "cash": list(state["cash"]), "ship_value": [scores[s] - state["cash"][s]
                                                                  for s in seats],
                      "capacity": [k[1] for k in keys], "speed": [k[2] for k in keys],
                      "decided_by": decided_by}
    log(state, "game_over", players=[w + 1 for w in state["final"]["winners"]])


@FRAMES.define("year")
class Year(FrameType):
    """Automatic: runs the year's phases; a player turn or a flight pushed on top waits."""

    def seats(self, state: State, frame: dict[str, Any]) -> list[int]:
        return []

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return []

    def auto(self, state: State, frame: dict[str, Any]) -> bool:
        step = frame["step"]
        if step == "union":
            blockade_phase(state, frame)
            frame["step"] = "assault"
        elif step == "assault":
            if frame["assaults"]:
                assault(state, frame["assaults"].pop(0))
            else:
                frame["step"] = "inland"
        elif step == "inland":
            if state["year"] > YEARS[0]:
                inland_phase(state, union_row(state)["inland_cities_captured"])
                hss_phase(state)
            frame["step"] = "commodity"
        elif step == "commodity":
            commodity_phase(state)
            order_phase(state)
            frame.update(step="turns", next=0)
        elif step == "turns":
            if frame["next"] < state["players"]:
                seat = state["order"][frame["next"]]
                frame["next"] += 1
                start_turn(state, seat)
            else:
                frame["step"] = "end"
        else:
            if state["year"] == YEARS[-1]:
                FRAMES.pop(state, "year")
                final_scoring(state)
            else:
                state["year"] += 1
                frame.update(step="union", next=0)
        return True


def start_turn(state: State, seat: int) -> None:
    """BR-7.1 / BR-7.2: 4 actions, 5 for last year's top war-goods deliverers."""
    actions = BASE_ACTIONS + (seat in state["bonus"])
    state["effects"] = {"seat": seat, "convoy": 0, "inlets": [], "moonless": 0,
                        "rail_paid": False}
    log(state, "turn", player=seat + 1, actions=actions)
    # `offers`: card swap offers made per seat this turn (swap.py, BR-H25)
    FRAMES.push(state, "turn", seat=seat, left=actions, offers=[0] * state["players"])
