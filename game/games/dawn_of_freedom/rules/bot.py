"""A rule-based bot for 1989: Dawn of Freedom (issue #7 item 5): DawnBot(seed), kind "rule".

Implementation notes:
- Knows only what its seat sees: every decision is taken in a world from
  RULES.determinize(state, seat, rand) (the opponent's hand, the deck and the hidden PS cards
  re-dealt) whose RNG is reseeded, so neither hidden cards nor future dice are read.
- Card play (the action round): every (card, mode) pair of card_play.modes is tried on a clone
  of the world and the card play is played out to the next action round with the fast policy
  below for both sides (an opponent's event triggered by Operations included, whatever events
  exist); the end position is scored by bot_eval.evaluate. Plays with dice (Scoring cards,
  TS attempts) are averaged over more reseeded worlds. The chosen mode is remembered for the
  card_play frame that follows.
- Scoring cards (D89-8.0, D89-4.5.4): played as soon as they cost no more action rounds than
  are left (never held at turn end), earlier when playing one now rates better than anything
  else by a margin. A card is given up for one from the hidden deck (Samizdat, Exit Visas,
  the Goddess of Democracy) only while a Scoring card drawn could still be played
  (`draw_room`, issue #36: the census lost two games of 2,052 so).
- Fast policy (also used in the play-outs): SP placement greedily by the change of the
  country's value per Op spent; Operations use place vs check by comparing a greedy placement
  plan with the expected value of the best Support Checks (success chance from the die, the
  effective Ops, adjacent control and the events' CHECK_MODIFIERS, D89-6.2.4, less the VP its
  CHECK_TRIGGERS give away whatever the die: Helsinki Final Act, Eco-Glasnost); Power Struggles
  in bot_ps.py; small rules for Goddess / Foreign News / Honecker / New Year's Eve / Tyrant;
  any other decision (event frames) by a 1-ply search: apply each action on a clone, evaluate.
- Every rating takes bot_eval.Weights, per side in DawnBot(weights=...): the Normal bot plays
  the defaults, the Hard bot its own (bot_search.PLAYED; its search HARD); in a look-ahead
  each side's steps are played with that side's weights (as the search's play-outs are);
  Power Struggles (bot_ps) use the defaults.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import itemgetter
from typing import Any

from game.engine import rng as erng
from game.engine.search import play_on

from . import bid, bot_ps, card_play, control, events, operations
from .bot_eval import (
    NORMAL,
    SCORING_OF,
    Weights,
    evaluate,
    held_scoring,
    margins,
    rounds_left,
    shifted,
    terms_of,
    terms_value,
)
from .cards.events_cards import shown_cards
from .cards.events_hooked import STASI
from .cards.steps import memory
from .common import COM, DEM, opp, seat_of, side_of
from .data import CARDS, SPACES, STABILITY

State = dict[str, Any]
Action = list
ROLLOUT_STEPS = 300
GENERIC_CAP = 30
SCORING_MARGIN = 0.5


def held_countries(state: State, side: str) -> set[str]:
    """The countries whose Scoring card `side` holds (their scoring weighs more)."""
    return {SCORING_OF[c] for c in held_scoring(state["hands"][side])}


def _apply(rules: Any, state: State, seat: int, action: Action) -> None:
    rules.do_apply(state, seat, action)  # the action came from legal_actions: skip the check


# -- placement and checks -------------------------------------------------------------------

def space_gain(state: State, side: str, space: str, held: set[str], owner: str | None = None,
               n: int = 1, cache: dict[str, tuple[tuple, float]] | None = None,
               w: Weights = NORMAL) -> float:
    """Change of the country's value for `side` when `owner` (default `side`) gains n SPs.
    `cache` keeps each country's key and value before the change (bot_eval.margins)."""
    owner = owner or side
    country = SPACES[space]["country"]
    h = country in held
    known = None if cache is None else cache.get(country)
    if known is None:
        key = margins(state, country)
        known = (key, terms_value(terms_of(key, side), h, w))
        if cache is not None:
            cache[country] = known
    key, before = known
    after = terms_of(shifted(key, space, n if owner == DEM else -n), side)
    return terms_value(after, h, w) - before


