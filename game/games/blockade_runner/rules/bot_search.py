"""Blockade Runner's part of the search bot (engine/search.py, issue #21): SPEC for the Hard
bot; the Easy bot is bot.EasyRunner.

Implementation notes:
- Play-outs use the rule bot (bot.RunnerBot.pick) for every seat, with the search's
  generator, so the other seats are modelled as the Normal bot plays.
- A play-out stops HORIZON player turns after the searched decision (the rest of this turn
  and the next seat's), and is rated by `standings`: the seat's worth (BR-14.1's cash + ship
  prices, plus its cargo at today's prices: SOLD_SHARE of them once the ship lies in an open
  port that buys it, else a share by the odds of its way there) less the mean worth of the
  others, in k; the search rates its change, over SCALE.
- SOLD_SHARE (issue #36): a run pays when the cargo is sold, on the seat's next turn, after
  the horizon; with cargo at CARGO_SHARE wherever it lay, a Move that brought it into port
  rated as its risk alone, and the search ended its turn or played a card instead. Against
  the search before it (`hard@600-pre36f`): +87 Elo (+20 to +161, 53 pairs); against
  Normal: -9 (-88 to +70, 40 pairs) before, +28 (-22 to +80, 86 pairs) with it: not yet the
  +100 rung (docs/BOTS.md). Play-outs to the end of the seat's next turn were no stronger (50%
  against Normal at 150 iterations, 36 pairs, against 54% for two turns) and twice as slow.
- Cargo under way (issue #36, second step): counted at CARGO_SHARE wherever it lay, cargo
  loaded behind a blockade it could hardly pass was worth as much as cargo past it, so the
  search could not tell a load or a run worth its risk from one that was not. Now its share
  runs from STUCK_SHARE (no way to a port that buys it) to UNDER_WAY of SOLD_SHARE, by the
  chance that the rolls of the rule bot's way there (any way, blockades run: `_Router`) let
  it through (`RunnerBot.way_odds`). At 150 iterations against Normal (seeds 8000-8039): 61%
  (+80) against 47% (-18) before. Its evaluation is about ten times as slow (0.1 ms), the
  search 1.35 times, so the same 2 s buy 450 iterations, not 600 (bench/versions.py). At 450
  against Normal: +93 (+60 to +129) in 206 pairs, and `bench.match --sprt 50 100` accepts
  the +100 rung (docs/BOTS.md). Since every seat is rated at once (`standings`, each worth
  computed once), 1.15 times as slow, and 2 s buy about 520.
- Budget (issue #36 point 3): at 900 iterations against 450, -19 Elo (-72 to +33) in 54
  pairs, and `bench.match --sprt 0 50` accepts "no gain". So the app's Hard stops at
  ENOUGH (450) iterations, the count its rung was played at, with the 2 s not spent: about
  half a second on a quiet laptop. Half of it is weaker: 450 over 225, +45 (+10 to +80) in
  157 pairs, `--sprt 0 50` accepting "a gain".
- The coach (issue #36 point 4): a step left to the rule bot, which only the Hint searches,
  names the rule bot's pick (`usual`, what the Hard bot plays there) unless the play-outs
  rate another clearly better (`search.keep_usual`); the pick starts rated by
  `search.USUAL_SAMPLES` play-outs of its own. On 42 positions the Hint agreed with a
  search ten times as long at 15 of 23 such steps by the win chance alone, at 20 so; over
  60, at 42 positions in all (70%, docs/BOTS.md). Weighed as STEP_PRIOR_VISITS (300) before, the
  pick's 20 play-outs' rating stood as if sure: the search hardly tried the pick again, and
  named or shunned it by that rating's noise.
- Searched: which action of a turn to take (move, load, unload, rail, a card, an auction,
  end), card effects, auctions and bids: each rated by what follows as the rule bot plays it.
  The rule bot's own detail work is left to it (`delegate`): steering a ship link by link,
  loading one cube at a time, placing and docking ships, the Fund and card swaps; searching
  those too spread the budget thin (bench.search_bot, 100 iterations, 2 players: Hard won
  4/8 against Normal searching them, 16/24 with them delegated). A bid is searched between
  the least raise, the rule bot's bid and passing (`candidates`), not over every amount; a
  card swap offer is searched only where the rule bot would make it.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.search import SearchSpec
from game.engine.types import Action, State

from .bot import INBOUND, RunnerBot
from .common import FRAMES, fleet, is_confederate, open_port
from .data import SHIPS, TRADED, WAR_GOODS_PAY, YEARS

HORIZON = 2  # player turns
SCALE = 10.0  # k of worth for a 73% rating
CARGO_SHARE = 0.5  # cargo under way at half its price (before issue #36's second step, `routed`)
SOLD_SHARE = 0.9  # ... and at nearly all of it in a port that buys it: the run is made
# Cargo under way (issue #36): between STUCK_SHARE (no way to a port that buys it) and
# UNDER_WAY of SOLD_SHARE (a way without rolls), by the chance its way's rolls let it through
STUCK_SHARE, UNDER_WAY = 0.4, 0.75
# Issue #36 point 3: twice as many iterations bought nothing (hard@900 against hard@450,
# 54 pairs, -19 Elo, the SPRT accepting "no gain"), so the app's Hard stops at this many
ENOUGH = 450
DELEGATED = frozenset(("move", "load", "place", "dock", "fund", "swap", "swap_answer"))


def turns(state: State) -> int:
    """Player turns started so far (the year frame counts them within a year)."""
    stack = state["stack"]
    within = stack[0]["next"] if stack and stack[0]["name"] == "year" else 0
    return (state["year"] - YEARS[0]) * (state["players"] + 1) + within


def stop(root: State, state: State) -> bool:
    return turns(state) - turns(root) >= HORIZON


class _Router(RunnerBot):
    cautious = False  # any way, blockades run: their odds are what cargo under way is worth


ROUTER = _Router()  # its ways are pure functions of the state


def worth(state: State, seat: int, sold: float = SOLD_SHARE, routed: bool = True) -> float:
    ships = state["ships"]
    value = float(state["cash"][seat])
    for ship_id in fleet(state, seat):
        ship = ships[ship_id]
        cargo, zone = ship["cargo"], ship["zone"]
        # BR-9: outbound goods sell in neutral ports, inbound ones in Confederate ports
        market = zone is not None and open_port(state, zone)
        inbound = market and is_confederate(zone)
        value += SHIPS[ship_id]["price_k"]
        under_way = None  # the share of cargo still to be run in: looked up once a ship
        for goods in ("war_goods", *TRADED):
            if not cargo[goods]:
                continue
            price = WAR_GOODS_PAY if goods == "war_goods" else state["prices"][goods]
            if market and inbound == (goods in INBOUND):
                share = sold
            else:
                if under_way is None:
                    under_way = _under_way(state, ship_id, sold) if routed else CARGO_SHARE
                share = under_way
            value += share * cargo[goods] * price
    return value


def _under_way(state: State, ship_id: str, sold: float) -> float:
    """Cargo's share on a ship not where it sells: by the odds of its way to a port that does."""
    zone = state["ships"][ship_id]["zone"]
    odds = ROUTER.way_odds(state, ship_id) if zone is not None else 0.0
    return STUCK_SHARE + (sold - STUCK_SHARE) * UNDER_WAY * odds


