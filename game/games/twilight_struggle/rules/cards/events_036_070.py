"""Card events #36-#70 of the Mid War deck and the optional #107 and #108 (issue #16); those
that change action rounds or swap cards are in events_036_070_rounds.

Implementation notes:
- Event texts are catalog keys `ts.text.<n>`; prompts and log lines `ts.ev.<n>.*`, shared
  ones `ts.ev.036_070.*` (locale/*/events_036_070.json).
- Brush War (TS-7, war card): the target needs stability 1 or 2, and is protected from the USSR
  while NATO is in effect and the US controls it in Europe. The roll subtracts 1 per adjacent
  enemy-controlled country and 1 for an adjacent enemy superpower (FAQ). MilOps count anyway.
- Free coups (Junta): no MilOps, no DEFCON region limit, a battleground still lowers DEFCON.
  Junta's realignment rolls obey the DEFCON limits (only its coup is free). Che's coups are
  not free (the card does not say so): MilOps count.
- South African Unrest [SOURCES DISAGREE]: the 2 extra influence may be split between the
  countries adjacent to South Africa (glowsplint, aasmith, the printed wording "countries").
- Brezhnev Doctrine: +1 op to USSR cards whose printed value is below 4 (the China Card's 4
  stays 4, its Asia bonus aside).
- Latin American Death Squads and other "the player's" lasting effects remember their player
  in state["notes"][card number] (plain JSON, read by the hooks).
- Willy Brandt only lifts NATO's protection of West Germany (NATO's card checks it), so the
  card data no longer lists NATO among the events it ends (the reference's "ends_or_blocks"
  meant the protection there).
- Nuclear Subs exempts US coups made with operations (coup(free=False)) from the battleground
  DEFCON drop (events.COUP_KEEPS_DEFCON); event coups still lower it.
- Flower Power counts every US play of a war card for its event, a headline included, or for
  operations (events.CARD_PLAYED); the space race does not count (FAQ). U2 Incident's second VP
  comes from events.EVENT_HAPPENED when UN Intervention's event happens this turn.
- Summit: the winner (either seat) chooses DEFCON +1, -1 or unchanged; a tie does nothing.
- Lone Gunman shows the US hand in a log line only the USSR sees, and marks an undo barrier.
- Operations an event grants (ABM Treaty, Lone Gunman, Grain Sales, Missile Envy) are chosen
  as in TS-6.0 (influence, realignment or coup; the space race is not offered); in a headline
  the placement snapshot of TS-6.1.1 is taken first (event_ops).
- Our Man in Tehran: the top 5 cards stay on the deck while the US looks (listed privately to
  the US through the frame's private options and a private log line), the discards are shown to
  both, then the draw pile is reshuffled.
"""

from __future__ import annotations

from typing import Any

from game.cdg.steps import PickCard, PickTargets
from game.engine import rng
from game.engine.frames import Frame
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State, log_entry

from .. import control, events, operations
from ..common import FRAMES, US, USSR, card_ref, opp
from ..control import controller
from ..data import (
    ADJACENT,
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    CARDS,
    COUNTRY_IDS,
    REGION_IDS,
    REGION_OF,
    SCORING_CARDS,
    STABILITY,
)
from ..defcon import change_defcon
from ..scoring import CONTROL, DOMINATION, levels
from . import steps
from .steps import adjust, clear, event_ops, free_coup, vp

REGISTER = events.REGISTRY.register
FLOW = events.FLOW
LATIN_AMERICA = AREA_COUNTRIES["central_america"] + AREA_COUNTRIES["south_america"]
NATO, UN_INTERVENTION = 21, 32


def _country(c: str) -> dict[str, str]:
    return {"t": f"ts.country.{c}"}




def note(state: State, card: int, value: Any) -> None:
    state.setdefault("notes", {})[str(card)] = value


def noted(state: State, card: int) -> Any:
    return state.get("notes", {}).get(str(card))


