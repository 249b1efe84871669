"""Power Struggles (D89-8) for 1989: Dawn of Freedom.

`begin(state, country, initiator)` deals and then runs the struggle as a chain of frames on the
one registry `FRAMES`. Exactly one of our frames is on the stack at a time; every decision
handler pops its own frame, updates `state["ps"]` and pushes the automatic `ps_step` frame,
which the engine runs (Frames.settle): it takes one step of the current phase (dice, forced
outcomes) and pushes the next decision or the next `ps_step`. `begin` settles only its own
frames (a floor), so the caller's automatic frames wait for the struggle. At the end the
scoring card is placed, the country is scored (D89-8.5/9), `state["ps"]` is removed, the
automatic-victory check runs (D89-8.0.N; the game's between_steps check stays silent while
`state["ps"]` exists) and the AFTER_STRUGGLE_HOOKS are called.

Sub-state `state["ps"]` (plain JSON):
  country, initiator ("com"/"dem"), source ("scoring" | "event" | "nye"), card (scoring card
  number, or None for the New Year's Eve struggle), phase ("raise" | "lead" | "answer" |
  "aftermath" | "loss" | "vp" | "surrender" | "score"), deck (undealt PS card ids, hidden),
  hands {side: [ids]} (private), discard [ids] (public: raises, played and discarded cards),
  raised {side: None | bool}, attacker (side), blocked [suits] (Tactic Fails), attack
  (None | {"card", "suit", "side"}: the unanswered lead), revealed {side: [ids] of that side's
  hand the opponent has seen}, winner, won_with (suit or None), mod, loss_left.

Implementation notes (every interpretation taken)
* D89-8.1.1 / D89-ED-19: every struggle shuffles all 52 cards; n(c) = 0 or 6 + 2(c-1) from the
  spaces the player controls in the country now.
* D89-8.1.2 deal-time events, applied before anyone looks, in card-number order: Roundtable Talks
  (DEM takes 2 random COM cards), Peasant Parties Revolt (DEM takes 1 if he controls a Farmer
  space there), National Salvation Front (COM takes 2 random DEM cards, Balkans only). A taker
  gets as many as the victim holds, up to the number (the Rally the Troops module skips the
  transfer when the victim holds too few; no seed text settles it). Each of these events is
  spent by the first struggle it applies to (Peasant Parties Revolt even if its Farmer condition
  fails; NSF waits for a Balkan struggle): it leaves `state["lasting"]` for the discard pile
  (Roundtable Talks) or out of the game (the asterisked ones), per reference/strategy_cards.json.
* Yakovlev Counsels Gorbachev: +1 to both aftermath rolls when DEM wins (D89-8.4.1); per the
  reference data it waits for the next struggle only, so it is spent (removed) when one ends.
* Securitate (Romania only): DEM's dealt hand (after transfers) is shown to COM; those cards stay
  visible to COM in `view` and fixed in COM's `determinize` while DEM holds them. Army Backs
  Revolution cancels Securitate by taking it off `state["lasting"]` (events module).
* D89-7.6.2 / D89-AMB-10: a waiting Crowd Turns Against Ceausescu resolves after the deal and its
  adjustments, before Raise the Stakes. That is the events module's code: it registers a function
  in AFTER_DEAL_HOOKS; frames a hook pushes run first and the struggle resumes beneath them
  (then the initiator's raise frame is waiting, with only ["pass"] if he has fewer than 3 cards).
* D89-8.2 (D89-ED-21/22, D89-AMB-13, D89-AMB-27): initiator decides first; raising needs 3 cards
  and discards them face up, chosen one by one; a player with fewer than 3 cards is not asked.
* D89-8.3.2: the attacker must lead when he can (no pass, D89-8.3.3); no playable lead -> the
  defender wins with no suit (S1.N, 8.3.1.N, D89-EC-30/32). An attacker holding cards is asked
  all the same, ["cannot_lead"] being all he has (issue #33); an empty hand is not asked (its
  count is public). The defender is always asked
  (issue #33: whether he is asked must not tell the leader his hand); without a legal answer
  ["decline"] is all he has (D89-8.3.4.X1, D89-ENG-04), and either way the attacker then wins
  with the attacked suit, logged as "declined". Rally in the Square (the suited card) takes
  the initiative without a roll; a leader named Rally keeps rank 3 and rolls (D89-AMB-09) but
  still counts as a Rally win in the aftermath (D89-ED-25).
* Wild cards (texts D89-NS-06, summarised in data/power_struggle_cards.json): Support Falters =
  the opponent discards 2 cards at random (face up); Support Surges = draw 2 from the undealt PS
  cards (fewer if short); Scare Tactics = remove 1 opponent SP from a space in the contested
  country (none there: no effect); Tactic Fails only as an answer, blocking the attacked suit.
* D89-8.4.2: the loser picks his SPs one at a time; he is not asked when there is no choice (the
  loss takes all his SPs there, or they are all in one space). D89-8.4.4: DEM takes Power on an
  unclamped modified VP roll of 4+. D89-8.4.5: COM is asked to surrender whenever he still holds
  Power after the VP roll (also after winning). D89-8.4.6 / D89-AMB-08 / AMB-28 / AMB-32:
  retention k = `state["retentions"][country]` + 1 (then stored), COM gains power_value x k on
  top of any aftermath VP; event-triggered struggles count like played Scoring cards.
* Scoring card (D89-8.4.4-8.4.7): taken out of `discard`/`removed` if an event already put it
  there, then discarded (COM keeps Power) or removed (DEM takes it, or already held Power there:
  the card never stays in no pile). The New Year's Eve struggle
  (source "nye", D89-10.3) has no played Scoring card and moves none.
* Every SP removal goes through `control.remove_sp` (Tyrant is Gone capture, D89-AMB-21).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.cdg.hidden import redeal
from game.engine import rng
from game.engine.data import deep_copy
from game.engine.frames import AutoFrame, Frame, Frames, FrameType
from game.engine.rules import mark_barrier
from game.engine.types import Action, Decision, IllegalAction, Prompt, State, log_entry
from game.resources import resource_path

from . import control, country_scoring, data, victory
from .common import COM, DEM, FRAMES, gain_vp, opp, seat_of, side_of


def _load(name: str) -> Any:
    path = resource_path("game", "games", "dawn_of_freedom", "rules", "data", name)
    return json.loads(path.read_text("utf-8"))


_DECK = _load("power_struggle_cards.json")
TABLES: dict[str, Any] = _load("power_struggle_tables.json")
SUITS: tuple[str, ...] = tuple(_DECK["suits"])
PS_CARDS: dict[int, dict[str, Any]] = {c["id"]: c for c in _DECK["cards"]}
RALLY, PETITION = "rally_in_the_square", "petition"
TACTIC_FAILS = next(c for c, d in PS_CARDS.items() if d.get("effect") == "tactic_fails")

# Strategy cards whose lasting events act inside a struggle (reference/strategy_cards.json).
ROUNDTABLE_TALKS = 17
YAKOVLEV_COUNSELS_GORBACHEV = 62
SECURITATE = 70
PEASANT_PARTIES_REVOLT = 72
NATIONAL_SALVATION_FRONT = 102
BALKANS = ("romania", "bulgaria")  # D89-2.1.2


@dataclass(frozen=True)
class DealTransfer:
    """A D89-8.1.2 event: `taker` takes `count` random cards from the other hand."""

    card: int
    taker: str
    count: int
    spent_to: str  # "discard" or "removed" once the event has been used
    countries: tuple[str, ...] | None = None  # None = any struggle
    taker_controls: str | None = None  # socio type the taker must control there


DEAL_TRANSFERS = (
    DealTransfer(ROUNDTABLE_TALKS, DEM, 2, "discard"),
    DealTransfer(PEASANT_PARTIES_REVOLT, DEM, 1, "removed", taker_controls="farmer"),
    DealTransfer(NATIONAL_SALVATION_FRONT, COM, 2, "removed", countries=BALKANS),
)

# Other modules plug in here (module-level, so the state stays plain JSON):
# AFTER_DEAL_HOOKS(state) run after the deal adjustments, before Raise the Stakes (CTAC);
# AFTER_STRUGGLE_HOOKS(state, summary) run after the victory check (the caller's continuation,
# a waiting Tyrant is Gone). `begin` may finish before it returns when nobody has a choice.
AFTER_DEAL_HOOKS: list[Callable[[State], None]] = []
AFTER_STRUGGLE_HOOKS: list[Callable[[State, dict[str, Any]], None]] = []


# --------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------
def begin(state: State, country_id: str, initiator_side: str, source: str = "scoring") -> None:
    """Start a Power Struggle in `country_id` (D89-8.0).

    `initiator_side` played the Scoring card, set the struggle off by an event (D89-AMB-31) or is
    DEM in the New Year's Eve struggle (source "nye", D89-10.3, D89-AMB-27).
    """
    if state.get("ps"):
        raise RuntimeError("a Power Struggle is already under way")
    if source not in ("scoring", "event", "nye"):
        raise ValueError(f"unknown Power Struggle source {source!r}")
    card = None if source == "nye" else data.COUNTRIES[country_id]["scoring_card"]
    state["ps"] = {
        "country": country_id, "initiator": initiator_side, "source": source, "card": card,
        "phase": "raise", "deck": [], "hands": {COM: [], DEM: []}, "discard": [],
        "raised": {COM: None, DEM: None}, "attacker": initiator_side, "blocked": [],
        "attack": None, "revealed": {COM: [], DEM: []}, "winner": None, "won_with": None,
        "mod": 0, "loss_left": 0,
    }
    state.setdefault("log", []).append(
        log_entry("dof.ps.begin", country=country_id, initiator=initiator_side, source=source))
    _deal(state)
    base = len(state.setdefault("stack", []))
    for hook in AFTER_DEAL_HOOKS:
        hook(state)
    if len(state["stack"]) > base:
        # The hook's frames run first; our first decision waits beneath them.
        state["stack"].insert(base, {"name": "ps_raise", "seat": seat_of(initiator_side)})
    else:
        Frames.push(state, "ps_step")
        FRAMES.settle(state, floor=base)


def view(state: State, side: str | None) -> dict[str, Any]:
    """Public facts of the struggle under way, plus `side`'s own hand (D89-ENG-03)."""
    ps = state.get("ps")
    if not ps:
        return {}
    out = deep_copy({k: ps[k] for k in ("country", "initiator", "source", "card", "phase",
                                        "attacker", "blocked", "attack", "discard", "winner",
                                        "won_with")})
    out["defender"] = opp(ps["attacker"])
    out["raised"] = dict(ps["raised"])
    out["deck"] = len(ps["deck"])
    out["result"] = deep_copy(ps.get("result", {}))  # the outcome so far (public)
    out["hand_counts"] = {s: len(h) for s, h in ps["hands"].items()}
    if side is not None:
        other = opp(side)
        out["hand"] = list(ps["hands"][side])
        out["opponent_known"] = [c for c in ps["revealed"][other] if c in ps["hands"][other]]
    return out


