"""Card events of #36-#70 that change action rounds or swap cards between the hands (issue
#16): Cuban Missile Crisis, Quagmire, Bear Trap, Missile Envy, We Will Bury You, Grain Sales to
Soviets.

Implementation notes:
- Round hooks (events.ROUND_ACTIONS / ROUND_ACTION_APPLY) run for the lasting cards and for the
  cards in the acting seat's hand, so each hook checks that its card is in play (or, for
  Missile Envy, that the note obliging that seat is there).
- Cuban Missile Crisis: the threatened seat may defuse it at the start of any of its action
  rounds (["defuse", country]: the printed "at any time" comes down to that, since its only use
  is to allow a coup); a coup by that seat, free ones included, loses at once
  (events.COUP_MADE, reason ts.reason.cuban_missile_crisis).
- Quagmire / Bear Trap: the discard needs 2 or more Ops as modified now (operations.card_ops,
  TS-7.4.2 ex.2, R-21); scoring cards may always be played instead of the discard.
- Missile Envy: "highest ops" is printed ops among non-scoring cards; the opponent chooses
  among equal ones through private options (its hand stays hidden in the frame). The card
  text: a card received with the player's own or a neutral event has that event happen (one
  that cannot happen now does nothing, and the card is discarded); only an opponent's event
  gives its Ops instead (Wargames taken at DEFCON 3: nothing). The obliged
  play lapses after the opponent's next action round, or at the end of the next turn if
  Missile Envy left that hand before (state["notes"]["49"] keeps the seat and the turn).
- We Will Bury You stays in play (a lasting event here, although not underlined) until the US
  action round after it is over (events.ROUND_ENDED): then the USSR gains 3 VP unless UN
  Intervention's event happened since.
- Grain Sales to Soviets: the card taken is held by the US while it decides (a hand keeps the
  card count right) and, if played, gets a card play of its own, as if from the US hand.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine import rng
from game.engine.frames import Frame
from game.engine.rules import mark_barrier
from game.engine.types import Action, State, log_entry

from .. import events, operations
from ..card_play import finish
from ..common import FRAMES, US, USSR, card_ref, end_game, opp
from ..data import SCORING_CARDS
from ..defcon import change_defcon
from ..held_scoring import scoring_due
from .events_036_070 import UN_INTERVENTION, note, noted
from .steps import adjust, event_ops, vp

REGISTER = events.REGISTRY.register
FLOW = events.FLOW


# -- #40 Cuban Missile Crisis -------------------------------------------------------------

CMC_WAY_OUT = {USSR: ("cuba",), US: ("west_germany", "turkey")}
CMC_REMOVE = 2
CMC_REASON = "ts.reason.cuban_missile_crisis"


@REGISTER(40)
class CubanMissileCrisis(events.Event):
    """DEFCON 2; this turn a coup by the player's opponent loses the game, unless that
    opponent first removes 2 of its influence from Cuba (USSR) or West Germany or Turkey (US)."""

    def resolve(self, state, who):
        change_defcon(state, 2 - state["defcon"])
        note(state, 40, who)


def _cmc_coup(state: State, seat: int, country: str) -> None:
    if seat == opp(noted(state, 40)):
        end_game(state, [opp(seat)], CMC_REASON)


def _cmc_actions(state: State, seat: int, acts: list[Action]) -> list[Action]:
    """The threatened seat may defuse the crisis at the start of its action rounds."""
    if 40 not in state["lasting"] or seat != opp(noted(state, 40)):
        return acts  # (round hooks also run for hand cards: card_play)
    return acts + [["defuse", c] for c in CMC_WAY_OUT[seat]
                   if state["influence"][c][seat] >= CMC_REMOVE]


def _cmc_defuse(state: State, frame: Frame, seat: int, action: Action) -> bool:
    if action[0] != "defuse" or 40 not in state["lasting"]:
        return False
    adjust(state, seat, action[1], -CMC_REMOVE)
    events.REGISTRY.end_lasting(state, 40)
    return True  # the action round goes on


events.COUP_MADE[40] = _cmc_coup
events.ROUND_ACTIONS[40] = _cmc_actions
events.ROUND_ACTION_APPLY[40] = _cmc_defuse


# -- #42 Quagmire, #44 Bear Trap -----------------------------------------------------------

TRAPPED = {42: US, 44: USSR}
TRAP_MIN_OPS = 2
TRAP_ESCAPE = 4  # a roll of 1-4 gets out


def trap_discards(state: State, seat: int) -> list[int]:
    """The cards `seat` may discard to try to escape: Ops of 2 or more as modified now (R-21,
    TS-7.4.2: under Brezhnev Doctrine a 1-Ops card counts as 2 for Bear Trap)."""
    return sorted(c for c in state["hands"][seat]
                  if operations.card_ops(state, seat, c) >= TRAP_MIN_OPS)


def _trap_actions(card: int):
    def actions(state: State, seat: int, acts: list[Action]) -> list[Action]:
        if seat != TRAPPED[card] or card not in state["lasting"]:
            return acts  # (round hooks also run for hand cards: card_play)
        scoring = [a for a in acts if a[0] == "card" and a[1] in SCORING_CARDS]
        return [["escape", c] for c in trap_discards(state, seat)] + scoring or [["pass"]]
    return actions


def _trap_apply(card: int):
    def apply(state: State, frame: Frame, seat: int, action: Action) -> bool:
        if action[0] != "escape" or seat != TRAPPED[card] or card not in state["lasting"]:
            return False
        state["stack"].pop()  # the discard and the roll are the whole action round
        state["hands"][seat].remove(action[1])
        state["discard"].append(action[1])
        roll = rng.roll(state)
        escaped = roll <= TRAP_ESCAPE
        state["log"].append(log_entry("ts.ev.42.roll", player=seat + 1, card=card_ref(action[1]),
                                      roll=roll, result={"t": "ts.ev.42.escaped" if escaped
                                                         else "ts.ev.42.stuck"}))
        if escaped:
            events.REGISTRY.end_lasting(state, card)
        return True
    return apply


class _Trap(events.Event):
    def resolve(self, state, who):
        pass  # from the trapped seat's next action round on (events.ROUND_ACTIONS)


for _card in TRAPPED:
    REGISTER(_card)(type(f"Trap{_card}", (_Trap,), {}))
    events.ROUND_ACTIONS[_card] = _trap_actions(_card)
    events.ROUND_ACTION_APPLY[_card] = _trap_apply(_card)


# -- #49 Missile Envy ----------------------------------------------------------------------

@REGISTER(49)
class MissileEnvy(events.Event):
    """Swap this card for the opponent's highest-ops card (the opponent picks among ties); its
    event happens if it is the player's or neutral, else the player uses its ops; the
    opponent plays Missile Envy for operations in its next action round."""

    def resolve(self, state, who):
        mark_barrier(state)  # what the opponent holds shows
        ties = envy_candidates(state, opp(who))
        if len(ties) > 1:
            FLOW.choose(state, opp(who), None, "ev49", "ts.ev.49.give", card=49, player=who)
        elif ties:
            _envy_swap(state, who, ties[0])


def envy_candidates(state: State, seat: int) -> list[int]:
    """`seat`'s non-scoring cards of the highest printed ops."""
    cards = [c for c in state["hands"][seat] if c not in SCORING_CARDS]
    most = max((operations.printed_ops(c) for c in cards), default=0)
    return sorted(c for c in cards if operations.printed_ops(c) == most)


