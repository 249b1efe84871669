"""TS-6 Operations: influence placement, realignment rolls and coups, with the ops modifiers
(TS-7.4) and the China Card's Asia bonus (TS-9.6).

Implementation notes:
- TS-6.0: a card's ops go to exactly one activity, chosen first: ["op", kind] with kind
  "influence", "realign" or "coup" (the space race is a card-play mode of its own, space.py).
  A region-conditional bonus (the China Card's +1 when every op is spent in Asia, TS-9.6;
  later Vietnam Revolts) is declared up front: ["op", kind, "asia"] holds every target of the
  operation to Asia (Southeast Asia included, spec §7.4) and counts the bonus (R-49).
- Effective ops (TS-7.4): printed ops (China Card 4) + declared area bonus + the player's
  lasting ops modifiers (events.OPS_MODIFIERS, TS-7.4.1), then the bonuses with a ceiling
  (events.OPS_CAPPED_BONUS: Containment's and Brezhnev Doctrine's "+1, max 4" count the sum so
  far, spec §7.4: 4 + 1 - 1 under Red Scare/Purge is 4); the minimum is 1. `card_ops` is that
  value for a card in hand, what "a card of at least N Ops" means (TS-5.3, TS-7.4.2, R-21).
- TS-6.1.1 / O-10 / R-2: placement eligibility is the snapshot state["ar_influence"] taken at
  the start of the action round (before any event of that round), plus the neighbours of
  those countries and the countries touching the player's own superpower (TS-6.1.4).
- TS-6.1.2: a marker into an opponent-controlled country costs 2, worked out marker by marker
  (R-1). TS-6.0 [INTERPRETATION]: every op must be spent while a target remains; ops left that
  no target can take (1 op, only opponent-controlled countries) are lost.
- TS-6.2: realignment targets need opponent influence (R-7: the recommended refusal), obey the
  DEFCON limits; modifiers are recomputed before each roll (R-9): +1 per adjacent controlled
  country, +1 for more influence, +1 for an adjacent own superpower (counted once, R-6). The
  higher total removes the difference from the other side (the defender can win, R-8).
  Card modifiers to realignment and coup rolls are the hook tables events.REALIGN_MODIFIERS
  and events.COUP_MODIFIERS.
- TS-6.3: one coup, into a country with opponent influence, not in a DEFCON-barred region. Its
  MilOps are credited (TS-6.3.3) and a battleground coup lowers DEFCON (TS-8.1.4) before the
  die is rolled, in a step of its own: the engine's between-steps check ends the game at DEFCON
  1 first, so the roll is never made (R-13). Success needs roll + ops > 2 × stability (R-11);
  the excess removes opponent influence, then adds the coup player's.
"""

from __future__ import annotations

from typing import Any

from game.cdg.steps import PickTargets
from game.engine import rng
from game.engine.frames import AutoFrame, FrameType, pop_frame
from game.engine.types import Decision, Prompt, State, log_entry

from . import civil_war, control, events
from .common import FRAMES, opp, term, terms_total
from .data import (
    ADJACENT,
    AREA_COUNTRIES,
    BATTLEGROUNDS,
    CARDS,
    CHINA,
    COUNTRY_IDS,
    REGION_OF,
    SCORING_CARDS,
    STABILITY,
    SUPERPOWER_SEAT,
    TRACKS,
)
from .defcon import change_defcon

KINDS = ("influence", "realign", "coup")
ASIA_AREAS = ("asia", "southeast_asia")
MILOPS_MAX = TRACKS["milops_max"]


def printed_ops(card: int) -> int:
    return CARDS[card]["ops"]


def ops_terms(state: State, seat: int, card: int, area: str | None = None,
              use: str = "ops") -> list[dict[str, Any]]:
    """TS-7.4: the terms of the ops `seat` gets from `card` for `use` (with `area` declared,
    TS-9.6): the printed value, the China Card's Asia bonus, each lasting card's modifier
    (TS-7.4.1) and what the minimum of 1 adds (common.term; a coup's result lists them)."""
    terms = [term("ts.mod.ops", printed_ops(card))]
    if card == CHINA and area in ASIA_AREAS:  # Southeast Asia is in Asia (TS-2.1.2)
        terms.append(term("ts.mod.china_asia", TRACKS["china_card"]["asia_bonus"]))
    context = {"use": use, "area": area, "card": card}
    terms += [term("ts.mod.card", n, c) for c, n in
              events.REGISTRY.hook_terms(state, events.OPS_MODIFIERS, seat, context)]
    for c in state["lasting"]:  # spec §7.4: the modifiers add up before a card's cap
        if c in events.OPS_CAPPED_BONUS:
            bonus, ceiling = events.OPS_CAPPED_BONUS[c](state, seat, context)
            n = min(bonus, ceiling - terms_total(terms))
            if n > 0:
                terms.append(term("ts.mod.card", n, c))
    short = 1 - terms_total(terms)
    if short > 0:
        terms.append(term("ts.mod.ops_minimum", short))
    return terms


