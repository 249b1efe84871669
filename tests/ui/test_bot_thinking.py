"""Bots think off the UI thread (issue #21 point 3): the window keeps drawing and answering
while a slowed bot decides, says who is thinking, and undo or leaving drops the decision."""

from __future__ import annotations

import threading

import pygame

from game.engine.search import SearchBot
from game.engine.session import SeatInfo, Session
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.table import open_session

from .conftest import key


class SlowBot:
    """A bot that decides only when the test lets it (or after `limit` seconds)."""

    kind = "slow"

    def __init__(self, limit: float = 5.0) -> None:
        self.go = threading.Event()
        self.limit = limit
        self.asked = threading.Event()

    def __deepcopy__(self, memo):  # the job's copy shares the test's gate
        return self

    def choose(self, rules, state, seat):
        self.asked.set()
        self.go.wait(self.limit)
        return rules.legal_actions(state, seat)[0]


def table_with(app, bot, game_id="dawn_of_freedom"):
    """A game whose seat 0, first to act (1989: the Communist places set-up SPs first), is
    played by `bot`."""
    app.settings.animations = False
    seats = [SeatInfo("Bot", "rule"), SeatInfo("Ada", "human")]
    session = next(s for s in (Session.new(game_id, seed, 2, seats=seats) for seed in range(5, 50))
                   if s.active_seats() == [0])
    session._controllers[0] = bot
    return open_session(app, session)


def test_the_window_answers_while_a_bot_thinks(app):
    bot = SlowBot(limit=3.0)
    table = table_with(app, bot)
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 600, 1)  # the loop must see this while the bot thinks
    drawn = app.frames
    app.run()
    assert bot.asked.is_set() and not bot.go.is_set()
    assert table.session.actions == []  # the loop quit before the decision landed
    assert app.frames > drawn + 2  # and kept drawing meanwhile
    assert table.bots.thinking == 0
    assert table.shown_prompt == "Bot is thinking…"
    bot.go.set()


def test_the_menu_opens_while_a_bot_thinks_and_the_move_lands_after(app):
    bot = SlowBot()
    table = table_with(app, bot)
    app.step(0.1)
    assert bot.asked.wait(5) and table.prompt_text() == "Bot is thinking…"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.pop()
    bot.go.set()
    for _ in range(400):
        table.update(0.1)
        if table.session.actions:
            break
    assert [seat for seat, _ in table.session.actions] == [0]
    assert table.bots.thinking is None and table.prompt_text() != "Bot is thinking…"


def test_leaving_while_a_search_runs_stops_it_and_changes_nothing(app):
    from game.games.kabale_und_hiebe.rules.bot_search import SPEC  # searches every turn

    bot = SearchBot(SPEC, seed=1)
    bot.seconds, bot.iterations = None, 10**9  # would search for ever
    table = table_with(app, bot, "kabale_und_hiebe")
    table.update(0.1)
    thread = table.bots._thread
    assert thread is not None and thread.is_alive() and table.bots.thinking == 0
    app.pop()  # leave the table (as loading another game does)
    thread.join(10)
    assert not thread.is_alive()  # the search saw the cancel
    assert table.session.actions == [] and table.bots.thinking is None


def test_a_stale_decision_is_not_played(app):
    bot = SlowBot()
    table = table_with(app, bot)
    table.update(0.1)
    thread = table.bots._thread
    assert thread is not None and table.bots.thinking == 0
    table.session.version += 1  # the game moved on meanwhile (an undo, another seat's move)
    bot.go.set()
    thread.join(5)
    assert table.bots.poll(table.session) is False  # decided, out of date: dropped
    assert table.session.actions == [] and table.bots.thinking is None



def test_issue_34_12_the_prompt_dot_shows_the_bot_that_thinks(app, monkeypatch):
    from game.ui import table_draw

    bot = SlowBot()
    table = table_with(app, bot)
    app.step(0.1)
    assert bot.asked.wait(5) and table.viewer == 1  # Ada's view, the Bot's turn
    assert table.prompt_seat() == 0
    dots = []  # the dot is the seat's mark: its colour and shape (issue #39.1)
    real = table_draw.draw_seat_mark
    monkeypatch.setattr(table_draw, "draw_seat_mark", lambda surface, seat, centre, radius, *a:
                        dots.append((seat, centre)) or real(surface, seat, centre, radius, *a))
    app.draw()
    bar_y = app.screen.get_height() - 28  # the prompt bar's centre
    assert (0, (24, bar_y)) in dots
    assert (1, (24, bar_y)) not in dots
    bot.go.set()


def test_a_frame_while_a_bot_thinks_makes_no_view(app, monkeypatch):
    """Issue #34.6: each frame while a bot thought asked the rules for a whole view (to count
    the log lines before the bot's move might land); counted once a position now. The bot's
    lines still come when its move lands."""
    bot = SlowBot()
    table = table_with(app, bot)
    app.step(0.1)
    assert bot.asked.wait(5)
    rules = table.session.rules
    views = []
    real_view = type(rules).view
    monkeypatch.setattr(rules, "view", lambda state, seat: (views.append(seat),
                                                            real_view(rules, state, seat))[1])
    for _ in range(5):
        app.step(0.1)
    assert views == [] and table.session.actions == []
    bot.go.set()
    for _ in range(400):
        app.step(0.1)
        if table.session.actions:
            break
    assert [seat for seat, _ in table.session.actions] == [0] and table.bot_lines
