"""D89-7.6 the Romanian events' hooks and D89-12 the U.S.S.R. Stability track."""

import pytest

from game.games.dawn_of_freedom.rules import control, romania, stability
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES
from game.games.dawn_of_freedom.rules.data import COUNTRIES

from .helpers import act, blank, give, legal, set_sp, start_round, top


def test_D89_7_6_3_tig_without_ctac_is_discarded():  # D89-EC-50
    state = blank()
    assert romania.play_tig(state) == "discarded"


def test_D89_7_6_3_tig_waits_for_the_romania_struggle():
    state = blank()
    give(state, COM, 1)
    start_round(state, COM)
    romania.mark_ctac_played(state)
    assert romania.play_tig(state) == "pending"
    state["ps"] = {"country": "romania"}
    romania._after_deal(state)  # the hook registered with power_struggle
    del state["ps"]
    assert state["romania"]["ctac"] == "resolved"
    romania.after_struggle(state, "scoring")
    assert top(state)["name"] == "tyrant_flee"
    assert ["space", "bucuresti"] in legal(state, DEM)
    act(state, DEM, ["space", "bucuresti"])
    assert state["romania"] == {"ctac": "resolved", "tig": "resolved", "tyrant": "bucuresti"}


def _tig_waiting_after_a_romania_struggle(source: str):
    """New Year's Eve Party activated this turn, CTAC resolved in a Romania struggle from
    `source`, TIG waiting: the struggle's after_struggle frame is about to run."""
    state = blank(turn=10)
    give(state, COM, 1)
    start_round(state, COM)
    state["nye"] = True
    state["romania"].update(ctac="resolved", tig="pending")
    FRAMES.push(state, "after_struggle", country="romania", then=source)
    FRAMES.settle(state)
    return state


def test_D89_7_6_3_tig_resolves_after_a_normal_struggle_in_a_new_years_eve_turn():
    state = _tig_waiting_after_a_romania_struggle("scoring")
    assert state["romania"]["tig"] == "resolved"
    assert top(state)["name"] == "tyrant_flee"


def test_D89_10_3_tig_never_resolves_after_the_new_years_eve_struggle():
    state = _tig_waiting_after_a_romania_struggle("nye")
    assert state["romania"]["tig"] == "pending"
    assert state["over"] is not None


def test_D89_7_6_5_nowhere_to_flee_gives_two_vp():  # D89-EC-52
    state = blank()
    for space in COUNTRIES["romania"]["spaces"]:
        state["sp"][space][DEM] = 1
    state["romania"]["ctac"] = "resolved"
    romania.play_tig(state)
    assert state["vp"] == 2 and state["romania"]["tyrant"] is None


def test_D89_7_6_5_capture_on_gaining_control():  # D89-EC-53
    state = blank()
    state["romania"]["tyrant"] = "brasov"
    set_sp(state, brasov=(1, 0))
    control.add_sp(state, "brasov", DEM, 2)
    assert state["romania"]["tyrant"] == "brasov"  # 2 vs 1: not yet controlled
    control.add_sp(state, "brasov", DEM, 10)
    assert state["romania"]["tyrant"] is None and state["vp"] == 2


def test_D89_12_baltic_events_in_order():  # D89-ED-27
    state = blank()
    assert stability.next_card(state) == 33
    with pytest.raises(ValueError):
        stability.advance(state, 81)
    for card, vp in ((33, 1), (81, 4), (84, 9)):
        stability.advance(state, card)
        assert state["vp"] == vp
    assert stability.can_advance(state, 109)
    stability.advance(state, 109)
    assert state["vp"] == 6 and stability.next_card(state) is None
