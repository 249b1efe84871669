"""Pass-and-play a player trusts (issue #19.4, #19.5, #19.6): a move that passes the turn waits
for "End turn" and can be taken back until then; a click aimed at one screen never acts on the
next; the handoff says what happened since your last turn; a round's results reach every
human at the laptop; bot moves can be followed step by step."""

import random

import pygame
import pytest

from game import i18n
from game.engine import registry
from game.engine.session import SeatInfo, Session
from game.games.kabale_und_hiebe.board import RoundSummaryScene
from game.ui.scene import CLICK_GRACE_MS
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import TableScene
from tests.ui.conftest import click, open_table, screen_text


def table_for(app, game, seats, seed=3) -> TableScene:
    return open_table(app, Session.new(game, seed, len(seats), seats=seats))


def two_humans(app, game="dawn_of_freedom", seed=3) -> TableScene:
    return table_for(app, game, [SeatInfo("Ada"), SeatInfo("Ben")], seed)


def test_a_move_that_passes_the_turn_waits_for_end_turn_and_undo_takes_it_back(app,
                                                                               monkeypatch):
    app.settings.confirm_moves = True
    table = two_humans(app)  # 1989 set-up: the Communist places SPs, then the Democrat
    assert table.acting == 0
    first = table.legal[0]
    table.submit(first)
    while table.acting == 0:  # the Communist's set-up placements, up to the one passing on
        table.submit(table.legal[0])
    assert table.session.active_seats() == [1]
    # No handoff yet: Ada still has the laptop, her hand stays hers, the move can be undone.
    assert app.stack.top is table and table.turn_done == 0 and table.viewer == 0
    app.step(0.0)
    shown = screen_text(app, monkeypatch)
    assert "End turn" in shown and "Undo takes the move back" in shown
    assert table.undo_button.enabled
    moves = len(table.session.actions)
    click(app, table.undo_button.rect.center)
    assert len(table.session.actions) == moves - 1 and table.acting == 0
    assert table.turn_done is None and app.stack.top is table
    table.submit(table.legal[-1])  # the move she meant
    assert table.turn_done == 0 and table.session.active_seats() == [1]
    click(app, table.end_turn_button.rect.center)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    assert table.viewer is None and not table.undo_button.enabled


def test_the_board_takes_no_more_moves_until_end_turn(app):
    app.settings.confirm_moves = True
    table = two_humans(app, "kabale_und_hiebe")
    seat = table.acting
    table.submit(next(a for a in table.legal if a[0] == "card"))
    table.submit(["column", 0])
    # A placement turns a card up, so it is held until End turn (see the test below).
    assert table.held == ["column", 0] and table.acting == seat and app.stack.top is table
    sent = []
    table.submit = lambda action: sent.append(action)  # nothing may reach the session
    for rect in table.board.column_rects + [r for _, r in table.board.hand_rects]:
        click(app, rect.center)
    assert sent == [] and table.held == ["column", 0]


def test_a_move_that_would_reveal_waits_for_end_turn_and_undo_drops_it(app, monkeypatch):
    """Kabale und Hiebe: placing turns a card up, which no undo may take back; so the
    placement is not made until End turn, and a mis-click is never final (issue #19.4)."""
    app.settings.confirm_moves = True
    table = two_humans(app, "kabale_und_hiebe")
    seat = table.acting
    table.submit(next(a for a in table.legal if a[0] == "card"))
    moves, log = len(table.session.actions), len(table.session.state["log"])
    table.submit(["column", 0])
    assert len(table.session.actions) == moves and len(table.session.state["log"]) == log
    app.step(0.0)
    assert "column 1" in screen_text(app, monkeypatch) and table.undo_button.enabled
    assert table.legal == [] and table.board.buttons == []  # nothing else lit or offered
    click(app, table.undo_button.rect.center)  # the mis-click: nothing happened in the game
    assert table.held is None and table.acting == seat and len(table.session.actions) == moves
    table.submit(["column", 1])
    click(app, table.end_turn_button.rect.center)
    assert table.session.actions[-1] == [seat, ["column", 1]]
    # Made in front of its maker, who sees what it turned up (issue #34.8); then handed on.
    assert app.stack.top is table and table.turn_done == seat and table.viewer == seat
    click(app, table.end_turn_button.rect.center)
    assert isinstance(app.stack.top, HandoffScene) and table.viewer is None