def effective_ops(state: State, seat: int, card: int, area: str | None = None,
                  use: str = "ops") -> int:
    """TS-7.4: the ops `seat` gets from `card` for `use` (with `area` declared, TS-9.6)."""
    return terms_total(ops_terms(state, seat, card, area, use))


def card_ops(state: State, seat: int, card: int) -> int:
    """TS-7.4.2 / R-21: the Ops `card` is worth to `seat` now, with `seat`'s modifiers (no
    declared area); a scoring card has none. What "a card of at least N Ops" counts."""
    return 0 if card in SCORING_CARDS else effective_ops(state, seat, card)


def snapshot(state: State) -> None:
    """TS-6.1.1: where each seat has influence at the start of an action round."""
    inf = state["influence"].items()
    state["ar_influence"] = [[c for c, v in inf if v[0]], [c for c, v in inf if v[1]]]


def eligible(state: State, seat: int) -> list[str]:
    """TS-6.1.1 / TS-6.1.4: countries that may take `seat`'s influence from operations."""
    found = set(state["ar_influence"][seat])
    for c in state["ar_influence"][seat]:
        found |= ADJACENT[c]
    found |= _HOME[seat]
    return sorted(c for c in found
                  if not events.any_hook(state, events.PLACEMENT_FORBIDDEN, seat, c))


# The countries touching each seat's superpower (TS-6.1.4).
_HOME = [frozenset(c for c in COUNTRY_IDS if SUPERPOWER_SEAT[c] == s) for s in (0, 1)]


_AREA_SETS = {a: frozenset(cs) for a, cs in AREA_COUNTRIES.items()}


def _in_area(country: str, area: str | None) -> bool:
    return area is None or country in _AREA_SETS[area]


def placement_cost(state: State, seat: int, country: str) -> int:
    return 2 if control.controller(state, country) == opp(seat) else 1  # TS-6.1.2


def influence_targets(state: State, frame: dict[str, Any]) -> list[str]:
    """Eligible countries one more marker can go to with the ops left (hot: written out)."""
    seat, left, area = frame["seat"], frame["left"], frame["area"]
    extra = [civil_war.SPACE] if civil_war.open_to(state, seat, area) else []
    if left >= 2:  # any marker is affordable
        if area is None:
            return frame["eligible"] + extra
        return [c for c in frame["eligible"] if c in _AREA_SETS[area]] + extra
    inf, other = state["influence"], opp(seat)
    out = extra
    for c in frame["eligible"]:
        mine, theirs = inf[c][seat], inf[c][other]
        need = STABILITY[c]
        if _in_area(c, area) and not (theirs >= need and theirs - mine >= need):
            out.append(c)
    return out


def attack_targets(state: State, seat: int, area: str | None) -> list[str]:
    """TS-6.2.1 / TS-6.3.1: opponent influence there, DEFCON permitting (TS-8.1.5), no card
    forbidding it (events.ATTACK_BANS: NATO, US/Japan Mutual Defense Pact)."""
    other, inf = opp(seat), state["influence"]
    blocked = control.banned_regions(state)
    found = [c for c in (COUNTRY_IDS if area is None else AREA_COUNTRIES[area])
             if inf[c][other] and REGION_OF[c] not in blocked]
    bans = [events.ATTACK_BANS[c] for c in state["lasting"] if c in events.ATTACK_BANS]
    return [c for c in found if not any(ban(state, seat, c) for ban in bans)] if bans else found


def coup_targets(state: State, seat: int, area: str | None) -> list[str]:
    """attack_targets less the countries a lasting event forbids `seat` to coup in."""
    return [c for c in attack_targets(state, seat, area)
            if not events.any_hook(state, events.COUP_FORBIDDEN, seat, c)]


def areas(state: State, seat: int, card: int) -> list[str | None]:
    """The scopes a player may declare: any, Asia for the China Card (TS-9.6), and those the
    lasting events in play offer (events.OPS_AREAS, e.g. Southeast Asia for Vietnam Revolts)."""
    found: list[str | None] = [None, "asia"] if card == CHINA else [None]
    for lasting in state["lasting"]:
        if lasting in events.OPS_AREAS:
            found += [a for a in events.OPS_AREAS[lasting](state, seat, card) if a not in found]
    return found


def start(state: State, seat: int, card: int) -> None:
    """Ask which activity the card's ops go to (TS-6.0)."""
    FRAMES.push(state, "ops", seat=seat, card=card)


