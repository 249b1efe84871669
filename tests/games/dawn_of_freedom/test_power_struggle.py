"""Power Struggle rules (D89-8), driven through FRAMES with forced hands and forced rolls."""

from __future__ import annotations

import random

import pytest

from game.engine.frames import FrameType
from game.engine.types import IllegalAction
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules import power_struggle as ps_mod
from game.games.dawn_of_freedom.rules.common import FRAMES, seat_of
from tests.playout import play_session

try:
    from . import test_power_struggle_data as fx
except ImportError:  # tests/games/dawn_of_freedom is not a package (rootdir-relative import)
    import test_power_struggle_data as fx  # type: ignore[no-redef]

C, COM, DEM = fx.C, fx.COM, fx.DEM
act, find, keys, legal, make_state, start, top = (
    fx.act, fx.find, fx.keys, fx.legal, fx.make_state, fx.start, fx.top)

# Poland as in D89-8.1.2.X1 / D89-9.3.3.X1: DEM controls the Catholic Church, Polish Writers,
# Wroclaw and Krakow (4 spaces); COM controls Bydgoszcz (Elite) and Warszawa (2 spaces).
POLAND_X1 = {
    "catholic_church_poland": (0, 5), "polish_writers": (0, 2), "wroclaw": (0, 3),
    "krakow": (0, 3), "bydgoszcz": (4, 0), "warszawa": (3, 0), "gdansk": (0, 1),
}


def poland(**kw):
    return make_state(POLAND_X1, **kw)


# --- D89-8.1 Deal ---------------------------------------------------------------------------
def test_D89_8_1_1_hands_follow_control_and_the_deck_is_complete() -> None:
    state = start(poland(), "poland", DEM)
    ps = state["ps"]
    assert len(ps["hands"][DEM]) == 12 and len(ps["hands"][COM]) == 8
    everything = ps["hands"][COM] + ps["hands"][DEM] + ps["deck"] + ps["discard"]
    assert sorted(everything) == list(range(1, 53))
    assert state["barriers"] >= 1  # dealing hidden cards stops undo
    # each hand is logged privately to its owner only
    private = [e for e in state["log"] if e["key"] == "dof.ps.hand"]
    assert {e["private_to"] for e in private} == {0, 1}


def test_D89_ED_19_every_struggle_uses_all_52_cards() -> None:
    state = start(poland(), "poland", DEM, com=[C.MARCH6], dem=[C.MARCH5])
    act(state, DEM, "ps_card", C.MARCH5)
    act(state, COM, "decline")
    act(state, COM, "space", "bydgoszcz")
    act(state, COM, "keep_power")
    assert "ps" not in state
    state2 = start(state, "poland", COM)
    ps = state2["ps"]
    assert len(ps["hands"][COM]) + len(ps["hands"][DEM]) + len(ps["deck"]) == 52


def test_D89_8_1_2_X1_roundtable_talks_takes_two_before_anyone_looks() -> None:
    state = start(poland(lasting=(ps_mod.ROUNDTABLE_TALKS,)), "poland", DEM)
    ps = state["ps"]
    assert (len(ps["hands"][DEM]), len(ps["hands"][COM])) == (14, 6)  # D89-EC-31
    assert ps_mod.ROUNDTABLE_TALKS not in state["lasting"]
    assert ps_mod.ROUNDTABLE_TALKS in state["discard"]  # not asterisked
    # transfers happen before the hands are shown: the private hand line is the final hand
    dem_line = [e for e in state["log"] if e["key"] == "dof.ps.hand" and e["private_to"] == 1][0]
    assert sorted(dem_line["params"]["cards"]) == sorted(ps["hands"][DEM])
    assert keys(state).index("dof.ps.transfer") < keys(state).index("dof.ps.hand")


@pytest.mark.parametrize("farmer, dem_cards", [(True, 6 + 2 + 1), (False, 6 + 2)])
def test_card_072_D89_8_1_2_peasant_parties_revolt_needs_a_controlled_farmer_space(farmer,
                                                                          dem_cards) -> None:
    sp = {"bydgoszcz": (4, 0), "wroclaw": (0, 3), "bialystok": (0, 4 if farmer else 0),
          "krakow": (0, 0 if farmer else 3)}
    state = start(make_state(sp, lasting=(ps_mod.PEASANT_PARTIES_REVOLT,)), "poland", DEM)
    assert len(state["ps"]["hands"][DEM]) == dem_cards
    assert len(state["ps"]["hands"][COM]) == 6 - (dem_cards - 8)
    # spent either way, and out of the game (asterisked)
    assert ps_mod.PEASANT_PARTIES_REVOLT in state["removed"]
    assert ps_mod.PEASANT_PARTIES_REVOLT not in state["lasting"]


def test_card_102_D89_8_1_2_national_salvation_front_waits_for_a_balkan_struggle() -> None:
    nsf = ps_mod.NATIONAL_SALVATION_FRONT
    state = start(poland(lasting=(nsf,)), "poland", DEM)
    assert (len(state["ps"]["hands"][DEM]), len(state["ps"]["hands"][COM])) == (12, 8)
    assert nsf in state["lasting"]
    sp = {"bucuresti": (3, 0), "timisoara": (0, 3), "cluj_napoca": (0, 4)}
    state = start(make_state(sp, lasting=(nsf,)), "romania", COM)
    assert (len(state["ps"]["hands"][COM]), len(state["ps"]["hands"][DEM])) == (8, 6)
    assert nsf in state["removed"] and nsf not in state["lasting"]