def battlegrounds_controlled(state: State, seat: int) -> int:
    return sum(1 for c in BATTLEGROUNDS if controller(state, c) == seat)


def nato_protects(state: State, attacker: int, country: str) -> bool:
    """NATO: the USSR may not attack US-controlled European countries. (De Gaulle and Willy
    Brandt lift it for France and West Germany, never Brush War targets: stability 3 and 4.)"""
    return (attacker == USSR and NATO in state["lasting"] and REGION_OF[country] == "europe"
            and controller(state, country) == US)


# -- generic blocks: remove all of a seat's influence from picked countries; event
# realignment rolls in a list of countries --------------------------------------------------

def remove_all(state: State, seat: int, card: int, target: int, countries: list[str],
               n: int) -> None:
    """`seat` picks `n` of `countries` holding `target`'s influence and removes all of it
    (nothing to pick: nothing happens)."""
    if not any(state["influence"][c][target] for c in countries):
        return
    FRAMES.push(state, "ev_remove_all", seat=seat, card=card, target=target, left=n,
                countries=list(countries), picked={})


def _cleared(state: State, frame: Frame, country: str) -> None:
    clear(state, frame["seat"], frame["target"], country)


FRAMES.add("ev_remove_all", PickTargets(
    targets=lambda state, frame: [c for c in frame["countries"]
                                  if state["influence"][c][frame["target"]]],
    take=_cleared, verb="clear", tally="picked", cap=1,
    prompt_of=lambda state, frame: Prompt("ts.ev.036_070.remove_all",
                                          {"card": card_ref(frame["card"]),
                                           "left": frame["left"]}),
    decision=Decision("target", "event")))


def realign_in(state: State, seat: int, card: int, countries: list[str]) -> None:
    """`seat` spends `card`'s ops on realignment rolls in `countries` (TS-6.2, DEFCON limits
    apply; opponent influence needed)."""
    ops = operations.effective_ops(state, seat, card, use="realign")
    FRAMES.push(state, "ev_realign", seat=seat, card=card, left=ops, ops=ops,
                countries=list(countries))


FRAMES.add("ev_realign", PickTargets(
    targets=lambda state, frame: [c for c in frame["countries"]
                                  if state["influence"][c][opp(frame["seat"])]
                                  and not control.defcon_blocked(state, c)],
    take=lambda state, frame, c: operations.realign(state, frame["seat"], c, frame["card"]),
    verb="realign",
    prompt_of=lambda state, frame: Prompt("ts.prompt.realign", {"ops": frame["ops"],
                                                                "left": frame["left"]}),
    decision=Decision("target", "event")))


# -- #36 Brush War --------------------------------------------------------------------------

BRUSH_WAR = {"stability": (1, 2), "needs": 3, "vp": 1, "milops": 3}


def brush_targets(state: State, seat: int) -> list[str]:
    return [c for c in COUNTRY_IDS if STABILITY[c] in BRUSH_WAR["stability"]
            and not nato_protects(state, seat, c)]


@REGISTER(36)
class BrushWar(events.Event):
    """War on a stability 1-2 country: die - adjacent enemy control, 3-6 wins 1 VP and the
    country; 3 MilOps either way."""

    def resolve(self, state, who):
        FLOW.choose(state, who, [["war", c] for c in brush_targets(state, who)], "ev36",
                    "ts.ev.36.target", card=36)


@FLOW.on_choice("ev36")
def _brush_war(state: State, frame: Frame, action: Action) -> None:
    """The war roll of steps.war, with the enemy superpower next door as a -1 too (FAQ)."""
    steps.war(state, frame["seat"], 36, action[1], superpower=True, needs=BRUSH_WAR["needs"],
              gain=BRUSH_WAR["vp"], milops=BRUSH_WAR["milops"])


# -- #39 Arms Race -------------------------------------------------------------------------

