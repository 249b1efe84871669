"""Events that move strategy cards: random discards, taking and giving cards, playing cards
from the discard pile (issue #6).

Implementation notes (choices where the sources are silent or disagree):
- A card discarded because of the opponent's event goes through card_play.forced_discard
  (D89-5.3): its event happens only for the side(s) the text names; a Scoring card counts as
  "both" and then starts an event-triggered struggle (D89-AMB-31).
- A card whose event is played out of turn (Dash for the West, Goodbye Lenin!, Reformer
  Rehabilitated, Deutsche Marks) is put on the table while it resolves and then goes where a
  played card goes (card_play.finish: removed if asterisked and the event happened, else the
  discard pile; a lasting event takes it to the lasting area). Only implemented events whose
  can_occur holds are offered.
- Random picks use the engine RNG and mark an undo barrier.
- Deutsche Marks (20): the highest printed Ops among the Democrat's non-Scoring cards (the
  Democrat breaks ties); nothing happens if he has none. A Communist event that can occur is
  resolved by the Communist; any other card is used by the Communist for Operations with its
  printed Ops (no event, D89-7.4), or for a TS attempt when he may still make one; the card
  then goes to the discard pile.
- Exit Visas (75): the Democrat discards any number of non-Scoring cards one at a time (Scoring
  cards stay: discarding one by one's own choice is not a rule of the game), then draws as many.
- Goodbye Lenin! (46): the red-titled cards in the Communist's hand are shown (public log);
  the Democrat takes one whose event can occur and resolves it, or (Done) conducts Operations
  with Goodbye Lenin! instead.
- Reformer Rehabilitated (67): needs the player strictly ahead on the TS track; Common
  European Home (21) and Scoring cards are never offered; the event is resolved by its owner.
- Domino Theory (89): the Democrat needs Power in 2+ countries and a Scoring card in the
  discard pile; he plays that card (a Power Struggle started by him, source "scoring").
- Honecker (15): lasting for the turn; the Communist may take one non-Scoring card (not
  Honecker) from the discard pile (frame "salvage"); the optional 8th action round is the
  sequence's (D89-4.1, D89-AMB-02); Modrow forbids the event through the card data
  (D89-5.2.X3).
- Samizdat (77): the Democrat may set one non-Scoring card of his hand aside face down
  (state["aside"], private like a hand) and draws a replacement; the sequence returns the card
  to his hand at the start of the next turn, before the deal. A Scoring card may not be set
  aside (it must be played in the turn it is held, D89-4.5.4).
- Common European Home (21, both sides): as an event it needs a card of the opponent's side in
  the player's hand; he picks one (frame "ev_ceh", the options listed only to him), which is
  used for Operations with its own (modified) Ops without its event and then goes to the
  discard pile. Played for Operations (modes ops, ops_quiet, ops_event: all use its Ops) it
  gives the opponent 1 VP (events.PLAY_HOOKS); a TS attempt gives nothing.
- Inflationary Currency (44): the opponent's block needs a card of printed Ops 3 or more
  (discarded without its event).
- The card-picking frames (Exit Visas, Salvage, Samizdat, Common European Home) are the shared
  layer's PickCard (game/cdg/steps.py) with this game's cards and effects.
"""

from __future__ import annotations

from game.cdg.steps import PickCard
from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import Decision, Prompt, log_entry

from .. import card_play, control, deck, events, operations, scoring_cards, tiananmen
from ..common import FRAMES, card_ref, opp, seat_of
from ..data import CARDS, HONECKER
from . import steps
from .steps import (
    card_ops,
    checks,
    choose,
    continuation,
    on_choice,
    private_options,
    remove,
    spaces,
    then,
)

Event = events.Event
register = events.register


def play_out_of_turn(state, card: int, side: str) -> None:
    """Resolve `card`'s event for `side` right now (it is on the table meanwhile)."""
    state["table"].append(card)
    card_play.finish(state, card, events.resolve(state, card, side))


def _take_from(pile: list[int], card: int) -> None:
    pile.remove(card)


