"""Lasting events: Ops / Support Check modifiers and bans, effects that wait for a Power
Struggle, and the other events that stay in play (issue #6).

Implementation notes (choices where the sources are silent or disagree):
- A lasting card sits in state["lasting"] from the moment its event takes effect
  (events.resolve); "rest of turn" effects are ended by the sequence of play.
- Power-struggle effects (Roundtable Talks 17, Yakovlev Counsels Gorbachev 62, Securitate 70,
  Peasant Parties Revolt 72, National Salvation Front 102) do nothing when played:
  power_struggle.py reads them from state["lasting"] by card number and spends them.
- Prudence (8): the opponent of the player who resolved it is affected (-1 to every use of a
  card's Ops, never below 1, D89-7.3.2); the side is remembered in state["ev"]["8"].
- Stand Fast (100): the opponent's checks against spaces the player controls at the roll get
  -1; the player is remembered in state["ev"]["100"].
- FRG Embassies (74): +1 to Democrat checks against spaces of East Germany, Poland,
  Czechoslovakia and Hungary (region "eastern_europe").
- "We Are the People!" (48): up to 4 Democrat SPs move one at a time from the Lutheran Church
  to other East German spaces, at most 2 per space; Done stops early.
- Foreign Currency Debt Burden (49): the named country is in state["ev"]["49"].
- Systematization (69): D89-AMB-17 (spec default): the space is removed completely (no lines,
  not counted); its Democrat SPs are lost and its Communist SPs move to Bucuresti (lost if
  Bucuresti is chosen). The reference summary's "its neighbours become adjacent to each other"
  is NOT applied: control.adjacent has no such links and the spec default says "no lines".
- New Year's Eve Party (104): activating sets state["nye"] (the sequence ends the game, D89-10.3)
  and scores 3 VP for the Communist if he holds Power in 4+ countries, else 3 for the Democrat
  (reference summary; the rulebook is silent). Declining ends the effect: the card leaves the
  game.
- Tank Column/Tank Man (85): advances the owner's marker one box (awards as for an attempt);
  nothing happens from box 8.
- Army Backs Revolution (108): ends Securitate if it is in effect; Securitate's event is then
  forbidden by the card data.
- Li Peng (53): its +1 to Communist TS attempts is applied by tiananmen.attempt.
- Perestroika (25): +1 Op to every Communist use of a card's Ops for the turn (D89-7.3.3),
  including the free box-6 check (D89-4.5.3).
- Solidarity Legalized (2): 1 Democrat SP in every uncontrolled Polish Worker and Farmer space;
  lasting: the Communist may not target Gdansk with Support Checks; enables Walesa.
- Austria-Hungary Border Reopened (58, rest of turn, D89-11.1): when the Democrat conducts
  Operations with a card (not the free TS box-6 check) he may declare, after choosing the use
  and before any SP or roll, that all of its Ops go to East Germany (operations.ops_declare);
  the use is then restricted to East Germany (placements and both checks) and gets +1 Op.
  Without the declaration there is no bonus (for placements too: the declaration is how the
  engine knows all Ops will be spent there).
- Lasting events that use a hook the core does not have yet are in events_hooked.py.
- "We Are the People!" (48) moves SPs through the shared layer's PickTargets (frame "ev_move",
  at most 2 per space).
"""

from __future__ import annotations

from game.cdg.steps import PickTargets
from game.engine.types import Prompt, log_entry

from .. import control, events, tiananmen
from ..common import COM, DEM, FRAMES, card_ref, opp, seat_of
from ..data import COUNTRIES, LI_PENG, SPACES
from . import steps
from .steps import choose, memory, on_choice, spaces

Event = events.Event
register = events.register


class Waits(Event):
    """A lasting event read elsewhere (power_struggle.py): nothing to do when played."""

    def resolve(self, state, side):
        pass


for _card in (17, 62, 70, 72, 102):
    register(_card)(type(f"Waits{_card}", (Waits,), {}))


@register(8)  # Prudence
class Prudence(Event):
    def resolve(self, state, side):
        memory(state)["8"] = side


events.OPS_MODIFIERS[8] = lambda state, user, card, context: -int(
    user == opp(memory(state).get("8", user)))


@register(24)  # St. Nicholas Church
class StNicholasChurch(Event):
    def resolve(self, state, side):
        steps.add_to_control(state, "lutheran_church", side)


@register(48)  # "We Are the People!"
class WeAreThePeople(Event):
    def resolve(self, state, side):
        if state["sp"]["lutheran_church"][side] > 0:
            FRAMES.push(state, "ev_move", seat=seat_of(side), side=side, card=48,
                              source="lutheran_church", left=4, moved={})


events.CHECK_BANS[48] = lambda state, side, target: side == COM and target == "leipzig"


def _move_options(state, frame):
    if frame["left"] <= 0 or state["sp"][frame["source"]][frame["side"]] <= 0:
        return []
    return [s for s in steps.live(state, spaces("east_germany")) if s != frame["source"]]


def _move(state, frame, space):
    side = frame["side"]
    control.remove_sp(state, frame["source"], side)
    control.add_sp(state, space, side)
    state["log"].append(log_entry("dof.log.ev_move", side=side, source=frame["source"],
                                  space=space))