def placement_values(state: State, side: str, candidates: list[str], ops: int | None,
                     held: set[str], w: Weights = NORMAL) -> list[tuple[str, float]]:
    """Each space `ops` can pay for (D89-6.1.2: 2 in a space the opponent controls; None: no
    cost) with its gain an Operation Point, battlegrounds a little ahead."""
    other, rated = opp(side), []
    cache: dict[str, float] = {}
    for s in candidates:
        cost = 1
        if ops is not None:
            cost = 2 if control.controller(state, s) == other else 1
            if cost > ops:
                continue
        v = space_gain(state, side, s, held, cache=cache, w=w) / cost
        rated.append((s, v + 0.02 * (1 if SPACES[s]["battleground"] else 0)))
    return rated


STOP_PLACING = -0.5  # a player placing SPs stops once no space gains more an Operation Point


def best_placement(state: State, side: str, candidates: list[str], ops: int | None,
                   held: set[str], w: Weights = NORMAL) -> tuple[str | None, float]:
    return max(placement_values(state, side, candidates, ops, held, w), key=itemgetter(1),
               default=(None, float("-inf")))


def placement_plan_value(state: State, side: str, ops: int, country: str | None,
                         held: set[str], w: Weights = NORMAL) -> float:
    """Greedy placement of `ops` (D89-6.1) on the live board, undone afterwards."""
    friendly = control.spaces_with_sp(state, side)
    eligible = set(friendly)
    for s in friendly:
        eligible.update(control.adjacent(state, s))
    # Sorted: a set's order follows PYTHONHASHSEED, and ties go to the first candidate, so
    # iterating the set made the bot's games differ between processes (issue #13 point 7).
    cands = [s for s in sorted(eligible) if control.on_map(state, s)
             and (country is None or SPACES[s]["country"] == country)]
    placed, total = [], 0.0
    left = ops
    while left > 0:
        s, v = best_placement(state, side, cands, left, held, w)
        if s is None:
            break
        cost = operations.placement_cost(state, s, side)
        total += v * cost
        state["sp"][s][side] += 1
        placed.append(s)
        left -= cost
    for s in placed:
        state["sp"][s][side] -= 1
    return total


def check_value(state: State, side: str, target: str, ops: int, held: set[str],
                bonus: int = 0, w: Weights = NORMAL) -> float:
    """Expected change of value of one Support Check (D89-6.2.4-6.2.6), over the six dice."""
    other = opp(side)
    neighbours = 0
    for n in control.adjacent(state, target):
        who = control.controller(state, n)
        neighbours += 1 if who == side else -1 if who == other else 0
    drm = events.hook_sum(state, events.CHECK_MODIFIERS, side, target)
    mod = ops + neighbours + drm + bonus
    need = 2 * STABILITY[target]
    country = SPACES[target]["country"]
    h = country in held
    key = margins(state, country)
    base = terms_value(terms_of(key, side), h, w)
    sign = 1 if side == DEM else -1
    total = 0.0
    for die in range(1, 7):
        n = die + mod - need
        if n <= 0:
            continue
        # D89-6.2.6: the opponent loses SPs first, then `side` gains: its margin rises by n
        total += terms_value(terms_of(shifted(key, target, sign * n), side), h, w) - base
    return total / 6 + w.vp * trigger_vp(state, side, target)


def trigger_vp(state: State, side: str, target: str) -> int:
    """VP `side` gains (negative: loses) from the lasting events a rolled check on `target`
    triggers, whatever the die (Helsinki Final Act, Eco-Glasnost: the Democrat scores for
    the Communist's checks), found by running the hooks on a scratch copy of what they touch."""
    if not any(c in events.CHECK_TRIGGERS for c in state["lasting"]):
        return 0
    probe = dict(state, log=[], lasting=list(state["lasting"]), discard=[], removed=[])
    events.run_hooks(probe, events.CHECK_TRIGGERS, side, target)
    return (probe["vp"] - state["vp"]) * (1 if side == DEM else -1)


def best_check(state: State, side: str, targets: list[str], ops: int,
               held: set[str], w: Weights = NORMAL) -> tuple[str | None, float]:
    best, best_v = None, 0.0
    for t in targets:
        v = check_value(state, side, t, ops, held, w=w)
        if v > best_v:
            best, best_v = t, v
    return best, best_v


# -- the fast policy --------------------------------------------------------------------------

