"""D89-4 Game sequence: the ten turns, action rounds, the end-of-turn steps and the driver that
runs automatic frames after every action.

Implementation notes:
- The bottom frame `turn` is automatic and walks the turn steps of D89-4.5 (setup placements
  first, D89-3.4); it pushes one `action_round` frame per action round, COM first (D89-4.5.2).
- D89-4.5.1: on turn 1 the hands are already full from set-up, so the deal gives nothing.
- D89-4.5.2: a side with an empty hand forfeits its action round (D89-EC-55); cards left at the
  end carry over, more than one included (D89-ED-08).
- D89-AMB-02: under Honecker the Communist may take an 8th action round after the Democrat's
  7th; it is an explicit choice (["extra_round"] or ["done"]).
- Cards set aside (state["aside"], Samizdat) return to their hands at the start of the turn,
  before the deal.
- D89-4.5.1 / TS box 5: after the deal the holder may discard one non-Scoring card and draw one
  (["discard", n] or ["done"]; a cdg PickCard). D89-4.5.3 / TS box 6: the holder may make one
  free Support Check as with a 2-Ops card, modified like a card's Ops (D89-ED-15, D89-AMB-12).
- D89-4.5.4 / D89-10.2: a held Scoring card loses; both holding one is a draw.
- D89-4.5.5 / D89-10.3: New Year's Eve Party (state["nye"] set by its event): DEM may hold one
  Power Struggle in a country under Communist Power, then the VP sign decides, with no Final
  Scoring, no Power bonus and no Tyrant penalty (D89-AMB-11).
- D89-4.5.6: turn-long lasting events end, once-per-turn uses reset, Middle cards join after
  turn 3 and Late cards after turn 7 (D89-4.4). D89-4.5.7 / D89-10.4: Final Scoring after turn 10.
- The engine runs the automatic frames (this `turn`, a card play after its mode is chosen, the
  Power Struggle's steps) after every action; victory.between_steps checks D89-10.1 between
  them.
"""

from __future__ import annotations

from game.cdg.steps import PickCard
from game.engine.frames import AutoFrame, FrameType
from game.engine.types import Decision, Prompt, State, log_entry

from . import country_scoring, deck, events, operations, scoring_cards, victory
from .common import (
    COM,
    DEM,
    FRAMES,
    SIDES,
    card_ref,
    gain_vp,
    holds_award,
    seat_of,
)
from .data import CARDS, COUNTRY_IDS, FINAL_SCORING_BONUS, HONECKER

LAST_TURN = 10
ROUNDS = 7


def holds_scoring_card(state: State, side: str) -> bool:
    return any(CARDS[c]["scoring"] for c in state["hands"][side])


# -- the turn steps (D89-4.5) ---------------------------------------------------------------

def _setup(state: State, frame: dict) -> None:
    if frame["placements"]:
        side, n = frame["placements"].pop(0)
        FRAMES.push(state, "setup_place", seat=seat_of(side), side=side, left=n)
    else:
        frame["step"] = "deal"


def _deal(state: State, frame: dict) -> None:
    state["log"].append(log_entry("dof.log.turn", turn=state["turn"]))
    for side, cards in state.get("aside", {}).items():  # Samizdat: back before the deal
        if cards:
            state["hands"][side].extend(cards)
            cards.clear()
            state["log"].append(log_entry("dof.log.aside_back", side=side))
    deck.deal(state)
    events.expire_deal_effects(state)
    frame["step"] = "goddess"


def _goddess(state: State, frame: dict) -> None:
    for side in SIDES:
        if holds_award(state, side, 5) and goddess_cards(state, side):
            FRAMES.push(state, "goddess", seat=seat_of(side), side=side)
    frame["step"], frame["next_ar"] = "rounds", 0


