"""Moving ships and running the blockade (BR-7.5, BR-8, BR-4.4's flight from a captured port).

Implementation notes:
- A Move action is one `move` frame: the seat picks a ship (["ship", id]), steps it link by
  link (["to", zone]), may jettison (["jettison"], BR-8.4 / BR-H20: all cargo, before any
  roll), and stops (["stop"]); then the next ship, until ["done"]. A ship's allowance is its
  speed + Captain + Pilot, +1 while empty (so a jettison mid-move adds the +1 for the rest).
- BR-8.2 / BR-H18: a ship rolls once before leaving a blockaded start zone and once on each
  entry into a blockaded zone; leaving a zone it entered this move costs no second roll.
  Blockaded = an uncaptured Confederate port zone with blockade >= 1, or the HSS zone.
- BR-H19: a captured port's zone may be passed through (no roll) but not stopped in, so a
  ship enters one only with an allowance step left to leave it.
- Card effects (Convoy, Hidden Inlet, Moonless Night) belong to the seat whose turn it is
  (`state["effects"]`) and never help ships fleeing in the Union action.
- A flight (`only` set): the listed ships must each move out of the captured port for free,
  at base speed (`steps_allowed`: +1 when empty, no Captain or Pilot). Evasion rolls on the
  way are ordinary BR-8.3 rolls (Captain and Pilot count there).
- For the board (pure, nothing spent): `evasion_odds` of a step before it is taken,
  `destinations` of a ship, and `move_view`, the view's `move` key (STATE.md).
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.frames import FrameType
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, bank_pay, drop_cubes, fleet, is_confederate, load_of, log, speed_of
from .data import (
    ADJACENT,
    CONVOY_BONUS,
    DIE,
    EVASION_DICE,
    HOUSE,
    MOONLESS_BONUS,
    SHIPS,
    THREE_DICE,
)


def allowance(state: State, ship_id: str) -> int:
    return speed_of(state, ship_id) + (load_of(state["ships"][ship_id]) == 0)


def steps_allowed(state: State, ship_id: str, frame: dict[str, Any]) -> int:
    """Links the ship may move in this `move` frame: its allowance; in a flight from a
    captured port (BR-4.4) its printed base speed, +1 when empty. The seed's free move is "at
    base speed" ("기본 속도"), and its Lizzie example tells base speed from the Captain ("기본
    2 + 선장 1"), so Captain and Pilot add nothing to it; the empty ship's +1 still does (the
    Advance example: "기본 속도(4)에 1을 더합니다")."""
    if frame["only"] is None:
        return allowance(state, ship_id)
    return SHIPS[ship_id]["speed"] + (load_of(state["ships"][ship_id]) == 0)


def blockade_at(state: State, zone: str) -> int | None:
    """The blockade a ship faces in `zone`, None when it rolls nothing there (BR-8.1)."""
    if zone == state["hss"]:
        return 1
    if is_confederate(zone) and zone not in state["captured"] and state["blockade"][zone] >= 1:
        return state["blockade"][zone]
    return None


def _effects(state: State, seat: int) -> dict[str, Any] | None:
    effects = state["effects"]
    return effects if effects is not None and effects["seat"] == seat else None


def evasion_value(state: State, ship_id: str, zone: str, use_cards: bool = True) -> int:
    """BR-8.3: speed (+1 empty) + Captain/Pilot + cards + port defense - blockade. With cards,
    a Moonless Night is spent on this roll."""
    ship = state["ships"][ship_id]
    value = allowance(state, ship_id) - state["blockade"][zone] if zone != state["hss"] \
        else allowance(state, ship_id) - 1
    if zone != state["hss"]:
        value += state["defense"][zone]
    effects = _effects(state, ship["owner"]) if use_cards else None
    if effects is not None:
        value += _card_bonus(effects, effects["moonless"] > 0)
        if effects["moonless"]:
            effects["moonless"] -= 1  # Moonless Night: the next single roll only
    return value


def _card_bonus(effects: dict[str, Any], moonless: bool) -> int:
    return CONVOY_BONUS * effects["convoy"] + (MOONLESS_BONUS if moonless else 0)


def dice_count(state: State, zone: str) -> int:
    three = state["options"].get("three_dice")
    if zone == state["hss"]:
        return THREE_DICE if three else HOUSE["hss_evasion_dice"]
    return THREE_DICE if three else EVASION_DICE


def escape_chance(value: int, dice: int) -> float:
    """BR-8.3: the chance that at least one of `dice` dice shows `value` or less."""
    miss = min(max(DIE - value, 0), DIE) / DIE
    return 1.0 - miss ** dice


def evade(state: State, ship_id: str, zone: str) -> bool:
    """One evasion roll (BR-8.3): the ship is captured when every die exceeds V. True when it
    got through. The roll stays in `last_roll` for the board to show."""
    value = evasion_value(state, ship_id, zone)
    dice = [rng.roll(state, DIE) for _ in range(dice_count(state, zone))]
    owner = state["ships"][ship_id]["owner"]
    safe = any(d <= value for d in dice)
    log(state, "evaded" if safe else "captured_ship", player=owner + 1, ship=ship_id, zone=zone,
        value=value, dice=" ".join(map(str, dice)))
    state["last_roll"] = {"seat": owner, "ship": ship_id, "zone": zone, "value": value,
                          "dice": dice, "escaped": safe, "log": len(state["log"]) - 1}
    if not safe:
        sink(state, ship_id)
    return safe


def sink(state: State, ship_id: str) -> None:
    """A ship taken by the Union (BR-8.3): cargo gone, Captain and Pilot discarded, its
    owner's Insurance (if kept) pays the printed price once."""
    ship = state["ships"][ship_id]
    owner = ship["owner"]
    drop_cubes(state, load_of(ship))
    for card in ("captain", "pilot"):
        if ship[card]:
            state["discard"].append(card)
            ship[card] = False
    ship["cargo"] = {c: 0 for c in ship["cargo"]}
    ship.update(owner=None, zone=None, lost=True)
    if "insurance" in state["kept"][owner]:
        state["kept"][owner].remove("insurance")
        state["discard"].append("insurance")
        bank_pay(state, owner, SHIPS[ship_id]["price_k"])
        log(state, "insured", player=owner + 1, ship=ship_id, amount=SHIPS[ship_id]["price_k"])


