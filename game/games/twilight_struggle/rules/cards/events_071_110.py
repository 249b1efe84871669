"""Card events #71-#103 and the optional #109-#110 (issue #16): influence, VP, the China Card,
the space race, hand cards and the Iran-Iraq War. The events that hand a player operations or
a free coup are in events_071_110_ops.py.

Implementation notes:
- TS-12.4.1 (O-24): while the Chinese Civil War is unresolved the US counts as holding the
  China Card for Nixon Plays the China Card and Ussuri River Skirmish; no card changes hands.
- Hand cards never include the China Card (TS-9.1 [INTERPRETATION]); a choice among hand cards
  lists them privately (FLOW.private_options), so the frame, which every seat sees, does not.
- One Small Step moves the marker 2 boxes and scores only the box it ends in: the first box is
  passed over without VP (its ability follows from the position, space.holds_ability).
- Terrorism's discards are random (engine rng); discarded events never happen.
- Latin American Debt Crisis: the US chooses (a decision frame for the non-acting seat); the
  USSR then doubles its influence in 2 different South American countries where it has some.
- Iran-Iraq War (TS-7.6): the die minus 1 per country adjacent to the target controlled by the
  defender; 4-6 wins 2 VP and the defender's influence there becomes the attacker's; 2 MilOps
  either way (TS-8.2.4).
- Wargames: only at DEFCON 2 (else the event cannot occur and the card is discarded, FAQ); the
  player may end the game, the opponent first gaining 6 VP, and the VP sign decides (no final
  scoring; reason ts.reason.wargames).
- Star Wars offers only discarded cards whose event exists and can occur now; the card taken
  goes where a played card goes afterwards (card_play.finish: removed, lasting or discarded).
- Shuttle Diplomacy (events.REGION_SCORED) ends at the first Middle East or Asia scoring card;
  with no USSR-controlled battleground there it ends without a choice (FAQ 4.2: the country is
  left out of presence, counts and adjacency bonus, scoring.levels(ignored=...)).
- Aldrich Ames Remix: the US hand is shown to the USSR seat only (events.HAND_SHOWN, view and
  determinize), spectators still see a count.
- North Sea Oil remembers its turn in state["notes"] (the 8th round is for that turn only);
  Defectors is ordered first in the headline by headline.order and knows the headline phase by
  state["round"] == 0.
- Cards whose only lasting effect is a block (Iron Lady, An Evil Empire, AWACS) rely on the
  card data: the blocked card's `blocked_by` while this one is in play, `cancels` to end it.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import State, log_entry

from .. import civil_war, control, events, operations, scoring, space
from ..card_play import finish
from ..common import US, USSR, by_sign, card_ref, opp
from ..data import (
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    COUNTRY_IDS,
    REGION_OF,
    SCORING_CARDS,
    SPACE_LAST,
)
from ..deck import DECK
from . import steps
from .steps import discard_from_hand, vp

REGISTER = events.REGISTRY.register
FLOW = events.FLOW


# -- small pieces shared by the events below ---------------------------------------------------



def set_influence(state: State, country: str, ussr: int, us: int) -> None:
    """An event sets both seats' influence in `country` outright, logged."""
    state["influence"][country] = [ussr, us]
    state["log"].append(log_entry("ts.ev.071_110.influence", ussr=ussr, us=us,
                                  country={"t": f"ts.country.{country}"}))


def remove_all(state: State, target: int, country: str, add: int = 0) -> None:
    """`target`'s influence leaves `country`; the other seat (the event's player) adds `add`."""
    steps.clear(state, opp(target), target, country)
    steps.adjust(state, opp(target), country, add)


def us_holds_china(state: State) -> bool:
    """TS-12.4.1: the US also counts as holding it while the Chinese Civil War is open."""
    return state["china"]["holder"] == US or civil_war.unresolved(state)


def take_china(state: State, face_up: bool) -> None:
    state["china"] = {"holder": US, "face_up": face_up}
    state["log"].append(log_entry("ts.ev.071_110.china", player=US + 1,
                                  side={"t": "ts.ev.071_110.face_up" if face_up
                                        else "ts.ev.071_110.face_down"}))


def hand_cards(state: State, seat: int) -> list[int]:
    return sorted(state["hands"][seat])




def is_ahead_in_space(state: State, seat: int) -> bool:
    return state["space"][seat] > state["space"][opp(seat)]


# -- #71-#78 -------------------------------------------------------------------------------------

