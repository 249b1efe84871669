"""Issue #34 point 2: nothing covers the board by default. What the bots just did reads beside
the map (the top of the log column, or the top bar with the log folded), the places it names
are ringed on the map, and a result panel sits beside the map too."""

import time

import pygame

from game.engine.session import SeatInfo, Session
from game.ui.widgets.news_panel import ON_MAP as NEWS_ON_MAP
from tests.ui.conftest import open_table


def bot_set_up_then_us(app):
    """Twilight Struggle: a bot's USSR places its set-up influence, then the human US is
    asked to place in Western Europe (the moment the issue describes)."""
    app.screen = pygame.display.set_mode((1280, 720))
    table = open_table(app, Session.new("twilight_struggle", 3, 2,
                                        seats=[SeatInfo("Bot", "random"), SeatInfo("Ada")]))
    deadline = time.monotonic() + 60
    while table.acting != 1 and time.monotonic() < deadline:
        if not table.step_bot():
            time.sleep(0.005)  # the bot thinks in its thread
    assert table.acting == 1 and table.bot_lines
    app.draw()
    return table


def test_issue_34_2_the_bots_notes_sit_beside_the_map_not_over_it(app):
    table = bot_set_up_then_us(app)
    board = table.board
    notes = table.notes
    assert notes.height > 0 and not notes.colliderect(table.log.rect)
    assert notes.left >= board.map_view.rect.right  # in the log column, right of the map
    assert not notes.colliderect(board.map_view.rect)
    assert not notes.colliderect(board.strip.rect) and notes.bottom < table.log.rect.top + 1
    # the countries the bots placed in are ringed on the map
    placed = {e["params"]["country"]["t"].split(".")[-1] for e in table.bot_entries
              if e["key"] == "ts.log.setup_place"}
    assert placed and board.marked(board.countries) >= placed


def test_issue_34_2_with_the_log_folded_the_latest_note_reads_in_the_top_bar(app):
    table = bot_set_up_then_us(app)
    table.toggle_log()
    app.draw()
    assert table.notes.height == 0  # nothing laid over the map: the top bar holds the line
    assert table.board.map_view.rect.width == app.screen.get_width()


def test_issue_34_2_a_result_panel_sits_beside_the_map(app):
    table = bot_set_up_then_us(app)
    board = table.board
    board.news.show("Coup", ["a line"] * 6, {"italy"})
    app.draw()
    assert board.news.rect.width and not board.news.rect.colliderect(board.map_view.rect)


def test_issue_34_2_a_result_panel_over_the_map_closes_by_itself(app):
    table = bot_set_up_then_us(app)
    board = table.board
    board.news.show("Coup", ["a line"], {"italy"})
    app.draw()
    board.update(NEWS_ON_MAP + 1)  # beside the map (log column shown): it stays
    assert board.news.open()
    table.toggle_log()
    app.draw()
    assert board.news.rect.colliderect(board.map_view.rect)
    board.update(NEWS_ON_MAP / 2)
    assert board.news.open()
    board.update(NEWS_ON_MAP / 2)
    assert not board.news.open()
