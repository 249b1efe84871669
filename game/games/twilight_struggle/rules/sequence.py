"""TS-4.5 The turn sequence A-I, as the automatic bottom frame `turn`.

Implementation notes:
- Set-up placements first (TS-3.2 / TS-3.3: the USSR's 6 in Eastern Europe, then the US's 7
  in Western Europe), then turn 1 starts at its headline (DEFCON is 5, hands are full).
- A improve DEFCON (TS-8.1.6); B deal (deck.py); C headline (headline.py); D action rounds,
  USSR first, each seat its rounds_total (6/7, 8 with the Space Station: that 8th round comes
  after the opponent's last, R-31); a seat with no card (or only the China Card, declined)
  passes (TS-4.5.D). Each action round starts with the influence snapshot (TS-6.1.1).
- After D and before E, the box 6 ability (Eagle/Bear Has Landed): the holder may discard one
  held non-scoring card (spec §4.5 [INTERPRETATION], O-15).
- E (TS-8.2.1): each side short of the DEFCON in MilOps gives the opponent the shortfall; the
  net moves the marker once (R-40), then both reset.
- F (TS-4.5.F / TS-11.1.2): a held scoring card loses (both: a draw). The card-play rules make
  it impossible without an event, so in a friendly game this only catches what an event caused;
  with the tournament option the held cards are also shown in the log (TS-11.1.1).
- G the China Card turns face up; H the turn advances, "this turn" events end, space attempts
  reset, Mid War cards join after turn 3 and Late War after turn 7 (TS-4.4); I final scoring
  after turn 10 (scoring.py).
"""

from __future__ import annotations

from game.cdg.steps import PickCard, PickTargets
from game.engine.frames import AutoFrame
from game.engine.types import Decision, Prompt, State, log_entry

from . import control, deck, events, headline, operations, scoring, space
from .card_play import china_available, rounds_total
from .common import FRAMES, US, USSR, card_ref, end_game, gain_vp
from .data import ABILITY, AREA_COUNTRIES, LAST_TURN, SCORING_CARDS, TRACKS
from .defcon import change_defcon

HELD_SCORING = "ts.reason.held_scoring"
HELD_BOTH = "ts.reason.held_both"


def _setup(state: State, frame: dict) -> None:
    if frame["placements"]:
        seat, n, area = frame["placements"].pop(0)
        FRAMES.push(state, "setup_place", seat=seat, left=n, area=area)
    else:
        frame["step"] = "headline"
        state["log"].append(log_entry("ts.log.turn", turn=state["turn"]))


def _improve(state: State, frame: dict) -> None:
    state["log"].append(log_entry("ts.log.turn", turn=state["turn"]))
    change_defcon(state, 1)  # TS-4.5.A
    frame["step"] = "deal"


def _deal(state: State, frame: dict) -> None:
    deck.deal(state)
    frame["step"] = "headline"


def _headline(state: State, frame: dict) -> None:
    frame["step"], frame["next_ar"] = "rounds", 0
    headline.start(state)


def _rounds(state: State, frame: dict) -> None:
    if state["round"]:  # the phasing seat's action round is over (events.ROUND_ENDED)
        start, frame["ar_defcon"] = frame.get("ar_defcon"), None
        state["round"] = 0
        events.REGISTRY.run_hooks(state, events.ROUND_ENDED, state["phasing"], start)
        return  # frames a hook pushed (NORAD's placement) come before the next round
    n = frame["next_ar"]
    frame["next_ar"] = n + 1
    most = max(rounds_total(state, s) for s in (USSR, US))
    if n >= 2 * most:
        state["round"], state["phasing"] = 0, None
        frame["step"] = "landed"
        return
    seat, number = n % 2, n // 2 + 1
    if number > rounds_total(state, seat):
        return
    state["round"], state["phasing"] = number, seat
    operations.snapshot(state)
    if state["hands"][seat] or china_available(state, seat):
        frame["ar_defcon"] = state["defcon"]
        FRAMES.push(state, "action_round", seat=seat)
    else:
        state["log"].append(log_entry("ts.log.pass", player=seat + 1))


