"""Building blocks of the card events: "place N influence in these countries, at most `cap`
in each", "remove N of a seat's influence from these countries, at most `cap` from each", VP
from an event, a discard from a hand and a war roll (each logged one way for every card).

Implementation notes:
- Influence placed by an event costs 1 per marker whoever controls the country (TS-7.2: the
  control cost of TS-6.1.2 is for operations).
- The countries are listed when the event starts (its text names them or a rule picks them:
  "in Western Europe", "in countries with US influence"), so a placement cannot open new
  countries as it goes. A removal skips countries where the seat has nothing left.
- Both frames pop when the count is spent or no country is left (an event is carried out as
  far as it can be, TS-7.1); `may_stop` lets a text that says "up to" stop early.
"""

from __future__ import annotations

from typing import Any

from game.engine import rng
from game.engine.types import Prompt, State, log_entry
from game.rules.cdg.steps import PickTargets

from ..board import add_influence, controller
from ..common import FRAMES, card_ref, gain_vp, opp, term, terms_total
from ..data import ADJACENT, SUPERPOWER_SEAT, TRACKS

MILOPS_MAX = TRACKS["milops_max"]


def place(state: State, seat: int, card: int, countries: list[str], n: int,
          cap: int | None = None, may_stop: bool = False) -> None:
    """`seat` places `n` influence, one at a time, in `countries` (at most `cap` each);
    nothing to ask when no country is listed."""
    if n <= 0 or not countries:
        return
    FRAMES.push(state, "ev_place_stop" if may_stop else "ev_place", seat=seat, card=card,
                left=n, cap=cap, countries=list(countries), picked={})


def remove(state: State, seat: int, card: int, target: int, countries: list[str], n: int,
           cap: int | None = None, may_stop: bool = False) -> None:
    """`seat` removes `n` of `target`'s influence, one at a time, from `countries` (at most
    `cap` from each); nothing to ask when none of them holds any (a frame with no legal
    action would stop the game)."""
    if n <= 0 or not any(state["influence"][c][target] > 0 for c in countries):
        return
    FRAMES.push(state, "ev_remove_stop" if may_stop else "ev_remove", seat=seat, card=card,
                target=target, left=n, cap=cap, countries=list(countries), picked={})


def vp(state: State, seat: int, n: int) -> None:
    """`seat` gains `n` VP from an event, logged with the track after it."""
    gain_vp(state, seat, n)
    state["log"].append(log_entry("ts.log.ev_vp", player=seat + 1, n=n, vp=state["vp"]))


def discard_from_hand(state: State, seat: int, card: int) -> None:
    """`seat` discards `card` from its hand; its event does not happen (TS-5.3)."""
    state["hands"][seat].remove(card)
    state["discard"].append(card)
    state["log"].append(log_entry("ts.log.ev_discard", player=seat + 1, card=card_ref(card)))


def war(state: State, seat: int, card: int, target: str, self_too: bool = False,
        extra: list[dict[str, Any]] | None = None, superpower: bool = False, needs: int = 4,
        gain: int = 2, milops: int = 2) -> bool:
    """A war card (TS-7.6): a die, less 1 per country next to `target` the defender controls
    (and `target` itself with `self_too`, the defender's superpower next door with
    `superpower`: Brush War), plus the `extra` terms (common.term); `needs` or more wins
    `gain` VP and the defender's influence there becomes the attacker's. `milops` military
    operations either way (TS-8.2.4). Recorded in state["last_roll"] (STATE.md)."""
    enemy = opp(seat)
    terms = []
    minus = sum(1 for n in ADJACENT[target] if controller(state, n) == enemy)
    if minus:
        terms.append(term("ts.mod.war_adjacent", -minus))
    if self_too and controller(state, target) == enemy:
        terms.append(term("ts.mod.war_target", -1))
    if superpower and SUPERPOWER_SEAT[target] == enemy:
        terms.append(term("ts.mod.war_superpower", -1))
    terms += extra or []
    credited = min(MILOPS_MAX, state["milops"][seat] + milops) - state["milops"][seat]
    state["milops"][seat] += credited
    roll = rng.roll(state)
    total = roll + terms_total(terms)
    won = total >= needs
    taken = state["influence"][target][enemy] if won else 0
    state["last_roll"] = {
        "kind": "war", "seat": seat, "country": target, "card": card,
        "rolls": [{"seat": seat, "die": roll, "modifiers": terms, "total": total}],
        "result": {"success": won, "needs": needs, "vp": gain if won else 0,
                   "milops": credited, "taken": taken}}
    state["log"].append(log_entry("ts.ev.war", player=seat + 1, card=card_ref(card), roll=roll,
                                  modifier=total - roll,
                                  country={"t": f"ts.country.{target}"},
                                  result={"t": "ts.ev.war.won" if won else "ts.ev.war.lost"}))
    if won:
        inf = state["influence"][target]
        inf[seat] += inf[enemy]
        inf[enemy] = 0
        vp(state, seat, gain)
    return won


def _place_targets(state: State, frame: dict[str, Any]) -> list[str]:
    return frame["countries"]


def _remove_targets(state: State, frame: dict[str, Any]) -> list[str]:
    inf, target = state["influence"], frame["target"]
    return [c for c in frame["countries"] if inf[c][target] > 0]


def _placed(state: State, frame: dict[str, Any], country: str) -> None:
    add_influence(state, frame["seat"], country, 1)
    state["log"].append(log_entry("ts.log.place", player=frame["seat"] + 1,
                                  country={"t": f"ts.country.{country}"}))


def _removed(state: State, frame: dict[str, Any], country: str) -> None:
    add_influence(state, frame["target"], country, -1)
    state["log"].append(log_entry("ts.log.ev_remove", player=frame["seat"] + 1,
                                  target_player=frame["target"] + 1,
                                  country={"t": f"ts.country.{country}"}))


def _prompt(key: str):
    return lambda state, frame: Prompt(key, {"card": card_ref(frame["card"]),
                                             "left": frame["left"]})


for _stop in (False, True):
    _tail = "_stop" if _stop else ""
    FRAMES.add(f"ev_place{_tail}", PickTargets(
        targets=_place_targets, take=_placed, verb="place", tally="picked", may_stop=_stop,
        prompt_of=_prompt("ts.prompt.ev_place")))
    FRAMES.add(f"ev_remove{_tail}", PickTargets(
        targets=_remove_targets, take=_removed, verb="remove", tally="picked", may_stop=_stop,
        prompt_of=_prompt("ts.prompt.ev_remove")))
