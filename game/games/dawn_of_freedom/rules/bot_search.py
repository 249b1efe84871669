"""1989's part of the search bot (engine/search.py, issue #21): SPEC for the Easy bot and the
coach, HARD_SPEC for the Hard bot.

Implementation notes:
- The Hard bot (since 2026-11-28, issue #36): its rule bot with PLAYED, at every decision;
  the search below is the coach's Hint and review (HARD_SPEC's `search_own` is off). The
  search at 250 iterations was level with Normal (-17 Elo over 20 pairs) and more of it
  bought nothing (below), while the weights alone were worth about 50: the rule bot with
  HARD scored +42 and +63 against Normal (200 and 100 pairs), with PLAYED +89 (255 pairs,
  the +100 rung accepted by the SPRT; docs/BOTS.md).
- Play-outs use the rule bot's fast policy (bot.policy) for both sides.
- A play-out stops at the action round HORIZON half-rounds after the searched decision (one
  card play of each side by default) and is rated by bot_eval.evaluate from both sides: the
  difference, halved, is VP-like. Its level carries a large bias (the Communist's starting
  Power, the projected scores); the search rates its change, over SCALE.
- Weights: the search rates positions with HARD (bot_eval.Weights per side) in its
  evaluation, its play-outs and the steps it leaves to the rule bot (a DawnBot with HARD).
  Self-play of the rule bot with candidate weights against the Normal bot
  (bench.dawn_of_freedom_weights, 100 games a candidate) found the projected country scores
  weighted far too high against real VP: the Normal bot gives VP away for position.
  Tried on the rule bot with HARD against Normal (200-300 games a side, seeds from 1000) and
  not kept, none beyond the noise (a game count's standard error is 3-4 points): the
  country weight rising toward Final Scoring (Communist 59% of 500 games against 55%);
  VP counting more near +-20 (no change); 8 reseeded worlds for plays with dice instead of
  3 (Democrat 66% against 63%, Communist 55% against 60%). Raising the stakes (D89-8.2)
  does matter to the Democrat: never 56%, as bot_ps does (two cards ahead after the raise)
  63%, when even 65%, always 62%; the Communist's did not move (50-54%).
  Also tried, 200 games a side, seeds from 1000, not kept: Power Struggle decisions (raise,
  its discards, lead, suit, answer) chosen by sampling, each candidate played in the same 32
  re-dealt worlds to the struggle's end by bot_ps and rated by the evaluation (Democrat
  60%, Communist 57%: the struggle's own rules of thumb are as good as their sampled
  outcome under the evaluation); a term for the Communist's expected Power score at each
  country's next struggle (retention value x its multiplier, by the struggle cards each
  side would be dealt): weight 0.7 Democrat 65%, Communist 57%; weight 1.5 57% / 58%.
  A logistic fit of 1,200 Normal mirror games' outcomes on the evaluation's terms per
  country and turn (110,000 action rounds) predicts the winner better than VP alone (held-out
  log loss 0.52 against 0.58) and agrees that VP outweighs projected country scores
  (a point of projected score worth a third to a half of a VP), as HARD has it; its
  per-country terms are confounded by how the Normal bot plays, not causes to steer by.
- Prior: at a card choice every card starts from the rule bot's look-ahead (its best way to
  play it, SearchSpec.prior), so the search begins where the rule bot would end. A prior
  rated after the opponent's reply too (played on to the cut-off, as the play-outs are) was
  tried and dropped: no stronger in 60 games, a fifth slower. A two-ply prior was tried
  too and dropped (2026-11-27): the three best plays rated again after the opponent's own
  best reply, chosen as the rule bot chooses (its full look-ahead over its hand in the
  world), the other cards ranked below them. Its rule bot alone (HARD weights, seeds
  1000-1099) looked stronger, Communist 53% / Democrat 68% against 40% / 59% without, but
  the Hard bot with it on seeds 0-99 won 53% / 56% (61% as Democrat without it on the
  same seeds), at 0.33 s a searched decision against 0.10: the Hard bot gained nothing
  (a hundred games a side cannot tell such changes from noise either way).
  Measured again 2026-11-28 in colour-swapped pairs against Normal (docs/BOTS.md): the rule
  bot with HARD alone +42 Elo (+9 to +75, 200 pairs); rating its three best plays again
  after the opponent's answer (the opponent's whole hand rated by the rule bot in its own
  re-dealt view), in one or two re-dealt worlds: +51 and +52 (157 and 163 pairs; the SPRT
  accepts "+50 at most"). Not kept: the evaluation, not the depth, holds the bot back.
  The Communist declining every Petition it is attacked with (a Democrat's Petition win
  takes Power only on a 6) with that two-ply rule bot, seeds 1000-1099: 48% against 53%,
  not kept.
- Searched: the choice of card in an action round and of how to play it (card_play), where
  the game is won or lost. Every other decision (placing and checking one space at a time,
  event choices, Power Struggles, D89-13's sealed bid) is left to the rule bot, which plays
  them greedily as well as a search of the same budget would, so the whole budget goes to
  the card plays.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.engine.search import STEP_PRIOR_VISITS, SearchSpec, each_seat, logistic
from game.engine.types import Action, State

from . import bid, card_play
from .bot import (
    STOP_PLACING,
    DawnBot,
    check_value,
    forced_scoring,
    held_countries,
    placement_values,
    policy,
    rate_play,
)
from .bot_eval import Weights, country_keys, evaluate
from .common import COM, DEM, opp, side_of

HORIZON = 2
PRIOR_SAMPLES = 3  # reseeded worlds per card play with dice in the prior (as the rule bot)
SCALE = 3.0  # a gain of this many VP-like units rates 73%
# The search's evaluation weights per side (bot_eval.Weights; the Normal bot plays the
# defaults), tuned by self-play of the rule bot with them against the Normal bot
# (bench.dawn_of_freedom_weights).
HARD = {COM: Weights(base=0.05, vp=2.0), DEM: Weights(base=0.2)}
# The Hard bot's own play since 2026-11-28: its rule bot with HARD and the gradient toward
# control three times as steep (the best of the one-weight changes screened, 100 pairs each,
# docs/BOTS.md). The search (the coach's Hint and review, the Easy bot's policy) keeps HARD,
# as it was measured.
PLAYED = {side: dataclasses.replace(w, gradient=3 * w.gradient) for side, w in HARD.items()}


def half_rounds(state: State) -> int:
    """Action rounds played so far, counting each side's separately."""
    return (state.get("turn", 0) * 16 + state.get("round", 0) * 2
            + (1 if state.get("phasing") == DEM else 0))


