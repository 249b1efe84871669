"""D89-3 set-up, D89-4 sequence of play, D89-10 victory and D89-13 play balance."""

import pytest

from game.engine.types import IllegalAction
from game.games.dawn_of_freedom.rules import RULES, bid, deck, victory
from game.games.dawn_of_freedom.rules.common import COM, DEM, seat_of
from game.games.dawn_of_freedom.rules.data import CARDS, COUNTRY_IDS, HONECKER, PERIOD_CARDS, SPACES

from .helpers import act, blank, give, legal, number_of, start_round, top


def _place_all(state, first_legal=True):
    while top(state)["name"] == "setup_place":
        side = top(state)["side"]
        act(state, side, legal(state, side)[0 if first_legal else -1])


def test_D89_3_1_early_cards_dealt_eight_each():
    state = RULES.setup(5, 2, {})
    assert len(state["hands"][COM]) == len(state["hands"][DEM]) == 8
    assert len(state["deck"]) == 24
    dealt = state["hands"][COM] + state["hands"][DEM] + state["deck"]
    assert sorted(dealt) == PERIOD_CARDS["early"]


def test_D89_3_2_and_3_3_printed_sps():
    state = RULES.setup(5, 2, {})
    for sid, space in SPACES.items():
        assert state["sp"][sid] == space["start_sp"]


def test_D89_3_4_alternating_placement_2_3_3_4_2():
    state = RULES.setup(5, 2, {})
    order = []
    while top(state)["name"] == "setup_place":
        side = top(state)["side"]
        if not order or order[-1][0] != side:
            order.append([side, 0])
        order[-1][1] += 1
        act(state, side, legal(state, side)[0])
    assert order == [[COM, 2], [DEM, 3], [COM, 3], [DEM, 4], [COM, 2]]
    assert sum(v[COM] for v in state["sp"].values()) == 27
    assert sum(v[DEM] for v in state["sp"].values()) == 22
    assert top(state)["name"] == "action_round" and top(state)["side"] == COM


def test_D89_3_4_N_no_set_up_sp_where_the_opponent_has_sps():  # D89-EC-03
    state = RULES.setup(5, 2, {})
    assert ["space", "gdansk"] not in legal(state, COM)
    assert ["space", "warszawa"] in legal(state, COM)
    with pytest.raises(IllegalAction):
        act(state, COM, ["space", "gdansk"])


def test_D89_3_5_initial_markers():
    state = RULES.setup(5, 2, {})
    assert state["ts"]["pos"] == {COM: 0, DEM: 0} and state["turn"] == 1 and state["vp"] == 0
    assert all(state["power"][c] == COM for c in COUNTRY_IDS)
    assert all(state["retentions"][c] == 0 for c in COUNTRY_IDS)


def test_D89_13_play_balance_sps_after_the_7_plus_7():
    state = RULES.setup(5, 2, {"play_balance": "dem_2"})
    _place_all(state)
    assert sum(v[DEM] for v in state["sp"].values()) == 24
    with pytest.raises(ValueError):
        RULES.setup(5, 2, {"play_balance": "dem_9"})


def test_D89_13_X1_bids_same_side_larger_wins():
    outcome = bid.resolve_bids(("dem", 2), ("dem", 1))
    assert outcome == {"a": COM, "b": DEM, "extra": (DEM, 2)}
    assert bid.resolve_bids(("dem", 1), ("com", 3))["extra"] is None
    assert bid.resolve_bids(("dem", 1), ("dem", 1), roll_winner=1) == {
        "a": DEM, "b": COM, "extra": (DEM, 1)}


def test_D89_4_5_1_deal_alternates_and_skips_full_hands():
    state = blank()
    state["hands"][COM] = [c for c in state["deck"][:9]]
    state["deck"] = state["deck"][9:]
    deck.deal(state)
    assert len(state["hands"][COM]) == 9 and len(state["hands"][DEM]) == 8  # D89-AMB-19


