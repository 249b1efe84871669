"""Bots move on their own and the screen shows where the game is (issue #19.1).

These run the real main loop (`App.run`) with no input at all: a bot's turn must proceed by
itself, and the last frame drawn must show the position after the bot's last move.
"""

import pygame
import pytest

from game.engine import registry
from game.engine.session import SeatInfo, Session
from game.ui.scenes.table import open_session


@pytest.mark.parametrize("game_id", registry.product_ids())
def test_bot_turns_proceed_and_are_drawn_without_any_input(app, game_id):
    """Every shipped game, three players where it takes three, the human in the last seat
    that does not act first (1989: the Communist bot places its set-up SPs first)."""
    entry = registry.entry(game_id)
    players = min(entry.max_players, max(entry.min_players, 3))
    first = Session.new(game_id, 5, players, seats=[SeatInfo(f"B{i}", "random")
                                                     for i in range(players)]).active_seats()
    human = max(s for s in range(players) if s not in first)
    app.settings.animations = False  # no thinking pause: the test needs only a short run
    seats = [SeatInfo(f"Bot {i + 1}", "random") for i in range(players)]
    seats[human] = SeatInfo("Ada", "human")
    session = Session.new(game_id, 5, players, seats=seats)
    table = open_session(app, session)
    assert table.bot_to_act() and not session.actions
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 1500, 1)  # the only event the loop ever gets
    app.run()
    assert session.actions and all(seat != human for seat, _ in session.actions)
    assert table.acting == human  # the bots moved until the human's turn came
    assert table.shown_prompt == table.prompt_text()  # ...and the screen says so
    assert table.shown_prompt != table.session.rules.title
