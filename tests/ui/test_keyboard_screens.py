"""Every screen but the table by keys alone (issue #39.3): Tab and Shift+Tab reach every
control and come back round, the ring shows, every button has a shortcut that clicks it and
none clash, Esc backs out, F1 and ? show the screen's keys; and a player goes from the title
through New Game to a started table with key events only."""

import pygame
import pytest

from game import i18n
from game.engine import registry, saves
from game.engine.session import SeatInfo, Session
from game.ui import theme
from game.ui.focus import widgets_of
from game.ui.scene import open_scene
from game.ui.scenes.build import build_scene
from game.ui.scenes.keys_help import KeysHelpScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.basic import Button
from game.ui.widgets.cards import CardFace
from game.ui.widgets.key_cap import key_name
from tests.ui.conftest import key, shows_korean_only

GAMES = registry.product_ids()
QUICK = "kabale_und_hiebe"  # a game whose random sample games end soon


def saved_games(count: int = 2) -> None:
    """Saves in the (test's own) saves folder, so the Load screen has rows."""
    for i in range(count):
        session = Session.new(QUICK, 3 + i, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")])
        saves.write(session, saves.save_path(f"kept-{i}"))


def over_title(app, name, *args, **kwargs):
    app.push(TitleScene(app))
    return open_scene(app, name, *args, **kwargs)


def load_screen(app):
    saved_games()
    build_scene(app, "load")


def save_as(app):
    build_scene(app, "pause", game=QUICK)
    open_scene(app, "save_as", app.stack.scenes[-2].session)


def faces():
    return [CardFace(f"Card {i}", str(i), "text") for i in range(5)]


SCREENS = {
    "title": lambda app: build_scene(app, "title"),
    **{f"new_game-{g}": (lambda app, g=g: build_scene(app, "new_game", game=g)) for g in GAMES},
    "house_rules": lambda app: build_scene(app, "house_rules", game=QUICK),
    "rules": lambda app: build_scene(app, "rules", game=QUICK),
    "load": load_screen,
    "settings": lambda app: build_scene(app, "settings"),
    "pause": lambda app: build_scene(app, "pause", game=QUICK),
    "save_as": save_as,
    "dialog": lambda app: over_title(app, "dialog", "Sure?", "Title",
                                     [("One", lambda: None), ("Two", lambda: None),
                                      ("Three", lambda: None)]),
    "handoff": lambda app: build_scene(app, "handoff", game=QUICK, moves=3),
    "game_over": lambda app: build_scene(app, "game_over", game=QUICK),
    "review": lambda app: build_scene(app, "review", game=QUICK),
    "report": lambda app: over_title(app, "report", "A year", ["One thing.", "Another."]),
    "pile": lambda app: over_title(app, "pile", "Discards", faces()),
    "keys": lambda app: build_scene(app, "keys"),
}


def screen(app, name):
    """The screen `name` on top, drawn once (layouts place the controls)."""
    SCREENS[name](app)
    app.stack.update(0.0)
    app.draw()
    return app.stack.top


def shown_buttons(scene):
    return [b for b in widgets_of(scene, (Button,))
            if b.rect is not None and b.rect.width > 0 and b.enabled]


@pytest.mark.parametrize("name", SCREENS)
def test_tab_reaches_every_control_in_turn_and_comes_back_round(app, name):
    top = screen(app, name)
    keys = [t.key for t in top.focus_targets()]
    assert keys and len(set(keys)) == len(keys)
    seen = []
    for _ in keys:
        key(app, pygame.K_TAB)
        assert app.stack.top is top
        seen.append(app.focus.key)
        here = app.focus.focused(top.focus_targets())
        # the ring is drawn: its light inner frame just outside the target's left edge
        assert app.screen.get_at((here.rect.left - 3, here.rect.centery))[:3] == theme.FOCUS
    assert sorted(map(str, seen)) == sorted(map(str, keys))
    key(app, pygame.K_TAB)
    assert app.focus.key == seen[0]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.focus.key == seen[-1]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.focus.key == seen[(len(seen) - 2) % len(seen)]


def test_the_controls_that_are_not_buttons_are_focus_targets_too(app):
    keys = [t.key for t in screen(app, "title").focus_targets()]
    assert {("tile", g) for g in GAMES} <= set(keys)
    app.stack.clear()
    new_game = screen(app, "new_game-dawn_of_freedom")
    keys = [t.key for t in new_game.focus_targets()]
    assert {id(f) for f in new_game.fields} <= set(keys)
    assert {("seat", 0), ("seat", 1), "start", "back", "house", "reseed"} <= set(keys)
    app.stack.clear()
    load = screen(app, "load")
    kinds = [k[0] for k in (t.key for t in load.focus_targets()) if isinstance(k, tuple)]
    assert kinds.count("row") == kinds.count("delete") == kinds.count("review") == 2


@pytest.mark.parametrize("name", SCREENS)
def test_every_button_has_a_shortcut_none_clash_and_each_clicks_its_button(app, name):
    top = screen(app, name)
    buttons = shown_buttons(top)
    assert buttons
    assert [b.label for b in buttons if b.shortcut is None] == []
    shortcuts = [b.shortcut for b in buttons]
    if isinstance(top, TitleScene):
        shortcuts += list(top.tile_keys().values())
    assert len(set(shortcuts)) == len(shortcuts), [key_name(k) for k in shortcuts]
    clicked = []
    for button in buttons:
        button.on_click = lambda b=button: clicked.append(b.label)
    for button in buttons:  # no redraw in between: the buttons stay these
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=button.shortcut, mod=0, unicode=""))
        assert clicked[-1:] == [button.label], key_name(button.shortcut)
    assert len(clicked) == len(buttons)


