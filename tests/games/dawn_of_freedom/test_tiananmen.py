"""D89-6.3 the Tiananmen Square track: attempts, awards and their cancellation."""

import pytest

from game.games.dawn_of_freedom.rules import events, tiananmen
from game.games.dawn_of_freedom.rules.common import COM, DEM, holds_award
from game.games.dawn_of_freedom.rules.data import LI_PENG

from .helpers import act, blank, give, legal, logged, rolls, set_sp, start_round, top

DEM_2, COM_3, BOTH_4 = 19, 6, 8  # printed Ops 2, 3, 4 (8 = Prudence, silver)
FILLER_COM, FILLER_DEM = 1, 7


def position(side, card, **ts):
    state = blank()
    give(state, side, card)
    give(state, COM, FILLER_COM)
    give(state, DEM, FILLER_DEM)
    for who, pos in ts.items():
        state["ts"]["pos"][who] = pos
    start_round(state, side)
    return state


def test_D89_6_3_1_own_card_bonus_and_success():
    state = position(DEM, DEM_2)
    rolls(state, 2)
    act(state, DEM, ["card", DEM_2], ["mode", "tiananmen"])
    assert state["ts"]["pos"][DEM] == 1  # 2 + 2 Ops + 1 own card = 5 >= 5
    assert DEM_2 in state["discard"]


def test_D89_AMB_03_silver_card_gets_no_own_bonus():
    state = position(DEM, BOTH_4)
    rolls(state, 1)
    act(state, DEM, ["card", BOTH_4], ["mode", "tiananmen"])
    assert state["ts"]["pos"][DEM] == 1 and logged(state, "dof.log.ts_attempt")[0]["mods"] == 0


def test_D89_6_3_2_failure_counts_and_repeat_bonus_is_one():  # D89-EC-25
    state = position(COM, COM_3)
    state["ts"]["failed"][COM] = 2
    rolls(state, 1)
    act(state, COM, ["card", COM_3], ["mode", "tiananmen"])
    attempt = logged(state, "dof.log.ts_attempt")[0]
    assert attempt["mods"] == 2 and attempt["total"] == 6 and attempt["success"]
    assert state["ts"]["failed"][COM] == 0 and state["ts"]["pos"][COM] == 1  # D89-AMB-04


def test_D89_6_3_2_failure_increments_the_counter():
    state = position(DEM, DEM_2)
    rolls(state, 1)
    act(state, DEM, ["card", DEM_2], ["mode", "tiananmen"])
    assert state["ts"]["pos"][DEM] == 0 and state["ts"]["failed"][DEM] == 1


def test_D89_6_3_1_li_peng_and_box_one(monkeypatch):
    state = position(COM, COM_3, com=1)
    state["lasting"].append(LI_PENG)
    monkeypatch.setitem(events.TS_MODIFIERS, 903, lambda s, side: 1)
    state["lasting"].append(903)
    rolls(state, 1)
    act(state, COM, ["card", COM_3], ["mode", "tiananmen"])
    assert logged(state, "dof.log.ts_attempt")[0]["mods"] == 4  # own, Li Peng, box 1, hook


def test_D89_6_3_3_one_attempt_per_turn():  # D89-EC-24
    state = position(DEM, DEM_2)
    state["turn_used"][DEM].append("ts")
    act(state, DEM, ["card", DEM_2])
    assert ["mode", "tiananmen"] not in legal(state, DEM)
    tiananmen.advance(state, DEM)  # an event's advance is still allowed (D89-6.3.4)
    assert state["ts"]["pos"][DEM] == 1


def test_D89_6_3_7_no_attempt_from_box_eight():  # D89-EC-28
    state = position(DEM, DEM_2, dem=8)
    act(state, DEM, ["card", DEM_2])
    assert ["mode", "tiananmen"] not in legal(state, DEM)


def test_D89_6_3_6_ts_card_never_has_its_event(monkeypatch):  # D89-EC-23
    monkeypatch.setitem(events.IMPLEMENTED, COM_3, events.Event())
    state = position(DEM, COM_3)
    rolls(state, 1)
    act(state, DEM, ["card", COM_3], ["mode", "tiananmen"])
    assert COM_3 in state["discard"] and state["events_played"] == []


def test_D89_6_3_5_lasting_award_ends_when_the_opponent_arrives():  # D89-EC-26
    state = blank()
    state["ts"]["pos"] = {DEM: 2, COM: 1}
    assert not holds_award(state, DEM, 1) and holds_award(state, DEM, 2)
    tiananmen.advance(state, COM)
    assert not holds_award(state, DEM, 2) and not holds_award(state, COM, 2)