@FRAMES.define("ops")
class ChooseOps(FrameType):
    decision = Decision("choice", "ops")  # a card's Ops being spent: which operation, where

    def legal(self, state, frame, seat):
        out = []
        for area in areas(state, seat, frame["card"]):
            tail = [] if area is None else [area]
            ops = effective_ops(state, seat, frame["card"], area, "influence")
            # With 2 ops any eligible country takes a marker, and the own superpower's
            # neighbours are always eligible (TS-6.1.4), so only 1 op needs a look; unless the
            # ops are held to an area (China Card: Asia) or a country is closed (Chernobyl).
            free = ops >= 2 and area is None and not any(
                c in events.PLACEMENT_FORBIDDEN for c in state["lasting"])
            if free or influence_targets(state, {"seat": seat, "area": area, "left": ops,
                                                 "eligible": eligible(state, seat)}):
                out.append(["op", "influence", *tail])
            if attack_targets(state, seat, area):
                out.append(["op", "realign", *tail])
            if coup_targets(state, seat, area):
                out.append(["op", "coup", *tail])
        return out or [["op", "none"]]  # TS-6.0: ops no activity can use are lost

    def apply(self, state, frame, seat, action):
        pop_frame(state, frame)
        kind, area = action[1], (action[2] if len(action) > 2 else None)
        if kind == "none":
            state["log"].append(log_entry("ts.log.ops_lost", player=seat + 1))
            return
        begin(state, seat, frame["card"], kind, area)

    def prompt(self, state, frame, seat):
        return Prompt("ts.prompt.ops", {"ops": printed_ops(frame["card"])})


def begin(state: State, seat: int, card: int, kind: str, area: str | None = None,
          ops: int | None = None) -> None:
    """`seat` spends `card`'s ops (or the flat `ops` an event gives) on one activity (also "as
    if played for operations" by an event, TS-7.4.3)."""
    terms = ops_terms(state, seat, card, area, kind) if ops is None else [term("ts.mod.ops", ops)]
    ops = terms_total(terms)
    state["log"].append(log_entry("ts.log.ops", player=seat + 1, kind={"t": f"ts.op.{kind}"},
                                  ops=ops))
    args = {"seat": seat, "card": card, "area": area, "ops": ops, "left": ops}
    if kind == "influence":
        FRAMES.push(state, "place_influence", eligible=eligible(state, seat), **args)
    elif kind == "coup":  # the coup's result names the terms of its ops value
        FRAMES.push(state, kind, terms=terms, **args)
    else:
        FRAMES.push(state, kind, **args)


def _place(state: State, frame: dict[str, Any], country: str) -> None:
    if country == civil_war.SPACE:  # TS-12.2
        civil_war.place(state)
        return
    control.add_influence(state, frame["seat"], country, 1)
    state["log"].append(log_entry("ts.log.place", player=frame["seat"] + 1,
                                  country={"t": f"ts.country.{country}"}))


def _ops_prompt(key: str):
    return lambda state, frame: Prompt(key, {"ops": frame["ops"], "left": frame["left"]})


FRAMES.add("place_influence", PickTargets(
    targets=influence_targets, take=_place, verb="place",
    cost=lambda state, frame, c: 1 if c == civil_war.SPACE else placement_cost(
        state, frame["seat"], c),
    prompt_of=_ops_prompt("ts.prompt.place_influence"), decision=Decision("target", "ops")))


def realign_terms(state: State, seat: int, country: str) -> list[dict[str, Any]]:
    """TS-6.2.2 modifiers for `seat` in `country` (R-6: the superpower once), each named."""
    terms = []
    adjacent = sum(1 for n in ADJACENT[country] if control.controller(state, n) == seat)
    if adjacent:
        terms.append(term("ts.mod.adjacent", adjacent))
    inf = state["influence"][country]
    if inf[seat] > inf[opp(seat)]:
        terms.append(term("ts.mod.more_influence", 1))
    if SUPERPOWER_SEAT[country] == seat:
        terms.append(term("ts.mod.superpower", 1))
    return terms + [term("ts.mod.card", n, c) for c, n in events.REGISTRY.hook_terms(
        state, events.REALIGN_MODIFIERS, seat, country)]


def realign_modifier(state: State, seat: int, country: str) -> int:
    return terms_total(realign_terms(state, seat, country))