def standings(state: State, sold: float = SOLD_SHARE, routed: bool = True) -> list[float]:
    """Each seat's worth less the others' mean, by seat, each worth computed once; `sold` the
    share of cargo in a port that buys it, `routed` whether cargo under way counts by its
    way's odds (bench only: CARGO_SHARE and False, the evaluation before issue #36's; False,
    before its second step)."""
    n = state["players"]
    worths = [worth(state, s, sold, routed) for s in range(n)]
    return [worths[seat] - sum(w for s, w in enumerate(worths) if s != seat) / max(n - 1, 1)
            for seat in range(n)]


def fast_policy(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    return RunnerBot(rand=rand).pick(state, seat, legal)


def candidates(state: State, seat: int, legal: list[Action]) -> list[Action]:
    if any(a[0] == "offer" for a in legal):  # a swap offer only where the rule bot makes one
        rule = RunnerBot(rand=random.Random(0)).pick(state, seat, legal)
        return [a for a in legal if a[0] != "offer" or a == rule]
    if legal and legal[0][0] != "bid":
        return legal
    rule = RunnerBot(rand=random.Random(0)).pick(state, seat, legal)
    keep = [legal[0], ["pass"], rule]
    return [a for i, a in enumerate(keep) if a in legal and a not in keep[:i]]


def delegate(state: State, seat: int) -> bool:
    return FRAMES.top(state)["name"] in DELEGATED


def usual(state: State, seat: int, legal: list[Action]) -> Action | None:
    """At a step left to the rule bot (`delegate`), its pick: the step the Hard bot plays."""
    return RunnerBot(rand=random.Random(0)).pick(state, seat, legal) if delegate(
        state, seat) else None


SPEC = SearchSpec(policy=fast_policy, standings=standings, scale=SCALE, stop=stop,
                  candidates=candidates, delegate=delegate, enough=ENOUGH, usual=usual)
