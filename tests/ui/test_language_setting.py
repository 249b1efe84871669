"""The language setting (issue #20.2): the first start follows the system locale, Settings
switches the running program and remembers it, `--lang` chooses for the tools."""

import json
import re

import pygame
import pytest

from game import i18n
from game.cli import main as cli_main
from game.engine import saves
from game.engine.session import SeatInfo, Session
from game.games.dawn_of_freedom.board import draw as art
from game.ui.scenes.build import build_scene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import load_settings, settings_path

from .conftest import click


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),  # no German catalog
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "ko_KR.UTF-8", "LC_ALL": "C"}, "en"),
])
def test_first_start_follows_the_system_locale(monkeypatch, env, lang):
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert not settings_path().exists()
    assert load_settings().language == lang


def test_a_saved_choice_wins_over_the_system_locale(monkeypatch):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"language": "en"}), "utf-8")
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert load_settings().language == "en"


def test_settings_switches_the_running_program_and_remembers_it(app):
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    click(app, title.buttons[2].rect.center)  # Settings
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    language = next(b for b in settings.buttons if b.label.startswith("Language"))
    assert language.label == "Language: English"
    click(app, language.rect.center)
    assert i18n.language() == "ko"
    assert language.label == "언어: 한국어" and settings.buttons[-1].label == "뒤로"
    assert [b.label for b in title.buttons] == ["지난 게임 이어하기", "게임 불러오기", "설정",
                                                "종료"]
    assert json.loads(settings_path().read_text("utf-8"))["language"] == "ko"
    click(app, language.rect.center)
    assert i18n.language() == "en" and title.buttons[2].label == "Settings"


def test_a_table_under_the_menu_is_redrawn_in_the_new_language(app):
    build_scene(app, "pause", game="dawn_of_freedom", seed=2, moves=12)
    table = app.stack.scenes[-2]
    pause = app.stack.top
    app.draw()
    assert art.render_mini_card.cache_info().currsize > 0
    old_board = table.board
    app.set_language("ko")
    assert table.menu.label == "메뉴" and pause.buttons[0].label == "계속하기"
    assert table.board is not old_board
    assert art.render_mini_card.cache_info().currsize == 0  # card faces drawn again
    lines = table.log.lines()
    assert lines and all(re.search("[가-힣]", line) for line in lines if line)
    assert pygame.display.get_caption()[0] == i18n.t("app.title")


def test_lang_option_of_the_tools(tmp_path, capsys):
    s = Session.new("dawn_of_freedom", 4, 2,
                    seats=[SeatInfo("Ada", "random"), SeatInfo("Ben", "random")])
    for _ in range(30):
        s.step_bot()
    path = tmp_path / "game.json"
    saves.write(s, path)
    assert cli_main(["replay", str(path), "--lang", "ko"]) == 0
    out = capsys.readouterr().out
    assert "공산세력" in out and "Communist" not in out


def test_issue_34_13_a_live_switch_redraws_bot_lines_handoff_and_game_over(app):
    from game.ui.scenes.handoff import HandoffScene
    from tests.ui.conftest import open_table
    from tests.ui.test_game_over_moment import dof_game_over

    hangul = re.compile("[가-힣]")
    try:
        # The bots' lines kept on screen.
        session = Session.new("dawn_of_freedom", 3, 2, seats=[SeatInfo("Ada", "rule"),
                                                               SeatInfo("Ben")])
        table = open_table(app, session)
        for _ in range(200):
            if table.bot_lines:
                break
            table.step_bot()
        assert table.bot_lines and not any(hangul.search(line) for line in table.bot_lines)
        app.set_language("ko")
        assert all(hangul.search(line) for line in table.bot_lines)
        app.set_language("en")
        # A handoff's heading and summary.
        table.request_handoff(1)
        cover = app.stack.top
        assert isinstance(cover, HandoffScene)
        app.set_language("ko")
        assert hangul.search(cover.button.label) and hangul.search(cover.heading)
        assert all(hangul.search(line) for line in cover.summary)
        app.set_language("en")
        app.stack.clear()
        # The game over: buttons, details and the deciding struggle.
        scene = dof_game_over(app, decided_by_struggle=True)
        app.set_language("ko")
        app.draw()
        assert all(hangul.search(b.label) for b in scene.buttons)
        assert all(hangul.search(line) for line in scene.details)
        assert any(hangul.search(text) for text in scene.moment.view.canvas.texts())
        assert not any("Power Struggle" in text for text in scene.moment.view.canvas.texts())
    finally:
        app.set_language("en")


def test_default_seat_names_follow_a_language_switch_mid_game(app):
    """Play-test: New Game's default names ("Communist", "Player 2") were kept as typed, so
    after switching to Korean the log still named "Communist" among Korean words. A default
    name reads in the new language; a typed one ("Ada") stays as it is."""
    from tests.ui.conftest import open_table

    try:
        session = Session.new("dawn_of_freedom", 3, 2,
                              seats=[SeatInfo("Communist", "rule"), SeatInfo("Ada")])
        table = open_table(app, session)
        for _ in range(200):
            if any("Communist" in line for line in table.log.lines()):
                break
            table.step_bot()
        assert any("Communist" in line for line in table.log.lines())
        app.set_language("ko")
        lines = table.log.lines()
        assert not any("Communist" in line for line in lines)
        assert any("공산세력" in line for line in lines)
        assert [s.name for s in session.seats] == ["공산세력", "Ada"]
        app.set_language("en")
        assert [s.name for s in session.seats] == ["Communist", "Ada"]
    finally:
        app.set_language("en")


def test_a_default_player_number_name_follows_the_language(app):
    from game.ui.seat_title import follow_language

    session = Session.new("kabale_und_hiebe", 3, 3,
                          seats=[SeatInfo("Player 1"), SeatInfo("플레이어 2"), SeatInfo("Bo")])
    try:
        i18n.set_language("ko")
        follow_language(session)
        assert [s.name for s in session.seats] == ["플레이어 1", "플레이어 2", "Bo"]
        i18n.set_language("en")
        follow_language(session)
        assert [s.name for s in session.seats] == ["Player 1", "Player 2", "Bo"]
    finally:
        i18n.set_language("en")