def landed_cards(state: State, seat: int) -> list[int]:
    return sorted(c for c in state["hands"][seat] if c not in SCORING_CARDS)


def _landed(state: State, frame: dict) -> None:
    frame["step"] = "milops"
    for seat in (USSR, US):
        if space.holds_ability(state, seat, ABILITY["discard_held"]) and landed_cards(state,
                                                                                       seat):
            FRAMES.push(state, "landed_discard", seat=seat)


def _milops(state: State, frame: dict) -> None:
    """TS-8.2.1: shortfalls against the DEFCON now (R-41), netted (R-40)."""
    short = [max(0, state["defcon"] - m) for m in state["milops"]]
    gain_vp(state, US, short[USSR] - short[US], "ts.log.milops", ussr=short[USSR], us=short[US])
    state["milops"] = [0, 0]
    frame["step"] = "reveal"


def _reveal(state: State, frame: dict) -> None:
    if state["options"]["tournament"]:  # TS-11.1.1
        for seat in (USSR, US):
            state["log"].append(log_entry("ts.log.held", player=seat + 1,
                                          cards=sorted(state["hands"][seat])))
    holders = [s for s in (USSR, US) if any(c in SCORING_CARDS for c in state["hands"][s])]
    frame["step"] = "china"
    if len(holders) == 2:
        end_game(state, [USSR, US], HELD_BOTH)
    elif holders:
        end_game(state, [1 - holders[0]], HELD_SCORING)


def _china(state: State, frame: dict) -> None:
    if state["china"]["holder"] is not None and not state["china"]["face_up"]:
        state["china"]["face_up"] = True  # TS-4.5.G
        state["log"].append(log_entry("ts.log.china_face_up",
                                      player=state["china"]["holder"] + 1))
    frame["step"] = "advance"


def _advance(state: State, frame: dict) -> None:
    events.end_of_turn(state)
    state["space_attempts"] = [0, 0]
    state["headline"] = [None, None]
    state.pop("headline_cancelled", None)
    if state["turn"] >= LAST_TURN:
        frame["step"] = "final"
        return
    state["turn"] += 1
    for period, turn in TRACKS["period_turn"].items():
        if state["turn"] == turn:
            deck.add_period(state, period)
    frame["step"] = "improve"


def _final(state: State, frame: dict) -> None:
    scoring.final_scoring(state)


STEPS = {"setup": _setup, "improve": _improve, "deal": _deal, "headline": _headline,
         "rounds": _rounds, "landed": _landed, "milops": _milops, "reveal": _reveal,
         "china": _china, "advance": _advance, "final": _final}


@FRAMES.define("turn")
class Turn(AutoFrame):
    def auto(self, state, frame):
        STEPS[frame["step"]](state, frame)
        return True


def _setup_place(state: State, frame: dict, country: str) -> None:
    control.add_influence(state, frame["seat"], country, 1)
    state["log"].append(log_entry("ts.log.setup_place", player=frame["seat"] + 1,
                                  country={"t": f"ts.country.{country}"}))


FRAMES.add("setup_place", PickTargets(
    targets=lambda state, frame: list(AREA_COUNTRIES[frame["area"]]), take=_setup_place,
    verb="place", decision=Decision("target", "setup"),
    prompt_of=lambda state, frame: Prompt("ts.prompt.setup_place",
                                          {"left": frame["left"],
                                           "area": {"t": f"ts.region.{frame['area']}"}})))


def _landed_discard(state: State, frame: dict, card: int) -> None:
    state["hands"][frame["seat"]].remove(card)
    state["discard"].append(card)
    state["log"].append(log_entry("ts.log.landed_discard", player=frame["seat"] + 1,
                                  card=card_ref(card)))


FRAMES.add("landed_discard", PickCard(
    cards=lambda state, frame: landed_cards(state, frame["seat"]), take=_landed_discard,
    verb="discard", prompt_of=lambda state, frame: Prompt("ts.prompt.landed_discard"),
    decision=Decision("card", "discard", ("hand",))))