def test_D89_6_3_5_box_three_foreign_news():  # D89-EC-29
    state = position(DEM, DEM_2, dem=2)
    state["deck"] += [22]
    rolls(state, 6)
    act(state, DEM, ["card", DEM_2], ["mode", "tiananmen"])
    frame = top(state)
    assert frame["name"] == "foreign_news" and 22 in frame["drawn"] and len(frame["drawn"]) == 3
    keep = next(c for c in frame["drawn"] if c != 22)
    act(state, DEM, ["keep", keep])
    assert keep in state["hands"][DEM] and 22 in state["discard"] and not state.get("ps")


def test_D89_6_3_5_second_to_arrive_gets_nothing():  # D89-EC-27
    state = position(DEM, DEM_2, dem=2, com=3)
    rolls(state, 6)
    act(state, DEM, ["card", DEM_2], ["mode", "tiananmen"])
    assert state["ts"]["pos"][DEM] == 3 and top(state)["name"] == "action_round"


def test_D89_6_3_5_box_four_removes_two_opponent_sps():  # D89-AMB-24
    state = position(COM, COM_3, com=3)
    set_sp(state, krakow=(0, 1), gdansk=(0, 3))
    rolls(state, 6)
    act(state, COM, ["card", COM_3], ["mode", "tiananmen"])
    assert top(state)["name"] == "remove_sp"
    act(state, COM, ["space", "krakow"])
    assert legal(state, COM) == [["space", "gdansk"]]
    act(state, COM, ["space", "gdansk"])
    assert state["sp"]["gdansk"][DEM] == 2 and top(state)["side"] == DEM


def test_D89_6_3_5_box_seven_ops_without_the_opponent_event(monkeypatch):  # D89-AMB-05
    monkeypatch.setitem(events.IMPLEMENTED, COM_3, events.Event())
    state = position(DEM, COM_3, dem=7, com=6)
    act(state, DEM, ["card", COM_3])
    assert ["mode", "ops_quiet"] in legal(state, DEM)
    act(state, DEM, ["mode", "ops_quiet"], ["use", "place"], ["done"])
    assert COM_3 in state["discard"] and state["events_played"] == []
    assert "box7" in state["turn_used"][DEM]


def test_D89_6_3_5_box_eight_ops_and_event(monkeypatch):  # D89-AMB-06
    class Mark(events.Event):
        def resolve(self, state, side):
            state["vp"] += 1
    monkeypatch.setitem(events.IMPLEMENTED, DEM_2, Mark())
    state = position(DEM, DEM_2, dem=8)
    act(state, DEM, ["card", DEM_2], ["mode", "ops_event"], ["order", "ops_first"],
        ["use", "place"], ["done"])
    assert state["vp"] == 1 and DEM_2 in state["removed"]


def test_D89_4_5_1_box_five_discard_and_draw():
    state = blank()
    state["ts"]["pos"][DEM] = 5
    give(state, DEM, DEM_2)
    state["stack"][0]["step"] = "goddess"
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert top(state)["name"] == "goddess" and ["done"] in legal(state, DEM)
    act(state, DEM, ["discard", DEM_2])
    assert DEM_2 in state["discard"] and len(state["hands"][DEM]) == 1


@pytest.mark.parametrize("ahead", [True, False])
def test_D89_4_5_3_box_six_free_support_check(ahead):
    state = blank()
    state["ts"]["pos"] = {DEM: 6, COM: 5 if ahead else 6}
    set_sp(state, jagiellonian_university=(1, 0))
    state["stack"][0]["step"] = "extra_check"
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    if not ahead:
        assert state["turn"] == 2
        return
    assert top(state)["name"] == "support_checks" and top(state)["ops"] == 2
    rolls(state, 2)
    act(state, DEM, ["space", "jagiellonian_university"])
    assert state["sp"]["jagiellonian_university"] == {COM: 0, DEM: 1}  # 2 + 2 > 2 by 2


def test_D89_6_3_issue33_holding_an_attempt_does_not_tell_the_die():
    """Issue #33 point 1: at box 2 a success keeps the Democrat acting (box 3's cards) and a
    failure passes the turn. The table's "End turn" hold (engine/worlds.holds) is decided
    on worlds he cannot tell apart, seeded by public facts (`key`), so it is the same
    whatever die is coming; it was held exactly when the die would fail."""
    from game.engine import worlds
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import seat_of

    held, passed = set(), set()
    for key in ("1:9", "2:9", "3:9", "4:9"):
        answers = set()
        for roll in range(1, 7):
            state = position(DEM, DEM_2, dem=2)
            act(state, DEM, ["card", DEM_2])
            rolls(state, roll)
            answers.add(worlds.holds(RULES, state, seat_of(DEM), ["mode", "tiananmen"], key))
            act(state, DEM, ["mode", "tiananmen"])
            passed.add(seat_of(DEM) not in RULES.active_seats(state))
        assert len(answers) == 1, key  # whatever the die shows
        held |= answers
    assert passed == {True, False}  # the die decides whether the turn passes
    assert True in held  # held where a world's die fails: the turn may pass