def test_D89_8_1_2_securitate_shows_the_democrat_hand_in_romania_only() -> None:
    sp = {"bucuresti": (3, 0), "timisoara": (0, 3)}
    state = start(make_state(sp, lasting=(ps_mod.SECURITATE,)), "romania", COM)
    dem_hand = state["ps"]["hands"][DEM]
    shown = find(state, "dof.ps.securitate")[0]["cards"]
    assert sorted(shown) == sorted(dem_hand)
    line = [e for e in state["log"] if e["key"] == "dof.ps.securitate"][0]
    assert line["private_to"] == 0  # to the Communist
    assert sorted(ps_mod.view(state, COM)["opponent_known"]) == sorted(dem_hand)
    assert ps_mod.view(state, DEM)["opponent_known"] == []
    assert ps_mod.SECURITATE in state["lasting"]  # rest of the game
    state = start(poland(lasting=(ps_mod.SECURITATE,)), "poland", DEM)
    assert ps_mod.view(state, COM)["opponent_known"] == []


def test_D89_AMB_10_after_deal_hook_frames_run_before_raise_the_stakes() -> None:
    @FRAMES.define("test_ctac_round")
    class CtacRound(FrameType):
        def legal(self, state, frame, seat):
            return [["done"]]

        def apply(self, state, frame, seat, action):
            FRAMES.pop(state, "test_ctac_round")

    def ctac(state):
        if state["ps"]["country"] == "romania":
            FRAMES.push(state, "test_ctac_round", seat=1)

    ps_mod.AFTER_DEAL_HOOKS.append(ctac)
    try:
        sp = {"bucuresti": (3, 0), "timisoara": (0, 3)}
        state = start(make_state(sp), "romania", DEM, com=[C.MARCH6, C.MARCH5, C.MARCH4],
                      dem=[C.RALLY[0]])
        assert [f["name"] for f in state["stack"]] == ["ps_raise", "test_ctac_round"]
        FRAMES.apply(state, 1, ["done"])
        # DEM (initiator) holds 1 card: his waiting raise frame offers only "pass"
        assert legal(state, DEM) == [["pass"]]
        act(state, DEM, "pass")
        assert top(state) == "ps_raise" and legal(state, COM) == [["raise"], ["pass"]]
    finally:
        ps_mod.AFTER_DEAL_HOOKS.remove(ctac)
        del FRAMES.types["test_ctac_round"]


# --- D89-8.2 Raise the Stakes --------------------------------------------------------------
def test_D89_8_2_X1_initiator_decides_first_and_discards_three_face_up() -> None:
    state = start(poland(lasting=(ps_mod.ROUNDTABLE_TALKS,)), "poland", DEM)
    assert FRAMES.active_seats(state) == [1] and top(state) == "ps_raise"
    act(state, DEM, "raise")
    hand = list(state["ps"]["hands"][DEM])
    for card in hand[:3]:
        assert top(state) == "ps_raise_discard"
        act(state, DEM, "ps_card", card)
    assert len(state["ps"]["hands"][DEM]) == 11
    assert state["ps"]["discard"] == hand[:3]
    assert ps_mod.view(state, None)["discard"] == hand[:3]  # public
    act(state, COM, "pass")
    assert state["ps"]["raised"] == {COM: False, DEM: True}
    assert top(state) == "ps_lead" and FRAMES.active_seats(state) == [1]


def test_D89_8_2_2_fewer_than_three_cards_cannot_raise_and_is_not_asked() -> None:
    state = start(poland(), "poland", DEM, com=[C.MARCH6, C.MARCH5],
                  dem=[C.MARCH4, C.MARCH3, C.RALLY[0]])
    act(state, DEM, "pass")
    assert state["ps"]["raised"][COM] is False
    assert top(state) == "ps_lead"
    with pytest.raises(IllegalAction):
        FRAMES.apply(state, 1, ["raise"])


# --- D89-8.3 Play cards ---------------------------------------------------------------------
def test_D89_8_3_1_N_attacker_without_cards_loses_at_once() -> None:
    # D89-EC-30: DEM controls nothing in Poland, plays Poland Scoring: COM wins, no suit.
    sp = {"bydgoszcz": (4, 0), "warszawa": (3, 0), "gdansk": (0, 1)}
    state = make_state(sp, rolls=(3, 3))
    start(state, "poland", DEM)
    assert len(find(state, "dof.ps.dealt")) == 2
    act(state, COM, "pass")  # COM holds 8 and may raise (D89-ED-21)
    won = find(state, "dof.ps.won")[0]
    assert won == {"side": COM, "suit": "none", "why": "no_lead"}
    # DEM loses 1 SP (roll 3 +0 -> 1) automatically: only one SP in one space
    assert state["sp"]["gdansk"]["dem"] == 0
    assert top(state) == "ps_surrender"


def test_D89_ED_24_neither_player_has_cards_initiator_loses() -> None:
    state = make_state({"gdansk": (0, 1)}, rolls=(1, 1))
    start(state, "poland", COM)
    assert find(state, "dof.ps.won")[0]["side"] == DEM
    assert find(state, "dof.ps.won")[0]["why"] == "no_lead"


