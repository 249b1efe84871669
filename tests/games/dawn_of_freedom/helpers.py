"""Scenario helpers: hand-built mid-game positions for the 1989 rule tests."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.engine.types import Action, State
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES, seat_of
from game.games.dawn_of_freedom.rules.data import CARDS, SPACE_IDS


def blank(seed: int = 1, turn: int = 1) -> State:
    """A turn-`turn` position before COM's first action round: empty map, empty hands, every
    card of the dealt periods in the deck, no log."""
    state = RULES.setup(seed, 2, {})
    state["sp"] = {s: {COM: 0, DEM: 0} for s in SPACE_IDS}
    periods = {"early"} | ({"middle"} if turn >= 4 else set()) | ({"late"} if turn >= 8 else set())
    state["deck"] = sorted(n for n, c in CARDS.items() if c["period"] in periods)
    state["hands"] = {COM: [], DEM: []}
    state["turn"], state["log"] = turn, []
    state["stack"] = [{"name": "turn", "step": "rounds", "placements": [], "next_ar": 0}]
    return state


def give(state: State, side: str, *cards: int) -> None:
    for card in cards:
        for pile in (state["deck"], state["discard"], state["hands"][COM], state["hands"][DEM]):
            if card in pile:
                pile.remove(card)
        state["hands"][side].append(card)


def set_sp(state: State, **spaces: tuple[int, int]) -> None:
    """set_sp(state, krakow=(com, dem), ...)"""
    for space, (com, dem) in spaces.items():
        state["sp"][space] = {COM: com, DEM: dem}


def start_round(state: State, side: str, number: int = 1) -> None:
    """Push `side`'s action round on top of the turn frame (the turn resumes after it)."""
    nth = 2 * (number - 1) + (0 if side == COM else 1)
    state["stack"][0]["next_ar"] = nth + 1
    state["round"], state["phasing"] = number, side
    FRAMES.push(state, "action_round", seat=seat_of(side), side=side)


def act(state: State, side: str, *actions: Action) -> State:
    for action in actions:
        RULES.apply(state, seat_of(side), list(action))
    return state


def legal(state: State, side: str) -> list[Action]:
    return RULES.legal_actions(state, seat_of(side))


def rolls(state: State, *values: int) -> None:
    state["rng"]["forced_rolls"] = list(values)


def top(state: State) -> dict[str, Any] | None:
    return FRAMES.top(state)


def logged(state: State, key: str) -> list[dict[str, Any]]:
    return [e["params"] for e in state["log"] if e["key"] == key]



def number_of(name: str) -> int:
    """A strategy card's number by its English catalog name (dof.card.<n>)."""
    return next(n for n in CARDS if i18n.t(f"dof.card.{n}") == name)