def hold_a_move(app, game: str) -> TableScene:
    """Seeded random moves at a two-human table with "Confirm moves" on, until one is held."""
    app.settings.confirm_moves = True
    table = two_humans(app, game)
    pick = random.Random(3)
    for _ in range(400):
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()
        elif table.held is not None:
            return table
        elif table.turn_done is not None:
            table.end_turn()
        else:
            table.submit(pick.choice(table.legal))
    raise AssertionError(f"no held move in {game}")


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", registry.product_ids())
def test_issue34_8_a_held_moves_prompt_says_its_result_shows_before_the_laptop_moves_on(
        app, monkeypatch, game, lang):
    """A held move (it rolls or reveals) is made by "End turn" in front of its maker first;
    the prompt says so in every game, never that "End turn" passes the laptop on at once,
    and it is drawn whole at 1280x800 (two lines at most, nothing cut)."""
    app.set_language(lang)
    table = hold_a_move(app, game)
    prompt = table.prompt_text()
    assert prompt.endswith(i18n.t("table.held.then")), prompt
    lead = prompt.removesuffix(i18n.t("table.held.then")).strip()
    assert lead and i18n.t("table.end_turn") not in lead  # the move, then what End turn does
    assert table.prompt_text() in screen_text(app, monkeypatch)
    moves = len(table.session.actions)
    click(app, table.end_turn_button.rect.center)
    # Made in front of everyone at the table; no handoff covers what it rolled or showed.
    assert table.held is None and len(table.session.actions) == moves + 1
    assert not any(isinstance(s, HandoffScene) for s in app.stack.scenes)


def test_with_confirm_moves_off_the_laptop_changes_hands_at_once(app):
    app.settings.confirm_moves = False
    table = two_humans(app)
    while not isinstance(app.stack.top, HandoffScene):
        table.submit(table.legal[0])
    assert table.turn_done is None and table.viewer is None


def test_a_release_without_its_press_does_not_click_the_new_screen(app):
    table = two_humans(app)
    table.request_handoff(1)
    handoff = app.stack.top
    app.step(0.0)
    pos = handoff.button.rect.center
    # The press went to the table (before the handoff came up); only the release lands here.
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert app.stack.top is handoff
    click(app, pos)  # a whole click on it works
    assert app.stack.top is table and table.viewer == 1


def test_a_double_click_on_ready_does_not_act_on_the_table_that_appears(app):
    table = two_humans(app)
    table.request_handoff(0)
    handoff = app.stack.top
    app.step(0.0)
    sent = []
    table.submit = lambda action: sent.append(action) or True
    app.stack._top_since -= 2 * CLICK_GRACE_MS  # the handoff has been up a while
    app.live_ticks = pygame.time.get_ticks()  # events from the window, as the main loop has
    click(app, handoff.button.rect.center)
    assert app.stack.top is table
    app.live_ticks = pygame.time.get_ticks()  # the second click of the double click
    for pos in (table.board.rect.center, table.menu.rect.center):
        click(app, pos)
    assert sent == [] and app.stack.top is table
    app.stack._top_since -= 2 * CLICK_GRACE_MS  # a moment later, clicks count again
    click(app, table.menu.rect.center)
    assert app.stack.top is not table  # the menu opened


def test_the_handoff_says_what_happened_since_your_last_turn(app, monkeypatch):
    table = two_humans(app, "kabale_und_hiebe")
    names = ["Ada", "Ben"]
    first = table.acting
    table.submit(next(a for a in table.legal if a[0] == "card"))
    table.submit(["column", 0])
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    # Their first turn: everything so far, ending with the first player's placement.
    assert handoff.summary and names[first] in handoff.summary[-1]
    handoff.ready()
    other = table.acting
    assert other == 1 - first
    table.submit(next(a for a in table.legal if a[0] == "card"))
    table.submit(["column", 1])
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and handoff.seat_name == names[first]
    summary = " ".join(handoff.summary)
    assert f"{names[other]} places a card face down under column 2" in summary
    assert f"{names[first]} places" not in summary  # only what happened since
    # Only what both may read: a player's own draws are not on the shared screen.
    private = [i18n.render_entry(e, names) for e in table.session.state["log"]
               if e.get("private_to") is not None]
    assert private and not set(private) & set(handoff.summary)
    shown = screen_text(app, monkeypatch)
    assert "Since your last turn" in shown and "under column 2" in shown