def test_D89_8_3_2_X1_to_X3_march_six_matched_initiative_roll_fails() -> None:
    # X1: DEM holds four Marches and leads the March 6.
    # X2: COM holds a March, an Elite leader and an Intellectual leader; he controls
    #     Bydgoszcz (Elite) but not Polish Writers (Intellectual).
    # X3: COM needs a 6 to take the initiative and rolls 2; DEM leads again.
    state = poland(rolls=(2,))
    start(state, "poland", DEM, com=[C.MARCH3, C.ELITE, C.INTELLECTUAL],
          dem=[C.MARCH6, C.MARCH5, C.MARCH4, C.MARCH6B])
    act(state, DEM, "pass")
    act(state, COM, "pass")
    assert sorted(legal(state, DEM)) == sorted(["ps_card", c] for c in
                                                (C.MARCH6, C.MARCH5, C.MARCH4, C.MARCH6B))
    act(state, DEM, "ps_card", C.MARCH6)
    answers = legal(state, COM)
    assert ["ps_card", C.MARCH3] in answers and ["ps_card", C.ELITE] in answers
    assert ["ps_card", C.INTELLECTUAL] not in answers and ["decline"] in answers
    act(state, COM, "ps_card", C.MARCH3)
    assert find(state, "dof.ps.initiative")[-1] == {"side": COM, "die": 2, "need": 6,
                                                    "taken": False}
    assert state["ps"]["attacker"] == DEM and top(state) == "ps_lead"
    assert FRAMES.active_seats(state) == [1]
    # D89-8.3.4.X1: DEM leads another March; COM declines rather than spend his leader.
    act(state, DEM, "ps_card", C.MARCH5)
    assert ["ps_card", C.ELITE] in legal(state, COM)
    act(state, COM, "decline")
    assert state["ps"]["winner"] == DEM and state["ps"]["won_with"] == "march"


def test_D89_8_3_2_S3_initiative_roll_at_rank_takes_the_initiative() -> None:
    state = poland(rolls=(4,))
    start(state, "poland", DEM, com=[C.MARCH3, C.STRIKE6], dem=[C.MARCH4, C.MARCH5])
    act(state, DEM, "ps_card", C.MARCH4)
    act(state, COM, "ps_card", C.MARCH3)
    assert state["ps"]["attacker"] == COM and FRAMES.active_seats(state) == [0]
    assert legal(state, COM) == [["ps_card", C.STRIKE6]]


def test_D89_8_3_2_S3_matched_rally_takes_the_initiative_without_a_roll() -> None:
    # D89-EC-36
    state = poland(rolls=(1,))
    start(state, "poland", DEM, com=[C.RALLY[1], C.MARCH6], dem=[C.RALLY[0], C.MARCH5])
    act(state, DEM, "ps_card", C.RALLY[0])
    act(state, COM, "ps_card", C.RALLY[1])
    assert state["ps"]["attacker"] == COM and "dof.ps.initiative_rally" in keys(state)
    assert state["rng"]["forced_rolls"] == [1]  # no die was rolled


def test_D89_8_3_2_S1_leader_needs_a_controlled_space_and_names_a_suit() -> None:
    # COM controls Bydgoszcz (Elite) and Warszawa (Bureaucrat): Elite usable, Worker/Church not.
    state = poland(rolls=(3,))
    start(state, "poland", COM, com=[C.ELITE, C.WORKER, C.CHURCH], dem=[C.MARCH6, C.RALLY[0]])
    act(state, COM, "pass")
    assert legal(state, COM) == [["ps_card", C.ELITE]]
    act(state, COM, "ps_card", C.ELITE)
    assert top(state) == "ps_suit"
    assert legal(state, COM) == [["suit", s] for s in ps_mod.SUITS]
    act(state, COM, "suit", "march")
    assert state["ps"]["attack"] == {"card": C.ELITE, "suit": "march", "side": COM}
    assert ["ps_card", C.MARCH6] in legal(state, DEM) and ["ps_card", C.RALLY[0]] not in legal(
        state, DEM)
    act(state, DEM, "ps_card", C.MARCH6)
    # a leader keeps rank 3 (D89-AMB-09): roll 3 takes the initiative
    assert find(state, "dof.ps.initiative")[-1]["need"] == 3 and state["ps"]["attacker"] == DEM


def test_D89_8_3_2_S2_defender_answers_with_a_usable_leader() -> None:
    # DEM controls Polish Writers (Intellectual) and the Catholic Church (Church).
    state = poland(rolls=(6,))
    start(state, "poland", COM, com=[C.STRIKE6, C.MARCH3], dem=[C.INTELLECTUAL, C.ELITE2, C.CHURCH])
    act(state, DEM, "pass")  # COM holds 2 cards: only DEM is asked (D89-8.2.2)
    act(state, COM, "ps_card", C.STRIKE6)
    assert legal(state, DEM) == [["ps_card", C.INTELLECTUAL], ["ps_card", C.CHURCH], ["decline"]]
    act(state, DEM, "ps_card", C.CHURCH)
    assert state["ps"]["attacker"] == DEM


def test_D89_8_3_2_S1_N_only_tactic_fails_and_dead_leaders_means_defeat() -> None:
    # D89-EC-32: DEM holds Tactic Fails and an Elite leader (he controls no Elite space).
    state = poland(rolls=(1, 1))
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.TACTIC_FAILS, C.ELITE2, C.RALLY[0]])
    act(state, DEM, "pass")
    act(state, DEM, "ps_card", C.RALLY[0])
    # COM cannot match a Rally: asked all the same, Decline is all he has (issue #33)
    assert legal(state, COM) == [["decline"]]
    act(state, COM, "decline")
    assert find(state, "dof.ps.won")[0] == {"side": DEM, "suit": "rally_in_the_square",
                                        "why": "declined"}
    state = poland(rolls=(1, 1))
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.TACTIC_FAILS, C.ELITE2])
    # DEM holds cards but no lead: asked all the same, "cannot lead" is all he has (issue #33)
    assert legal(state, DEM) == [["cannot_lead"]]
    assert RULES.prompt(state, seat_of(DEM)).key == "dof.ps.prompt.lead_none"
    act(state, DEM, "cannot_lead")
    assert find(state, "dof.ps.won")[0] == {"side": COM, "suit": "none", "why": "no_lead"}


