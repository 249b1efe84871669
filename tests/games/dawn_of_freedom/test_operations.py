"""D89-2.1.7 control, D89-6.1 placement, D89-6.2 Support Checks, D89-7.3 effective Ops."""

import pytest

from game.engine.types import IllegalAction
from game.games.dawn_of_freedom.rules import control, events, operations
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES, seat_of
from game.games.dawn_of_freedom.rules.data import CARDS, SPACES

from .helpers import act, blank, give, legal, number_of, rolls, set_sp, start_round, top


def card_with(side, ops, period="early"):
    return min(n for n, c in CARDS.items()
               if c["side"] == side and c["ops"] == ops and c["period"] == period
               and not c["scoring"])


def ops_position(side, ops, **sps):
    """`side` in the middle of an action round with `ops` Ops to use (event-granted style)."""
    state = blank()
    give(state, COM, card_with(COM, 2))
    give(state, DEM, card_with(DEM, 2))
    start_round(state, side)
    set_sp(state, **sps)
    FRAMES.push(state, "operations", seat=seat_of(side), side=side, card=None, base=ops)
    return state


def test_D89_2_1_7_control_needs_a_lead_of_the_stability():  # D89-EC-01, D89-EC-02
    state = blank()
    set_sp(state, budapest=(3, 0), dresden=(2, 5))
    assert control.controls(state, "budapest", COM)
    assert control.controller(state, "dresden") is None
    set_sp(state, dresden=(2, 6))
    assert control.controls(state, "dresden", DEM)
    assert control.controlled_spaces(state, DEM, "east_germany") == ["dresden"]


def test_D89_6_1_3_X1_budapest_costs_two_then_one():  # D89-EC-04
    neighbour = SPACES["budapest"]["adjacent"][0]
    state = ops_position(COM, 4, budapest=(0, 3), **{neighbour: (1, 0)})
    act(state, COM, ["use", "place"], ["space", "budapest"])
    assert top(state)["ops"] == 2
    act(state, COM, ["space", "budapest"], ["space", "budapest"])
    assert state["sp"]["budapest"] == {COM: 3, DEM: 3}
    assert top(state)["name"] == "action_round"  # all Ops spent: the placement ended


def test_D89_6_1_2_eligibility_is_a_snapshot():  # D89-EC-05, D89-6.1.4.X1
    state = ops_position(DEM, 4, catholic_church_czechoslovakia=(0, 1))
    act(state, DEM, ["use", "place"])
    assert ["space", "presov"] in legal(state, DEM)
    act(state, DEM, ["space", "presov"])
    assert ["space", "kosice"] not in legal(state, DEM)
    with pytest.raises(IllegalAction):
        act(state, DEM, ["space", "kosice"])


def test_D89_6_1_4_an_sp_costing_two_needs_two_ops():  # D89-EC-06, D89-EC-07
    neighbour = SPACES["budapest"]["adjacent"][0]
    state = ops_position(COM, 3, budapest=(0, 3), **{neighbour: (1, 1)})
    act(state, COM, ["use", "place"], ["space", neighbour], ["space", neighbour])
    assert top(state)["ops"] == 1  # the uncontrolled neighbour cost 1 each
    assert ["space", "budapest"] not in legal(state, COM)
    assert ["space", neighbour] in legal(state, COM)


def test_D89_6_0_unused_ops_are_lost():
    state = ops_position(COM, 3, lodz=(1, 0))
    act(state, COM, ["use", "place"], ["space", "lodz"], ["done"])
    assert state["sp"]["lodz"][COM] == 2 and top(state)["name"] == "action_round"


def _krakow_example(state):
    set_sp(state, catholic_church_poland=(0, 5), krakow=(0, 3), jagiellonian_university=(0, 1),
           polish_writers=(0, 2), lodz=(3, 0))


def test_D89_6_2_X1_jagiellonian_and_krakow_checks():  # D89-EC-09, D89-EC-10
    state = blank()
    card = card_with(COM, 3)
    give(state, COM, card)
    give(state, DEM, card_with(DEM, 2))
    start_round(state, COM)
    _krakow_example(state)
    rolls(state, 5, 1)
    act(state, COM, ["card", card], ["mode", "ops"], ["use", "check"],
        ["space", "jagiellonian_university"])
    assert state["sp"]["jagiellonian_university"] == {COM: 3, DEM: 0}
    act(state, COM, ["space", "krakow"])
    assert state["sp"]["krakow"] == {COM: 0, DEM: 3}
    first, second = [e["params"] for e in state["log"] if e["key"] == "dof.log.support_check"]
    assert (first["total"], first["need"], first["neighbours"]) == (6, 2, -2)
    assert (second["total"], second["need"], second["neighbours"]) == (5, 6, 1)
    assert card in state["discard"] and top(state)["side"] == DEM


