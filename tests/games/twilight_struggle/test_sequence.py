"""TS-3 set-up, TS-4.5 the turn sequence (headline, action rounds, MilOps, held cards,
China Card, period decks) and TS-6.4 the space race."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.frames import seat_frame
from game.games.twilight_struggle.rules import RULES, events, space
from game.games.twilight_struggle.rules.card_play import playable
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.data import AREA_COUNTRIES, CARDS, CHINA, SCORING_CARDS
from game.games.twilight_struggle.rules.sequence import STEPS
from tests.playout import play as random_play

from .helpers import action_round, give, play, set_up, top


def test_TS_3_setup_fixed_influence_china_card_hands_and_tracks():
    state = RULES.setup(3)
    assert state["influence"]["east_germany"] == [3, 0] and state["influence"]["uk"] == [0, 5]
    assert state["china"] == {"holder": USSR, "face_up": True}
    assert [len(h) for h in state["hands"]] == [8, 8] and 6 not in state["hands"][USSR]
    assert (state["defcon"], state["vp"], state["milops"], state["space"]) == (5, 0, [0, 0],
                                                                               [0, 0])
    assert RULES.active_seats(state) == [USSR]
    assert {a[1] for a in RULES.legal_actions(state, USSR)} == set(AREA_COUNTRIES[
        "eastern_europe"])


def test_TS_3_2_and_3_3_the_ussr_places_6_then_the_us_7():
    state = RULES.setup(3)
    for _ in range(6):
        assert RULES.active_seats(state) == [USSR]
        play(state, USSR, ["place", "austria"])
    for _ in range(7):
        assert RULES.active_seats(state) == [US]
        play(state, US, ["place", "austria"])
    assert state["influence"]["austria"] == [6, 7]
    assert top(state)["name"] == "headline"  # turn 1 begins with its headline


def test_TS_3_1_optional_cards_only_with_the_option():
    plain = set(RULES.setup(1)["deck"] + sum(RULES.setup(1)["hands"], []))
    full = RULES.setup(1, 2, {"optional_cards": True})
    assert not plain & {104, 105, 106}
    assert {104, 105, 106} <= set(full["deck"] + sum(full["hands"], []))


def test_TS_4_5_C_headline_is_a_simultaneous_secret_choice_US_first_on_a_tie():
    state = set_up(5)
    give(state, USSR, [5, 7])  # Five Year Plan (USSR, 3 ops)
    give(state, US, [4, 26])  # Duck and Cover (US, 3 ops)
    assert sorted(RULES.active_seats(state)) == [USSR, US]
    play(state, USSR, ["pick", 5], ["seal"])
    assert RULES.active_seats(state) == [US]
    assert seat_frame(top(state), US)["secret"] == [None, None]  # hidden until revealed
    assert RULES.view(state, US)["stack"][-1]["secret"] == [None, None]
    play(state, US, ["pick", 4], ["pick", 26], ["pick", 4], ["seal"])  # changeable
    assert state["headline"] == [5, 4]
    happened = [e["params"]["card"] for e in state["log"] if e["key"] == "ts.log.event_event"]
    assert happened[:2] == [{"t": "ts.card.4"}, {"t": "ts.card.5"}]  # 3 ops each: US first
    assert 4 in state["discard"] and 5 in state["discard"]
    assert top(state)["name"] == "action_round" and state["phasing"] == USSR


def test_TS_4_5_C_a_scoring_card_headlines_second_and_scores():
    state = set_up(5)
    give(state, USSR, [2, 7])  # Europe Scoring (0 ops)
    give(state, US, [4, 26])  # Duck and Cover (3 ops): first
    play(state, USSR, ["pick", 2], ["seal"])
    play(state, US, ["pick", 4], ["seal"])
    keys = [e["key"] for e in state["log"]]
    assert keys.index("ts.log.event_event") < keys.index("ts.log.score")
    assert 2 in state["discard"]  # Europe Scoring is not asterisked


def test_TS_6_4_4_box_4_the_opponent_headlines_first():
    state = RULES.setup(5)
    state["space"] = [4, 2]
    while top(state)["name"] == "setup_place":
        seat = RULES.active_seats(state)[0]
        play(state, seat, RULES.legal_actions(state, seat)[0])
    assert RULES.active_seats(state) == [US]  # the USSR holds Man in Earth Orbit
    card = RULES.legal_actions(state, US)[0][1]
    play(state, US, ["pick", card], ["seal"])
    assert state["headline"][US] == card  # revealed before the USSR chooses
    assert RULES.active_seats(state) == [USSR]


def test_TS_9_5_the_china_card_gives_way_to_scoring_cards_R_20_judges_the_rest_later():
    state = set_up()
    give(state, USSR, [1, 2, 5])
    action_round(state, USSR, number=5)  # rounds 5 and 6 left, two scoring cards
    assert playable(state, USSR) == [1, 2, 5]  # no card is forced, only the China Card
    action_round(state, USSR, number=4)  # three rounds left: the China Card is allowed too
    assert playable(state, USSR) == [1, 2, 5, 6]


def test_TS_4_5_D_pass_only_without_a_hand_card_TS_9_8():
    state = set_up()
    give(state, USSR, [])
    action_round(state, USSR)
    assert RULES.legal_actions(state, USSR) == [["card", 6], ["pass"]]
    give(state, USSR, [5])
    action_round(state, USSR)
    assert ["pass"] not in RULES.legal_actions(state, USSR)


def test_TS_5_1_a_scoring_card_only_as_an_event_and_a_missing_event_only_for_ops():
    state = set_up()
    give(state, USSR, [1, 5])
    action_round(state, USSR)
    play(state, USSR, ["card", 1])
    assert RULES.legal_actions(state, USSR) == [["mode", "event"]]
    give(state, USSR, [5])
    action_round(state, USSR)
    play(state, USSR, ["card", 5])
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)
    assert ["mode", "ops"] in RULES.legal_actions(state, USSR)


class _Recorder(events.Event):
    def resolve(self, state, who):
        state.setdefault("who", []).append(who)


@pytest.fixture
def duck_and_cover_event(monkeypatch):
    """Card 4 (a US event) gets a recording event for the test only."""
    monkeypatch.delitem(events.REGISTRY.events, 4, raising=False)
    events.REGISTRY.register(4)(_Recorder)
    yield
    del events.REGISTRY.events[4]


def test_TS_5_2_opponent_event_with_ops_the_player_orders_and_the_opponent_carries_out(
        duck_and_cover_event):
    state = set_up()
    give(state, USSR, [4])
    action_round(state, USSR)
    play(state, USSR, ["card", 4], ["mode", "ops"])
    assert RULES.legal_actions(state, USSR) == [["order", "event_first"],
                                               ["order", "ops_first"]]
    play(state, USSR, ["order", "event_first"])
    assert state["who"] == [US]
    assert top(state)["name"] == "ops"  # then the operations
    give(state, USSR, [4])
    action_round(state, USSR)
    play(state, USSR, ["card", 4])
    assert ["mode", "event"] not in RULES.legal_actions(state, USSR)  # TS-5.1: not "event only"


def test_TS_6_4_5_space_race_discards_without_the_event(duck_and_cover_event):
    state = set_up()
    give(state, USSR, [4])
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [3]
    play(state, USSR, ["card", 4], ["mode", "space"])
    assert "who" not in state and 4 in state["discard"]
    assert state["space"] == [1, 0] and state["vp"] == -2  # Earth Satellite first: 2 VP


def test_TS_6_4_space_race_limits_vp_second_and_abilities_R_30_R_32():
    state = set_up()
    assert space.can_attempt(state, USSR, 2) and not space.can_attempt(state, USSR, 1)
    state["space"], state["space_attempts"] = [1, 1], [1, 0]
    state["rng"]["forced_rolls"] = [4]
    assert not space.can_attempt(state, USSR, 4)  # one attempt a turn
    space.attempt(state, US)
    assert state["space"] == [1, 2] and space.attempts_allowed(state, US) == 2
    assert space.can_attempt(state, US, 2)  # at once
    state["space"] = [2, 2]
    assert space.attempts_allowed(state, US) == 1  # cancelled
    state["space"], state["vp"] = [0, 1], 0
    space.advance(state, USSR)
    assert state["vp"] == -1  # second to Earth Satellite: 1 VP
    state["space"] = [8, 0]
    assert not space.can_attempt(state, USSR, 4)  # TS-6.4.6


def test_TS_4_5_E_military_operations_net_R_40():
    state = set_up()
    state["defcon"], state["milops"], state["vp"] = 3, [0, 1], 0
    STEPS["milops"](state, {})
    assert state["vp"] == 1 and state["milops"] == [0, 0]


def test_TS_8_2_1_example_defcon_4_us_milops_2_gives_the_ussr_2():
    state = set_up()
    state["defcon"], state["milops"], state["vp"] = 4, [4, 2], 0
    STEPS["milops"](state, {})
    assert state["vp"] == -2


def test_TS_4_5_F_a_held_scoring_card_loses():
    state = set_up()
    give(state, USSR, [5])
    give(state, US, [3])
    STEPS["reveal"](state, {})
    assert state["over"] == {"winners": [USSR], "reason": "ts.reason.held_scoring"}


def test_TS_4_4_mid_war_cards_join_the_draw_deck_at_turn_4_with_nine_card_hands():
    state = set_up()
    state["turn"] = 3
    discard = list(state["discard"])
    deck_before = len(state["deck"])
    STEPS["advance"](state, {})
    assert state["turn"] == 4 and len(state["deck"]) == deck_before + 46
    assert state["discard"] == discard
    STEPS["deal"](state, {})
    assert [len(h) for h in state["hands"]] == [9, 9]
    assert not RULES.invariants(state)


def test_TS_4_3_the_discard_pile_is_reshuffled_only_when_the_deck_is_empty():
    state = set_up()
    state["discard"], state["deck"] = state["deck"], []
    state["hands"][USSR] = state["hands"][USSR][:2]
    pile = len(state["discard"])
    STEPS["deal"](state, {})
    assert len(state["hands"][USSR]) == 8 and len(state["deck"]) + len(state["discard"]) == \
        pile - 6
    assert any(e["key"] == "ts.log.reshuffle" for e in state["log"])


def test_TS_4_5_random_games_end_with_a_ts_reason_and_keep_cards_conserved():
    keys: set[str] = set()
    for seed in range(30):
        state = RULES.setup(seed)
        random_play(RULES, state, random.Random(seed), prompt_keys=keys,
                    after=lambda s, seat, a: _conserved(s))
        assert RULES.result(state).reason.startswith("ts.reason.")
    from game import i18n
    assert all(i18n.has(k) for k in keys), keys


def _conserved(state):
    assert not RULES.invariants(state)


def test_card_conservation_invariant_catches_a_lost_card():
    state = set_up()
    state["hands"][USSR].pop()
    assert RULES.invariants(state)
    state = set_up()
    state["discard"].append(state["hands"][US][0])
    assert RULES.invariants(state)


def test_TS_7_every_card_but_the_china_card_has_its_event_TS_9():
    assert [c for c in CARDS if not events.has_event(c)] == [CHINA]
    assert all(CARDS[c]["ops"] == 0 for c in SCORING_CARDS)


def test_TS_12_3_three_ussr_influence_on_the_civil_war_claims_the_china_card():
    state = set_up(2, ccw=True)
    assert state["china"] == {"holder": None, "face_up": False} and state["ccw"] == 0
    give(state, USSR, [14, 7])
    action_round(state, USSR)
    assert ["card", 6] not in RULES.legal_actions(state, USSR)
    play(state, USSR, ["card", 14], ["mode", "ops"], ["op", "influence"])
    assert ["place", "chinese_civil_war"] in RULES.legal_actions(state, USSR)
    play(state, USSR, ["place", "chinese_civil_war"], ["place", "chinese_civil_war"])
    assert state["ccw"] == 2 and events.can_occur(state, 31, USSR) is False  # TS-12.4
    play(state, USSR, ["place", "chinese_civil_war"])
    assert state["ccw"] is None and state["china"] == {"holder": USSR, "face_up": True}
    assert not RULES.invariants(state)


def test_TS_12_4_only_the_ussr_is_barred_from_red_scare_purge_and_cultural_revolution():
    state = set_up(2, ccw=True)
    assert not events.can_occur(state, 31, USSR) and events.can_occur(state, 31, US)
    give(state, US, [31, 58])
    action_round(state, US)
    play(state, US, ["card", 31])
    assert ["mode", "event"] in RULES.legal_actions(state, US)
    play(state, US, ["mode", "event"])
    assert 31 in state["events_played"] and 31 in state["lasting"]
    action_round(state, US, number=2)
    play(state, US, ["card", 58], ["mode", "ops"], ["order", "event_first"])
    assert 58 not in state["events_played"]  # the USSR's restricted event


def test_TS_12_1_the_us_never_places_on_the_civil_war_and_unclaimed_gives_no_vp():
    from game.games.twilight_struggle.rules import scoring
    state = set_up(2, ccw=True)
    give(state, US, [4])
    action_round(state, US)
    play(state, US, ["card", 4], ["mode", "ops"], ["op", "influence"])
    assert ["place", "chinese_civil_war"] not in RULES.legal_actions(state, US)
    vp = state["vp"]
    from game.games.twilight_struggle.rules.control import control_map
    state["influence"] = {c: [0, 0] for c in control_map(state)}
    scoring.final_scoring(state)
    assert state["vp"] == vp  # TS-12.2: nobody holds the China Card


def test_TS_12_random_games_with_the_civil_war_keep_the_invariants():
    for seed in range(15):
        state = RULES.setup(seed, 2, {"ccw": True})
        random_play(RULES, state, random.Random(seed), after=lambda s, seat, a: _conserved(s))
        assert RULES.is_over(state)


def test_TS_11_1_1_tournament_shows_the_held_cards_in_the_public_log():
    state = set_up(tournament=True)
    give(state, USSR, [5])
    give(state, US, [7])
    STEPS["reveal"](state, {})
    held = [e for e in state["log"] if e["key"] == "ts.log.held"]
    assert [e["params"]["cards"] for e in held] == [[5], [7]]
    assert all("private_to" not in e for e in held) and state["over"] is None
    plain = set_up()
    STEPS["reveal"](plain, {})
    assert not [e for e in plain["log"] if e["key"] == "ts.log.held"]


def test_TS_6_4_4_box_6_may_discard_one_held_card_at_the_end_of_the_turn():
    state = set_up()
    give(state, US, [1, 7])
    state["space"] = [0, 6]
    state["stack"] = [{"name": "turn", "step": "landed"}]
    from game.games.twilight_struggle.rules.common import FRAMES
    FRAMES.settle(state)
    assert RULES.active_seats(state) == [US]
    assert RULES.legal_actions(state, US) == [["discard", 7], ["done"]]  # not a scoring card
    play(state, US, ["discard", 7])
    assert 7 in state["discard"]


def test_every_log_key_has_a_template_and_korean_has_the_same_keys():
    import json
    from pathlib import Path

    from game import i18n
    locale = Path(i18n.__file__).parent / "games" / "twilight_struggle" / "locale"
    for name in ("game.json", "cards.json"):
        en = json.loads((locale / "en" / name).read_text(encoding="utf-8"))
        ko = json.loads((locale / "ko" / name).read_text(encoding="utf-8"))
        assert set(en) == set(ko), name
    keys = set()
    for seed in range(20):
        state = RULES.setup(seed, 2, {"ccw": seed % 2 == 1, "tournament": True})
        random_play(RULES, state, random.Random(seed))
        keys |= {e["key"] for e in state["log"]}
    assert {"ts.log.play_card", "ts.log.coup", "ts.log.score"} <= keys
    assert all(i18n.has(k) for k in keys), keys
    raw = re.compile(r"\bts\.[a-z]")  # a catalog key shown as it is
    assert not [t for t in i18n.render_log(state["log"]) if raw.search(t)]