@FLOW.private_options("ev49")
def _envy_options(state: State, frame: Frame) -> list[Action]:
    return [["give", c] for c in envy_candidates(state, frame["seat"])]


@FLOW.on_choice("ev49")
def _envy_given(state: State, frame: Frame, action: Action) -> None:
    _envy_swap(state, frame["player"], action[1])


def _envy_swap(state: State, who: int, card: int) -> None:
    other = opp(who)
    state["hands"][other].remove(card)
    if 49 in state["table"]:
        state["table"].remove(49)
        state["hands"][other].append(49)
        note(state, 49, {"seat": other, "turn": state["turn"]})
    state["table"].append(card)
    state["log"].append(log_entry("ts.ev.49.swap", player=who + 1, card=card_ref(card)))
    FLOW.then(state, "ev49_finish", player=who, taken=card, result=None)
    then = state["stack"][-1]
    if events.side_seat(card) == opp(who):
        event_ops(state, who, card)  # the opponent's event: its Ops, no event
    else:  # the player's own or a neutral event happens, if it can ("cannot": nothing)
        then["result"] = events.resolve(state, card, who)


@FLOW.continuation("ev49_finish")
def _envy_finish(state: State, frame: Frame) -> None:
    finish(state, frame["taken"], frame["player"], frame["result"])