def card_value(state: State, side: str, card: int) -> float:
    info = CARDS[card]
    v = float(info["ops"])
    if info["side"] == side:
        v += 0.5
    elif info["side"] == opp(side):
        v -= 1.0
    return v


def policy(rules: Any, state: State, side: str, frame: dict[str, Any],
           legal: list[Action], w: Weights = NORMAL) -> Action:
    """A quick decision from a full (determinized) state; used for the bot and its play-outs."""
    if len(legal) == 1:
        return legal[0]
    name = frame["name"]
    if name.startswith("ps_") and state.get("ps"):
        return bot_ps.choose(state, side, frame, legal)
    held = held_countries(state, side)
    if name in ("action_round", "stasi_reveal"):
        # Stasi: the card shown is the next round's play, so it must not strand a Scoring
        # card (D89-10.2) any more than a card chosen for this round may
        return _quick_card(state, side, legal)
    if name == "card_play":
        if frame.get("stage") == "order":
            return ["order", "event_first"]
        modes = [a[1] for a in legal]
        info = CARDS[frame["card"]]
        if "event" in modes and info["side"] == side and \
                events.can_occur(state, frame["card"], side):
            return ["mode", "event"]
        return ["mode", "ops"] if "ops" in modes else legal[0]
    if name == "operations":
        return ["use", _ops_use(state, side, frame, held, w)] \
            if ["use", "check"] in legal else ["use", "place"]
    if name in ("place_sp", "setup_place", "place_direct"):
        spaces = [a[1] for a in legal if a[0] == "space"]
        ops = frame.get("ops") if name == "place_sp" else None
        s, v = best_placement(state, side, spaces, ops, held, w)
        if s is None or (name == "place_sp" and v < STOP_PLACING and ["done"] in legal):
            return ["done"] if ["done"] in legal else legal[0]
        return ["space", s]
    if name == "support_checks":
        targets = [a[1] for a in legal if a[0] == "space"]
        t, _ = best_check(state, side, targets, frame["ops"], held, w)
        if t is None:
            t = targets[0] if targets else None
        return ["space", t] if t else ["done"]
    if name == "remove_sp":
        return max(legal, key=lambda a: space_gain(state, side, a[1], held, opp(side), -1, w=w))
    if name in DRAWING and draw_room(state, side) <= frame.get("count", 0) and ["done"] in legal:
        return ["done"]  # another card drawn could be a Scoring card it cannot play (D89-10.2)
    if name == "goddess":
        cards = [a for a in legal if a[0] == "discard"]
        worst = min(cards, key=lambda a: card_value(state, side, a[1]), default=None)
        if worst is not None and card_value(state, side, worst[1]) < 2:
            return worst
        return ["done"]
    if name == "foreign_news":
        return max(legal, key=lambda a: _keep_value(state, side, a[1]))
    if name == "honecker":
        return ["extra_round"] if ["extra_round"] in legal else legal[0]
    if name == "nye_struggle":
        if state["vp"] > 0 or len(legal) == 1:
            return ["done"]
        return max((a for a in legal if a[0] == "country"),
                   key=lambda a: _struggle_edge(state, DEM, a[1]))
    if name == "tyrant_flee":
        return min(legal, key=lambda a: STABILITY[a[1]] - (
            state["sp"][a[1]][DEM] - state["sp"][a[1]][COM]))
    if name == "salvage":
        takes = [a for a in legal if a[0] == "take"]
        return max(takes, key=lambda a: card_value(state, side, a[1])) if takes else legal[-1]
    return generic(rules, state, side, legal, w)


# Frames where a card given up is replaced from the hidden deck: Samizdat's set-aside, Exit
# Visas' discards (drawn when done, "count" so far), the Goddess of Democracy's discard.
DRAWING = frozenset(("ev_samizdat", "ev_exit_visas", "goddess"))


def draw_room(state: State, side: str) -> int:
    """How many cards `side` may still draw this turn without risking a Scoring card held at
    its end (D89-10.2): any of them may be one (the deck is hidden), each needs an action round
    of its own, and a round whose card Stasi has shown is taken (census seeds 1403 and 1547:
    Samizdat in the last round drew one)."""
    hand = state["hands"][side]
    rounds = rounds_left(state, side)
    shown = memory(state).get(str(STASI))
    if side == DEM and shown in hand and not CARDS[shown]["scoring"]:
        rounds -= 1
    return max(0, rounds - len(held_scoring(hand)))