FRAMES.add("ev_move", PickTargets(
    targets=_move_options, take=_move, tally="moved", cap=2, may_stop=True,
    prompt_of=lambda state, frame: Prompt("dof.prompt.ev_move", {
        "card": card_ref(frame["card"]), "left": frame["left"]})))


@register(49)  # Foreign Currency Debt Burden
class ForeignCurrencyDebtBurden(Event):
    def resolve(self, state, side):
        steps.vp(state, side, 1)
        options = [["country", c] for c in COUNTRIES if c != "romania"]
        choose(state, side, 49, options, "debt_burden", "dof.prompt.ev_country")


@on_choice("debt_burden")
def _debt_burden(state, frame, action):
    memory(state)["49"] = action[1]


events.CHECK_BANS[49] = lambda state, side, target: (
    side == COM and SPACES[target]["country"] == memory(state).get("49"))


@register(50)  # The Sinatra Doctrine
class SinatraDoctrine(Event):
    def resolve(self, state, side):
        pass


events.OPS_MODIFIERS[50] = lambda state, user, card, context: int(user == DEM)


@register(59)  # Grenztruppen
class Grenztruppen(Event):
    def resolve(self, state, side):
        pass


events.CHECK_MODIFIERS[59] = lambda state, side, target: -int(
    side == DEM and SPACES[target]["country"] == "east_germany")


@register(69)  # Systematization
class Systematization(Event):
    def resolve(self, state, side):
        tyrant = state["romania"].get("tyrant")
        options = [["space", s] for s in steps.live(state, spaces("romania")) if s != tyrant]
        choose(state, side, 69, options, "systematization", "dof.prompt.ev_space")


@on_choice("systematization")
def _systematization(state, frame, action):
    space = action[1]
    cell = state["sp"][space]
    moving = cell[COM]
    cell[COM] = cell[DEM] = 0
    state["destroyed"].append(space)
    state["log"].append(log_entry("dof.log.ev_destroyed", space=space))
    if space != "bucuresti" and moving:
        steps.add(state, "bucuresti", COM, moving)


@register(74)  # FRG Embassies
class FrgEmbassies(Event):
    def resolve(self, state, side):
        pass


events.CHECK_MODIFIERS[74] = lambda state, side, target: int(
    side == DEM and COUNTRIES[SPACES[target]["country"]]["region"] == "eastern_europe")


@register(85)  # Tank Column/Tank Man
class TankColumn(Event):
    def resolve(self, state, side):
        if state["ts"]["pos"][side] < tiananmen.LAST_BOX:
            tiananmen.advance(state, side)


@register(100)  # Stand Fast
class StandFast(Event):
    def resolve(self, state, side):
        memory(state)["100"] = side


def _stand_fast(state, side, target):
    owner = memory(state).get("100")
    return -int(owner is not None and side == opp(owner)
                and control.controller(state, target) == owner)


events.CHECK_MODIFIERS[100] = _stand_fast


@register(104)  # New Year's Eve Party
class NewYearsEveParty(Event):
    def resolve(self, state, side):
        choose(state, side, 104, [["option", "activate"], ["option", "decline"]], "nye",
               "dof.prompt.nye_choice")


@on_choice("nye")
def _nye(state, frame, action):
    if action[1] == "decline":
        events.end_lasting(state, 104)
        return
    state["nye"] = True
    held = len(steps.power_countries(state, COM))
    steps.vp(state, COM if held >= 4 else DEM, 3)


@register(108)  # Army Backs Revolution
class ArmyBacksRevolution(Event):
    def resolve(self, state, side):
        if 70 in state["lasting"]:
            events.end_lasting(state, 70)


@register(LI_PENG)
class LiPeng(Event):
    def resolve(self, state, side):
        pass  # lasting: tiananmen.attempt reads state["lasting"]


@register(25)
class Perestroika(Event):
    def resolve(self, state, side):
        pass  # lasting: the Ops modifier below applies while the card is in state["lasting"]


events.OPS_MODIFIERS[25] = lambda state, user, card, context: int(user == COM)


@register(2)
class SolidarityLegalized(Event):
    def resolve(self, state, side):
        for space in steps.live(state, spaces("poland", ("worker", "farmer"))):
            if control.controller(state, space) is None:
                steps.add(state, space, side, 1)


events.CHECK_BANS[2] = lambda state, side, target: side == COM and target == "gdansk"


AUSTRIA_HUNGARY = 58


@register(AUSTRIA_HUNGARY)
class AustriaHungaryBorderReopened(Event):
    def resolve(self, state, side):
        pass  # lasting: the declaration and the +1 below apply while the card is in play


def _ahbr_offer(state, side, card, country):
    if side == DEM and card is not None and country in (None, "east_germany"):
        return "east_germany"
    return None


events.OPS_DECLARATIONS[AUSTRIA_HUNGARY] = _ahbr_offer
events.OPS_MODIFIERS[AUSTRIA_HUNGARY] = lambda state, user, card, context: int(
    user == DEM and context.get("declared") == "east_germany")