def test_D89_6_2_6_exactly_twice_the_stability_does_nothing():  # D89-EC-11
    state = ops_position(COM, 1, jagiellonian_university=(0, 1))
    rolls(state, 1)
    act(state, COM, ["use", "check"], ["space", "jagiellonian_university"])
    assert state["sp"]["jagiellonian_university"] == {COM: 0, DEM: 1}


def test_D89_6_2_3_target_needs_opponent_sps():  # D89-EC-08, D89-EC-12
    state = ops_position(COM, 4, jagiellonian_university=(0, 1), lodz=(3, 0))
    act(state, COM, ["use", "check"])
    assert ["space", "lodz"] not in legal(state, COM)
    rolls(state, 6)
    act(state, COM, ["space", "jagiellonian_university"])
    assert top(state)["name"] == "action_round"  # no target left: the second check lapses


def test_D89_6_2_2_checks_are_voluntary():  # D89-AMB-25
    state = ops_position(COM, 2, krakow=(0, 3))
    act(state, COM, ["use", "check"])
    assert ["done"] in legal(state, COM)
    rolls(state, 1)
    act(state, COM, ["space", "krakow"], ["done"])
    assert top(state)["name"] == "action_round"


def test_D89_6_2_4_event_drms_apply(monkeypatch):
    state = ops_position(COM, 1, jagiellonian_university=(0, 1))
    monkeypatch.setitem(events.CHECK_MODIFIERS, 999, lambda s, side, target: 1)
    state["lasting"].append(999)
    rolls(state, 1)
    act(state, COM, ["use", "check"], ["space", "jagiellonian_university"])
    assert state["sp"]["jagiellonian_university"] == {COM: 0, DEM: 0}  # 1 + 1 + 1 > 2 by 1


@pytest.fixture
def prudence(monkeypatch):
    """A test modifier in the shape of Prudence: the Democrat's cards -1 Op."""
    monkeypatch.setitem(events.OPS_MODIFIERS, 901, lambda s, user, card, ctx: -(user == DEM))
    monkeypatch.setitem(events.OPS_MODIFIERS, 902, lambda s, user, card, ctx: +(user == COM))


def test_D89_7_3_2_ops_never_below_one(prudence):  # D89-EC-13
    state = blank()
    state["lasting"].append(901)
    assert operations.effective_ops(state, card_with(DEM, 1), DEM) == 1


def test_D89_6_3_5_box_two_only_for_printed_one(prudence):  # D89-EC-14, D89-7.3.1.X1
    state = blank()
    state["lasting"].append(901)
    state["ts"]["pos"][DEM] = 2
    assert operations.effective_ops(state, card_with(DEM, 2), DEM) == 1
    assert operations.effective_ops(state, card_with(DEM, 1), DEM) == 1 + 1 - 1
    state["lasting"].remove(901)
    assert operations.effective_ops(state, card_with(DEM, 1), DEM) == 2


def test_D89_7_3_3_X1_modifiers_follow_the_user(prudence):  # D89-EC-16
    state = blank()
    state["lasting"] += [901, 902]
    consumerism = number_of("Consumerism")
    assert operations.effective_ops(state, consumerism, COM) == 4
    assert operations.effective_ops(state, consumerism, DEM) == 2


@pytest.mark.parametrize("lead, controlled", [(2, None), (3, COM)])
def test_D89_2_1_7_control_starts_at_exactly_the_stability_and_the_view_shows_it(lead,
                                                                                controlled):
    from game.games.dawn_of_freedom.rules import RULES

    state = blank()
    set_sp(state, budapest=(lead, 0), dresden=(0, lead + 2))  # stability 3 and 4
    assert control.controller(state, "budapest") == controlled
    view = RULES.view(state, None)
    assert view["control"].get("budapest") == controlled
    assert view["control"].get("dresden") == DEM


def test_D89_6_2_the_latest_support_check_is_a_public_record():
    state = ops_position(COM, 2, budapest=(1, 2))
    act(state, COM, ["use", "check"], ["space", "budapest"])
    logged = [e for e in state["log"] if e["key"] == "dof.log.support_check"][-1]
    record = state["last_check"]
    assert record["key"] == logged["key"] and record["params"] == logged["params"]
    assert record["turn"] == state["turn"]
