"""R-20 (TS-2.2.1, TS-5.4, TS-11.1.2; issue #37 point 3): a scoring card is judged when the
turn ends. No play is forbidden for one in hand; a play that surely leaves one in hand at the
end is listed for the table's "sure?"; the loss at the end of the turn stays."""

from __future__ import annotations

from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.sequence import HELD_SCORING, STEPS

from .helpers import action_round, give, play, set_up, top

EUROPE, MIDDLE_EAST = 2, 3
FIVE_YEAR_PLAN, ALLENDE, MISSILE_ENVY, AMES = 5, 54, 49, 98
LAST = 6  # turns 1-3 have 6 action rounds


def legal(state: dict, seat: int) -> list:
    return RULES.legal_actions(state, seat)


def holding(state: dict, seat: int) -> list:
    return RULES.view(state, seat)["holding_actions"]


def test_R_20_five_year_plan_in_the_last_round_discards_europe_scoring_unscored_TS_5_4():
    state = set_up()
    give(state, USSR, [FIVE_YEAR_PLAN, EUROPE])
    action_round(state, USSR, LAST)
    assert legal(state, USSR) == [["card", EUROPE], ["card", FIVE_YEAR_PLAN]]
    assert holding(state, USSR) == []  # its event may take Europe Scoring out of the hand
    play(state, USSR, ["card", FIVE_YEAR_PLAN])
    assert holding(state, USSR) == [["mode", "space"]]  # no event there: surely held
    play(state, USSR, ["mode", "ops"], ["order", "event_first"])
    assert EUROPE in state["discard"] and state["hands"][USSR] == []
    assert state["vp"] == 0 and state["last_scoring"] is None  # discarded, not scored
    assert top(state)["name"] == "ops" and top(state)["seat"] == USSR


def test_R_20_aldrich_ames_remix_takes_the_us_middle_east_scoring():
    state = set_up()
    give(state, US, [AMES, MIDDLE_EAST])
    action_round(state, US, LAST)
    assert ["card", AMES] in legal(state, US) and holding(state, US) == []
    play(state, US, ["card", AMES], ["mode", "ops"], ["order", "event_first"])
    assert RULES.active_seats(state) == [USSR] and legal(state, USSR) == [
        ["discard", MIDDLE_EAST]]
    play(state, USSR, ["discard", MIDDLE_EAST])
    assert MIDDLE_EAST in state["discard"] and state["vp"] == 0


def test_R_20_a_play_that_surely_holds_is_legal_asks_sure_and_loses_at_the_turns_end():
    state = set_up()
    give(state, USSR, [ALLENDE, EUROPE])
    action_round(state, USSR, LAST - 1)  # two rounds: room for both
    assert holding(state, USSR) == []
    action_round(state, USSR, LAST)
    assert legal(state, USSR) == [["card", EUROPE], ["card", ALLENDE]]
    assert holding(state, USSR) == [["card", ALLENDE]]
    assert holding(state, US) == []  # only the seat's own round and hand
    play(state, USSR, ["card", ALLENDE], ["mode", "event"])
    STEPS["reveal"](state, {})
    assert state["over"] == {"winners": [US], "reason": HELD_SCORING}


def test_R_20_missile_envy_obliged_gives_way_to_a_scoring_card_needed_now():
    state = set_up()
    give(state, US, [MISSILE_ENVY, EUROPE])
    state.setdefault("notes", {})[str(MISSILE_ENVY)] = {"seat": US, "turn": state["turn"]}
    action_round(state, US, LAST - 1)
    assert legal(state, US) == [["card", MISSILE_ENVY]]  # a round is left for Europe Scoring
    action_round(state, US, LAST)
    assert legal(state, US) == [["card", MISSILE_ENVY], ["card", EUROPE]]
    assert holding(state, US) == [["card", MISSILE_ENVY]]
