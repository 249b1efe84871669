"""Reusable building blocks for the card events (issue #6): placements and removals with
per-space caps, event Support Checks with a bonus, choices, continuations and small helpers.

Implementation notes:
- The placement, removal and check frames are the shared layer's PickTargets
  (game/cdg/steps.py) with this game's targets and effects.
- Frames are LIFO: an event that does A then B pushes B first, then A. A step that depends on
  what happened before (e.g. Civic Forum's "if he then controls...") is a continuation: an
  automatic `ev_then` frame pushed underneath, which calls a registered function when it
  surfaces (the shared layer's cdg.flow.EventFlow, with `ev_choose` for choices).
  Continuations are looked up by name, so the state stays plain JSON.
- Placement/removal is mandatory while a legal space remains (D89-7.1: the text is carried
  out); it stops early, without a choice, when no legal space is left (remove what exists,
  as D89-AMB-24 rules for the TS box-4 award).
- An uncapped direct placement reuses the core's place_direct frame (events.place_direct), an
  uncapped "remove N opponent SPs anywhere" the core's remove_sp frame (TS box 4), and plain
  event Support Checks restricted at most to one country the core's support_checks frame.
  Only checks with a bonus or a target list use `ev_checks`; every check goes through
  operations.support_check and operations.check_targets (so bans of lasting events apply).
- A check "adding +N on top of this card's Ops" passes ops + N to operations.support_check;
  the sum is the same (D89-6.2.4).
- Frames are public (RULES.view shows them to both seats): a choice among cards of a hidden
  hand stores no options and lists them when asked (OPTIONS, e.g. Deutsche Marks).
- Event memory (which side played Prudence / Stand Fast, the country of Foreign Currency Debt
  Burden) lives in state["ev"] = {str(card): value}, created on first use.
"""

from __future__ import annotations

from typing import Any

from game.cdg.flow import EventFlow
from game.cdg.steps import PickTargets
from game.engine import rng
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, Prompt, State, log_entry

from .. import control, events, operations
from ..common import FRAMES, card_ref, gain_vp, opp, seat_of
from ..data import COUNTRIES, SPACES, STABILITY

# -- small helpers ------------------------------------------------------------------------------


def spaces(country: str | None = None, socio: str | tuple[str, ...] | None = None,
           region: str | None = None) -> list[str]:
    """Space ids by country / socio type(s) / region (map order)."""
    kinds = (socio,) if isinstance(socio, str) else socio
    return [s for s, v in SPACES.items()
            if (country is None or v["country"] == country)
            and (kinds is None or v["socio"] in kinds)
            and (region is None or COUNTRIES[v["country"]]["region"] == region)]


def live(state: State, ids: list[str]) -> list[str]:
    return [s for s in ids if control.on_map(state, s)]


def card_ops(state: State, card: int, side: str, use: str = "check") -> int:
    """"This card's (modified) Ops value" for `side` (D89-7.3.3)."""
    return operations.effective_ops(state, card, side, context={"use": use})


def vp(state: State, side: str, n: int) -> None:
    gain_vp(state, side, n)


def memory(state: State) -> dict[str, Any]:
    return state.setdefault("ev", {})


def needed_to_control(state: State, space: str, side: str) -> int:
    """SPs `side` must add to `space` to control it (0 if it already does)."""
    sp = state["sp"][space]
    return max(0, STABILITY[space] - (sp[side] - sp[opp(side)]))


def add_to_control(state: State, space: str, side: str) -> int:
    n = needed_to_control(state, space, side)
    if n:
        control.add_sp(state, space, side, n)
        state["log"].append(log_entry("dof.log.ev_add", side=side, space=space, n=n))
    return n


def add(state: State, space: str, side: str, n: int) -> None:
    if n > 0 and control.on_map(state, space):
        control.add_sp(state, space, side, n)
        state["log"].append(log_entry("dof.log.ev_add", side=side, space=space, n=n))


def remove_all(state: State, space: str, side: str) -> int:
    n = control.remove_sp(state, space, side, state["sp"][space][side])
    if n:
        state["log"].append(log_entry("dof.log.ev_remove", side=side, space=space, n=n))
    return n


def power_countries(state: State, side: str) -> list[str]:
    return [c for c in COUNTRIES if state["power"][c] == side]


def random_discard(state: State, victim: str) -> int | None:
    """A card picked at random from `victim`'s hand (it stays in the hand)."""
    hand = state["hands"][victim]
    if not hand:
        return None
    mark_barrier(state)
    return rng.choice(state, sorted(hand))


# -- continuations and choices (the shared layer's EventFlow) -------------------------------------

FLOW = EventFlow(FRAMES, "ev_then", "ev_choose",
                 prompt_params=lambda frame: {"card": card_ref(frame["card"])})
