"""The bots' evaluation of a Twilight Struggle position for one seat, in VP-like units
(issue #17 point 4; the rule bot ranks its moves by it, the search bot rates play-outs by it).

Implementation notes:
- What it reads: the public board and tracks and the seat's own hand only (which scoring cards
  it holds), never the opponent's hand or the deck, so a decision made from it does not
  depend on hidden cards.
- Regions (TS-10.1): each region's projected score if scored now (scoring.region_points, the
  engine's own count: levels, battlegrounds, adjacency to the enemy superpower) times a weight
  for how likely it is to be scored: final scoring (TS-10.3.2) grows with the turn; a scoring
  card still to come adds to it, one in the seat's own hand more (it will score this turn,
  TS-2.2.1). Control of Europe wins when Europe is scored (TS-10.3.1): a large term.
- Countries: control (TS-2.1.7) of each country, battlegrounds and the countries next to the
  enemy superpower weighing more, plus a smaller term for progress towards control and for a
  margin beyond it (coup protection, TS-6.3.2), so one marker short of control is worth
  something to a one-step look-ahead. The Hard bot's rule bot weighs that progress three
  times as much (PROGRESS, issue #36: +177 Elo over Normal, docs/BOTS.md).
- Tracks: VP (TS-10.2), the MilOps shortfall the turn's end will cost (TS-8.2.1), weighted up as
  the seat's action rounds run out; the space race beyond its VP (abilities, TS-6.4.4); the
  China Card (TS-9: its 4-5 ops and the final VP). A finished game is ±WIN.
- `region_value` is one region's share, so a single-country change is re-rated by recounting
  only its region (bot.py's placement, removal, coup and realignment look-ahead).
"""

from __future__ import annotations

from contextvars import ContextVar

from game.engine.types import State

from . import scoring
from .card_play import rounds_total
from .common import US, opp
from .data import (
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    CARDS,
    REGION_IDS,
    SCORING_CARDS,
    SOUTHEAST_ASIA_VP,
    STABILITY,
    SUPERPOWER_SEAT,
    TRACKS,
)

WIN = 1000.0
EUROPE_CONTROL = 15.0  # Control of Europe wins when Europe is scored (TS-10.3.1)
DUE, IN_HAND = 0.6, 1.0  # weight a scoring card still to come / in the seat's hand adds
CHINA = 1.5  # the China Card held: 4-5 ops to come and 1 VP at the end (TS-9)
SPACE = 0.4  # per space box beyond its VP (abilities, TS-6.4.4)
SEA_REGION = "asia"  # Southeast Asia Scoring (TS-10.1) counts with the Asia region
_MID = TRACKS["period_turn"]["mid"]
_SEA_CARD = next(n for n, r in SCORING_CARDS.items() if r == "southeast_asia")


def _importance(seat: int) -> dict[str, float]:
    """How much controlling each country is worth to `seat`: battlegrounds most, and the
    countries next to the other superpower (a scoring bonus, TS-10.1.2)."""
    return {c: (1.0 if c in BATTLEGROUNDS else 0.4) + (0.3 if SUPERPOWER_SEAT[c] == opp(seat)
                                                      else 0.0)
            for c in STABILITY}


IMPORTANCE = (_importance(0), _importance(1))


def in_circulation(state: State, card: int) -> bool:
    """Not yet played this pass through the deck (its period has come, TS-4.4)."""
    if CARDS[card]["period"] != "early" and state["turn"] < _MID:
        return False
    return card not in state["discard"] and card not in state["removed"] \
        and card not in state["table"]


def region_weights(state: State, seat: int) -> dict[str, float]:
    """How likely each region is to be scored again (and Southeast Asia's own card)."""
    final = min(1.0, 0.3 + 0.07 * state["turn"])
    out = dict.fromkeys(REGION_IDS, final)
    out["southeast_asia"] = 0.0
    hand = state["hands"][seat]
    for card, region in SCORING_CARDS.items():
        if card in hand:
            out[region] += IN_HAND
        elif in_circulation(state, card):
            out[region] += DUE
    return out


# What a margin short of control is worth, at most, beside control's 1 (the Normal bot's
# 0.3). The Hard bot's rule bot sets three times as much for its own decisions
# (bot.RuleBot.progress, issue #36); a context variable, so a decision in one thread (the
# app's bot worker) leaves every other evaluation (the coach's, the table's) as it is.
NORMAL_PROGRESS = 0.3
PROGRESS: ContextVar[float] = ContextVar("progress", default=NORMAL_PROGRESS)


def _country(inf: list[int], seat: int, stability: int, progress: float) -> float:
    mine, theirs = inf[seat], inf[1 - seat]
    margin = mine - theirs
    if mine >= stability and margin >= stability:
        return 1.0 + 0.1 * min(margin - stability, 2)
    if theirs >= stability and -margin >= stability:
        return -1.0 - 0.1 * min(-margin - stability, 2)
    return progress * max(-1.0, min(1.0, margin / stability)) + (0.05 if mine else 0.0)


def region_value(state: State, seat: int, region: str, weights: dict[str, float]) -> float:
    """`region`'s share of evaluate (Asia's includes Southeast Asia Scoring)."""
    w = weights[region]
    points, levels = scoring.region_points(state, region)
    value = w * (points[seat] - points[opp(seat)])
    if region == "europe":
        value += EUROPE_CONTROL * ((levels[seat] == scoring.CONTROL)
                                   - (levels[opp(seat)] == scoring.CONTROL))
    inf, imp, progress = state["influence"], IMPORTANCE[seat], PROGRESS.get()
    scale = 0.5 + w
    value += scale * sum(imp[c] * _country(inf[c], seat, STABILITY[c], progress)
                         for c in AREA_COUNTRIES[region])
    if region == SEA_REGION and weights["southeast_asia"]:
        value += weights["southeast_asia"] * _sea_points(state, seat)
    return value


def _sea_points(state: State, seat: int) -> float:
    from .control import controller

    total = 0
    for country, vp in SOUTHEAST_ASIA_VP.items():
        owner = controller(state, country)
        total += vp if owner == seat else -vp if owner == opp(seat) else 0
    return total


def rounds_left(state: State, seat: int) -> int:
    """`seat`'s action rounds still to come this turn, the running one not counted."""
    total = rounds_total(state, seat)
    if not state["round"]:
        return total  # the headline or between rounds: counted as the whole turn ahead
    if state["phasing"] == seat:
        return max(0, total - state["round"])
    return max(0, total - state["round"] + (1 if seat == US else 0))


def milops_penalty(state: State, seat: int) -> float:
    """The VP the MilOps check (TS-8.2.1) will cost `seat`, discounted by the rounds left in
    which it may still make them up."""
    short = max(0, state["defcon"] - state["milops"][seat])
    return short * 1.5 / (1 + rounds_left(state, seat))


def track_value(state: State, seat: int) -> float:
    """Everything but the regions."""
    other = opp(seat)
    value = state["vp"] * (1 if seat == US else -1)
    value -= milops_penalty(state, seat) - milops_penalty(state, other)
    value += SPACE * (state["space"][seat] - state["space"][other])
    holder = state["china"]["holder"]
    if holder is not None:
        value += CHINA if holder == seat else -CHINA
    return value


def evaluate(state: State, seat: int) -> float:
    """`seat`'s standing, higher is better (VP-like units)."""
    over = state["over"]
    if over is not None:
        winners = over["winners"]
        return 0.0 if len(winners) == 2 else WIN if seat in winners else -WIN
    weights = region_weights(state, seat)
    return track_value(state, seat) + sum(region_value(state, seat, r, weights)
                                          for r in REGION_IDS)
