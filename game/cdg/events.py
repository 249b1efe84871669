"""The event registry of a card-driven game: prerequisites, cancellations, lasting effects and
their expiry, and hook tables keyed by lasting card.

A card's `EventSpec` says what the registry needs to know (built by the game from its card
data). `who` is the game's player key for an event's owner (1989 passes its side names): the
registry only hands it to the events.

- Prerequisites (`requires`): one of these earlier events must have happened (TS NATO: Marshall
  Plan or Warsaw Pact); with `requires_in_effect` it must still be in effect.
- `blocked_by`: an event in effect forbids this one (TS Camp David Accords -> Arab-Israeli War).
- Lasting events move from the table to `state["lasting"]` the moment they take effect and
  leave it through `end_lasting`: to the removed cards if asterisked, else to the discard pile.
  They end (a) at a moment the game names (`expire(state, moment)`, e.g. "turn_end" for
  "this turn", "deal" for "until the next deal"), (b) when an event that `cancels` them happens
  ("until cancelled"), or (c) when one of their `ended_by` cards' event happens ("until a named
  card").
- Hook tables (`hooks(name)`) map a lasting card to a function; `run_hooks` / `hook_sum` call
  those of the cards in effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.types import State


@dataclass(frozen=True)
class EventSpec:
    requires: tuple[int, ...] = ()  # any one of these events must have happened
    requires_in_effect: bool = False  # ... and still be in effect
    blocked_by: tuple[int, ...] = ()
    lasting: bool = False
    duration: str = "instant"  # the moment it expires (EventRegistry.expiry), or its own text
    removed: bool = False  # asterisk: out of the game once the event happened
    cancels: tuple[int, ...] = ()  # lasting events this one ends
    ended_by: tuple[int, ...] = ()  # events that end this lasting one


class Event:
    """One card's event. `resolve` carries out the text and may push frames that ask for
    choices; the card play resumes when they are popped."""

    number = 0

    def can_occur(self, state: State, who: Any) -> bool:
        return True

    def resolve(self, state: State, who: Any) -> None:
        raise NotImplementedError


# log(state, what, card, who): what is "cannot", "event", "no_effect" or "lasting_ends"
EventLog = Callable[[State, str, int, Any], None]


class EventRegistry:
    def __init__(self, specs: dict[int, EventSpec], expiry: dict[str, str], log: EventLog,
                 in_effect_rules: dict[int, Callable[[State], bool]] | None = None,
                 no_effect: Callable[[State, int], bool] | None = None) -> None:
        """`expiry` maps a duration to the moment it ends ("rest_of_turn" -> "turn_end");
        `in_effect_rules` overrides `in_effect` for cards whose effect is state, not a card in
        the lasting area; `no_effect(state, card)`: the event counts as played but does
        nothing (1989's Ceausescu events after The Tyrant is Gone)."""
        self.specs = specs
        self.expiry = expiry
        self.log = log
        self.in_effect_rules = in_effect_rules or {}
        self.no_effect = no_effect
        self.events: dict[int, Event] = {}
        self.tables: dict[str, dict[int, Callable[..., Any]]] = {}

    def register(self, number: int) -> Callable[[type[Event]], type[Event]]:
        def add(cls: type[Event]) -> type[Event]:
            if number in self.events:
                raise ValueError(f"event {number} registered twice")
            event = cls()
            event.number = number
            self.events[number] = event
            return cls

        return add

    def hooks(self, name: str) -> dict[int, Callable[..., Any]]:
        """The hook table `name` (created on first use): lasting card -> function."""
        return self.tables.setdefault(name, {})

    # -- questions ----------------------------------------------------------------------------
    def in_effect(self, state: State, card: int) -> bool:
        """A lasting event is in effect while its card is in play; any other once it happened."""
        if card in self.in_effect_rules:
            return self.in_effect_rules[card](state)
        if self.specs[card].lasting:
            return card in state["lasting"]
        return card in state["events_played"]

    def can_occur(self, state: State, card: int, who: Any) -> bool:
        """Prerequisite met, not blocked, the event's own condition met."""
        event = self.events.get(card)
        if event is None:  # no event of its own (1989's Scoring cards)
            return False
        spec = self.specs[card]
        if spec.requires:
            place = state["lasting"] if spec.requires_in_effect else ()
            if not any(c in state["events_played"] and (not spec.requires_in_effect
                                                         or c in place)
                       for c in spec.requires):
                return False
        if any(self.in_effect(state, b) for b in spec.blocked_by):
            return False
        return event.can_occur(state, who)

    # -- resolution ---------------------------------------------------------------------------
    def resolve(self, state: State, card: int, who: Any) -> str:
        """Carry out `card`'s event for `who`: "happened" or "cannot"."""
        if not self.can_occur(state, card, who):
            self.log(state, "cannot", card, who)
            return "cannot"
        state["events_played"].append(card)
        self.log(state, "event", card, who)
        if self.no_effect is not None and self.no_effect(state, card):
            self.log(state, "no_effect", card, who)
            return "happened"
        for other in list(state["lasting"]):
            if other in self.specs[card].cancels or card in self.specs[other].ended_by:
                self.end_lasting(state, other)
        if self.specs[card].lasting:
            if card in state["table"]:
                state["table"].remove(card)
            state["lasting"].append(card)
        self.events[card].resolve(state, who)
        return "happened"

    def end_lasting(self, state: State, card: int) -> None:
        """A lasting effect ends: asterisked cards leave the game, others go to the discard."""
        state["lasting"].remove(card)
        (state["removed"] if self.specs[card].removed else state["discard"]).append(card)
        self.log(state, "lasting_ends", card, None)

    def expire(self, state: State, moment: str) -> None:
        """End every lasting effect whose duration ends at `moment`."""
        for card in list(state["lasting"]):
            if self.expiry.get(self.specs[card].duration) == moment:
                self.end_lasting(state, card)

    # -- hooks of the lasting cards in play -----------------------------------------------------
    @staticmethod
    def run_hooks(state: State, table: dict[int, Callable[..., Any]], *args: Any) -> None:
        """Call the hooks of `table` (see `hooks`) of the lasting cards in play (over a copy:
        a hook may end its own effect)."""
        for c in list(state["lasting"]):
            if c in table and c in state["lasting"]:
                table[c](state, *args)

    @staticmethod
    def hook_terms(state: State, table: dict[int, Callable[..., int]],
                   *args: Any) -> list[tuple[int, int]]:
        """(card, value) of each lasting card in play whose hook in `table` gives a non-zero
        number: the terms of `hook_sum`, for a result that names every modifier."""
        found = ((c, table[c](state, *args)) for c in state["lasting"] if c in table)
        return [(c, v) for c, v in found if v]

    @staticmethod
    def hook_sum(state: State, table: dict[int, Callable[..., int]], *args: Any) -> int:
        return sum(table[c](state, *args) for c in state["lasting"] if c in table)
