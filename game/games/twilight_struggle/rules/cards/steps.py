"""Building blocks of the card events: "place N influence in these countries, at most `cap`
in each", "remove N of a seat's influence from these countries, at most `cap` from each", a
named change of influence, clearing a country, VP from an event, a discard from a hand, a war
roll, operations an event grants and a free coup (each logged one way for every card).

Implementation notes:
- Influence placed by an event costs 1 per marker whoever controls the country (TS-7.2: the
  control cost of TS-6.1.2 is for operations).
- The countries are listed when the event starts (its text names them or a rule picks them:
  "in Western Europe", "in countries with US influence"), so a placement cannot open new
  countries as it goes. A removal skips countries where the seat has nothing left.
- Both frames pop when the count is spent or no country is left (an event is carried out as
  far as it can be, TS-7.1); `may_stop` lets a text that says "up to" stop early.
- Operations an event grants are one activity (TS-6.0). `event_ops` offers the ordinary
  operations menu with the card's ops; `grant_ops` a choice of `kinds`, with a flat `ops`
  when the text gives a number ([DEFAULT] then no card modifiers: the ops are the event's, FAQ
  on Red Scare/Purge) and a way to decline when the text says "may". In a headline eligibility
  counts from where influence is now (TS-6.1.1 has no action round to start from).
"""

from __future__ import annotations

from typing import Any

from game.cdg.steps import PickTargets
from game.engine import rng
from game.engine.types import Decision, Prompt, State, log_entry

from .. import events, operations
from ..common import FRAMES, card_ref, gain_vp, opp, term, terms_total
from ..control import add_influence, controller
from ..data import ADJACENT, SUPERPOWER_SEAT

MAX_OPS = 4  # Containment and Brezhnev Doctrine: "+1, up to a maximum of 4"


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


def adjust(state: State, seat: int, country: str, n: int) -> None:
    """`seat` adds (n > 0) or removes (n < 0) influence in a named country, logged."""
    before = state["influence"][country][seat]
    add_influence(state, seat, country, n)
    delta = state["influence"][country][seat] - before
    if delta:
        state["log"].append(log_entry("ts.log.ev_influence", player=seat + 1,
                                      country={"t": f"ts.country.{country}"}, n=delta))


def clear(state: State, seat: int, target: int, country: str) -> None:
    """`seat`'s event removes all of `target`'s influence from `country`, logged."""
    if state["influence"][country][target]:
        state["influence"][country][target] = 0
        state["log"].append(log_entry("ts.ev.remove_all", player=seat + 1,
                                      target_player=target + 1,
                                      country={"t": f"ts.country.{country}"}))


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
    credited = min(operations.MILOPS_MAX, state["milops"][seat] + milops) - state["milops"][seat]
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
        prompt_of=_prompt("ts.prompt.ev_place"), decision=Decision("target", "event")))
    FRAMES.add(f"ev_remove{_tail}", PickTargets(
        targets=_remove_targets, take=_removed, verb="remove", tally="picked", may_stop=_stop,
        prompt_of=_prompt("ts.prompt.ev_remove"), decision=Decision("target", "event")))


# -- operations and coups an event grants -------------------------------------------------------

KINDS = ("influence", "realign", "coup")


def _headline_snapshot(state: State) -> None:
    if not state["round"]:  # a headline: eligibility is where the influence is now
        operations.snapshot(state)


def event_ops(state: State, seat: int, card: int) -> None:
    """`seat` conducts operations with `card`'s ops, the ordinary menu (TS-6.0)."""
    _headline_snapshot(state)
    operations.start(state, seat, card)


def grant_ops(state: State, seat: int, card: int, ops: int | None = None,
              kinds: tuple[str, ...] = KINDS, optional: bool = False) -> None:
    """`seat` conducts one of `kinds` with `ops` (None: `card`'s effective ops for the kind);
    `optional`: it may decline. A kind with no target is not offered; with none at all the
    ops are lost (logged)."""
    _headline_snapshot(state)
    left = ops if ops is not None else operations.effective_ops(state, seat, card, use="influence")
    frame = {"seat": seat, "area": None, "left": left,
             "eligible": operations.eligible(state, seat)}
    can = {"influence": lambda: operations.influence_targets(state, frame),
           "realign": lambda: operations.attack_targets(state, seat, None),
           "coup": lambda: operations.coup_targets(state, seat, None)}
    options = [["op", k] for k in kinds if can[k]()]
    if optional:
        options.append(["done"])
    prompt = "ts.ev.ops.optional" if optional else "ts.ev.ops.prompt"
    events.FLOW.choose(state, seat, options or [["op", "none"]], "ts.ev.ops", prompt,
                       card=card, ops=ops)


@events.FLOW.on_choice("ts.ev.ops")
def _granted(state: State, frame: dict[str, Any], action: list) -> None:
    seat = frame["seat"]
    if action == ["op", "none"]:
        state["log"].append(log_entry("ts.log.ops_lost", player=seat + 1))
    elif action[0] == "op":
        operations.begin(state, seat, frame["card"], action[1], ops=frame["ops"])


def free_coup(state: State, seat: int, card: int, country: str) -> None:
    """A free coup with `card`'s ops (TS-6.3.5: no military operations, DEFCON limits as the
    event says)."""
    operations.card_coup(state, seat, country, card, free=True)
