"""Issue #37.12 (and #37.6's display): every game's House rules page lists where its rulebook is
silent, garbled or contradicts itself and the reading the program plays, with its source and how
sure we are, in English and Korean. It opens from New Game and from the pause menu, scrolls, and
Esc closes it; a game that declares no readings (the toy game) says so."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from game import i18n
from game.engine import registry
from game.engine.house_rules import HouseRule
from game.ui import theme
from game.ui.scene import scene_class
from game.ui.scenes.new_game import NewGameScene
from tests.ui.conftest import click, key, open_from_pause

PRODUCT = registry.product_ids()
SIZES = [(1280, 720), (1366, 768)]


def catalog(lang: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in i18n.catalog_files(lang):
        table.update(json.loads(path.read_text("utf-8")))
    return table


def page_text(scene) -> str:
    """The page's laid-out lines joined back into their sentences."""
    return " ".join(line[0] for line in scene.lines)


def open_from_new_game(app, game_id):
    new_game = NewGameScene(app, game_id)
    app.push(new_game)
    app.draw()  # lays out the buttons
    click(app, new_game.house_button.rect.center)
    page = app.stack.top
    assert isinstance(page, scene_class("house_rules")) and page.entry.id == game_id
    app.draw()
    return new_game, page


@pytest.mark.parametrize("game_id", PRODUCT)
def test_every_game_declares_house_readings_with_words_in_english_and_korean(game_id):
    entry = registry.entry(game_id)
    rules = entry.house_rules()
    assert rules and all(isinstance(r, HouseRule) for r in rules)
    assert len({r.key for r in rules}) == len(rules)
    options = {o.key for o in entry.options}
    english, korean = catalog("en"), catalog("ko")
    for rule in rules:
        assert rule.source.strip(), rule.key
        assert not rule.option or rule.option in options, (rule.key, rule.option)
        for part in ("title", "reading"):
            key_ = entry.house_key(rule.key, part)
            assert english.get(key_, "").strip(), key_
            assert re.search("[가-힣]", korean.get(key_, "")), key_
            assert korean[key_] != english[key_]


def test_a_house_rule_refuses_an_unknown_kind_or_level():
    with pytest.raises(ValueError):
        HouseRule("x", "X-1", "silent", "house", "certain")
    with pytest.raises(ValueError):
        HouseRule("x", "X-1", "mumbled", "house", "low")


def test_the_readings_the_issue_names_are_listed():
    """Issue #37.12's examples, #37.6 (TS realignment without opponent influence) and every
    D89-AMB default the 1989 spec gives (AMB-30 only asks for card texts)."""
    keys = {g: {r.key for r in registry.entry(g).house_rules()} for g in PRODUCT}
    assert {"dice_d8", "war_effort_chart", "minimum_bids", "rail_cost",
            "port_defense_cost", "hss_dice", "escape_move", "swaps"} <= keys["blockade_runner"]
    assert "edition" in keys["kabale_und_hiebe"]
    assert {"norad_canada", "realign_empty", "scoring_end_of_turn"} <= keys["twilight_struggle"]
    cited = " ".join(r.source for r in registry.entry("dawn_of_freedom").house_rules())
    missing = [n for n in range(1, 33) if n != 30 and f"D89-AMB-{n:02d}" not in cited]
    assert missing == []
    english = catalog("en")
    assert "2018" in english["kh.house.edition.reading"]
    assert "31" in english["kh.house.edition.reading"]
    assert "Canada" in english["ts.house.norad_canada.reading"]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game_id", PRODUCT)
def test_the_page_opens_from_new_game_lists_every_reading_and_esc_returns(app, game_id, lang):
    app.set_language(lang)
    try:
        new_game, page = open_from_new_game(app, game_id)
        text = page_text(page)
        entry = registry.entry(game_id)
        for rule in entry.house_rules():
            assert i18n.t(entry.house_key(rule.key, "title")) in text
            assert i18n.t(entry.house_key(rule.key, "reading")) in text
            assert rule.source in text
            assert i18n.t(f"house.confidence.{rule.confidence}") in text
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is new_game
    finally:
        app.set_language("en")


@pytest.mark.parametrize("game_id", PRODUCT)
def test_the_page_opens_from_the_pause_menu_and_esc_returns_to_it(app, game_id):
    pause, page = open_from_pause(app, game_id, i18n.t("house.button"))
    assert isinstance(page, scene_class("house_rules")) and page.entry.id == game_id
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause


def test_a_game_without_house_readings_says_so(app):
    _, page = open_from_new_game(app, "toy")
    assert page.rules == ()
    assert page_text(page) == i18n.t("house.none")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_page_fits_and_scrolls_at_laptop_sizes(app, size, lang):
    app.screen = pygame.display.set_mode(size)
    app.set_language(lang)
    try:
        _, page = open_from_new_game(app, "dawn_of_freedom")
        screen = app.screen.get_rect()
        assert screen.contains(page.box) and page.box.contains(page.close.rect)
        assert page.box.contains(page.body)
        widths = [theme.font(s, b).size(t)[0] for t, s, _, b, _ in page.lines]
        assert max(widths) <= page.body.width
        assert page.max_scroll() > 0  # 1989's list is longer than one screen
        app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
        assert page.scroll > 0
        key(app, pygame.K_END)
        app.draw()
        assert page.scroll == page.max_scroll()
        key(app, pygame.K_PAGEDOWN)
        assert page.scroll == page.max_scroll()  # held at the end
        key(app, pygame.K_HOME)
        assert page.scroll == 0
        key(app, pygame.K_UP)
        assert page.scroll == 0  # held at the top
        key(app, pygame.K_DOWN)
        assert page.scroll > 0
    finally:
        app.set_language("en")
