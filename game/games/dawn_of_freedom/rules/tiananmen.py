"""D89-6.3 The Tiananmen Square track: attempts, advances and the eight boxes' awards.

Implementation notes:
- state["ts"] = {"pos": {side: 0..8}, "failed": {side: n}}; 0 = left of box 1 (D89-3.5).
- D89-6.3.1: roll + effective Ops, +1 for a card of the attempting player's own side (a silver
  card does not count, D89-AMB-03), +1 (never more) after a failed attempt at the same box
  (D89-ED-12), +1 for the Communist while Li Peng is in effect, +1 for the holder of box 1,
  plus TS_MODIFIERS of lasting events.
- D89-AMB-04: the failed-attempt counter belongs to the box: it survives the turn change and
  resets whenever the marker advances, by any means.
- Each attempt is kept as public data, state["last_tiananmen"] (die, named terms, the number
  needed, the result, whether it gave the box's award): the board's roll panel reads it.
- D89-6.3.3: one attempt per player per turn (state["turn_used"][side] holds "ts");
  D89-6.3.7: none from box 8; D89-ED-13: an attempt that cannot succeed is allowed.
- D89-6.3.5: awards go only to the first player to reach a box; a lasting award is active while
  its holder is at or past the box and the opponent is not (D89-AMB-26: from the moment the
  marker enters). Box 3 (draw 3, keep 1, discard 2; Scoring cards may be discarded without a
  Power Struggle, D89-EC-29) and box 4 (remove 2 opponent SPs, what exists, D89-AMB-24) are
  immediate; boxes 5 and 6 are used by the sequence of play, 7 and 8 by card play.
- D89-6.3.6: the card used for an attempt never has its event (card_play sends it to the
  discard pile).
- foreign_news (a PickCard over the frame's drawn cards) and remove_sp (a PickTargets) are the
  shared layer's step frames (game/cdg/steps.py).
"""

from __future__ import annotations

from game.cdg.steps import PickCard, PickTargets
from game.engine import rng
from game.engine.types import Decision, Prompt, State, log_entry

from . import control, deck, events
from .common import COM, FRAMES, holds_award, opp, seat_of
from .data import CARDS, LI_PENG, TS_TRACK
from .operations import effective_ops

LAST_BOX = len(TS_TRACK)


def can_attempt(state: State, side: str) -> bool:
    return "ts" not in state["turn_used"][side] and state["ts"]["pos"][side] < LAST_BOX


def attempt(state: State, side: str, card: int) -> None:
    """D89-6.3.1-6.3.2: one attempt with `card` (already chosen for this use). Recorded in
    state["last_tiananmen"] (STATE.md) for the board's roll panel (issue #34.11)."""
    state["turn_used"][side].append("ts")
    ts = state["ts"]
    ops = effective_ops(state, card, side, context={"use": "tiananmen"})
    terms = attempt_terms(state, side, card, ops)
    mods = sum(t["amount"] for t in terms[1:])
    die = rng.roll(state)
    box = ts["pos"][side] + 1
    need = TS_TRACK[box - 1]["target"][side]
    success = die + ops + mods >= need
    state["log"].append(log_entry("dof.log.ts_attempt", side=side, die=die, ops=ops, mods=mods,
                                  total=die + ops + mods, need=need, box=box, success=success))
    state["last_tiananmen"] = {
        "side": side, "card": card, "box": box, "die": die, "terms": terms,
        "total": die + ops + mods, "need": need, "success": success,
        "award": success and ts["pos"][opp(side)] < box,  # D89-6.3.5: the first there only
        "turn": state.get("turn"),
        "plays": dict(state.get("card_plays") or {"com": 0, "dem": 0})}
    if success:
        advance(state, side)
    else:
        ts["failed"][side] += 1


def attempt_terms(state: State, side: str, card: int, ops: int) -> list[dict]:
    """D89-6.3.1: every term added to the die, named (catalog keys `dof.tsmod.*`); the card's
    effective Ops first, with its printed value beside them."""
    ts = state["ts"]
    terms = [{"key": "dof.tsmod.ops", "amount": ops, "printed": CARDS[card]["ops"]}]
    for key, applies in (
            ("own_card", CARDS[card]["side"] == side),  # not a silver card (D89-AMB-03)
            ("failed", ts["failed"][side] >= 1),  # never more than +1 (D89-ED-12)
            ("li_peng", side == COM and LI_PENG in state["lasting"]),
            ("box1", holds_award(state, side, 1))):
        if applies:
            terms.append({"key": f"dof.tsmod.{key}", "amount": 1})
    return terms + [{"key": "dof.tsmod.card", "amount": n, "card": c}
                    for c, n in events.REGISTRY.hook_terms(state, events.TS_MODIFIERS, side)]


def advance(state: State, side: str) -> None:
    """Move `side` one box on (attempt or event, D89-6.3.4) and give an immediate award."""
    ts = state["ts"]
    ts["pos"][side] += 1
    ts["failed"][side] = 0
    box = ts["pos"][side]
    first = ts["pos"][opp(side)] < box
    state["log"].append(log_entry("dof.log.ts_advance", side=side, box=box, first=first))
    if not first:
        return
    if box == 3:
        drawn = []
        for _ in range(3):
            card = deck.draw(state, side)
            if card is None:
                break
            state["hands"][side].remove(card)
            drawn.append(card)
        if drawn:
            FRAMES.push(state, "foreign_news", seat=seat_of(side), side=side, drawn=drawn)
    elif box == 4 and control.opponent_spaces(state, side):
        FRAMES.push(state, "remove_sp", seat=seat_of(side), side=side, left=2)


def _keep(state: State, frame: dict, kept: int) -> None:
    """TS box 3: keep one of the drawn cards, discard the others (public)."""
    others = [c for c in frame["drawn"] if c != kept]
    state["hands"][frame["side"]].append(kept)
    state["discard"].extend(others)
    state["log"].append(log_entry("dof.log.foreign_news", side=frame["side"], discarded=others))


FRAMES.add("foreign_news", PickCard(
    cards=lambda state, frame: frame["drawn"], take=_keep, verb="keep", may_stop=False,
    prompt_of=lambda state, frame: Prompt("dof.prompt.foreign_news"),
    decision=Decision("card", "news", ("hand",))))  # the drawn cards, seen by the drawer only


def _remove_sp(state: State, frame: dict, space: str) -> None:
    """Remove `left` opponent SPs one at a time from anywhere (TS box 4)."""
    side = frame["side"]
    control.remove_sp(state, space, opp(side))
    state["log"].append(log_entry("dof.log.remove_sp", side=side, space=space))


FRAMES.add("remove_sp", PickTargets(
    targets=lambda state, frame: control.opponent_spaces(state, frame["side"]), take=_remove_sp,
    prompt_of=lambda state, frame: Prompt("dof.prompt.remove_sp", {"left": frame["left"]})))
