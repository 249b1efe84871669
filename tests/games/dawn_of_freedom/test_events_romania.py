"""The Crowd Turns Against Ceausescu and The Tyrant is Gone (cards/events_romania.py)."""

from game import i18n
from game.games.dawn_of_freedom.rules import RULES, control, power_struggle, scoring_cards
from game.games.dawn_of_freedom.rules.common import COM, DEM, seat_of

from .events_helpers import event_position, play_event
from .helpers import act, legal, logged, set_sp, top


def _rally_ids():
    return [c for c, d in power_struggle.PS_CARDS.items()
            if d.get("kind") == "suited" and d.get("suit") == power_struggle.RALLY]


def test_card_054_D89_7_6_2_ctac_waits_then_gives_ops_in_romania(monkeypatch):
    state = event_position(DEM, 54, turn=4)
    play_event(state, DEM, 54)
    assert 54 in state["lasting"] and state["romania"]["ctac"] == "pending"
    assert top(state)["side"] == COM
    original = power_struggle._deal
    rally = set(_rally_ids())

    def rigged_deal(st):  # exactly 2 Rally in the Square among the top 15 undealt cards
        original(st)
        deck = st["ps"]["deck"]
        rallies = [c for c in deck if c in rally]
        others = [c for c in deck if c not in rally]
        st["ps"]["deck"] = rallies[2:] + others + rallies[:2]

    monkeypatch.setattr(power_struggle, "_deal", rigged_deal)
    set_sp(state, timisoara=(0, 1), bucuresti=(3, 0))
    scoring_cards.start_struggle(state, "romania", COM)
    assert state["romania"]["ctac"] == "resolved" and 54 in state["removed"]
    assert logged(state, "dof.log.ctac")[0]["rallies"] == 2
    assert len(state["ps"]["discard"]) == 15
    frame = top(state)
    assert frame["name"] == "operations" and frame["country"] == "romania"
    act(state, DEM, ["use", "place"])
    assert top(state)["ops"] == 6
    assert all(control.country_of(a[1]) == "romania" for a in legal(state, DEM) if a[0] == "space")


def test_card_054_D89_7_6_2_ctac_ignores_other_countries():
    state = event_position(DEM, 54, turn=4)
    play_event(state, DEM, 54)
    scoring_cards.start_struggle(state, "hungary", COM)
    assert 54 in state["lasting"] and state["romania"]["ctac"] == "pending"
    assert not logged(state, "dof.log.ctac")


def test_card_097_D89_7_6_5_tyrant_is_gone_after_ctac_resolves_at_once():
    state = event_position(DEM, 97, turn=8)
    state["romania"]["ctac"] = "resolved"
    state["events_played"].append(54)
    set_sp(state, cluj_napoca=(5, 0), bucuresti=(2, 1))
    play_event(state, DEM, 97)
    assert state["sp"]["cluj_napoca"][COM] == 1 and state["romania"]["tig"] == "resolved"
    assert top(state)["name"] == "tyrant_flee"
    assert ["space", "bucuresti"] not in legal(state, DEM)  # DEM SPs there
    act(state, DEM, ["space", "cluj_napoca"])
    assert state["romania"]["tyrant"] == "cluj_napoca" and 97 in state["lasting"]


def test_card_097_D89_7_6_3_tyrant_is_gone_waits_or_is_discarded():
    state = event_position(DEM, 97, turn=8)
    act(state, DEM, ["card", 97], ["mode", "ops"], ["use", "place"], ["done"])
    assert 97 in state["discard"] and state["romania"]["tig"] == "none"
    state = event_position(DEM, 97, turn=8)
    state["romania"]["ctac"] = "pending"
    state["events_played"].append(54)
    set_sp(state, cluj_napoca=(5, 0))
    play_event(state, DEM, 97)
    assert state["romania"]["tig"] == "pending" and 97 in state["lasting"]
    assert state["sp"]["cluj_napoca"][COM] == 5 and top(state)["side"] == COM


def test_card_097_D89_7_6_3_tyrant_is_gone_before_the_crowd_is_offered_and_does_nothing():
    state = event_position(DEM, 97, turn=8)
    set_sp(state, cluj_napoca=(5, 0))
    act(state, DEM, ["card", 97])
    assert ["mode", "event"] in legal(state, DEM)  # CTAC never played: still an event play
    prompt = RULES.prompt(state, seat_of(DEM))
    assert prompt.key == "dof.prompt.mode_void_event"
    assert "nothing" in i18n.t(prompt.key, **prompt.params)
    act(state, DEM, ["mode", "event"])
    assert 97 in state["discard"] and 97 not in state["lasting"] + state["removed"]
    assert state["romania"]["tyrant"] is None and state["sp"]["cluj_napoca"][COM] == 5
    assert logged(state, "dof.log.event_cannot_occur")
    assert top(state)["side"] == COM  # DEM's action round is over


def test_D89_7_6_3_the_mode_prompt_is_plain_when_the_event_can_happen():
    state = event_position(DEM, 97, turn=8)
    state["romania"]["ctac"] = "pending"
    state["events_played"].append(54)
    act(state, DEM, ["card", 97])
    assert RULES.prompt(state, seat_of(DEM)).key == "dof.prompt.mode"
