"""The shared card-driven layer (game/cdg) on toy games: deck, event registry, card play,
step frames, hidden cards; and the engine's step driver (Frames.settle) they run on."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.cdg.deck import Deck
from game.cdg.events import Event, EventRegistry, EventSpec
from game.cdg.flow import EventFlow
from game.cdg.hidden import conservation_problems, redeal
from game.cdg.play import CardPlay, Mode
from game.cdg.steps import PickCard, PickTargets
from game.engine import rng
from game.engine.frames import AutoFrame, Frames
from game.engine.types import Prompt

LOG_KEYS = {"reshuffle": "t.reshuffle", "drew": "t.drew", "added": "t.added"}


def table(deck=(), discard=(), hands=((), ())) -> dict[str, Any]:
    return {"rng": rng.new_rng(3), "deck": list(deck), "discard": list(discard),
            "hands": {"0": list(hands[0]), "1": list(hands[1])}, "log": [], "stack": [],
            "lasting": [], "events_played": [], "removed": [], "table": []}


DECK = Deck(hand_key=str, log_keys=LOG_KEYS, log_params=lambda seat, card: {"card": card})


# -- deck -------------------------------------------------------------------------------------
def test_deal_alternates_from_the_first_seat_and_skips_a_full_hand() -> None:
    state = table(deck=[9, 8, 7, 6, 5, 4, 3, 2, 1], hands=((), (100, 101)))
    DECK.deal(state, (1, 0), {0: 3, 1: 4})
    # the top is the last card: seat 1 draws first, then they alternate; seat 1 fills up first
    assert state["hands"]["1"] == [100, 101, 1, 3]
    assert state["hands"]["0"] == [2, 4, 5]
    drew = [e for e in state["log"] if e["key"] == "t.drew"]
    assert [e["private_to"] for e in drew[:2]] == [1, 0]


def test_deal_counts_only_what_the_game_counts() -> None:
    state = table(deck=[3, 2, 1], hands=((99,), ()))
    DECK.deal(state, (0, 1), {0: 1, 1: 1}, counted=lambda hand: len([c for c in hand if c != 99]))
    assert state["hands"]["0"] == [99, 1] and state["hands"]["1"] == [2]


def test_draw_reshuffles_the_discard_only_when_the_deck_is_empty() -> None:
    state = table(deck=[1], discard=[5, 6, 7])
    assert DECK.draw(state, 0) == 1 and state["discard"] == [5, 6, 7]
    card = DECK.draw(state, 0)
    assert card in (5, 6, 7) and not state["discard"] and len(state["deck"]) == 2
    assert [e["key"] for e in state["log"]].count("t.reshuffle") == 1
    state["deck"].clear()
    assert DECK.draw(state, 1) is None  # nothing left anywhere


def test_a_period_deck_joins_the_draw_deck_not_the_discard() -> None:
    state = table(deck=[1, 2], discard=[3])
    DECK.add_cards(state, [10, 11], period="mid")
    assert sorted(state["deck"]) == [1, 2, 10, 11] and state["discard"] == [3]
    assert state["log"][-1] == {"key": "t.added", "params": {"period": "mid"}}


# -- events -----------------------------------------------------------------------------------
class Marker(Event):
    def resolve(self, state, who):
        state.setdefault("resolved", []).append((self.number, who))


def registry() -> EventRegistry:
    specs = {
        1: EventSpec(),
        2: EventSpec(),
        3: EventSpec(requires=(1, 2)),  # TS NATO: Marshall Plan or Warsaw Pact
        4: EventSpec(lasting=True, duration="this_turn"),
        5: EventSpec(requires=(4,), requires_in_effect=True),
        6: EventSpec(blocked_by=(4,)),  # TS Camp David Accords blocks Arab-Israeli War
        7: EventSpec(lasting=True, duration="until_cancelled", removed=True),
        8: EventSpec(cancels=(7,)),
        9: EventSpec(lasting=True, duration="until_named", ended_by=(1,)),
    }
    reg = EventRegistry(specs, {"this_turn": "turn_end"},
                        lambda state, what, card, who: state["log"].append((what, card)))
    for n in specs:
        reg.register(n)(Marker)
    return reg


def test_prerequisite_any_of_and_still_in_effect() -> None:
    reg, state = registry(), table()
    assert not reg.can_occur(state, 3, 0)
    assert reg.resolve(state, 3, 0) == "cannot" and ("cannot", 3) in state["log"]
    reg.resolve(state, 2, 0)
    assert reg.can_occur(state, 3, 0)
    assert not reg.can_occur(state, 5, 0)
    reg.resolve(state, 4, 1)
    assert reg.can_occur(state, 5, 0)
    reg.expire(state, "turn_end")
    assert not reg.can_occur(state, 5, 0)  # played, but no longer in effect


def test_an_event_in_effect_blocks_another() -> None:
    reg, state = registry(), table()
    assert reg.can_occur(state, 6, 0)
    reg.resolve(state, 4, 0)
    assert not reg.can_occur(state, 6, 0)


def test_lasting_events_leave_the_table_and_expire_at_their_moment() -> None:
    reg, state = registry(), table()
    state["table"].append(4)
    assert reg.resolve(state, 4, 1) == "happened"
    assert state["lasting"] == [4] and not state["table"] and state["resolved"] == [(4, 1)]
    reg.expire(state, "deal")
    assert state["lasting"] == [4]
    reg.expire(state, "turn_end")
    assert not state["lasting"] and state["discard"] == [4]


def test_until_cancelled_and_until_a_named_card() -> None:
    reg, state = registry(), table()
    reg.resolve(state, 7, 0)
    reg.resolve(state, 9, 0)
    reg.expire(state, "turn_end")
    assert state["lasting"] == [7, 9]
    reg.resolve(state, 8, 1)  # cancels 7: asterisked, out of the game
    assert state["lasting"] == [9] and state["removed"] == [7]
    reg.resolve(state, 1, 1)  # 9 lasts until card 1's event
    assert not state["lasting"] and state["discard"] == [9]


def test_hooks_of_lasting_cards_in_play_only() -> None:
    reg, state = registry(), table()
    mods = reg.hooks("ops")
    mods[4] = lambda state, who: 2
    mods[7] = lambda state, who: -1
    assert reg.hook_sum(state, mods, 0) == 0
    reg.resolve(state, 4, 0)
    reg.resolve(state, 7, 0)
    assert reg.hook_sum(state, mods, 0) == 1
    with pytest.raises(ValueError):
        reg.register(1)(Marker)


# -- step frames ------------------------------------------------------------------------------
def frames_with_steps() -> Frames:
    frames = Frames()

    def take(state, frame, target):
        state["board"][target] += 1

    frames.add("place", PickTargets(
        targets=lambda state, frame: sorted(state["board"]), take=take, tally="placed",
        prompt_of=lambda state, frame: Prompt("t.place", {"left": frame["left"]})))
    frames.add("spend", PickTargets(
        targets=lambda state, frame: [t for t in sorted(state["board"])
                                      if state["board"][t] <= frame["ops"]],
        take=take, budget="ops", cost=lambda state, frame, t: state["board"][t],
        may_stop=True, prompt_of=lambda state, frame: Prompt("t.spend")))
    return frames


def test_pick_targets_caps_each_target_and_counts_down() -> None:
    frames = frames_with_steps()
    state = {"board": {"a": 0, "b": 0}, "stack": []}
    frames.push(state, "place", seat=0, left=3, cap=2, placed={})
    assert frames.legal_actions(state, 0) == [["space", "a"], ["space", "b"]]
    frames.apply(state, 0, ["space", "a"])
    frames.apply(state, 0, ["space", "a"])
    assert frames.legal_actions(state, 0) == [["space", "b"]]  # a is at its cap
    assert frames.prompt(state, 0) == Prompt("t.place", {"left": 1})
    frames.apply(state, 0, ["space", "b"])
    assert state["board"] == {"a": 2, "b": 1} and not state["stack"]


def test_pick_targets_stops_when_no_target_is_left_or_on_done() -> None:
    frames = frames_with_steps()
    state = {"board": {"a": 0}, "stack": []}
    frames.push(state, "place", seat=0, left=5, cap=1, placed={})
    frames.apply(state, 0, ["space", "a"])
    assert not state["stack"]  # left 4, but nothing left to pick: the text is done
    state = {"board": {"a": 1, "b": 2}, "stack": []}
    frames.push(state, "spend", seat=0, ops=3)
    assert frames.legal_actions(state, 0)[-1] == ["done"]
    frames.apply(state, 0, ["space", "b"])  # costs 2
    assert state["stack"][0]["ops"] == 1
    frames.apply(state, 0, ["done"])
    assert not state["stack"] and state["board"] == {"a": 1, "b": 3}


def test_pick_card_once_or_many_then_done() -> None:
    frames = Frames()

    def discard(state, frame, card):
        state["hand"].remove(card)
        state["discard"].append(card)

    frames.add("one", PickCard(cards=lambda state, frame: sorted(state["hand"]), take=discard,
                               verb="discard", prompt_of=lambda state, frame: Prompt("t")))
    frames.add("many", PickCard(cards=lambda state, frame: sorted(state["hand"]), take=discard,
                                once=False, on_done=lambda state, frame: state.update(done=1),
                                prompt_of=lambda state, frame: Prompt("t")))
    state = {"hand": [3, 1], "discard": [], "stack": []}
    frames.push(state, "one", seat=1)
    assert frames.legal_actions(state, 1) == [["discard", 1], ["discard", 3], ["done"]]
    frames.apply(state, 1, ["discard", 3])
    assert not state["stack"] and state["discard"] == [3]
    frames.push(state, "many", seat=1)
    frames.apply(state, 1, ["card", 1])
    assert state["stack"] and "done" not in state
    frames.apply(state, 1, ["done"])
    assert not state["stack"] and state["done"] == 1 and not state["hand"]


# -- card play with pluggable modes -------------------------------------------------------------
def test_card_play_modes_order_and_automatic_steps() -> None:
    frames = Frames()
    ran: list[str] = []
    frames.add("card_play", CardPlay(
        modes=(Mode("event", lambda s, f: f["card"] != 2, lambda s, f: ["event"]),
               Mode("ops", lambda s, f: True, lambda s, f: None if f["card"] == 3 else ["ops"]),
               Mode("space_race", lambda s, f: s["space_ok"], lambda s, f: ["space_race"])),
        steps={"event": lambda s, f: ran.append("event"), "ops": lambda s, f: ran.append("ops"),
               "space_race": lambda s, f: ran.append("space_race")},
        finish=lambda s, f: ran.append(f"finish {f['card']}"),
        prompt_of=lambda s, f: Prompt("t.mode")))

    def play(card: int, space_ok: bool = False) -> dict[str, Any]:
        state = {"stack": [], "space_ok": space_ok}
        frames.push(state, "card_play", seat=0, card=card, stage="mode", steps=[], event=None)
        return state

    state = play(2, space_ok=True)
    assert frames.legal_actions(state, 0) == [["mode", "ops"], ["mode", "space_race"]]
    frames.apply(state, 0, ["mode", "space_race"])
    assert ran == ["space_race", "finish 2"] and not state["stack"]
    ran.clear()
    state = play(3)  # an opponent's card for Operations: the player orders event and ops
    frames.apply(state, 0, ["mode", "ops"])
    assert frames.active_seats(state) == [0] and not ran
    frames.apply(state, 0, ["order", "event_first"])
    assert ran == ["event", "ops", "finish 3"]


# -- hidden cards -----------------------------------------------------------------------------
def test_redeal_keeps_sizes_and_cards_and_shuffles() -> None:
    hand, deck, mine = [1, 2, 3], [4, 5, 6, 7, 8, 9], [10]
    redeal([hand, deck], random.Random(1))
    assert len(hand) == 3 and len(deck) == 6 and mine == [10]
    assert sorted(hand + deck) == list(range(1, 10)) and hand != [1, 2, 3]


def test_conservation_names_duplicates_and_lost_cards() -> None:
    assert conservation_problems([1, 2, 3], [1, 2, 3]) == []
    assert conservation_problems([1, 1, 3], None) == ["a card is in two places"]
    assert conservation_problems([1, 3], [1, 2, 3]) == ["cards lost [2] or out of period []"]


# -- the engine's step driver -------------------------------------------------------------------
def test_settle_runs_automatic_frames_and_the_between_steps_check_after_each_action() -> None:
    checks: list[int] = []
    frames = Frames(between_steps=lambda state: checks.append(state["n"]))

    @frames.define("count")
    class Count(AutoFrame):
        def auto(self, state, frame):
            state["n"] += 1
            if state["n"] == 3:
                frames.pop(state, "count")
            return True

    state = {"n": 0, "stack": [{"name": "count"}]}
    frames.settle(state)
    assert state["n"] == 3 and not state["stack"] and checks == [0, 1, 2, 3]
    state = {"n": 0, "stack": [{"name": "count"}, {"name": "count"}]}
    frames.settle(state, floor=1)  # a sub-procedure drives only its own frames
    assert state["n"] == 3 and len(state["stack"]) == 1


# -- continuations and choices ------------------------------------------------------------------
def test_a_continuation_waits_for_the_frames_pushed_after_it_and_a_choice_is_handled() -> None:
    frames = Frames()
    flow = EventFlow(frames, "then", "choose", prompt_params=lambda frame: {"n": frame["n"]})

    @flow.continuation("after")
    def after(state, frame):
        state["done"].append(("after", frame["n"]))

    @flow.on_choice("pick")
    def pick(state, frame, action):
        state["done"].append(tuple(action))

    @flow.private_options("secret")
    def secret(state, frame):
        return [["card", c] for c in state["hand"]]

    state: dict[str, Any] = {"stack": [], "done": [], "hand": [4, 5]}
    flow.then(state, "after", n=1)
    flow.choose(state, 1, [["x", 1], ["x", 2]], "pick", "t.pick", n=7)
    frames.settle(state)
    assert frames.active_seats(state) == [1] and not state["done"]
    assert frames.prompt(state, 1) == Prompt("t.pick", {"n": 7})
    frames.apply(state, 1, ["x", 2])
    assert state["done"] == [("x", 2), ("after", 1)] and not state["stack"]
    flow.choose(state, 0, None, "secret", "t.pick", n=0)
    assert frames.legal_actions(state, 0) == [["card", 4], ["card", 5]]
    assert state["stack"][-1]["options"] is None  # the hidden cards stay out of the frame
    with pytest.raises(ValueError):
        flow.continuation("after")(after)