def _exempt(state: State, seat: int, zone: str) -> bool:
    effects = _effects(state, seat)
    return effects is not None and zone in effects["inlets"]


def _must_roll(state: State, seat: int, zone: str) -> bool:
    return blockade_at(state, zone) is not None and not _exempt(state, seat, zone)


def movable(state: State, frame: dict[str, Any], seat: int) -> list[str]:
    ships = frame["only"] if frame["only"] is not None else fleet(state, seat)
    return [s for s in ships if s not in frame["moved"] and state["ships"][s]["owner"] == seat
            and state["ships"][s]["zone"] is not None]


def start_move(state: State, seat: int, only: list[str] | None = None) -> None:
    FRAMES.push(state, "move", seat=seat, moved=[], ship=None, steps=0, start=None, only=only)


def _steps(state: State, frame: dict[str, Any]) -> list[Action]:
    ship = frame["ship"]
    left = steps_allowed(state, ship, frame) - frame["steps"]
    if left <= 0:
        return []
    return [["to", z] for z in ADJACENT[state["ships"][ship]["zone"]]
            if z not in state["captured"] or left >= 2]


def _can_stop(state: State, frame: dict[str, Any]) -> bool:
    zone = state["ships"][frame["ship"]]["zone"]
    return zone not in state["captured"] and (frame["only"] is None or zone != frame["start"])


def _move_frame(state: State) -> dict[str, Any] | None:
    top = FRAMES.top(state)
    return top if top is not None and top["name"] == "move" else None


def evasion_odds(state: State, ship_id: str, zone: str) -> float:
    """The chance that the ship's next step, into the adjacent `zone`, ends with the ship
    still afloat: its roll on leaving a blockaded start zone (first step of a Move, BR-8.2),
    then its roll on entering a blockaded `zone`, with the turn's cards (BR-8.3, BR-H18).
    1.0 when the step asks no roll. Pure: the board calls it with a state before the player
    commits; the view carries it per destination (`move`)."""
    ship = state["ships"][ship_id]
    seat, here = ship["owner"], ship["zone"]
    frame = _move_frame(state)
    chosen = frame is not None and frame["ship"] == ship_id
    first = not chosen or frame["steps"] == 0  # type: ignore[index]
    flight = frame is not None and frame["only"] is not None
    rolls = [z for z, due in ((here, first and not flight), (zone, True))
             if due and _must_roll(state, seat, z)]
    effects = _effects(state, seat)
    moonless = effects["moonless"] if effects is not None else 0
    odds = 1.0
    for z in rolls:
        value = evasion_value(state, ship_id, z, use_cards=False)
        if effects is not None:
            value += _card_bonus(effects, moonless > 0)
            moonless = max(0, moonless - 1)
        odds *= escape_chance(value, dice_count(state, z))
    return odds


