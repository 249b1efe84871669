"""Kabale und Hiebe's house readings (issue #37.12): where the Korean rulebook is silent, garbled or
contradicts itself, and what this program plays. Spec: shared/rules/kabale_und_hiebe.md (KH-10 gaps,
KH-11 house defaults KH-H1…H12).
Words: locale/*/house.json."""

from game.engine.house_rules import HouseRule

HOUSE_RULES = (
    HouseRule("edition", "KH-1.1, KH-2.2", "silent", "public", "high"),
    HouseRule("players", "KH-2.1, KH-10.2", "silent", "public", "high"),
    HouseRule("two_player_ones", "KH-2.3, KH-10.2",
              "silent", "public", "medium", "two_player_remove_ones"),
    HouseRule("goal_piles", "KH-2.4, KH-10.3", "garbled", "seed", "high"),
    HouseRule("rounds", "KH-3.1, KH-10.4", "garbled", "seed", "high"),
    HouseRule("first_player", "KH-2.5, KH-10.16", "unclear", "house", "high"),
    HouseRule("hermit_giant", "KH-6.6, KH-10.7, KH-H6",
              "contradicts", "public", "medium", "hermit_giant_mode"),
    HouseRule("doppelganger", "KH-6.6, KH-10.13, KH-H7",
              "silent", "house", "low", "doppelganger_copies"),
    HouseRule("valueless_doppelganger", "KH-6.4, KH-H8", "silent", "house", "low"),
    HouseRule("wizard_witch", "KH-6.3, KH-6.4, KH-6.8, KH-10.10, KH-10.11, KH-H5",
              "unclear", "seed", "high"),
    HouseRule("musketeers", "KH-6.2, KH-10.12", "unclear", "seed", "high"),
    HouseRule("storm", "KH-4.3, KH-10.8, KH-H3", "unclear", "public", "medium"),
    HouseRule("cloak", "KH-4.4, KH-6.1, KH-10.9, KH-H4", "silent", "house", "low"),
    HouseRule("navigator", "KH-4.1, KH-10.15, KH-H1, KH-H2", "silent", "house", "low"),
    HouseRule("traitor_draw", "KH-3.5, KH-4.5, KH-5.5", "silent", "house", "medium"),
    HouseRule("empty_hand", "KH-3.6, KH-H11", "silent", "house", "medium"),
    HouseRule("unawarded_goal", "KH-7.4, KH-10.15, KH-H9", "silent", "house", "low"),
    HouseRule("final_tie", "KH-8.3, KH-10.15, KH-H10", "silent", "house", "low"),
    HouseRule("open_information", "KH-8.1, KH-H12", "silent", "house", "medium"),
)