def test_D89_8_3_2_S1_N_issue33_a_pass_shows_the_same_whether_the_attacker_can_lead() -> None:
    """Issue #33 point 2: after COM passes on raising, what COM sees (and whether he may take
    the pass back) is the same whether DEM, the attacker, holds a lead or not: an attacker
    holding cards is always asked to lead."""
    shown = []
    for hand in ([C.TACTIC_FAILS, C.ELITE2, C.ELITE], [C.MARCH5, C.STRIKE6, C.PETITION5]):
        state = poland(rolls=(1, 1))
        start(state, "poland", DEM, com=[C.MARCH6, C.MARCH4, C.STRIKE3], dem=hand)
        act(state, DEM, "pass")
        act(state, COM, "pass")
        assert RULES.active_seats(state) == [seat_of(DEM)] and top(state) == "ps_lead"
        view = ps_mod.view(state, COM)  # the struggle as COM sees it, his own hand aside
        shown.append((RULES.decision(state, None), view["hand_counts"], view.get("winner"),
                      [e["key"] for e in state["log"]]))
    assert shown[0] == shown[1]


def test_D89_8_3_2_S2_tactic_fails_blocks_the_suit_for_both_and_attacker_leads_again() -> None:
    # D89-EC-34 and D89-EC-35
    state = poland(rolls=(1,))
    start(state, "poland", DEM, com=[C.TACTIC_FAILS, C.MARCH4, C.ELITE],
          dem=[C.MARCH6, C.MARCH5, C.INTELLECTUAL, C.STRIKE3])
    act(state, DEM, "pass")
    act(state, COM, "pass")
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "ps_card", C.TACTIC_FAILS)
    ps = state["ps"]
    assert ps["blocked"] == ["march"] and ps["attacker"] == DEM
    assert state["rng"]["forced_rolls"] == [1]  # no counterattack roll
    assert ["ps_card", C.MARCH5] not in legal(state, DEM)
    act(state, DEM, "ps_card", C.INTELLECTUAL)
    assert ["suit", "march"] not in legal(state, DEM)
    act(state, DEM, "suit", "strike")
    # COM's March cannot answer (wrong suit); his usable Elite leader can
    assert legal(state, COM) == [["ps_card", C.ELITE], ["decline"]]


def test_D89_8_3_2_S1_tactic_fails_cannot_be_led() -> None:
    state = poland()
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.TACTIC_FAILS, C.MARCH5])
    assert legal(state, DEM) == [["ps_card", C.MARCH5]]


def test_D89_8_3_2_S1_wild_support_surges_draws_two_and_passes_the_initiative() -> None:
    # D89-EC-33
    state = poland()
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.SUPPORT_SURGES, C.MARCH5])
    deck_top = state["ps"]["deck"][:2]
    act(state, DEM, "ps_card", C.SUPPORT_SURGES)
    assert sorted(state["ps"]["hands"][DEM]) == sorted([C.MARCH5, *deck_top])
    assert state["ps"]["attacker"] == COM and top(state) == "ps_lead"
    drew = [e for e in state["log"] if e["key"] == "dof.ps.drew_cards"][0]
    assert drew["private_to"] == 1


def test_D89_8_3_2_S1_wild_support_falters_discards_two_at_random() -> None:
    state = poland()
    start(state, "poland", DEM, com=[C.MARCH6, C.MARCH5, C.MARCH4],
          dem=[C.SUPPORT_FALTERS, C.MARCH3])
    act(state, COM, "pass")
    act(state, DEM, "ps_card", C.SUPPORT_FALTERS)
    assert len(state["ps"]["hands"][COM]) == 1
    assert len(state["ps"]["discard"]) == 3  # the wild card and COM's two cards, face up
    assert state["ps"]["attacker"] == COM


def test_D89_8_3_2_S1_wild_scare_tactics_removes_an_opponent_sp_chosen_by_the_player() -> None:
    state = poland()
    start(state, "poland", COM, com=[C.SCARE_TACTICS, C.MARCH6], dem=[C.MARCH5])
    act(state, COM, "ps_card", C.SCARE_TACTICS)
    assert top(state) == "ps_scare" and FRAMES.active_seats(state) == [0]
    spaces = [a[1] for a in legal(state, COM)]
    assert "krakow" in spaces and "bydgoszcz" not in spaces
    act(state, COM, "space", "krakow")
    assert state["sp"]["krakow"]["dem"] == 2
    assert state["ps"]["attacker"] == DEM and top(state) == "ps_lead"


def test_D89_8_3_3_attacker_cannot_concede() -> None:
    state = poland()
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.MARCH5])
    assert ["decline"] not in legal(state, DEM) and ["pass"] not in legal(state, DEM)
    with pytest.raises(IllegalAction):
        FRAMES.apply(state, 1, ["decline"])
    with pytest.raises(IllegalAction):
        FRAMES.apply(state, 1, ["ps_card", C.MARCH6])  # not his card


# --- D89-8.4 Aftermath ----------------------------------------------------------------------
def rally_won_with_both_raised_and_yakovlev():
    """D89-EC-39 up to the Democrat's winning Rally: both raised, Yakovlev in play."""
    state = poland(lasting=(ps_mod.YAKOVLEV_COUNSELS_GORBACHEV,), rolls=(1, 1))
    start(state, "poland", DEM, com=[C.MARCH6, C.MARCH5, C.MARCH4, C.PETITION6],
          dem=[C.RALLY[0], C.MARCH3, C.STRIKE3, C.STRIKE6])
    act(state, DEM, "raise")
    for card in (C.MARCH3, C.STRIKE3, C.STRIKE6):
        act(state, DEM, "ps_card", card)
    act(state, COM, "raise")
    for card in (C.MARCH6, C.MARCH5, C.MARCH4):
        act(state, COM, "ps_card", card)
    act(state, DEM, "ps_card", C.RALLY[0])
    act(state, COM, "decline")  # he holds only a Petition: Decline is all he has
    return state


