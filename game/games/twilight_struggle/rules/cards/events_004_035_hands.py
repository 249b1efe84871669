"""Early War events #4-#35 and #104 that deal with hands and granted operations (issue #16,
TS-7): #5 Five Year Plan, #10 Blockade, #20 Olympic Games, #26 CIA Created, #32 UN
Intervention, #104 The Cambridge Five. The notes of events_004_035 hold here too.

Implementation notes:
- Choices from a hidden hand list their cards when asked (FLOW.private_options), so the frame
  every seat sees holds none of them.
- Operations an event grants (`steps.grant_ops`) are one activity chosen by the player, then
  the engine's own frames. [DEFAULT] The Olympic boycott gives a flat 4 ops (no card
  modifiers: the ops are the event's); CIA Created and UN Intervention count the player's
  modifiers.
- Events that show hidden cards mark an undo barrier (issue #13 point 6); a shown hand is a
  log line per card private to the seat that sees it.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import State, log_entry

from .. import events
from ..common import US, USSR, gain_vp, opp
from ..control import add_influence
from ..data import AREA_COUNTRIES, SCORING_CARDS
from ..defcon import change_defcon
from .events_004_035 import FLOW, LATE_WAR_TURN, REGISTRY, _country, _log
from .steps import clear, discard_from_hand, grant_ops

# -- #10 Blockade ------------------------------------------------------------------------------



@REGISTRY.register(10)
class Blockade(events.Event):
    def resolve(self, state: State, who: int) -> None:
        FLOW.choose(state, US, None, "ts.ev.10", "ts.ev.10.prompt", card=10)


@FLOW.private_options("ts.ev.10")
def _blockade_options(state: State, frame: dict[str, Any]) -> list[list]:
    from ..operations import card_ops  # operations imports events: import when asked

    worth = [["discard", c] for c in sorted(state["hands"][US]) if card_ops(state, US, c) >= 3]
    return worth + [["keep"]]


@FLOW.on_choice("ts.ev.10")
def _blockade(state: State, frame: dict[str, Any], action: list) -> None:
    if action[0] == "discard":
        discard_from_hand(state, US, action[1])
        return
    clear(state, USSR, US, "west_germany")


# -- #5 Five Year Plan -------------------------------------------------------------------------

@REGISTRY.register(5)
class FiveYearPlan(events.Event):
    """A random USSR hand card is discarded; a US event on it happens, carried out by the US
    (the card waits on the table meanwhile, then goes where a played card goes). A scoring
    card is discarded without scoring (TS-5.4)."""

    def resolve(self, state: State, who: int) -> None:
        hand = state["hands"][USSR]
        if not hand:
            return
        card = hand[rng.randbelow(state, len(hand))]
        mark_barrier(state)  # a hidden card is shown
        _log(state, "ts.ev.random_discard", player=USSR + 1, card={"t": f"ts.card.{card}"})
        if events.side_seat(card) != US or not events.has_event(card):
            discard_from_hand(state, USSR, card)
            return
        hand.remove(card)
        state["table"].append(card)
        FLOW.then(state, "ts.ev.5", played=card)
        waiting = state["stack"][-1]  # the event may push frames above it
        waiting["event"] = events.resolve(state, card, US)


@FLOW.continuation("ts.ev.5")
def _five_year_plan_done(state: State, frame: dict[str, Any]) -> None:
    from ..card_play import finish  # card_play imports the events: import when needed

    finish(state, frame["played"], US, frame["event"])


# -- #20 Olympic Games -------------------------------------------------------------------------

OLYMPIC_OPS = 4


@REGISTRY.register(20)
class OlympicGames(events.Event):
    def resolve(self, state: State, who: int) -> None:
        FLOW.choose(state, opp(who), [["take_part"], ["boycott"]], "ts.ev.20",
                    "ts.ev.20.prompt", card=20, host=who)


@FLOW.on_choice("ts.ev.20")
def _olympics(state: State, frame: dict[str, Any], action: list) -> None:
    host = frame["host"]
    if action[0] == "boycott":
        _log(state, "ts.ev.20.boycott", player=frame["seat"] + 1)
        change_defcon(state, -1)
        if state["defcon"] > 1:  # at 1 the phasing player has lost (TS-8.1.3)
            grant_ops(state, host, 20, OLYMPIC_OPS)
        return
    while True:  # ties are rolled again
        rolls = [rng.roll(state), rng.roll(state)]
        rolls[host] += 2
        if rolls[0] != rolls[1]:
            break
    winner = 0 if rolls[0] > rolls[1] else 1
    gain_vp(state, winner, 2)
    _log(state, "ts.ev.20.result", ussr_roll=rolls[0], us_roll=rolls[1], player=winner + 1)


# -- #26 CIA Created ---------------------------------------------------------------------------

@REGISTRY.register(26)
class CiaCreated(events.Event):
    def resolve(self, state: State, who: int) -> None:
        from ..operations import effective_ops

        hand = sorted(state["hands"][USSR])
        mark_barrier(state)  # a hand is shown: no undo past this (issue #13 point 6)
        _log(state, "ts.ev.26.shown", player=USSR + 1, n=len(hand))
        for card in hand:  # only the US sees the cards (a private log line each)
            state["log"].append(log_entry("ts.ev.26.card", seat=US, player=USSR + 1,
                                          card={"t": f"ts.card.{card}"}))
        grant_ops(state, US, 26, effective_ops(state, US, 26))


# -- #104 The Cambridge Five (optional) --------------------------------------------------------

@REGISTRY.register(104)
class CambridgeFive(events.Event):
    """The US shows its scoring cards (public log lines); the USSR may add 1 influence in a
    country of a region one of them scores. Not an event in the Late War."""

    def can_occur(self, state: State, who: int) -> bool:
        return state["turn"] < LATE_WAR_TURN

    def resolve(self, state: State, who: int) -> None:
        shown = sorted(c for c in state["hands"][US] if c in SCORING_CARDS)
        mark_barrier(state)  # cards of a hand are shown
        _log(state, "ts.ev.104.shown", player=US + 1, n=len(shown))
        regions = []
        for card in shown:
            _log(state, "ts.ev.104.card", player=US + 1, card={"t": f"ts.card.{card}"})
            regions.append(SCORING_CARDS[card])
        countries = sorted({c for r in regions for c in AREA_COUNTRIES[r]})
        if countries:
            FLOW.choose(state, USSR, [["country", c] for c in countries] + [["done"]],
                        "ts.ev.104", "ts.ev.104.prompt", card=104)


@FLOW.on_choice("ts.ev.104")
def _cambridge_five(state: State, frame: dict[str, Any], action: list) -> None:
    if action[0] == "country":
        add_influence(state, USSR, action[1], 1)
        _log(state, "ts.ev.add", player=USSR + 1, n=1, country=_country(action[1]))


# -- #32 UN Intervention -----------------------------------------------------------------------

U2_INCIDENT = 60


def _opponent_event_cards(state: State, seat: int) -> list[int]:
    return sorted(c for c in state["hands"][seat] if events.side_seat(c) == opp(seat))


@REGISTRY.register(32)
class UnIntervention(events.Event):
    """Played with a hand card carrying the opponent's event: that card is discarded without
    its event and its ops (with the player's modifiers) are conducted. Never a headline (the
    card data). U2 Incident in effect this turn: the USSR gains 1 VP."""

    def can_occur(self, state: State, who: int) -> bool:
        return bool(_opponent_event_cards(state, who))

    def resolve(self, state: State, who: int) -> None:
        if REGISTRY.in_effect(state, U2_INCIDENT):
            gain_vp(state, USSR, 1)
        FLOW.choose(state, who, None, "ts.ev.32", "ts.ev.32.prompt", card=32)


@FLOW.private_options("ts.ev.32")
def _un_options(state: State, frame: dict[str, Any]) -> list[list]:
    return [["card", c] for c in _opponent_event_cards(state, frame["seat"])]


@FLOW.on_choice("ts.ev.32")
def _un_intervention(state: State, frame: dict[str, Any], action: list) -> None:
    from ..operations import effective_ops

    seat, card = frame["seat"], action[1]
    discard_from_hand(state, seat, card)
    grant_ops(state, seat, card, effective_ops(state, seat, card))