# The log keys that tell a struggle's story, as the history names them (`history`): the raise
# discards make one "raised" entry (or "raising" while half done); ROUND_STARTS open a round.
HISTORY_KEYS = ("dealt", "transfer", "securitate", "no_raise", "raised", "lead", "lead_leader",
                "wild", "discarded", "drew", "drew_cards", "no_effect", "sp_removed",
                "tactic_fails", "match", "initiative_rally", "initiative", "won",
                "support_loss_roll", "sp_lost", "vp_roll")
ROUND_STARTS = ("lead", "lead_leader", "wild")


def history(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The latest struggle's story (D89-8), from its start up to its end if it has ended, as
    public view data (`view["ps_history"]`, STATE.md): one entry per line the struggle table
    shows, oldest first, `{"what", "params"}` plus `"round"` on an entry that opens a round.
    `log` is the log the viewer may read (entries private to the other seat are not in it)."""
    start = next((i for i in range(len(log) - 1, -1, -1) if log[i].get("key") == "dof.ps.begin"),
                 None)
    if start is None:
        return []
    out: list[dict[str, Any]] = []
    rounds = 0
    raising: dict[str, list[int]] = {}
    for entry in log[start + 1:]:
        key, params = entry.get("key", ""), entry.get("params", {})
        if key == "dof.ps.end":
            break
        what = key.removeprefix("dof.ps.")
        if not key.startswith("dof.ps.") or what not in (*HISTORY_KEYS, "raise_discard"):
            continue
        if what == "raise_discard":
            raising.setdefault(params["side"], []).append(params["card"])
            continue
        if what == "raised":
            params = {"side": params["side"], "cards": raising.pop(params["side"], [])}
        item = {"what": what, "params": deep_copy(params)}
        if what in ROUND_STARTS:
            rounds += 1
            item["round"] = rounds
        out.append(item)
    out += [{"what": "raising", "params": {"side": side, "cards": cards}}
            for side, cards in raising.items()]  # a raise half done
    return out


def determinize(state: State, side: str, rand: random.Random) -> None:
    """Reshuffle, IN PLACE, what `side` cannot see: the opponent's PS hand (except cards shown
    to `side`, Securitate) together with the undealt PS cards. Counts are kept."""
    ps = state.get("ps")
    if not ps:
        return
    other = opp(side)
    known = [c for c in ps["revealed"][other] if c in ps["hands"][other]]
    hidden = [c for c in ps["hands"][other] if c not in known]
    redeal([hidden, ps["deck"]], rand)
    ps["hands"][other] = known + hidden


# Saves of rules_version 2 and older: their defender without an answer was not asked, the
# attacker won at once ("no_answer"), nor their attacker holding cards but no lead; these rules
# ask them, Decline and "cannot lead" being all they have (issue #33).
ASKED_SINCE = 3


def replay_fill(state: State, version: int) -> list[tuple[int, Action]]:
    """The Decline or "cannot lead" an older save never recorded: the only move there."""
    stack = state.get("stack") or []
    if version >= ASKED_SINCE or not stack or state.get("over"):
        return []
    attacker = state["ps"]["attacker"] if stack[-1]["name"] in ("ps_lead", "ps_answer") \
        else None
    if stack[-1]["name"] == "ps_lead" and not lead_actions(state, attacker):
        return [(seat_of(attacker), ["cannot_lead"])]
    if stack[-1]["name"] == "ps_answer" and not answer_actions(state, opp(attacker)):
        return [(seat_of(opp(attacker)), ["decline"])]
    return []


def upgrade_position(state: State, version: int) -> State:
    """An older save's "no_answer" outcome reads "declined", as its replay has it now."""
    if version < ASKED_SINCE:
        for result in ((state.get("ps") or {}).get("result"), state.get("ps_result")):
            won = (result or {}).get("won") or {}
            if won.get("why") == "no_answer":
                won["why"] = "declined"
    return state


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------
def _log(state: State, key: str, seat: int | None = None, **params: Any) -> None:
    state["log"].append(log_entry(key, seat=seat, **params))