def test_D89_8_4_1_rally_win_both_raised_and_yakovlev_gives_plus_five() -> None:
    # D89-EC-39: support-loss die 1 +5 = 6 -> 3; VP die 1 +5 = 6 -> 3 and DEM takes Power.
    state = rally_won_with_both_raised_and_yakovlev()
    assert state["ps"]["winner"] == DEM  # COM holds only a Petition: no answer possible
    assert state["ps"]["mod"] == 5
    loss = find(state, "dof.ps.support_loss_roll")[0]
    assert (loss["total"], loss["loss"]) == (6, 3)
    act(state, COM, "space", "bydgoszcz")
    act(state, COM, "space", "bydgoszcz")
    act(state, COM, "space", "warszawa")
    assert find(state, "dof.ps.vp_roll")[0]["total"] == 6
    assert state["power"]["poland"] == DEM
    assert ps_mod.YAKOVLEV_COUNSELS_GORBACHEV in state["removed"]  # spent by this struggle


def test_card_062_D89_8_4_1_yakovlev_only_when_the_democrat_wins() -> None:
    state = poland(lasting=(ps_mod.YAKOVLEV_COUNSELS_GORBACHEV,), rolls=(1, 1))
    start(state, "poland", COM, com=[C.MARCH6], dem=[C.STRIKE3])
    act(state, COM, "ps_card", C.MARCH6)
    act(state, DEM, "decline")
    assert state["ps"]["winner"] == COM and state["ps"]["mod"] == 0


def test_D89_ED_25_leader_named_rally_wins_with_rally_bonus() -> None:
    state = poland(rolls=(1, 2))
    start(state, "poland", COM, com=[C.ELITE], dem=[C.MARCH6])
    act(state, COM, "ps_card", C.ELITE)
    act(state, COM, "suit", "rally_in_the_square")
    act(state, DEM, "decline")
    assert state["ps"]["won_with"] == "rally_in_the_square" and state["ps"]["mod"] == 2


def test_D89_8_4_1_petition_win_is_minus_two() -> None:
    # D89-EC-40: DEM wins with a Petition, no raise, VP die 5 -> 3: +1 VP, COM keeps Power.
    state = poland(rolls=(4, 5))
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.PETITION5])
    act(state, DEM, "ps_card", C.PETITION5)
    act(state, COM, "decline")
    assert state["ps"]["mod"] == -2
    act(state, COM, "space", "bydgoszcz")  # loss roll 4-2 = 2 -> 1 SP
    vp = find(state, "dof.ps.vp_roll")[0]
    assert (vp["total"], vp["vp_gain"]) == (3, 1)
    assert state["power"]["poland"] == COM and top(state) == "ps_surrender"


def test_D89_8_4_2_X1_loser_chooses_which_sp_to_remove() -> None:
    # COM lost; die 1 +1 (DEM raised) = 2 -> 1 SP; he keeps battleground Warszawa.
    state = poland(rolls=(1, 1))
    start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6, C.MARCH5, C.MARCH4, C.MARCH3])
    act(state, DEM, "raise")
    for card in (C.MARCH5, C.MARCH4, C.MARCH3):
        act(state, DEM, "ps_card", card)
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert top(state) == "ps_support_loss" and FRAMES.active_seats(state) == [0]
    assert sorted(legal(state, COM)) == [["space", "bydgoszcz"], ["space", "warszawa"]]
    act(state, COM, "space", "bydgoszcz")
    assert state["sp"]["bydgoszcz"]["com"] == 3 and state["sp"]["warszawa"]["com"] == 3


def test_D89_8_4_2_excess_support_loss_is_ignored() -> None:
    # D89-EC-41: loss 3, COM has only 2 SPs in the country: both go, nobody is asked.
    state = make_state({"warszawa": (1, 0), "lublin": (1, 0), "krakow": (0, 3)}, rolls=(6, 1))
    start(state, "poland", DEM, com=[], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert state["sp"]["warszawa"]["com"] == 0 and state["sp"]["lublin"]["com"] == 0
    assert find(state, "dof.ps.support_loss_roll")[0]["loss"] == 3
    assert top(state) == "ps_surrender"


def test_D89_8_4_2_no_choice_when_all_sps_are_in_one_space() -> None:
    state = make_state({"warszawa": (5, 0), "krakow": (0, 3)}, rolls=(4, 1))
    start(state, "poland", DEM, com=[], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert state["sp"]["warszawa"]["com"] == 3 and top(state) == "ps_surrender"


def test_D89_8_4_3_X1_and_8_4_4_X1_democrat_vp_roll_topples_the_communist() -> None:
    # DEM won, raised; VP die 3 +1 = 4 -> +2 VP and Poland becomes a democracy.
    state = poland(rolls=(1, 3))
    start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6, C.MARCH5, C.MARCH4, C.MARCH3])
    state["discard"].append(22)  # an event may have put the card there already
    act(state, DEM, "raise")
    for card in (C.MARCH5, C.MARCH4, C.MARCH3):
        act(state, DEM, "ps_card", card)
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    act(state, COM, "space", "bydgoszcz")
    vp = find(state, "dof.ps.vp_roll")[0]
    assert (vp["total"], vp["vp_gain"]) == (4, 2)
    assert state["power"]["poland"] == DEM
    assert 22 in state["removed"] and 22 not in state["discard"]
    assert state["retentions"]["poland"] == 0
    # then country scoring (D89-8.5): DEM dominates (6 + 2 bg) vs COM presence (3 + 1)
    assert find(state, "dof.ps.country_scored")[0]["delta"] == 4
    assert state["vp"] == 2 + 4
    assert "ps" not in state and not state["stack"]


