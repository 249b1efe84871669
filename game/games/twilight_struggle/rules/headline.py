"""TS-4.5.C The headline phase: a simultaneous secret choice on the engine's SecretChoice
frame, then both events in order.

Implementation notes:
- Both seats pick a card from hand in secret (["pick", n], changeable) and seal it
  (["seal"]); the China Card is never in the hand list (TS-9.5), UN Intervention is refused
  by its card data (headline false). A seat with no card to pick headlines nothing.
- TS-6.4.4 box 4 (Man in Earth Orbit): the holder's opponent picks and reveals first, then the
  holder picks (R-38): two one-chooser secret frames in a row.
- Order (R-35): higher printed ops first (a scoring card counts 0), US first on a tie; a US
  Defectors always first (it cancels the USSR headline, cards/events_071_110.py).
- TS-4.5.C: the headliner counts as the phasing player for DEFCON (state["phasing"], R-36); an
  opponent's event is carried out by the opponent (events.owner). No ops are used. If the first
  headline ends the game the second is not resolved (nothing runs after the game ends).
- Until every event exists (issue #15 point 8) a headlined card whose event is missing does
  nothing (logged as such) and goes to the discard pile; a headline event that cannot occur is
  discarded too (spec §4.5.C [INTERPRETATION]).
"""

from __future__ import annotations

from game.engine.frames import SEAL, AutoFrame, SecretChoice, pop_frame, push_secret
from game.engine.types import Decision, Prompt, State, log_entry

from . import events, space
from .card_play import finish
from .common import FRAMES, US, USSR, card_ref, opp
from .data import ABILITY, CARDS, SCORING_CARDS


def candidates(state: State, seat: int) -> list[int]:
    return sorted(c for c in state["hands"][seat] if CARDS[c]["headline"])


def start(state: State) -> None:
    """Push the headline choice (both at once, or one after the other under box 4)."""
    state["headline"] = [None, None]
    state.pop("headline_cancelled", None)  # Defectors' mark is for its own turn
    choosers = [s for s in (USSR, US) if candidates(state, s)]
    first = next((s for s in choosers if space.holds_ability(state, opp(s),
                                                             ABILITY["headline_second"])), None)
    FRAMES.push(state, "headline_resolve", current=None, done=[])
    if first is not None and len(choosers) == 2:
        push_secret(state, "headline", [first], 2, after=[opp(first)])
    elif choosers:
        push_secret(state, "headline", choosers, 2, after=[])


@FRAMES.define("headline")
class Headline(SecretChoice):
    decision = Decision("secret", "headline", ("pick",))

    def choices(self, state, frame, seat):
        return candidates(state, seat)

    def legal(self, state, frame, seat):
        """SecretChoice.legal without its redacted copy: the choices never read the frame."""
        mine = frame["secret"][seat]
        picks = [[self.verb, c] for c in candidates(state, seat) if c != mine]
        return picks + ([list(SEAL)] if mine is not None else [])

    def secret_prompt(self, state, frame, seat):
        return Prompt("ts.prompt.headline", {"card": card_ref(frame["secret"][seat])})

    def reveal(self, state, frame):
        pop_frame(state, frame)
        for seat in frame["choosers"]:
            card = frame["secret"][seat]
            state["hands"][seat].remove(card)
            state["table"].append(card)
            state["headline"][seat] = card
            state["log"].append(log_entry("ts.log.headline", player=seat + 1,
                                          card=card_ref(card)))
        if frame["after"]:
            push_secret(state, "headline", frame["after"], 2, after=[])


DEFECTORS = 103  # a US headline of it resolves first, whatever the ops (its card text)


def order(state: State) -> list[int]:
    """R-35: the seats in resolution order."""
    cards = state["headline"]
    value = [0 if c is None or c in SCORING_CARDS else CARDS[c]["ops"] for c in cards]
    first_us = value[US] >= value[USSR] or cards[US] == DEFECTORS  # it cancels the other
    seats = [US, USSR] if first_us else [USSR, US]
    return [s for s in seats if cards[s] is not None]


@FRAMES.define("headline_resolve")
class Resolve(AutoFrame):
    """Resolves one headline per step; the events' own frames run in between."""

    def auto(self, state, frame):
        if frame["current"] is not None:
            seat, card, result = frame["current"]
            finish(state, card, seat, result)
            frame["current"] = None
            frame["done"].append(seat)
            return True
        left = [s for s in order(state) if s not in frame["done"]]
        if not left:
            pop_frame(state, frame)
            state["phasing"] = None
            return True
        seat = left[0]
        card = state["headline"][seat]
        state["phasing"] = seat  # TS-4.5.C: the headliner is phasing for DEFCON
        events.REGISTRY.run_hooks(state, events.CARD_PLAYED, seat, card, "event")
        frame["current"] = [seat, card, events.resolve(state, card, seat)]
        return True
