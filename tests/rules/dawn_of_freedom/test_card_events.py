"""The real card events implemented so far (card_events.py)."""

from game.rules.dawn_of_freedom import events, operations
from game.rules.dawn_of_freedom.card_events import (
    JAN_PALACH_WEEK,
    PERESTROIKA,
    POLAND,
    SOLIDARITY_LEGALIZED,
    WALESA,
)
from game.rules.dawn_of_freedom.common import COM, DEM
from game.rules.dawn_of_freedom.data import LI_PENG, SPACES

from .helpers import act, blank, give, legal, logged, rolls, set_sp, start_round, top


def _position(side, card):
    state = blank()
    give(state, side, card)
    give(state, COM, 1)
    give(state, DEM, 7 if side == DEM else 19)
    start_round(state, side)
    return state


def test_registry_lists_the_implemented_events():
    assert {JAN_PALACH_WEEK, LI_PENG, PERESTROIKA} <= set(events.IMPLEMENTED)


def test_D89_5_2_X1_jan_palach_week_for_ops_event_first():
    state = _position(COM, JAN_PALACH_WEEK)
    set_sp(state, plzen=(1, 0))
    act(state, COM, ["card", JAN_PALACH_WEEK], ["mode", "ops"], ["order", "event_first"])
    assert state["sp"]["charles_university"] == {COM: 0, DEM: 6}
    act(state, COM, ["use", "place"], ["space", "plzen"])
    assert JAN_PALACH_WEEK in state["removed"] and top(state)["side"] == DEM


def test_perestroika_adds_one_for_the_turn():
    state = _position(COM, PERESTROIKA)
    act(state, COM, ["card", PERESTROIKA], ["mode", "event"])
    assert PERESTROIKA in state["lasting"]
    assert operations.effective_ops(state, 1, COM) == 3
    assert operations.effective_ops(state, 7, DEM) == 2


def test_li_peng_helps_communist_attempts():
    state = _position(COM, LI_PENG)
    act(state, COM, ["card", LI_PENG], ["mode", "event"])
    act(state, DEM, ["card", 19], ["mode", "ops"], ["use", "place"], ["done"])
    assert top(state)["side"] == COM
    rolls(state, 1)
    act(state, COM, ["card", 1], ["mode", "tiananmen"])
    assert logged(state, "dof.log.ts_attempt")[0]["mods"] == 2  # own card + Li Peng


def test_D89_5_2_X2_walesa_before_solidarity_legalized():  # D89-EC-17
    state = _position(COM, WALESA)
    act(state, COM, ["card", WALESA], ["mode", "ops"], ["order", "event_first"],
        ["use", "place"], ["done"])
    assert WALESA in state["discard"] and WALESA not in state["events_played"]


def test_solidarity_legalized_then_walesa():
    state = _position(DEM, SOLIDARITY_LEGALIZED)
    state["sp"]["lodz"] = {COM: 3, DEM: 0}  # COM-controlled: no SP there
    act(state, DEM, ["card", SOLIDARITY_LEGALIZED], ["mode", "event"])
    workers = [s for s in POLAND if SPACES[s]["socio"] in ("worker", "farmer")]
    assert state["sp"]["lodz"][DEM] == 0
    assert all(state["sp"][s][DEM] == 1 for s in workers if s != "lodz")
    assert SOLIDARITY_LEGALIZED in state["lasting"]
    assert "gdansk" not in operations.check_targets(state, COM)
    state["turn_used"][COM].clear()
    give(state, DEM, WALESA)
    act(state, COM, ["card", 1], ["mode", "ops"], ["use", "place"], ["done"])
    act(state, DEM, ["card", WALESA], ["mode", "event"])
    assert top(state)["name"] == "place_direct" and top(state)["left"] == 4
    assert all(SPACES[a[1]]["country"] == "poland" for a in legal(state, DEM))
    for _ in range(4):
        act(state, DEM, ["space", "warszawa"])
    frame = top(state)
    assert frame["name"] == "support_checks" and frame["country"] == "poland"
    assert frame["ops"] == 3
    act(state, DEM, ["done"])
    assert WALESA in state["removed"]


def test_honecker_salvage_and_eighth_round():  # D89-4.1, D89-AMB-02
    from game.rules.dawn_of_freedom.data import HONECKER
    state = _position(COM, HONECKER)
    state["discard"] = [22, 19, 5]
    act(state, COM, ["card", HONECKER], ["mode", "event"])
    assert legal(state, COM) == [["take", 5], ["take", 19], ["done"]]
    act(state, COM, ["take", 19])
    assert 19 in state["hands"][COM] and HONECKER in state["lasting"]


def test_D89_5_2_X3_modrow_forbids_honecker():  # D89-EC-18
    from game.rules.dawn_of_freedom.data import HONECKER
    state = _position(DEM, HONECKER)
    state["lasting"].append(83)
    act(state, DEM, ["card", HONECKER], ["mode", "ops"], ["order", "event_first"],
        ["use", "place"], ["done"])
    assert HONECKER in state["discard"] and HONECKER not in state["lasting"]
