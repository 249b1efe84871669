"""Issue #39.3: a whole game of each title played with KEYDOWN events only. A human seat
against the Easy bot: every decision is made by Tab to a target the table's focus ring offers
(ui/table_keys.py), chosen at random (seeded), then Enter; a screen over the table (a "sure?",
a report, a handoff between two humans) is answered by Tab and Enter too. The app is given
KEYDOWN events only (`keys_only`); Enter on a target is the table's own click there."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.engine import registry
from game.engine.session import SeatInfo, Session
from game.ui.focus import reading_order
from game.ui.scenes.game_over import GameOverScene
from game.ui.table_keys import BAR, BOARD, LIT
from tests.ui.conftest import open_table

MOVES = 4000  # key-made choices a game may take at most
BOT_WAIT_S = 120.0  # a bot's turn (the Easy bot thinks in its thread) may take this long


def press(app, key: int, mod: int = 0) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def tab_to(app, targets, key) -> None:
    """Tab until the ring stands on the target named `key` (from wherever it is)."""
    order = [t.key for t in reading_order(targets)]
    for _ in range(len(order) + 1):
        if app.focus.shown and app.focus.key == key:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key}")


def unreached(table) -> list[list]:
    return [a for a in table.legal if not table.board.target_rects(a)]


def answer_overlay(app) -> None:
    """A scene over the table (a dialog, a report, a roll panel): its first target, by keys."""
    top = app.stack.top
    targets = top.focus_targets()
    if targets:
        tab_to(app, targets, reading_order(targets)[0].key)
        press(app, pygame.K_RETURN)
    else:
        press(app, pygame.K_RETURN)  # a screen with nothing to focus goes on with Enter
    app.step(0.0)


def wait_for_bots(app, table) -> None:
    """Bots move until the human must act, a screen comes over the table or the game ends;
    nothing is drawn while they think."""
    start = time.monotonic()
    while table.acting is None and not table.bar_buttons() and app.stack.top is table \
            and not table.session.is_over():
        before = len(table.session.actions)
        app.stack.update(0.05)
        if len(table.session.actions) == before:
            time.sleep(0.002)
        assert time.monotonic() - start < BOT_WAIT_S, "the bot never moved"


def play_by_keys(app, game_id: str, seed: int, humans: int = 1) -> Session:
    """The first `humans` seats by keys (the handoffs between them too), the rest Easy bots."""
    app.settings.animations = False
    app.settings.bot_speed = "instant"
    rules = registry.get(game_id)
    seats = [SeatInfo(f"Human {i}") if i < humans else SeatInfo(f"Easy {i}", "easy")
             for i in range(rules.min_players)]
    table = open_table(app, Session.new(game_id, seed, rules.min_players, seats=seats))
    handle = app.handle

    def keys_only(event: pygame.event.Event) -> None:
        assert event.type == pygame.KEYDOWN, f"not a key: {event}"
        handle(event)

    app.handle = keys_only
    rng = random.Random(seed)
    for _ in range(MOVES):
        if table.session.is_over() or isinstance(app.stack.top, GameOverScene):
            break
        if app.stack.top is not table:
            answer_overlay(app)
            continue
        wait_for_bots(app, table)
        if app.stack.top is not table or table.session.is_over():
            continue
        app.step(0.0)  # drawn: the targets' rects are where the player sees them
        targets = table.focus_targets()
        pool = [t for t in targets if t.group == LIT] or \
            [t for t in targets if t.group in (BAR, BOARD)]
        assert pool, f"{game_id}: nothing to choose; unlit legal actions: {unreached(table)}"
        chosen = rng.choice(pool)
        tab_to(app, targets, chosen.key)
        press(app, pygame.K_RETURN)
        app.step(0.0)
    assert table.session.is_over(), f"{game_id}: no result after {MOVES} choices"
    return table.session


# Each game takes 1 to 10 s here (no draw while the bot thinks): not marked slow.
@pytest.mark.parametrize("game_id", registry.product_ids())
def test_issue_39_3_a_whole_game_by_keys_against_the_easy_bot(app, game_id):
    session = play_by_keys(app, game_id, seed=7)
    assert session.rules.result(session.state) is not None
    assert any(seat == 0 for seat, _ in session.actions), "the human seat made no move"


@pytest.mark.slow  # 2 to 17 s a game: two humans make every move
@pytest.mark.parametrize("game_id", registry.product_ids())
def test_issue_39_3_two_humans_play_a_whole_game_by_keys_handoffs_too(app, game_id):
    session = play_by_keys(app, game_id, seed=2, humans=2)
    assert session.rules.result(session.state) is not None
    assert {seat for seat, _ in session.actions} >= {0, 1}
