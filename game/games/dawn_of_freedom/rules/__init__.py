"""1989: Dawn of Freedom (2020 rules) — the rules object.

Implementation notes (engine-wide; each module lists its own):
- Spec: shared/rules/1989_dawn_of_freedom.md; the 2020 rulebook wins. Rule ids (D89-...) are
  cited in comments and test names. Defaults for ambiguities follow the spec's §B.2.
- State schema: STATE.md. Seat 0 = Communist, seat 1 = Democrat; sides are "com" / "dem".
- Every decision is a frame on state["stack"] (common.FRAMES); automatic frames (the turn
  sequence, a card play after its mode is chosen, the Power Struggle's steps) are run by the
  engine after each action (Frames.settle), with victory.between_steps checked between them.
- view: a whitelist (PUBLIC_KEYS); the opponent's hand and set-aside cards (Samizdat) as
  counts, the deck as a count, the RNG hidden, Foreign News cards only to their drawer, the
  log filtered per seat (D89-ENG-03).
- determinize: the opponent's hand and set-aside cards, the deck and the opponent's undecided
  Foreign News cards are re-dealt from one shuffled pool (cdg.hidden.redeal); the power-struggle
  module determinizes its own part.
"""

from __future__ import annotations

import random
from typing import Any

from game.cdg.hidden import redeal
from game.cdg.rules import CardDrivenRules
from game.engine.data import deep_copy
from game.engine.frames import rerandomize_secrets, seat_stack
from game.engine.rules import forget_unseen, visible_log
from game.engine.search import difficulty_bots
from game.engine.types import Action, Option, Prompt, State

from . import (  # noqa: F401  (importing registers the frames and the card events)
    bid,
    card_play,
    cards,
    control,
    invariants,
    names,
    operations,
    power_struggle,
    romania,
    scoring_cards,
    sequence,
    setup,
    tiananmen,
)
from .cards.events_cards import shown_cards
from .common import FRAMES, opp, side_of
from .data import CARDS, USSR_TRACK

PRIVATE_FRAME_KEYS = ("drawn",)  # foreign_news: the drawn cards before the choice
# The state keys every seat sees as they are. `view` is a whitelist: a key added to the state
# stays hidden until it is listed here or shown (redacted) by `view` itself (D89-ENG-03).
PUBLIC_KEYS = ("game", "options", "sp", "vp", "turn", "round", "phasing", "discard",
               "removed", "lasting", "table", "events_played", "power", "retentions", "ts",
               "turn_used", "ussr", "romania", "destroyed", "nye", "over", "ev", "seating",
               "card_plays", "ps_result", "last_check", "last_tiananmen", "final_scoring")


