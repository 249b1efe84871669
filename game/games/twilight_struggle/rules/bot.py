"""Twilight Struggle's bots (no pygame): the DEFCON-safe random bot (issue #15 point 10) and
the rule bot (issue #17 point 4), whose fast policy is also the search bot's play-out policy
and the Easy bot (bot_search.py).

Implementation notes:
- Safety first (TS-8.1.3): whatever a bot prefers, an action `rules.fatal` finds losing by
  DEFCON 1 (at once, or every way on for the seat alone) is replaced by the best one that
  does not, where one exists (`_safe_pick`). `rules.fatal` plays its trial on reseeded dice.
- What it sees: decisions are made on a determinized copy of the state it is given, dealt
  from a generator seeded per decision (`RULES.determinize`), so a choice depends only on what
  the seat may see; look-ahead copies roll their own dice. bot_eval.evaluate reads only the
  seat's own hand. A simulated opponent decides by the same policy for its side.
- Card choice in an action round (TS-5.1): every playable card in each way it may be played
  is rated as a change of the evaluation: its event (own or neutral cards, scoring cards) by
  playing the card play out on a copy with the fast policy for every decision on the way;
  operations (bot_ops.OpsRater: influence, coup, realignment from the rules' odds), an
  opponent's card adding what its event costs (played out, event first, TS-5.2); the space
  race (TS-6.4) by its odds and VP, the event not happening (TS-6.4.5), so a harmful
  opponent card goes there while the attempt is allowed. The China Card (TS-9) pays for
  passing to the opponent (CHINA_PLAY). A scoring card (TS-10.1) is played once its region
  scores well for the seat, and before the turn ends whatever its value (TS-2.2.1: the rounds
  are counted; once a round is needed for each, `scoring_first` leaves the bots only the
  scoring cards, since the rules no longer force them, R-20, held_scoring.py).
- DEFCON traps (TS-8.1.3, issue #36): at DEFCON 2 the opponent's cards in hand whose event
  lost the game in sampled play-ons weigh against plays that leave them to rounds the hand
  cannot keep back and the space attempts cannot take (`Planner.stranding`); at DEFCON 3 the
  same, as if DEFCON were 2, at DROP_LIKELY while the opponent has a round to coup in.
- The turn's last play (`Planner.last_play`): a card play's look-ahead stops with the round,
  before the turn's end (MilOps, TS-8.2.1; the final scoring, TS-10.3.2), which Operations
  and the space race are rated without (issue #36, seed 92: a Summit event the USSR could
  turn to DEFCON 1, played out to a final-scoring win, outrated Operations). At DEFCON 2
  Summit's event counts the odds that the opponent wins its roll as a loss (`summit_odds`).
- MilOps (TS-8.2): their shortfall is in the evaluation, growing as rounds run out; in the
  seat's last action round a coup is the activity of choice while one is possible and MilOps
  are short.
- Headline (TS-4.5.C): the card whose event (carried out at once on a copy) rates best.
- Event choices and every rare frame: a 1-ply look-ahead (each action on a copy, rated),
  placements and removals marker by marker by their rated gain.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import rng
from game.engine.search import play_on
from game.engine.types import Action, State

from . import events, operations, space, victory
from .bot_eval import PROGRESS, WIN, evaluate, region_weights, rounds_left
from .bot_ops import OpsRater, add_delta, coup_value, placement_gain, realign_value
from .cards.events_036_070 import summit_bonus
from .common import FRAMES, US, USSR, opp
from .data import CARDS, CHINA, SCORING_CARDS, SPACE_BOXES, SPACE_LAST
from .fatal import CALM  # decisions that never move DEFCON: no need to try them
from .held_scoring import scoring_due
from .scoring import score_card

SUMMIT = 45  # its winner may move DEFCON either way (TS-8.1.3 at DEFCON 2)
STOP_AT = frozenset({"action_round", "headline"})  # where a card play's look-ahead ends
SIM_STEPS = 60
SAMPLES = 3  # worlds (deals and dice) a look-ahead is tried in
SAMPLES_DEFCON_2 = 8  # at DEFCON 2, where one bad die or card loses the game
CHINA_PLAY = 3.0  # the China Card passes to the opponent face down (TS-9.3)
KEEP = 0.15  # per op: a card kept is worth something later
HOLD_BAD = 1.5  # a scoring card that scores badly waits, while rounds allow
STRANDED = WIN / 2  # a trap left to a later round: a loss, less sure than one now
# At DEFCON 3 with an opponent's round still to come: the odds that they take DEFCON to 2 before
# this seat's traps are out (a battleground coup needs only their Operations, TS-6.3.4; their
# MilOps duty asks for one, TS-8.2), so a trap that a drop would strand weighs half.
DROP_LIKELY = 0.5


def safe_actions(rules: Any, state: State, seat: int) -> list[Action]:
    legal = rules.legal_actions(state, seat)
    if state["defcon"] > 2 or state["stack"][-1]["name"] in CALM:
        return legal  # nothing built yet lowers DEFCON by two in one action
    safe = [a for a in legal if not rules.fatal(state, seat, a)]
    return safe or legal


def scoring_first(state: State, seat: int, legal: list[Action]) -> list[Action]:
    """R-20 for the bots: in an action round where every round left is needed for the
    scoring cards in hand (held_scoring.scoring_due), only the scoring cards (and Cuban Missile
    Crisis's defusing, which is not the round's play); else `legal`. No bot counts on an
    event to discard its scoring card."""
    if state["stack"][-1]["name"] != "action_round" or not scoring_due(state, seat):
        return legal
    keep = [a for a in legal if (a[0] == "card" and a[1] in SCORING_CARDS) or a[0] == "defuse"]
    return keep if any(a[0] == "card" for a in keep) else legal


class SafeBot:
    kind = "safe"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        return self._rng.choice(scoring_first(state, seat, safe_actions(rules, state, seat)))


# -- rating actions -----------------------------------------------------------------------

def _safe_pick(rules: Any, state: State, seat: int, ranked: list[tuple[float, Action]]
               ) -> Action:
    """The best-rated action that does not lose by DEFCON 1 (TS-8.1.3)."""
    ranked = sorted(ranked, key=lambda r: -r[0])
    if state["defcon"] > 3 or state["stack"][-1]["name"] in CALM:
        return ranked[0][1]
    for _, action in ranked:
        if not rules.fatal(state, seat, action):
            return action
    return ranked[0][1]


def _clone(rules: Any, state: State, salt: int = 0) -> State:
    trial = rules.clone(state)
    rng.reseed(trial, random.Random(salt))  # a look-ahead never rolls the real dice
    return trial


def one_ply(rules: Any, state: State, seat: int, legal: list[Action]) -> list[tuple[float,
                                                                                     Action]]:
    """Each action played on a copy and rated for `seat`."""
    out = []
    for action in legal:
        trial = _clone(rules, state)
        rules.do_apply(trial, seat, action)
        out.append((evaluate(trial, seat), action))
    return out


def _frame_seat(frame: dict, seat: int) -> int:
    return frame.get("seat", seat)


def _targets(state: State, seat: int, frame: dict, legal: list[Action]
             ) -> list[tuple[float, Action]] | None:
    """Placement, removal, coup and realignment frames, rated target by target."""
    name = frame["name"]
    weights = region_weights(state, seat)
    countries = [a for a in legal if len(a) == 2 and isinstance(a[1], str)
                 and a[1] in state["influence"]]
    rated: list[tuple[float, Action]] = []
    for action in countries:
        c = action[1]
        if name == "place_influence":
            value = placement_gain(state, seat, c, weights)
        elif name in ("setup_place", "ev_place", "ev_place_stop"):
            value = add_delta(state, seat, c, frame.get("seat", seat), 1, weights)
        elif name in ("ev_remove", "ev_remove_stop"):
            value = add_delta(state, seat, c, frame["target"], -1, weights)
        elif name == "coup":
            value = coup_value(state, seat, c, frame["left"], weights)
        elif name in ("realign", "ev_realign"):
            value = realign_value(state, seat, c, weights)
        else:
            return None
        rated.append((value, action))
    if ["done"] in legal:
        rated.append((0.0, ["done"]))
    return rated if rated else None


def _ops_kinds(state: State, seat: int, frame: dict, legal: list[Action]
               ) -> list[tuple[float, Action]] | None:
    """The ops activity (TS-6.0): rated by bot_ops, a coup first when MilOps are due."""
    if not legal or any(a[0] != "op" for a in legal if a != ["done"]):
        return None
    card = frame.get("card")
    rater = OpsRater(state, seat, region_weights(state, seat))
    must = _milops_due(state, seat)
    out: list[tuple[float, Action]] = []
    for action in legal:
        if action == ["done"] or action[1] == "none":
            out.append((0.0, action))
            continue
        kind, area = action[1], (action[2] if len(action) > 2 else None)
        ops = frame.get("ops") or operations.effective_ops(state, seat, card, area, kind)
        value = rater.kind(kind, ops, area)
        if must and kind == "coup" and value > -WIN:
            value += WIN / 10
        out.append((value, action))
    return out


def step_values(state: State, seat: int, frame: dict, legal: list[Action]
                ) -> list[tuple[float, Action]] | None:
    """A target step (placement, removal, coup, realignment) or the choice of Operations
    activity as the rule bot rates it, from the board; None for any other decision."""
    return _targets(state, seat, frame, legal) or _ops_kinds(state, seat, frame, legal)


def _milops_due(state: State, seat: int) -> bool:
    """TS-8.2: the seat's last action round with MilOps short of DEFCON."""
    return (state["phasing"] == seat and rounds_left(state, seat) == 0
            and state["milops"][seat] < state["defcon"])


