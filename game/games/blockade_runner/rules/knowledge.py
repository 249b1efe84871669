"""What each seat may see (view) and a full state it cannot tell from the real one.

Implementation notes:
- Hidden: the other seats' hands (counts only), the order of the action deck, and a card
  offered in a swap from everyone but the two players (swap.py). Everything else is public
  (BR-12.1: cash is public; ships, cargo, kept cards and the Fund are on the table). The
  Union deck is shuffled and drawn at once, so it hides nothing.
- determinize re-deals the other hands, the deck and the swap offers the seat does not see
  from one sorted pool, keeping sizes.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.data import clone_state, deep_copy
from game.engine.rules import forget_unseen, visible_log
from game.engine.types import State

from .auction import auction_view
from .move import move_view
from .swap import hide_offers, sees_offer
from .year import score

PUBLIC = ("game", "players", "options", "year", "cash", "fund", "ships", "goods", "prices",
          "sold_box", "sold_this_year", "blockade", "defense", "captured", "hss", "discard",
          "kept", "effects", "delivered", "bonus", "war_goods_last", "order", "start_player",
          "shipless", "final", "stack", "last_roll", "union")


def view(state: State, seat: int | None) -> dict[str, Any]:
    out = {key: deep_copy(state[key]) for key in PUBLIC}
    hide_offers(out["stack"], seat)
    out["hands"] = [list(h) if i == seat else len(h) for i, h in enumerate(state["hands"])]
    out["deck"] = len(state["deck"])
    out["scores"] = [score(state, s) for s in range(state["players"])]
    out["log"] = visible_log(state["log"], seat)
    out["move"] = move_view(state)
    out["auction"] = auction_view(state)
    # The year's player turns have begun (the Union action's summary is complete then).
    out["turns_begun"] = any(f["name"] == "turn" for f in state["stack"])
    return out


def determinize(state: State, seat: int, rand: random.Random) -> State:
    new = clone_state(state)
    forget_unseen(new, seat, rand)
    others = [s for s in range(new["players"]) if s != seat]
    unseen = [f for f in new["stack"] if f["name"] == "swap_answer" and not sees_offer(f, seat)]
    pool = sorted(new["deck"] + [c for s in others for c in new["hands"][s]]
                  + [f["card"] for f in unseen])
    rand.shuffle(pool)
    for frame in unseen:
        frame["card"], pool = pool[0], pool[1:]
    for s in others:
        size = len(new["hands"][s])
        new["hands"][s], pool = sorted(pool[:size]), pool[size:]
    new["deck"] = pool
    return new
