"""The coach's game review (issue #21 point 5): every position of a game, rebuilt from its
action list, with the places where the game swung most.

Implementation notes:
- Positions come from the one replay there is (`Session.replay`, through `saves.load` for a
  file, which validates the save as the Load screen does): its `each` hook keeps a copy of
  the position before the first move and after every move. Nothing is written.
- Each move is rated for seat 0 as the game's Hard bot rates a play-out (`search.rate_move`:
  the change of `SearchSpec.standings` through the logistic over its `scale`, so 50% is no
  change; the evaluation's level is biased, its change is not; the last move of a finished
  game gets the result). The marks are the SWINGS moves rated furthest from 50%, the last
  move aside (it always "swings" to the result). The evaluation reads the whole position,
  hidden hands included, so only a finished game is rated: an unfinished one's marks could
  tell a player what the others hold.
- What each step may show is the caller's business (`view(step, seat)`): the review UI shows
  every seat's hand only once the game is over, the spectator's view (seat None) before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import saves
from .search import hard_spec, rate_move
from .session import Session
from .types import Decision, State

SWINGS = 5  # moves marked on the step bar
MIN_SWING = 0.02  # a rating this close to 50% is not a swing


@dataclass
class Review:
    session: Session  # the game as loaded (its final position, players, actions)
    positions: list[State]  # positions[0]: the start; positions[i]: after move i
    # seat 0's rating of each move (ratings[i]: move i; ratings[0] is 0.5), finished games
    ratings: list[float] = field(default_factory=list)
    swings: list[int] = field(default_factory=list)  # moves (1-based) that swung most

    @property
    def steps(self) -> int:
        return len(self.positions) - 1

    @property
    def over(self) -> bool:
        return self.session.is_over()

    def view(self, step: int, seat: int | None) -> dict[str, Any]:
        return self.session.rules.view(self.positions[step], seat)

    def decision(self, step: int, seat: int | None) -> Decision:
        return self.session.rules.decision(self.positions[step], seat)

    def mover(self, step: int) -> int | None:
        """The seat that made move `step` (None for the start)."""
        return self.session.actions[step - 1][0] if step > 0 else None

    def entries(self, step: int, seat: int | None) -> list[dict]:
        """The log entries move `step` wrote, as `seat` may read them (rolls are in them)."""
        if step == 0:
            return []
        before = len(self.view(step - 1, seat).get("log", []))
        return self.view(step, seat).get("log", [])[before:]

    def next_swing(self, step: int) -> int | None:
        """The first marked move after `step`, wrapping round to the first; None if none."""
        return next((s for s in self.swings if s > step), self.swings[0] if self.swings
                    else None)


def swing_marks(ratings: list[float], count: int = SWINGS) -> list[int]:
    """The moves rated furthest from 50% (ratings[i] is move i's; the last one aside), in
    game order."""
    best = sorted(((abs(r - 0.5), i) for i, r in enumerate(ratings[1:-1], 1)
                   if abs(r - 0.5) >= MIN_SWING), reverse=True)[:count]
    return sorted(i for _, i in best)


def _recorder(positions: list[State]):
    def each(session: Session) -> None:
        n = len(session.actions)
        del positions[n:]  # a replay of the .bak starts again
        positions.append(session.rules.clone(session.state))
    return each


def _finish(session: Session, positions: list[State]) -> Review:
    review = Review(session, positions)
    spec = hard_spec(session.rules)
    if spec is not None and review.over:
        review.ratings = [0.5] + [rate_move(session.rules, spec, a, b, 0)
                                  for a, b in zip(positions, positions[1:], strict=False)]
        review.swings = swing_marks(review.ratings)
    return review


def review_file(path: Path) -> Review:
    """A save file's review; SaveError (one sentence) when the file cannot be read or its moves
    do not replay to its stored position (a review shows only positions really played)."""
    positions: list[State] = []
    session = saves.load(path, each=_recorder(positions))
    return _finish(session, positions)


def review_session(session: Session) -> Review:
    """The review of a game on the table (the game-over screen): its moves replayed on a fresh
    session from its seed, with the same players and reseeds."""
    positions: list[State] = []
    replay = Session.new(session.game_id, session.seed, session.players, session.options,
                         list(session.start_seats))
    replay.replay(session.actions, session.reseeds, _recorder(positions))
    return _finish(replay, positions)
