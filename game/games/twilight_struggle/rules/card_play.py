"""TS-5 Card play in an action round, on the shared layer's CardPlay frame (cdg.play).

Implementation notes:
- ["card", n] plays a hand card, or the face-up China Card (TS-9.1); the card lies on
  state["table"] (public) until its play is over. ["pass"] only when the player has no hand
  card (TS-5.1: no passing while a card can be played), including when only the China Card is
  left: it is never forced (TS-9.8, R-51).
- Scoring cards can never be held (TS-2.2.1), which is judged when the turn ends (R-20,
  held_scoring.py): every hand card may be played; the China Card only while S ≤ R - 1, with
  S scoring cards in hand and R own action rounds left, this one included (TS-9.5).
- Modes (TS-5.1 table): "event" for a scoring card, or an own/neutral card whose event exists
  and can occur (spec §5.1 [INTERPRETATION]); "ops" for any other card; an opponent's card with
  an existing event then asks ["order", "event_first" | "ops_first"] (TS-5.2), and the opponent
  carries the event out (events.owner); "space" when the space race allows it (TS-6.4), never
  with an event (TS-6.4.5). The China Card has no event (TS-5.1 table).
- Destination (TS-5.2, TS-2.2.4-6): an event that happened on an asterisked card removes it;
  an underlined one stays in play (the registry moved it to state["lasting"]); everything else
  is discarded, an event that could not happen included (R-16, R-17). The China Card passes
  at once to the opponent face down (TS-9.3).
"""

from __future__ import annotations

from game.cdg.play import CardPlay, Mode
from game.engine.frames import FrameType
from game.engine.types import Decision, Prompt, State, log_entry

from . import events, operations, space
from .common import FRAMES, card_ref, opp
from .data import CARDS, CHINA, SCORING_CARDS, SPACE_LAST, TRACKS


def rounds_total(state: State, seat: int) -> int:
    """TS-4.5.D: 6 action rounds (turns 1-3), 7 later, 8 with the Space Station (R-31)."""
    if space.holds_ability(state, seat, SPACE_LAST):
        usual = _ROUNDS["space_station"]
    else:
        usual = _ROUNDS["early"] if state["turn"] < _MID_WAR else _ROUNDS["later"]
    for c in state["lasting"]:  # North Sea Oil
        if c in events.ACTION_ROUNDS:
            usual = max(usual, events.ACTION_ROUNDS[c](state, seat))
    return usual


_ROUNDS, _MID_WAR = TRACKS["action_rounds"], TRACKS["period_turn"]["mid"]


def china_available(state: State, seat: int) -> bool:
    china = state["china"]
    return china["holder"] == seat and china["face_up"]


def playable(state: State, seat: int) -> list[int]:
    """The cards `seat` may play in this action round (R-20, TS-9.5)."""
    hand = state["hands"][seat]
    scoring = [c for c in hand if c in SCORING_CARDS]
    left = rounds_total(state, seat) - state["round"] + 1
    cards = sorted(hand)
    if china_available(state, seat) and len(scoring) <= left - 1:
        cards.append(CHINA)
    return cards


def _round_hook_cards(state: State, seat: int) -> list[int]:
    """The cards whose round hooks apply: the lasting events and the player's hand (a card
    received may oblige its holder: Missile Envy)."""
    return [*state["lasting"], *state["hands"][seat]]