def test_a_game_tiles_number_opens_its_new_game(app):
    title = screen(app, "title")
    key(app, title.tile_keys()[GAMES[1]])
    assert isinstance(app.stack.top, NewGameScene) and app.stack.top.rules.id == GAMES[1]


@pytest.mark.parametrize("name", [n for n in SCREENS if n != "title"])
def test_esc_backs_out_to_the_screen_before(app, name):
    top = screen(app, name)
    below = app.stack.scenes[-2]
    key(app, pygame.K_ESCAPE)
    if name == "handoff":  # the cover stays; the table's menu opens over it (nothing shown)
        assert app.stack.scenes[-2] is top and type(app.stack.top).__name__ == "PauseScene"
    else:
        assert top not in app.stack.scenes and app.stack.top is below


def test_esc_on_the_title_quits_as_before(app):
    screen(app, "title")
    key(app, pygame.K_ESCAPE)
    assert not app.running


@pytest.mark.parametrize("name", [n for n in SCREENS if n != "keys"])
@pytest.mark.parametrize("how", ["f1", "?"])
def test_f1_and_question_mark_show_the_screens_keys_and_esc_closes_them(app, name, how):
    top = screen(app, name)
    if how == "f1":
        key(app, pygame.K_F1)
    else:
        key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
        if top.typing():  # Save as: its name field always types; F1 asks there
            assert app.stack.top is top and top.field.text.endswith("?")
            return
    helper = app.stack.top
    assert isinstance(helper, KeysHelpScene) and helper.scene is top
    common, own = helper.lines()
    assert own == top.keys_help()
    assert {(key_name(b.shortcut), b.label) for b in shown_buttons(top)} <= set(own) or \
        isinstance(top, NewGameScene)  # its seats' and count's keys are said in words
    # Esc is listed once: in the screen's words when it says more (its Back button's label)
    assert ("Esc", i18n.t("keys.back")) in common or "Esc" in dict(own)
    assert not {k for k, _ in common} & {k for k, _ in own}
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is top


def test_new_game_help_says_each_seats_key_in_words(app):
    top = screen(app, "new_game-kabale_und_hiebe")
    own = dict(top.keys_help())
    assert own["1"].startswith("Who plays seat 1") and own["+"] == "One player more"
    assert own["Enter"] == top.start_button.label and own["Esc"] == "Back"


def test_a_question_mark_typed_in_a_name_is_typed_not_help(app):
    top = screen(app, "new_game-dawn_of_freedom")
    tab_to(app, id(top.names[0]))
    field = top.names[0]
    key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert app.stack.top is top and field.text.endswith("?")


def test_the_keys_help_in_korean_shows_korean(korean_app):
    shows_korean_only(korean_app, "keys")


def tab_to(app, wanted, limit=40):
    """Tab until the ring is on the target with key `wanted`."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        if app.focus.key == wanted:
            return
    raise AssertionError(f"Tab never reached {wanted!r}")


def test_keys_alone_take_a_player_from_the_title_to_a_started_table(app):
    game = "twilight_struggle"
    screen(app, "title")
    tab_to(app, ("tile", game))
    key(app, pygame.K_RETURN)
    new_game = app.stack.top
    assert isinstance(new_game, NewGameScene) and new_game.rules.id == game
    app.step(0.0)
    tab_to(app, ("seat", 1))
    key(app, pygame.K_SPACE)  # seat 2: the next kind after Human, a bot
    assert new_game.controllers[1] != "human"
    tab_to(app, id(new_game.names[0]))
    assert new_game.names[0].focused
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    for letter in "Zoe":
        key(app, getattr(pygame, f"K_{letter.lower()}"), text=letter)
    key(app, pygame.K_TAB)  # leaves the name for the next control
    assert not new_game.names[0].focused and new_game.names[0].text == "Zoe"
    tab_to(app, "start")
    key(app, pygame.K_RETURN)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    seats = table.session.seats
    assert seats[0].name == "Zoe" and seats[1].controller != "human"


def test_a_piles_cards_take_the_ring_and_enter_zooms_one_then_a_key_closes_it(app):
    pile = screen(app, "pile")
    assert {("card", i) for i in range(5)} <= {t.key for t in pile.focus_targets()}
    tab_to(app, ("card", 2))
    key(app, pygame.K_RETURN)
    zoom = app.stack.top
    assert type(zoom).__name__ == "ZoomScene" and zoom.face.title == "Card 2"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pile


def test_fewer_players_take_their_rows_off_the_ring(app):
    new_game = screen(app, "new_game-kabale_und_hiebe")
    before = {t.key for t in new_game.focus_targets()}
    key(app, pygame.K_EQUALS)  # "+": one player more
    assert new_game.players == new_game.rules.min_players + 1
    assert id(new_game.names[new_game.players - 1]) in {t.key for t in new_game.focus_targets()}
    key(app, pygame.K_MINUS)
    assert {t.key for t in new_game.focus_targets()} == before