@register(6)  # Brought in for Questioning
class BroughtInForQuestioning(Event):
    def resolve(self, state, side):
        card = steps.random_discard(state, opp(side))
        if card is not None:
            card_play.forced_discard(state, opp(side), card, (side,), side)


@register(71)  # Kiss of Death
class KissOfDeath(Event):
    def resolve(self, state, side):
        card = steps.random_discard(state, opp(side))
        if card is not None:
            card_play.forced_discard(state, opp(side), card, (side, "both"), side)


# -- Exit Visas ---------------------------------------------------------------------------------

@register(75)  # Exit Visas
class ExitVisas(Event):
    def resolve(self, state, side):
        FRAMES.push(state, "ev_exit_visas", seat=seat_of(side), side=side, count=0)


def _exit_visa(state, frame, card):
    side = frame["side"]
    state["hands"][side].remove(card)
    state["discard"].append(card)
    frame["count"] += 1
    state["log"].append(log_entry("dof.log.ev_discard", side=side, card=card_ref(card)))


def _exit_visas_draw(state, frame):
    for _ in range(frame["count"]):
        if deck.draw(state, frame["side"]) is None:
            break


FRAMES.add("ev_exit_visas", PickCard(
    cards=lambda state, frame: _non_scoring(state, frame["side"]), take=_exit_visa,
    verb="discard", once=False, on_done=_exit_visas_draw,
    prompt_of=lambda state, frame: Prompt("dof.prompt.exit_visas", {"count": frame["count"]}),
    decision=Decision("card", "exit_visas", ("hand",))))


# -- Deutsche Marks -----------------------------------------------------------------------------

def _highest(state, side):
    cards = [c for c in state["hands"][side] if not CARDS[c]["scoring"]]
    if not cards:
        return []
    top = max(CARDS[c]["ops"] for c in cards)
    return sorted(c for c in cards if CARDS[c]["ops"] == top)


@register(20)  # Deutsche Marks
class DeutscheMarks(Event):
    def resolve(self, state, side):
        if _highest(state, opp(side)):
            choose(state, opp(side), 20, None, "deutsche_marks", "dof.prompt.deutsche_marks",
                   taker=side)


@private_options("deutsche_marks")
def _deutsche_marks_options(state, frame):
    return [["card", c] for c in _highest(state, frame["side"])]


@on_choice("deutsche_marks")
def _deutsche_marks(state, frame, action):
    giver, taker, card = frame["side"], frame["taker"], action[1]
    state["hands"][giver].remove(card)
    state["log"].append(log_entry("dof.log.ev_given", side=giver, card=card_ref(card)))
    if CARDS[card]["side"] == taker and events.can_occur(state, card, taker):
        play_out_of_turn(state, card, taker)
        return
    state["table"].append(card)
    then(state, "to_discard", card=card)
    uses = [["mode", "ops"]]
    if tiananmen.can_attempt(state, taker):
        uses.append(["mode", "tiananmen"])
    choose(state, taker, card, uses, "gift_use", "dof.prompt.gift_use")


@on_choice("gift_use")
def _gift_use(state, frame, action):
    if action[1] == "ops":
        operations.start(state, frame["side"], frame["card"])
    else:
        tiananmen.attempt(state, frame["side"], frame["card"])


@continuation("to_discard")
def _to_discard(state, frame):
    card_play.finish(state, frame["card"], None)


# -- Dash for the West, Goodbye Lenin!, Reformer Rehabilitated, Domino Theory -------------------

def _playable(state, card, side):
    return events.can_occur(state, card, side)


@register(36)  # Dash for the West
class DashForTheWest(Event):
    def resolve(self, state, side):
        controlled = sum(1 for s in steps.live(state, spaces("east_germany"))
                         if control.controls(state, s, opp(side)))
        die = rng.roll(state)
        success = die > controlled
        state["log"].append(log_entry("dof.log.ev_roll", side=side, card=card_ref(36), die=die,
                                      mod=-controlled, total=die - controlled, need=1,
                                      success=success))
        if not success:
            return
        steps.vp(state, side, 1)
        options = [["card", c] for c in sorted(state["discard"])
                   if CARDS[c]["side"] == side and CARDS[c]["removed"]
                   and _playable(state, c, side)]
        if options:
            choose(state, side, 36, options + [["done"]], "from_discard",
                   "dof.prompt.from_discard")