@REGISTER(71)
class NixonPlaysTheChinaCard(events.Event):
    """USSR holds the China Card: to the US face down; the US holds it: +2 VP."""

    def resolve(self, state: State, who: Any) -> None:
        if us_holds_china(state):
            vp(state, US, 2)
        elif state["china"]["holder"] == USSR:
            take_china(state, face_up=False)


@REGISTER(72)
class SadatExpelsSoviets(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        remove_all(state, USSR, "egypt", add=1)


OUTSIDE_EUROPE = [c for c in COUNTRY_IDS if REGION_OF[c] != "europe"]


@REGISTER(73)
class ShuttleDiplomacy(events.Event):
    """Lasting until the next Middle East or Asia scoring card (events.REGION_SCORED): the US
    leaves one USSR-controlled battleground there out of the USSR's tally, then the card is
    discarded. Southeast Asia Scoring and final scoring do not use it."""

    def resolve(self, state: State, who: Any) -> None:
        pass


def _shuttle(state: State, region: str) -> bool:
    if region not in ("middle_east", "asia"):
        return False
    events.REGISTRY.end_lasting(state, 73)
    found = [c for c in AREA_COUNTRIES[region]
             if c in BATTLEGROUNDS and control.controls(state, USSR, c)]
    if not found:
        return False
    FLOW.choose(state, US, [["ignore", c] for c in found], "ev73", "ts.ev.73.prompt", card=73,
                region=region)
    return True


@FLOW.on_choice("ev73")
def _shuttle_chosen(state: State, frame: dict, action: list) -> None:
    state["log"].append(log_entry("ts.ev.73.log", country={"t": f"ts.country.{action[1]}"}))
    scoring.score_region(state, frame["region"], ignored=action[1])


events.REGION_SCORED[73] = _shuttle


@REGISTER(74)
class TheVoiceOfAmerica(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        steps.remove(state, US, 74, USSR, OUTSIDE_EUROPE, 4, cap=2)


@REGISTER(75)
class LiberationTheology(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        steps.place(state, USSR, 75, list(AREA_COUNTRIES["central_america"]), 3, cap=2)


@REGISTER(76)
class UssuriRiverSkirmish(events.Event):
    """USSR holds the China Card: to the US face up; the US holds it: 4 influence in Asia."""

    def resolve(self, state: State, who: Any) -> None:
        if us_holds_china(state):
            steps.place(state, US, 76, list(AREA_COUNTRIES["asia"]), 4, cap=2)
        elif state["china"]["holder"] == USSR:
            take_china(state, face_up=True)


@REGISTER(77)
class AskNot(events.Event):
    """The US discards any number of hand cards, then draws as many (fixed before drawing)."""

    def resolve(self, state: State, who: Any) -> None:
        _ask_discard(state, 0)


def _ask_discard(state: State, count: int) -> None:
    FLOW.choose(state, US, None, "ev77", "ts.ev.77.prompt", card=77, count=count)


@FLOW.private_options("ev77")
def _ask_options(state: State, frame: dict) -> list[list]:
    return [["discard", c] for c in hand_cards(state, US)] + [["done"]]


@FLOW.on_choice("ev77")
def _ask_chosen(state: State, frame: dict, action: list) -> None:
    if action[0] == "discard":
        discard_from_hand(state, US, action[1])
        _ask_discard(state, frame["count"] + 1)
        return
    for _ in range(frame["count"]):
        if DECK.draw(state, US) is None:
            break


@REGISTER(78)
class AllianceForProgress(events.Event):
    """+1 VP per US-controlled battleground in Central and South America (0 still counts as
    the event happening, R-18)."""

    def resolve(self, state: State, who: Any) -> None:
        found = [c for area in ("central_america", "south_america")
                 for c in AREA_COUNTRIES[area]
                 if c in BATTLEGROUNDS and control.controls(state, US, c)]
        vp(state, US, len(found))


# -- #80-#88 -------------------------------------------------------------------------------------

@REGISTER(80)
class OneSmallStep(events.Event):
    """Behind on the space race: 2 boxes forward, VP only for the box reached."""

    def can_occur(self, state: State, who: Any) -> bool:
        return is_ahead_in_space(state, opp(who))

    def resolve(self, state: State, who: Any) -> None:
        end = min(state["space"][who] + 2, SPACE_LAST)  # box 7 behind box 8: 1 box only
        state["space"][who] = end - 1  # passed over: no VP there
        space.advance(state, who)


@REGISTER(82)
class IranianHostageCrisis(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        remove_all(state, US, "iran", add=2)


@REGISTER(83)
class TheIronLady(events.Event):
    """Also stops Socialist Governments (card data: blocked while this is in play)."""

    def resolve(self, state: State, who: Any) -> None:
        vp(state, US, 1)
        steps.adjust(state, USSR, "argentina", 1)
        remove_all(state, USSR, "uk")


@REGISTER(84)
class ReaganBombsLibya(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        vp(state, US, state["influence"]["libya"][USSR] // 2)


@REGISTER(85)
class StarWars(events.Event):
    """The US, ahead on the space race, takes a non-scoring discard and resolves its event."""

    def can_occur(self, state: State, who: Any) -> bool:
        return is_ahead_in_space(state, US)

    def resolve(self, state: State, who: Any) -> None:
        options = [["event", c] for c in star_wars_cards(state)]
        if options:
            FLOW.choose(state, US, options, "ev85", "ts.ev.85.prompt", card=85)


def star_wars_cards(state: State) -> list[int]:
    return sorted({c for c in state["discard"] if c not in SCORING_CARDS
                   and events.has_event(c) and events.can_occur(state, c, US)})


@FLOW.on_choice("ev85")
def _star_wars_chosen(state: State, frame: dict, action: list) -> None:
    card = action[1]
    state["discard"].remove(card)
    state["table"].append(card)
    FLOW.then(state, "ev85_done", card=card)
    done = FLOW.frames.top(state)  # the event's own frames go on top of it
    done["result"] = events.resolve(state, card, US)


@FLOW.continuation("ev85_done")
def _star_wars_done(state: State, frame: dict) -> None:
    finish(state, frame["card"], US, frame["result"])


@REGISTER(86)
class NorthSeaOil(events.Event):
    """Blocks OPEC for the rest of the game (card data); the US may take 8 action rounds this
    turn (events.ACTION_ROUNDS, the turn kept in state["notes"])."""

    def resolve(self, state: State, who: Any) -> None:
        state.setdefault("notes", {})["86"] = state["turn"]


NORTH_SEA_ROUNDS = 8
events.ACTION_ROUNDS[86] = lambda state, seat: (
    NORTH_SEA_ROUNDS if seat == US and state.get("notes", {}).get("86") == state["turn"] else 0)


@REGISTER(88)
class MarineBarracksBombing(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        remove_all(state, US, "lebanon")
        steps.remove(state, USSR, 88, US, list(AREA_COUNTRIES["middle_east"]), 2)


# -- #92-#103 ------------------------------------------------------------------------------------

@REGISTER(92)
class Terrorism(events.Event):
    """The opponent discards 1 random card (the US 2 while Iranian Hostage Crisis lasts)."""

    def resolve(self, state: State, who: Any) -> None:
        target = opp(who)
        n = 2 if target == US and events.REGISTRY.in_effect(state, 82) else 1
        for _ in range(n):
            if state["hands"][target]:
                discard_from_hand(state, target, rng.choice(state, hand_cards(state, target)))


@REGISTER(93)
class IranContraScandal(events.Event):
    """This turn: US realignment rolls -1 (a lasting "this turn" card, REALIGN_MODIFIERS)."""

    def resolve(self, state: State, who: Any) -> None:
        pass


events.REALIGN_MODIFIERS[93] = lambda state, seat, country: -1 if seat == US else 0


@REGISTER(95)
class LatinAmericanDebtCrisis(events.Event):
    """The US may discard a card of 3+ ops; if not, the USSR doubles its influence in 2 South
    American countries."""

    def resolve(self, state: State, who: Any) -> None:
        FLOW.choose(state, US, None, "ev95", "ts.ev.95.prompt", card=95)


def debt_cards(state: State) -> list[int]:
    """The US cards of 3+ Ops as modified now (TS-7.4.2, R-21)."""
    return [c for c in hand_cards(state, US) if operations.card_ops(state, US, c) >= 3]


@FLOW.private_options("ev95")
def _debt_options(state: State, frame: dict) -> list[list]:
    return [["discard", c] for c in debt_cards(state)] + [["decline"]]


@FLOW.on_choice("ev95")
def _debt_chosen(state: State, frame: dict, action: list) -> None:
    if action[0] == "discard":
        discard_from_hand(state, US, action[1])
        return
    _double_next(state, [])


def _double_next(state: State, done: list[str]) -> None:
    options = [["double", c] for c in AREA_COUNTRIES["south_america"]
               if state["influence"][c][USSR] and c not in done]
    if options and len(done) < 2:
        FLOW.choose(state, USSR, options, "ev95_double", "ts.ev.95.double", card=95,
                    done=done)


@FLOW.on_choice("ev95_double")
def _doubled(state: State, frame: dict, action: list) -> None:
    country = action[1]
    steps.adjust(state, USSR, country, state["influence"][country][USSR])
    _double_next(state, frame["done"] + [country])


@REGISTER(97)
class AnEvilEmpire(events.Event):
    """Also ends and blocks Flower Power (card data: cancels it, blocks it while in play)."""

    def resolve(self, state: State, who: Any) -> None:
        vp(state, US, 1)


@REGISTER(98)
class AldrichAmesRemix(events.Event):
    """This turn (a lasting card) the US hand is face up to the USSR (events.HAND_SHOWN);
    the USSR picks one of its cards to discard, no event."""

    def resolve(self, state: State, who: Any) -> None:
        mark_barrier(state)  # the US hand is shown: no undo past this (issue #13 point 6)
        if state["hands"][US]:
            FLOW.choose(state, USSR, None, "ev98", "ts.ev.98.prompt", card=98)


@FLOW.private_options("ev98")
def _ames_options(state: State, frame: dict) -> list[list]:
    return [["discard", c] for c in hand_cards(state, US)]


@FLOW.on_choice("ev98")
def _ames_chosen(state: State, frame: dict, action: list) -> None:
    discard_from_hand(state, US, action[1])


events.HAND_SHOWN[98] = lambda state, owner, viewer: owner == US and viewer == USSR


@REGISTER(99)
class PershingIIDeployed(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        vp(state, USSR, 1)
        steps.remove(state, USSR, 99, US, list(AREA_COUNTRIES["western_europe"]), 3, cap=1,
                     may_stop=True)


@REGISTER(100)
class Wargames(events.Event):
    """At DEFCON 2 only: the player may end the game, the opponent first gaining 6 VP."""

    def can_occur(self, state: State, who: Any) -> bool:
        return state["defcon"] == 2

    def resolve(self, state: State, who: Any) -> None:
        FLOW.choose(state, who, [["end_game"], ["decline"]], "ev100", "ts.ev.100.prompt",
                    card=100)


@FLOW.on_choice("ev100")
def _wargames_chosen(state: State, frame: dict, action: list) -> None:
    if action[0] == "end_game":
        vp(state, opp(frame["seat"]), 6)
        by_sign(state, "ts.reason.wargames")


@REGISTER(101)
class Solidarity(events.Event):
    """Needs John Paul II Elected Pope (card data: its prerequisite)."""

    def resolve(self, state: State, who: Any) -> None:
        steps.adjust(state, US, "poland", 3)


IRAN_IRAQ = ("iran", "iraq")


@REGISTER(102)
class IranIraqWar(events.Event):
    def resolve(self, state: State, who: Any) -> None:
        FLOW.choose(state, who, [["invade", c] for c in IRAN_IRAQ], "ev102",
                    "ts.ev.102.prompt", card=102)


@FLOW.on_choice("ev102")
def _war_chosen(state: State, frame: dict, action: list) -> None:
    steps.war(state, frame["seat"], 102, action[1])




@REGISTER(103)
class Defectors(events.Event):
    """A US headline of it cancels the USSR headline (headline.order resolves it first); the
    USSR playing it in an action round gives the US 1 VP. A USSR headline of it does nothing."""

    def resolve(self, state: State, who: Any) -> None:
        if state["round"] == 0:  # the headline phase
            cancelled = state["headline"][USSR]
            if state["headline"][US] == 103 and cancelled in state["table"]:
                state["table"].remove(cancelled)
                state["discard"].append(cancelled)
                state["headline"][USSR] = None
                # Kept for the revealed-headlines panel to show it struck (issue #34.11);
                # only here, so no other position changes shape.
                state["headline_cancelled"] = [USSR, cancelled]
                state["log"].append(log_entry("ts.ev.103.cancel", card=card_ref(cancelled)))
        elif state["phasing"] == USSR:
            vp(state, US, 1)


@REGISTER(110)
class AwacsSaleToSaudis(events.Event):
    """Also blocks Muslim Revolution (card data: blocked while this is in play)."""

    def resolve(self, state: State, who: Any) -> None:
        steps.adjust(state, US, "saudi_arabia", 2)