def stop(root: State, state: State) -> bool:
    stack = state["stack"]
    return bool(stack) and stack[-1]["name"] == "action_round" and \
        half_rounds(state) - half_rounds(root) >= HORIZON


def edge(state: State, seat: int) -> float:
    side = side_of(seat)
    w, keys = HARD[side], country_keys(state)
    return (evaluate(state, side, w, keys) - evaluate(state, opp(side), w, keys)) / 2


def fast_policy(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    frame = state["stack"][-1]
    if frame["name"] in bid.FRAME_NAMES:
        return bid.bot_action(state, seat, rand)
    side = side_of(seat)
    return policy(rules, state, side, frame, legal, HARD[side])


PLACING = frozenset(("place_sp", "setup_place", "place_direct"))


def step_prior(world: State, seat: int, legal: list[Action]
               ) -> list[tuple[Action, float, int]]:
    """A placement or Support Check step (D89-6.1, D89-6.2) as the rule bot rates it: each
    space by its gain (bot.placement_values, bot.check_value), stopping a placement below
    bot.STOP_PLACING; a check's "done" is left unrated (the rule bot checks while it may).
    Read from the open board alone, so the coach and a longer search start alike; weighed as
    STEP_PRIOR_VISITS play-outs."""
    frame, side = world["stack"][-1], side_of(seat)
    held = held_countries(world, side)
    spaces = [a[1] for a in legal if a[0] == "space"]
    if frame["name"] == "support_checks":
        rated = [(s, check_value(world, side, s, frame["ops"], held, w=HARD[side]))
                 for s in spaces]
    else:
        ops = frame.get("ops") if frame["name"] == "place_sp" else None
        rated = placement_values(world, side, spaces, ops, held, HARD[side])
    out = [(["space", s], value) for s, value in rated]
    if ["done"] in legal and frame["name"] != "support_checks":
        out.append((["done"], STOP_PLACING))
    return [(action, logistic(value / SCALE), STEP_PRIOR_VISITS) for action, value in out]


def prior(rules: Any, world: State, seat: int, legal: list[Action],
          rand: random.Random) -> list[tuple[Action, float] | tuple[Action, float, int]]:
    """The rule bot's look-ahead (bot.rate_play with the Hard weights) in one determinized
    world, its edge gain rated as a play-out is: at a card choice each card's best way to
    play it, then each way to play the chosen card; a placement or check step by the rule
    bot's rating of its spaces (`step_prior`, for the coach: the Hard bot leaves those steps
    to its rule bot)."""
    frame = world["stack"][-1]
    if frame["name"] in PLACING or frame["name"] == "support_checks":
        return step_prior(world, seat, legal)
    choosing = frame["name"] == "action_round"
    if not choosing and (frame["name"] != "card_play" or frame.get("stage") != "mode"):
        return []
    side, world = side_of(seat), rules.determinize(world, seat, rand)  # as every iteration
    seeds = [rand.getrandbits(62) for _ in range(PRIOR_SAMPLES)]
    before, best = edge(world, seat), {}
    for action in legal:
        card, modes = (action[1], card_play.modes(world, side, action[1])) if choosing else \
            (frame["card"], [action[1]])
        for mode in modes:
            value = rate_play(rules, world, side, card, mode, seeds,
                              lambda trial: edge(trial, seat), HARD)
            key = tuple(action)
            best[key] = max(value, best.get(key, value))
    return [(list(key), logistic((value - before) / SCALE)) for key, value in best.items()]


SEARCHED = frozenset(("action_round", "card_play"))


def candidates(state: State, seat: int, legal: list[Action]) -> list[Action]:
    """At a card choice, only the Scoring cards once they are as many as the rounds left
    (D89-10.2), as the rule bot plays: the search, its tree's opponent included, never rates
    holding one to the turn's end (the Hard bot lost 9 of 285 games so, issue #36)."""
    if not state["stack"] or state["stack"][-1]["name"] != "action_round":
        return legal
    forced = forced_scoring(state, side_of(seat), [a[1] for a in legal if a[0] == "card"])
    return [a for a in legal if a[0] == "card" and a[1] in forced] or legal


def left_to_rule_bot(state: State, seat: int) -> bool:
    return not state["stack"] or state["stack"][-1]["name"] not in SEARCHED


SPEC = SearchSpec(policy=fast_policy, standings=each_seat(edge, lambda state: 2), scale=SCALE,
                  stop=stop, delegate=left_to_rule_bot, prior=prior, candidates=candidates,
                  fallback=lambda seed: DawnBot(seed, weights=HARD))
"""The Easy bot's (its policy), and the Hard bot's before 2026-11-28."""
HARD_SPEC = dataclasses.replace(SPEC, fallback=lambda seed: DawnBot(seed, weights=PLAYED),
                                search_own=False)
"""The Hard bot's: it plays its rule bot with PLAYED at every decision, and its search (SPEC's)
serves the coach's Hint and review: the search was never shown to add to the look-ahead it
starts from (docs/BOTS.md), the weights were."""
