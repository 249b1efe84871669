"""KH-2 Setup: personal decks and hands, goal piles, first player, the first round's goals.

Implementation notes:
- KH-2.3 (2 players, remove the six value-1 goals) is the option `two_player_remove_ones`
  (default on, KH-10.2).
- KH-2.5: the first player of round 1 is drawn with the seeded RNG (the rulebook's
  "youngest player" cannot be known to the program).
- Unused goal cards stay in `goal_box`, unseen by everyone; removed value-1 goals are public
  in `goals_out`.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import State

from .common import FRAMES, log, who
from .components import CARD_IDS, GOALS, HAND_SIZE, ROUNDS, SETUP, goal_value


def new_state(seed: int, players: int, options: dict[str, Any]) -> State:
    state: State = {
        "game": "kabale_und_hiebe", "rng": rng.new_rng(seed), "players": players,
        "options": options, "round": 0, "rounds": ROUNDS, "turn": 0, "selected": None,
        "moved": [], "decks": [], "hands": [], "discards": [[] for _ in range(players)],
        "won": [[] for _ in range(players)], "columns": [], "goal_piles": [], "goal_box": [],
        "goals_out": [], "last_round": [], "stack": [], "log": [], "final": None,
    }
    for _ in range(players):  # KH-2.2
        deck = list(CARD_IDS)
        rng.shuffle(state, deck)
        state["hands"].append(sorted(deck[:HAND_SIZE], key=CARD_IDS.index))
        state["decks"].append(deck[HAND_SIZE:])
    goals = list(GOALS)
    if players == 2 and options["two_player_remove_ones"]:  # KH-2.3
        removed = SETUP["two_player_remove_goal_values"]
        state["goals_out"] = [g for g in goals if goal_value(g) in removed]
        goals = [g for g in goals if goal_value(g) not in removed]
    rng.shuffle(state, goals)
    per = SETUP["goals_per_player"]  # KH-2.4
    state["goal_piles"] = [goals[i * per:(i + 1) * per] for i in range(players)]
    state["goal_box"] = goals[players * per:]
    first = rng.randbelow(state, players)  # KH-2.5
    log(state, "setup", **who(first))
    FRAMES.push(state, "play")
    start_round(state, first)
    return state


def start_round(state: State, first: int) -> None:
    """KH-3.1/3.2: turn up the top goal card of every pile; one column per goal."""
    state["round"] += 1
    state["columns"] = [{"goal": pile.pop(), "slots": [], "closed": False}
                        for pile in state["goal_piles"]]
    state["turn"] = first
    mark_barrier(state)
    log(state, "round_start", round=state["round"], **who(first))
