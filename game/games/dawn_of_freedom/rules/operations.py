"""D89-6.1 Support Point placement and D89-6.2 Support Checks, plus effective Ops (D89-7.3).

Implementation notes:
- D89-6.0: all of a card's Ops go to one use, chosen with ["use", "place" | "check"]; Ops not
  used are lost ([DEFAULT]), so ["done"] may end a placement early.
- D89-6.1.2: the eligible spaces are fixed when the Operation starts (friendly SPs and their
  neighbours) and stored in the frame; spaces entered later do not extend it.
- D89-6.1.3: an SP costs 2 Ops while the space is opponent-controlled at that moment, else 1;
  lasting events may change that (events.PLACEMENT_COSTS, e.g. Genscher).
- D89-6.2.2 / D89-AMB-25: two Support Checks per card, each voluntary (["done"] stops); once a
  check is rolled it is applied.
- D89-6.2.4: roll + effective Ops + 1 per adjacent space the checker controls - 1 per adjacent
  space the opponent controls + CHECK_MODIFIERS of lasting events, judged at the roll.
- D89-7.3 / D89-AMB-07: effective Ops are computed for the player who uses them; TS box 2 turns a
  printed 1 into 2 before other modifiers; the result is never below 1.
- D89-7.4: Operations granted by an event use the same frames (start with the event card, or no
  card and an explicit base value as for the box-6 free check).
- Events may restrict Operations to one country (frame key "country", e.g. Walesa: Poland).
- D89-7.3 / D89-11.1: a lasting event may offer a bonus for spending all Ops in one country
  (events.OPS_DECLARATIONS, Austria-Hungary Border Reopened: East Germany). For Support Checks
  it is a declaration asked after the use, before any roll, and a declared use is restricted
  to that country (D89-11.1). For placement no declaration: the bonus follows from where the
  SPs go. The place_sp frame holds the bonus Ops in "ops" and also in "bonus"/"bonus_country";
  they can be spent only while every SP so far went to that country, and the first SP
  elsewhere forfeits them (D89-7.3.1.X1). OPS_MODIFIERS receive the context
  {"use": ..., "declared": country or None}.
- place_sp (budget "ops", each SP costs its placement cost) and support_checks (budget "left")
  are the shared layer's PickTargets frame (game/cdg/steps.py); ev_checks reuses `check`
  and `checks_prompt`.
"""

from __future__ import annotations

from typing import Any

from game.cdg.steps import PickTargets
from game.engine import rng
from game.engine.frames import FrameType
from game.engine.types import Decision, Prompt, State, log_entry

from . import control, events
from .common import FRAMES, card_ref, holds_award, opp, seat_of
from .data import ADJ, CARDS, STABILITY


def effective_ops(state: State, card: int | None, user: str, base: int | None = None,
                  context: dict[str, Any] | None = None) -> int:
    """D89-7.3: printed (or granted) Ops, TS box 2, then every modifier in aggregate, min 1."""
    value = CARDS[card]["ops"] if base is None else base
    if card is not None and base is None and value == 1 and holds_award(state, user, 2):
        value = 2  # Students Rally / Dispersed: printed 1 only (D89-6.3.5, D89-EC-14)
    value += events.hook_sum(state, events.OPS_MODIFIERS, user, card, context or {})
    return max(1, value)


def start(state: State, side: str, card: int | None, base: int | None = None,
          country: str | None = None) -> None:
    """Conduct Operations with a card (or an event's Ops value, optionally restricted to one
    country by the event's text): ask which use first."""
    FRAMES.push(state, "operations", seat=seat_of(side), side=side, card=card, base=base,
                country=country)


def start_placement(state: State, side: str, ops: int, country: str | None = None,
                    bonus: int = 0, bonus_country: str | None = None) -> None:
    friendly = control.spaces_with_sp(state, side)
    eligible = set(friendly)
    for space in friendly:
        eligible.update(ADJ[space])
    eligible.difference_update(state.get("destroyed", ()))  # off the map, no lines (control)
    if country is not None:
        eligible = {s for s in eligible if control.country_of(s) == country}
    FRAMES.push(state, "place_sp", seat=seat_of(side), side=side, ops=ops,
                eligible=sorted(eligible), bonus=bonus, bonus_country=bonus_country)