def _struggle_edge(state: State, side: str, country: str) -> int:
    return (len(control.controlled_spaces(state, side, country))
            - len(control.controlled_spaces(state, opp(side), country)))


def _keep_value(state: State, side: str, card: int) -> float:
    if CARDS[card]["scoring"]:
        country = CARDS[card]["country"]
        n = len(held_scoring(state["hands"][side])) + 1
        if n >= rounds_left(state, side):
            return -10.0
        return 1.0 + 0.5 * _struggle_edge(state, side, country)
    return card_value(state, side, card)


def _ops_use(state: State, side: str, frame: dict[str, Any], held: set[str],
            w: Weights = NORMAL) -> str:
    card, base, country = frame.get("card"), frame.get("base"), frame.get("country")
    place_ops = operations.effective_ops(state, card, side, base, {"use": "place"})
    check_ops = operations.effective_ops(state, card, side, base, {"use": "check"})
    place = placement_plan_value(state, side, place_ops, country, held, w)
    targets = operations.check_targets(state, side, country)
    _, check = best_check(state, side, targets, check_ops, held, w)
    return "check" if 1.7 * check > place else "place"


def forced_scoring(state: State, side: str, hand: list[int]) -> list[int]:
    """D89-10.2: the Scoring cards of `hand` when they are as many as the action rounds `side`
    has left this turn, so every round must play one (else no card is forced: empty)."""
    scoring = held_scoring(hand)
    return scoring if scoring and len(scoring) >= rounds_left(state, side) else []


def _quick_card(state: State, side: str, legal: list[Action]) -> Action:
    hand = [a[1] for a in legal]
    scoring = forced_scoring(state, side, hand)
    if scoring:
        return ["card", scoring[0]]
    return ["card", max(hand, key=lambda c: card_value(state, side, c)
                        if not CARDS[c]["scoring"] else -5)]


def generic(rules: Any, state: State, side: str, legal: list[Action],
            w: Weights = NORMAL) -> Action:
    """1-ply: apply each action on a clone and keep the best evaluation."""
    seat = seat_of(side)
    options = legal if len(legal) <= GENERIC_CAP else legal[:GENERIC_CAP]
    best, best_v = options[0], float("-inf")
    for a in options:
        trial = rules.clone(state)
        try:
            _apply(rules, trial, seat, a)
        except Exception:  # an action the trial cannot take is simply not chosen
            continue
        v = evaluate(trial, side, w)
        if v > best_v:
            best, best_v = a, v
    return best


# -- the bot ----------------------------------------------------------------------------------

def play_out(rules: Any, world: State, steps: int = ROLLOUT_STEPS,
             weights: dict[str, Weights] | None = None) -> State:
    """Run the fast policy for every seat, each side with its own weights (default NORMAL),
    until the next action round (or the end)."""
    weights = weights or {}

    def choose(state: State, seat: int, legal: list[Action]) -> Action:
        side = side_of(seat)
        return policy(rules, state, side, state["stack"][-1], legal, weights.get(side, NORMAL))

    play_on(rules, world, choose, _at_action_round, steps)
    return world


def _at_action_round(state: State) -> bool:
    return not state["stack"] or state["stack"][-1]["name"] == "action_round"


