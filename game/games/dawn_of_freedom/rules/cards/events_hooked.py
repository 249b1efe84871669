"""Events that work through the core's optional hooks (events.CHECK_TRIGGERS, PLACEMENT_COSTS,
HAND_SIZE_MODIFIERS, CARD_PLAY_HOOKS).

Implementation notes (choices where the sources are silent or disagree):
- After-check hook (events.CHECK_TRIGGERS, called once after every rolled Support Check):
  The Wall (9): the Communist's next check against an East German space gets +1 per adjacent
  Democrat-controlled space (cancelling their -1; his own neighbours still count), then the
  effect ends (card removed). Tear Gas (30): +1 to the Communist's next check against a
  Student space, then it ends. Helsinki Final Act (26): +1 VP to the Democrat after each
  Communist check against a Student or Intellectual space. Eco-Glasnost (39): 4 Democrat SPs
  in Ruse; +1 VP to the Democrat after each Communist check against Ruse.
- Placement-cost hook (events.PLACEMENT_COSTS): Genscher (63): for the rest of the turn a
  Democrat SP in a Communist-controlled East German space costs 1 Op.
- Hand-size hook (events.HAND_SIZE_MODIFIERS, read by deck.deal; durations "until_next_deal"
  end after the deal): Presidential Visit (65): the Communist is dealt up to 7 at the next deal.
- Card-play hook (events.CARD_PLAY_HOOKS, called after every action round's card play and for
  a forfeited round): Ligachev (99): the Democrat's first action round after the one in which
  Ligachev took effect decides: unless he played Gorbachev Charms the West for its event (and it
  happened), the Communist gains 3 VP; either way the effect ends (card removed). A forfeited
  round counts as not playing it.
- Card-play hook and playable-card filter (events.PLAYABLE_FILTERS): Stasi (13): for the rest
  of the turn, after each Democrat action round but the last (7th) the Democrat picks the card
  of his hand for his next action round (frame "stasi_reveal", shown in the public log); in
  that round he may choose only that card while he still holds it. After a Scoring card the
  choice comes once the Power Struggle is over. An empty hand reveals nothing.
"""

from __future__ import annotations

from game.engine.frames import FrameType
from game.engine.types import Decision, Prompt, log_entry

from .. import control, events
from ..common import COM, DEM, FRAMES, card_ref, seat_of
from ..data import SPACES
from . import steps
from .steps import memory

Event = events.Event
register = events.register


class NoImmediateEffect(Event):
    def resolve(self, state, side):
        pass


# -- after-check hook ---------------------------------------------------------------------------

def _wall_applies(side, target):
    return side == COM and SPACES[target]["country"] == "east_germany"


def _gas_applies(side, target):
    return side == COM and SPACES[target]["socio"] == "student"


def _spend(card, applies):
    def spent(state, side, target):
        if applies(side, target) and card in state["lasting"]:
            events.end_lasting(state, card)
    return spent


def _helsinki(state, side, target):
    if side == COM and SPACES[target]["socio"] in ("student", "intellectual"):
        steps.vp(state, DEM, 1)


def _eco(state, side, target):
    if side == COM and target == "ruse":
        steps.vp(state, DEM, 1)


class EcoGlasnost(Event):
    def resolve(self, state, side):
        steps.add(state, "ruse", side, 4)


def _register_check_triggers() -> None:
    triggers = events.CHECK_TRIGGERS
    register(9)(type("TheWall", (NoImmediateEffect,), {}))
    events.CHECK_MODIFIERS[9] = lambda state, side, target: (
        sum(1 for n in control.adjacent(state, target) if control.controls(state, n, DEM))
        if _wall_applies(side, target) else 0)
    triggers[9] = _spend(9, _wall_applies)
    register(30)(type("TearGas", (NoImmediateEffect,), {}))
    events.CHECK_MODIFIERS[30] = lambda state, side, target: int(_gas_applies(side, target))
    triggers[30] = _spend(30, _gas_applies)
    register(26)(type("HelsinkiFinalAct", (NoImmediateEffect,), {}))
    triggers[26] = _helsinki
    register(39)(EcoGlasnost)
    triggers[39] = _eco


# -- placement-cost hook ------------------------------------------------------------------------

def _genscher(state, side, space, cost):
    if (side == DEM and SPACES[space]["country"] == "east_germany"
            and control.controller(state, space) == COM):
        return 1
    return cost


def _register_placement_costs() -> None:
    register(63)(type("Genscher", (NoImmediateEffect,), {}))
    events.PLACEMENT_COSTS[63] = _genscher


# -- hand-size hook -----------------------------------------------------------------------------

def _register_hand_size() -> None:
    register(65)(type("PresidentialVisit", (NoImmediateEffect,), {}))
    events.HAND_SIZE_MODIFIERS[65] = lambda state, side: -int(side == COM)


# -- card-play hook -----------------------------------------------------------------------------

class Ligachev(Event):
    def resolve(self, state, side):
        memory(state)["99"] = [state["turn"], state["round"], state["phasing"]]


def _ligachev(state, side, card, mode, result):
    if side != DEM or 99 not in state["lasting"]:
        return
    if memory(state).get("99") == [state["turn"], state["round"], DEM]:
        return  # the round in which Ligachev itself took effect
    if not (card == 14 and mode in ("event", "ops_event") and result == "happened"):
        steps.vp(state, COM, 3)
    events.end_lasting(state, 99)


def _register_card_play() -> None:
    register(99)(Ligachev)
    events.CARD_PLAY_HOOKS[99] = _ligachev


# -- Stasi: card-play hook and playable-card filter --------------------------------------------

STASI = 13
LAST_ROUND = 7  # D89-4.1: the Democrat's last action round of a turn


class Stasi(Event):
    def resolve(self, state, side):
        memory(state).pop(str(STASI), None)


def _stasi_after_play(state, side, card, mode, result):
    if side != DEM or state["round"] >= LAST_ROUND or not state["hands"][DEM]:
        return
    frame = {"name": "stasi_reveal", "seat": seat_of(DEM), "side": DEM}
    stack = state["stack"]
    if stack and stack[-1]["name"] == "card_play":  # a Scoring card: after its struggle
        stack.insert(len(stack) - 1, frame)
    else:
        stack.append(frame)


def _stasi_filter(state, side, cards):
    shown = memory(state).get(str(STASI))
    return [shown] if side == DEM and shown in cards else cards


@FRAMES.define("stasi_reveal")
class StasiReveal(FrameType):
    """Stasi: the Democrat shows the card he will play in his next action round."""

    decision = Decision("card", "reveal", ("hand",))

    def legal(self, state, frame, seat):
        hand = sorted(state["hands"][DEM])
        return [["card", c] for c in hand] if hand else [["done"]]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        if action[0] == "card":
            memory(state)[str(STASI)] = action[1]
            state["log"].append(log_entry("dof.log.stasi_reveal", side=DEM,
                                          card=card_ref(action[1])))

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.stasi_reveal")


def _register_stasi() -> None:
    register(STASI)(Stasi)
    events.CARD_PLAY_HOOKS[STASI] = _stasi_after_play
    events.PLAYABLE_FILTERS[STASI] = _stasi_filter


HOOKED_CARDS = (9, 13, 26, 30, 39, 63, 65, 99)

_register_check_triggers()
_register_placement_costs()
_register_hand_size()
_register_card_play()
_register_stasi()