def start_checks(state: State, side: str, ops: int, checks: int = 2,
                 country: str | None = None) -> None:
    FRAMES.push(state, "support_checks", seat=seat_of(side), side=side, ops=ops, left=checks,
                country=country)


def placement_cost(state: State, space: str, side: str) -> int:
    return _costed(state, space, side, events.placement_hooks(state))


def _costed(state: State, space: str, side: str, hooks: list[Any]) -> int:
    """D89-6.1.3 with the lasting events' `hooks` (events.placement_hooks) applied in order."""
    cost = 2 if control.controller(state, space) == opp(side) else 1
    for hook in hooks:
        cost = hook(state, side, space, cost)
    return cost


def spendable(frame: dict[str, Any], space: str) -> int:
    """The Ops a placement in `space` may use: the country bonus only inside its country."""
    bonus = frame.get("bonus", 0)
    if bonus and control.country_of(space) != frame["bonus_country"]:
        return frame["ops"] - bonus
    return frame["ops"]


def affordable(state: State, frame: dict[str, Any]) -> list[str]:
    if frame["ops"] - frame.get("bonus", 0) >= 2:  # every eligible space: skip the control checks
        return frame["eligible"]
    if frame["ops"] < 1:
        return []
    side, hooks = frame["side"], events.placement_hooks(state)
    if not hooks and not frame.get("bonus"):  # 1 Op: the spaces the opponent does not control
        return control.not_controlled_by(state, frame["eligible"], opp(side))
    return [s for s in frame["eligible"] if _costed(state, s, side, hooks) <= spendable(frame, s)]


def check_targets(state: State, side: str, country: str | None = None) -> list[str]:
    targets = control.opponent_spaces(state, side)  # destroyed spaces hold no SPs
    if country is not None:
        targets = [s for s in targets if control.country_of(s) == country]
    for ban in events.check_bans(state):  # pure tests: one pass each is the same as any()
        targets = [s for s in targets if not ban(state, side, s)]
    return targets


def has_check_target(state: State, side: str, country: str | None = None) -> bool:
    """`bool(check_targets(...))`, stopping at the first target (asked on every Ops card)."""
    other, bans = opp(side), events.check_bans(state)
    return any(v[other] > 0 and (country is None or control.country_of(s) == country)
               and not any(ban(state, side, s) for ban in bans)
               for s, v in state["sp"].items())


def support_check(state: State, side: str, target: str, ops: int) -> None:
    """D89-6.2.4-6.2.6: one Support Check against `target`."""
    neighbours = 0
    for n in control.adjacent(state, target):
        who = control.controller(state, n)
        neighbours += 1 if who == side else -1 if who == opp(side) else 0
    drm = events.hook_sum(state, events.CHECK_MODIFIERS, side, target)
    die = rng.roll(state)
    total = die + ops + neighbours + drm
    need = 2 * STABILITY[target]
    removed = added = 0
    if total > need:
        n = total - need
        removed = control.remove_sp(state, target, opp(side), n)
        if n - removed:
            added = n - removed
            control.add_sp(state, target, side, added)
    params = {"side": side, "space": target, "die": die, "ops": ops, "neighbours": neighbours,
              "drm": drm, "total": total, "need": need, "removed": removed, "added": added}
    state["log"].append(log_entry("dof.log.support_check", **params))
    record_check(state, params)
    events.run_hooks(state, events.CHECK_TRIGGERS, side, target)


def record_check(state: State, params: dict[str, Any]) -> None:
    """The latest Support Check as public data, `state["last_check"]` (STATE.md): its log
    entry (`key`, `params`: roll, modifiers, result) with the turn and the card-play count
    it belongs to, so the board shows it while it is news without reading the log."""
    state["last_check"] = {"key": "dof.log.support_check", "params": dict(params),
                           "turn": state.get("turn"),
                           "plays": dict(state.get("card_plays") or {"com": 0, "dem": 0})}


# The frames that spend a played card's Operations: while one is on the stack the card on the
# table is being used for its Ops (the view's `table_use`).
OPS_FRAMES = ("operations", "place_sp", "support_checks")