class DawnBot:
    kind = "rule"

    def __init__(self, seed: int = 0, samples: int = 3,
                 weights: dict[str, Weights] | None = None) -> None:
        self._rand = random.Random(seed)
        self._samples = samples
        # per side: the Hard bot plays this bot with its own (bot_search.PLAYED)
        self.weights = {COM: NORMAL, DEM: NORMAL} | (weights or {})
        # the card chosen and the way to play it, for the card_play step that follows
        self.carry: tuple[int, str] | None = None

    def _world(self, rules: Any, state: State, seat: int) -> State:
        """A determinized copy (no log, reseeded RNG). The hidden cards are first put in a
        canonical order, so that the world depends on nothing the seat cannot see."""
        other = opp(side_of(seat))
        bare = {k: v for k, v in state.items() if k != "log"}
        bare["log"] = []
        hands = dict(state["hands"])
        shown = [c for c in hands[other] if c in shown_cards(state, side_of(seat))]
        pool = sorted([c for c in hands[other] if c not in shown] + state["deck"])
        n = len(hands[other]) - len(shown)
        hands[other], bare["deck"] = shown + pool[:n], pool[n:]
        bare["hands"] = hands
        ps = state.get("ps")
        if ps:
            ps = dict(ps)
            shown = [c for c in ps["revealed"][other] if c in ps["hands"][other]]
            hidden = sorted([c for c in ps["hands"][other] if c not in shown] + ps["deck"])
            k = len(ps["hands"][other]) - len(shown)
            ps["hands"] = dict(ps["hands"])
            ps["hands"][other], ps["deck"] = shown + hidden[:k], hidden[k:]
            bare["ps"] = ps
        world = rules.determinize(bare, seat, self._rand)
        world["rng"] = erng.new_rng(self._rand.getrandbits(62))
        return world

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"Seat {seat} has no legal action.")
        if len(legal) == 1:
            return legal[0]
        if state["stack"][-1]["name"] in bid.FRAME_NAMES:  # D89-13: the house bid
            return bid.bot_action(state, seat, self._rand)
        side = side_of(seat)
        world = self._world(rules, state, seat)
        frame = world["stack"][-1]
        if frame["name"] == "action_round":
            action = self._card(rules, world, side, legal)
        elif (frame["name"] == "card_play" and frame.get("stage") == "mode"
              and self.carry and self.carry[0] == frame["card"]
              and ["mode", self.carry[1]] in legal):
            action = ["mode", self.carry[1]]
            self.carry = None
        else:
            action = policy(rules, world, side, frame, legal, self.weights[side])
        return action if action in legal else legal[0]

    def _card(self, rules: Any, world: State, side: str, legal: list[Action]) -> Action:
        w = self.weights[side]
        hand = forced_scoring(world, side, [a[1] for a in legal]) or [a[1] for a in legal]
        seeds = [self._rand.getrandbits(62) for _ in range(self._samples)]
        plays = card_play_values(rules, world, side, hand, seeds,
                                 lambda trial: evaluate(trial, side, w), self.weights)
        best = max((p for p in plays if not CARDS[p[1]]["scoring"]), key=itemgetter(0),
                   default=None)
        best_scoring = max((p for p in plays if CARDS[p[1]]["scoring"]), key=itemgetter(0),
                           default=None)
        if best_scoring is not None and (
                best is None or best_scoring[0] > best[0] + SCORING_MARGIN):
            choice = best_scoring
        else:
            choice = best
        assert choice is not None
        self.carry = (choice[1], choice[2])
        return ["card", choice[1]]


def card_play_values(rules: Any, world: State, side: str, hand: list[int], seeds: list[int],
                     score: Callable[[State], float],
                     weights: dict[str, Weights] | None = None
                     ) -> list[tuple[float, int, str]]:
    """(value, card, mode) for every way to play each card of `hand` (card_play.modes), each
    rated by `rate_play`."""
    return [(rate_play(rules, world, side, card, mode, seeds, score, weights), card, mode)
            for card in hand for mode in card_play.modes(world, side, card)]


def rate_play(rules: Any, world: State, side: str, card: int, mode: str, seeds: list[int],
              score: Callable[[State], float],
              weights: dict[str, Weights] | None = None) -> float:
    """`card` played (unless `world` is already at its card_play frame) in `mode` on a copy of
    `world`, played out to the next action round by the fast policy (each side with its
    `weights`), rated by `score`; averaged over reseeded copies (`seeds`) when the play rolls
    dice (Scoring cards, Tiananmen Square attempts), one copy otherwise."""
    seat = seat_of(side)
    dice = CARDS[card]["scoring"] or mode == "tiananmen"
    runs = seeds if dice else seeds[:1]
    total = 0.0
    for s in runs:
        trial = rules.clone(world)
        trial["rng"] = erng.new_rng(s)
        if trial["stack"][-1]["name"] != "card_play":
            _apply(rules, trial, seat, ["card", card])
        if trial["stack"] and trial["stack"][-1]["name"] == "card_play":
            _apply(rules, trial, seat, ["mode", mode])
        play_out(rules, trial, weights=weights)
        total += score(trial)
    return total / len(runs)


__all__ = ["DawnBot", "evaluate", "policy"]