@FRAMES.define("action_round")
class ActionRound(FrameType):
    decision = Decision("card", "round", ("hand",))  # a card to play this action round

    def legal(self, state, frame, seat):
        acts = [["card", c] for c in playable(state, seat)]
        acts = acts if state["hands"][seat] else acts + [["pass"]]
        for card in _round_hook_cards(state, seat):  # events.ROUND_ACTIONS
            if card in events.ROUND_ACTIONS:
                acts = events.ROUND_ACTIONS[card](state, seat, acts)
        return acts

    def apply(self, state, frame, seat, action):
        for card in _round_hook_cards(state, seat):
            if card in events.ROUND_ACTION_APPLY and events.ROUND_ACTION_APPLY[card](
                    state, frame, seat, action):
                return
        state["stack"].pop()
        if action[0] == "pass":
            state["log"].append(log_entry("ts.log.pass", player=seat + 1))
            return
        card = action[1]
        if card == CHINA:
            state["china"]["holder"] = None  # on the table until its play is over
        else:
            state["hands"][seat].remove(card)
        state["table"].append(card)
        state["log"].append(log_entry("ts.log.play_card", player=seat + 1, card=card_ref(card)))
        FRAMES.push(state, "card_play", seat=seat, card=card, stage="mode", steps=[],
                    event=None)

    def prompt(self, state, frame, seat):
        return Prompt("ts.prompt.action_round", {"round": state["round"]})


def _opponents(frame: dict) -> bool:
    return events.side_seat(frame["card"]) == opp(frame["seat"])


def _event_available(state: State, frame: dict) -> bool:
    card, seat = frame["card"], frame["seat"]
    if card in SCORING_CARDS:
        return True
    return (card != CHINA and events.has_event(card) and not _opponents(frame)
            and events.can_occur(state, card, seat))


def _space_available(state: State, frame: dict) -> bool:
    card, seat = frame["card"], frame["seat"]
    return card not in SCORING_CARDS and space.may_attempt(state, seat) and space.can_attempt(
        state, seat, operations.effective_ops(state, seat, card, use="space"))


def _ops_plan(state: State, frame: dict) -> list[str] | None:
    if _opponents(frame) and events.has_event(frame["card"]):
        return None  # TS-5.2: the player orders the opponent's event and the operations
    return ["ops"]


MODES = (
    Mode("event", _event_available, lambda state, frame: ["event"]),
    Mode("ops", lambda state, frame: frame["card"] not in SCORING_CARDS, _ops_plan),
    Mode("space", _space_available, lambda state, frame: ["space"]),
)


def _chosen(state: State, frame: dict) -> bool:
    events.REGISTRY.run_hooks(state, events.CARD_PLAYED, frame["seat"], frame["card"],
                              frame["mode"])
    state["log"].append(log_entry("ts.log.mode", player=frame["seat"] + 1,
                                  card=card_ref(frame["card"]),
                                  mode={"t": f"ts.mode.{frame['mode']}"}))
    return False


def _event_step(state: State, frame: dict) -> None:
    frame["event"] = events.resolve(state, frame["card"], frame["seat"])


def finish(state: State, card: int, seat: int, event: str | None) -> None:
    """Send a played card to its destination (TS-5.2, TS-9.3)."""
    if card not in state["table"]:
        return  # an underlined event took it into play
    state["table"].remove(card)
    if card == CHINA:
        events.REGISTRY.run_hooks(state, events.CHINA_PLAYED, seat)
        state["china"] = {"holder": opp(seat), "face_up": False}
        state["log"].append(log_entry("ts.log.china_passed", player=opp(seat) + 1))
    elif event == "happened" and CARDS[card]["removed"]:
        state["removed"].append(card)
    else:
        state["discard"].append(card)


def _prompt(state: State, frame: dict) -> Prompt:
    key = "ts.prompt.order" if frame["stage"] == "order" else "ts.prompt.mode"
    return Prompt(key, {"card": card_ref(frame["card"])})


FRAMES.add("card_play", CardPlay(
    modes=MODES, chosen=_chosen, prompt_of=_prompt,
    finish=lambda state, frame: finish(state, frame["card"], frame["seat"], frame["event"]),
    steps={"event": _event_step,
           "ops": lambda state, frame: operations.start(state, frame["seat"], frame["card"]),
           "space": lambda state, frame: space.attempt(state, frame["seat"], frame["card"])},
    decision=Decision("choice", "use")))  # what the card played is used for