@on_choice("from_discard")
def _from_discard(state, frame, action):
    if action[0] == "done":
        return
    card = action[1]
    _take_from(state["discard"], card)
    play_out_of_turn(state, card, events.owner(card, frame["side"]))


@register(46)  # Goodbye Lenin!
class GoodbyeLenin(Event):
    def resolve(self, state, side):
        red = sorted(c for c in state["hands"][opp(side)] if CARDS[c]["red_title"])
        state["log"].append(log_entry("dof.log.ev_reveal", side=opp(side), cards=red))
        mark_barrier(state)  # the red cards are shown: no undo past this (issue #13 point 6)
        options = [["card", c] for c in red if _playable(state, c, side)]
        choose(state, side, 46, options + [["done"]], "goodbye_lenin",
               "dof.prompt.goodbye_lenin", shown=red)


def shown_cards(state, side: str) -> set[int]:
    """The opponent's cards `side` is being shown right now: Goodbye Lenin!'s red titles while
    its choice is pending (determinize keeps them in the hand, where `side` saw them)."""
    return {c for f in state["stack"] if f.get("key") == "goodbye_lenin" and f["side"] == side
            for c in f.get("shown", ())}


@on_choice("goodbye_lenin")
def _goodbye_lenin(state, frame, action):
    side = frame["side"]
    if action[0] == "done":
        operations.start(state, side, 46)
        return
    card = action[1]
    state["hands"][opp(side)].remove(card)
    play_out_of_turn(state, card, side)


@register(67)  # Reformer Rehabilitated
class ReformerRehabilitated(Event):
    def can_occur(self, state, side):
        pos = state["ts"]["pos"]
        return pos[side] > pos[opp(side)]

    def resolve(self, state, side):
        options = [["card", c] for c in sorted(state["discard"])
                   if not CARDS[c]["scoring"] and c != 21
                   and _playable(state, c, events.owner(c, side))]
        if options:
            choose(state, side, 67, options, "from_discard", "dof.prompt.from_discard")


@register(89)  # Domino Theory
class DominoTheory(Event):
    def can_occur(self, state, side):
        return (len(steps.power_countries(state, side)) >= 2
                and any(CARDS[c]["scoring"] for c in state["discard"]))

    def resolve(self, state, side):
        options = [["card", c] for c in sorted(state["discard"]) if CARDS[c]["scoring"]]
        choose(state, side, 89, options, "domino", "dof.prompt.from_discard")


@on_choice("domino")
def _domino(state, frame, action):
    card = action[1]
    _take_from(state["discard"], card)
    scoring_cards.start_struggle(state, CARDS[card]["country"], frame["side"])


# -- Inflationary Currency ----------------------------------------------------------------------

@register(44)  # Inflationary Currency
class InflationaryCurrency(Event):
    def resolve(self, state, side):
        options = [["country", c] for c in steps.power_countries(state, opp(side))]
        if options:
            choose(state, side, 44, options, "inflation", "dof.prompt.ev_country")


@on_choice("inflation")
def _inflation(state, frame, action):
    side, country = frame["side"], action[1]
    then(state, "inflation_block", side=side, country=country)
    remove(state, side, opp(side), 44, 2, spaces(country))


@continuation("inflation_block")
def _inflation_block(state, frame):
    side, other = frame["side"], opp(frame["side"])
    # The opponent is asked even without a card of 3+ Ops (Done is then all he may answer):
    # asking only when he holds one would tell the player what is in his hand (issue #33).
    choose(state, other, 44, None, "inflation_answer", "dof.prompt.inflation", attacker=side,
           country=frame["country"])


def _blockers(state, side):
    return [c for c in sorted(state["hands"][side])
            if not CARDS[c]["scoring"] and CARDS[c]["ops"] >= 3]


@private_options("inflation_answer")
def _inflation_options(state, frame):
    return [["discard", c] for c in _blockers(state, frame["side"])] + [["done"]]


