"""Card events of #71-#110 that hand a player operations or a free coup, or that limit coups
and placements (issue #16): The Reformer, KAL-007, Glasnost, Ortega, Chernobyl, Tear Down This
Wall, Yuri and Samantha.

Implementation notes:
- "May then place influence or make realignment rolls with this card's ops" counts as an
  operations play (TS-7.4.3): the card's effective ops, eligibility, control cost and DEFCON
  limits as in TS-6 (operations.begin); the player may also decline.
- Free coups (TS-6.3.5, R-14): no MilOps, a battleground still lowers DEFCON, the target must
  hold opponent influence (R-12); one in named countries or a named region ignores the DEFCON
  region limits. Tear Down This Wall's realignment rolls obey them (only its coup is free).
- The Reformer forbids USSR coups in Europe for the rest of the game (events.COUP_FORBIDDEN);
  Chernobyl forbids USSR operations placement in the region the US names for the rest of the
  turn (events.PLACEMENT_FORBIDDEN; coups, realignments and event placement stay allowed).
- Yuri and Samantha: +1 VP to the USSR per US coup attempt this turn, free ones included
  (events.COUP_MADE).
"""

from __future__ import annotations

from typing import Any

from game.engine.types import State, log_entry

from .. import control, events, operations
from ..common import US, USSR, opp
from ..data import ADJACENT, AREA_COUNTRIES, REGION_IDS, REGION_OF
from ..defcon import change_defcon
from . import steps
from .events_071_110 import remove_all, vp

REGISTER = events.REGISTRY.register
OFFERED = ("influence", "realign")  # TS-7.4.3: "may place influence or realign with its ops"
FLOW = events.FLOW


def offer_free_coup(state: State, seat: int, card: int, countries: list[str],
                    realign_area: str | None = None) -> None:
    """`seat` may make one free coup with `card`'s ops in `countries` (those holding opponent
    influence, DEFCON region limits ignored) or, with `realign_area`, realignment rolls there."""
    other = opp(seat)
    options = [["coup", c] for c in countries if state["influence"][c][other]
               and not events.any_hook(state, events.COUP_FORBIDDEN, seat, c)]
    if realign_area is not None and operations.attack_targets(state, seat, realign_area):
        options.append(["realign"])
    if options:
        FLOW.choose(state, seat, options + [["done"]], "ev_free_coup", "ts.ev.071_110.coup",
                    card=card, area=realign_area)


@FLOW.on_choice("ev_free_coup")
def _free_coup_chosen(state: State, frame: dict, action: list) -> None:
    seat, card = frame["seat"], frame["card"]
    if action[0] == "coup":
        steps.free_coup(state, seat, card, action[1])
    elif action[0] == "realign":
        operations.begin(state, seat, card, "realign", frame["area"])


EUROPE = list(AREA_COUNTRIES["europe"])


@REGISTER(87)
class TheReformer(events.Event):
    """4 USSR influence in Europe (6 if the USSR leads on VP), at most 2 each; no USSR coups
    in Europe from now on; Glasnost may then be followed by operations."""

    def resolve(self, state: State, who: Any) -> None:
        steps.place(state, USSR, 87, EUROPE, 6 if state["vp"] < 0 else 4, cap=2)


events.COUP_FORBIDDEN[87] = lambda state, seat, country: (seat == USSR
                                                          and REGION_OF[country] == "europe")


@REGISTER(89)
class SovietsShootDownKal007(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        change_defcon(state, -1)
        vp(state, US, 2)
        if control.controls(state, US, "south_korea"):
            steps.grant_ops(state, US, 89, kinds=OFFERED, optional=True)


@REGISTER(90)
class Glasnost(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        change_defcon(state, 1)
        vp(state, USSR, 2)
        if events.REGISTRY.in_effect(state, 87):
            steps.grant_ops(state, USSR, 90, kinds=OFFERED, optional=True)


@REGISTER(91)
class OrtegaElectedInNicaragua(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        remove_all(state, US, "nicaragua")
        offer_free_coup(state, USSR, 91, sorted(ADJACENT["nicaragua"]))


@REGISTER(94)
class Chernobyl(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        FLOW.choose(state, US, [["region", r] for r in REGION_IDS], "ev94", "ts.ev.94.prompt",
                    card=94)


@FLOW.on_choice("ev94")
def _chernobyl_region(state: State, frame: dict, action: list) -> None:
    state.setdefault("notes", {})["94"] = action[1]
    state["log"].append(log_entry("ts.ev.94.log", region={"t": f"ts.region.{action[1]}"}))


events.PLACEMENT_FORBIDDEN[94] = lambda state, seat, country: (
    seat == USSR and REGION_OF[country] == state.get("notes", {}).get("94"))


@REGISTER(96)
class TearDownThisWall(events.Event):
    """Also ends and blocks Willy Brandt (card data)."""

    def resolve(self, state: State, who: Any) -> None:
        steps.adjust(state, US, "east_germany", 3)
        offer_free_coup(state, US, 96, EUROPE, realign_area="europe")


@REGISTER(109)
class YuriAndSamantha(events.Event):
    """This turn (a lasting card): +1 VP to the USSR per US coup attempt."""

    def resolve(self, state: State, who: Any) -> None:
        pass


events.COUP_MADE[109] = lambda state, seat, country: vp(state, USSR, 1) if seat == US else None