def realign(state: State, seat: int, country: str, card: int | None = None) -> None:
    """One realignment roll (TS-6.2.2): both roll, the higher total removes the difference.
    Recorded in state["last_roll"] (STATE.md)."""
    other = opp(seat)
    rolls = []
    for side in (seat, other):
        terms = realign_terms(state, side, country)
        die = rng.roll(state)
        rolls.append({"seat": side, "die": die, "modifiers": terms,
                      "total": die + terms_total(terms)})
    mine, theirs = rolls[0]["total"], rolls[1]["total"]
    loser = other if mine > theirs else seat if theirs > mine else None
    before = state["influence"][country][loser] if loser is not None else 0
    if loser is not None:
        control.add_influence(state, loser, country, -abs(mine - theirs))
    removed = before - (state["influence"][country][loser] if loser is not None else 0)
    state["last_roll"] = {"kind": "realign", "seat": seat, "country": country, "card": card,
                          "rolls": rolls, "result": {"loser": loser, "removed": removed}}
    state["log"].append(log_entry("ts.log.realign", player=seat + 1,
                                  country={"t": f"ts.country.{country}"}, roll=mine,
                                  other_roll=theirs))


FRAMES.add("realign", PickTargets(
    targets=lambda state, frame: attack_targets(state, frame["seat"], frame["area"]),
    take=lambda state, frame, c: realign(state, frame["seat"], c, frame["card"]),
    verb="realign", prompt_of=_ops_prompt("ts.prompt.realign"),
    decision=Decision("target", "ops")))


def coup(state: State, seat: int, country: str, ops: int, free: bool = False,
         card: int | None = None, terms: list[dict[str, Any]] | None = None) -> None:
    """TS-6.3.2: MilOps (not for a free coup, TS-8.2.5) and DEFCON (battleground, TS-8.1.4)
    now; the die in the next step, after the DEFCON check (R-13). `terms`: the ops value's
    terms (ops_terms) when a card's ops make the coup. The coup opens its state["last_roll"]
    record (STATE.md; the die None until rolled: DEFCON 1 may end the game first) and the
    roll completes it."""
    milops = 0 if free else min(MILOPS_MAX, state["milops"][seat] + ops) - state["milops"][seat]
    state["milops"][seat] += milops
    state["log"].append(log_entry("ts.log.coup", player=seat + 1,
                                  country={"t": f"ts.country.{country}"}, ops=ops))
    defcon = state["defcon"]
    if country in BATTLEGROUNDS and not events.any_hook(state, events.COUP_KEEPS_DEFCON, seat,
                                                         country, free):
        change_defcon(state, -1)
    modifiers = (terms or [term("ts.mod.ops", ops)]) + [
        term("ts.mod.stability", -2 * STABILITY[country])] + [  # beat 2 x stability
        term("ts.mod.card", n, c) for c, n in events.REGISTRY.hook_terms(
            state, events.COUP_MODIFIERS, seat, country)]
    state["last_roll"] = {
        "kind": "coup", "seat": seat, "country": country, "card": card,
        "rolls": [{"seat": seat, "die": None, "modifiers": modifiers, "total": None}],
        "result": {"success": None, "removed": 0, "added": 0, "milops": milops, "free": free,
                   "defcon": [defcon, state["defcon"]]}}
    FRAMES.push(state, "coup_roll", seat=seat, country=country, ops=ops)
    events.REGISTRY.run_hooks(state, events.COUP_MADE, seat, country)


def card_coup(state: State, seat: int, country: str, card: int, free: bool) -> None:
    """A coup an event makes with `card`'s ops (TS-7.4.3; free: TS-6.3.5)."""
    terms = ops_terms(state, seat, card, use="coup")
    coup(state, seat, country, terms_total(terms), free=free, card=card, terms=terms)


@FRAMES.define("coup_roll")
class CoupRoll(AutoFrame):
    def auto(self, state, frame):
        pop_frame(state, frame)
        seat, country = frame["seat"], frame["country"]
        record = state["last_roll"]  # opened by coup() just before
        roll = record["rolls"][0]
        die = roll["die"] = rng.roll(state)
        excess = roll["total"] = die + terms_total(roll["modifiers"])
        record["result"]["success"] = excess > 0
        if excess > 0:
            theirs = state["influence"][country][opp(seat)]
            removed = min(excess, theirs)
            control.add_influence(state, opp(seat), country, -removed)
            control.add_influence(state, seat, country, excess - removed)
            record["result"].update(removed=removed, added=excess - removed)
        state["log"].append(log_entry("ts.log.coup_roll", player=seat + 1, roll=die,
                                      country={"t": f"ts.country.{country}"},
                                      result={"t": "ts.coup.success" if excess > 0
                                              else "ts.coup.failure"}))
        return True


FRAMES.add("coup", PickTargets(
    targets=lambda state, frame: coup_targets(state, frame["seat"], frame["area"]),
    take=lambda state, frame, c: coup(state, frame["seat"], c, frame["ops"], card=frame["card"],
                                      terms=frame.get("terms")), verb="coup",
    cost=lambda state, frame, c: frame["left"],
    prompt_of=_ops_prompt("ts.prompt.coup"), decision=Decision("target", "ops")))