def test_D89_8_4_4_democrat_win_with_three_keeps_the_communist_in_power() -> None:
    state = poland(rolls=(1, 3))
    start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert find(state, "dof.ps.vp_roll")[0]["total"] == 3
    assert state["power"]["poland"] == COM and top(state) == "ps_surrender"


def test_D89_8_4_6_X1_retention_multiplier_grows() -> None:
    # D89-EC-42: Poland, power value 3: 1st retention -3, 2nd -6 (D89-AMB-08, AMB-28).
    state = make_state({"bydgoszcz": (4, 0)}, rolls=(1, 1, 1, 1))
    for n, expected in ((1, -3), (2, -6)):
        before = state["vp"]
        start(state, "poland", COM, com=[C.MARCH6], dem=[])
        act(state, COM, "ps_card", C.MARCH6)
        act(state, DEM, "decline")
        act(state, COM, "keep_power")
        retained = find(state, "dof.ps.com_retains")[-1]
        assert (retained["times"], -retained["vp_gain"]) == (n, expected)
        assert state["retentions"]["poland"] == n
        # VP roll 1 -> 0; scoring: COM presence 3 + 0 bg
        assert state["vp"] == before + expected - 3
        assert state["discard"].count(22) == 1 and 22 not in state["removed"]
        state["discard"].remove(22)


def test_D89_8_4_5_communist_surrenders_after_winning() -> None:
    # D89-EC-43: no power score, DEM marker, card removed; country scoring still happens.
    state = make_state({"bydgoszcz": (4, 0)}, rolls=(1, 1))
    start(state, "poland", COM, com=[C.MARCH6], dem=[])
    act(state, COM, "ps_card", C.MARCH6)
    act(state, DEM, "decline")
    assert legal(state, COM) == [["keep_power"], ["surrender"]]
    act(state, COM, "surrender")
    assert state["power"]["poland"] == DEM and 22 in state["removed"]
    assert state["retentions"]["poland"] == 0 and not find(state, "dof.ps.com_retains")
    assert state["vp"] == -3  # presence only
    assert "dof.ps.country_scored" in keys(state)


def test_D89_8_0_N_no_automatic_victory_until_the_struggle_is_over() -> None:
    # D89-EC-44: VP +18; DEM wins, VP roll +3 (21), then scoring -4 -> +17: no victory.
    sp = {"bydgoszcz": (4, 0), "warszawa": (3, 0), "lodz": (3, 0), "krakow": (0, 3),
          "gdansk": (0, 1)}
    state = make_state(sp, vp=18, rolls=(1, 6))
    seen = []
    ps_mod.AFTER_STRUGGLE_HOOKS.append(lambda st, summary: seen.append((st["vp"], summary)))
    try:
        start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6])
        act(state, DEM, "ps_card", C.MARCH6)
        act(state, COM, "decline")
    finally:
        ps_mod.AFTER_STRUGGLE_HOOKS.pop()
    assert find(state, "dof.ps.vp_roll")[0]["vp"] == 21 and state["power"]["poland"] == DEM
    # COM: 3 spaces (2 bg) domination 6 + 2 = 8; DEM: krakow presence 3 + 1 = 4
    assert state["vp"] == 17 and not state["over"]
    assert seen[0][0] == 17 and seen[0][1]["winner"] == DEM and seen[0][1]["power"] == DEM


def test_D89_8_0_N_twenty_reached_mid_struggle_is_not_checked_yet() -> None:
    sp = {"bydgoszcz": (4, 0), "warszawa": (3, 0), "lodz": (3, 0), "krakow": (0, 3)}
    state = make_state(sp, vp=19, rolls=(1, 3))
    start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert state["vp"] == 20 and not state["over"] and top(state) == "ps_surrender"
    act(state, COM, "keep_power")
    assert state["vp"] == 20 - 3 - 4 and not state["over"]


