"""Twilight Struggle's house readings (issue #37.12): where the Korean Deluxe rulebook is silent,
garbled or contradicts itself, and what this program plays. Spec: shared/rules/twilight_struggle.md
([INFERRED] and [INTERPRETATION] rules, rulings R-n, OCR notes O-n).
Words: locale/*/house.json."""

from game.engine.house_rules import HouseRule

HOUSE_RULES = (
    HouseRule("norad_canada", "#106 NORAD, TS-3.1, N-1",
              "unclear", "public", "medium", "norad_canada"),
    HouseRule("realign_empty", "TS-6.2, R-7", "silent", "house", "medium"),
    HouseRule("scoring_end_of_turn", "TS-2.2.1, TS-5.4, TS-11.1.2, R-20",
              "unclear", "seed", "high"),
    HouseRule("eligibility_snapshot", "TS-6.1.1, O-10, R-2", "garbled", "seed", "high"),
    HouseRule("event_placement", "TS-6.1.1, R-4", "silent", "house", "high"),
    HouseRule("spend_all_ops", "TS-6.0", "silent", "house", "medium"),
    HouseRule("superpower_once", "TS-2.1.5, TS-6.2.2, O-4, R-6", "contradicts", "inferred", "high"),
    HouseRule("opponent_event_only", "TS-5.2, TS-7.1", "silent", "inferred", "high"),
    HouseRule("neutral_event", "TS-7.1", "silent", "inferred", "high"),
    HouseRule("headline_ops", "TS-4.5.C", "silent", "house", "medium"),
    HouseRule("landed_discard", "TS-6.4.4, N-12", "silent", "house", "high"),
    HouseRule("space_station", "TS-4.5.D, TS-6.4.4, R-31", "silent", "house", "medium"),
    HouseRule("space_roll", "TS-6.4, O-14", "silent", "public", "high"),
    HouseRule("milops_net", "TS-8.2.1, O-16, R-40", "unclear", "seed", "high"),
    HouseRule("war_milops", "TS-8.2.3, TS-8.2.4, TS-5.5, O-17", "contradicts", "seed", "medium"),
    HouseRule("defcon_loser", "TS-8.1.3, TS-10.3.1, O-21", "contradicts", "seed", "high"),
    HouseRule("final_no_clamp", "TS-10.3.2, R-45", "silent", "house", "high"),
    HouseRule("china_ops", "TS-7.4, TS-9.6, TS-9.5", "silent", "inferred", "high"),
    HouseRule("china_not_in_hand", "TS-9.1", "silent", "house", "medium"),
    HouseRule("ccw_placement", "TS-12.1, TS-12.2, O-23", "unclear", "house", "medium"),
    HouseRule("ccw_restrictions", "TS-12.3, TS-12.4, O-22, R-52", "contradicts", "seed", "medium"),
    HouseRule("ccw_us_status", "TS-12.4.1, O-24", "unclear", "house", "medium"),
)
