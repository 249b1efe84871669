"""New Game remembers the last choices per game; options show only when they apply and explain
themselves; bots are named by strength (issue #19.15)."""

import pygame
import pytest

from game import i18n
from game.engine.seats import controller_kinds
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.settings import load_settings
from tests.ui.conftest import click, key, screen_text


def open_new_game(app, game) -> NewGameScene:
    scene = NewGameScene(app, game)
    app.push(scene)
    app.draw()
    return scene


def type_name(app, scene, row, name) -> None:
    click(app, scene.names[row].rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)  # select all, then type over it
    scene.names[row].text = ""
    for ch in name:
        key(app, 0, text=ch)


def test_the_last_names_players_and_seats_come_back_per_game(app):
    scene = open_new_game(app, "kabale_und_hiebe")
    click(app, scene.buttons[1].rect.center)  # 3 players
    app.draw()
    type_name(app, scene, 0, "Ann")
    type_name(app, scene, 1, "Bo")
    row2 = scene.seat_buttons[2][0]  # the third row's controller button
    click(app, row2.rect.center)
    chosen = scene.controllers[2]
    assert chosen != "human"
    click(app, scene.start_button.rect.center)
    assert any(isinstance(s, TableScene) for s in app.stack.scenes)
    app.stack.clear()

    again = open_new_game(app, "kabale_und_hiebe")
    assert again.players == 3
    assert [f.text for f in again.names[:2]] == ["Ann", "Bo"]
    assert again.controllers[:3] == ["human", "human", chosen]
    assert not again.named(2)  # an untyped row keeps its default name
    other = open_new_game(app, "dawn_of_freedom")
    assert other.players == 2 and "Ann" not in [f.text for f in other.names]
    # Kept in the settings file for the next start of the program.
    kept = load_settings().new_game["kabale_und_hiebe"]
    assert kept["players"] == 3 and kept["names"][:2] == ["Ann", "Bo"]


def test_remembered_choices_that_no_longer_fit_are_skipped(app):
    app.settings.new_game["kabale_und_hiebe"] = {
        "players": 99, "names": [7, "x" * 500], "controllers": ["gremlin"],
        "options": {"hermit_giant_mode": "nonsense", "two_player_remove_ones": 1}}
    scene = open_new_game(app, "kabale_und_hiebe")
    assert scene.players == scene.rules.min_players
    assert scene.controllers[0] == "human" and len(scene.names[1].text) <= 40
    assert scene.options["hermit_giant_mode"] == "self"
    assert scene.options["two_player_remove_ones"] is True


def option_labels(scene) -> list[str]:
    return [b.label for b, _ in scene.option_buttons]


def test_an_option_shows_only_when_it_applies(app):
    scene = open_new_game(app, "kabale_und_hiebe")
    two = i18n.t("kh.option.two_player_remove_ones")
    assert any(two in label for label in option_labels(scene))
    click(app, scene.buttons[1].rect.center)  # 3 players: the 2-player rule does not apply
    app.draw()
    assert scene.players == 3 and not any(two in label for label in option_labels(scene))

    bid = open_new_game(app, "dawn_of_freedom")
    balance = i18n.t("dof.option.play_balance")
    assert any(balance in label for label in option_labels(bid))
    bid.cycle_option("side_bid")  # the bid sets the play balance itself
    app.draw()
    assert not any(balance in label for label in option_labels(bid))
    click(app, bid.start_button.rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert table.session.options["side_bid"] and table.session.options["play_balance"] == "none"


def test_options_explain_themselves_on_hover(app, monkeypatch):
    scene = open_new_game(app, "kabale_und_hiebe")
    button, tip = scene.option_buttons[0]
    assert tip == i18n.t("kh.option.hermit_giant_mode.tip")
    assert tip not in screen_text(app, monkeypatch)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert "KH-10.7" in screen_text(app, monkeypatch)


def test_bots_are_named_by_strength():
    labels = [i18n.t(f"newgame.kind.{k}") for k in controller_kinds_of("kabale_und_hiebe")]
    assert len(set(labels)) == len(labels) and "Bot" not in labels
    assert "random" in labels[1].lower()


def controller_kinds_of(game):
    from game.engine import registry

    return controller_kinds(registry.get(game))


def test_issue_34_12_two_player_games_show_no_player_count(app, monkeypatch):
    scene = open_new_game(app, "twilight_struggle")
    assert scene.count_buttons == []
    assert i18n.t("newgame.players") not in screen_text(app, monkeypatch).split(" Seed")[0]
    scene = open_new_game(app, "kabale_und_hiebe")  # 2 to 4 players: the count is a choice
    assert len(scene.count_buttons) == 2
    assert i18n.t("newgame.players") in screen_text(app, monkeypatch)


def test_issue_34_12_options_have_plain_names_and_every_option_and_seat_a_tooltip(app,
                                                                                  monkeypatch):
    import re

    from game.engine import registry

    for game in registry.product_ids():
        scene = open_new_game(app, game)
        for button, tip in scene.option_buttons:
            assert not re.match(r"[A-Z0-9]+-[0-9]", button.label), button.label  # no "TS-11:"
            assert tip, f"{game}: {button.label} has no tooltip"
        assert scene.seat_buttons and all(tip for _, tip in scene.seat_buttons)
        button, tip = scene.seat_buttons[0]
        for kind in scene.kinds:  # the cycle, named in the order a click goes through it
            assert i18n.t(f"newgame.kind.{kind}") in tip
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
        assert tip in screen_text(app, monkeypatch).replace("  ", " ") or \
            tip.split(":")[0] in screen_text(app, monkeypatch)
        app.pop()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_option_label_fits_its_button_at_the_largest_text_size(app, lang):
    """Play-test: Blockade Runner's "Card swaps between any two players, between actions
    (house rule): On" ran past its button at a larger text size. Each option's label fits."""
    from game.engine import registry
    from game.ui import theme

    try:
        i18n.set_language(lang)
        theme.set_text_scale(130)
        for entry in registry.entries():
            scene = open_new_game(app, entry.id)
            app.draw()
            for button, _ in scene.option_buttons:
                # Shrunk to the floor, then condensed by no more than a reader takes
                # (widgets/basic.Button.text_size; the map labels' 1/1.36 limit).
                width = theme.font(button.text_size(), True).size(button.label)[0]
                assert width <= button.room() * 1.36, (entry.id, button.label)
            app.stack.clear()
    finally:
        theme.set_text_scale(100)
        i18n.set_language("en")