def deal_count(controlled: int) -> int:
    """D89-8.1.1: 6 for the first controlled space, 2 for each further one, 0 for none."""
    deal = TABLES["deal"]
    if controlled <= 0:
        return 0
    return deal["first_space"] + deal["per_extra_space"] * (controlled - 1)


def _controls_socio(state: State, side: str, socio: str) -> bool:
    country = state["ps"]["country"]
    return any(data.SPACES[s]["socio"] == socio
               for s in control.controlled_spaces(state, side, country))


def _take_random(state: State, hand: list[int], count: int) -> list[int]:
    return [hand.pop(rng.randbelow(state, len(hand))) for _ in range(min(count, len(hand)))]


def _spend_lasting(state: State, card: int, to: str) -> None:
    lasting = state.get("lasting", [])
    if card in lasting:
        lasting.remove(card)
        state[to].append(card)
        _log(state, "dof.ps.event_spent", card=card, to=to)


def _deal(state: State) -> None:
    ps = state["ps"]
    country = ps["country"]
    deck = sorted(PS_CARDS)
    rng.shuffle(state, deck)
    for side in (COM, DEM):
        n = deal_count(len(control.controlled_spaces(state, side, country)))
        ps["hands"][side], deck = deck[:n], deck[n:]
        _log(state, "dof.ps.dealt", side=side, count=n)
    ps["deck"] = deck
    lasting = state.get("lasting", [])
    for t in DEAL_TRANSFERS:  # D89-8.1.2, before anyone looks
        if t.card not in lasting or (t.countries and country not in t.countries):
            continue
        if t.taker_controls is None or _controls_socio(state, t.taker, t.taker_controls):
            taken = _take_random(state, ps["hands"][opp(t.taker)], t.count)
            ps["hands"][t.taker].extend(taken)
            _log(state, "dof.ps.transfer", card=t.card, taker=t.taker, count=len(taken))
        _spend_lasting(state, t.card, t.spent_to)
    if SECURITATE in lasting and country == "romania":
        ps["revealed"][DEM] = list(ps["hands"][DEM])
        _log(state, "dof.ps.securitate", seat=seat_of(COM), cards=list(ps["hands"][DEM]))
    for side in (COM, DEM):
        _log(state, "dof.ps.hand", seat=seat_of(side), cards=sorted(ps["hands"][side]))
    mark_barrier(state)