def roll_odds(state: State, ship_id: str, zone: str) -> float:
    """The chance that the ship comes through a roll in `zone` now, 1.0 where none is due
    (BR-8.3), the turn's cards counted (a Moonless Night as if unspent): the bots' risk of
    leaving or entering one zone. Pure."""
    seat = state["ships"][ship_id]["owner"]
    if not _must_roll(state, seat, zone):
        return 1.0
    value = evasion_value(state, ship_id, zone, use_cards=False)
    effects = _effects(state, seat)
    if effects is not None:
        value += _card_bonus(effects, effects["moonless"] > 0)
    return escape_chance(value, dice_count(state, zone))


def destinations(state: State, ship_id: str) -> dict[str, float]:
    """The zones the ship may step into next (the frame's `to` actions, or the first step of
    a ship not yet chosen) with `evasion_odds` for each."""
    frame = _move_frame(state)
    if frame is None or frame["ship"] != ship_id:
        frame = {"ship": ship_id, "steps": 0, "only": frame["only"] if frame else None}
    return {action[1]: evasion_odds(state, ship_id, action[1])
            for action in _steps(state, frame)}


def move_view(state: State) -> dict[str, Any] | None:
    """For the board, while a Move (or a flight) is asked: whose it is, the ship being moved
    and its steps left, and for every ship that may move its next destinations with odds."""
    frame = _move_frame(state)
    if frame is None:
        return None
    ships = [frame["ship"]] if frame["ship"] is not None else movable(state, frame,
                                                                      frame["seat"])
    return {"seat": frame["seat"], "ship": frame["ship"], "flight": frame["only"] is not None,
            "left": steps_allowed(state, frame["ship"], frame) - frame["steps"]
            if frame["ship"] else None,
            "destinations": {s: destinations(state, s) for s in ships}}


@FRAMES.define("move")
class Move(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        """Where the ship steered goes (`ship`: None until one is chosen)."""
        return Decision("target", "move", (), {"ship": frame["ship"]})

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        if frame["ship"] is None:
            out: list[Action] = [["ship", s] for s in movable(state, frame, seat)]
            return out + ([["done"]] if frame["only"] is None else [])
        out = _steps(state, frame)
        if load_of(state["ships"][frame["ship"]]):
            out.append(["jettison"])
        if _can_stop(state, frame):
            out.append(["stop"])
        return out

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        verb = action[0]
        if verb == "done":
            FRAMES.pop(state, "move")
        elif verb == "ship":
            frame.update(ship=action[1], steps=0, start=state["ships"][action[1]]["zone"])
        elif verb == "jettison":
            ship = state["ships"][frame["ship"]]
            drop_cubes(state, load_of(ship))
            ship["cargo"] = {c: 0 for c in ship["cargo"]}
            log(state, "jettisoned", player=seat + 1, ship=frame["ship"])
        elif verb == "stop":
            self._finish(state, frame)
        else:
            self._step(state, frame, seat, action[1])

    def _step(self, state: State, frame: dict[str, Any], seat: int, zone: str) -> None:
        ship_id = frame["ship"]
        ship = state["ships"][ship_id]
        here = ship["zone"]
        if frame["steps"] == 0 and frame["only"] is None and _must_roll(state, seat, here):
            if not evade(state, ship_id, here):  # BR-8.2: rolls before leaving
                return self._finish(state, frame)
        ship["zone"] = zone
        frame["steps"] += 1
        if _must_roll(state, seat, zone) and not evade(state, ship_id, zone):
            return self._finish(state, frame)
        if not _steps(state, frame) and _can_stop(state, frame):
            self._finish(state, frame)  # nowhere further to go: the ship stops

    def _finish(self, state: State, frame: dict[str, Any]) -> None:
        frame["moved"].append(frame["ship"])
        frame.update(ship=None, steps=0, start=None)
        if frame["only"] is not None and not movable(state, frame, frame["seat"]):
            FRAMES.pop(state, "move")

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        if frame["ship"] is None:
            return Prompt("br.prompt.flee" if frame["only"] is not None else "br.prompt.move")
        return Prompt("br.prompt.steer", {
            "ship": frame["ship"],
            "left": steps_allowed(state, frame["ship"], frame) - frame["steps"]})
