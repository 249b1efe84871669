"""Early War events #4-#35 and the optional Early War cards #104-#106 (issue #16, TS-7).

Implementation notes:
- `who` is the seat carrying the event out (TS-5.2 / TS-7.1). Choices are FLOW frames of the
  seat that makes them, so a save made while one waits resumes there.
- Placement and removal use steps.place / steps.remove; "one country at a time, each of k
  different countries" is `_each_of` below: the seat picks a country, the card's handler does
  that country's part, and it asks again with that country gone until k are done or none is
  left (TS-7.1: carried out as far as it can be).
- Wars (#11, #13, #24; spec TS-7 war cards): one die minus 1 per enemy-controlled neighbour of
  the target (#13 also -1 if the target itself is enemy-controlled); 4-6 wins 2 VP and swaps
  the enemy's influence there for the attacker's; 2 MilOps whatever the result. They do not
  change DEFCON (2nd edition, cards.json). Chinese Civil War (TS-12): Korean War's extra -1
  for the USSR while the China Card is unclaimed.
- Ops modifiers of "this turn" cards (#9, #31) are hooks in events.OPS_MODIFIERS;
  Containment's +1 (#25) is in events.OPS_CAPPED_BONUS: it stops at 4 counting the sum of the
  printed value, the China Card's Asia bonus and the other modifiers (spec §7.4).
- A neutral lasting card whose effect depends on who played it (#31 Red Scare/Purge) keeps
  its owner in state["lasting_owner"] {str(card): seat} while it is in effect.
- Lasting effects read by the engine go through hook tables of events.py: ATTACK_BANS (NATO,
  US/Japan Mutual Defense Pact: operations.attack_targets), SCORING_BATTLEGROUNDS (Formosan
  Resolution: scoring.battlegrounds), ROUND_ENDED (NORAD: the turn frame), CHINA_PLAYED.
- The cards that deal with hands and granted operations are in events_004_035_hands.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.types import State, log_entry

from .. import civil_war, events, space
from ..common import US, USSR, gain_vp, opp, term
from ..control import add_influence, controller
from ..data import (
    ADJACENT,
    AREA_COUNTRIES,
    SPACE_LAST,
    STABILITY,
    TRACKS,
)
from ..defcon import change_defcon
from . import steps

FLOW, REGISTRY = events.FLOW, events.REGISTRY
LATE_WAR_TURN = TRACKS["period_turn"]["late"]


def _log(state: State, key: str, **params: Any) -> None:
    state["log"].append(log_entry(key, **params))


def _country(country: str) -> dict[str, str]:
    return {"t": f"ts.country.{country}"}


def _area(area: str, keep=lambda c: True) -> list[str]:
    return [c for c in AREA_COUNTRIES[area] if keep(c)]


def take_over(state: State, seat: int, country: str) -> None:
    """Remove every opposing marker from `country`, then add `seat`'s influence until it
    controls it (Fidel, Romanian Abdication: TS-2.1.7 with nothing against it)."""
    inf = state["influence"][country]
    inf[opp(seat)] = 0
    inf[seat] = max(inf[seat], STABILITY[country])
    _log(state, "ts.ev.take_over", player=seat + 1, country=_country(country))


def _each_of(state: State, seat: int, card: int, countries: list[str], k: int) -> None:
    """`seat` picks `k` different countries among `countries`, one at a time; the handler
    registered as `FLOW.on_choice(f"ts.ev.{card}")` acts on each (see _each_next)."""
    if k <= 0 or not countries:
        return
    FLOW.choose(state, seat, [["country", c] for c in countries], f"ts.ev.{card}",
                f"ts.ev.{card}.prompt", card=card, left=k, countries=countries)


def _each_next(state: State, frame: dict[str, Any], country: str) -> None:
    rest = [c for c in frame["countries"] if c != country]
    _each_of(state, frame["seat"], frame["card"], rest, frame["left"] - 1)










def lasting_owner(state: State, card: int) -> int | None:
    return state.get("lasting_owner", {}).get(str(card))


def _own_lasting(state: State, card: int, who: int) -> None:
    owners = state.setdefault("lasting_owner", {})
    for c in list(owners):  # forget the owners of effects that have ended
        if int(c) not in state["lasting"]:
            del owners[c]
    owners[str(card)] = who


# -- #4 Duck and Cover -------------------------------------------------------------------------

@REGISTRY.register(4)
class DuckAndCover(events.Event):
    def resolve(self, state: State, who: int) -> None:
        change_defcon(state, -1)
        if state["defcon"] > 1:  # at DEFCON 1 the phasing player has lost (TS-8.1.3)
            gain_vp(state, US, 5 - state["defcon"])


# -- #7 Socialist Governments ------------------------------------------------------------------

@REGISTRY.register(7)
class SocialistGovernments(events.Event):
    def resolve(self, state: State, who: int) -> None:
        steps.remove(state, who, 7, US, _area("western_europe"), 3, cap=2)


# -- #8 Fidel, #12 Romanian Abdication -----------------------------------------------------------

@REGISTRY.register(8)
class Fidel(events.Event):
    def resolve(self, state: State, who: int) -> None:
        take_over(state, USSR, "cuba")


@REGISTRY.register(12)
class RomanianAbdication(events.Event):
    def resolve(self, state: State, who: int) -> None:
        take_over(state, USSR, "romania")


# -- #9 Vietnam Revolts ------------------------------------------------------------------------

@REGISTRY.register(9)
class VietnamRevolts(events.Event):
    def resolve(self, state: State, who: int) -> None:
        add_influence(state, USSR, "vietnam", 2)
        _log(state, "ts.ev.add", player=USSR + 1, n=2, country=_country("vietnam"))


events.OPS_AREAS[9] = lambda state, seat, card: ["southeast_asia"] if seat == USSR else []
events.OPS_MODIFIERS[9] = lambda state, seat, ctx: int(seat == USSR
                                                       and ctx["area"] == "southeast_asia")


# -- #11 Korean War, #13 Arab-Israeli War, #24 Indo-Pakistani War --------------------------------

@REGISTRY.register(11)
class KoreanWar(events.Event):
    def resolve(self, state: State, who: int) -> None:
        extra = [term("ts.mod.ccw", -1)] if civil_war.unresolved(state) else []
        steps.war(state, USSR, 11, "south_korea", extra=extra)


@REGISTRY.register(13)
class ArabIsraeliWar(events.Event):
    def resolve(self, state: State, who: int) -> None:
        steps.war(state, USSR, 13, "israel", self_too=True)


@REGISTRY.register(24)
class IndoPakistaniWar(events.Event):
    def resolve(self, state: State, who: int) -> None:
        FLOW.choose(state, who, [["attack", "pakistan"], ["attack", "india"]], "ts.ev.24",
                    "ts.ev.24.prompt", card=24)


@FLOW.on_choice("ts.ev.24")
def _indo_pakistani(state: State, frame: dict[str, Any], action: list) -> None:
    steps.war(state, frame["seat"], 24, action[1])


# -- #14 COMECON, #23 Marshall Plan, #30 Decolonization ------------------------------------------

@REGISTRY.register(14)
class Comecon(events.Event):
    def resolve(self, state: State, who: int) -> None:
        eligible = _area("eastern_europe", lambda c: controller(state, c) != US)
        steps.place(state, USSR, 14, eligible, 4, cap=1)


@REGISTRY.register(23)
class MarshallPlan(events.Event):
    def resolve(self, state: State, who: int) -> None:
        eligible = _area("western_europe", lambda c: controller(state, c) != USSR)
        steps.place(state, US, 23, eligible, 7, cap=1)


@REGISTRY.register(30)
class Decolonization(events.Event):
    def resolve(self, state: State, who: int) -> None:
        steps.place(state, USSR, 30, _area("africa") + _area("southeast_asia"), 4, cap=1)


# -- #15 Nasser --------------------------------------------------------------------------------

@REGISTRY.register(15)
class Nasser(events.Event):
    def resolve(self, state: State, who: int) -> None:
        inf = state["influence"]["egypt"]
        inf[USSR] += 2
        inf[US] -= (inf[US] + 1) // 2  # half, rounded up
        _log(state, "ts.ev.add", player=USSR + 1, n=2, country=_country("egypt"))


# -- #16 Warsaw Pact Formed --------------------------------------------------------------------

@REGISTRY.register(16)
class WarsawPact(events.Event):
    def resolve(self, state: State, who: int) -> None:
        FLOW.choose(state, USSR, [["option", "remove"], ["option", "add"]], "ts.ev.16.mode",
                    "ts.ev.16.mode_prompt", card=16)


@FLOW.on_choice("ts.ev.16.mode")
def _warsaw_mode(state: State, frame: dict[str, Any], action: list) -> None:
    if action[1] == "add":
        steps.place(state, USSR, 16, _area("eastern_europe"), 5, cap=2)
        return
    with_us = _area("eastern_europe", lambda c: state["influence"][c][US] > 0)
    _each_of(state, USSR, 16, with_us, 4)


@FLOW.on_choice("ts.ev.16")
def _warsaw_remove(state: State, frame: dict[str, Any], action: list) -> None:
    country = action[1]
    state["influence"][country][US] = 0
    _log(state, "ts.ev.remove_all", player=USSR + 1, target_player=US + 1,
         country=_country(country))
    _each_next(state, frame, country)


# -- #17 De Gaulle Leads France ----------------------------------------------------------------

# The card data lists NATO under what De Gaulle "ends or blocks"; it only takes France out of
# NATO's protection (cards.json notes), so the registry must not end NATO.
REGISTRY.specs[17] = dataclasses.replace(REGISTRY.specs[17], cancels=())


@REGISTRY.register(17)
class DeGaulle(events.Event):
    """Its lasting part (France out of NATO's protection) is read by NATO from the lasting
    area."""

    def resolve(self, state: State, who: int) -> None:
        add_influence(state, US, "france", -2)
        add_influence(state, USSR, "france", 1)
        _log(state, "ts.ev.add", player=USSR + 1, n=1, country=_country("france"))


# -- #18 Captured Nazi Scientist ---------------------------------------------------------------

@REGISTRY.register(18)
class CapturedNaziScientist(events.Event):
    def resolve(self, state: State, who: int) -> None:
        if state["space"][who] < SPACE_LAST:  # no roll, not an attempt (FAQ)
            space.advance(state, who)


# -- #19 Truman Doctrine, #22 Independent Reds --------------------------------------------------

@REGISTRY.register(19)
class TrumanDoctrine(events.Event):
    def resolve(self, state: State, who: int) -> None:
        targets = _area("europe", lambda c: controller(state, c) is None
                        and state["influence"][c][USSR] > 0)
        _each_of(state, US, 19, targets, 1)


@FLOW.on_choice("ts.ev.19")
def _truman(state: State, frame: dict[str, Any], action: list) -> None:
    state["influence"][action[1]][USSR] = 0
    _log(state, "ts.ev.remove_all", player=US + 1, target_player=USSR + 1,
         country=_country(action[1]))


INDEPENDENT_REDS = ("yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia")


@REGISTRY.register(22)
class IndependentReds(events.Event):
    def resolve(self, state: State, who: int) -> None:
        inf = state["influence"]
        targets = [c for c in INDEPENDENT_REDS if inf[c][USSR] > inf[c][US]]
        _each_of(state, US, 22, targets, 1)


@FLOW.on_choice("ts.ev.22")
def _independent_reds(state: State, frame: dict[str, Any], action: list) -> None:
    inf = state["influence"][action[1]]
    n = inf[USSR] - inf[US]
    inf[US] = inf[USSR]
    _log(state, "ts.ev.add", player=US + 1, n=n, country=_country(action[1]))


# -- #25 Containment, #31 Red Scare/Purge --------------------------------------------------------

@REGISTRY.register(25)
class Containment(events.Event):
    def resolve(self, state: State, who: int) -> None:
        pass  # a "this turn" ops modifier (the hook below) while the card is in play


events.OPS_CAPPED_BONUS[25] = lambda state, seat, ctx: (int(seat == US), steps.MAX_OPS)


@REGISTRY.register(31)
class RedScarePurge(events.Event):
    def resolve(self, state: State, who: int) -> None:
        _own_lasting(state, 31, who)


events.OPS_MODIFIERS[31] = lambda state, seat, ctx: -int(seat == opp(lasting_owner(state, 31)))


# -- #28 Suez Crisis, #29 East European Unrest --------------------------------------------------

@REGISTRY.register(28)
class SuezCrisis(events.Event):
    def resolve(self, state: State, who: int) -> None:
        steps.remove(state, USSR, 28, US, ["france", "uk", "israel"], 4, cap=2)


@REGISTRY.register(29)
class EastEuropeanUnrest(events.Event):
    def resolve(self, state: State, who: int) -> None:
        targets = _area("eastern_europe", lambda c: state["influence"][c][USSR] > 0)
        _each_of(state, US, 29, targets, 3)


@FLOW.on_choice("ts.ev.29")
def _unrest(state: State, frame: dict[str, Any], action: list) -> None:
    n = 2 if state["turn"] >= LATE_WAR_TURN else 1
    add_influence(state, USSR, action[1], -n)
    _log(state, "ts.ev.remove", player=US + 1, target_player=USSR + 1, n=n,
         country=_country(action[1]))
    _each_next(state, frame, action[1])


# -- #34 Nuclear Test Ban ----------------------------------------------------------------------

@REGISTRY.register(34)
class NuclearTestBan(events.Event):
    def resolve(self, state: State, who: int) -> None:
        if state["defcon"] > 2:
            gain_vp(state, who, state["defcon"] - 2)
        change_defcon(state, 2)


# -- #33 De-Stalinization ----------------------------------------------------------------------

def _ussr_total(state: State) -> int:
    return sum(v[USSR] for v in state["influence"].values())


@REGISTRY.register(33)
class DeStalinization(events.Event):
    """Up to 4 USSR influence picked up (may stop early), then all of it placed again in
    countries the US does not control, at most 2 in each (event placement: no adjacency)."""

    def resolve(self, state: State, who: int) -> None:
        FLOW.then(state, "ts.ev.33", card=33, before=_ussr_total(state))
        sources = [c for c, v in state["influence"].items() if v[USSR]]
        if sources:
            steps.remove(state, USSR, 33, USSR, sorted(sources), 4, may_stop=True)


@FLOW.continuation("ts.ev.33")
def _destalinization_place(state: State, frame: dict[str, Any]) -> None:
    moved = frame["before"] - _ussr_total(state)
    eligible = [c for c in sorted(state["influence"]) if controller(state, c) != US]
    steps.place(state, USSR, 33, eligible, moved, cap=2)


# -- #21 NATO, #27 US/Japan Mutual Defense Pact (coups and realignments forbidden) ---------------

# Countries a card takes out of NATO's protection: De Gaulle Leads France, Willy Brandt.
NATO_EXCEPTIONS = {17: "france", 55: "west_germany"}


@REGISTRY.register(21)
class Nato(events.Event):
    """Prerequisite Marshall Plan or Warsaw Pact Formed (the card data); the ban below
    while the card is in play."""

    def resolve(self, state: State, who: int) -> None:
        pass


def _nato_ban(state: State, seat: int, country: str) -> bool:
    if seat != USSR or country not in AREA_COUNTRIES["europe"]:
        return False
    if any(c == country and REGISTRY.in_effect(state, card)
           for card, c in NATO_EXCEPTIONS.items()):
        return False
    return controller(state, country) == US  # control when the USSR acts


events.ATTACK_BANS[21] = _nato_ban


@REGISTRY.register(27)
class UsJapanPact(events.Event):
    def resolve(self, state: State, who: int) -> None:
        inf = state["influence"]["japan"]
        need = max(STABILITY["japan"], inf[USSR] + STABILITY["japan"])
        if inf[US] < need:
            _log(state, "ts.ev.add", player=US + 1, n=need - inf[US], country=_country("japan"))
            inf[US] = need


events.ATTACK_BANS[27] = lambda state, seat, country: seat == USSR and country == "japan"


# -- #35 Formosan Resolution -------------------------------------------------------------------

@REGISTRY.register(35)
class FormosanResolution(events.Event):
    """Until the US plays the China Card: Taiwan is a battleground when Asia is scored (its
    card and final scoring) while the US controls it, and for nothing else."""

    def resolve(self, state: State, who: int) -> None:
        pass


events.SCORING_BATTLEGROUNDS[35] = lambda state, region: (
    ["taiwan"] if region == "asia" and controller(state, "taiwan") == US else [])


def _china_played(state: State, seat: int) -> None:
    if seat == US:
        REGISTRY.end_lasting(state, 35)


events.CHINA_PLAYED[35] = _china_played


# -- #105 Special Relationship (optional) ------------------------------------------------------

@REGISTRY.register(105)
class SpecialRelationship(events.Event):
    """Only while the US controls the UK: with NATO in effect 2 influence in one Western
    European country and 2 VP, else 1 influence in one country adjacent to the UK."""

    def resolve(self, state: State, who: int) -> None:
        if controller(state, "uk") != US:
            return
        nato = REGISTRY.in_effect(state, 21)
        countries = _area("western_europe") if nato else sorted(ADJACENT["uk"])
        FLOW.choose(state, US, [["country", c] for c in countries], "ts.ev.105",
                    "ts.ev.105.prompt", card=105, n=2 if nato else 1)


@FLOW.on_choice("ts.ev.105")
def _special_relationship(state: State, frame: dict[str, Any], action: list) -> None:
    add_influence(state, US, action[1], frame["n"])
    _log(state, "ts.ev.add", player=US + 1, n=frame["n"], country=_country(action[1]))
    if frame["n"] == 2:
        gain_vp(state, US, 2)


# -- #106 NORAD (optional) ---------------------------------------------------------------------

@REGISTRY.register(106)
class Norad(events.Event):
    """Until Quagmire (the card data): at the end of each action round in which DEFCON moved
    to 2, the US adds 1 influence to a country with US influence if it controls Canada.
    [INTERPRETATION] Only action rounds, not the headline (the sources all say "action
    round"); "moved to 2" = at 2 now and not at the round's start."""

    def resolve(self, state: State, who: int) -> None:
        pass


def _norad(state: State, seat: int, defcon_at_start: int) -> None:
    if state["defcon"] != 2 or defcon_at_start == 2:
        return
    # The Canada condition is the default reading; option norad_canada off drops it.
    if state["options"].get("norad_canada", True) and controller(state, "canada") != US:
        return
    with_us = [c for c in sorted(state["influence"]) if state["influence"][c][US]]
    steps.place(state, US, 106, with_us, 1)


events.ROUND_ENDED[106] = _norad