def _usable(state: State, side: str, card: int) -> bool:
    """D89-2.3.2: a leader counts only if its owner controls a space of its type there."""
    c = PS_CARDS[card]
    return c["kind"] != "leader" or _controls_socio(state, side, c["leader"])


def lead_actions(state: State, side: str) -> list[Action]:
    """D89-8.3.2 S1: unblocked suited cards, usable leaders (while a suit is free to name) and
    wild cards other than Tactic Fails."""
    ps = state["ps"]
    free = [s for s in SUITS if s not in ps["blocked"]]
    out = []
    for card in ps["hands"][side]:
        c = PS_CARDS[card]
        if ((c["kind"] == "suited" and c["suit"] in free)
                or (c["kind"] == "leader" and free and _usable(state, side, card))
                or (c["kind"] == "wild" and card != TACTIC_FAILS)):
            out.append(["ps_card", card])
    return out


def answer_actions(state: State, side: str) -> list[Action]:
    """D89-8.3.2 S2: a card of the attacked suit, a usable leader, or Tactic Fails."""
    ps = state["ps"]
    suit = ps["attack"]["suit"]
    out = []
    for card in ps["hands"][side]:
        c = PS_CARDS[card]
        if ((c["kind"] == "suited" and c["suit"] == suit)
                or (c["kind"] == "leader" and _usable(state, side, card))
                or card == TACTIC_FAILS):
            out.append(["ps_card", card])
    return out


def _play(state: State, side: str, card: int) -> None:
    """A card leaves the hand face up (D89-ED-23: PS discards are public)."""
    ps = state["ps"]
    ps["hands"][side].remove(card)
    ps["discard"].append(card)


def _sp_spaces(state: State, side: str) -> list[str]:
    country = state["ps"]["country"]
    return [s for s in data.COUNTRIES[country]["spaces"] if state["sp"][s][side] > 0]


def _set_winner(state: State, winner: str, suit: str | None, why: str) -> None:
    ps = state["ps"]
    ps["winner"], ps["won_with"], ps["attack"] = winner, suit, None
    ps["phase"] = "aftermath"
    _log(state, "dof.ps.won", side=winner, suit=suit or "none", why=why)
    _note(state, "won", {"side": winner, "suit": suit, "why": why})


def _note(state: State, field: str, value: Any) -> None:
    """Keep one fact of the struggle's outcome as data, `ps["result"][field]` (STATE.md):
    the view shows it while the struggle runs, `_record_result` keeps it after."""
    state["ps"].setdefault("result", {})[field] = deep_copy(value)


def _sp_lost(state: State, side: str, space: str) -> None:
    """D89-8.4.2: one SP of the loser's removed (logged and kept in the result)."""
    _log(state, "dof.ps.sp_lost", side=side, space=space)
    state["ps"].setdefault("result", {}).setdefault("lost", []).append(space)


