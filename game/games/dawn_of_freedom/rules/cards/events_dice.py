"""Events decided by a die roll (issue #6).

Implementation notes (choices where the sources are silent or disagree):
- Counts used as roll modifiers ("spaces X controls in ...") are taken at the roll.
- "Beats" / "higher than" is strictly greater; "on N or more" is >= N.
- Workers Revolt (78): any Worker space on the map in a country where the opponent holds
  Power; only the target space changes (RTT's reading, SOURCES.md), every opponent SP there
  becoming one of the player's.
- Nepotism (80): Worker spaces of Romania and Bulgaria (the Balkans), uncapped.
- Modrow (83): lasting (its ban on Honecker is core card data); 4 SPs in East Germany at most
  2 per space when the roll beats the Democrat-controlled East German spaces.
- "The Wall Must Go!" (86): best of three; each round both roll and add the East German spaces
  they control; a tied round is re-rolled. On success the card stays in the lasting area
  (The Wall is then forbidden, Kohl gets his Operations) and the Communist removes 3 of his own
  East German SPs of his choice (fewer if he has fewer). On failure the effect ends at once and
  the card leaves the game.
- Malta Summit (110): + the U.S.S.R. track level (state["ussr"]: 1 Sajudis, 2 Baltic Way,
  3 Breakaway); 5 Communist SPs removed from Elite spaces, no per-space cap.
- Shock Therapy (93): a country where the Democrat holds Power (the card's condition); the 3
  Democrat SPs go anywhere in that country.
- Adamec (88): 4 Communist SPs in Czechoslovakia, at most 2 per space.
- General Strike (5, lasting until broken, D89-11.2): every Communist action round that starts
  after the event took place (also in later turns) is replaced (events.ROUND_OVERRIDES) by the
  frame "general_strike": he discards one non-Scoring card (its event never happens) and rolls
  a die + that card's modified Ops (D89-7.3, context use "strike"); a total above 5 ends the
  strike (the card leaves the game). Instead he may play a Scoring card from his hand as usual
  (no roll). A Communist with an empty hand forfeits the round as usual (D89-4.5.2).
"""

from __future__ import annotations

from game.engine import rng
from game.engine.frames import FrameType
from game.engine.types import Decision, Prompt, log_entry

from .. import card_play, control, events, operations
from ..common import COM, DEM, FRAMES, card_ref, opp, seat_of
from ..data import CARDS
from . import steps
from .steps import choose, on_choice, place, remove, spaces

Event = events.Event
register = events.register


def _controlled(state, side, ids):
    return sum(1 for s in ids if control.on_map(state, s) and control.controls(state, s, side))


def _roll(state, card, side, mod, need):
    die = rng.roll(state)
    state["log"].append(log_entry("dof.log.ev_roll", side=side, card=card_ref(card), die=die,
                                  mod=mod, total=die + mod, need=need, success=die + mod >= need))
    return die + mod >= need


@register(78)  # Workers Revolt
class WorkersRevolt(Event):
    def resolve(self, state, side):
        options = [["space", s] for c in steps.power_countries(state, opp(side))
                   for s in steps.live(state, spaces(c, "worker"))]
        if options:
            choose(state, side, 78, options, "workers_revolt", "dof.prompt.ev_space")


@on_choice("workers_revolt")
def _workers_revolt(state, frame, action):
    side, space = frame["side"], action[1]
    other = opp(side)
    mod = -_controlled(state, other, control.adjacent(state, space))
    if _roll(state, 78, side, mod, 4):
        n = steps.remove_all(state, space, other)
        steps.add(state, space, side, n)


@register(80)  # Nepotism
class Nepotism(Event):
    def resolve(self, state, side):
        die = rng.roll(state)
        n = 4 if die <= 2 else 3 if die <= 4 else 1
        state["log"].append(log_entry("dof.log.ev_roll", side=side, card=card_ref(80), die=die,
                                      mod=0, total=die, need=0, success=True))
        targets = spaces("romania", "worker") + spaces("bulgaria", "worker")
        place(state, side, 80, n, targets)


