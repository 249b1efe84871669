"""Events that only add or remove Support Points or score VP (issue #6).

Implementation notes (choices where the sources are silent or disagree):
- All placements here are direct placements ("add N SPs"), not Operations: no adjacency, no
  double cost in opponent-controlled spaces (D89-7.4 [2011]).
- Spaces that must be "not controlled by X" / "holding X SPs" are fixed when the event
  starts; spaces destroyed by Systematization are never offered (D89-AMB-17).
- Nagy Reburied (37): the card data makes it a Communist event (both reference sources
  agree; SOURCES.md asks for a card image). Default: as the data says, the Communist removes
  his own SPs from Szombathely and adds 4 SPs in Hungary, at most 2 per space. Not an option:
  the side is core data (data/strategy_cards.json), not an event choice.
- Cult of Personality (10): "Worker and/or Farmer" spaces of Romania.
- Poszgay (18): 4 different Hungarian spaces the Democrat does not control when the event
  starts, one SP each.
- Papal Visit (19): the three Catholic Church spaces (Poland, Czechoslovakia, Hungary).
- Heal Our Bleeding Wound (35): Early = turns 1-3, Middle = 4-7, Late = 8-10 (D89-4.4).
- 40th Anniversary Celebration (51): "leads on VP" = the signed VP favours the Communist
  (vp < 0); the SPs go anywhere in East Germany, uncapped.
- Legacy of 1968 (64): "not controlled by the Communist" is judged space by space as the SP
  is added (adding a Democrat SP never makes the Communist control a space).
- Jan Palach Week (29): 6 Democrat SPs in Charles University, a direct placement not subject
  to D89-6.1 (D89-5.2.X1, D89-7.4).
- Government Resigns (103): an Elite space that holds Communist SPs and is uncontrolled.
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .. import control, events
from ..common import COM, DEM, opp
from . import steps
from .steps import choose, on_choice, place, remove, spaces

Event = events.Event
register = events.register


def _add(state: State, side: str, space: str, n: int) -> None:
    steps.add(state, space, side, n)


@register(4)  # Michnik
class Michnik(Event):
    def resolve(self, state, side):
        _add(state, side, "polish_writers", 3)


@register(7)  # State Run Media
class StateRunMedia(Event):
    def resolve(self, state, side):
        remove(state, side, opp(side), 7, 4, cap=2)


@register(10)  # Cult of Personality
class CultOfPersonality(Event):
    def resolve(self, state, side):
        place(state, side, 10, 4, spaces("romania", ("worker", "farmer")), cap=2)


@register(11)  # Dissident Arrested
class DissidentArrested(Event):
    def resolve(self, state, side):
        options = [["space", s] for s in spaces(socio="intellectual")
                   if state["sp"][s][opp(side)] > 0]
        if options:
            choose(state, side, 11, options, "dissident", "dof.prompt.ev_space")


@on_choice("dissident")
def _dissident(state, frame, action):
    n = control.remove_sp(state, action[1], opp(frame["side"]), 2)
    state["log"].append(_removed(opp(frame["side"]), action[1], n))


def _removed(side: str, space: str, n: int) -> dict:
    return log_entry("dof.log.ev_remove", side=side, space=space, n=n)


@register(12)  # Apparatchiks
class Apparatchiks(Event):
    def resolve(self, state, side):
        place(state, side, 12, 3, spaces(socio="bureaucrat"))


@register(16)  # Nomenklatura
class Nomenklatura(Event):
    def resolve(self, state, side):
        choose(state, side, 16, [["option", "remove"], ["option", "add"]], "nomenklatura",
               "dof.prompt.nomenklatura")


@on_choice("nomenklatura")
def _nomenklatura(state, frame, action):
    side = frame["side"]
    if action[1] == "remove":
        for space in spaces(socio="elite"):
            steps.remove_all(state, space, opp(side))
    else:
        place(state, side, 16, 3, spaces(socio="elite"))


@register(18)  # Poszgay Defends the Revolution
class Poszgay(Event):
    def resolve(self, state, side):
        targets = [s for s in spaces("hungary") if control.controller(state, s) != opp(side)]
        place(state, side, 18, 4, targets, cap=1)


@register(19)  # Papal Visit
class PapalVisit(Event):
    def resolve(self, state, side):
        churches = steps.live(state, ["catholic_church_poland", "catholic_church_czechoslovakia",
                                      "catholic_church_hungary"])
        choose(state, side, 19, [["space", s] for s in churches], "papal_visit",
               "dof.prompt.ev_space")


@on_choice("papal_visit")
def _papal_visit(state, frame, action):
    _add(state, frame["side"], action[1], 3)


@register(28)  # Factory Party Cells
class FactoryPartyCells(Event):
    def resolve(self, state, side):
        remove(state, side, opp(side), 28, 3, spaces(socio="worker"), cap=2)


@register(31)  # Intelligentsia
class Intelligentsia(Event):
    def resolve(self, state, side):
        place(state, side, 31, 4, spaces(socio="intellectual"), cap=2)


@register(32)  # Peasant Parties
class PeasantParties(Event):
    def resolve(self, state, side):
        place(state, side, 32, 4, spaces(socio="farmer"), cap=2)


@register(34)  # FIDESZ
class Fidesz(Event):
    def resolve(self, state, side):
        _add(state, side, "eotvos_lorand_university", 5)


@register(35)  # Heal Our Bleeding Wound
class HealOurBleedingWound(Event):
    def resolve(self, state, side):
        if state["turn"] <= 3:
            steps.vp(state, COM, 3)
        elif state["turn"] <= 7:
            steps.vp(state, COM, 1)
        else:
            steps.vp(state, DEM, 3)


@register(37)  # Nagy Reburied
class NagyReburied(Event):
    def resolve(self, state, side):
        steps.remove_all(state, "szombathely", COM)
        place(state, side, 37, 4, spaces("hungary"), cap=2)


@register(38)  # The July Concept
class JulyConcept(Event):
    def resolve(self, state, side):
        place(state, side, 38, 3, spaces("bulgaria"))


@register(45)  # Soviet Troop Withdrawals
class SovietTroopWithdrawals(Event):
    def resolve(self, state, side):
        remove(state, side, opp(side), 45, 5, spaces(region="eastern_europe"), cap=2)


@register(47)  # Bulgarian Turks Expelled
class BulgarianTurksExpelled(Event):
    def resolve(self, state, side):
        steps.vp(state, side, 2)
        steps.remove_all(state, "razgrad", opp(side))


@register(51)  # 40th Anniversary Celebration
class FortiethAnniversary(Event):
    def resolve(self, state, side):
        place(state, side, 51, 4 if state["vp"] < 0 else 2, spaces("east_germany"))
        steps.vp(state, side, 1)


@register(52)  # Normalization
class Normalization(Event):
    def resolve(self, state, side):
        for space in ("plzen", "praha"):
            steps.remove_all(state, space, opp(side))


@register(56)  # Foreign Television
class ForeignTelevision(Event):
    def resolve(self, state, side):
        targets = [s for s in spaces() if s != "dresden"]
        remove(state, side, opp(side), 56, 4, targets, cap=2)


@register(57)  # Central Committee Reshuffle
class CentralCommitteeReshuffle(Event):
    def resolve(self, state, side):
        options = [["country", c] for c in steps.power_countries(state, side)]
        if options:
            choose(state, side, 57, options, "reshuffle", "dof.prompt.ev_country")


@on_choice("reshuffle")
def _reshuffle(state, frame, action):
    place(state, frame["side"], 57, 3, spaces(action[1]))


@register(60)  # Toxic Waste
class ToxicWaste(Event):
    def resolve(self, state, side):
        place(state, side, 60, 3, spaces(socio="worker"))


@register(64)  # Legacy of 1968
class LegacyOf1968(Event):
    def resolve(self, state, side):
        for space in steps.live(state, spaces("czechoslovakia")):
            if control.controller(state, space) != opp(side):
                _add(state, side, space, 1)


@register(66)  # New Forum
class NewForum(Event):
    def resolve(self, state, side):
        place(state, side, 66, 3, spaces("east_germany"), cap=1)


@register(68)  # Klaus and Komarek
class KlausAndKomarek(Event):
    def resolve(self, state, side):
        n = control.remove_sp(state, "praha", opp(side), 2)
        state["log"].append(_removed(opp(side), "praha", n))
        _add(state, side, "praha", 2)


@register(79)  # The Third Way
class TheThirdWay(Event):
    def resolve(self, state, side):
        steps.vp(state, side, 2)
        _add(state, side, "german_writers", 3)


@register(82)  # Spitzel
class Spitzel(Event):
    def resolve(self, state, side):
        remove(state, side, opp(side), 82, 2, spaces("east_germany"))


@register(92)  # Betrayal
class Betrayal(Event):
    def resolve(self, state, side):
        churches = steps.live(state, ["orthodox_church_romania", "orthodox_church_bulgaria"])
        choose(state, side, 92, [["space", s] for s in churches], "betrayal",
               "dof.prompt.ev_space")


@on_choice("betrayal")
def _betrayal(state, frame, action):
    side, space = frame["side"], action[1]
    n = steps.remove_all(state, space, opp(side))
    _add(state, side, space, n)


@register(101)  # Elena
class Elena(Event):
    def resolve(self, state, side):
        _add(state, side, "cluj_napoca", 2)


events.CHECK_MODIFIERS[101] = lambda state, side, target: -int(
    side == DEM and control.country_of(target) == "romania")


@register(103)  # Government Resigns
class GovernmentResigns(Event):
    def resolve(self, state, side):
        options = [["space", s] for s in steps.live(state, spaces(socio="elite"))
                   if state["sp"][s][opp(side)] > 0 and control.controller(state, s) is None]
        if options:
            choose(state, side, 103, options, "resigns", "dof.prompt.ev_space")


@on_choice("resigns")
def _resigns(state, frame, action):
    steps.remove_all(state, action[1], opp(frame["side"]))


@register(29)
class JanPalachWeek(Event):
    def resolve(self, state, side):
        steps.add(state, "charles_university", side, 6)