def _record_result(state: State, scoring: dict[str, Any]) -> None:
    """The finished struggle as public data, `state["ps_result"]` (STATE.md): the board's
    result panel reads it instead of the log. `n` counts the struggles so far; `plays` is
    the card-play count then (`state["card_plays"]`), so a reader knows what came after."""
    ps = state["ps"]
    state["ps_result"] = {
        "n": (state.get("ps_result") or {}).get("n", 0) + 1,
        "country": ps["country"], "source": ps["source"], "initiator": ps["initiator"],
        "card": ps["card"], "raised": [s for s in (ps["initiator"], opp(ps["initiator"]))
                                       if ps["raised"].get(s)],
        **deep_copy(ps.get("result", {})),
        "scoring": deep_copy(scoring), "vp": state["vp"], "turn": state.get("turn"),
        "plays": dict(state.get("card_plays") or {COM: 0, DEM: 0}),
    }


def _push(state: State, name: str, side: str, **args: Any) -> None:
    Frames.push(state, name, seat=seat_of(side), **args)


# --------------------------------------------------------------------------------------------
# The steps between decisions: one automatic frame, run by the engine
# --------------------------------------------------------------------------------------------
def _step(state: State) -> None:
    """One step of the current phase: push the next decision, or move on (then `ps_step`
    again), or finish the struggle."""
    ps = state["ps"]
    phase = ps["phase"]
    if phase == "raise":  # D89-8.2.1: initiator first
        order = (ps["initiator"], opp(ps["initiator"]))
        side = next((s for s in order if ps["raised"][s] is None), None)
        if side is None:
            ps["phase"] = "lead"
        elif len(ps["hands"][side]) < TABLES["raise"]["cards"]:
            ps["raised"][side] = False  # D89-8.2.2: impossible, so not a choice
        else:
            return _push(state, "ps_raise", side)
    elif phase == "lead":
        attacker = ps["attacker"]
        # D89-8.3.2 S1.N, D89-8.3.1.N. A player holding cards is asked even without a lead,
        # "cannot lead" being all he has: were he passed over, the opponent's move just made
        # (a raise, Scare Tactics' space) could be taken back knowing his hand (issue #33).
        # An empty hand is public: nobody is asked.
        if not ps["hands"][attacker]:
            _set_winner(state, opp(attacker), None, "no_lead")
        else:
            return _push(state, "ps_lead", attacker)
    elif phase == "answer":
        # D89-8.3.4.X1 / D89-ENG-04: the defender is always asked, Decline being all he may
        # answer without a card that can: asking only when he holds one would tell the leader
        # what is in his hand (issue #33).
        return _push(state, "ps_answer", opp(ps["attacker"]))
    elif phase == "aftermath":
        _roll_support_loss(state)
    elif phase == "loss":
        if not _auto_support_loss(state):
            return _push(state, "ps_support_loss", opp(ps["winner"]))
    elif phase == "vp":
        _roll_vp(state)
    elif phase == "surrender":
        return _push(state, "ps_surrender", COM)
    elif phase == "score":
        return _finish(state)
    else:
        raise RuntimeError(f"unknown Power Struggle phase {phase!r}")
    Frames.push(state, "ps_step")


@FRAMES.define("ps_step")
class Step(AutoFrame):
    def auto(self, state: State, frame: Frame) -> bool:
        Frames.pop(state, "ps_step")
        _step(state)
        return True


def aftermath_modifiers(state: State) -> list[dict[str, Any]]:
    """D89-8.4.1 part by part (`kind` suit / raise / yakovlev, its `value`): for the view."""
    ps, mods = state["ps"], TABLES["modifiers"]
    parts: list[dict[str, Any]] = []
    if mods["won_with"].get(ps["won_with"], 0):
        parts.append({"kind": "suit", "suit": ps["won_with"],
                      "value": mods["won_with"][ps["won_with"]]})
    parts += [{"kind": "raise", "side": side, "value": TABLES["raise"]["modifier"]}
              for side in (ps["initiator"], opp(ps["initiator"])) if ps["raised"].get(side)]
    if ps["winner"] == DEM and YAKOVLEV_COUNSELS_GORBACHEV in state.get("lasting", []):
        parts.append({"kind": "yakovlev", "value": mods["yakovlev_dem_won"]})
    return parts


def aftermath_modifier(state: State) -> int:
    """D89-8.4.1: applies to both rolls."""
    return sum(part["value"] for part in aftermath_modifiers(state))


def result(column: str, modified_roll: int) -> int:
    """The PS Results Table (D89-NS-03) for a modified roll, clamped to the printed range."""
    res = TABLES["results"]
    return res[column][min(max(modified_roll, res["min_roll"]), res["max_roll"]) - res["min_roll"]]


