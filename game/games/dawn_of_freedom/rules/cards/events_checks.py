"""Events that grant Support Checks or Operations, usually after adding or removing SPs
(issue #6).

Implementation notes (choices where the sources are silent or disagree):
- "This card's (modified) Ops value" is computed for the event's owner when the event starts
  (D89-7.3.3, D89-7.3.3.X1) with the context {"use": "check"}; a "+N on top" is added to it.
- Event checks are voluntary one by one (D89-AMB-25) and use the core's target rules (SPs of
  the opponent, bans of lasting events such as Solidarity Legalized's Gdansk).
- Steps run in the card's order: SP changes first, then the checks.
- Legacy of Martial Law (1): the SP swap is in a Polish space holding Democrat SPs; the
  check targets any Polish space still holding Democrat SPs.
- Consumerism (27): the Late-Year variant only one source has is not used (SOURCES.md); the
  check is against a Worker space of the country where the SP was removed.
- Ceausescu (41): the Bucuresti check is made right after the event's own steps (RTT checks
  at the end of the same action round, TSB at the end of the turn); with the event played for
  its own sake the two coincide.
- Kremlin Coup! (109): its VP is the one in data/uncertain.json (RTT: Communist +3; TSB +1);
  countries are handled in map order: every Elite space first made controlled, then one check
  per country against its Bureaucrat space (+1).
- Massacre in Timisoara (107): needs Laszlo Tokes in effect (card data); it ends that effect.
- Laszlo Tokes (73): lasting until Massacre in Timisoara; its Operations use the core frames
  restricted to Romania.
- The Chinese Solution (96): "may decline" is a choice of country or Done; declining
  changes nothing.
- Walesa (3, needs Solidarity Legalized in effect, D89-5.2.X2): 4 Democrat SPs placed
  directly in Poland, then two Support Checks in Poland with this card's Ops.
- Social Democratic Platform Adopted (106): the two Communist SPs may go to any spaces of the
  chosen country.
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .. import control, events, operations, stability
from ..common import COM, opp
from ..data import COUNTRIES
from . import steps
from .steps import card_ops, checks, choose, continuation, on_choice, place, remove, spaces, then

Event = events.Event
register = events.register


def minority_choice(state: State, side: str, card: int) -> None:
    """Sajudis / The Baltic Way / Breakaway Baltic Republics: enough SPs to control one
    Minority space the side does not control."""
    options = [["space", s] for s in steps.live(state, spaces(socio="minority"))
               if control.controller(state, s) != side]
    if options:
        choose(state, side, card, options, "minority", "dof.prompt.ev_space")


@on_choice("minority")
def _minority(state, frame, action):
    steps.add_to_control(state, action[1], frame["side"])


@register(1)  # Legacy of Martial Law
class LegacyOfMartialLaw(Event):
    def resolve(self, state, side):
        checks(state, side, 1, card_ops(state, 1, side), 1, country="poland")
        options = [["space", s] for s in steps.live(state, spaces("poland"))
                   if state["sp"][s][opp(side)] > 0]
        if options:
            choose(state, side, 1, options, "martial_law", "dof.prompt.ev_space")


@on_choice("martial_law")
def _martial_law(state, frame, action):
    side, space = frame["side"], action[1]
    control.remove_sp(state, space, opp(side))
    steps.add(state, space, side, 1)


@register(14)  # Gorbachev Charms the West
class GorbachevCharmsTheWest(Event):
    def resolve(self, state, side):
        checks(state, side, 14, card_ops(state, 14, side), 1)
        remove(state, side, opp(side), 14, 2)


@register(27)  # Consumerism
class Consumerism(Event):
    def resolve(self, state, side):
        options = [["space", s] for s in spaces(socio="worker") if state["sp"][s][opp(side)] > 0]
        if options:
            choose(state, side, 27, options, "consumerism", "dof.prompt.ev_space")


@on_choice("consumerism")
def _consumerism(state, frame, action):
    side, space = frame["side"], action[1]
    control.remove_sp(state, space, opp(side))
    state["log"].append(log_entry("dof.log.ev_remove", side=opp(side), space=space, n=1))
    workers = spaces(control.country_of(space), "worker")
    checks(state, side, 27, card_ops(state, 27, side), 1, targets=workers)


class UssrStability(Event):
    """D89-12: a U.S.S.R. Stability event happens only as the track's next box; it moves the
    marker (and its VP), then the side takes control of one Minority space."""

    def can_occur(self, state, side):
        return stability.can_advance(state, self.number)

    def resolve(self, state, side):
        stability.advance(state, self.number)
        minority_choice(state, side, self.number)


@register(33)  # Sajudis
class Sajudis(UssrStability):
    pass


@register(40)  # Hungarian Democratic Forum
class HungarianDemocraticForum(Event):
    def resolve(self, state, side):
        checks(state, side, 40, card_ops(state, 40, side), 1, country="hungary")
        place(state, side, 40, 3, spaces("hungary"))


@register(41)  # Ceausescu
class Ceausescu(Event):
    def resolve(self, state, side):
        then(state, "ceausescu", side=side)
        checks(state, side, 41, card_ops(state, 41, side), 1, country="romania")
        remove(state, side, opp(side), 41, 3, spaces("romania"))


@continuation("ceausescu")
def _ceausescu(state, frame):
    side = frame["side"]
    if any(state["sp"][n][opp(side)] > 0 for n in control.adjacent(state, "cluj_napoca")):
        n = control.remove_sp(state, "bucuresti", side, 1)
        state["log"].append(log_entry("dof.log.ev_remove", side=side, space="bucuresti", n=n))


@register(61)  # The Monday Demonstrations
class MondayDemonstrations(Event):
    def resolve(self, state, side):
        for space in ("lutheran_church", "leipzig"):
            steps.add_to_control(state, space, side)
        checks(state, side, 61, card_ops(state, 61, side), 5, country="east_germany")


@register(73)  # Laszlo Tokes
class LaszloTokes(Event):
    def resolve(self, state, side):
        steps.add(state, "timisoara", side, 1)
        steps.add(state, "harghita_covasna", side, 1)
        operations.start(state, side, 73, country="romania")


@register(76)  # Warsaw Pact Summit
class WarsawPactSummit(Event):
    def resolve(self, state, side):
        choose(state, side, 76, [["option", "checks"], ["option", "place"]], "warsaw_pact",
               "dof.prompt.warsaw_pact")


@on_choice("warsaw_pact")
def _warsaw_pact(state, frame, action):
    side = frame["side"]
    if action[1] == "checks":
        checks(state, side, 76, card_ops(state, 76, side), 2,
               targets=spaces(socio=("student", "intellectual")), bonus=2)
    else:
        empty = [s for s in spaces() if state["sp"][s][opp(side)] == 0]
        place(state, side, 76, 4, empty)


@register(81)  # The Baltic Way
class TheBalticWay(UssrStability):
    pass


@register(84)  # Breakaway Baltic Republics
class BreakawayBalticRepublics(UssrStability):
    def resolve(self, state, side):
        stability.advance(state, 84)
        checks(state, side, 84, card_ops(state, 84, side), 1)
        minority_choice(state, side, 84)


@register(87)  # Kohl Proposes Reunification
class KohlProposesReunification(Event):
    def resolve(self, state, side):
        steps.vp(state, side, 2)
        if 86 in state["lasting"]:  # The Wall Must Go! succeeded
            operations.start(state, side, 87)


@register(90)  # Civic Forum
class CivicForum(Event):
    def resolve(self, state, side):
        steps.vp(state, side, 1)
        then(state, "civic_forum", side=side)
        place(state, side, 90, 4, spaces("czechoslovakia"))


@continuation("civic_forum")
def _civic_forum(state, frame):
    side = frame["side"]
    if control.controls(state, "czech_writers", side):
        checks(state, side, 90, card_ops(state, 90, side), 2, country="czechoslovakia")


@register(91)  # My First Banana
class MyFirstBanana(Event):
    def resolve(self, state, side):
        checks(state, side, 91, card_ops(state, 91, side), 2, country="east_germany")
        remove(state, side, opp(side), 91, 2, spaces("east_germany"))


@register(94)  # Union of Democratic Forces
class UnionOfDemocraticForces(Event):
    def resolve(self, state, side):
        checks(state, side, 94, card_ops(state, 94, side), 2, country="bulgaria")
        remove(state, side, opp(side), 94, 4, spaces("bulgaria"), cap=2)


@register(96)  # The Chinese Solution
class TheChineseSolution(Event):
    def can_occur(self, state, side):
        return state["ts"]["pos"][COM] >= 7

    def resolve(self, state, side):
        options = [["country", c] for c in steps.power_countries(state, side)] + [["done"]]
        choose(state, side, 96, options, "chinese_solution", "dof.prompt.chinese_solution")


@on_choice("chinese_solution")
def _chinese_solution(state, frame, action):
    if action[0] == "done":
        return
    side = frame["side"]
    steps.vp(state, opp(side), 3)
    checks(state, side, 96, card_ops(state, 96, side), 5, country=action[1], bonus=3)


@register(98)  # Politburo Intrigue
class PolitburoIntrigue(Event):
    def resolve(self, state, side):
        checks(state, side, 98, card_ops(state, 98, side), 1, country="bulgaria")
        remove(state, side, opp(side), 98, 3, spaces("bulgaria"), cap=2)


@register(105)  # Public Against Violence
class PublicAgainstViolence(Event):
    def resolve(self, state, side):
        steps.add(state, "kosice", side, 2)
        steps.add(state, "presov", side, 2)
        checks(state, side, 105, card_ops(state, 105, side), 1, targets=["bratislava"], bonus=2)


@register(106)  # Social Democratic Platform Adopted
class SocialDemocraticPlatform(Event):
    def can_occur(self, state, side):
        return bool(steps.power_countries(state, opp(side)))

    def resolve(self, state, side):
        options = [["country", c] for c in steps.power_countries(state, opp(side))]
        choose(state, side, 106, options, "sdpa", "dof.prompt.ev_country")


@on_choice("sdpa")
def _sdpa(state, frame, action):
    side, country = frame["side"], action[1]
    checks(state, side, 106, card_ops(state, 106, side), 1, country=country)
    place(state, side, 106, 2, spaces(country))


@register(107)  # Massacre in Timisoara
class MassacreInTimisoara(Event):
    def resolve(self, state, side):
        if 73 in state["lasting"]:
            events.end_lasting(state, 73)
        checks(state, side, 107, card_ops(state, 107, side), 2, country="romania", bonus=2)


@register(109)  # Kremlin Coup!
class KremlinCoup(Event):
    def can_occur(self, state, side):
        return stability.can_advance(state, 109)

    def resolve(self, state, side):
        stability.advance(state, 109)
        held = [c for c in COUNTRIES if state["power"][c] == side]
        ops = card_ops(state, 109, side)
        for country in reversed(held):  # pushed last = checked first: map order
            bureaucrat = spaces(country, "bureaucrat")
            checks(state, side, 109, ops, 1, targets=bureaucrat, bonus=1)
        for country in held:
            for elite in steps.live(state, spaces(country, "elite")):
                steps.add_to_control(state, elite, side)


@register(3)
class Walesa(Event):
    def resolve(self, state, side):
        checks(state, side, 3, card_ops(state, 3, side), 2, country="poland")  # after placing
        place(state, side, 3, 4, spaces("poland"))