@REGISTER(39)
class ArmsRace(events.Event):
    """More MilOps than the opponent: 1 VP, 3 VP if also at the DEFCON requirement."""

    def resolve(self, state, who):
        mine, theirs = state["milops"][who], state["milops"][opp(who)]
        if mine > theirs:
            vp(state, who, 3 if mine >= state["defcon"] else 1)


# -- #41 Nuclear Subs ----------------------------------------------------------------------

@REGISTER(41)
class NuclearSubs(events.Event):
    """This turn US coups with operations in battlegrounds leave DEFCON alone."""

    def resolve(self, state, who):
        pass  # the lasting effect is the hook


events.COUP_KEEPS_DEFCON[41] = lambda state, seat, country, free: seat == US and not free


# -- #43 SALT Negotiations -----------------------------------------------------------------

@REGISTER(43)
class SaltNegotiations(events.Event):
    """DEFCON +2; coup rolls -1 this turn; may take a non-scoring card from the discard."""

    def resolve(self, state, who):
        change_defcon(state, 2)
        FRAMES.push(state, "ev43_take", seat=who, card=43)


events.COUP_MODIFIERS[43] = lambda state, seat, country: -1


def _salt_take(state: State, frame: Frame, card: int) -> None:
    state["discard"].remove(card)
    state["hands"][frame["seat"]].append(card)
    state["log"].append(log_entry("ts.ev.43.taken", player=frame["seat"] + 1,
                                  card=card_ref(card)))


FRAMES.add("ev43_take", PickCard(
    cards=lambda state, frame: sorted(c for c in state["discard"] if c not in SCORING_CARDS),
    take=_salt_take, verb="take",
    prompt_of=lambda state, frame: Prompt("ts.ev.43.take", {"card": card_ref(43)}),
    decision=Decision("card", "event")))


# -- #45 Summit ----------------------------------------------------------------------------

def summit_bonus(state: State, seat: int) -> int:
    """+1 per region where `seat` has Domination or Control."""
    return sum(1 for r in REGION_IDS if levels(state, r)[0][seat] in (DOMINATION, CONTROL))


@REGISTER(45)
class Summit(events.Event):
    """Both roll + regions dominated or controlled; the higher gains 2 VP and may move
    DEFCON one step either way (a tie: nothing)."""

    def resolve(self, state, who):
        rolls = [rng.roll(state) + summit_bonus(state, s) for s in (USSR, US)]
        state["log"].append(log_entry("ts.ev.45.rolls", ussr=rolls[USSR], us=rolls[US]))
        if rolls[USSR] == rolls[US]:
            return
        winner = USSR if rolls[USSR] > rolls[US] else US
        vp(state, winner, 2)
        FLOW.choose(state, winner, [["defcon", 1], ["defcon", -1], ["defcon", 0]], "ev45",
                    "ts.ev.45.defcon", card=45)


@FLOW.on_choice("ev45")
def _summit_defcon(state: State, frame: Frame, action: Action) -> None:
    change_defcon(state, action[1])


# -- #46 How I Learned to Stop Worrying ----------------------------------------------------

@REGISTER(46)
class HowILearned(events.Event):
    """Set DEFCON to any level; the player's MilOps go up by 5."""

    def resolve(self, state, who):
        state["milops"][who] = min(operations.MILOPS_MAX, state["milops"][who] + 5)
        FLOW.choose(state, who, [["defcon", d] for d in range(5, 0, -1)], "ev46",
                    "ts.ev.46.defcon", card=46)


@FLOW.on_choice("ev46")
def _set_defcon(state: State, frame: Frame, action: Action) -> None:
    change_defcon(state, action[1] - state["defcon"])


# -- #47 Junta -----------------------------------------------------------------------------

@REGISTER(47)
class Junta(events.Event):
    """2 influence in one Central/South American country; then a free coup or realignment
    rolls there with this card's ops."""

    def resolve(self, state, who):
        FLOW.choose(state, who, [["place", c] for c in LATIN_AMERICA], "ev47_place",
                    "ts.ev.47.place", card=47)


