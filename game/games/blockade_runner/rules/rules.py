"""The rules object: the engine contract wired to the section modules.

Implementation notes:
- Options are the publisher's optional rules of BR-15 that could be recovered whole:
  `three_dice`, `catch_up_cash`, `rail_not_an_action` (all off by default). The convoy rules,
  paid card plays and Land War are not offered (Land War's placement rules are lost; see
  STATE.md).
- Invariants: money is conserved except through the bank (ledger), cubes except through the
  supply and the sinks (ledger), the 48 action cards are each in exactly one place, and every
  ship is in exactly one place: afloat in one zone with an owner, waiting to be placed by its
  owner, unowned in the supply, or lost.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.engine.frames import FrameRules
from game.engine.rules import BaseRules, FinalScoreRules
from game.engine.search import difficulty_bots
from game.engine.types import Option, Prompt, State

from . import action_cards, auction, move, setup, turn, year  # noqa: F401  (registers the frames)
from .bot import EasyRunner, RunnerBot
from .common import FRAMES, goods_total, load_of, money_total
from .data import BY_COUNT, COMMODITIES, DECK, MAX_BLOCKADE, MAX_DEFENSE, SETUP, SHIPS, YEARS, ZONES
from .knowledge import determinize, view


class BlockadeRunnerRules(FrameRules, FinalScoreRules, BaseRules):
    id = "blockade_runner"
    final_reason = "br.reason.final_scoring"
    title = "Blockade Runner"
    min_players = SETUP["players"]["min"]
    max_players = SETUP["players"]["max"]
    options = (
        Option("three_dice", False, (), "Roll three dice for every evasion roll (BR-15)"),
        Option("catch_up_cash", False, (), "Each later seat starts with 2k more (BR-15)"),
        Option("rail_not_an_action", False, (),
               "Rail is not an action: 5k once per turn to start railing (BR-15)"),
        Option("card_swaps", True, (),
               "Card swaps between any two players between actions (BR-11.4)"),
    )
    private_zones = ("hands.<seat>", "deck")
    frames = FRAMES
    CONFORMANCE_SEEDS = 1500  # 300 per player count (issue #18 point 3)
    # 2 (issue #37): one HSS die, flights at base speed, capture rolls and card swaps changed
    # what moves are legal and how many dice are drawn, so older move lists may not replay.
    SHOWN_ONLY = ("last_roll",)  # the blockade roll panel's record
    rules_version = 2
    # Easy is the careless rule bot (bot.EasyRunner), not the search's play-out policy.
    bots = {**difficulty_bots(lambda: _search_spec(), lambda seed: RunnerBot(seed)),
            "easy": lambda seed: EasyRunner(seed)}

    def setup(self, seed: int, players: int, options: dict[str, Any]) -> State:
        self.check_players(players)
        state = setup.new_state(seed, players, self.resolve_options(options))
        FRAMES.settle(state)
        return state

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return determinize(state, seat, rng)

    def progress(self, state: State) -> Prompt:
        if state["final"] is not None:
            return Prompt("progress.over")
        return Prompt("br.progress.year", {"year": state["year"]})

    def invariants(self, state: State) -> list[str]:
        out = []
        ledger = state["ledger"]
        if money_total(state) != ledger["start"] + ledger["bank_out"] - ledger["bank_in"]:
            out.append("money created or lost outside the bank")
        if min(state["cash"]) < 0 or state["fund"] < 0:
            out.append("negative cash or fund")
        if goods_total(state) != ledger["goods_in"] - ledger["goods_out"]:
            out.append("cubes created or lost outside the supply")
        attached = [c for s in state["ships"].values() for c in ("captain", "pilot") if s[c]]
        held = (state["deck"] + state["discard"] + attached
                 + [c for h in state["hands"] for c in h] + [c for k in state["kept"] for c in k])
        held += [f["card"] for f in state["stack"] if f["name"] in ("card", "swap_answer")]
        if Counter(held) != Counter(DECK):
            out.append("action cards not conserved")
        out += self._ship_problems(state)
        return out

    def _ship_problems(self, state: State) -> list[str]:
        out = []
        moving = set()  # ships between steps of a move, or waiting to flee a captured port
        for frame in state["stack"]:
            if frame["name"] == "move":
                moving |= {frame["ship"], *(frame["only"] or [])}
        placing = any(f["name"] == "place" for f in state["stack"])
        docking = {f["ship"] for f in state["stack"] if f["name"] == "dock"}
        for ship_id, ship in state["ships"].items():
            owner, zone = ship["owner"], ship["zone"]
            if owner is not None and zone is None and not placing and ship_id not in docking:
                out.append(f"{ship_id}: owned but nowhere")
            afloat = owner is not None and zone is not None
            if ship["lost"] and (owner is not None or zone is not None or load_of(ship)):
                out.append(f"{ship_id}: lost but still somewhere")
            elif owner is None and (zone is not None or load_of(ship)):
                out.append(f"{ship_id}: unowned but at sea")
            elif afloat and zone in state["captured"] and ship_id not in moving:
                out.append(f"{ship_id}: stopped in a captured port")
            if afloat and zone not in ZONES:
                out.append(f"{ship_id}: in no zone")
            if load_of(ship) > SHIPS[ship_id]["capacity"] or min(ship["cargo"].values()) < 0:
                out.append(f"{ship_id}: cargo out of range")
        return out

    def validate_state(self, state: State, players: int) -> list[str]:
        out = []
        if state["players"] != players or len(state["cash"]) != players:
            out.append("seat count does not match")
        if not YEARS[0] <= state["year"] <= YEARS[-1]:
            out.append("year out of range")
        if set(state["ships"]) != set(SHIPS):
            out.append("unknown ships")
        if any(set(s["cargo"]) != set(COMMODITIES) for s in state["ships"].values()):
            out.append("unknown goods")
        out += _range_problems(state, players)
        return out or self.invariants(state)


def _range_problems(state: State, players: int) -> list[str]:
    """Whole numbers in range (issue #33 point 6): the money at the start is what the seats
    began with (BR-2.4, BR-15), so edited cash breaks the ledger's count in `invariants`."""
    counts = [*state["cash"], state["fund"], *state["ledger"].values(),
              *state["blockade"].values(), *state["defense"].values()]
    if not all(type(n) is int and n >= 0 for n in counts):
        return ["a count is negative or not a whole number"]
    out = []
    if (max(state["blockade"].values()) > MAX_BLOCKADE
            or max(state["defense"].values()) > MAX_DEFENSE):
        out.append("blockade or defense out of range")  # BR-4, BR-7.6
    extra = setup.CATCH_UP * sum(range(players)) if state["options"].get("catch_up_cash") else 0
    if state["ledger"]["start"] != BY_COUNT[players]["cash_k"] * players + extra:
        out.append("starting money changed")
    return out


def _search_spec():
    from .bot_search import SPEC  # imports the bot modules: looked up when a bot is made

    return SPEC


RULES = BlockadeRunnerRules()
