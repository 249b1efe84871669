"""What each seat sees (KH-2.2 hidden hands, face-down cards), the message catalog, the bot."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game import i18n
from game.engine.seats import make_controller
from game.games.kabale_und_hiebe.rules import RULES
from game.games.kabale_und_hiebe.rules.bot import evaluate, standings
from tests.playout import play

from .helpers import column, position, slot

HAND = ["king", "queen", "page"]
CATALOG = Path(__file__).parents[3] / "game/games/kabale_und_hiebe/locale/en/game.json"


def test_KH_2_2_face_down_cards_and_hands_are_seen_only_by_their_owner():
    state = position(3, [column("music_5", slot(1, "queen", up=False)),
                         column("trade_5", slot(2, "cloak", hidden="king"),
                                slot(0, "navigator", up=False, known=True)),
                         column("religion_5")], [HAND, HAND, HAND])
    mine, theirs = RULES.view(state, 1), RULES.view(state, 2)
    assert mine["columns"][0]["slots"][0]["card"] == "queen"
    assert theirs["columns"][0]["slots"][0] == {"owner": 1, "up": False, "card": None,
                                                 "hidden": None}
    assert theirs["columns"][1]["slots"][0]["hidden"] == "king"
    assert mine["columns"][1]["slots"][0]["hidden"] == "back"
    assert mine["columns"][1]["slots"][1]["card"] == "navigator"  # KH-4.1: seen moving
    assert mine["hands"] == [3, HAND, 3] and RULES.view(state, None)["hands"] == [3, 3, 3]


def test_KH_2_2_determinize_changes_only_what_the_seat_cannot_see():
    state = RULES.setup(4, 4, {})
    play(RULES, state, random.Random(0), moves=30)
    for viewer in range(4):
        other = RULES.determinize(state, viewer, random.Random(viewer))
        assert RULES.view(other, viewer) == RULES.view(state, viewer)
        assert other["hands"][viewer] == state["hands"][viewer]


def test_every_log_and_prompt_key_has_an_english_template():
    catalog = json.loads(CATALOG.read_text("utf-8"))
    keys = set()
    for seed in range(40):
        state = RULES.setup(seed, 2 + seed % 5, {})
        play(RULES, state, random.Random(seed), prompt_keys=keys)
        for entry in state["log"]:
            keys.add(entry["key"])
            keys |= {v["t"] for v in entry["params"].values() if isinstance(v, dict)}
            line = i18n.render_entry(entry, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
            assert "{" not in line and not line.startswith("kh."), line
    # card and domain names (kh.card.*, kh.domain.*) live in the UI's locale/*/table.json
    assert all(i18n.has(k) for k in keys), [k for k in keys if not i18n.has(k)]
    assert {k for k in keys if not k.startswith(("kh.card.", "kh.domain."))} <= set(catalog)


def test_bot_plays_legal_moves_through_a_whole_game():
    state = RULES.setup(9, 3, {})
    bots = [make_controller("rule", RULES, s) for s in range(3)]
    while not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        action = bots[seat].choose(RULES, state, seat)
        assert action in RULES.legal_actions(state, seat)
        RULES.apply(state, seat, action)
    assert RULES.result(state).scores


def test_KH_6_the_search_rates_every_seat_as_the_rule_bot_rates_it():
    """`bot.standings` resolves the columns once for all seats: each seat's number is still
    its own `evaluate` (its domain bonus, the best rival), through a four-player game."""
    state = RULES.setup(4, 4, {})
    bots = [make_controller("rule", RULES, s) for s in range(4)]
    checked = 0
    while not RULES.is_over(state):
        assert standings(state) == [evaluate(state, s) for s in range(4)]
        checked += 1
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, bots[seat].choose(RULES, state, seat))
    assert checked >= 40 and len(set(standings(state))) > 1


def test_bot_takes_an_open_win_instead_of_wasting_its_card():
    # column 0 is worth 5 and lost to a face-up queen unless the bot plays its king there
    state = position(2, [column("music_5", slot(1, "queen"), slot(1, "page"), slot(1, "romeo"),
                                slot(1, "witch")), column("trade_1", slot(1, "merchant"))],
                     [["king", "beggar", "wizard"], HAND], decks=[["storm"], ["storm"]])
    bot = make_controller("rule", RULES, 1)
    card = bot.choose(RULES, state, 0)
    RULES.apply(state, 0, card)
    assert card == ["card", "king"] and bot.choose(RULES, state, 0) == ["column", 0]


def test_KH_3_3_view_and_prompt_follow_the_two_step_turn():
    state = position(2, [column("music_5"), column("trade_5")], [HAND, HAND])
    RULES.apply(state, 0, ["card", "queen"])
    assert RULES.view(state, 0)["selected"] == "queen" and RULES.view(state, 1)["selected"] is None
    assert RULES.prompt(state, 0).params == {"card": {"t": "kh.card.queen"}}
    RULES.apply(state, 0, ["column", 1])
    assert RULES.view(state, 1)["columns"][1]["slots"][0]["card"] is None
