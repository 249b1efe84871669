"""Issue #17: the Twilight Struggle board's words. Every action met in seeded playouts (the
optional cards, the Chinese Civil War and tournament rules included) gets a translated button
label in English and Korean (choices.action_label), and the result lines (results.py) name
every modifier, each region's breakdown and the game's end, from the view's data."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from game import i18n
from game.engine.types import Decision
from game.games.twilight_struggle.board import choices, results
from game.games.twilight_struggle.rules import RULES, scoring
from game.games.twilight_struggle.rules.common import FRAMES, US, USSR
from tests.games.twilight_struggle.helpers import action_round, give, influence, play, set_up
from tests.playout import play as playout

GAMES = 400
HANGUL = re.compile("[\uac00-\ud7a3]")
LOCALE = Path(__file__).resolve().parents[3] / "game" / "games" / "twilight_struggle" / "locale"


def _met_actions() -> dict[tuple, tuple[list, Decision]]:
    """(context, verb, argument kinds) -> the first action met and the decision it answers."""
    met: dict[tuple, tuple[list, Decision]] = {}

    def look(state: dict, seat: int) -> None:
        top = FRAMES.top(state)
        where = top.get("key") if top["name"] == "ts_choose" else top["name"]
        decision = None
        for action in RULES.legal_actions(state, seat):
            tag = (where, action[0], *(a if isinstance(a, str) and action[0] in ("mode", "order",
                   "op", "option") or action[0] == "defcon" else type(a).__name__
                   for a in action[1:]))
            if tag not in met:
                decision = decision or RULES.decision(state, seat)
                met[tag] = (action, decision)

    for seed in range(GAMES):
        options = {"optional_cards": seed % 2 == 0, "ccw": seed % 3 == 0,
                   "tournament": seed % 5 == 0}
        playout(RULES, RULES.setup(seed, 2, options), random.Random(seed), before=look)
    return met


@pytest.fixture(scope="module")
def met():
    return _met_actions()


def _translated(text: str, lang: str) -> None:
    assert "{" not in text and "ts." not in text, text
    if lang == "ko":
        assert HANGUL.search(text), text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_action_met_in_playouts_has_a_translated_label(met, lang):
    i18n.set_language(lang)
    try:
        for action, decision in met.values():
            label = choices.action_label(action, decision)
            _translated(label, lang)
            if action[1:] and isinstance(action[1], str) and action[0] in choices.COUNTRY_VERBS:
                assert i18n.t(f"ts.country.{action[1]}") in label
    finally:
        i18n.set_language("en")
    verbs = {tag[1] for tag in met}
    assert {"card", "mode", "order", "op", "place", "realign", "coup", "pick", "seal", "war",
            "discard", "done", "defcon", "country"} <= verbs  # the walk meets the usual ones


# Actions a random walk meets rarely (card events in a narrow situation), each in the decision
# that offers it (its topic: a word or an event choice's key; game/games/twilight_struggle/
# rules/cards/).
RARE = [("ev100", ["end_game"]), ("ev100", ["decline"]), ("round", ["escape", 11]),
        ("round", ["defuse", "turkey"]), ("round", ["pass"]),
        ("ops", ["op", "none"]), ("ops", ["op", "influence", "southeast_asia"]),
        ("ev_ops", ["op", "realign"]), ("ev49", ["give", 36]), ("ev102", ["invade", "iraq"]),
        ("ev95_double", ["double", "argentina"]), ("ev73", ["ignore", "egypt"]),
        ("ev85", ["event", 4]), ("ev94", ["region", "africa"]), ("ts.ev.10", ["keep"]),
        ("ts.ev.16.mode", ["option", "remove"]), ("ev67", ["return"]), ("ev45", ["defcon", 0]),
        ("ev45", ["defcon", 1]), ("ev_free_coup", ["realign"]), ("ts.ev.32", ["card", 5]),
        ("event", ["clear", "iran"]), ("setup", ["place", "chinese_civil_war"])]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_rare_actions_have_translated_labels(lang):
    i18n.set_language(lang)
    try:
        labels = set()
        for where, action in RARE:
            label = choices.action_label(action, Decision(topic=where))
            _translated(label, lang)
            labels.add(label)
        assert len(labels) == len(RARE)  # each says what it does: no two alike
    finally:
        i18n.set_language("en")


def test_labels_read_the_decision():
    summit = Decision("choice", "ev45")
    worrying = Decision("choice", "ev46")
    assert choices.action_label(["defcon", -1], summit) == "DEFCON -1"
    assert choices.action_label(["defcon", 2], worrying) == "Set DEFCON to 2"
    assert choices.action_label(["op", "coup", "asia"], Decision()) == (
        "Coup, all in Asia (+1 operations point)")
    assert choices.action_label(["card", 6], Decision("card", "round", ("hand",))) == (
        "Play The China Card")
    assert choices.action_label(["discard", 4], Decision()) == "Discard Duck and Cover"
    assert choices.action_label(["invade", "iran"], Decision()) == "Invade Iran"


def test_board_words_are_in_both_languages_and_nowhere_else():
    names = [json.loads((LOCALE / lang / "board.json").read_text("utf-8"))
             for lang in ("en", "ko")]
    assert names[0].keys() == names[1].keys()
    for lang in ("en", "ko"):
        for path in (LOCALE / lang).glob("*.json"):
            if path.name != "board.json":
                assert not names[0].keys() & json.loads(path.read_text("utf-8")).keys()


# -- results.py --------------------------------------------------------------------------------

def _coup_view() -> dict:
    state = set_up()
    influence(state, {"nicaragua": (0, 2)})
    give(state, USSR, [7])
    state["lasting"] += [43, 69]  # SALT Negotiations -1, Latin American Death Squads +1 (Mid War)
    state["notes"]["69"] = USSR
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [3]
    play(state, USSR, ["card", 7], ["mode", "ops"], ["op", "coup"], ["coup", "nicaragua"])
    return RULES.view(state, US)


def test_roll_lines_of_a_coup_name_every_modifier_and_the_result():
    lines = results.roll_lines(_coup_view())
    assert lines[:3] == ["USSR coup in Nicaragua", "Card: Socialist Governments", "USSR die: 3"]
    assert lines[3:8] == ["Operations points + 3", "2 × stability − 2",
                          "SALT Negotiations − 1", "Latin American Death Squads + 1",
                          "Total: 4"]
    assert "Success: 2 US influence removed, 2 USSR influence added" in lines
    assert "USSR military operations +3" in lines


def test_roll_lines_of_a_realignment_show_both_dice():
    state = set_up()
    influence(state, {"mexico": (0, 2)})
    give(state, USSR, [10])
    action_round(state, USSR)
    state["rng"]["forced_rolls"] = [6, 1]
    play(state, USSR, ["card", 10], ["mode", "ops"], ["op", "realign"], ["realign", "mexico"])
    lines = results.roll_lines(RULES.view(state, USSR))
    assert lines[0] == "USSR realignment roll in Mexico"
    assert lines[2:] == ["USSR die: 6", "Total: 6", "US die: 1", "More influence in the target + 1",
                         "Adjacent own superpower + 1", "Total: 3", "US loses 2 influence"]


def test_roll_lines_of_a_war_and_of_a_coup_ended_by_defcon_1():
    view = {"last_roll": {"kind": "war", "seat": USSR, "country": "south_korea", "card": 11,
                          "rolls": [{"seat": USSR, "die": 5, "total": 3, "modifiers": [
                              {"key": "ts.mod.war_adjacent", "amount": -1},
                              {"key": "ts.mod.ccw", "amount": -1}]}],
                          "result": {"success": False, "needs": 4, "vp": 0, "milops": 2,
                                     "taken": 0}}}
    assert results.roll_lines(view) == [
        "USSR war on South Korea", "Card: Korean War", "USSR die: 5",
        "Adjacent countries the enemy controls − 1", "Chinese Civil War unresolved − 1",
        "Total: 3", "Defeat (needed 4)", "USSR military operations +2"]
    nuclear = {"last_roll": {"kind": "coup", "seat": US, "country": "iran", "card": 4,
                             "rolls": [{"seat": US, "die": None, "total": None,
                                        "modifiers": []}],
                             "result": {"success": None, "removed": 0, "added": 0, "milops": 3,
                                        "free": False, "defcon": [2, 1]}}}
    lines = results.roll_lines(nuclear)
    assert "No die was rolled: DEFCON 1 ended the game first" in lines
    assert lines[-1] == "DEFCON 2 → 1" and not any("Success" in x or "Fail" in x for x in lines)
    assert results.roll_lines({"last_roll": None}) == []


def test_scoring_lines_give_levels_counts_parts_and_the_net():
    state = set_up()
    influence(state, {"mexico": (2, 0), "cuba": (3, 0), "panama": (0, 3), "haiti": (1, 0)})
    lines = results.scoring_lines(scoring.breakdown(state, "central_america"))
    assert lines == [  # TS-10.1: Mexico and Cuba touch the US
        "Central America",
        "USSR: Domination; 3 countries, 2 battlegrounds, 2 next to the enemy superpower",
        "VP: level 3, battlegrounds 2, adjacency 2 = 7",
        "US: Presence; 1 country, 1 battleground, 0 next to the enemy superpower",
        "VP: level 1, battlegrounds 1, adjacency 0 = 2",
        "USSR gains 5 VP"]
    influence(state, {"thailand": (2, 0), "vietnam": (0, 1), "malaysia": (0, 2)})
    sea = results.scoring_lines(scoring.breakdown(state, "southeast_asia"))
    assert sea == ["Southeast Asia", "USSR: 1 country", "VP: countries 2 = 2",
                   "US: 2 countries", "VP: countries 2 = 2", "Even: no VP"]  # Thailand 2


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_summary_lines_after_final_scoring_and_after_defcon_1(lang):
    state = set_up()
    scoring.final_scoring(state)
    i18n.set_language(lang)
    try:
        lines = results.summary_lines(RULES.view(state, None))
        assert lines[0] == results.vp_line(RULES.view(state, None)["vp"])
        assert i18n.t("ts.reason.final") not in lines  # the game over's heading says it
        assert i18n.t("ts.summary.final") in lines
        for region in scoring.FINAL_ORDER:
            assert i18n.t(f"ts.region.{region}") in lines
        assert lines[-1] == i18n.t("ts.summary.china", side="ussr")
        assert i18n.t("ts.score.nothing", side="us") in lines  # nobody in Africa at set-up
        for line in lines:
            _translated(line, lang)
        ended = {"over": {"winners": [US], "reason": "ts.reason.defcon"}, "vp": -3,
                 "last_scoring": None}
        assert results.summary_lines(ended) == [i18n.t("ts.summary.vp", side="ussr", n=3)]
        assert results.summary_lines({"over": None}) == []
    finally:
        i18n.set_language("en")
