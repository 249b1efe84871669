"""1989: Dawn of Freedom (2020 rules) — the rules object.

Implementation notes (engine-wide; each module lists its own):
- Spec: shared/rules/1989_dawn_of_freedom.md; the 2020 rulebook wins. Rule ids (D89-...) are
  cited in comments and test names. Defaults for ambiguities follow the spec's §B.2.
- State schema: STATE.md. Seat 0 = Communist, seat 1 = Democrat; sides are "com" / "dem".
- Every decision is a frame on state["stack"] (common.FRAMES); automatic frames (the turn
  sequence, a card play after its mode is chosen) advance in sequence.proceed after each action.
- view: the opponent's hand and set-aside cards (Samizdat) as counts, the deck as a count, the
  RNG hidden, Foreign News cards only to their drawer, the log filtered per seat (D89-ENG-03).
- determinize: the opponent's hand and set-aside cards, the deck and the opponent's undecided
  Foreign News cards are re-dealt from one shuffled pool; the power-struggle module
  determinizes its own part.
- Power struggles and country scoring live in power_struggle.py / country_scoring.py (written
  separately); the core calls them through guarded imports.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.data import deep_copy
from game.engine.rules import BaseRules, visible_log
from game.engine.types import Action, Option, Prompt, Result, State
from game.i18n import t

from . import (  # noqa: F401  (importing registers the frames and the card events)
    bid,
    card_play,
    cards,
    invariants,
    names,
    operations,
    romania,
    scoring_cards,
    sequence,
    setup,
    tiananmen,
)
from .common import FRAMES, opp, side_of
from .data import USSR_TRACK

PRIVATE_FRAME_KEYS = ("drawn",)  # foreign_news: the drawn cards before the choice


def _power_struggle():
    return scoring_cards.power_struggle_module()


class DawnOfFreedomRules(BaseRules):
    id = "dawn_of_freedom"
    title = "1989: Dawn of Freedom"
    min_players = 2
    max_players = 2
    options = (Option("play_balance", "none", bid.CHOICES,
                      "D89-13 play balance: extra set-up SPs won by the bid"),
               # Sources disagree (reference SOURCES.md): Communist VP for Kremlin Coup!.
               Option("kremlin_coup_vp", -USSR_TRACK[-1]["vp"], (3, 1),
                      "Kremlin Coup! gives the Communist this many VP"))
    private_zones = ("hands.<side>", "aside.<side>", "deck", "stack.foreign_news.drawn",
                     "ps.hands.<side>", "ps.deck")
    seat_labels = ("dof.side.com", "dof.side.dem")  # seat 0 Communist, seat 1 Democrat
    side_bid = bid  # D89-13 sealed bid for sides, offered on the New Game screen
    CONFORMANCE_SEEDS = 1000  # issue #6: every event live in ≥ 1000 seeded games
    bots = {"rule": lambda seed: _rule_bot(seed)}

    def setup(self, seed: int, players: int = 2, options: dict[str, Any] | None = None) -> State:
        self.check_players(players)
        state = setup.new_state(seed, self.resolve_options(options))
        sequence.proceed(state)
        return state

    def active_seats(self, state: State) -> list[int]:
        return [] if state["over"] else FRAMES.active_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return [] if state["over"] else FRAMES.legal_actions(state, seat)

    def do_apply(self, state: State, seat: int, action: Action) -> None:
        FRAMES.apply(state, seat, action)
        sequence.proceed(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        side = None if seat is None else side_of(seat)
        hidden = {"rng", "hands", "aside", "deck", "stack", "log", "ps"}
        out = {k: deep_copy(v) for k, v in state.items() if k not in hidden}
        out["hands"] = {s: sorted(h) if s == side else len(h) for s, h in state["hands"].items()}
        out["aside"] = {s: sorted(a) if s == side else len(a)
                        for s, a in state.get("aside", {}).items()}
        out["deck"] = len(state["deck"])
        out["stack"] = [self._frame_view(f, side) for f in state["stack"]]
        out["log"] = visible_log(state["log"], seat)
        ps = _power_struggle()
        if ps is not None and hasattr(ps, "view"):
            out["power_struggle"] = ps.view(state, side)
        return out

    @staticmethod
    def _frame_view(frame: dict[str, Any], side: str | None) -> dict[str, Any]:
        if frame.get("side") == side:
            return deep_copy(frame)
        return {k: (len(v) if k in PRIVATE_FRAME_KEYS else deep_copy(v)) for k, v in frame.items()}

    def prompt(self, state: State, seat: int) -> Prompt:
        return FRAMES.prompt(state, seat)

    def is_over(self, state: State) -> bool:
        return state["over"] is not None

    def result(self, state: State) -> Result | None:
        if state["over"] is None:
            return None
        vp = state["vp"]
        return Result(list(state["over"]["winners"]), state["over"]["reason"],
                      {0: -vp, 1: vp})

    def progress(self, state: State) -> str:
        if state["round"]:
            return t("dof.progress.round", turn=state["turn"], round=state["round"])
        return t("dof.progress.setup") if state["stack"] and \
            state["stack"][0].get("step") == "setup" else t("dof.progress.turn", turn=state["turn"])

    def invariants(self, state: State) -> list[str]:
        return invariants.problems(state)

    def determinize(self, state: State, seat: int, rand: random.Random) -> State:
        new = self.clone(state)
        other = opp(side_of(seat))
        slots = [new["hands"][other], new["deck"]]
        if "aside" in new:
            slots.append(new["aside"][other])
        slots += [f["drawn"] for f in new["stack"] if "drawn" in f and f.get("side") == other]
        pool = [c for slot in slots for c in slot]
        rand.shuffle(pool)
        for slot in slots:
            size = len(slot)
            slot[:], pool = pool[:size], pool[size:]
        ps = _power_struggle()
        if ps is not None and hasattr(ps, "determinize"):
            ps.determinize(new, side_of(seat), rand)
        return new


RULES = DawnOfFreedomRules()

__all__ = ["RULES", "DawnOfFreedomRules"]


def _rule_bot(seed: int):
    from .bot import DawnBot  # imported on demand: the bot is not needed to play by hand

    return DawnBot(seed)
