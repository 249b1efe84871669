"""TS-7 The event framework the card events plug into (issue #15 point 8): events that pause
for either seat's choice, lasting effects and their lifetimes, prerequisites and blocks,
ops-area and China Card hooks. Test-only events are registered and removed again."""

from __future__ import annotations

import pytest

from game.games.twilight_struggle.rules import RULES, events
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.operations import areas
from game.games.twilight_struggle.rules.sequence import STEPS

from .helpers import action_round, give, play, set_up, top


@pytest.fixture
def registered():
    """Register test events in place of the cards' own; the real ones are back after the
    test."""
    saved: dict[int, events.Event | None] = {}

    def add(number, cls):
        saved[number] = events.REGISTRY.events.pop(number, None)
        events.REGISTRY.register(number)(cls)

    yield add
    for number, real in saved.items():
        del events.REGISTRY.events[number]
        if real is not None:
            events.REGISTRY.events[number] = real


class _AskOpponent(events.Event):
    """Asks the other seat to choose, then records the choice."""

    def resolve(self, state, who):
        events.FLOW.choose(state, 1 - who, [["yes"], ["no"]], "test_ask", "ts.prompt.mode",
                           card=self.number)


@events.FLOW.on_choice("test_ask")
def _answered(state, frame, action):
    state["answer"] = [frame["seat"], action[0]]


def test_TS_7_1_an_event_pauses_for_the_opponents_choice_and_the_card_play_resumes(registered):
    registered(8, _AskOpponent)  # Fidel (USSR, asterisked)
    state = set_up()
    give(state, USSR, [8])
    action_round(state, USSR)
    play(state, USSR, ["card", 8], ["mode", "event"])
    assert RULES.active_seats(state) == [US] and RULES.legal_actions(state, US) == [["yes"],
                                                                                  ["no"]]
    play(state, US, ["no"])
    assert state["answer"] == [US, "no"] and 8 in state["removed"]  # asterisked, happened
    assert top(state)["name"] == "action_round" and state["phasing"] == US


class _Nothing(events.Event):
    def resolve(self, state, who):
        pass


def test_TS_5_2_prerequisite_missing_the_card_is_discarded_not_removed_R_16(registered):
    registered(21, _Nothing)  # NATO: needs Marshall Plan or Warsaw Pact Formed
    state = set_up()
    give(state, US, [21])
    action_round(state, US)
    play(state, US, ["card", 21])
    assert ["mode", "event"] not in RULES.legal_actions(state, US)
    give(state, USSR, [21])
    action_round(state, USSR)
    play(state, USSR, ["card", 21], ["mode", "ops"], ["order", "event_first"])
    assert any(e["key"] == "ts.log.event_cannot" for e in state["log"])
    while RULES.active_seats(state) == [USSR]:  # the operations
        play(state, USSR, RULES.legal_actions(state, USSR)[0])
    assert 21 in state["discard"] and 21 not in state["removed"]


def test_TS_7_3_underlined_events_stay_in_play_and_this_turn_ones_end(registered):
    registered(16, _Nothing)  # Warsaw Pact Formed, then NATO (underlined, until the end)
    registered(21, _Nothing)
    registered(25, _Nothing)  # Containment: "this turn", asterisked
    state = set_up()
    for seat, card in ((USSR, 16), (US, 21), (US, 25)):
        give(state, seat, [card])
        action_round(state, seat)
        play(state, seat, ["card", card], ["mode", "event"])
    assert state["lasting"] == [16, 21, 25] and not state["table"]
    STEPS["advance"](state, {})
    assert state["lasting"] == [16, 21] and 25 in state["removed"]


def test_TS_7_5_a_blocked_event_cannot_occur(registered):
    registered(13, _Nothing)  # Arab-Israeli War, blocked by Camp David Accords (65)
    state = set_up()
    assert events.can_occur(state, 13, USSR)
    state["lasting"].append(65)
    state["events_played"].append(65)
    assert not events.can_occur(state, 13, USSR)


def test_TS_7_4_ops_area_and_china_card_hooks(monkeypatch):
    state = set_up()
    state["lasting"].append(9)
    monkeypatch.setitem(events.OPS_AREAS, 9,
                        lambda state, seat, card: ["southeast_asia"] if seat == USSR else [])
    monkeypatch.setitem(events.CHINA_PLAYED, 9,
                        lambda state, seat: state.setdefault("china_by", []).append(seat))
    assert areas(state, USSR, 6) == [None, "asia", "southeast_asia"]
    assert areas(state, US, 5) == [None]
    give(state, USSR, [7])
    action_round(state, USSR)
    play(state, USSR, ["card", 6], ["mode", "space"])
    assert state["china_by"] == [USSR]


