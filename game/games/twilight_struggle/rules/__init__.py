"""Twilight Struggle (Deluxe) — the rules object.

Implementation notes (engine-wide; each module lists its own):
- Spec: shared/rules/twilight_struggle.md (rule ids TS-x.y; the Korean seed wins where it
  speaks). State schema: STATE.md. Seat 0 = USSR, seat 1 = US.
- Built on the shared card-driven layer (game/cdg): the deck (deck.py), the event
  registry and flow (events.py), the card play with the modes event / ops / space
  (card_play.py), the step frames (operations.py, sequence.py).
- The engine runs the automatic frames (the turn sequence, a card play after its mode, the
  headline resolution, a coup's die) after every action; victory.between_steps checks DEFCON 1
  and ±20 VP between them.
- view: a whitelist (PUBLIC_KEYS); the opponent's hand as a count, the deck as a count, the
  RNG hidden, headline picks redacted until revealed (engine.frames.seat_stack), the log
  filtered per seat. Results as data for the board (STATE.md): last_roll, last_scoring, and
  computed here region_status (scoring.breakdown of every region now), coup_banned_regions
  (control.banned_regions, what coup legality uses), headline_order (headline.order).
  `fatal_actions` lists the viewer's legal actions that would lose the game on the spot by
  DEFCON 1 (issue #15 point 7: the table asks "sure?"), tried on a determinized world so
  that it tells nothing hidden (issue #33); `holding_actions` those that surely leave a
  scoring card in hand at the turn's end (R-20, held_scoring.py: "sure?" too).
- determinize: the opponent's hand and the deck are re-dealt from one pool; unrevealed
  headline picks are re-picked (engine.frames.rerandomize_secrets).
- Options: optional_cards (the Deluxe optional cards #104-#110, TS-3.1), tournament (TS-11:
  held cards shown at step F), ccw (the Chinese Civil War variant, TS-12, civil_war.py). Not
  built: the Late War scenario (not in the spec: N-11). The card events are in cards/.
"""

from __future__ import annotations

import random
from typing import Any

from game.cdg.hidden import redeal
from game.cdg.rules import CardDrivenRules
from game.engine.data import canonical_json, deep_copy
from game.engine.frames import rerandomize_secrets, seat_stack
from game.engine.rules import forget_unseen, visible_log
from game.engine.search import difficulty_bots
from game.engine.types import Action, Decision, Option, State

from . import (  # noqa: F401  (importing registers the frames and the card events)
    card_play,
    cards,
    civil_war,
    events,
    fatal,
    headline,
    held_scoring,
    invariants,
    operations,
    scoring,
    sequence,
    setup,
    victory,
)
from .common import FRAMES, opp
from .control import banned_regions, control_map
from .data import CARDS, CHINA

PUBLIC_KEYS = ("game", "options", "turn", "round", "phasing", "defcon", "vp", "milops",
               "space", "space_attempts", "influence", "discard", "removed", "lasting", "notes",
               "table", "events_played", "headline", "china", "ccw", "over", "seating",
               "last_roll", "last_scoring", "headline_cancelled")
OPS_FRAMES = frozenset({"ops", "place_influence", "realign", "coup"})  # a card's Ops spent