@FRAMES.define("operations")
class Operations(FrameType):
    decision = Decision("choice", "ops")  # place SPs or make Support Checks

    def legal(self, state, frame, seat):
        uses = [["use", "place"]]
        if has_check_target(state, frame["side"], frame.get("country")):
            uses.append(["use", "check"])
        return uses

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        side, country = frame["side"], frame.get("country")
        offers = [o for c in state["lasting"] if c in events.OPS_DECLARATIONS
                  for o in [events.OPS_DECLARATIONS[c](state, side, frame["card"], country)] if o]
        if offers and action[1] == "check":  # D89-11.1: declared before any roll
            FRAMES.push(state, "ops_declare", seat=frame["seat"], side=side, card=frame["card"],
                        base=frame["base"], use=action[1], country=country, offer=offers[0])
            return
        begin(state, side, frame["card"], frame["base"], action[1], country,
              offer=offers[0] if offers else None)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.operations", {"card": card_ref(frame["card"])})


def begin(state: State, side: str, card: int | None, base: int | None, use: str,
          country: str | None, declared: str | None = None, offer: str | None = None) -> None:
    """Start the chosen use with its effective Ops (a declaration restricts it to a country;
    a placement gets the bonus of an `offer` country while its SPs all go there)."""
    ops = effective_ops(state, card, side, base, {"use": use, "declared": declared})
    bonus = 0
    if use == "place" and offer:
        bonus = effective_ops(state, card, side, base, {"use": use, "declared": offer}) - ops
    if bonus:
        state["log"].append(log_entry("dof.log.operations_bonus", side=side, ops=ops,
                                      bonus=bonus, country=offer))
    else:
        state["log"].append(log_entry("dof.log.operations", side=side, ops=ops, use=use))
    if use == "place":
        start_placement(state, side, ops + bonus, declared or country, bonus, offer)
    else:
        start_checks(state, side, ops, country=declared or country)


@FRAMES.define("ops_declare")
class OpsDeclare(FrameType):
    """D89-11.1: declare that all of this card's Ops go to one country (for an event's bonus)."""

    decision = Decision("confirm", "declare")

    def legal(self, state, frame, seat):
        return [["declare", frame["offer"]], ["done"]]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        declared = frame["offer"] if action[0] == "declare" else None
        begin(state, frame["side"], frame["card"], frame["base"], frame["use"], frame["country"],
              declared)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.ops_declare", {"country": frame["offer"]})


def _place_sp(state: State, frame: dict[str, Any], space: str) -> None:
    side = frame["side"]
    cost = placement_cost(state, space, side)  # the board is unchanged: the cost just paid
    control.add_sp(state, space, side)
    state["log"].append(log_entry("dof.log.place_sp", side=side, space=space, cost=cost))
    if frame.get("bonus") and control.country_of(space) != frame["bonus_country"]:
        frame["ops"] -= frame["bonus"]  # D89-7.3.1: not all Ops in that country any more
        state["log"].append(log_entry("dof.log.ops_bonus_lost", bonus=frame["bonus"],
                                      country=frame["bonus_country"]))
        frame["bonus"] = 0


def _place_sp_prompt(state: State, frame: dict[str, Any]) -> Prompt:
    if frame.get("bonus"):
        return Prompt("dof.prompt.place_sp_bonus", {
            "ops": frame["ops"], "bonus": frame["bonus"], "country": frame["bonus_country"]})
    return Prompt("dof.prompt.place_sp", {"ops": frame["ops"]})


FRAMES.add("place_sp", PickTargets(
    targets=affordable, take=_place_sp, budget="ops", may_stop=True,
    cost=lambda state, frame, space: placement_cost(state, space, frame["side"]),
    prompt_of=_place_sp_prompt, decision=Decision("target", "place", data={"ops": True})))


def checks_prompt(state: State, frame: dict[str, Any]) -> Prompt:
    return Prompt("dof.prompt.support_checks", {"ops": frame["ops"], "left": frame["left"]})


def check(state: State, frame: dict[str, Any], target: str) -> None:
    """One Support Check of a checks frame, with the frame's Ops."""
    support_check(state, frame["side"], target, frame["ops"])


FRAMES.add("support_checks", PickTargets(
    targets=lambda state, frame: check_targets(state, frame["side"], frame.get("country")),
    take=check, may_stop=True, prompt_of=checks_prompt, decision=Decision("target", "ops")))