CONTINUATIONS, CHOICES, OPTIONS = FLOW.continuations, FLOW.choices, FLOW.options
continuation, on_choice, private_options = FLOW.continuation, FLOW.on_choice, FLOW.private_options
then = FLOW.then


def choose(state: State, side: str, card: int, options: list[Action] | None, key: str,
           prompt: str, **args: Any) -> None:
    """Ask `side` to pick one of `options`; CHOICES[key](state, frame, action) handles it.
    options=None: OPTIONS[key](state, frame) lists them when asked (cards of a hidden hand stay
    out of the frame, which every seat sees)."""
    FLOW.choose(state, seat_of(side), options, key, prompt, side=side, card=card, **args)


# -- placement ----------------------------------------------------------------------------------


def place(state: State, side: str, card: int, n: int, targets: list[str],
          cap: int | None = None) -> None:
    """`side` adds n SPs one at a time in `targets`, at most `cap` per space (direct placement,
    not an Operation: D89-7.4)."""
    targets = live(state, targets)
    if n <= 0 or not targets:
        return
    if cap is None:
        events.place_direct(state, side, n, targets)
        return
    FRAMES.push(state, "ev_place", seat=seat_of(side), side=side, card=card, left=n,
                spaces=sorted(targets), cap=cap, placed={})


def _place(state: State, frame: dict[str, Any], space: str) -> None:
    control.add_sp(state, space, frame["side"])
    state["log"].append(log_entry("dof.log.place_direct", side=frame["side"], space=space))


FRAMES.add("ev_place", PickTargets(
    targets=lambda state, frame: live(state, frame["spaces"]), take=_place, tally="placed",
    prompt_of=lambda state, frame: Prompt("dof.prompt.ev_place", {
        "card": card_ref(frame["card"]), "left": frame["left"], "cap": frame["cap"]}),
    decision=Decision("target", "place")))


# -- removal ------------------------------------------------------------------------------------


def remove(state: State, chooser: str, victim: str, card: int, n: int,
           targets: list[str] | None = None, cap: int | None = None) -> None:
    """`chooser` removes n SPs of `victim`, one at a time, from `targets` (None = anywhere), at
    most `cap` per space; fewer if fewer exist."""
    if n <= 0:
        return
    if targets is None and cap is None and chooser != victim:
        if control.opponent_spaces(state, chooser):
            FRAMES.push(state, "remove_sp", seat=seat_of(chooser), side=chooser, left=n)
        return
    frame = {"name": "ev_remove", "seat": seat_of(chooser), "side": chooser, "victim": victim,
             "card": card, "left": n, "spaces": None if targets is None else sorted(targets),
             "cap": cap, "taken": {}}
    if REMOVE.choices(state, frame):
        state["stack"].append(frame)


def _victim_spaces(state: State, frame: dict[str, Any]) -> list[str]:
    pool = frame["spaces"] if frame["spaces"] is not None else state["sp"]
    return [s for s in pool if state["sp"][s][frame["victim"]] > 0]


def _remove(state: State, frame: dict[str, Any], space: str) -> None:
    control.remove_sp(state, space, frame["victim"])
    state["log"].append(log_entry("dof.log.ev_remove", side=frame["victim"], space=space, n=1))


REMOVE = FRAMES.add("ev_remove", PickTargets(
    targets=_victim_spaces, take=_remove, tally="taken",
    prompt_of=lambda state, frame: Prompt("dof.prompt.ev_remove", {
        "card": card_ref(frame["card"]), "left": frame["left"], "victim": frame["victim"]})))


# -- support checks -----------------------------------------------------------------------------


def checks(state: State, side: str, card: int | None, ops: int, n: int,
           country: str | None = None, targets: list[str] | None = None, bonus: int = 0) -> None:
    """`side` may make n Support Checks with `ops` (+ `bonus`), in `country` and/or only
    against `targets`; each is voluntary (D89-AMB-25)."""
    if n <= 0:
        return
    if targets is None and bonus == 0:
        operations.start_checks(state, side, ops, checks=n, country=country)
        return
    FRAMES.push(state, "ev_checks", seat=seat_of(side), side=side, card=card, ops=ops + bonus,
                left=n, country=country, targets=None if targets is None else sorted(targets))


def _check_options(state: State, frame: dict[str, Any]) -> list[str]:
    found = operations.check_targets(state, frame["side"], frame.get("country"))
    if frame["targets"] is not None:
        found = [s for s in found if s in frame["targets"]]
    return found


FRAMES.add("ev_checks", PickTargets(targets=_check_options, take=operations.check,
                                    may_stop=True, prompt_of=operations.checks_prompt))
