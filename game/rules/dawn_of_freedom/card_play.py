"""D89-5 Card play: one card per action round, for its Event, its Operations or a Tiananmen
Square attempt; Scoring cards only as events (D89-8.0).

Implementation notes:
- ["card", n] moves the card from the hand to state["table"] (public); ["mode", m] picks its use:
  event (own or silver card whose event can occur, D89-7.1), ops, tiananmen (D89-6.3),
  ops_quiet (TS box 7: Operations without the opponent's event, once per turn; the card goes to
  the discard pile, D89-AMB-05), ops_event (TS box 8: Operations and Event, own or silver card
  only, D89-AMB-06, once per turn).
- D89-5.2: an opponent's card played for Operations also has its event, carried out by the
  opponent; the phasing player picks the order with ["order", ...] (D89-5.2.B1).
- Card destination (D89-5.2 table): event took place -> removed if asterisked, the lasting area
  if lasting, else discard; could not take place / TS attempt / box 7 ->
  discard pile (asterisked cards are not removed, D89-5.2.B2, D89-6.3.6).
- An event offered although it cannot take place (The Tyrant is Gone before The Crowd,
  D89-7.6.3) gets a prompt saying so; the card then goes to the discard pile.
- The chosen mode is kept in the frame; after the card reaches its destination (for a Scoring
  card: before its struggle) events.CARD_PLAY_HOOKS run (e.g. Ligachev).
- After the mode the card_play frame runs its steps automatically; each step may push frames
  (Operations, event choices, TS awards) and the next step starts when they are popped.
"""

from __future__ import annotations

from game.engine.frames import FrameType
from game.engine.types import Prompt, State, log_entry

from . import events, operations, romania, scoring_cards, tiananmen
from .common import FRAMES, AutoFrame, card_ref, core_frame, opp, seat_of
from .data import CARDS


def modes(state: State, side: str, card: int) -> list[str]:
    info = CARDS[card]
    if info["scoring"]:
        return ["event"]
    used = state["turn_used"][side]
    result = []
    if events.playable_as_event(state, card, side) or romania.void_tig_offered(state, card, side):
        result.append("event")
    result.append("ops")
    if tiananmen.can_attempt(state, side):
        result.append("tiananmen")
    if info["side"] == opp(side) and "box7" not in used and tiananmen.holds_award(state, side, 7):
        result.append("ops_quiet")
    if ("event" in result and "box8" not in used and tiananmen.holds_award(state, side, 8)):
        result.append("ops_event")
    return result


def play_card(state: State, side: str, card: int) -> None:
    """D89-5: `side` plays `card` from his hand in his action round; its mode comes next."""
    state["hands"][side].remove(card)
    state["table"].append(card)
    state["log"].append(log_entry("dof.log.play_card", side=side, card=card_ref(card)))
    FRAMES.push(state, "card_play", seat=seat_of(side), side=side, card=card, stage="mode",
                steps=[], event=None)


@core_frame("action_round")
class ActionRound(FrameType):
    def legal(self, state, frame, seat):
        return [["card", c] for c in events.playable_cards(state, frame["side"])]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        play_card(state, frame["side"], action[1])

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.action_round", {"round": state["round"]})


@core_frame("card_play")
class CardPlay(AutoFrame):
    def seats(self, state, frame):
        return [frame["seat"]] if frame["stage"] != "run" else []

    def legal(self, state, frame, seat):
        if frame["stage"] == "mode":
            return [["mode", m] for m in modes(state, frame["side"], frame["card"])]
        if frame["stage"] == "order":
            return [["order", "event_first"], ["order", "ops_first"]]
        return []

    def apply(self, state, frame, seat, action):
        side, card = frame["side"], frame["card"]
        if action[0] == "order":
            frame["steps"] = ["event", "ops"] if action[1] == "event_first" else ["ops", "event"]
            frame["stage"] = "run"
            return
        mode = frame["mode"] = action[1]
        state["log"].append(log_entry("dof.log.mode", side=side, card=card_ref(card), mode=mode))
        if card in events.PLAY_HOOKS:
            events.PLAY_HOOKS[card](state, side, mode)
        if CARDS[card]["scoring"]:
            events.run_hooks(state, events.CARD_PLAY_HOOKS, side, card, "event", None)
            state["stack"].pop()
            state["table"].remove(card)
            scoring_cards.play(state, card, side)
            return
        opponent_event = CARDS[card]["side"] == opp(side)
        frame["stage"] = "run"
        if mode == "event":
            frame["steps"] = ["event"]
        elif mode == "tiananmen":
            frame["steps"] = ["tiananmen"]
        elif mode == "ops_quiet":
            state["turn_used"][side].append("box7")
            frame["steps"] = ["ops"]
        elif mode == "ops_event":
            state["turn_used"][side].append("box8")
            frame["stage"] = "order"
        elif opponent_event:
            frame["stage"] = "order"
        else:
            frame["steps"] = ["ops", "event"] if opponent_event else ["ops"]

    def auto(self, state, frame):
        if frame["stage"] != "run":
            return False
        side, card = frame["side"], frame["card"]
        if frame["steps"]:
            step = frame["steps"].pop(0)
            if step == "ops":
                operations.start(state, side, card)
            elif step == "event":
                frame["event"] = events.resolve(state, card, events.owner(card, side))
            else:
                tiananmen.attempt(state, side, card)
            return True
        state["stack"].pop()
        finish(state, card, frame["event"])
        events.run_hooks(state, events.CARD_PLAY_HOOKS, side, card, frame.get("mode"),
                         frame["event"])
        return True

    def prompt(self, state, frame, seat):
        side, card = frame["side"], frame["card"]
        if frame["stage"] == "order":
            key = "dof.prompt.order"
        elif "event" in modes(state, side, card) and not events.can_occur(state, card, side):
            key = "dof.prompt.mode_void_event"  # offered although it will do nothing
        else:
            key = "dof.prompt.mode"
        return Prompt(key, {"card": card_ref(card)})


def finish(state: State, card: int, event: str | None) -> None:
    """Send the played card to its destination (D89-5.2 table, D89-2.2.4)."""
    if card not in state["table"]:
        return  # a lasting event took it to state["lasting"]
    state["table"].remove(card)
    if event == "happened" and CARDS[card]["removed"]:
        state["removed"].append(card)
    else:
        state["discard"].append(card)


def forced_discard(state: State, side: str, card: int, carried: tuple[str, ...],
                   by: str) -> None:
    """D89-5.3: `side` discards `card` because `by`'s event says so. Its event happens only
    when its side is in `carried` (a Scoring card counts as "both", D89-ENG-05); a carried
    Scoring card starts a struggle with `by` as initiator (D89-AMB-31, D89-AMB-32)."""
    state["hands"][side].remove(card)
    state["log"].append(log_entry("dof.log.forced_discard", side=side, card=card_ref(card)))
    info = CARDS[card]
    if info["side"] not in carried:
        state["discard"].append(card)
    elif info["scoring"]:
        scoring_cards.start_struggle(state, info["country"], by, card, source="event")
    else:
        state["table"].append(card)
        finish(state, card, events.resolve(state, card, events.owner(card, by)))