class DawnOfFreedomRules(CardDrivenRules):
    id = "dawn_of_freedom"
    title = "1989: Dawn of Freedom"
    min_players = 2
    max_players = 2
    options = (Option(bid.BID_OPTION, False, (), "D89-13: bid for sides before the set-up"),
               Option("play_balance", "none", bid.CHOICES,
                      "D89-13 play balance: extra set-up SPs won by the bid",
                      unless=bid.BID_OPTION),
               # Sources disagree (reference SOURCES.md): Communist VP for Kremlin Coup!.
               Option("kremlin_coup_vp", -USSR_TRACK[-1]["vp"], (3, 1),
                      "Kremlin Coup! gives the Communist this many VP"))
    private_zones = ("hands.<side>", "aside.<side>", "deck", "stack.foreign_news.drawn",
                     "ps.hands.<side>", "ps.deck")
    seat_labels = ("dof.side.com", "dof.side.dem")  # seat 0 Communist, seat 1 Democrat
    reseat_options = (bid.BID_OPTION,)  # the bid seats the Communist player at seat 0
    secret_choice_options = {bid.BID_OPTION: True}  # the bids are secret, simultaneous
    CONFORMANCE_SEEDS = 1000  # issue #6: every event live in ≥ 1000 seeded games
    SHOWN_ONLY = ("last_check", "last_tiananmen")  # the roll and scoring panels' records
    # 2: Inflationary Currency always asks the opponent (issue #33), a move older saves lack.
    # 3: the Power Struggle's defender is always asked after a lead (issue #33), ditto (the
    # replay of an older save fills it in: power_struggle.replay_fill).
    rules_version = 3
    CLONE_FLAT = frozenset(("deck", "discard", "removed", "lasting", "table", "events_played",
                            "destroyed"))
    CLONE_TABLES = frozenset(("sp",))
    bots = difficulty_bots(lambda: _search_spec(), lambda seed: _rule_bot(seed),
                           hard=lambda: _search_spec(hard=True))

    frames = FRAMES
    prefix = "dof"
    checks = invariants

    def new_state(self, seed: int, options: dict[str, Any]) -> State:
        return setup.new_state(seed, options)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        side = None if seat is None else side_of(seat)
        out = {k: deep_copy(state[k]) for k in PUBLIC_KEYS if k in state}
        out["hands"] = {s: sorted(h) if s == side else len(h) for s, h in state["hands"].items()}
        out["aside"] = {s: sorted(a) if s == side else len(a)
                        for s, a in state.get("aside", {}).items()}
        out["deck"] = len(state["deck"])
        out["stack"] = [self._frame_view(f, side) for f in seat_stack(state, seat)]
        out["log"] = visible_log(state["log"], seat)
        out["control"] = control.control_map(state)  # public results: also ps_result, last_check
        out["power_struggle"] = power_struggle.view(state, side)
        out["ps_history"] = power_struggle.history(out["log"])  # the latest struggle's story
        ops = any(f["name"] in operations.OPS_FRAMES for f in state["stack"])
        out["table_use"] = "ops" if ops else "event"  # what the card on the table is used for
        out["ops_modified"] = self.ops_modified(state, side)
        return out

    @staticmethod
    def ops_modified(state: State, side: str | None) -> list[list[int]]:
        """[card, Ops now] for the side's hand cards whose Ops differ from the printed value
        (D89-7.3: TS box 2, lasting events; `operations.effective_ops`), so a card shows "1+1"
        (issue #34.11). Only the side's own cards: nothing hidden."""
        if side is None:
            return []
        out = []
        for card in sorted(set(state["hands"][side])):
            printed = CARDS[card]["ops"]
            if CARDS[card]["scoring"] or not printed:
                continue
            ops = operations.effective_ops(state, card, side, context={"use": "ops"})
            if ops != printed:
                out.append([card, ops])
        return out

    @staticmethod
    def _frame_view(frame: dict[str, Any], side: str | None) -> dict[str, Any]:
        if frame.get("side") == side:
            return deep_copy(frame)
        return {k: (len(v) if k in PRIVATE_FRAME_KEYS else deep_copy(v)) for k, v in frame.items()}

    def progress(self, state: State) -> Prompt:
        if any(f["name"] in bid.FRAME_NAMES for f in state["stack"]):  # D89-13, before set-up
            return Prompt("dof.progress.bid")
        return super().progress(state)

    def determinize(self, state: State, seat: int, rand: random.Random) -> State:
        new = self.clone(state)
        forget_unseen(new, seat, rand)
        other = opp(side_of(seat))
        hand = new["hands"][other]
        shown = shown_cards(new, side_of(seat))  # they stay where they are
        hidden = [c for c in hand if c not in shown]
        slots = [hidden, new["deck"]]
        if "aside" in new:
            slots.append(new["aside"][other])
        slots += [f["drawn"] for f in new["stack"] if "drawn" in f and f.get("side") == other]
        redeal(slots, rand)
        hand[:] = [c for c in hand if c in shown] + hidden
        power_struggle.determinize(new, side_of(seat), rand)
        rerandomize_secrets(FRAMES, new, seat, rand)  # D89-13: the opponent's sealed bid
        return new

    def replay_fill(self, state: State, version: int) -> list[tuple[int, Action]]:
        return power_struggle.replay_fill(state, version)

    def upgrade_position(self, state: State, version: int) -> State:
        return power_struggle.upgrade_position(state, version)


RULES = DawnOfFreedomRules()

__all__ = ["RULES", "DawnOfFreedomRules"]


def _rule_bot(seed: int):
    from .bot import DawnBot  # imported on demand: the bot is not needed to play by hand

    return DawnBot(seed)


def _search_spec(hard: bool = False):
    from .bot_search import HARD_SPEC, SPEC  # imported on demand, like the rule bot

    return HARD_SPEC if hard else SPEC