class TwilightStruggleRules(CardDrivenRules):
    id = "twilight_struggle"
    title = "Twilight Struggle"
    min_players = 2
    max_players = 2
    options = (Option("optional_cards", False, (), "TS-3.1: the Deluxe optional cards"),
               Option("tournament", False, (), "TS-11: tournament rules"),
               Option("ccw", False, (), "TS-12: the Chinese Civil War variant"),
               # #106 NORAD's Canada condition (house reading, house_rules.py: norad_canada);
               # off: the placement other sources give without it. Older saves: the default.
               Option("norad_canada", True, (), "NORAD needs the US to control Canada"))
    private_zones = ("hands.<seat>", "deck", "stack.headline.secret")
    seat_labels = ("ts.side.ussr", "ts.side.us")
    secret_choice_options: dict[str, Any] | None = {}  # the headline, in every game
    CONFORMANCE_SEEDS = 1000
    CLONE_FLAT = frozenset(("deck", "discard", "removed", "table", "events_played"))
    CLONE_TABLES = frozenset(("influence",))
    # Easy (the fast policy), Normal (the rule bot), Hard (its rule bot weighted otherwise;
    # the coach searches); the DEFCON-safe random bot stays for the benches as bot.SafeBot.
    bots = difficulty_bots(lambda: _search_spec(), lambda seed: _rule_bot(seed),
                           hard=lambda: _search_spec(hard=True))

    frames = FRAMES
    prefix = "ts"
    # 2: issue #37: modified Ops for "at least N Ops", caps after the modifiers, TS-12.4 for
    # the USSR only, no forced scoring card, Missile Envy's text (old move lists may differ)
    SHOWN_ONLY = ("last_roll", "last_scoring")  # the roll and scoring panels' records
    rules_version = 2
    _fatal_memo: dict[tuple[int, str], list[Action]] = {}  # fatal_actions by world
    checks = invariants

    def decision(self, state: State, seat: int | None) -> Decision:
        """The top frame's decision, with the card being played (on the table, under the
        decision) and what it is used for now: "ops" while its Operations are spent, else
        "event" (the board lays it in that zone). Both are public."""
        decided = super().decision(state, seat)
        stack = state.get("stack") or []
        card = next((f["card"] for f in reversed(stack) if f.get("card") in state["table"]),
                    None)
        if card is None:
            return decided
        use = "ops" if any(f["name"] in OPS_FRAMES for f in stack) else "event"
        return Decision(decided.kind, decided.topic, decided.hides,
                        {**decided.data, "in_play": card, "in_play_use": use})

    def new_state(self, seed: int, options: dict[str, Any]) -> State:
        return setup.new_state(seed, options)

    def fatal(self, state: State, seat: int, action: Action, depth: int = 4) -> bool:
        """Would `action` lose the game for `seat` by DEFCON 1 (TS-8.1.3)? See fatal.py."""
        return fatal.fatal(self, state, seat, action, depth)

    def ops_modified(self, state: State, seat: int | None) -> list[list[int]]:
        """[card, Ops now] for the seat's hand cards (and a China Card it holds) whose Ops
        differ from the printed value (TS-7.4: Containment, Brezhnev, Red Scare …), so a
        card shows "1+1" (issue #34.11). Only the seat's own cards: nothing hidden."""
        if seat is None:
            return []
        held = list(state["hands"][seat]) + ([CHINA] if state["china"]["holder"] == seat
                                             else [])
        out = []
        for card in sorted(set(held)):
            if CARDS[card]["scoring"]:
                continue
            ops = operations.effective_ops(state, seat, card)
            if ops != operations.printed_ops(card):
                out.append([card, ops])
        return out

    def fatal_actions(self, state: State, seat: int | None) -> list[Action]:
        """The seat's legal actions that lose by DEFCON 1 (none asked during a secret
        choice: the trial would resolve the other seat's hidden pick)."""
        top = FRAMES.top(state)
        if seat is None or top is None or top.get("secret") is not None:
            return []
        # The trials run on a world the seat cannot tell from this one, not on the real
        # state: an event's outcome may hang on the opponent's hand or the deck, and the
        # view would tell it (issue #33: Five Year Plan's discard).
        world = self.determinize(state, seat, random.Random(fatal.FATAL_SEED))
        # The trials are costly and views are drawn often, also of positions that differ
        # only in what the seat cannot see (engine/worlds compares such views): remembered by
        # the world they ran on (its log aside, which no trial reads).
        key = (seat, canonical_json({k: v for k, v in world.items() if k != "log"}))
        if key not in self._fatal_memo:
            if len(self._fatal_memo) >= 64:
                self._fatal_memo.clear()
            self._fatal_memo[key] = fatal.fatal_actions(self, world, seat)
        return deep_copy(self._fatal_memo[key])

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = {k: deep_copy(state[k]) for k in PUBLIC_KEYS if k in state}
        out["hands"] = [sorted(h) if s == seat or events.hand_shown(state, s, seat) else len(h)
                        for s, h in enumerate(state["hands"])]
        out["deck"] = len(state["deck"])
        out["stack"] = seat_stack(state, seat)
        out["log"] = visible_log(state["log"], seat)
        out["control"] = control_map(state)
        for key in ("last_roll", "last_scoring"):  # absent from states made before them
            out.setdefault(key, None)
        out["region_status"] = {r: scoring.breakdown(state, r) for r in scoring.SCORED_REGIONS}
        out["coup_banned_regions"] = list(banned_regions(state))
        out["headline_order"] = headline.order(state)
        out["fatal_actions"] = self.fatal_actions(state, seat)
        out["holding_actions"] = [] if seat is None else held_scoring.holding_actions(
            state, seat, self.legal_actions(state, seat))
        out["ops_modified"] = self.ops_modified(state, seat)
        return out

    def determinize(self, state: State, seat: int, rand: random.Random) -> State:
        new = self.clone(state)
        forget_unseen(new, seat, rand)
        shown = events.hand_shown(state, opp(seat), seat)  # Aldrich Ames Remix
        redeal(([] if shown else [new["hands"][opp(seat)]]) + [new["deck"]], rand)
        rerandomize_secrets(FRAMES, new, seat, rand)
        return new


def _rule_bot(seed: int) -> Any:
    from .bot import RuleBot  # imported on demand: the bot is not needed to play by hand

    return RuleBot(seed)


def _search_spec(hard: bool = False) -> Any:
    from .bot_search import HARD_SPEC, SPEC  # imported on demand, like the rule bot

    return HARD_SPEC if hard else SPEC


RULES = TwilightStruggleRules()
