"""Blockade Runner's house readings (issue #37.12): where the Korean rulebook is silent, garbled or
contradicts itself, and what this program plays. Spec: shared/rules/blockade_runner.md (BR-16 gaps,
BR-17 house defaults BR-H1…H24; BR-H25/H26 are this program's, STATE.md).
Words: locale/*/house.json."""

from game.engine.house_rules import HouseRule

HOUSE_RULES = (
    HouseRule("dice_d8", "BR-1.3, BR-H1, BR-16.17", "silent", "inferred", "medium"),
    HouseRule("war_effort_chart", "BR-4.1, BR-10.1, BR-16.3, BR-H9", "silent", "house", "low"),
    HouseRule("minimum_bids", "BR-7.7, BR-16.4, BR-H13", "garbled", "house", "low"),
    HouseRule("auction", "BR-7.7, BR-H16", "silent", "house", "low"),
    HouseRule("rail_cost", "BR-7.8, BR-H17", "unclear", "house", "low"),
    HouseRule("rail_captured", "BR-7.8, BR-16.8", "contradicts", "seed", "high"),
    HouseRule("rail_action", "BR-7.8, BR-16.9, BR-15",
              "contradicts", "public", "high", "rail_not_an_action"),
    HouseRule("port_defense_cost", "BR-7.6, BR-16.4, BR-H12", "silent", "inferred", "medium"),
    HouseRule("defense_fund", "BR-7.6, BR-16.10", "unclear", "inferred", "medium"),
    HouseRule("port_assault", "BR-4.3, BR-16.6", "garbled", "seed", "medium"),
    HouseRule("escape_move", "BR-4.4, BR-16.7", "garbled", "seed", "medium"),
    HouseRule("hss_dice", "BR-8.5, BR-16.11", "contradicts", "seed", "medium"),
    HouseRule("hss_timing", "BR-4.6, BR-16.11", "unclear", "seed", "medium"),
    HouseRule("rolls_per_entry", "BR-8.2, BR-H18", "contradicts", "house", "medium"),
    HouseRule("captured_zone", "BR-4.4, BR-H19", "silent", "house", "low"),
    HouseRule("jettison", "BR-8.4, BR-H20", "unclear", "house", "medium"),
    HouseRule("board", "BR-16.1, BR-16.4, BR-H2 to BR-H7", "silent", "house", "low"),
    HouseRule("inland", "BR-4.5, BR-16.4, BR-H8", "silent", "house", "low"),
    HouseRule("prices", "BR-5.1, BR-16.2, BR-H10, BR-H11", "silent", "inferred", "low"),
    HouseRule("cards", "BR-11.1, BR-11.2, BR-H14, BR-H15", "silent", "house", "low"),
    HouseRule("bonus_action", "BR-7.2, BR-16.15, BR-H21", "garbled", "house", "medium"),
    HouseRule("no_ships", "BR-13.1, BR-H22, BR-H26", "silent", "house", "low"),
    HouseRule("unlimited", "BR-16.17, BR-H23", "silent", "house", "medium"),
    HouseRule("final_score", "BR-14.1, BR-H24", "silent", "house", "medium"),
    HouseRule("swaps", "BR-11.4, BR-H25", "unclear", "house", "medium"),
)