def _roll_support_loss(state: State) -> None:
    ps = state["ps"]
    ps["mod"] = aftermath_modifier(state)
    loser = opp(ps["winner"])
    die = rng.roll(state, 6)
    ps["loss_left"] = result("support_loss", die + ps["mod"])
    roll = {"side": loser, "die": die, "mod": ps["mod"], "total": die + ps["mod"],
            "loss": ps["loss_left"]}
    _log(state, "dof.ps.support_loss_roll", **roll)
    _note(state, "modifiers", aftermath_modifiers(state))
    _note(state, "loss_roll", roll)
    ps["phase"] = "loss"


def _auto_support_loss(state: State) -> bool:
    """Remove SPs where the loser has no choice; True when the loss is done (D89-8.4.2)."""
    ps = state["ps"]
    loser = opp(ps["winner"])
    spaces = _sp_spaces(state, loser)
    total = sum(state["sp"][s][loser] for s in spaces)
    if ps["loss_left"] > 0 and spaces and (ps["loss_left"] >= total or len(spaces) == 1):
        for _ in range(min(ps["loss_left"], total)):  # the excess is ignored
            space = _sp_spaces(state, loser)[0]
            control.remove_sp(state, space, loser)
            _sp_lost(state, loser, space)
        ps["loss_left"] = 0
    if ps["loss_left"] > 0 and spaces:
        return False
    ps["loss_left"] = 0
    ps["phase"] = "vp"
    return True


def _roll_vp(state: State) -> None:
    ps = state["ps"]
    winner, country = ps["winner"], ps["country"]
    die = rng.roll(state, 6)
    total = die + ps["mod"]
    gain = result("vp", total)
    roll = {"side": winner, "die": die, "mod": ps["mod"], "total": total, "vp_gain": gain}
    gain_vp(state, winner, gain, "dof.ps.vp_roll", track="vp", **roll)
    roll["vp"] = state["vp"]
    _note(state, "vp_roll", roll)
    if state["power"][country] != COM:  # D89-8.4.7: the Democrat already holds Power here
        _place_scoring_card(state, "removed")  # the card leaves the Strategy deck for good
        ps["phase"] = "score"
    elif winner == DEM and total >= TABLES["dem_takes_power_at"]:  # D89-8.4.4
        _dem_takes_power(state, "toppled")
    else:
        ps["phase"] = "surrender"  # D89-8.4.5: COM may give Power up


def _place_scoring_card(state: State, to: str) -> None:
    card = state["ps"]["card"]
    if card is None:
        return
    for pile in ("discard", "removed"):
        if card in state[pile]:
            state[pile].remove(card)
    state[to].append(card)


def _dem_takes_power(state: State, how: str) -> None:
    """D89-8.4.4 / 8.4.5 / 8.4.7: DEM marker; the Scoring card leaves the game."""
    ps = state["ps"]
    state["power"][ps["country"]] = DEM
    _place_scoring_card(state, "removed")
    _log(state, "dof.ps.dem_takes_power", country=ps["country"], how=how)
    _note(state, "power", {"how": how})
    ps["phase"] = "score"


def _com_retains(state: State) -> None:
    """D89-8.4.6 (D89-AMB-08): COM scores power value x retentions, card to the discard."""
    ps = state["ps"]
    country = ps["country"]
    k = state["retentions"].get(country, 0) + 1
    state["retentions"][country] = k
    gain = data.COUNTRIES[country]["power_value"] * k
    _place_scoring_card(state, "discard")
    gain_vp(state, COM, gain, "dof.ps.com_retains", track="vp", country=country, times=k,
            vp_gain=gain)
    _note(state, "power", {"how": "retained", "times": k, "vp_gain": gain, "vp": state["vp"]})
    ps["phase"] = "score"


def _finish(state: State) -> None:
    ps = state["ps"]
    scoring = country_scoring.score_country(state, ps["country"])  # D89-8.5
    summary = {"country": ps["country"], "initiator": ps["initiator"], "source": ps["source"],
               "winner": ps["winner"], "won_with": ps["won_with"],
               "power": state["power"][ps["country"]], "scoring": scoring}
    _record_result(state, scoring)
    _spend_lasting(state, YAKOVLEV_COUNSELS_GORBACHEV, "removed")
    state["stack"] = [f for f in state["stack"] if f["name"] not in PS_FRAMES]
    del state["ps"]
    _log(state, "dof.ps.end", country=summary["country"], winner=summary["winner"])
    victory.check_automatic(state)  # D89-8.0.N: only now
    for hook in AFTER_STRUGGLE_HOOKS:
        hook(state, summary)


