"""Power Struggle play (D89-8) for the 1989 rule bot.

Implementation notes:
- Works from the struggle's public facts and the deciding side's own hand only: the chance the
  opponent can answer a suit is computed over the cards it cannot see (the opponent's hand and
  the undealt cards, minus the public PS discard and cards shown to it), hypergeometrically.
- Raise (D89-8.2) when clearly ahead in cards: the +1 goes to the winner's aftermath rolls.
  Raise discards are the least useful cards (unusable leaders, suits held singly, low ranks).
- Lead (D89-8.3.2 S1) the card most likely to go unanswered, weighing the aftermath modifier of
  the suit (Rally +2, Petition -2) and how hard a high rank makes it to take the initiative;
  wild cards when no good lead is left.
- Answer with the cheapest matching card (lowest rank, suited before leader before Tactic
  Fails); decline only a Petition when hopelessly short of cards (it leaves the winner -2).
- Support losses go where they cost least; Scare Tactics where they hurt most; the Communist
  keeps Power (it scores power value x retentions, D89-8.4.6).
"""

from __future__ import annotations

from typing import Any

from . import control
from . import power_struggle as psm
from .bot_eval import country_value
from .common import COM, opp
from .data import SPACES

State = dict[str, Any]
PS_CARDS = psm.PS_CARDS
SUITS = psm.SUITS
SUIT_BONUS = {psm.RALLY: 0.6, psm.PETITION: -0.5}


def _controls_socio(state: State, side: str, socio: str) -> bool:
    country = state["ps"]["country"]
    return any(SPACES[s]["socio"] == socio
               for s in control.controlled_spaces(state, side, country))


def _unseen(state: State, side: str) -> tuple[list[int], list[int], int]:
    """(known opponent cards, unseen pool, opponent hand size) from `side`'s point of view."""
    ps = state["ps"]
    other = opp(side)
    known = [c for c in ps["revealed"][other] if c in ps["hands"][other]]
    seen = set(ps["hands"][side]) | set(ps["discard"]) | set(known)
    pool = [c for c in PS_CARDS if c not in seen]
    return known, pool, len(ps["hands"][other]) - len(known)


def _answers(state: State, side: str, card: int, suit: str) -> bool:
    c = PS_CARDS[card]
    if c["kind"] == "suited":
        return c["suit"] == suit
    if c["kind"] == "leader":
        return _controls_socio(state, side, c["leader"])
    return card == psm.TACTIC_FAILS


def p_no_answer(state: State, side: str, suit: str) -> float:
    """Chance the opponent holds no answer to `suit` (hypergeometric over unseen cards)."""
    other = opp(side)
    known, pool, hidden = _unseen(state, side)
    if any(_answers(state, other, c, suit) for c in known):
        return 0.0
    k = sum(1 for c in pool if _answers(state, other, c, suit))
    n = len(pool)
    p = 1.0
    for i in range(hidden):
        if n - i <= 0:
            break
        p *= max(0, n - k - i) / (n - i)
    return p


def _hand(state: State, side: str) -> list[int]:
    return state["ps"]["hands"][side]


def card_keep_value(state: State, side: str, card: int) -> float:
    c = PS_CARDS[card]
    hand = _hand(state, side)
    if c["kind"] == "suited":
        same = sum(1 for x in hand if PS_CARDS[x].get("suit") == c["suit"])
        bonus = 1.0 if c["suit"] == psm.RALLY else -0.3 if c["suit"] == psm.PETITION else 0
        return same * 0.6 + c["rank"] / 6 + bonus
    if c["kind"] == "leader":
        return 2.5 if _controls_socio(state, side, c["leader"]) else -1.0
    if card == psm.TACTIC_FAILS:
        return 2.0
    return 1.2


def win_chance(state: State, side: str) -> float:
    ps = state["ps"]
    mine, theirs = len(ps["hands"][side]), len(ps["hands"][opp(side)])
    if mine == 0:
        return 0.0
    if theirs == 0:
        return 1.0
    attack = 0.08 if ps["attacker"] == side else -0.08
    return max(0.0, min(1.0, 0.5 + 0.07 * (mine - theirs) + attack))


def choose(state: State, side: str, frame: dict[str, Any], legal: list[list]) -> list:
    name = frame["name"]
    ps = state["ps"]
    if name == "ps_raise":
        mine, theirs = len(_hand(state, side)), len(_hand(state, opp(side)))
        if ["raise"] in legal and mine - 3 >= theirs + 2 and win_chance(state, side) > 0.7:
            return ["raise"]
        return ["pass"]
    if name == "ps_raise_discard":
        return min(legal, key=lambda a: card_keep_value(state, side, a[1]))
    if name == "ps_lead":
        if legal == [["cannot_lead"]]:  # no lead in hand (issue #33: asked all the same)
            return legal[0]
        return max(legal, key=lambda a: _lead_score(state, side, a[1]))
    if name == "ps_suit":
        return max(legal, key=lambda a: p_no_answer(state, side, a[1])
                   + SUIT_BONUS.get(a[1], 0) * 0.3)
    if name == "ps_answer":
        answers = [a for a in legal if a[0] == "ps_card"]
        suit = ps["attack"]["suit"]
        mine, theirs = len(_hand(state, side)), len(_hand(state, opp(side)))
        if not answers or (suit == psm.PETITION and mine * 3 < theirs):
            return ["decline"]
        return min(answers, key=_answer_cost)
    if name == "ps_scare":
        return max(legal, key=lambda a: _sp_change(state, opp(side), a[1], -1, side))
    if name == "ps_support_loss":
        return max(legal, key=lambda a: _sp_change(state, side, a[1], -1, side))
    if name == "ps_surrender":
        return ["keep_power"] if side == COM else legal[0]
    return legal[0]


def _answer_cost(action: list) -> float:
    c = PS_CARDS[action[1]]
    if c["kind"] == "suited":
        return c["rank"] + (3 if c["suit"] == psm.RALLY else 0)
    if c["kind"] == "leader":
        return 10
    return 20


def _lead_score(state: State, side: str, card: int) -> float:
    c = PS_CARDS[card]
    theirs = len(_hand(state, opp(side)))
    if c["kind"] == "wild":
        eff = c["effect"]
        if eff == "opponent_discards":
            return 0.35 if theirs >= 2 else 0.05
        if eff == "draw":
            return 0.3 if ps_deck(state) else 0.0
        return 0.15
    if c["kind"] == "leader":
        free = [s for s in SUITS if s not in state["ps"]["blocked"]]
        p = max(p_no_answer(state, side, s) + SUIT_BONUS.get(s, 0) * 0.3 for s in free)
        return p - 0.15
    suit, rank = c["suit"], c["rank"]
    p = p_no_answer(state, side, suit)
    keep = 0.0 if suit == psm.RALLY else (rank - 1) / 6
    return p * (1 + SUIT_BONUS.get(suit, 0)) + (1 - p) * keep * 0.4 - 0.02 * rank


def ps_deck(state: State) -> int:
    return len(state["ps"]["deck"])


def _sp_change(state: State, owner: str, space: str, n: int, viewer: str) -> float:
    country = SPACES[space]["country"]
    cell = state["sp"][space]
    cell[owner] += n
    value = country_value(state, country, viewer, False)
    cell[owner] -= n
    return value


__all__ = ["choose", "p_no_answer"]
