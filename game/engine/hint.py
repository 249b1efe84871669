"""The coach's Hint (issue #21 point 5): what the game's Hard bot would do for a seat now.

A `HintJob` is made like a bot's decision (`seats.BotJob`): the seat's own determinized world
(`seats.seat_state`, so the hint knows only what the seat sees) and a fresh Hard bot with the
Hard bot's budget; `decide()` runs anywhere (the table's worker thread) and returns the
search's `SearchStats` (ranked actions with visits and win chances, and the best line). It
never submits anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .rules import Rules
from .search import SearchBot, SearchStats
from .seats import seat_state
from .session import Session
from .types import State

HARD = "hard"


def offers_hint(rules: Rules) -> bool:
    """A game gets the Hint by having a Hard bot."""
    return HARD in rules.bots


@dataclass
class HintJob:
    rules: Rules
    seat: int
    version: int  # the session's change count when asked: a later change makes it stale
    bot: SearchBot
    world: State
    cancelled: bool = field(default=False)

    @classmethod
    def make(cls, session: Session, seat: int) -> HintJob | None:
        """The job for `seat`'s decision now; None when the game has no Hard search bot."""
        if not offers_hint(session.rules):
            return None
        bot = session.rules.bots[HARD](session.seed * 31 + len(session.actions))
        if not isinstance(bot, SearchBot):
            return None
        key = f"hint:{session.bot_key()}"
        return cls(session.rules, seat, session.version, bot,
                   seat_state(session.rules, session.state, seat, key))

    def decide(self) -> SearchStats:
        self.bot.cancelled = lambda: self.cancelled
        return self.bot.analyse(self.rules, self.world, self.seat)
