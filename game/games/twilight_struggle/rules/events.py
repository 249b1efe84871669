"""TS-7 Events: the registry the card events plug into, and the seven scoring cards.

Implementation notes:
- One cdg EventRegistry (game/cdg/events.py) with every card's EventSpec from the card
  data: prerequisites ("requires", TS-5.2: NATO), events that block it ("blocked_by", TS-7.5:
  Camp David Accords -> Arab-Israeli War), underlined cards and "this turn" effects as lasting
  events (TS-2.2.5, TS-7.3; kept in state["lasting"] while they last), asterisked cards
  removed once their event happened (TS-2.2.4), the lasting events a card ends ("cancels")
  or is ended by ("ended_by"). "This turn" effects end at the turn's end (expire "turn_end").
- Every card has its event: the seven scoring cards (TS-10.1) here, the others in the cards/
  package (issue #16). Only the China Card has none (TS-9: it is never played as an event,
  never headlined).
- Events that ask questions push frames: FLOW (cdg EventFlow) gives continuations and choices
  for either seat; the event's `resolve(state, who)` gets the seat carrying it out (TS-5.2: an
  opponent's event is carried out by the opponent; TS-7.1: a neutral one by its player).
- Ops modifiers (TS-7.4) are the hook table OPS_MODIFIERS: lasting card -> fn(state, seat,
  context) -> int, summed for the player of the card (TS-7.4.1); OPS_CAPPED_BONUS adds the
  bonuses with a ceiling to that sum (Containment, Brezhnev Doctrine); the minimum is 1. OPS_AREAS
  (region-conditional bonuses declared up front) and CHINA_PLAYED (the China Card hooks of
  Formosan Resolution) are the other hook tables lasting events fill in.
- An event that happens records the card in state["events_played"] (TS-5.2: one that changed
  nothing still counts as having happened, R-18).
"""

from __future__ import annotations

from typing import Any

from game.cdg.events import Event, EventRegistry, EventSpec
from game.cdg.flow import EventFlow
from game.engine.types import State, log_entry

from . import civil_war, scoring
from .common import FRAMES, card_ref
from .data import CARDS, SCORING_CARDS

SPECS = {n: EventSpec(requires=tuple(c["requires"]), blocked_by=tuple(c["blocked_by"]),
                      lasting=c["underlined"] or c["duration"] == "this_turn",
                      duration=c["duration"], removed=c["removed"],
                      cancels=tuple(c["cancels"]), ended_by=tuple(c["ended_by"]))
         for n, c in CARDS.items()}


def _log(state: State, what: str, card: int, who: Any) -> None:
    params: dict[str, Any] = {"card": card_ref(card)}
    if who is not None:
        params["player"] = who + 1
    state["log"].append(log_entry(f"ts.log.event_{what}", **params))


