"""Position evaluation for the 1989 rule bot (bot.py): a heuristic worth in VP-like units.

Implementation notes:
- evaluate(state, side) reads a full state; the bot only ever passes a determinized world
  (RULES.determinize), so the opponent's hand it may contain is a guess, and it is not read.
- Terms: the VP marker; the Final Scoring Power bonus (D89-10.4, 4 VP per country under
  Communist Power); per country the projected D89-9 score difference if it were scored now,
  weighted more when the side holds that country's Scoring card; a gradient toward control
  per space (battlegrounds count more) and the spaces controlled (Power Struggle cards,
  D89-8.1.1); the Tiananmen Square track; hand safety (a Scoring card that cannot be played
  before the turn ends loses the game, D89-4.5.4 / D89-10.2) and a little for Ops in hand.
- country_value is also used directly (without cloning) to rate single SP changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from .common import COM, DEM, opp
from .data import CARDS, COUNTRIES, COUNTRY_IDS, FINAL_SCORING_BONUS, SPACES, STABILITY

State = dict[str, Any]

BG = {s: bool(v["battleground"]) for s, v in SPACES.items()}
COUNTRY_SPACES = {c: tuple(v["spaces"]) for c, v in COUNTRIES.items()}
# per country: (space, stability, battleground weight 1/0) for the hot loop below
_INFO = {c: tuple((s, STABILITY[s], 1 if BG[s] else 0) for s in v["spaces"])
         for c, v in COUNTRIES.items()}
SCORING_OF = {v["scoring_card"]: c for c, v in COUNTRIES.items()}
CARD_OF = {c: v["scoring_card"] for c, v in COUNTRIES.items()}
ROUNDS = 7



@dataclass(frozen=True)
class Weights:
    """The evaluation's weights. The Normal bot plays NORMAL; the Hard bot PLAYED[side], its
    search HARD[side] (bot_search.py), found by self-play against the Normal bot
    (bench.dawn_of_freedom_weights, then bench.match candidates: docs/BOTS.md)."""

    vp: float = 1.0  # the VP marker
    base: float = 0.7  # a country's projected score: Final Scoring and mid-game Scoring cards
    held: float = 1.0  # extra when the side holds the country's Scoring card
    gradient: float = 0.25  # per space, toward control
    controlled: float = 0.3  # per controlled space more than the opponent (struggle cards)
    power: float = 0.8  # share of the Final Scoring Power bonus counted now
    ts_step: float = 1.2  # per Tiananmen Square track box ahead
    hand_ops: float = 0.08  # per Op in hand


NORMAL = Weights()
LOSE = 1000.0


def _level(spaces: int, bgs: int, o_spaces: int, o_bgs: int, all_bgs: int) -> str | None:
    if spaces > o_spaces and bgs == all_bgs:
        return "control"
    if spaces > o_spaces and bgs > o_bgs and bgs >= 1 and spaces - bgs >= 1:
        return "domination"
    return "presence" if spaces >= 1 else None


Terms = tuple[int, float, int, int]
# A country's terms depend on its spaces' margins only (and which are destroyed). A look-ahead
# rates the same few boards again and again (97% of the calls in a Hard game, issue #35 point
# 6), often a board changed in place and put back (bot.space_gain), so they are remembered by
# that key, never by a state: `margins` reads it from the board, `shifted` changes one space's
# margin without touching the board. Emptied when full.
_MEMO: dict[tuple, Terms] = {}
MEMO_LIMIT = 1 << 17
_SPACES = {c: tuple(v["spaces"]) for c, v in COUNTRIES.items()}
_CELLS = {c: itemgetter(*spaces) for c, spaces in _SPACES.items()}  # the spaces' SP cells
_SLOT = {s: i + 1 for spaces in _SPACES.values() for i, s in enumerate(spaces)}  # in the key


def margins(state: State, country: str) -> tuple:
    """The country's key: its id, then each space's Democrat SPs less the Communist's (None:
    destroyed, D89-AMB-17), in the map's order."""
    cells = _CELLS[country](state["sp"])
    destroyed = state.get("destroyed")
    if destroyed:
        return (country, *[None if s in destroyed else c[DEM] - c[COM]
                           for s, c in zip(_SPACES[country], cells, strict=True)])
    return (country, *[c[DEM] - c[COM] for c in cells])