def _envy_obliged(state: State, seat: int) -> bool:
    pending = noted(state, 49)
    return (pending is not None and pending["seat"] == seat and 49 in state["hands"][seat]
            and state["turn"] <= pending["turn"] + 1)


def _envy_actions(state: State, seat: int, acts: list[Action]) -> list[Action]:
    if not _envy_obliged(state, seat):
        return acts
    # Scoring cards that must be played now come first (FAQ 4.2): they may be played instead
    # while the rounds left are needed for them.
    scoring = [a for a in acts if a[0] == "card" and a[1] in SCORING_CARDS]
    return [["card", 49]] + (scoring if scoring_due(state, seat) else [])


def _envy_play(state: State, frame: Frame, seat: int, action: Action) -> bool:
    """The obliged play: Missile Envy for operations, without its event."""
    if not _envy_obliged(state, seat):
        return False
    note(state, 49, None)
    if action != ["card", 49]:
        return False
    state["stack"].pop()
    state["hands"][seat].remove(49)
    state["table"].append(49)
    state["log"].append(log_entry("ts.log.play_card", player=seat + 1, card=card_ref(49)))
    state["log"].append(log_entry("ts.log.mode", player=seat + 1, card=card_ref(49),
                                  mode={"t": "ts.mode.ops"}))
    FRAMES.push(state, "card_play", seat=seat, card=49, stage="run", steps=["ops"],
                mode="ops", event=None)
    return True


events.ROUND_ACTIONS[49] = _envy_actions
events.ROUND_ACTION_APPLY[49] = _envy_play


# -- #50 We Will Bury You -----------------------------------------------------------------

# Its 3 VP wait for the US's next action round: the card stays in play until then.
events.SPECS[50] = replace(events.SPECS[50], lasting=True)


@REGISTER(50)
class WeWillBuryYou(events.Event):
    """DEFCON -1; the USSR gains 3 VP after the US's next action round unless the US plays
    UN Intervention as an event in it."""

    def resolve(self, state, who):
        change_defcon(state, -1)
        # played in a US action round: the next one counts (events.ROUND_ENDED)
        this_round = state["phasing"] == US and state["round"] > 0
        note(state, 50, {"since": len(state["events_played"]), "skip": this_round})


def _bury_you(state: State, seat: int, defcon_at_start: int | None) -> None:
    pending = noted(state, 50)
    if seat != US:
        return
    if pending["skip"]:
        pending["skip"] = False
        return
    events.REGISTRY.end_lasting(state, 50)
    if UN_INTERVENTION not in state["events_played"][pending["since"]:]:
        vp(state, USSR, 3)


events.ROUND_ENDED[50] = _bury_you


# -- #67 Grain Sales to Soviets ------------------------------------------------------------

@REGISTER(67)
class GrainSales(events.Event):
    """The US takes a random USSR hand card and plays it as its own, or gives it back and
    uses this card's 2 ops."""

    def resolve(self, state, who):
        hand = state["hands"][USSR]
        if not hand:
            event_ops(state, US, 67)
            return
        card = rng.choice(state, sorted(hand))
        hand.remove(card)
        state["hands"][US].append(card)  # held by the US while it decides
        state["log"].append(log_entry("ts.ev.67.taken", card=card_ref(card)))
        FLOW.choose(state, US, [["play"], ["return"]], "ev67", "ts.ev.67.choose", card=67,
                    taken=card)


@FLOW.on_choice("ev67")
def _grain_sales(state: State, frame: Frame, action: Action) -> None:
    card = frame["taken"]
    state["hands"][US].remove(card)
    if action[0] == "return":
        state["hands"][USSR].append(card)
        state["log"].append(log_entry("ts.ev.67.returned", card=card_ref(card)))
        event_ops(state, US, 67)
        return
    state["table"].append(card)  # played as if from the US hand (TS-5.2 for its event)
    state["log"].append(log_entry("ts.log.play_card", player=US + 1, card=card_ref(card)))
    FRAMES.push(state, "card_play", seat=US, card=card, stage="mode", steps=[], event=None)
