"""Issue #39.3 at the table (ui/table_keys.py): the focus ring's targets and their order,
Enter as a click on a target (a card picked up, then dropped on its zone), Esc, the table's
shortcuts and their help lines, and a ring that shows nothing the viewer may not see."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import tutorial
from game.ui.focus import reading_order
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.zoom import ZoomScene
from game.ui.table_keys import BAR, HELP, LIT, TOP
from tests.games.twilight_struggle.test_ui_board import top_is, two_humans
from tests.ui.conftest import key, spy
from tests.ui.test_tutorial import learn_from_title


def ring_on(app, table):
    return app.focus.focused(table.focus_targets())


def tab_to(app, table, wanted) -> None:
    for _ in range(len(table.focus_targets()) + 1):
        here = ring_on(app, table)
        if here is not None and wanted(here):
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the target")


def test_issue_39_3_tab_walks_moves_first_then_the_bar_then_the_top_bar(app):
    table = two_humans(app, top_is("action_round"))
    app.draw()
    order = reading_order(table.focus_targets())
    groups = [t.group for t in order]
    assert groups == sorted(groups) and groups[0] == LIT and groups[-1] == TOP
    hand = {tuple(r) for c, r in table.board.hand_row.rects if table.board.can_hold(c)}
    assert hand and hand <= {tuple(t.rect) for t in order if t.group == LIT}
    key(app, pygame.K_TAB)
    assert ring_on(app, table).key == order[0].key


def test_issue_39_3_enter_picks_a_card_up_its_zones_become_targets_and_enter_drops(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    sent = spy(table)
    app.draw()
    card = next(c for c, _ in board.hand_row.rects if board.can_hold(c))
    tab_to(app, table, lambda t: t.key == ("act", repr(["card", card]), 0))
    key(app, pygame.K_RETURN)
    assert board.drag.held() == card and sent == []  # picked up, as a click does
    zones = {tuple(r) for r in board.drag.lit_targets().values()}
    lit = [t for t in table.focus_targets() if t.group == LIT]
    assert zones and {tuple(t.rect) for t in lit} == zones
    here = ring_on(app, table)
    assert here is not None and tuple(here.rect) in zones  # the ring went to the first zone
    key(app, pygame.K_RETURN)
    assert sent[0] == ["card", card] and sent[1][0] == "mode"


def test_issue_39_3_esc_puts_a_held_card_back_before_it_opens_the_menu(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    app.draw()
    tab_to(app, table, lambda t: t.group == LIT)
    key(app, pygame.K_RETURN)
    assert board.drag.held() is not None
    key(app, pygame.K_ESCAPE)
    assert board.drag.held() is None and app.stack.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_issue_39_3_esc_takes_back_a_card_played_that_waits_for_its_mode(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    app.draw()
    card = next(c for c, _ in board.hand_row.rects if board.can_hold(c))
    made = len(table.session.actions)
    assert table.submit(["card", card]) and board.pending_card() == card
    key(app, pygame.K_ESCAPE)
    assert len(table.session.actions) == made and app.stack.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_issue_39_3_a_button_chosen_by_enter_is_clicked(app):
    table = two_humans(app, top_is("action_round"))
    app.draw()
    assert table.log_open
    tab_to(app, table, lambda t: t.rect == table.log_button.rect)
    key(app, pygame.K_RETURN)
    assert not table.log_open


def test_issue_39_3_u_undoes_e_ends_the_turn_l_folds_the_log(app):
    app.settings.confirm_moves = True
    table = two_humans(app, top_is("action_round"))
    board = table.board
    app.draw()
    card = next(c for c, _ in board.hand_row.rects if board.can_hold(c))
    made = len(table.session.actions)
    assert table.submit(["card", card]) and len(table.session.actions) > made
    key(app, pygame.K_u)
    assert len(table.session.actions) == made  # the card went back to the hand
    key(app, pygame.K_l)
    assert not table.log_open
    key(app, pygame.K_l)
    assert table.log_open
    # A move that passes the turn waits for End turn: E presses it (it is in the Tab's bar).
    for _ in range(200):
        if table.turn_done is not None or table.held is not None:
            break
        table.submit(table.legal[0])
    assert table.bar_buttons() == [table.end_turn_button]
    assert any(t.group == BAR for t in table.focus_targets())
    key(app, pygame.K_e)
    assert table.turn_done is None and table.held is None
    assert isinstance(app.stack.top, HandoffScene)


def test_issue_39_3_z_enlarges_the_card_under_the_ring(app):
    table = two_humans(app, top_is("action_round"))
    app.draw()
    key(app, pygame.K_z)
    assert app.stack.top is table  # no ring: nothing to enlarge
    tab_to(app, table, lambda t: t.group == LIT)
    key(app, pygame.K_z)
    assert isinstance(app.stack.top, ZoomScene)


def test_issue_39_3_the_buttons_name_their_keys(app):
    table = two_humans(app)
    """Each top-bar and prompt-bar button shows its key as a cap, as on every other screen."""
    assert table.undo_button.shortcut == pygame.K_u and table.menu.shortcut == pygame.K_ESCAPE
    assert table.log_button.shortcut == pygame.K_l and table.hint.button.shortcut == pygame.K_h
    assert table.end_turn_button.shortcut == pygame.K_e
    assert table.next_button.shortcut == pygame.K_n


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_issue_39_3_the_keys_help_is_in_the_catalog(app, lang):
    table = two_humans(app)
    i18n.set_language(lang)
    try:
        lines = table.keys_help()
        assert len(lines) == len(HELP)
        for (name, what), (key_name, what_key) in zip(lines, HELP, strict=True):
            assert what == i18n.t(what_key) and what != what_key
            assert name == (i18n.t(key_name) if key_name.startswith("table.") else key_name)
    finally:
        i18n.set_language("en")
    if lang == "ko":  # real Korean, not the English words again
        i18n.set_language("ko")
        korean = table.keys_help()
        i18n.set_language("en")
        assert all(k != e for (_, k), (_, e) in zip(korean, table.keys_help(), strict=True))


def test_issue_39_3_the_ring_shows_nothing_the_viewer_may_not_see(app):
    """The targets are the viewer's own: the other side's hidden hand changes none of them;
    while the laptop changes hands the table offers none."""
    table = two_humans(app, top_is("action_round"))
    viewer = table.viewer
    app.draw()
    before = [(t.key, tuple(t.rect)) for t in table.focus_targets()]
    state = table.session.state
    other = 1 - viewer
    hidden = state["hands"][other]
    state["hands"][other], state["deck"][:len(hidden)] = \
        state["deck"][:len(hidden)], list(hidden)
    table.refresh()
    app.draw()
    assert [(t.key, tuple(t.rect)) for t in table.focus_targets()] == before
    table.request_handoff(other)
    assert isinstance(app.stack.top, HandoffScene)
    assert table.focus_targets() == []


@pytest.mark.parametrize("game", tutorial.available())
def test_issue_39_3_each_tutorial_plays_to_its_end_by_keys(app, game):
    """The lesson's Next and each step's lit target are reached by Tab and made by Enter."""
    table = learn_from_title(app, game)
    mode = table.tutorial
    for _ in range(20 * len(mode.script.steps)):
        if mode.done:
            break
        if app.stack.top is not table:  # a result over the table: read, then Enter
            key(app, pygame.K_RETURN)
            continue
        if mode.is_note():
            tab_to(app, table, lambda t: t.rect == mode.panel.next.rect)
            key(app, pygame.K_RETURN)
        elif mode.learner_move() is not None:
            tab_to(app, table, lambda t: t.group == LIT)  # the step's move alone is lit
            key(app, pygame.K_RETURN)
        else:
            app.step(1.0)  # the scripted opponent moves at the bots' pace
    assert mode.done
    assert len(table.session.actions) == mode.script.moves_before(len(mode.script.steps))


def test_issue_39_3_the_strips_buttons_are_pressed_by_their_numbers(app):
    """Every button has a shortcut: a map board's action strip numbers its buttons 1 to 9 in
    their order (and 0 is "More"); the number presses the button, as a click does."""
    from game.ui.scenes.build import build_scene

    build_scene(app, "table", game="blockade_runner", moves=30)
    table = app.stack.top
    app.draw()
    strip = table.board.strip
    shown = [b for b in strip.buttons if b.rect is not None]
    assert shown, "no strip buttons at this position"
    assert [b.shortcut for b in strip.buttons[:9]] == [pygame.K_1 + i for i in range(
        min(9, len(strip.buttons)))] and strip.more.shortcut == pygame.K_0
    button = next(b for b in shown if b.enabled)
    pressed = []
    original = button.on_click
    button.on_click = lambda: (pressed.append(True), original())
    key(app, button.shortcut)
    assert pressed, "the number did not press its strip button"
    assert ("1 … 9", i18n.t("table.keys.strip")) in table.keys_help()


def test_issue_39_3_a_new_decision_brings_the_ring_back_to_the_lit_targets(app):
    """Real-window trial: while the bot moved the ring went to the top bar and stayed on
    "Show log" when the player's next decision came; it goes back to the first lit target."""
    from tests.ui.test_turn_handover import two_humans as set_up_1989

    table = set_up_1989(app)  # 1989 set-up: the Communist places several SPs in a row
    app.draw()
    tab_to(app, table, lambda t: t.group == TOP)
    table.submit(table.legal[0])  # a move made (as the mouse or a bot would): a new list
    app.draw()
    assert table.acting == 0 and ring_on(app, table).group == LIT