def shifted(key: tuple, space: str, dem_gain: int) -> tuple:
    """`key` with the Democrat's margin in `space` (of the key's country) up by `dem_gain`."""
    i = _SLOT[space]
    margin = key[i]
    if margin is None:
        return key
    return (*key[:i], margin + dem_gain, *key[i + 1:])


def terms_of(key: tuple, side: str) -> Terms:
    """The terms of the board `key` describes, for `side`."""
    terms = _MEMO.get(key)
    if terms is None:
        if len(_MEMO) >= MEMO_LIMIT:
            _MEMO.clear()
        terms = _MEMO[key] = _democrat_terms(key)
    if side == DEM:
        return terms
    diff, grad, mine, theirs = terms  # negating is exact: the same sums with every sign flipped
    return -diff, -grad, theirs, mine


def _democrat_terms(key: tuple) -> Terms:
    country = key[0]
    mine = theirs = my_bg = their_bg = all_bg = 0
    grad = 0.0
    for margin, (_, stab, bg) in zip(key[1:], _INFO[country], strict=True):
        if margin is None:
            continue
        all_bg += bg
        if margin >= stab:
            mine += 1
            my_bg += bg
            x = 1.0 + min(margin - stab, 2) * 0.1  # a little cushion against checks
        elif -margin >= stab:
            theirs += 1
            their_bg += bg
            x = -1.0 - min(-margin - stab, 2) * 0.1
        else:
            x = 0.6 * margin / stab
        grad += x * (1.6 if bg else 1.0)
    vp = COUNTRIES[country]["scoring"]
    lv = _level(mine, my_bg, theirs, their_bg, all_bg)
    lo = _level(theirs, their_bg, mine, my_bg, all_bg)
    diff = (vp[lv] if lv else 0) + my_bg - (vp[lo] if lo else 0) - their_bg
    return diff, grad, mine, theirs


def country_terms(state: State, country: str, side: str) -> Terms:
    """(projected score difference for `side`, control gradient, spaces held, opp spaces)."""
    return terms_of(margins(state, country), side)


def terms_value(terms: Terms, held: bool, w: Weights = NORMAL) -> float:
    diff, grad, mine, theirs = terms
    weight = w.base + (w.held if held else 0.0)
    return weight * diff + w.gradient * grad + w.controlled * (mine - theirs) * (1.5 if held else 1)


def country_value(state: State, country: str, side: str, held: bool,
                  w: Weights = NORMAL) -> float:
    return terms_value(country_terms(state, country, side), held, w)


def rounds_left(state: State, side: str) -> int:
    """Action rounds `side` still has this turn (the pending one included)."""
    r, ph = state.get("round", 0), state.get("phasing")
    if r == 0:
        return ROUNDS
    if ph is None:
        return 0
    stack = state.get("stack") or []
    top = stack[-1] if stack else None
    pending = top is not None and top["name"] == "action_round" and top.get("side") == side
    if pending or (ph == COM and side == DEM):
        return ROUNDS + 1 - r
    return ROUNDS - r


def held_scoring(hand: list[int]) -> list[int]:
    return [c for c in hand if CARDS[c]["scoring"]]


def country_keys(state: State) -> dict[str, tuple]:
    """Every country's `margins`, read once for several evaluations of one position."""
    return {c: margins(state, c) for c in COUNTRY_IDS}


def evaluate(state: State, side: str, w: Weights = NORMAL,
             keys: dict[str, tuple] | None = None) -> float:
    """The position's worth for `side`; `keys`: its `country_keys` if already read."""
    over = state.get("over")
    if over:
        from .common import seat_of
        winners = over["winners"]
        if len(winners) == 2:
            return 0.0
        return LOSE if seat_of(side) in winners else -LOSE
    sign = 1 if side == DEM else -1
    value = w.vp * sign * state["vp"]
    held_com = sum(1 for c in COUNTRY_IDS if state["power"][c] == COM)
    value += sign * w.power * FINAL_SCORING_BONUS[held_com]
    hand = state["hands"][side]
    scoring = held_scoring(hand)
    held = {SCORING_OF[c] for c in scoring}
    for country in COUNTRY_IDS:
        key = margins(state, country) if keys is None else keys[country]
        value += terms_value(terms_of(key, side), country in held, w)
    ts = state["ts"]["pos"]
    value += w.ts_step * (ts[side] - ts[opp(side)])
    if len(scoring) > rounds_left(state, side) and not state.get("ps"):
        value -= 100.0
    value += w.hand_ops * sum(CARDS[c]["ops"] for c in hand)
    return value