def test_D89_10_1_automatic_victory_checked_when_the_struggle_ends() -> None:
    state = make_state({"krakow": (0, 3)}, vp=19, rolls=(1, 6))
    start(state, "poland", DEM, com=[], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    assert "ps" not in state and state["vp"] == 19 + 3 + 4
    assert state["over"]


# --- D89-8.0 sources: New Year's Eve and event-triggered struggles --------------------------
def test_D89_10_3_new_years_eve_struggle_democrat_first_no_card_moved() -> None:
    state = make_state({"bydgoszcz": (4, 0), "krakow": (0, 3)}, rolls=(1, 1))
    start(state, "poland", DEM, com=[C.MARCH6, C.MARCH5, C.MARCH4],
          dem=[C.STRIKE3, C.STRIKE6, C.MARCH3], source="nye")
    assert state["ps"]["card"] is None
    assert FRAMES.active_seats(state) == [1] and top(state) == "ps_raise"  # D89-AMB-27
    act(state, DEM, "pass")
    act(state, COM, "pass")
    act(state, DEM, "ps_card", C.STRIKE6)
    act(state, COM, "decline")
    act(state, COM, "keep_power")
    assert state["retentions"]["poland"] == 1  # D89-AMB-08 counts NYE retentions
    assert 22 not in state["discard"] and 22 not in state["removed"]


def test_D89_AMB_31_AMB_32_event_triggered_struggle() -> None:
    # Kiss of Death: COM discarded Poland Scoring; DEM (the event's owner) has the initiative.
    state = make_state({"bydgoszcz": (4, 0), "krakow": (0, 3)}, rolls=(1, 1))
    state["discard"].append(22)
    start(state, "poland", DEM, com=[C.MARCH6], dem=[C.STRIKE6], source="event")
    assert state["ps"]["attacker"] == DEM and FRAMES.active_seats(state) == [1]
    act(state, DEM, "ps_card", C.STRIKE6)
    act(state, COM, "decline")
    act(state, COM, "keep_power")
    assert state["retentions"]["poland"] == 1 and state["discard"].count(22) == 1


# --- frames, view, determinize --------------------------------------------------------------
def test_struggle_end_pops_all_frames_and_clears_the_sub_state() -> None:
    state = poland(rolls=(2, 1))
    state["stack"].append({"name": "caller_frame", "seat": 0})
    start(state, "poland", DEM, com=[C.STRIKE6], dem=[C.MARCH6])
    act(state, DEM, "ps_card", C.MARCH6)
    act(state, COM, "decline")
    act(state, COM, "space", "warszawa")
    act(state, COM, "keep_power")
    assert state["stack"] == [{"name": "caller_frame", "seat": 0}]
    assert "ps" not in state and "dof.ps.end" in keys(state)
    assert ps_mod.view(state, DEM) == {}


def test_view_shows_only_own_hand() -> None:
    state = start(poland(), "poland", DEM)
    ps = state["ps"]
    dem_view, com_view, public = (ps_mod.view(state, s) for s in (DEM, COM, None))
    assert dem_view["hand"] == ps["hands"][DEM] and com_view["hand"] == ps["hands"][COM]
    assert dem_view["hand_counts"] == {COM: 8, DEM: 12} and dem_view["deck"] == 32
    assert "hand" not in public
    assert not set(com_view["hand"]) & set(map(str, ps["hands"][DEM]))
    for v in (dem_view, com_view, public):
        text = repr({k: v[k] for k in v if k != "hand"})
        assert "hands" not in text and str(ps["deck"]) not in text


def test_determinize_reshuffles_only_what_the_side_cannot_see() -> None:
    sp = {"bucuresti": (3, 0), "timisoara": (0, 3), "cluj_napoca": (0, 4)}
    state = start(make_state(sp, lasting=(ps_mod.SECURITATE,)), "romania", COM)
    ps = state["ps"]
    own, dem_before, deck_before = list(ps["hands"][COM]), list(ps["hands"][DEM]), list(ps["deck"])
    ps["revealed"][DEM] = dem_before[:3]  # pretend COM saw only three of them
    ps_mod.determinize(state, COM, random.Random(5))
    assert ps["hands"][COM] == own
    assert len(ps["hands"][DEM]) == len(dem_before) and len(ps["deck"]) == len(deck_before)
    assert set(dem_before[:3]) <= set(ps["hands"][DEM])
    assert sorted(ps["hands"][DEM] + ps["deck"]) == sorted(dem_before + deck_before)
    assert ps["hands"][DEM] != dem_before or ps["deck"] != deck_before


def test_prompts_and_log_keys_have_english_templates() -> None:
    import json
    from pathlib import Path

    import game

    catalog = json.loads((Path(game.__file__).parent / "games" / "dawn_of_freedom" / "locale" /
                          "en" / "ps.json").read_text("utf-8"))
    state = poland(rolls=(1, 1, 1, 1))
    start(state, "poland", DEM, com=[C.MARCH6, C.MARCH5, C.ELITE, C.SCARE_TACTICS],
          dem=[C.MARCH4, C.MARCH3, C.STRIKE3, C.PETITION6, C.SUPPORT_SURGES])
    prompts = set()
    while "ps" in state:
        seat = FRAMES.active_seats(state)[0]
        prompts.add(FRAMES.prompt(state, seat).key)
        FRAMES.apply(state, seat, FRAMES.legal_actions(state, seat)[0])
    for key in prompts | set(keys(state)):
        assert key in catalog, key


def test_D89_8_save_and_load_in_the_middle_of_a_struggle(tmp_path) -> None:
    """A save made while a Power Struggle waits for a choice replays to the same position."""
    import random

    from game.engine import saves
    from game.engine.data import state_hash
    from game.engine.session import Session

    session = Session.new("dawn_of_freedom", 0, 2)
    play_session(session, random.Random(0),
                 until=lambda state: bool(state.get("ps")) and bool(session.active_seats()))
    assert not session.is_over(), "no struggle in this seeded game"
    path = tmp_path / "mid_struggle.json"
    saves.write(session, path)
    loaded = saves.load(path)
    assert state_hash(loaded.state) == state_hash(session.state)
    assert loaded.state["stack"][-1]["name"].startswith("ps_")


def test_D89_8_4_the_finished_struggle_is_a_public_record_with_its_parts() -> None:
    # The same struggle as D89-EC-39: Rally +2, both raised +2, Yakovlev +1 on both rolls.
    state = rally_won_with_both_raised_and_yakovlev()
    so_far = ps_mod.view(state, COM)["result"]  # public while the struggle runs
    assert so_far["won"] == {"side": DEM, "suit": "rally_in_the_square", "why": "declined"}
    assert so_far["loss_roll"] == find(state, "dof.ps.support_loss_roll")[0]
    for space in ("bydgoszcz", "bydgoszcz", "warszawa"):
        act(state, COM, "space", space)
    record = state["ps_result"]
    assert "ps" not in state and record["n"] == 1 and record["country"] == "poland"
    assert [(p["kind"], p["value"]) for p in record["modifiers"]] == [
        ("suit", 2), ("raise", 1), ("raise", 1), ("yakovlev", 1)]
    assert sum(p["value"] for p in record["modifiers"]) == record["loss_roll"]["mod"] == 5
    assert record["raised"] == [DEM, COM]
    assert record["lost"] == ["bydgoszcz", "bydgoszcz", "warszawa"]
    assert record["vp_roll"] == find(state, "dof.ps.vp_roll")[0]
    assert record["vp"] == state["vp"] == record["vp_roll"]["vp"] + record["scoring"]["delta"]
    assert record["power"] == {"how": "toppled"}
    assert record["scoring"]["delta"] == find(state, "dof.ps.country_scored")[0]["delta"]


def _issue33_lead(com):
    """A whole position (hands, deck, a turn under the struggle) in Poland where the Democrat
    leads March 5 against the Communist holding `com`, made through a Session."""
    from game.engine.data import deep_copy
    from game.engine.session import SeatInfo, Session
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import seat_of

    from .helpers import blank, set_sp

    state = blank(turn=4)
    set_sp(state, **POLAND_X1)
    start(state, "poland", DEM, com=com, dem=[C.MARCH5, C.MARCH4])
    session = Session(RULES, 1, 2, {}, [SeatInfo("Ada"), SeatInfo("Ben")], state)
    before = deep_copy(session.state)
    session.submit(seat_of(DEM), ["ps_card", C.MARCH5])
    return session, before


@pytest.mark.parametrize("com, answers", [
    ([C.MARCH6], [["ps_card", C.MARCH6], ["decline"]]),
    ([C.STRIKE6], [["decline"]]),
    ([], [["decline"]]),
])
def test_D89_8_3_4_X1_issue33_the_defender_is_always_asked_after_a_lead(com, answers) -> None:
    """Issue #33 point 2 (D89-8.3.4.X1, D89-ENG-04): after a lead the defender is asked in
    every world the leader cannot tell apart, whatever his hand; without a card that can
    answer, Decline is all he has and his prompt says so."""
    from game.engine.worlds import worlds
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import seat_of

    session, before = _issue33_lead(com)
    com_seat, dem_seat = seat_of(COM), seat_of(DEM)
    assert session.active_seats() == [com_seat] and top(session.state) == "ps_answer"
    assert session.legal_actions(com_seat) == answers
    prompt = RULES.prompt(session.state, com_seat)
    assert prompt.key == ("dof.ps.prompt.answer" if len(answers) > 1
                          else "dof.ps.prompt.answer_none")
    for world in worlds(RULES, before, dem_seat, "issue33", 8):
        RULES.apply(world, dem_seat, ["ps_card", C.MARCH5])
        assert RULES.active_seats(world) == [com_seat]
        assert top(world) == "ps_answer" and ["decline"] in RULES.legal_actions(world, com_seat)
    session.submit(com_seat, ["decline"])
    assert find(session.state, "dof.ps.won")[0] == {"side": DEM, "suit": "march",
                                                    "why": "declined"}


def test_D89_8_3_4_X1_issue33_the_leader_sees_the_same_whether_or_not_he_can_be_answered(
        ) -> None:
    """Issue #33 point 2: the leader's screen after a lead (his view, who acts, the table's
    decision, the progress line, the barrier count) is the same whether the defender holds an
    answer or not, so neither it nor taking the lead back tells him the defender's hand."""
    from game.engine.worlds import seen
    from game.games.dawn_of_freedom.rules import RULES
    from game.games.dawn_of_freedom.rules.common import seat_of

    dem = seat_of(DEM)
    shown, take_back = [], []
    for com in ([C.MARCH6], [C.STRIKE6]):  # can answer, cannot
        session, _ = _issue33_lead(com)
        shown.append(seen(RULES, session.state, dem))
        take_back.append(session.can_take_back_turn(dem))
    assert shown[0] == shown[1]
    assert take_back[0] == take_back[1]


def test_D89_8_3_4_X1_issue33_a_rules_2_save_replays_with_the_declines_filled_in() -> None:
    """A save of rules_version 2, when a defender without an answer was not asked (the
    attacker won "no_answer" inside the lead), still loads by replay: each such lead gets the
    Decline these rules ask for (rules.replay_fill), mid-game and after the last move, and its
    stored outcome reads "declined" (rules.upgrade_position). Without both it is offered only
    as a stored position."""
    from pathlib import Path

    from game.engine import saves
    from game.engine.data import state_hash, without_log

    path = Path(__file__).resolve().parents[3] / "saves" / "fixtures" / \
        "dawn_of_freedom-375-moves.json"
    data = saves.parse(path.read_text(encoding="utf-8"))
    assert data["rules_version"] == 2 and "no_answer" in str(data["snapshot"]["ps_result"])
    session = saves.load(path)  # not SaveMismatch: replayed
    recorded = [list(a) for a in data["actions"]]
    filled = [a for a in session.actions if a[1] == ["decline"]][-2:]
    assert len(session.actions) == len(recorded) + 2 and session.actions[-1] in filled
    rest = list(session.actions)
    for move in filled:  # the save's own moves, in order, once the fills are taken out
        rest.remove(move)
    assert rest == recorded
    assert session.state["ps_result"]["won"]["why"] == "declined"
    assert [won["why"] for won in find(session.state, "dof.ps.won")][-2:] == \
        ["declined", "declined"]
    again = saves.from_dict(saves.to_dict(session))  # saved again: rules 3, nothing to fill
    assert again.actions == session.actions
    assert state_hash(without_log(again.state)) == state_hash(without_log(session.state))
