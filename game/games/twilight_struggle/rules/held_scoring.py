"""Scoring cards are judged when the turn ends (TS-2.2.1, TS-11.1.2, R-20), not before.

Implementation notes:
- No play is forbidden because of a scoring card in hand: one still there when the turn ends
  loses (sequence.py, step F), and a play whose event takes it out of the hand unscored is
  legal (TS-5.4: Five Year Plan in the last round, Aldrich Ames Remix taking the US's Middle
  East Scoring). Only the China Card still gives way to them (TS-9.5, card_play.playable).
- `scoring_due`: the seat holds more scoring cards than action rounds after this one, so a
  play of any other card leaves one over unless that play takes it out of the hand. Missile
  Envy's obliged play gives way to the scoring cards then, and the bots keep to scoring cards.
- `sure_to_hold`: in the seat's own action round, an action that surely leaves a scoring card
  in hand at the turn's end: more scoring cards stay than rounds follow, and nothing in the
  play can help: no event of SHEDS happens in it (one that may take a card out of that seat's
  hand or give it a round more), no space attempt may reach the Space Station (its 8th round,
  R-31). "Surely" reads the seat's own choices: a random discard (Five Year Plan with other
  cards in hand) or the opponent's pick (Aldrich Ames Remix) may take it, so no warning there.
- `holding_actions`: those actions among the legal ones, when another legal action is not one
  (nothing to warn about when every way holds). The table asks "sure?" before them, like
  before a DEFCON-1 loss (rules.view's `holding_actions`). Only the seat's own hand, the
  public tracks and the lasting events are read.
"""

from __future__ import annotations

from game.engine.types import Action, State

from . import events, operations, space
from .card_play import rounds_total
from .common import FRAMES, US, USSR, opp
from .data import SCORING_CARDS, SPACE_LAST

# card -> the seat its event may rid of a held scoring card: Five Year Plan (a random USSR
# discard), Grain Sales to Soviets (the US takes a random USSR card), Ask Not What Your Country
# Can Do For You (US discards), Aldrich Ames Remix (the USSR discards a US card), North Sea Oil
# (an 8th US round this turn).
SHEDS = {5: USSR, 67: USSR, 77: US, 98: US, 86: US}
MODES = ("event", "ops", "space")


def _left_over(state: State, seat: int, playing: int | None = None) -> int:
    """Scoring cards in `seat`'s hand (less `playing`) beyond its action rounds after this."""
    held = sum(1 for c in state["hands"][seat] if c in SCORING_CARDS and c != playing)
    return held - (rounds_total(state, seat) - state["round"])


def _own_round(state: State, seat: int) -> dict | None:
    frame = FRAMES.top(state)
    if frame is None or not state["round"] or state["phasing"] != seat \
            or frame.get("seat") != seat:
        return None
    return frame


def scoring_due(state: State, seat: int) -> bool:
    """`seat`, in its action round, must play a scoring card now or hold one (R-20)."""
    return _own_round(state, seat) is not None and _left_over(state, seat) > 0


def _may_shed(state: State, seat: int, card: int, mode: str) -> bool:
    """May playing `card` in `mode` rid `seat` of a held scoring card?"""
    if mode == "space":  # the Space Station gives an 8th round
        return state["space"][seat] == SPACE_LAST - 1 and space.can_attempt(
            state, seat, operations.effective_ops(state, seat, card, use="space"))
    opponents = events.side_seat(card) == opp(seat)
    happens = mode == ("ops" if opponents else "event")  # TS-5.2: the opponent's with ops
    return happens and SHEDS.get(card) == seat and events.can_occur(state, card, seat)


def sure_to_hold(state: State, seat: int, action: Action) -> bool:
    """Does `action` surely leave `seat` a scoring card in hand at the turn's end?"""
    frame = _own_round(state, seat)
    if frame is None:
        return False
    if frame["name"] == "action_round" and action[0] == "card":
        card = action[1]
        return _left_over(state, seat, card) > 0 and not any(
            _may_shed(state, seat, card, m) for m in MODES)
    if frame["name"] == "action_round" and action[0] == "escape":  # Quagmire, Bear Trap
        return _left_over(state, seat) > 0
    if frame["name"] == "card_play" and action[0] == "mode":
        return _left_over(state, seat) > 0 and not _may_shed(state, seat, frame["card"],
                                                             action[1])
    return False


def holding_actions(state: State, seat: int, legal: list[Action]) -> list[Action]:
    """The legal actions that surely hold a scoring card, where another way does not."""
    holding = [a for a in legal if sure_to_hold(state, seat, a)]
    return holding if len(holding) < len(legal) else []
