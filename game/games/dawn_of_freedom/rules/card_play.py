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
- The card_play frame is the shared layer's CardPlay (game/cdg/play.py) with 1989's five
  modes (MODES); after the mode it runs its steps automatically; each step may push frames
  (Operations, event choices, TS awards) and the next step starts when they are popped.
"""

from __future__ import annotations

from game.cdg.play import CardPlay, Mode
from game.engine.frames import FrameType, pop_frame
from game.engine.types import Decision, Prompt, State, log_entry

from . import events, operations, romania, scoring_cards, tiananmen
from .common import FRAMES, card_ref, holds_award, opp, seat_of
from .data import CARDS


def _used(state: State, frame: dict, box: str) -> bool:
    return box in state["turn_used"][frame["side"]]


def _is_scoring(frame: dict) -> bool:
    return bool(CARDS[frame["card"]]["scoring"])


def _opponents_card(frame: dict) -> bool:
    return CARDS[frame["card"]]["side"] == opp(frame["side"])


def _mark(state: State, frame: dict, box: str, steps: list[str] | None) -> list[str] | None:
    state["turn_used"][frame["side"]].append(box)  # TS boxes 7 and 8: once per turn
    return steps


def _event_offered(state: State, frame: dict) -> bool:
    card, side = frame["card"], frame["side"]
    return (events.playable_as_event(state, card, side)
            or romania.void_tig_offered(state, card, side))  # D89-7.6.3: offered, does nothing


def _event_available(state: State, frame: dict) -> bool:
    return _is_scoring(frame) or _event_offered(state, frame)


# The card-play modes, in the order they are offered (D89-5, D89-6.3, TS boxes 7 and 8).
MODES = (
    Mode("event", _event_available, lambda state, frame: ["event"]),
    Mode("ops", lambda state, frame: not _is_scoring(frame),
         lambda state, frame: None if _opponents_card(frame) else ["ops"]),
    Mode("tiananmen", lambda state, frame: not _is_scoring(frame)
         and tiananmen.can_attempt(state, frame["side"]),
         lambda state, frame: ["tiananmen"]),
    Mode("ops_quiet", lambda state, frame: not _is_scoring(frame) and _opponents_card(frame)
         and not _used(state, frame, "box7")
         and holds_award(state, frame["side"], 7),
         lambda state, frame: _mark(state, frame, "box7", ["ops"])),
    Mode("ops_event", lambda state, frame: not _is_scoring(frame)
         and _event_offered(state, frame)
         and not _used(state, frame, "box8")
         and holds_award(state, frame["side"], 8),
         lambda state, frame: _mark(state, frame, "box8", None)),
)


def modes(state: State, side: str, card: int) -> list[str]:
    frame = {"side": side, "card": card}
    return [m.name for m in MODES if m.available(state, frame)]


def count_play(state: State, side: str) -> None:
    """`state["card_plays"]`: cards each side has played so far (public; STATE.md). Result
    records keep it, so a reader can tell whether a side has played since."""
    plays = state.setdefault("card_plays", {"com": 0, "dem": 0})
    plays[side] += 1


def play_card(state: State, side: str, card: int) -> None:
    """D89-5: `side` plays `card` from his hand in his action round; its mode comes next."""
    state["hands"][side].remove(card)
    state["table"].append(card)
    state["log"].append(log_entry("dof.log.play_card", side=side, card=card_ref(card)))
    count_play(state, side)
    FRAMES.push(state, "card_play", seat=seat_of(side), side=side, card=card, stage="mode",
                steps=[], event=None)


@FRAMES.define("action_round")
class ActionRound(FrameType):
    decision = Decision("card", "play", ("hand",))

    def legal(self, state, frame, seat):
        return [["card", c] for c in events.playable_cards(state, frame["side"])]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        play_card(state, frame["side"], action[1])

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.action_round", {"round": state["round"]})


def _chosen(state: State, frame: dict) -> bool:
    """Log the mode and run the card's own play hook; a Scoring card leaves the card play for
    its Power Struggle (D89-8.0)."""
    side, card, mode = frame["side"], frame["card"], frame["mode"]
    state["log"].append(log_entry("dof.log.mode", side=side, card=card_ref(card), mode=mode))
    if card in events.PLAY_HOOKS:
        events.PLAY_HOOKS[card](state, side, mode)
    if not _is_scoring(frame):
        return False
    events.run_hooks(state, events.CARD_PLAY_HOOKS, side, card, "event", None)
    pop_frame(state, frame)
    state["table"].remove(card)
    scoring_cards.play(state, card, side)
    return True


def _event_step(state: State, frame: dict) -> None:
    frame["event"] = events.resolve(state, frame["card"], events.owner(frame["card"],
                                                                       frame["side"]))


def _finish_play(state: State, frame: dict) -> None:
    side, card = frame["side"], frame["card"]
    finish(state, card, frame["event"])
    events.run_hooks(state, events.CARD_PLAY_HOOKS, side, card, frame.get("mode"),
                     frame["event"])


def _prompt(state: State, frame: dict) -> Prompt:
    side, card = frame["side"], frame["card"]
    if frame["stage"] == "order":
        key = "dof.prompt.order"
    elif _is_scoring(frame):  # its event is the Power Struggle (D89-8.1), never void
        key = "dof.prompt.mode_scoring"
    elif "event" in modes(state, side, card) and not events.can_occur(state, card, side):
        key = "dof.prompt.mode_void_event"  # offered although it will do nothing
    else:
        key = "dof.prompt.mode"
    return Prompt(key, {"card": card_ref(card)})


class _CardPlay(CardPlay):
    """The shared card play, saying what it asks: the mode for the card on the table (topic
    "mode"), then perhaps the order of event and Operations (topic "order")."""

    def decide(self, state, frame, seat):
        topic = frame["stage"] if frame["stage"] in ("mode", "order") else ""
        return Decision("choice", topic, (), {"card": frame["card"], "side": frame["side"]})


FRAMES.add("card_play", _CardPlay(
    modes=MODES, finish=_finish_play, prompt_of=_prompt, chosen=_chosen,
    steps={"ops": lambda state, frame: operations.start(state, frame["side"], frame["card"]),
           "event": _event_step,
           "tiananmen": lambda state, frame: tiananmen.attempt(state, frame["side"],
                                                                frame["card"])}))


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
        scoring_cards.start_struggle(state, info["country"], by, source="event")
    else:
        state["table"].append(card)
        finish(state, card, events.resolve(state, card, events.owner(card, by)))