def play_until(table, app, done) -> None:
    pick = random.Random(4)
    while not done():
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()
            continue
        if app.stack.top is not table:
            app.stack.remove(app.stack.top)
            continue
        table.submit(pick.choice(table.legal))


def test_round_results_are_shown_to_each_human_when_they_take_the_laptop(app):
    table = two_humans(app, "kabale_und_hiebe", seed=6)
    start = table.session.view(None)["round"]
    seen_by = []

    def round_over() -> bool:
        if table.session.view(None)["round"] != start or table.session.is_over():
            return True
        return False

    pick = random.Random(4)
    while not round_over():
        assert app.stack.top is table
        table.submit(pick.choice(table.legal))
        if isinstance(app.stack.top, HandoffScene) and not round_over():
            app.stack.top.ready()
    # The round ended on a move that handed the laptop over: nobody saw the results yet,
    # and they are not drawn over the cover for whoever holds it.
    assert isinstance(app.stack.top, HandoffScene)
    assert not any(isinstance(s, RoundSummaryScene) for s in app.stack.scenes)
    for _ in range(2):
        handoff = app.stack.top
        assert isinstance(handoff, HandoffScene)
        handoff.ready()
        assert isinstance(app.stack.top, RoundSummaryScene)
        seen_by.append(table.viewer)
        app.stack.remove(app.stack.top)
        assert app.stack.top is table
        table.submit(next(a for a in table.legal if a[0] == "card"))
        table.submit(next(a for a in table.legal if a[0] == "column"))
    assert sorted(seen_by) == [0, 1]


def bot_first(app, speed: str) -> TableScene:
    app.settings.bot_speed = speed
    return table_for(app, "kabale_und_hiebe", [SeatInfo("Bot", "rule"), SeatInfo("Ada")],
                     seed=7)


def test_step_by_step_bot_moves_wait_for_next_and_stay_on_screen(app, monkeypatch):
    table = bot_first(app, "step")
    assert table.bot_to_act()
    for _ in range(5):
        app.step(1.0)
    assert table.session.actions == []  # the bot waits for "Next"
    app.draw()
    assert table.bar_buttons() == [table.next_button]
    click(app, table.next_button.rect.center)
    app.step(0.01)
    assert len(table.session.actions) == 1
    while table.bot_to_act():
        click(app, table.next_button.rect.center)
        app.step(0.01)
    assert table.acting == 1 and table.bot_lines
    shown = screen_text(app, monkeypatch)
    assert "Bot places a card face down under column" in shown  # held until Ada acts
    table.submit(next(a for a in table.legal if a[0] == "card"))
    assert table.bot_lines == []


def test_instant_bots_do_not_wait_and_normal_ones_think(app):
    table = bot_first(app, "instant")
    app.step(0.0)
    assert table.acting == 1
    app.stack.clear()
    table = bot_first(app, "normal")
    app.step(0.1)
    assert table.session.actions == [] and table.animating()
    for _ in range(10):
        app.step(0.1)
    assert table.session.actions


def test_the_menu_can_take_back_the_move_that_passed_the_turn(app):
    from game.ui.scenes.pause import PauseScene

    app.settings.confirm_moves = True
    table = two_humans(app)
    while table.turn_done is None:
        table.submit(table.legal[0])
    moves = len(table.session.actions)
    table.open_pause()
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.buttons[3].enabled
    pause.undo()
    assert len(table.session.actions) == moves - 1 and table.acting == 0


def test_bot_lines_read_in_one_view_are_gone_before_the_laptop_changes_hands(app):
    table = table_for(app, "kabale_und_hiebe",
                      [SeatInfo("Ada"), SeatInfo("Bot", "random"), SeatInfo("Ben")], seed=5)
    while table.bot_lines == [] or table.awaiting_handoff:
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()
        elif table.bot_to_act():
            table.step_bot()
        else:
            table.submit(table.legal[0])
    table.request_handoff(2)
    assert table.bot_lines == []