def test_D89_4_5_1_the_communist_is_dealt_first():
    state = blank()
    give(state, COM, *state["deck"][:7])
    give(state, DEM, *state["deck"][:7])
    top_card, second = state["deck"][-1], state["deck"][-2]  # the deck's top is its end
    deck.deal(state)
    assert top_card in state["hands"][COM] and second in state["hands"][DEM]
    assert [e["params"]["side"] for e in state["log"] if e["key"] == "dof.log.drew"] == [COM, DEM]


def test_D89_4_5_1_with_one_card_left_only_the_communist_is_dealt():  # D89-AMB-22
    state = blank()
    give(state, COM, *state["deck"][:7])
    give(state, DEM, *state["deck"][:7])
    last = state["deck"][-1]
    state["deck"], state["discard"] = [last], []
    deck.deal(state)
    assert state["hands"][COM][-1] == last and len(state["hands"][DEM]) == 7


def test_D89_4_3_reshuffle_only_when_a_draw_is_needed():  # D89-AMB-01
    state = blank()
    state["discard"], state["deck"] = state["deck"][:-1], state["deck"][-1:]
    deck.draw(state, COM)
    assert state["deck"] == [] and state["discard"]
    deck.draw(state, COM)
    assert state["discard"] == [] and len(state["hands"][COM]) == 2
    state["deck"], state["discard"] = [], []
    assert deck.draw(state, DEM) is None  # D89-AMB-22


def test_D89_4_4_middle_cards_join_the_deck_not_the_discard():  # D89-EC-54
    state = blank(turn=3)
    state["discard"] = state["deck"][5:25]
    state["deck"] = state["deck"][:5]
    deck.add_period(state, "middle")
    assert len(state["deck"]) == 5 + 41 and len(state["discard"]) == 20


def test_D89_4_5_2_seven_rounds_com_first_then_turn_end():
    state = blank()
    changes_rounds = (HONECKER, 5)  # an 8th round; General Strike replaces COM's rounds
    plain = [c for c in PERIOD_CARDS["early"]
             if not CARDS[c]["scoring"] and c not in changes_rounds]
    give(state, COM, *plain[:8])
    give(state, DEM, *plain[8:16])
    state["stack"][0]["next_ar"] = 0
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    seen = []
    while state["turn"] == 1 and not state["over"]:
        frame = top(state)
        if frame["name"] == "action_round":
            seen.append((frame["side"], state["round"]))
        side = frame["side"]
        act(state, side, [a for a in legal(state, side)
                          if a not in (["mode", "tiananmen"], ["mode", "event"])][0])
    assert seen == [(s, r) for r in range(1, 8) for s in (COM, DEM)]
    assert len(state["hands"][COM]) == 8 and len(state["hands"][DEM]) == 8  # 1 held + 7 dealt


def test_D89_4_5_2_empty_hand_forfeits_the_round():  # D89-EC-55
    state = blank()
    give(state, DEM, 1)
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert top(state)["name"] == "action_round" and top(state)["side"] == DEM
    assert any(e["key"] == "dof.log.forfeit" for e in state["log"])


def test_D89_4_1_honecker_gives_an_optional_eighth_round():  # D89-AMB-02
    state = blank()
    state["lasting"].append(HONECKER)
    give(state, COM, 1, 4)
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert top(state)["name"] == "honecker"
    act(state, COM, ["extra_round"])
    assert top(state)["name"] == "action_round" and state["round"] == 8


def test_D89_4_5_4_held_scoring_card_loses():
    state = blank()
    give(state, DEM, 22)
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["over"] == {"winners": [seat_of(COM)], "reason": victory.HELD_SCORING_CARD}


def test_D89_10_2_both_hold_a_scoring_card_is_a_draw():  # D89-EC-47
    state = blank()
    give(state, DEM, 22)
    give(state, COM, 23)
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["over"]["winners"] == [0, 1]
    assert RULES.result(state).reason == victory.HELD_BOTH


