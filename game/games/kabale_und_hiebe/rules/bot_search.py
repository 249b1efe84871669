"""Kabale und Hiebe's part of the search bot (engine/search.py, issue #21): SPEC for the Easy
and Hard bots.

Implementation notes:
- Fast policy (play-outs and the Easy bot): a random hand card, then the column where the
  rule bot's evaluation (bot.evaluate: projected goal points if the round ended now, KH-6/7)
  rates it best; Cloak and Traitor decisions by the same 1-ply evaluation.
- A play-out stops once every player placed one more card (or the round ended), and is rated
  by bot.evaluate for every seat (`bot.standings`, the columns resolved once; the search
  rates its change, over SCALE).
- "unselect" is never searched: it only undoes the card pick.
- Budget (issue #36 point 3), two players, `bench.match --sprt 0 50`: 2,500 iterations
  against 1,250, -19 Elo (-71 to +33) in 93 pairs; 1,250 against 625, +10 (-21 to +40) in
  200 pairs: both accept "no gain". So the app's Hard stops at ENOUGH (625) iterations, where
  its +100 rung over Normal holds: +165 (+95 to +250) in 51 pairs, `--sprt 50 100` accepting
  (at 1,250 it was played first: +230).
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.search import SearchSpec
from game.engine.types import Action, State

from .bot import evaluate, standings
from .common import FRAMES

SCALE = 2.0  # goal points for a 73% rating
ENOUGH = 625  # iterations; twice as many bought nothing (above)


def placed(state: State) -> tuple[int, int]:
    return state["round"], sum(len(c["slots"]) for c in state["columns"])


def stop(root: State, state: State) -> bool:
    (r0, n0), (r, n) = placed(root), placed(state)
    return r != r0 or n - n0 >= state["players"]


def candidates(state: State, seat: int, legal: list[Action]) -> list[Action]:
    return [a for a in legal if a != ["unselect"]] or legal


def fast_policy(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    legal = candidates(state, seat, legal)
    if legal[0][0] == "card":
        return legal[rand.randrange(len(legal))]
    best, best_v = legal[0], float("-inf")
    for action in legal:
        trial = rules.clone(state)
        FRAMES.apply(trial, seat, action)
        v = evaluate(trial, seat)
        if v > best_v:
            best, best_v = action, v
    return best


SPEC = SearchSpec(policy=fast_policy, standings=standings, scale=SCALE, stop=stop,
                  candidates=candidates, enough=ENOUGH)