REGISTRY = EventRegistry(SPECS, {"this_turn": "turn_end"}, _log)
OPS_MODIFIERS = REGISTRY.hooks("ops_modifier")
# lasting card -> fn(state, seat, context) -> (bonus, ceiling): a bonus that stops at a ceiling
# (Containment, Brezhnev Doctrine: "+1, up to a maximum of 4"). It comes after the other
# modifiers have been summed (spec §7.4: the modifiers add up, then the card's cap applies).
OPS_CAPPED_BONUS = REGISTRY.hooks("ops_capped_bonus")
# lasting card -> fn(state, seat, card) -> extra areas a player may hold an operation to for a
# bonus (spec §7.4: declared up front; Vietnam Revolts: Southeast Asia).
OPS_AREAS = REGISTRY.hooks("ops_areas")
# lasting card -> fn(state, seat): runs when `seat` plays the China Card (TS-9; Formosan
# Resolution ends when the US plays it).
CHINA_PLAYED = REGISTRY.hooks("china_played")
# lasting card -> fn(state, seat, country) -> int: added to `seat`'s realignment total or coup
# roll there (TS-6.2.2 "other modifiers from cards"; e.g. SALT Negotiations' -1 to coups).
REALIGN_MODIFIERS = REGISTRY.hooks("realign_modifier")
COUP_MODIFIERS = REGISTRY.hooks("coup_modifier")
# lasting card -> fn(state, seat, country) -> bool: `seat` may not coup there (The Reformer:
# no USSR coups in Europe) / may not place influence there with operations (Chernobyl).
COUP_FORBIDDEN = REGISTRY.hooks("coup_forbidden")
PLACEMENT_FORBIDDEN = REGISTRY.hooks("placement_forbidden")
# lasting card -> fn(state, seat, country): runs when `seat` makes a coup attempt, free ones
# included (Yuri and Samantha).
COUP_MADE = REGISTRY.hooks("coup_made")
# lasting card -> fn(state, seat) -> int: action rounds `seat` may take this turn, if more
# than usual (North Sea Oil: 8).
ACTION_ROUNDS = REGISTRY.hooks("action_rounds")
# lasting card -> fn(state, owner, viewer) -> bool: `owner`'s hand is face up to `viewer`
# (Aldrich Ames Remix); the view shows it and determinize leaves it alone.
HAND_SHOWN = REGISTRY.hooks("hand_shown")
# lasting card -> fn(state, region) -> bool: runs when a scoring card scores `region`; True
# means the hook scores it itself (after a choice: Shuttle Diplomacy).
REGION_SCORED = REGISTRY.hooks("region_scored")
# lasting card -> fn(state, seat, country, free) -> bool: this battleground coup leaves DEFCON
# alone (Nuclear Subs: US coups made with operations).
COUP_KEEPS_DEFCON = REGISTRY.hooks("coup_keeps_defcon")
# lasting card -> fn(state, seat, card, mode): `seat` plays `card` for "event" (a headline
# too), "ops" or "space" (Flower Power: the US plays a war card).
CARD_PLAYED = REGISTRY.hooks("card_played")
# lasting card -> fn(state, card, who): the event of `card` happened (U2 Incident).
EVENT_HAPPENED = REGISTRY.hooks("event_happened")
# What `seat` may do in its action round: lasting card or card in `seat`'s hand ->
# fn(state, seat, actions) -> actions (Quagmire and Bear Trap take the round over, Cuban
# Missile Crisis adds a way out, Missile Envy obliges), and the same cards ->
# fn(state, frame, seat, action) -> bool: it handled that action.
ROUND_ACTIONS = REGISTRY.hooks("round_actions")
ROUND_ACTION_APPLY = REGISTRY.hooks("round_action_apply")
# lasting card -> fn(state, seat, defcon_at_start): `seat`'s action round is over (We Will
# Bury You; NORAD looks at the DEFCON the round began with); it may push frames, which come
# before the next round.
ROUND_ENDED = REGISTRY.hooks("round_ended")
# lasting card -> fn(state, seat, country) -> bool: True forbids `seat` to coup or realign there
# (NATO, US/Japan Mutual Defense Pact).
ATTACK_BANS = REGISTRY.hooks("attack_ban")
# lasting card -> fn(state, region) -> countries that count as battlegrounds when `region` is
# scored (Formosan Resolution: Taiwan while the US controls it).
# The table lives in scoring.py, which reads it (and is imported here).
SCORING_BATTLEGROUNDS = scoring.SCORING_BATTLEGROUNDS
FLOW = EventFlow(FRAMES, "ts_then", "ts_choose",
                 lambda frame: {"card": card_ref(frame.get("card"))})


def side_seat(card: int) -> int | None:
    """The seat whose event the card holds (TS-2.2.2), None for a neutral card."""
    side = CARDS[card]["side"]
    return 0 if side == "ussr" else 1 if side == "us" else None


def owner(card: int, player: int) -> int:
    """Who carries out `card`'s event when `player` plays it (TS-5.2, TS-7.1)."""
    seat = side_seat(card)
    return player if seat is None else seat


def has_event(card: int) -> bool:
    """Every card but the China Card (TS-9)."""
    return card in REGISTRY.events


def can_occur(state: State, card: int, player: int) -> bool:
    who = owner(card, player)
    return not civil_war.blocks(state, card, who) and REGISTRY.can_occur(state, card, who)


def resolve(state: State, card: int, player: int) -> str:
    """Carry out `card`'s event as played by `player`: "happened" or "cannot" (also when the
    Chinese Civil War forbids it, TS-12.4)."""
    if civil_war.blocks(state, card, owner(card, player)):
        _log(state, "cannot", card, None)
        return "cannot"
    result = REGISTRY.resolve(state, card, owner(card, player))
    if result == "happened":
        REGISTRY.run_hooks(state, EVENT_HAPPENED, card, owner(card, player))
    return result


def any_hook(state: State, table: dict, *args: Any) -> bool:
    """Does a lasting event in play answer yes (a table of fn(state, *args) -> bool)?"""
    return any(table[c](state, *args) for c in state["lasting"] if c in table)


def hand_shown(state: State, owner: int, viewer: int | None) -> bool:
    return viewer is not None and any_hook(state, HAND_SHOWN, owner, viewer)


def end_of_turn(state: State) -> None:
    REGISTRY.expire(state, "turn_end")


# -- the scoring cards (TS-10.1) ---------------------------------------------------------------

class _Scoring(Event):
    def resolve(self, state: State, who: Any) -> None:
        region = SCORING_CARDS[self.number]
        for card in list(state["lasting"]):
            if card in REGION_SCORED and REGION_SCORED[card](state, region):
                return
        scoring.score_card(state, region)


for _number in SCORING_CARDS:
    REGISTRY.register(_number)(type(f"Scoring{_number}", (_Scoring,), {}))

