"""A table of bots only plays to the end by itself (issue #34 point 14): a result that waits
for a click with people at the table (a round's or a year's report) goes on by itself when
nobody is seated to click: at once at instant bot speed, after REPORT_SECONDS at normal."""

import pytest

from game.engine import registry
from game.engine.session import SeatInfo, Session
from game.ui.scene import scene_class
from game.ui.scenes.report import ReportScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from game.ui.table_pace import REPORT_SECONDS

STEPS = 20_000


def bots_table(app, game: str):
    rules = registry.get(game)
    seats = [SeatInfo(f"Bot {i + 1}", "random") for i in range(rules.min_players)]
    app.push(TitleScene(app))
    return open_session(app, Session.new(game, 7, rules.min_players, seats=seats))


def tick_to_the_end(app, table, dt: float) -> list[tuple[str, float]]:
    """Frames with no input until game over; the reports seen and how long each stayed."""
    over, reports = scene_class("game_over"), []
    for step in range(STEPS):
        app.stack.update(dt)
        if step % 100 == 0:
            app.draw()  # now and then a real frame: layouts run as in play
        top = app.stack.top
        if isinstance(top, over):
            return reports
        if isinstance(top, ReportScene):
            if reports and reports[-1][0] is top:
                reports[-1] = (top, reports[-1][1] + dt)
            else:
                reports.append((top, 0.0))
    raise AssertionError(f"no game over after {STEPS} frames: {type(app.stack.top).__name__} "
                         f"on top, {table.prompt_text()!r}, {len(table.session.actions)} moves")


@pytest.mark.parametrize("game", registry.product_ids())
def test_a_table_of_bots_plays_to_game_over_with_no_input(app, game):
    app.settings.bot_speed = "instant"
    table = bots_table(app, game)
    reports = tick_to_the_end(app, table, 1 / 60)
    assert table.session.is_over()
    assert all(stayed == 0.0 for _, stayed in reports)  # instant: nothing waits


def test_at_normal_speed_a_report_stays_long_enough_to_read_then_goes(app):
    app.settings.bot_speed = "normal"
    table = bots_table(app, "kabale_und_hiebe")  # a round summary after every round
    reports = tick_to_the_end(app, table, 0.25)
    assert reports and table.session.is_over()
    assert all(REPORT_SECONDS - 0.25 <= stayed <= REPORT_SECONDS + 0.5 for _, stayed in reports)


def test_with_a_person_at_the_table_a_report_waits_for_their_click(app):
    app.settings.bot_speed = "instant"
    seats = [SeatInfo("Ada"), SeatInfo("Bot", "random")]
    app.push(TitleScene(app))
    table = open_session(app, Session.new("kabale_und_hiebe", 7, 2, seats=seats))
    table.show_to_players(lambda: ReportScene(app, "Round", ["lines"]))
    report = app.stack.top
    for _ in range(200):
        app.stack.update(0.5)
    assert app.stack.top is report