def test_D89_10_3_new_years_eve_party_ends_the_game_by_vp_sign():  # D89-EC-48
    state = blank(turn=10)
    state["nye"], state["vp"] = True, 3
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert top(state)["name"] == "nye_struggle"
    act(state, DEM, ["done"])
    assert state["over"] == {"winners": [seat_of(DEM)], "reason": victory.NEW_YEARS_EVE}


def test_D89_10_4_final_scoring_power_bonus():  # D89-EC-49
    state = blank(turn=10)
    state["vp"] = 14
    for c in ("poland", "hungary"):
        state["power"][c] = DEM
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)  # empty map: country scoring gives nothing
    assert state["vp"] == -2
    assert state["over"] == {"winners": [seat_of(COM)], "reason": victory.FINAL_SCORING}
    final = state["final_scoring"]  # the breakdown as data, public (the game-over screen)
    assert (final["power_countries"], final["power_vp"]) == (4, -16)
    assert final["tyrant_at_large"] is False
    assert sorted(final["countries"]) == sorted(COUNTRY_IDS)
    assert all(r["delta"] == 0 for r in final["countries"].values())
    assert RULES.view(state, None)["final_scoring"] == final


def test_D89_7_6_5_tyrant_still_at_large_at_final_scoring():
    state = blank(turn=10)
    state["romania"]["tyrant"] = "brasov"
    for c in COUNTRY_IDS:
        state["power"][c] = DEM
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["vp"] == -2


def test_D89_10_1_automatic_victory_at_twenty():
    state = blank()
    state["vp"] = 20
    victory.check_automatic(state)
    assert state["over"]["winners"] == [seat_of(DEM)] and state["stack"] == []
    state = blank()
    state["vp"] = -21
    victory.check_automatic(state)
    assert state["over"]["winners"] == [seat_of(COM)]


def test_D89_10_1_no_automatic_victory_inside_a_power_struggle():  # D89-8.0.N
    state = blank()
    give(state, COM, 1)
    start_round(state, COM)
    state["vp"] = 25
    state["ps"] = {"country": "poland"}
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["over"] is None
    del state["ps"]
    FRAMES.settle(state)
    assert state["over"]["reason"] == victory.AUTOMATIC


def test_D89_4_5_6_turn_effects_end_and_uses_reset():
    state = blank(turn=3)
    perestroika = number_of("Perestroika")
    state["lasting"].append(perestroika)
    state["turn_used"][COM].append("ts")
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    assert state["turn"] == 4 and perestroika in state["removed"]  # asterisked
    assert state["turn_used"] == {COM: [], DEM: []}
    assert len(state["hands"][COM]) == 8


def _play_out_struggle(state):
    while state.get("ps") and not state["over"]:
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])


def test_D89_10_3_new_years_eve_struggle_then_the_game_ends():
    state = blank(turn=6)
    state["nye"] = True
    state["sp"]["warszawa"] = {COM: 0, DEM: 3}
    state["stack"][0]["next_ar"] = 14
    from game.games.dawn_of_freedom.rules.common import FRAMES
    FRAMES.settle(state)
    act(state, DEM, ["country", "poland"])
    assert state["ps"]["source"] == "nye"
    _play_out_struggle(state)
    assert state["over"]["reason"] in (victory.NEW_YEARS_EVE, victory.AUTOMATIC)
    assert 22 in state["deck"]  # no Scoring card was played


def test_D89_7_6_3_waiting_tyrant_resolves_after_the_romania_struggle():
    state = blank(turn=8)
    give(state, DEM, 95)
    give(state, COM, 1)
    start_round(state, DEM)
    state["romania"].update(ctac="pending", tig="pending")
    state["sp"]["bucuresti"] = {COM: 0, DEM: 3}
    act(state, DEM, ["card", 95], ["mode", "event"])
    assert state["romania"]["ctac"] == "resolved"  # after the deal (D89-AMB-10)
    _play_out_struggle(state)
    assert top(state)["name"] == "tyrant_flee"
    space = legal(state, DEM)[0][1]
    act(state, DEM, ["space", space])
    assert state["romania"]["tyrant"] == space and top(state)["side"] == COM
