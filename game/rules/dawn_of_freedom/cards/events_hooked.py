"""Events that need a hook the core does not offer yet (issue #6). Each group registers only
when its hook exists in events.py, so a card is never half-working: until then it is simply
played for Operations (events.py). The exact core changes are in cards/CORE_CHANGES.md.

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
"""

from __future__ import annotations

from .. import board, events
from ..common import COM, DEM
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
    triggers = getattr(events, "CHECK_TRIGGERS", None)
    if triggers is None:
        return
    register(9)(type("TheWall", (NoImmediateEffect,), {}))
    events.CHECK_MODIFIERS[9] = lambda state, side, target: (
        sum(1 for n in board.adjacent(state, target) if board.controls(state, n, DEM))
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
            and board.controller(state, space) == COM):
        return 1
    return cost


def _register_placement_costs() -> None:
    costs = getattr(events, "PLACEMENT_COSTS", None)
    if costs is None:
        return
    register(63)(type("Genscher", (NoImmediateEffect,), {}))
    costs[63] = _genscher


# -- hand-size hook -----------------------------------------------------------------------------

def _register_hand_size() -> None:
    sizes = getattr(events, "HAND_SIZE_MODIFIERS", None)
    if sizes is None:
        return
    register(65)(type("PresidentialVisit", (NoImmediateEffect,), {}))
    sizes[65] = lambda state, side: -int(side == COM)


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
    hooks = getattr(events, "CARD_PLAY_HOOKS", None)
    if hooks is None:
        return
    register(99)(Ligachev)
    hooks[99] = _ligachev


HOOKED_CARDS = (9, 26, 30, 39, 63, 65, 99)

_register_check_triggers()
_register_placement_costs()
_register_hand_size()
_register_card_play()