def _rounds(state: State, frame: dict) -> None:
    n = frame["next_ar"]
    frame["next_ar"] = n + 1
    if n < 2 * ROUNDS:
        start_round(state, COM if n % 2 == 0 else DEM, n // 2 + 1)
    elif n == 2 * ROUNDS and HONECKER in state["lasting"] and state["hands"][COM]:
        FRAMES.push(state, "honecker", seat=seat_of(COM), side=COM)
    else:
        state["phasing"] = None
        frame["step"] = "extra_check"


def start_round(state: State, side: str, number: int) -> None:
    state["round"], state["phasing"] = number, side
    if state["hands"][side]:
        if not events.round_overridden(state, side):  # e.g. General Strike
            FRAMES.push(state, "action_round", seat=seat_of(side), side=side)
    else:
        state["log"].append(log_entry("dof.log.forfeit", side=side, round=number))
        events.run_hooks(state, events.CARD_PLAY_HOOKS, side, None, None, None)


def _extra_check(state: State, frame: dict) -> None:
    for side in SIDES:
        if holds_award(state, side, 6) and operations.check_targets(state, side):
            ops = operations.effective_ops(state, None, side, base=2, context={"use": "check"})
            operations.start_checks(state, side, ops, checks=1)
    frame["step"] = "verify"


def _verify(state: State, frame: dict) -> None:
    holders = [s for s in SIDES if holds_scoring_card(state, s)]
    if len(holders) == 2:
        victory.end_game(state, [0, 1], victory.HELD_BOTH)
    elif holders:
        victory.end_game(state, [seat_of(COM if holders[0] == DEM else DEM)],
                         victory.HELD_SCORING_CARD)
    frame["step"] = "nye"


def _nye(state: State, frame: dict) -> None:
    frame["step"] = "advance"
    if state["nye"]:
        FRAMES.push(state, "nye_struggle", seat=seat_of(DEM), side=DEM)


def _advance(state: State, frame: dict) -> None:
    events.expire_turn_effects(state)
    state["turn_used"] = {COM: [], DEM: []}
    state["round"], state["phasing"] = 0, None
    if state["turn"] >= LAST_TURN:
        frame["step"] = "final"
        return
    state["turn"] += 1
    if state["turn"] == 4:
        deck.add_period(state, "middle")
    elif state["turn"] == 8:
        deck.add_period(state, "late")
    frame["step"] = "deal"


def _final(state: State, frame: dict) -> None:
    """D89-10.4: score every country, the Communist Power bonus, the Tyrant penalty."""
    scored = {country: country_scoring.score_country(state, country) for country in COUNTRY_IDS}
    held = sum(1 for c in COUNTRY_IDS if state["power"][c] == COM)
    gain_vp(state, DEM, FINAL_SCORING_BONUS[held], "dof.log.power_bonus", countries=held,
            vp=FINAL_SCORING_BONUS[held])
    at_large = state["romania"]["tyrant"] is not None
    if at_large:
        gain_vp(state, COM, 2, "dof.log.tyrant_at_large")
    # The breakdown as data for the game-over screen (the UI never parses the log).
    state["final_scoring"] = {"countries": scored, "power_countries": held,
                              "power_vp": FINAL_SCORING_BONUS[held], "tyrant_at_large": at_large}
    victory.by_sign(state, victory.FINAL_SCORING)


STEPS = {"setup": _setup, "deal": _deal, "goddess": _goddess, "rounds": _rounds,
         "extra_check": _extra_check, "verify": _verify, "nye": _nye, "advance": _advance,
         "final": _final}


@FRAMES.define("turn")  # the turn sequence
class Turn(AutoFrame):
    def auto(self, state, frame):
        STEPS[frame["step"]](state, frame)
        return True


# -- small decisions of the sequence ----------------------------------------------------------

def goddess_cards(state: State, side: str) -> list[int]:
    return sorted(c for c in state["hands"][side] if not CARDS[c]["scoring"])


def _goddess_discard(state: State, frame: dict, card: int) -> None:
    """TS box 5: may discard one non-Scoring card and draw a replacement (D89-4.5.1)."""
    side = frame["side"]
    state["hands"][side].remove(card)
    state["discard"].append(card)
    state["log"].append(log_entry("dof.log.goddess", side=side, card=card_ref(card)))
    deck.draw(state, side)


FRAMES.add("goddess", PickCard(
    cards=lambda state, frame: goddess_cards(state, frame["side"]), take=_goddess_discard,
    verb="discard", prompt_of=lambda state, frame: Prompt("dof.prompt.goddess"),
    decision=Decision("card", "redraw", ("hand",))))


@FRAMES.define("honecker")
class Honecker(FrameType):
    """D89-4.1 / D89-AMB-02: the optional 8th Communist action round."""

    decision = Decision("confirm", "extra_round")

    def legal(self, state, frame, seat):
        return [["extra_round"], ["done"]]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        if action[0] == "extra_round":
            start_round(state, COM, ROUNDS + 1)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.honecker")


@FRAMES.define("nye_struggle")
class NewYearsEve(FrameType):
    """D89-10.3: the Democrat may hold one struggle where the Communist still holds Power."""

    decision = Decision("target", "new_years_eve")

    def legal(self, state, frame, seat):
        return [["country", c] for c in COUNTRY_IDS if state["power"][c] == COM] + [["done"]]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        if action[0] == "country":
            scoring_cards.start_struggle(state, action[1], DEM, source="nye")
        else:
            victory.by_sign(state, victory.NEW_YEARS_EVE)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.nye_struggle")
