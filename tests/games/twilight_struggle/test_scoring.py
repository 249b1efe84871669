"""TS-10 Scoring and victory: the scoring cards, the levels, Europe Control, ±20 VP between
steps, final scoring."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES, scoring
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.victory import between_steps

from .helpers import action_round, give, influence, play, set_up


def test_TS_10_1_2_central_america_example_ussr_nets_4():
    state = set_up()
    influence(state, {"cuba": (3, 0), "haiti": (1, 0), "dominican_republic": (1, 0),
                      "guatemala": (0, 1), "panama": (0, 1)})
    points, levels = scoring.region_points(state, "central_america")
    assert levels == ["domination", "presence"] and points == [5, 1]
    give(state, USSR, [37])
    action_round(state, USSR)
    play(state, USSR, ["card", 37], ["mode", "event"])
    assert state["vp"] == -4
    assert 37 in state["discard"]


def test_TS_10_1_1_domination_needs_a_non_battleground_R_46():
    state = set_up()
    # Middle East: the USSR controls two battlegrounds, the US one non-battleground.
    influence(state, {"iraq": (3, 0), "libya": (2, 0), "jordan": (0, 2)})
    assert scoring.levels(state, "middle_east")[0] == ["presence", "presence"]


def test_TS_10_1_1_control_needs_every_battleground_and_more_countries_R_46_R_47():
    state = set_up()
    # Central America: all three battlegrounds against two (then three) non-battlegrounds.
    influence(state, {"cuba": (3, 0), "mexico": (2, 0), "panama": (2, 0),
                      "haiti": (0, 1), "honduras": (0, 2)})
    assert scoring.levels(state, "central_america")[0][USSR] == "control"
    state["influence"]["guatemala"] = [0, 1]
    assert scoring.levels(state, "central_america")[0][USSR] == "presence"  # 3 = 3


def test_TS_10_1_2_adjacency_to_the_enemy_superpower():
    state = set_up()
    influence(state, {"finland": (0, 4)})  # Finland touches the USSR: +1 for the US
    points, _ = scoring.region_points(state, "europe")
    assert points == [0, 3 + 1]


def test_TS_10_3_1_europe_control_wins_when_europe_is_scored_R_44():
    state = set_up()
    influence(state, {c: (0, 5) for c in ("east_germany", "france", "italy", "poland",
                                          "west_germany")})
    between_steps(state)
    assert state["over"] is None  # controlling Europe at other times wins nothing
    give(state, US, [2])
    action_round(state, US)
    play(state, US, ["card", 2], ["mode", "event"])
    assert state["over"] == {"winners": [US], "reason": "ts.reason.europe"}


def test_TS_10_3_1_twenty_vp_wins_after_the_net_R_43():
    state = set_up()
    state["vp"] = 18
    influence(state, {"cuba": (3, 0), "haiti": (1, 0), "dominican_republic": (1, 0),
                      "guatemala": (0, 1)})
    give(state, US, [37])
    action_round(state, US)
    play(state, US, ["card", 37], ["mode", "event"])
    assert state["vp"] == 14 and state["over"] is None
    state["vp"] = 20
    between_steps(state)
    assert state["over"] == {"winners": [US], "reason": "ts.reason.vp"}


def test_TS_10_3_2_final_scoring_is_not_clamped_and_the_china_card_adds_1_R_45():
    state = set_up()
    influence(state, {"iraq": (3, 0)})
    state["vp"], state["china"] = 19, {"holder": US, "face_up": True}
    scoring.final_scoring(state)
    # Middle East: USSR presence 3 + battleground 1 = 4; China Card +1 for the US.
    assert state["vp"] == 16 and state["over"]["winners"] == [US]
    state = set_up()
    influence(state, {})
    state["vp"], state["china"] = 0, {"holder": USSR, "face_up": True}
    state["vp"] = 1
    scoring.final_scoring(state)
    assert state["vp"] == 0 and state["over"] == {"winners": [USSR, US],
                                                  "reason": "ts.reason.final"}


def test_TS_10_southeast_asia_scoring_thailand_counts_2():
    state = set_up()
    influence(state, {"thailand": (0, 2), "vietnam": (1, 0), "burma": (2, 0)})
    give(state, USSR, [38])
    action_round(state, USSR)
    play(state, USSR, ["card", 38], ["mode", "event"])
    assert state["vp"] == 0 and 38 in state["removed"]  # 2 - 2; the only asterisked one


def test_TS_8_1_3_defcon_1_in_a_headline_loses_for_the_headliner_R_36():
    state = set_up()
    state["defcon"], state["phasing"] = 1, US
    between_steps(state)
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.defcon"}


def test_result_winner_comes_from_the_state_and_the_vp_track_is_the_one_figure():
    state = set_up()
    state["vp"] = -3
    scoring.final_scoring(state)
    result = RULES.result(state)
    assert result.winners == [USSR] and state["vp"] < 0
    assert result.scores == {}  # one shared track: no "+3" beside "-3" on game over


def _score_with(card: int, country: str) -> int:
    """The USSR controls one battleground and nothing else is on the board; the USSR plays
    scoring card `card` as its event. Returns the VP track after (negative: the USSR)."""
    state = set_up()
    influence(state, {country: (3, 0)})
    give(state, USSR, [card])
    action_round(state, USSR)
    play(state, USSR, ["card", card], ["mode", "event"])
    assert card in state["discard"] or card in state["removed"]
    return state["vp"]


# TS-10.1: presence plus 1 per battleground, plus 1 next to the enemy superpower.
def test_card_001_asia_scoring_presence_3_and_a_battleground():
    assert _score_with(1, "north_korea") == -4


def test_card_002_europe_scoring_presence_3_and_a_battleground():
    assert _score_with(2, "poland") == -4


def test_card_003_middle_east_scoring_presence_3_and_a_battleground():
    assert _score_with(3, "iraq") == -4


def test_card_037_central_america_scoring_presence_1_battleground_and_next_to_the_us():
    assert _score_with(37, "cuba") == -3


def test_card_038_southeast_asia_scoring_one_vp_per_country_controlled():
    assert _score_with(38, "vietnam") == -1


def test_card_079_africa_scoring_presence_1_and_a_battleground():
    assert _score_with(79, "angola") == -2


def test_card_081_south_america_scoring_presence_2_and_a_battleground():
    assert _score_with(81, "venezuela") == -3