@on_choice("inflation_answer")
def _inflation_answer(state, frame, action):
    if action[0] == "discard":
        state["hands"][frame["side"]].remove(action[1])
        state["discard"].append(action[1])
        state["log"].append(log_entry("dof.log.ev_discard", side=frame["side"],
                                      card=card_ref(action[1])))
        return
    _inflation_check(state, frame["attacker"], frame["country"])


def _inflation_check(state, side, country):
    checks(state, side, 44, card_ops(state, 44, side), 1, country=country)


@register(HONECKER)
class Honecker(Event):
    def resolve(self, state, side):
        if salvage_cards(state):
            FRAMES.push(state, "salvage", seat=seat_of(side), side=side)


def salvage_cards(state) -> list[int]:
    return sorted(c for c in state["discard"] if not CARDS[c]["scoring"] and c != HONECKER)


def _salvage(state, frame, card):
    """Honecker: may take one non-Scoring card from the discard pile into hand."""
    state["discard"].remove(card)
    state["hands"][frame["side"]].append(card)
    state["log"].append(log_entry("dof.log.salvage", side=frame["side"], card=card_ref(card)))


FRAMES.add("salvage", PickCard(cards=lambda state, frame: salvage_cards(state), take=_salvage,
                               verb="take", prompt_of=lambda state, frame: Prompt(
                                   "dof.prompt.salvage"),
                               decision=Decision("card", "from_discard")))


# -- Samizdat -----------------------------------------------------------------------------------

@register(77)  # Samizdat
class Samizdat(Event):
    def resolve(self, state, side):
        mark_barrier(state)  # whether he is asked shows whether he holds a non-Scoring card
        if _non_scoring(state, side):
            FRAMES.push(state, "ev_samizdat", seat=seat_of(side), side=side)


def _non_scoring(state, side) -> list[int]:
    return sorted(c for c in state["hands"][side] if not CARDS[c]["scoring"])


def _set_aside(state, frame, card):
    """Samizdat: may set one card aside face down and draw a replacement."""
    side = frame["side"]
    state["hands"][side].remove(card)
    state.setdefault("aside", {"com": [], "dem": []})[side].append(card)
    state["log"].append(log_entry("dof.log.ev_aside", side=side))
    state["log"].append(log_entry("dof.log.ev_aside_card", seat=seat_of(side),
                                  card=card_ref(card)))
    deck.draw(state, side)


FRAMES.add("ev_samizdat", PickCard(
    cards=lambda state, frame: _non_scoring(state, frame["side"]), take=_set_aside,
    verb="aside", prompt_of=lambda state, frame: Prompt("dof.prompt.ev_samizdat"),
    decision=Decision("card", "samizdat", ("hand",))))


# -- Common European Home -----------------------------------------------------------------------

COMMON_EUROPEAN_HOME = 21


def _ceh_cards(state, side) -> list[int]:
    return sorted(c for c in state["hands"][side] if CARDS[c]["side"] == opp(side))


@register(COMMON_EUROPEAN_HOME)
class CommonEuropeanHome(Event):
    def can_occur(self, state, side):
        return bool(_ceh_cards(state, side))

    def resolve(self, state, side):
        FRAMES.push(state, "ev_ceh", seat=seat_of(side), side=side)


def _ceh_use(state, frame, card):
    """Common European Home: pick an opponent's card to use for Operations without its event."""
    side = frame["side"]
    state["hands"][side].remove(card)
    state["table"].append(card)
    state["log"].append(log_entry("dof.log.ev_ceh", side=side, card=card_ref(card)))
    then(state, "to_discard", card=card)
    operations.start(state, side, card)


FRAMES.add("ev_ceh", PickCard(
    cards=lambda state, frame: _ceh_cards(state, frame["side"]), take=_ceh_use, may_stop=False,
    prompt_of=lambda state, frame: Prompt("dof.prompt.ev_ceh"),
    decision=Decision("card", "european_home", ("hand",))))


def _ceh_played(state, side, mode):
    if mode in ("ops", "ops_quiet", "ops_event"):
        steps.vp(state, opp(side), 1)


events.PLAY_HOOKS[COMMON_EUROPEAN_HOME] = _ceh_played