@FLOW.on_choice("ev47_place")
def _junta_placed(state: State, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    adjust(state, seat, action[1], 2)
    options = [["coup", c] for c in LATIN_AMERICA if state["influence"][c][opp(seat)]]
    if any(not control.defcon_blocked(state, a[1]) for a in options):
        options.append(["realign"])
    if options:
        FLOW.choose(state, seat, options + [["done"]], "ev47_op", "ts.ev.47.op", card=47)


@FLOW.on_choice("ev47_op")
def _junta_op(state: State, frame: Frame, action: Action) -> None:
    if action[0] == "coup":
        free_coup(state, frame["seat"], 47, action[1])
    elif action[0] == "realign":
        realign_in(state, frame["seat"], 47, LATIN_AMERICA)


# -- #48 Kitchen Debates -------------------------------------------------------------------

@REGISTER(48)
class KitchenDebates(events.Event):
    """Only if the US controls more battlegrounds than the USSR: the US gains 2 VP."""

    def can_occur(self, state, who):
        return battlegrounds_controlled(state, US) > battlegrounds_controlled(state, USSR)

    def resolve(self, state, who):
        vp(state, US, 2)


# -- #51 Brezhnev Doctrine -----------------------------------------------------------------

@REGISTER(51)
class BrezhnevDoctrine(events.Event):
    """This turn USSR cards get +1 op, at most 4 (events.OPS_CAPPED_BONUS)."""

    def resolve(self, state, who):
        pass  # the lasting effect is the hook


events.OPS_CAPPED_BONUS[51] = lambda state, seat, ctx: (int(seat == USSR), steps.MAX_OPS)


# -- fixed placements: #52, #54, #64, #65, #68 ---------------------------------------------

class _Fixed(events.Event):
    """Named influence changes (seat, country, n) and VP for the event's side."""

    changes: tuple[tuple[int, str, int], ...] = ()
    gain: int = 0

    def resolve(self, state, who):
        if self.gain:
            vp(state, who, self.gain)
        for seat, country, n in self.changes:
            adjust(state, seat, country, n)


def _fixed(number: int, changes: tuple[tuple[int, str, int], ...], gain: int = 0) -> None:
    REGISTER(number)(type(f"Event{number}", (_Fixed,), {"changes": changes, "gain": gain}))


_fixed(52, ((USSR, "angola", 2), (USSR, "se_african_states", 2)))  # Portuguese Empire Crumbles
_fixed(54, ((USSR, "chile", 2),))  # Allende
_fixed(64, ((US, "panama", 1), (US, "costa_rica", 1), (US, "venezuela", 1)))  # Panama Canal
_fixed(65, ((US, "israel", 1), (US, "jordan", 1), (US, "egypt", 1)), gain=1)  # Camp David
_fixed(68, ((USSR, "poland", -2), (US, "poland", 1)))  # John Paul II Elected Pope
_fixed(55, ((USSR, "west_germany", 1),), gain=1)  # Willy Brandt (NATO's card checks it)


# -- #53 South African Unrest --------------------------------------------------------------

@REGISTER(53)
class SouthAfricanUnrest(events.Event):
    """2 influence in South Africa, or 1 there and 2 in countries adjacent to it."""

    def resolve(self, state, who):
        FLOW.choose(state, who, [["south_africa"], ["split"]], "ev53", "ts.ev.53.choose",
                    card=53)


@FLOW.on_choice("ev53")
def _unrest(state: State, frame: Frame, action: Action) -> None:
    if action[0] == "south_africa":
        adjust(state, USSR, "south_africa", 2)
        return
    adjust(state, USSR, "south_africa", 1)
    steps.place(state, USSR, 53, sorted(ADJACENT["south_africa"]), 2)


# -- #56 Muslim Revolution -----------------------------------------------------------------

MUSLIM_COUNTRIES = ("sudan", "iran", "iraq", "egypt", "libya", "saudi_arabia", "syria", "jordan")


@REGISTER(56)
class MuslimRevolution(events.Event):
    """All US influence leaves 2 of the listed countries."""

    def resolve(self, state, who):
        remove_all(state, USSR, 56, US, list(MUSLIM_COUNTRIES), 2)


# -- #57 ABM Treaty ------------------------------------------------------------------------

@REGISTER(57)
class AbmTreaty(events.Event):
    """DEFCON +1, then operations with this card's 4 ops (influence, realignment or coup)."""

    def resolve(self, state, who):
        change_defcon(state, 1)
        event_ops(state, who, 57)


# -- #58 Cultural Revolution ---------------------------------------------------------------

@REGISTER(58)
class CulturalRevolution(events.Event):
    """The US's China Card passes to the USSR face up; if the USSR holds it, 1 VP."""

    def resolve(self, state, who):
        holder = state["china"]["holder"]
        if holder == US:
            state["china"] = {"holder": USSR, "face_up": True}
            state["log"].append(log_entry("ts.ev.58.china"))
        elif holder == USSR:
            vp(state, USSR, 1)


# -- #59 Flower Power, #60 U2 Incident ----------------------------------------------------

@REGISTER(59)
class FlowerPower(events.Event):
    """From now on the USSR gains 2 VP whenever the US plays a war card for its event or
    operations (not the space race); An Evil Empire ends it."""

    def resolve(self, state, who):
        pass  # the lasting effect is the hook


def _flower_power(state: State, seat: int, card: int, mode: str) -> None:
    if seat == US and mode != "space" and CARDS[card]["war"]:
        vp(state, USSR, 2)


events.CARD_PLAYED[59] = _flower_power


@REGISTER(60)
class U2Incident(events.Event):
    """The USSR gains 1 VP, and 1 more if UN Intervention's event happens later this turn."""

    def resolve(self, state, who):
        vp(state, USSR, 1)


def _u2(state: State, card: int, who: int) -> None:
    if card == UN_INTERVENTION:
        vp(state, USSR, 1)


events.EVENT_HAPPENED[60] = _u2


# -- #61 OPEC ------------------------------------------------------------------------------

OPEC_COUNTRIES = ("egypt", "iran", "libya", "saudi_arabia", "iraq", "gulf_states", "venezuela")


@REGISTER(61)
class Opec(events.Event):
    """1 VP to the USSR per listed country it controls."""

    def resolve(self, state, who):
        n = sum(1 for c in OPEC_COUNTRIES if controller(state, c) == USSR)
        if n:
            vp(state, USSR, n)


# -- #62 Lone Gunman -----------------------------------------------------------------------

@REGISTER(62)
class LoneGunman(events.Event):
    """The US shows its hand to the USSR (a log line only the USSR sees); then operations
    with this card's 1 op."""

    def resolve(self, state, who):
        mark_barrier(state)  # a hand is shown: no undo past this (issue #13 point 6)
        state["log"].append(log_entry("ts.ev.62.hand", seat=USSR,
                                      cards=sorted(state["hands"][US])))
        event_ops(state, USSR, 62)


# -- #63 Colonial Rear Guards, #66 Puppet Governments, #70 OAS Founded ----------------------

@REGISTER(63)
class ColonialRearGuards(events.Event):
    """1 US influence in each of 4 countries of Africa and Southeast Asia."""

    def resolve(self, state, who):
        countries = AREA_COUNTRIES["africa"] + AREA_COUNTRIES["southeast_asia"]
        steps.place(state, US, 63, list(countries), 4, cap=1)


@REGISTER(66)
class PuppetGovernments(events.Event):
    """Up to 3 US influence, 1 each, in countries where neither side has any."""

    def resolve(self, state, who):
        empty = [c for c in COUNTRY_IDS if state["influence"][c] == [0, 0]]
        steps.place(state, US, 66, empty, 3, cap=1, may_stop=True)


@REGISTER(70)
class OasFounded(events.Event):
    """2 US influence in Central and/or South America."""

    def resolve(self, state, who):
        steps.place(state, US, 70, list(LATIN_AMERICA), 2)


# -- #69 Latin American Death Squads -------------------------------------------------------

@REGISTER(69)
class DeathSquads(events.Event):
    """This turn: the player's coups in Central/South America +1, the opponent's -1."""

    def resolve(self, state, who):
        note(state, 69, who)


def _death_squads(state: State, seat: int, country: str) -> int:
    if country not in LATIN_AMERICA:
        return 0
    return 1 if seat == noted(state, 69) else -1


events.COUP_MODIFIERS[69] = _death_squads


# -- #107 Che ------------------------------------------------------------------------------

CHE_AREAS = ("central_america", "south_america", "africa")


def che_targets(state: State, exclude: str | None = None) -> list[str]:
    return [c for a in CHE_AREAS for c in AREA_COUNTRIES[a]
            if c not in BATTLEGROUNDS and c != exclude and state["influence"][c][US]]


def _offer_che(state: State, exclude: str | None = None) -> None:
    targets = che_targets(state, exclude)
    if targets:
        FLOW.choose(state, USSR, [["coup", c] for c in targets] + [["done"]], "ev107",
                    "ts.ev.107.coup", card=107, first=exclude is None)


@REGISTER(107)
class Che(events.Event):
    """A USSR coup with this card's ops in a non-battleground of Central/South America or
    Africa; if it removed US influence, a second one in another such country."""

    def resolve(self, state, who):
        _offer_che(state)


@FLOW.on_choice("ev107")
def _che_coup(state: State, frame: Frame, action: Action) -> None:
    if action[0] == "done":
        return
    country = action[1]
    if frame["first"]:
        FLOW.then(state, "ev107_again", country=country, us=state["influence"][country][US])
    operations.card_coup(state, USSR, country, 107, free=False)


@FLOW.continuation("ev107_again")
def _che_again(state: State, frame: Frame) -> None:
    if state["influence"][frame["country"]][US] < frame["us"]:
        _offer_che(state, exclude=frame["country"])


# -- #108 Our Man in Tehran ----------------------------------------------------------------

TEHRAN_LOOK = 5


@REGISTER(108)
class OurManInTehran(events.Event):
    """Only if the US controls a Middle East country: the US looks at the top 5 cards of the
    draw deck, discards any of them, and the deck is reshuffled."""

    def can_occur(self, state, who):
        return any(controller(state, c) == US for c in AREA_COUNTRIES["middle_east"])

    def resolve(self, state, who):
        mark_barrier(state)  # the US sees the top of the deck
        top = state["deck"][-TEHRAN_LOOK:]
        state["log"].append(log_entry("ts.ev.108.seen", seat=US,
                                      cards=top[::-1]))
        FLOW.then(state, "ev108_shuffle")
        FRAMES.push(state, "ev108_discard", seat=US, card=108, look=len(top))


def _tehran_discard(state: State, frame: Frame, card: int) -> None:
    state["deck"].remove(card)
    state["discard"].append(card)
    frame["look"] -= 1
    state["log"].append(log_entry("ts.ev.108.discard", card=card_ref(card)))


FRAMES.add("ev108_discard", PickCard(
    cards=lambda state, frame: sorted(state["deck"][-frame["look"]:]) if frame["look"] else [],
    take=_tehran_discard, verb="discard", once=False,
    prompt_of=lambda state, frame: Prompt("ts.ev.108.prompt", {"card": card_ref(108)}),
    decision=Decision("card", "event", ("deck",))))  # the deck's top cards, seen by one


@FLOW.continuation("ev108_shuffle")
def _tehran_shuffle(state: State, frame: Frame) -> None:
    rng.shuffle(state, state["deck"])
    state["log"].append(log_entry("ts.ev.108.shuffled"))
