import os
from pathlib import Path

import pytest

from game import games, i18n
from game.engine import registry


def test_every_game_folder_enrols_itself_with_its_own_id_counts_and_title():
    folders = sorted(p.name for p in Path(games.__file__).parent.iterdir()
                     if (p / "__init__.py").exists())
    assert sorted(registry.product_ids()) == folders and folders
    for game_id in folders:
        entry, rules = registry.entry(game_id), registry.get(game_id)
        assert rules.id == entry.id == game_id
        assert (rules.min_players, rules.max_players) == (entry.min_players, entry.max_players)
        for lang in ("en", "ko"):
            i18n.set_language(lang)
            assert i18n.has(entry.title_key), (lang, entry.title_key)
        assert entry.options == tuple(rules.options)
        assert entry.bot_levels == list(rules.bots)
        assert entry.map_required  # a product game shows as coming soon until its map loads


def test_a_test_folder_enrols_a_game_through_the_environment_alone():
    """tests/toy_game/ declares an ENTRY; HOTSEAT_EXTRA_GAMES (tests/conftest.py) names it."""
    from tests import toy_game

    assert "tests.toy_game" in os.environ["HOTSEAT_EXTRA_GAMES"].split(",")
    assert registry.entry("toy") is toy_game.ENTRY
    assert "toy" in registry.playable_ids() and "toy" not in registry.product_ids()


def test_unknown_game_lists_known_ids():
    with pytest.raises(KeyError) as info:
        registry.get("chess")
    assert all(game_id in str(info.value) for game_id in registry.playable_ids())
    assert "toy" in str(info.value)


def test_messages_format_and_missing_keys_fall_back_to_the_key():
    registry.entry("toy")  # enrolling the toy game adds its words
    assert i18n.t("title.players", players="2–6") == "2–6 players"
    assert i18n.t("no.such.key", a=1) == "no.such.key a=1"
    assert i18n.render_log([{"key": "toy.scored", "params": {"seat_no": 0, "card": 3,
                                                             "gain": 5}}]) == [
        "Seat 0 scored 5 with 3"]


def test_every_ui_template_formats_with_its_own_placeholders():
    import string

    for key, template in i18n._catalog("en").items():
        names = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert i18n.t(key, **{n: "x" for n in names}), key


def test_log_lines_name_players_and_translate_nested_keys():
    i18n.add_messages("en", {"t.card": "the {card} of {player}", "t.king": "King"})
    entry = {"key": "t.card", "params": {"card": {"t": "t.king"}, "player": 2}}
    assert i18n.render_entry(entry, ["Ada", "Ben"]) == "the King of Ben"
    assert i18n.render_entry(entry) == "the King of Player 2"


def test_log_params_naming_several_seats():
    i18n.add_messages("en", {"t.won": "{owner_player} beat {loser_players}"})
    entry = {"key": "t.won", "params": {"owner_player": 1, "loser_players": [2, 3]}}
    assert i18n.render_entry(entry, ["Ada", "Ben", "Cleo"]) == "Ada beat Ben, Cleo"


def test_at_spec_names_values_by_catalog_prefix_or_registered_namer():
    i18n.add_messages("en", {"t.colour.r": "red", "t.pick": "{c:@t.colour} / {n:@t.num}"})
    i18n.register_namer("t.num", lambda v: f"#{v * 2}")
    assert i18n.t("t.pick", c="r", n=[1, 2]) == "red / #2, #4"
    assert i18n.t("t.pick", c=[], n=3) == "none / #6"
