"""1989: Dawn of Freedom's house readings (issue #37.12): where the 2020 rulebook (and the
2011 Korean one) is silent, garbled or contradicts itself, and what this program plays. Spec:
shared/rules/1989_dawn_of_freedom.md (D89-AMB ambiguities, D89-ED edition differences).
Words: locale/*/house.json."""

from game.engine.house_rules import HouseRule

HOUSE_RULES = (
    HouseRule("reshuffle_timing", "D89-4.3, D89-AMB-01", "unclear", "house", "high"),
    HouseRule("honecker_round", "D89-4.1, D89-AMB-02", "silent", "house", "medium"),
    HouseRule("silver_own_event", "D89-6.3.1, D89-AMB-03", "unclear", "public", "medium"),
    HouseRule("repeat_attempt", "D89-6.3.1, D89-ED-12, D89-AMB-04", "unclear", "seed", "high"),
    HouseRule("box7_card", "D89-6.3.5, D89-AMB-05", "silent", "house", "medium"),
    HouseRule("box8_cards", "D89-6.3.5, D89-AMB-06", "silent", "seed", "high"),
    HouseRule("box2_value", "D89-7.3.3, D89-AMB-07", "unclear", "seed", "high"),
    HouseRule("power_multiplier", "D89-8.4.6, D89-AMB-08, D89-AMB-32", "unclear", "seed", "high"),
    HouseRule("leader_rank", "D89-8.3.2, D89-AMB-09", "unclear", "seed", "medium"),
    HouseRule("ctac_slot", "D89-7.6.2, D89-AMB-10", "unclear", "seed", "high"),
    HouseRule("nye_ending", "D89-10.3, D89-10.4.1, D89-AMB-11", "contradicts", "seed", "medium"),
    HouseRule("ahbr_free_check", "D89-4.5.3, D89-AMB-12", "silent", "house", "medium"),
    HouseRule("aftermath_bonus", "D89-8.2.2, D89-8.4.1, D89-AMB-13", "contradicts", "seed", "high"),
    HouseRule("bid_placement", "D89-13, D89-AMB-14, D89-AMB-16",
              "garbled", "seed", "high", "side_bid"),
    HouseRule("bid_ties", "D89-13, D89-AMB-15", "silent", "house", "high", "side_bid"),
    HouseRule("systematization", "D89-7.6.4, D89-AMB-17", "silent", "house", "medium"),
    HouseRule("control_no_nonbattleground", "D89-9.2, D89-AMB-18", "silent", "seed", "high"),
    HouseRule("hand_above_8", "D89-4.5.1, D89-AMB-19", "silent", "house", "high"),
    HouseRule("scoring_mid_turn", "D89-2.2.1, D89-4.5.4, D89-AMB-20", "silent", "seed", "high"),
    HouseRule("tyrant_capture", "D89-7.6.5, D89-AMB-21", "unclear", "house", "medium"),
    HouseRule("empty_decks", "D89-4.3, D89-AMB-22", "silent", "house", "high"),
    HouseRule("setup_deal", "D89-3, D89-4.5.1, D89-AMB-23", "silent", "house", "high"),
    HouseRule("remove_what_exists", "D89-AMB-24", "silent", "house", "high"),
    HouseRule("checks_voluntary", "D89-6.2, D89-AMB-25", "silent", "seed", "high"),
    HouseRule("award_at_once", "D89-6.3.5, D89-AMB-26", "silent", "house", "high"),
    HouseRule("nye_raise_first", "D89-10.3, D89-AMB-27", "silent", "house", "high"),
    HouseRule("both_vp", "D89-8.4.3, D89-8.4.6, D89-AMB-28", "silent", "seed", "high"),
    HouseRule("event_ops_ts", "D89-7.4, D89-AMB-29", "silent", "seed", "medium"),
    HouseRule("event_struggle_initiative", "D89-8.0, D89-AMB-31, D89-AMB-32",
              "silent", "house", "medium"),
    HouseRule("kremlin_coup_vp", "D89-12, D89-NS-07", "silent", "public", "low", "kremlin_coup_vp"),
    HouseRule("baltic_order", "D89-12.1, D89-ED-27", "silent", "seed", "medium"),
    HouseRule("awards_2011", "D89-6.3.5, D89-ED-15", "silent", "seed", "high"),
    HouseRule("struggle_2011", "D89-8.2, D89-8.3.1, D89-ED-21, D89-ED-22, D89-ED-23",
              "silent", "seed", "high"),
    HouseRule("carry_over", "D89-4.5.2, D89-5.1, D89-ED-08, D89-ED-09", "silent", "seed", "high"),
)