# --------------------------------------------------------------------------------------------
# Frames
# --------------------------------------------------------------------------------------------
class _PSFrame(FrameType):
    """Checks legality, pops the frame, lets `act` update the struggle, then drives on."""

    prompt_key = ""
    # What the decision is (engine.types.Decision): the struggle table's own choices have the
    # topic "struggle" and a `step`; Scare Tactics and the support loss are picks on the map.
    kind, topic, step, hides = "choice", "struggle", "", ()
    shown: tuple[str, ...] = ()  # public frame fields the decision's data carries

    def decide(self, state: State, frame: Frame, seat: int | None) -> Decision:
        data = {"step": self.step, "seat": frame["seat"], **{k: frame[k] for k in self.shown}}
        return Decision(self.kind, self.topic, self.hides, data)

    def legal(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return self.options(state, frame, side_of(seat))

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: State, frame: Frame, seat: int, action: Action) -> None:
        action = list(action)
        if seat != frame["seat"] or action not in self.legal(state, frame, seat):
            raise IllegalAction(f"{action!r} is not a legal Power Struggle move now.")
        Frames.pop(state, frame["name"])
        if self.act(state, frame, side_of(seat), action) is not False:
            Frames.push(state, "ps_step")

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        """Update the struggle; return False to stop without driving on (a frame pushed)."""
        raise NotImplementedError

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        ps = state["ps"]
        params = {"country": ps["country"], **self.prompt_params(state, frame)}
        return Prompt(self.prompt_key, params)

    def prompt_params(self, state: State, frame: Frame) -> dict[str, Any]:
        return {}


