"""Positions for Twilight Struggle tests: a set-up game moved to an action round with chosen
hands, influence and tracks, keeping every card in exactly one place."""

from __future__ import annotations

from typing import Any

from game.engine.frames import Frames
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import FRAMES
from game.games.twilight_struggle.rules.data import COUNTRY_IDS
from game.games.twilight_struggle.rules.operations import snapshot


def set_up(seed: int = 1, **options: Any) -> dict:
    """A new game with its free set-up placements made (first legal choice each time)."""
    state = RULES.setup(seed, 2, options)
    while state["stack"][-1]["name"] == "setup_place":
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    return state


def give(state: dict, seat: int, cards: list[int]) -> None:
    """`seat`'s hand becomes `cards` (taken from wherever they are); its old cards go to the
    deck."""
    for card in cards:
        for place in (state["deck"], state["discard"], state["removed"], *state["hands"]):
            if card in place:
                place.remove(card)
    state["deck"].extend(state["hands"][seat])
    state["hands"][seat][:] = list(cards)


def influence(state: dict, values: dict[str, tuple[int, int]], clear: bool = True) -> None:
    if clear:
        for c in COUNTRY_IDS:
            state["influence"][c] = [0, 0]
    for c, v in values.items():
        state["influence"][c] = list(v)


def action_round(state: dict, seat: int, number: int = 1) -> dict:
    """The game waits for `seat` to play a card in its action round `number`."""
    state["stack"] = [{"name": "turn", "step": "rounds", "next_ar": 2 * number - 1 + seat}]
    state["round"], state["phasing"] = number, seat
    snapshot(state)
    Frames.push(state, "action_round", seat=seat)
    return state


def play(state: dict, seat: int, *actions: list) -> dict:
    for action in actions:
        RULES.apply(state, seat, action)
    return state


def top(state: dict) -> dict:
    return FRAMES.top(state)