# -- the fast policy --------------------------------------------------------------------------

def _quick_card(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    """A card for a play-out: scoring cards when they score well or must go, else the card
    with the most ops, an opponent's card counting less."""
    def score(action: Action) -> float:
        if action[0] != "card":
            return -1.0
        card = action[1]
        if card in SCORING_CARDS:
            return 10.0 if _scoring_now(state, seat, card) else -5.0
        value = CARDS[card]["ops"] + rand.random()
        if card == CHINA:
            value -= CHINA_PLAY
        if events.side_seat(card) == opp(seat):
            value -= 1.5
        return value
    return max(legal, key=score)


def _scoring_now(state: State, seat: int, card: int) -> bool:
    """TS-10.1: play a scoring card when its region scores for the seat, or before it would be
    held into the turn's end (counting the other scoring cards in hand)."""
    held = sum(1 for c in state["hands"][seat] if c in SCORING_CARDS)
    if rounds_left(state, seat) < held + 1:
        return True
    return _scoring_margin(state, seat, card) > 0


def _scoring_margin(state: State, seat: int, card: int) -> float:
    """The VP a scoring card would bring `seat` now."""
    trial = dict(state)  # score_card sets only these keys
    trial["vp"], trial["log"], trial["over"] = 0, [], None
    score_card(trial, SCORING_CARDS[card])
    if trial["over"] is not None:  # Control of Europe (TS-10.3.1)
        return WIN if seat in trial["over"]["winners"] else -WIN
    return trial["vp"] * (1 if seat == US else -1)


def _quick_mode(state: State, seat: int, frame: dict, legal: list[Action]) -> Action:
    card = frame["card"]
    modes = [a[1] for a in legal if a[0] == "mode"]
    if not modes:
        return ["order", "event_first"] if ["order", "event_first"] in legal else legal[0]
    side = events.side_seat(card)
    if side == opp(seat) and "space" in modes:
        return ["mode", "space"]
    if "event" in modes and (card in SCORING_CARDS or side == seat):
        return ["mode", "event"]
    return ["mode", "ops"] if "ops" in modes else ["mode", modes[0]]


def fast_policy(rules: Any, state: State, seat: int, legal: list[Action],
                rand: random.Random) -> Action:
    """Cheap decisions (play-outs, the Easy bot, decisions inside a look-ahead); never a
    DEFCON-1 loss it can avoid."""
    frame = state["stack"][-1]
    name = frame["name"]
    if name == "action_round":
        legal = scoring_first(state, seat, legal)
        return _safe_pick(rules, state, seat, [(1.0, _quick_card(rules, state, seat, legal,
                                                                  rand))]
                          + [(0.0, a) for a in legal])
    if name == "card_play":
        return _safe_pick(rules, state, seat, [(1.0, _quick_mode(state, seat, frame, legal))]
                          + [(0.0, a) for a in legal])
    if name == "headline":
        return _headline_quick(state, seat, frame, legal)
    if name == "landed_discard":
        return _landed(seat, legal)
    rated = step_values(state, seat, frame, legal)
    if rated is None:
        rated = one_ply(rules, state, seat, legal)
    return _safe_pick(rules, state, seat, rated)


def _headline_quick(state: State, seat: int, frame: dict, legal: list[Action]) -> Action:
    if ["seal"] in legal:
        return ["seal"]
    picks = [a for a in legal if a[0] == "pick"]

    def score(action: Action) -> float:
        card = action[1]
        if card in SCORING_CARDS:
            return 5.0 if _scoring_margin(state, seat, card) > 0 else -5.0
        own = events.side_seat(card) in (seat, None)
        return CARDS[card]["ops"] * (1 if own else -1)
    return max(picks, key=score)


def _landed(seat: int, legal: list[Action]) -> Action:
    """Box 6 (TS-6.4.4): discard the opponent's card with the most ops, else keep all."""
    theirs = [a for a in legal if a[0] == "discard" and events.side_seat(a[1]) == opp(seat)]
    return max(theirs, key=lambda a: CARDS[a[1]]["ops"]) if theirs else ["done"]


# -- the rule bot -----------------------------------------------------------------------------

def drive(rules: Any, state: State, rand: random.Random, stop: Any, steps: int = SIM_STEPS,
          apply: Any = None) -> None:
    """Play on with the fast policy for every seat until `stop(state)` or the game ends."""
    play_on(rules, state, lambda s, seat, legal: fast_policy(rules, s, seat, legal, rand),
            lambda s: not s["stack"] or stop(s), steps, apply)


def _at_next_card(state: State) -> bool:
    return state["stack"][-1]["name"] in STOP_AT


def summit_odds(state: State, seat: int) -> tuple[float, list[tuple[int, int]]] | None:
    """Summit (#45) as `seat`'s event at DEFCON 2, `seat` phasing: the roll's winner may
    move DEFCON one step either way, and an opponent who wins it takes DEFCON to 1, which
    loses the game for the phasing player (TS-8.1.3; issue #36, seed 20 of the census after
    the seed-92 fix: the US won a roll the USSR's bonuses made unlikely, and eight sampled
    worlds had not shown it). Returns the share of the 36 rolls the opponent wins (die +
    regions dominated or controlled) and the other rolls, as (USSR die, US die) pairs;
    None when DEFCON is above 2 or `seat` is not phasing."""
    if state["defcon"] != 2 or state["phasing"] != seat:
        return None
    bonus = [summit_bonus(state, s) for s in (USSR, US)]
    rolls = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    theirs = [r for r in rolls if r[opp(seat)] + bonus[opp(seat)] > r[seat] + bonus[seat]]
    return len(theirs) / len(rolls), [r for r in rolls if r not in theirs]


class RuleBot:
    kind = "rule"
    chains = True  # False: the bot before issue #36, blind to its hand's DEFCON traps (bench)
    drop_ahead = True  # False: before #36's third step, traps weighed only at DEFCON 2 (bench)
    turn_end = True  # False: before #36's fourth step, the turn's last play's event was played
    # out through the turn's end, its Operations and space race rated before it (bench)
    odds = True  # False: before #36's fourth step, Summit at DEFCON 2 rated by sampled rolls
    samples = SAMPLES  # worlds a look-ahead is tried in (bench: more, `versions._sampling`)

    def __init__(self, seed: int = 0, progress: float | None = None) -> None:
        self._rng = random.Random(seed)
        # what a margin short of control is worth in its evaluation (bot_eval.PROGRESS; the
        # Hard bot's is steeper, bot_search.PROGRESS), both sides' in its look-ahead
        self.progress = progress
        # the traps found choosing this round's card, for choosing how to play it: (turn,
        # round, cards); lost with a reload in between, when the mode is chosen without them
        self._traps: tuple[int, int, dict[int, float]] | None = None
        # at DEFCON 3, each opponent's card's loss share at 2, tried once a turn: (turn, shares)
        self._feared: tuple[int, dict[int, float]] = (-1, {})

    @property
    def carry(self) -> tuple | None:
        """What it keeps from one decision to the next (the traps, the fears of the turn), for
        the Hard bot, which makes this bot afresh for each decision (`SearchBot._ruled`)."""
        return self._traps, self._feared

    @carry.setter
    def carry(self, kept: tuple | None) -> None:
        if kept is not None:
            self._traps, self._feared = kept

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        if self.progress is None:
            return self._choose(rules, state, seat)
        token = PROGRESS.set(self.progress)
        try:
            return self._choose(rules, state, seat)
        finally:
            PROGRESS.reset(token)

    def _choose(self, rules: Any, state: State, seat: int) -> Action:
        legal = rules.legal_actions(state, seat)
        salt = self._rng.getrandbits(32)
        if len(legal) == 1:
            return legal[0]
        if state["stack"][-1]["name"] in CALM:  # rated from the board alone
            return fast_policy(rules, state, seat, legal, random.Random(salt))
        world = rules.determinize(state, seat, random.Random(salt))
        planner = Planner(rules, world, seat, salt)
        planner.chains, planner.drop_ahead = self.chains, self.drop_ahead
        planner.turn_end, planner.odds = self.turn_end, self.odds
        planner.samples = self.samples
        when = (state["turn"], state["round"])
        if self._traps is not None and self._traps[:2] == when:
            planner._traps = self._traps[2]
        if self._feared[0] != state["turn"]:
            self._feared = (state["turn"], {})
        planner._feared = self._feared[1]
        action = planner.choose(legal)
        if planner._traps is not None:
            self._traps = (*when, planner._traps)
        return action


class Planner:
    """One decision of the rule bot in its determinized world."""

    chains = True
    drop_ahead = True
    turn_end = True
    odds = True
    samples = SAMPLES

    def __init__(self, rules: Any, world: State, seat: int, salt: int) -> None:
        self.rules, self.world, self.seat, self.salt = rules, world, seat, salt
        self.base = evaluate(world, seat)
        self.weights = region_weights(world, seat)
        self._traps: dict[int, float] | None = None
        self._feared: dict[int, float] = {}  # RuleBot's for the turn

    def choose(self, legal: list[Action]) -> Action:
        frame = self.world["stack"][-1]
        name = frame["name"]
        if name == "action_round":
            rated = [(self.card_value(a), a) for a in scoring_first(self.world, self.seat,
                                                                     legal)]
        elif name == "card_play":
            rated = self.mode_values(frame["card"], legal)
        elif name == "headline":
            if ["seal"] in legal:
                return ["seal"]
            rated = [(self.headline_value(a[1]), a) for a in legal]
        else:
            return fast_policy(self.rules, self.world, self.seat, legal,
                               random.Random(self.salt))
        return _safe_pick(self.rules, self.world, self.seat, rated)

    def sampled(self, run: Any) -> float:
        """The evaluation's mean change after `run(trial, rand)` over several worlds: each
        re-dealt from what the seat sees and rolling its own dice (a die or a hidden card that
        may lose the game weighs in: Summit, Five Year Plan at DEFCON 2). More samples at
        DEFCON 2; one when the play rolled no die and touched no hidden card."""
        samples = max(SAMPLES_DEFCON_2, self.samples) if self.world["defcon"] <= 2 \
            else self.samples
        other = opp(self.seat)
        total = 0.0
        for sample in range(samples):
            rand = random.Random(self.salt + sample)
            trial = self.rules.determinize(self.world, self.seat, rand)
            before = (trial["rng"]["counter"], sorted(trial["hands"][other]), len(trial["deck"]))
            run(trial, rand)
            total += evaluate(trial, self.seat) - self.base
            if (trial["rng"]["counter"], sorted(trial["hands"][other]),
                    len(trial["deck"])) == before:
                return total / (sample + 1)  # nothing random or hidden came into it
        return total / samples

    def simulate(self, actions: list[Action], stop: Any = _at_next_card,
                 rolls: list[tuple[int, int]] | None = None) -> float:
        """`actions`, then the play on to `stop` (sampled); `rolls`: the first two dice of
        each world are one of these pairs (drawn by the world's generator)."""
        floor = self._round_floor()

        def apply(trial: State, seat: int, action: Action) -> None:
            FRAMES.apply(trial, seat, action, floor)

        def run(trial: State, rand: random.Random) -> None:
            if rolls:
                trial["rng"]["forced_rolls"] = list(rand.choice(rolls))
            for action in actions:
                if trial["over"] is not None:
                    return
                apply(trial, self.seat, action)
            drive(self.rules, trial, rand, lambda s: len(s["stack"]) <= floor or stop(s),
                  apply=apply)
        return self.sampled(run)

    # -- action rounds -----------------------------------------------------------------------
    def card_value(self, action: Action) -> float:
        if action[0] != "card":
            return 0.0
        trial = _clone(self.rules, self.world, self.salt)
        self.rules.do_apply(trial, self.seat, action)
        if trial["stack"][-1]["name"] != "card_play":  # a round hook took it over
            return evaluate(trial, self.seat) - self.base
        legal = self.rules.legal_actions(trial, self.seat)
        return max(v for v, _ in self.mode_values(action[1], legal))

    def mode_values(self, card: int, legal: list[Action]) -> list[tuple[float, Action]]:
        """Each way to play `card` (its card_play frame's actions), rated."""
        if card in SCORING_CARDS:
            return [(self.scoring_value(card), a) for a in legal]
        out = []
        side = events.side_seat(card)
        theirs = side == opp(self.seat)
        keep = KEEP * CARDS[card]["ops"] * (0 if theirs else 1)
        china = CHINA_PLAY if card == CHINA else 0.0
        for action in legal:
            if action[0] == "order":  # TS-5.2: the opponent's event first, ops after it
                out.append((1.0 if action[1] == "event_first" else 0.0, action))
                continue
            mode = action[1]
            if mode == "event":
                value = self.event_value(card)
            elif mode == "space":
                value = self.space_value()
            else:
                value = self.ops_value(card)
                if theirs and events.has_event(card):
                    value += self.simulate_card(card, [["mode", "ops"],
                                                           ["order", "event_first"]],
                                                stop=self._at_own_ops)
            out.append((value - keep - china - self.stranding(card, mode), action))
        return out

    def last_play(self) -> bool:
        """The turn's last play: no action round left to either side (TS-4.5.D), so the
        turn's end (the MilOps check, TS-8.2.1; after turn 10 the final scoring, TS-10.3.2)
        follows whichever way the card is played. A card play's look-ahead, which otherwise
        stops at the next card, would run on through it for an event, while Operations and
        the space race are rated by their own gain (issue #36, seed 92: Summit's event at
        DEFCON 2 rated +231, a final-scoring win in the worlds where the USSR did not win the
        roll, against +5 for Operations, which won on final VP in every world). So the
        look-ahead stops with the round: every way is rated before the turn's end, whose
        MilOps shortfall and region scores the evaluation already counts."""
        world = self.world
        return bool(world["round"]) and world["phasing"] == self.seat \
            and rounds_left(world, self.seat) == 0 and rounds_left(world, opp(self.seat)) == 0

    def _round_floor(self) -> int:
        """For the turn's last play (`turn_end`): the stack's depth once the round's own
        frames are done, where a card play's look-ahead stops; 0 (no floor) otherwise."""
        if not (self.turn_end and self.last_play()):
            return 0
        stack = self.world["stack"]
        return next((i + 1 for i in range(len(stack) - 1, -1, -1)
                     if stack[i]["name"] == "turn"), 0)

    # -- DEFCON traps in the hand (TS-8.1.3, issue #36) ----------------------------------------
    def traps(self) -> dict[int, float]:
        """At DEFCON 2 (or 3, as if it were 2: `drop_ahead`), the opponent's cards in hand
        whose event, set off by playing the card for Operations, lost the game for this seat
        in sampled play-ons (KAL-007; Star Wars letting the opponent pick Duck and Cover from
        the discards; Grain Sales drawing it from the hand), each with the share of samples
        lost. Only the space race plays such a card without its event (TS-6.4.5)."""
        if self._traps is None:
            self._traps = {}
            # tried from the action round only: from a card_play frame the card on the
            # table would be the one played (RuleBot hands its round's traps on)
            if self.world["defcon"] <= self._trap_defcon() \
                    and self.world["stack"][-1]["name"] == "action_round":
                for card in self.world["hands"][self.seat]:
                    if events.side_seat(card) == opp(self.seat) and events.has_event(card):
                        share = self._feared_share(card) if self.world["defcon"] > 2 \
                            else self._loss_share(card)
                        if share:
                            self._traps[card] = share
        return self._traps

    def _trap_defcon(self) -> int:
        return 3 if self.chains and self.drop_ahead else 2

    def _feared_share(self, card: int) -> float:
        """At DEFCON 3 a card's danger at 2 is tried once a turn (it is the card's more than
        the round's; the rounds of a turn would try it again and again)."""
        if card not in self._feared:
            self._feared[card] = self._loss_share(card)
        return self._feared[card]

    def _loss_share(self, card: int) -> float:
        lost = 0
        for sample in range(SAMPLES_DEFCON_2):
            rand = random.Random(self.salt + sample)
            trial = self.rules.determinize(self.world, self.seat, rand)
            trial["defcon"] = min(trial["defcon"], 2)  # at 3: after the drop feared
            try:
                self.rules.do_apply(trial, self.seat, ["card", card])
                for action in (["mode", "ops"], ["order", "event_first"]):
                    if trial["over"] is None and action in self.rules.legal_actions(
                            trial, self.seat):
                        self.rules.do_apply(trial, self.seat, action)
                drive(self.rules, trial, rand, self._at_own_ops)
            except Exception:  # a sampled world that cannot take the play: not counted
                continue
            over = trial["over"]
            lost += over is not None and over["reason"] == victory.NUCLEAR_WAR \
                and self.seat not in over["winners"]
        return lost / SAMPLES_DEFCON_2

    def stranding(self, card: int, mode: str) -> float:
        """What playing `card` in `mode` leaves to later rounds this turn: the trap cards
        (`traps`) that the round count will force out (TS-4.5.D: a card a round; the most
        dangerous are kept back while the hand allows) beyond the space attempts left for
        them, each STRANDED times its loss share. At DEFCON 3 they are the traps a drop to 2
        would make (the seed-11 loss of issue #36: the opponent's coup came after the space
        attempt was spent), times DROP_LIKELY while the opponent has a round to drop it in."""
        world, seat = self.world, self.seat
        if not self.chains or world["defcon"] > self._trap_defcon() or not world["round"] \
                or world["phasing"] != seat:
            return 0.0
        likely = 1.0
        if world["defcon"] > 2:
            likely = DROP_LIKELY if rounds_left(world, opp(seat)) else 0.0
        hand = [c for c in world["hands"][seat] if c != card]
        keep = max(0, len(hand) - rounds_left(world, seat))
        attempts = space.attempts_allowed(world, seat) - world["space_attempts"][seat] - \
            (mode == "space")
        pos = world["space"][seat]

        def launchable(c: int) -> bool:
            return pos < SPACE_LAST and operations.effective_ops(
                world, seat, c, None, "space") >= SPACE_BOXES[pos]["ops"]

        # nothing to sample (the costly part) while the rounds and attempts take every
        # opponent's card in hand out safely, whichever of them are traps
        theirs = [c for c in hand if events.side_seat(c) == opp(seat) and events.has_event(c)]
        if not likely or len(theirs) <= keep or (
                len(theirs) <= keep + attempts and all(map(launchable, theirs))):
            return 0.0
        traps = sorted(((share, c) for c, share in self.traps().items() if c != card),
                       reverse=True)
        left = 0.0
        for share, c in traps[keep:]:
            if attempts > 0 and launchable(c):
                attempts -= 1
            else:
                left += share
        return STRANDED * likely * left

    def simulate_card(self, card: int, actions: list[Action], stop: Any = _at_next_card,
                      rolls: list[tuple[int, int]] | None = None) -> float:
        """A card play from the action round (or from its card_play frame) on a copy."""
        play = [] if self.world["stack"][-1]["name"] == "card_play" else [["card", card]]
        return self.simulate(play + actions, stop, rolls)

    def event_value(self, card: int) -> float:
        """The card's event played now, rated by its look-ahead; Summit at DEFCON 2 by its
        odds (`summit_odds`): a handful of sampled rolls may all miss the opponent's win."""
        odds = summit_odds(self.world, self.seat) if self.odds and card == SUMMIT else None
        if odds is None:
            return self.simulate_card(card, [["mode", "event"]])
        lost, rolls = odds
        if not rolls:
            return -WIN - self.base
        value = self.simulate_card(card, [["mode", "event"]], rolls=rolls)
        return (1 - lost) * value + lost * (-WIN - self.base)

    def _at_own_ops(self, state: State) -> bool:
        top = state["stack"][-1]
        return top["name"] in STOP_AT or (top["name"] == "ops" and top.get("seat") == self.seat)

    def ops_value(self, card: int) -> float:
        world, seat = self.world, self.seat
        rater = getattr(self, "_rater", None)
        if rater is None:
            rater = self._rater = OpsRater(world, seat, self.weights)
        must = _milops_due(world, seat)
        best = max(rater.best(operations.effective_ops(world, seat, card, area), area, must)
                   for area in operations.areas(world, seat, card))
        return best

    def space_value(self) -> float:
        """TS-6.4.1 / TS-6.4.3: the odds of the next box times its VP (and its ability)."""
        from .bot_eval import SPACE

        pos = self.world["space"]
        box = SPACE_BOXES[pos[self.seat]]
        first = pos[opp(self.seat)] <= pos[self.seat]
        vp = box["vp"][0 if first else 1]
        return box["roll"] / 6 * (vp + SPACE)

    def scoring_value(self, card: int) -> float:
        """TS-10.1: its VP now; urgent when the rounds left are needed for the scoring cards
        in hand (TS-2.2.1), waiting while it scores badly."""
        world, seat = self.world, self.seat
        margin = _scoring_margin(world, seat, card)
        held = sum(1 for c in world["hands"][seat] if c in SCORING_CARDS)
        if rounds_left(world, seat) < held + 1:
            return WIN / 10 + margin
        return margin * 0.5 if margin > 0 else margin - HOLD_BAD

    # -- the headline ------------------------------------------------------------------------
    def headline_value(self, card: int) -> float:
        """The event carried out now by its owner (TS-4.5.C: the headliner is phasing), one
        DEFCON lower than now when that is 2 or 3: the other headline may lower it first, and
        an event the opponent may steer to DEFCON 1 loses the game for its headliner."""
        if card in SCORING_CARDS:
            return _scoring_margin(self.world, self.seat, card)
        def run(trial: State, rand: random.Random) -> None:
            trial["phasing"] = self.seat
            if trial["defcon"] <= 3:
                trial["defcon"] = max(2, trial["defcon"] - 1)
            depth = len(trial["stack"])
            if card in trial["hands"][self.seat]:
                trial["hands"][self.seat].remove(card)
            trial["table"].append(card)
            if events.can_occur(trial, card, self.seat):
                events.resolve(trial, card, self.seat)
                FRAMES.settle(trial, depth)
                drive(self.rules, trial, rand, lambda s: len(s["stack"]) <= depth)
        keep = KEEP * CARDS[card]["ops"] * (0 if events.side_seat(card) == opp(self.seat)
                                            else 1)
        return self.sampled(run) - keep