@FRAMES.define("ps_raise")
class RaiseFrame(_PSFrame):
    """D89-8.2: ["raise"] (then pick 3 cards) or ["pass"]."""

    prompt_key = "dof.ps.prompt.raise"
    step = "raise"

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        can = len(state["ps"]["hands"][side]) >= TABLES["raise"]["cards"]
        return ([["raise"]] if can else []) + [["pass"]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        raised = action == ["raise"]
        state["ps"]["raised"][side] = raised
        if not raised:
            _log(state, "dof.ps.no_raise", side=side)
            return None
        _push(state, "ps_raise_discard", side, left=TABLES["raise"]["cards"])
        return False


@FRAMES.define("ps_raise_discard")
class RaiseDiscardFrame(_PSFrame):
    """D89-8.2.2: discard the raise cards one at a time, face up (D89-ED-22)."""

    prompt_key = "dof.ps.prompt.raise_discard"
    kind, step, hides, shown = "card", "discard", ("hand",), ("left",)

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return [["ps_card", c] for c in state["ps"]["hands"][side]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        _play(state, side, action[1])
        _log(state, "dof.ps.raise_discard", side=side, card=action[1])
        if frame["left"] > 1:
            _push(state, "ps_raise_discard", side, left=frame["left"] - 1)
            return False
        _log(state, "dof.ps.raised", side=side)
        return None

    def prompt_params(self, state: State, frame: Frame) -> dict[str, Any]:
        return {"left": frame["left"]}


@FRAMES.define("ps_lead")
class LeadFrame(_PSFrame):
    """D89-8.3.2 S1: the attacker plays a card (mandatory, D89-8.3.3)."""

    prompt_key = "dof.ps.prompt.lead"
    kind, step, hides = "card", "lead", ("hand",)

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return lead_actions(state, side) or [["cannot_lead"]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        if action == ["cannot_lead"]:  # D89-8.3.2 S1.N: the defender wins with no suit
            _set_winner(state, opp(side), None, "no_lead")
            return None
        ps, card = state["ps"], action[1]
        c = PS_CARDS[card]
        if c["kind"] == "leader":  # the suit is named next; the card stays in hand until then
            _push(state, "ps_suit", side, card=card)
            return False
        _play(state, side, card)
        if c["kind"] == "suited":
            ps["attack"] = {"card": card, "suit": c["suit"], "side": side}
            ps["phase"] = "answer"
            _log(state, "dof.ps.lead", side=side, card=card, suit=c["suit"], rank=c["rank"])
            return None
        # A wild card: its effect, then the defender becomes the attacker (no answer).
        _log(state, "dof.ps.wild", side=side, card=card, wild=c["wild"])
        ps["attacker"] = opp(side)
        return _WILD_EFFECTS[c["effect"]](state, side, c)


    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        # Shown to the attacker only: without a lead he is told "cannot lead" is all he has.
        prompt = super().prompt(state, frame, seat)
        if lead_actions(state, side_of(seat)):
            return prompt
        return Prompt("dof.ps.prompt.lead_none", prompt.params)


@FRAMES.define("ps_suit")
class SuitFrame(_PSFrame):
    """D89-8.3.2 S1: name an unblocked suit for a leader (rank stays 3)."""

    prompt_key = "dof.ps.prompt.suit"
    step, shown = "suit", ("card",)

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return [["suit", s] for s in SUITS if s not in state["ps"]["blocked"]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        ps, card = state["ps"], frame["card"]
        _play(state, side, card)
        ps["attack"] = {"card": card, "suit": action[1], "side": side}
        ps["phase"] = "answer"
        _log(state, "dof.ps.lead_leader", side=side, card=card, leader=PS_CARDS[card]["leader"],
             suit=action[1])
        return None


@FRAMES.define("ps_answer")
class AnswerFrame(_PSFrame):
    """D89-8.3.2 S2 and S3: match, Tactic Fails, or ["decline"]."""

    prompt_key = "dof.ps.prompt.answer"
    kind, step, hides = "card", "answer", ("hand",)

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return answer_actions(state, side) + [["decline"]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        ps = state["ps"]
        attack = ps["attack"]
        if action == ["decline"]:  # D89-8.3.2 S2.N, D89-8.3.4.X1
            # One reason whether or not he could answer: the log is public (issue #33).
            _set_winner(state, ps["attacker"], attack["suit"], "declined")
            return None
        card = action[1]
        _play(state, side, card)
        ps["attack"], ps["phase"] = None, "lead"
        if card == TACTIC_FAILS:  # suit blocked for both; same attacker, no roll
            ps["blocked"].append(attack["suit"])
            _log(state, "dof.ps.tactic_fails", side=side, suit=attack["suit"])
            return None
        _log(state, "dof.ps.match", side=side, card=card, suit=attack["suit"])
        led = PS_CARDS[attack["card"]]
        if led["kind"] == "suited" and led["suit"] == RALLY:  # S3: no roll
            ps["attacker"] = side
            _log(state, "dof.ps.initiative_rally", side=side)
            return None
        die = rng.roll(state, 6)
        taken = die >= led["rank"]
        if taken:
            ps["attacker"] = side
        _log(state, "dof.ps.initiative", side=side, die=die, need=led["rank"], taken=taken)
        return None

    def prompt(self, state: State, frame: Frame, seat: int) -> Prompt:
        # Shown to the defender only: without an answer he is told Decline is all he has.
        prompt = super().prompt(state, frame, seat)
        if answer_actions(state, side_of(seat)):
            return prompt
        return Prompt("dof.ps.prompt.answer_none", prompt.params)

    def prompt_params(self, state: State, frame: Frame) -> dict[str, Any]:
        return {"suit": state["ps"]["attack"]["suit"]}


@FRAMES.define("ps_scare")
class ScareFrame(_PSFrame):
    """Scare Tactics: remove 1 opponent SP from a space in the contested country."""

    prompt_key = "dof.ps.prompt.scare"
    kind, topic, step = "target", "", "scare"

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return [["space", s] for s in _sp_spaces(state, opp(side))]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        control.remove_sp(state, action[1], opp(side))
        _log(state, "dof.ps.sp_removed", side=opp(side), space=action[1])
        return None


@FRAMES.define("ps_support_loss")
class SupportLossFrame(_PSFrame):
    """D89-8.4.2: the loser removes his SPs in the country one at a time."""

    prompt_key = "dof.ps.prompt.support_loss"
    kind, topic, step = "target", "", "support_loss"

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return [["space", s] for s in _sp_spaces(state, side)]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        control.remove_sp(state, action[1], side)
        _sp_lost(state, side, action[1])
        state["ps"]["loss_left"] -= 1
        return None

    def prompt_params(self, state: State, frame: Frame) -> dict[str, Any]:
        return {"left": state["ps"]["loss_left"]}


@FRAMES.define("ps_surrender")
class SurrenderFrame(_PSFrame):
    """D89-8.4.5: COM may give up Power voluntarily."""

    prompt_key = "dof.ps.prompt.surrender"
    step = "surrender"

    def options(self, state: State, frame: Frame, side: str) -> list[Action]:
        return [["keep_power"], ["surrender"]]

    def act(self, state: State, frame: Frame, side: str, action: Action) -> bool | None:
        if action == ["surrender"]:
            _dem_takes_power(state, "surrendered")
        else:
            _com_retains(state)
        return None


PS_FRAMES = frozenset(("ps_step", "ps_raise", "ps_raise_discard", "ps_lead", "ps_suit", "ps_answer",
                       "ps_scare", "ps_support_loss", "ps_surrender"))


# --------------------------------------------------------------------------------------------
# Wild cards (D89-8.3.2 S1): each returns False when it pushed a decision
# --------------------------------------------------------------------------------------------
def _wild_opponent_discards(state: State, side: str, card: dict[str, Any]) -> bool | None:
    ps = state["ps"]
    victim = opp(side)
    for lost in _take_random(state, ps["hands"][victim], card["count"]):
        ps["discard"].append(lost)
        _log(state, "dof.ps.discarded", side=victim, card=lost)
    return None


def _wild_draw(state: State, side: str, card: dict[str, Any]) -> bool | None:
    ps = state["ps"]
    drawn = ps["deck"][: card["count"]]
    del ps["deck"][: card["count"]]
    ps["hands"][side].extend(drawn)
    _log(state, "dof.ps.drew", side=side, count=len(drawn))
    _log(state, "dof.ps.drew_cards", seat=seat_of(side), cards=drawn)
    mark_barrier(state)
    return None


def _wild_remove_sp(state: State, side: str, card: dict[str, Any]) -> bool | None:
    targets = _sp_spaces(state, opp(side))
    if not targets:
        _log(state, "dof.ps.no_effect", side=side)
        return None
    if len(targets) == 1:  # no choice to ask about
        control.remove_sp(state, targets[0], opp(side))
        _log(state, "dof.ps.sp_removed", side=opp(side), space=targets[0])
        return None
    _push(state, "ps_scare", side)
    return False


_WILD_EFFECTS: dict[str, Callable[[State, str, dict[str, Any]], bool | None]] = {
    "opponent_discards": _wild_opponent_discards,
    "draw": _wild_draw,
    "remove_sp": _wild_remove_sp,
}
