"""The game's words (every prompt and log key in English and Korean, no raw ids in rendered
lines), what a seat sees, and the rule bot (its win rate is measured in bench/)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from game import i18n
from game.engine.seats import RandomBot, choose_for
from game.games.blockade_runner.rules import RULES
from game.games.blockade_runner.rules.bot import RunnerBot
from tests.playout import play

LOCALE = Path(i18n.__file__).parent / "games" / "blockade_runner" / "locale"
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def _catalog(lang: str) -> dict[str, str]:
    out = {}
    for name in ("game.json", "table.json"):
        out.update(json.loads((LOCALE / lang / name).read_text("utf-8")))
    return out


def _fields(text: str) -> set[str]:
    return {f.split(":")[0] for f in re.findall(r"{([^}]*)}", text)}


def test_english_and_korean_files_have_the_same_keys_and_placeholders():
    en, ko = _catalog("en"), _catalog("ko")
    assert set(en) == set(ko)
    for key, text in en.items():
        assert _fields(text) == _fields(ko[key]), key


def test_every_log_and_prompt_key_met_in_playouts_has_a_template_and_renders_names():
    keys: set[str] = set()
    en = _catalog("en")
    for seed in range(12):
        state = RULES.setup(seed, 2 + seed % 5, {"three_dice": seed % 2 == 0})
        state = play(RULES, state, random.Random(seed), prompt_keys=keys)
        for entry in state["log"]:
            keys.add(entry["key"])
            line = i18n.render_entry(entry, NAMES)
            assert "br." not in line and "{" not in line, line
    keys.add(RULES.result(state).reason)
    assert all(k in en for k in keys if k.startswith("br.")), [k for k in keys if k not in en]
    assert {"br.evaded", "br.captured_ship", "br.port_captured", "br.card"} <= keys


def test_BR_12_1_a_seat_sees_its_hand_and_only_counts_of_the_others():
    state = RULES.setup(2, 3, {})
    view = RULES.view(state, 1)
    assert view["hands"][1] == state["hands"][1] and view["hands"][0] == len(state["hands"][0])
    assert view["deck"] == len(state["deck"]) and view["cash"] == state["cash"]
    assert "rng" not in view


def test_rule_bot_plays_whole_games_keeping_the_invariants_and_outscores_random_bots():
    wins = 0
    for seed in range(6):
        players = 4
        bots = [RunnerBot(seed) if s == seed % players else RandomBot(seed * 7 + s)
                for s in range(players)]
        state = RULES.setup(seed, players, {})
        moves = 0
        while not RULES.is_over(state):
            seat = RULES.active_seats(state)[0]
            action = choose_for(bots[seat], RULES, state, seat, f"{seed}:{moves}")
            RULES.apply(state, seat, action)
            assert RULES.invariants(state) == [], action  # the bot sells: ledger and boxes
            moves += 1
        wins += seed % players in RULES.result(state).winners
    assert wins >= 4