@register(83)  # Modrow
class Modrow(Event):
    def resolve(self, state, side):
        mod = -_controlled(state, opp(side), spaces("east_germany"))
        if _roll(state, 83, side, mod, 1):  # die > count  <=>  die - count >= 1
            place(state, side, 83, 4, spaces("east_germany"), cap=2)


@register(86)  # "The Wall Must Go!"
class TheWallMustGo(Event):
    def resolve(self, state, side):
        eg = spaces("east_germany")
        wins = {DEM: 0, COM: 0}
        while max(wins.values()) < 2:
            total = {s: rng.roll(state) + _controlled(state, s, eg) for s in (DEM, COM)}
            state["log"].append(log_entry("dof.log.ev_contest", card=card_ref(86), dem=total[DEM],
                                          com=total[COM]))
            if total[DEM] != total[COM]:
                wins[DEM if total[DEM] > total[COM] else COM] += 1
        if wins[DEM] == 2:
            steps.vp(state, DEM, 3)
            remove(state, COM, COM, 86, 3, eg)
        else:
            events.end_lasting(state, 86)


@register(88)  # Adamec
class Adamec(Event):
    def resolve(self, state, side):
        mod = -_controlled(state, opp(side), spaces("czechoslovakia", "worker"))
        if _roll(state, 88, side, mod, 3):
            place(state, side, 88, 4, spaces("czechoslovakia"), cap=2)


@register(93)  # Shock Therapy
class ShockTherapy(Event):
    def can_occur(self, state, side):
        return bool(steps.power_countries(state, side))

    def resolve(self, state, side):
        options = [["country", c] for c in steps.power_countries(state, side)]
        choose(state, side, 93, options, "shock_therapy", "dof.prompt.ev_country")


@on_choice("shock_therapy")
def _shock_therapy(state, frame, action):
    side, country = frame["side"], action[1]
    mod = -_controlled(state, opp(side), spaces(country, ("worker", "farmer")))
    if _roll(state, 93, side, mod, 3):
        steps.vp(state, side, 3)
        place(state, side, 93, 3, spaces(country))


@register(110)  # Malta Summit
class MaltaSummit(Event):
    def resolve(self, state, side):
        if _roll(state, 110, side, state["ussr"], 4):
            steps.vp(state, side, 3)
            remove(state, side, opp(side), 110, 5, spaces(socio="elite"))


# -- General Strike -----------------------------------------------------------------------------

GENERAL_STRIKE = 5


@register(GENERAL_STRIKE)
class GeneralStrike(Event):
    def resolve(self, state, side):
        pass  # lasting: the Communist's later action rounds are replaced (events.ROUND_OVERRIDES)


def _strike_round(state, side):
    if side != COM:
        return False
    state["stack"].append({"name": "general_strike", "seat": seat_of(COM), "side": COM})
    return True


events.ROUND_OVERRIDES[GENERAL_STRIKE] = _strike_round


@FRAMES.define("general_strike")
class GeneralStrikeRound(FrameType):
    """General Strike: discard a card and roll, or play a Scoring card."""

    decision = Decision("card", "strike", ("hand",))

    def legal(self, state, frame, seat):
        hand = sorted(state["hands"][COM])
        return ([["discard", c] for c in hand if not CARDS[c]["scoring"]]
                + [["card", c] for c in hand if CARDS[c]["scoring"]])

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        card = action[1]
        if action[0] == "card":
            card_play.play_card(state, COM, card)
            return
        state["hands"][COM].remove(card)
        state["discard"].append(card)
        state["log"].append(log_entry("dof.log.ev_discard", side=COM, card=card_ref(card)))
        ops = operations.effective_ops(state, card, COM, context={"use": "strike"})
        if _roll(state, GENERAL_STRIKE, COM, ops, 6) and GENERAL_STRIKE in state["lasting"]:
            events.end_lasting(state, GENERAL_STRIKE)
        events.run_hooks(state, events.CARD_PLAY_HOOKS, COM, card, "strike", None)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.general_strike")

