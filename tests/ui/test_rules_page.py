"""Issue #38 point 2: the Rules page shows a game's summary, then its rules reference section
by section, scrolls at 1280x720, and opens at a rule id (a tutorial step's "More") with that
section, or the nearest one enclosing it, at the top and marked."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import registry, rules_ref
from game.engine.session import SeatInfo, Session
from game.ui import theme
from game.ui.scene import open_scene, scene_class
from game.ui.scroll_page import LINE_STEP
from tests.ui.conftest import key, open_from_pause

PRODUCT = registry.product_ids()


def open_rules(app, game, rule=None, size=(1280, 720)):
    app.screen = pygame.display.set_mode(size)
    page = open_scene(app, "rules", game, rule=rule)
    app.draw()
    return page


def heading_y(page, rule: str) -> int:
    """Where the section's heading is drawn on screen."""
    index = page.anchors[rule]
    return page.body.top - page.scroll + page.line_top(index) + page.lines[index][4]


@pytest.mark.parametrize(("cited", "section"), [("D89-6.2", "D89-6.2"),
                                                ("D89-6.2.3", "D89-6.2"),
                                                ("D89-6.0", "D89-6"),
                                                ("D89-10.1", "D89-10")])
def test_issue_38_opening_at_a_rule_id_puts_its_section_at_the_top_marked(app, cited, section):
    page = open_rules(app, "dawn_of_freedom", cited)
    assert page.target == section and page.section_at_top() == section
    assert page.scroll > 0
    assert page.body.top <= heading_y(page, section) <= page.body.top + LINE_STEP
    assert page.mark.start == page.anchors[section]
    following = [page.anchors[r] for r in page.sections if page.anchors[r] > page.mark.start]
    assert page.mark.stop == min(following, default=len(page.lines))
    # the section's own words are inside the marked lines
    marked = " ".join(page.lines[i][0] for i in page.mark)
    entry = registry.entry("dawn_of_freedom")
    assert marked.startswith(section)
    assert i18n.t(rules_ref.text_key(entry, section)).split()[0] in marked


def test_a_session_opens_its_game_and_an_unknown_id_opens_the_top_unmarked(app):
    session = Session.new("twilight_struggle", 3, 2, seats=[SeatInfo("A"), SeatInfo("B")])
    page = open_rules(app, session, "TS-6.3.2")
    assert page.entry.id == "twilight_struggle" and page.target == "TS-6.3"
    assert page.section_at_top() == "TS-6.3"
    app.stack.remove(page)
    page = open_rules(app, "twilight_struggle", "TS-99")
    assert page.target is None and page.scroll == 0 and not page.mark


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game_id", PRODUCT)
def test_the_page_shows_the_summary_then_every_section_headed_by_id_and_title(app, game_id,
                                                                               lang):
    app.set_language(lang)
    try:
        page = open_rules(app, game_id)
        entry = registry.entry(game_id)
        text = " ".join(line[0] for line in page.lines)
        assert text.startswith(i18n.t(entry.summary_key).split()[0])
        assert list(page.anchors) == rules_ref.sections(entry) != []
        for rule, index in page.anchors.items():
            assert page.lines[index][0].startswith(f"{rule} — ")
            assert i18n.t(rules_ref.title_key(entry, rule)).split()[0] in page.lines[index][0]
        widths = [theme.font(s, b).size(t)[0] for t, s, _, b, _ in page.lines]
        assert max(widths) <= page.body.width  # nothing runs past the body at 1280x720
        screen = app.screen.get_rect()
        assert screen.contains(page.box) and page.box.contains(page.body)
        assert page.box.contains(page.close.rect)
    finally:
        app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_page_scrolls_by_wheel_arrows_and_page_keys_at_1280x720(app, lang):
    app.set_language(lang)
    try:
        page = open_rules(app, "kabale_und_hiebe")
        assert page.max_scroll() > 0
        app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
        assert page.scroll == 2 * LINE_STEP
        key(app, pygame.K_PAGEDOWN)
        assert page.scroll > 2 * LINE_STEP
        key(app, pygame.K_END)
        assert page.scroll == page.max_scroll()
        key(app, pygame.K_DOWN)
        assert page.scroll == page.max_scroll()  # held at the end
        key(app, pygame.K_PAGEUP)
        key(app, pygame.K_UP)
        assert 0 < page.scroll < page.max_scroll()
        key(app, pygame.K_HOME)
        assert page.scroll == 0
        app.draw()
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is not page
    finally:
        app.set_language("en")


def test_the_last_section_too_opens_at_the_top(app):
    entry = registry.entry("blockade_runner")
    last = rules_ref.sections(entry)[-1]
    page = open_rules(app, "blockade_runner", last)
    assert page.section_at_top() == last
    assert page.body.top <= heading_y(page, last) <= page.body.top + LINE_STEP


def test_the_pause_menu_opens_the_rules_page_and_esc_returns_to_it(app):
    pause, page = open_from_pause(app, "dawn_of_freedom", i18n.t("pause.rules"))
    assert isinstance(page, scene_class("rules")) and page.entry.id == "dawn_of_freedom"
    assert page.target is None
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