def test_TS_7_4_example_china_card_vietnam_revolts_and_red_scare_make_5_R_28(monkeypatch):
    """US Red Scare/Purge (-1 USSR) and USSR Vietnam Revolts (+1 all in Southeast Asia) in
    effect: the China Card spent entirely in Southeast Asia gives 4 + 1 + 1 - 1 = 5."""
    from game.games.twilight_struggle.rules.operations import effective_ops
    state = set_up()
    state["lasting"] += [9, 31]
    monkeypatch.setitem(events.OPS_AREAS, 9,
                        lambda state, seat, card: ["southeast_asia"] if seat == USSR else [])
    monkeypatch.setitem(events.OPS_MODIFIERS, 9, lambda state, seat, ctx: int(
        seat == USSR and ctx["area"] == "southeast_asia"))
    monkeypatch.setitem(events.OPS_MODIFIERS, 31, lambda state, seat, ctx: -int(seat == USSR))
    assert effective_ops(state, USSR, 6, "southeast_asia") == 5
    assert effective_ops(state, USSR, 6, "asia") == 4  # Vietnam Revolts needs SE Asia
    give(state, USSR, [7])
    state["influence"]["vietnam"][USSR] = 1  # an eligible country in Southeast Asia
    action_round(state, USSR)
    play(state, USSR, ["card", 6], ["mode", "ops"], ["op", "influence", "southeast_asia"])
    assert top(state)["left"] == 5
    placeable = {a[1] for a in RULES.legal_actions(state, USSR)}
    assert "vietnam" in placeable and placeable <= set(
        ("burma", "indonesia", "laos_cambodia", "malaysia", "philippines", "thailand",
         "vietnam"))


def test_TS_6_2_2_and_6_3_2_card_modifiers_to_realignment_and_coup_rolls():
    from game.games.twilight_struggle.rules.common import FRAMES
    from game.games.twilight_struggle.rules.operations import coup, realign_modifier

    from .helpers import influence
    state = set_up()
    influence(state, {"angola": (2, 0)})
    state["lasting"].append(43)
    saved = events.REALIGN_MODIFIERS.get(43), events.COUP_MODIFIERS.get(43)
    events.REALIGN_MODIFIERS[43] = lambda state, seat, country: 2 if seat == US else 0
    events.COUP_MODIFIERS[43] = lambda state, seat, country: -1
    try:
        assert realign_modifier(state, US, "angola") == 2
        state["rng"]["forced_rolls"] = [2]
        coup(state, US, "angola", 1)  # 2 + 1 - 1 = 2: not above 2 x stability 1
        FRAMES.settle(state)
        assert state["influence"]["angola"] == [2, 0]
    finally:  # the real SALT Negotiations hook (cards/) comes back
        for table, hook in zip((events.REALIGN_MODIFIERS, events.COUP_MODIFIERS), saved,
                               strict=True):
            table.pop(43)
            if hook is not None:
                table[43] = hook


class _Degrade(events.Event):
    def resolve(self, state, who):
        from game.games.twilight_struggle.rules.defcon import change_defcon
        change_defcon(state, -1)


def test_TS_8_1_3_the_phasing_player_loses_to_the_opponents_event_he_played(registered):
    """The US plays a USSR card for operations; its event (carried out by the USSR) takes
    DEFCON to 1: the US, phasing, loses (the Olympic Games example)."""
    registered(7, _Degrade)  # Socialist Governments (USSR)
    state = set_up()
    state["defcon"] = 2
    give(state, US, [7])
    action_round(state, US)
    play(state, US, ["card", 7], ["mode", "ops"])
    # either order loses: the event takes place after the ops too (issue #35 point 5: the
    # check follows the placements through instead of running out of look-ahead among them)
    assert RULES.fatal_actions(state, US) == [["order", "event_first"], ["order", "ops_first"]]
    play(state, US, ["order", "event_first"])
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.defcon"}


def test_TS_4_5_C_a_headline_taking_defcon_to_1_loses_for_the_headliner_R_36(registered):
    registered(7, _Degrade)
    state = set_up(4)
    state["defcon"] = 2
    give(state, USSR, [5])
    give(state, US, [7])
    play(state, USSR, ["pick", 5], ["seal"])
    play(state, US, ["pick", 7], ["seal"])
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.defcon"}
