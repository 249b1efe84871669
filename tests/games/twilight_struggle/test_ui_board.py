"""The Twilight Struggle board driven by synthetic events (issue #17 points 3, 5): cards
dragged to each zone, influence by drag and by click, the secret headline across a handoff,
coup targets and their roll, the "this loses the game" question, piles, saves made mid-
headline and mid-event, and a bot game from New Game to the game-over scene."""

import random

import pygame
import pytest

from game import i18n
from game.engine.session import SeatInfo, Session
from game.games.twilight_struggle.board import Board, results
from game.games.twilight_struggle.board import draw as art
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.pile import PileScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from game.ui.widgets.lookahead import legal_after
from tests.playout import play_session
from tests.ui.conftest import click, new_game_from_title, reopened, screen_text, spy

GAME = "twilight_struggle"


def motion(app, pos, buttons=(0, 0, 0)):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def drag(app, start, end):
    motion(app, start)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for pos in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        motion(app, pos, (1, 0, 0))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.0)


def table_with(app, seats, until=None, seed=3) -> TableScene:
    """A table over a title screen, played on by random moves until `until(state)`; every
    opening handoff confirmed."""
    app.push(TitleScene(app))
    session = Session.new(GAME, seed, 2, seats=seats)
    if until is not None:
        play_session(session, random.Random(seed), until=until)
        assert not session.is_over()
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    app.step(0.0)
    return table


def two_humans(app, until=None, seed=3) -> TableScene:
    return table_with(app, [SeatInfo("Red"), SeatInfo("Blue")], until, seed)


def top_is(name):
    return lambda state: state["stack"][-1]["name"] == name


def card_rect(board: Board, card: int) -> pygame.Rect:
    return next(r for c, r in board.hand_row.rects if c == card)


def card_for(table, mode) -> int | None:
    """A card in the acting seat's hand (or the China Card) the rules let it play for mode."""
    for card in table.board.row_cards():
        if ["mode", mode] in legal_after(table, ["card", card]):
            return card
    return None


@pytest.mark.parametrize("mode, zone", [("event", "zone_event"), ("ops", "zone_ops"),
                                        ("space", "zone_space")])
def test_a_card_dragged_to_each_zone_submits_card_then_mode(app, mode, zone):
    for seed in range(3, 40):  # a position where some card may go to that zone
        app.stack.clear()
        table = two_humans(app, top_is("action_round"), seed)
        card = card_for(table, mode)
        if card is not None:
            break
    assert card is not None
    board = table.board
    sent = spy(table)
    assert zone in board.targets_for(card)
    drag(app, card_rect(board, card).center, board.zone_rect(zone).center)
    assert sent == [["card", card], ["mode", mode]]


def test_a_drop_on_an_unlit_zone_commits_nothing(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    card = next(c for c in board.hand() if board.can_hold(c))
    unlit = next(z for z in ("zone_event", "zone_ops", "zone_space")
                 if z not in board.targets_for(card)) if len(board.targets_for(card)) < 3 \
        else "zone_headline"
    sent = spy(table)
    drag(app, card_rect(board, card).center, board.zone_rect(unlit).center)
    assert sent == []


def test_click_card_then_zone_is_the_same_move(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    card = card_for(table, "ops")
    sent = spy(table)
    click(app, card_rect(board, card).center)
    assert board.drag.selected == card and "zone_ops" in board.drag.lit_targets()
    click(app, board.zone_rect("zone_ops").center)
    assert sent == [["card", card], ["mode", "ops"]]


def test_ts_3_2_set_up_influence_by_clicking_a_lit_country(app):
    table = two_humans(app)
    board = table.board
    assert table.session.state["stack"][-1]["name"] == "setup_place"
    lit = sorted(board.lit_countries())
    assert lit and all(a[0] == "place" for a in table.legal)
    unlit = next(c for c in board.countries if c not in lit and
                 board.country_rect(c).colliderect(board.map_view.rect))
    sent = spy(table)
    click(app, board.country_rect(unlit).center)
    assert sent == []
    click(app, board.country_rect(lit[0]).center)
    assert sent == [["place", lit[0]]]


def test_influence_by_dragging_the_token_onto_a_lit_country(app):
    table = two_humans(app, top_is("place_influence"))
    board = table.board
    assert board.token.offered()
    country = sorted(board.targets_for("influence"))[0]
    sent = spy(table)
    drag(app, board.token.home.center, board.country_rect(country).center)
    assert sent == [["place", country]]


def test_ts_4_5_c_headline_card_dragged_to_the_slot_is_picked_and_sealed(app):
    table = two_humans(app, top_is("headline"))
    board = table.board
    card = next(c for c in board.hand() if ["pick", c] in table.legal)
    assert set(board.targets_for(card)) == {"zone_headline"}
    sent = spy(table)
    drag(app, card_rect(board, card).center, board.zone_rect("zone_headline").center)
    assert sent == [["pick", card], ["seal"]]


def test_ts_4_5_c_the_headline_hides_the_first_seats_choice_from_the_second(app, monkeypatch):
    table = two_humans(app, top_is("headline"))
    board = table.board
    first = table.viewer
    card = next(c for c in board.hand() if ["pick", c] in table.legal)
    drag(app, card_rect(board, card).center, board.zone_rect("zone_headline").center)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)  # the other seat still has to choose
    name = art.card_name(card)
    assert not any(name in line for line in handoff.summary)
    assert name not in screen_text(app, monkeypatch)
    handoff.ready()
    assert table.viewer == 1 - first
    assert table.board.headline_cards()[first] == (None, i18n.t("ts.table.headline.sealed"))
    assert name not in screen_text(app, monkeypatch)


def test_a_coup_is_a_click_on_a_lit_target_and_its_roll_is_shown(app):
    table = two_humans(app, top_is("coup"))
    board = table.board
    target = sorted(board.lit_countries())[0]
    sent = spy(table)
    board.map_view.focus([board.countries[target]])
    app.step(0.0)
    click(app, board.country_rect(target).center)
    if isinstance(app.stack.top, Dialog):  # it would lose the game: asked first
        app.stack.top.buttons[0].on_click()
    assert sent == [["coup", target]]
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    lines = results.roll_lines(table.view)
    assert lines and board.news.open() and board.news.lines == lines


def test_ts_10_1_a_scoring_card_played_shows_its_breakdown_in_a_panel(app):
    from game.games.twilight_struggle.rules.data import SCORING_CARDS

    table = two_humans(app, lambda s: s["stack"][-1]["name"] == "action_round" and any(
        c in SCORING_CARDS for c in s["hands"][s["phasing"] or 0]) and s["turn"] > 1)
    board = table.board
    card = next(c for c in board.hand() if c in SCORING_CARDS)
    drag(app, card_rect(board, card).center, board.zone_rect("zone_event").center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    assert board.news.title == i18n.t("ts.table.news.scoring")
    assert board.news.lines and board.news.lines == [
        line for line in board.scoring_panel_lines(table.view["last_scoring"]) if line]


def test_a_move_that_loses_the_game_asks_first(app, monkeypatch):
    table = two_humans(app, top_is("coup"))
    board = table.board
    target = sorted(board.lit_countries())[0]
    table.view["fatal_actions"] = [["coup", target]]
    sent = spy(table)
    board.play([["coup", target]])
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and sent == []
    dialog.buttons[-1].on_click()  # cancel
    assert sent == [] and app.stack.top is table
    board.play([["coup", target]])
    app.stack.top.buttons[0].on_click()
    assert sent == [["coup", target]]


def test_R_20_a_move_that_surely_holds_a_scoring_card_asks_first(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    card = next(a[1] for a in table.legal if a[0] == "card")
    table.view["holding_actions"] = [["card", card]]
    sent = spy(table)
    board.play([["card", card]])
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and sent == []
    assert dialog.title == i18n.t("ts.table.hold.title")
    dialog.buttons[-1].on_click()  # cancel
    assert sent == [] and app.stack.top is table
    board.play([["card", card]])
    app.stack.top.buttons[0].on_click()
    assert sent == [["card", card]]


def test_other_choices_are_buttons_with_the_views_labels(app):
    table = two_humans(app, top_is("ops"))
    board = table.board
    labels = {b.label for b in board.strip.buttons}
    from game.games.twilight_struggle.board.choices import action_label

    assert labels == {action_label(a, table.decision) for a in table.legal}
    sent = spy(table)
    button = board.strip.buttons[0]
    click(app, button.rect.center)
    assert len(sent) == 1 and action_label(sent[0], table.decision) == button.label


@pytest.mark.parametrize("pile", ["discard", "removed", "lasting"])
def test_a_click_on_a_pile_opens_it_in_the_pile_viewer(app, pile):
    table = two_humans(app, lambda s: len(s["discard"]) > 2 and len(s["removed"]) > 0 and
                       s["lasting"] and s["stack"][-1]["name"] == "action_round")
    board = table.board
    where = board.tracks.rect("events") if pile == "lasting" else board.zone_rect(pile)
    click(app, where.center)
    viewer = app.stack.top
    assert isinstance(viewer, PileScene)
    assert len(viewer.items) == len(table.view[pile])


def test_hovering_a_region_label_shows_its_scoring_breakdown(app):
    table = two_humans(app, top_is("action_round"))
    board = table.board
    rect = board.map_view.to_screen(board.regions["europe"])
    motion(app, rect.center)
    lines = results.scoring_lines(table.view["region_status"]["europe"])
    assert lines and all(line in board.tip_text() for line in lines)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_country_name_is_whole_on_its_box_at_the_fitted_zoom(app, lang):
    """At 1280×800 with the whole map fitted, no box cuts its name: the full name or the
    catalog's abbreviation (issue #17 point 7)."""
    i18n.set_language(lang)
    try:
        table = two_humans(app)
        board = table.board
        board.map_view.fit()
        app.draw()
        for country in board.countries:
            rect = board.country_rect(country)
            lines = art.name_lines(country, rect.width, rect.height)
            assert all("…" not in text and size >= art.LEGIBLE for text, size in lines), \
                (country, lines)
    finally:
        i18n.set_language("en")


def test_every_country_is_named_on_hover(app):
    table = two_humans(app)
    board = table.board
    for country in board.countries:
        rect = board.country_rect(country)
        if rect.colliderect(board.map_view.rect):
            motion(app, rect.center)
            assert board.tip_text().startswith(art.country_name(country))


def war_choice(state) -> bool:
    """A war card waiting for its target (Indo-Pakistani War's ["attack", country])."""
    from game.games.twilight_struggle.rules import RULES

    seats = RULES.active_seats(state)
    return bool(seats) and any(a[0] == "attack" for a in RULES.legal_actions(state, seats[0]))


@pytest.mark.parametrize("until", [top_is("headline"), top_is("ts_choose"), war_choice],
                         ids=["headline", "event", "war"])
def test_a_save_mid_headline_event_or_war_loads_to_the_same_table(app, tmp_path, until):
    session = Session.new(GAME, 0, 2, seats=[SeatInfo("Red"), SeatInfo("Blue")])
    play_session(session, random.Random(0), until=until)
    assert not session.is_over()
    seat = session.active_seats()[0]
    table = reopened(app, session, tmp_path)
    assert table.acting == seat
    assert table.legal == session.legal_actions(seat)
    app.draw()


def test_bot_game_started_from_new_game_reaches_the_game_over_scene(app):
    from game.ui.scenes.game_over import GameOverScene

    app.settings.animations = False
    new_game = new_game_from_title(app, GAME)
    # Normal, the game's rule bot: a whole game of Hard bots takes minutes here (the Hard
    # bot's own decisions are tested in tests/games/twilight_struggle/test_bot.py)
    bot = "rule"
    for seat in (0, 1):
        while new_game.controllers[seat] != bot:
            click(app, new_game.seat_buttons[seat][0].rect.center)
    click(app, new_game.start_button.rect.center)
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        app.step(0.01)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.result is not None
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert over.details == results.summary_lines(table.session.view(None))
    app.draw()


def test_a_coup_waiting_for_end_turn_names_itself_in_the_prompt(app):
    """Pass-and-play with confirmation: the coup rolls, so it is held until "End turn"."""
    from game.games.twilight_struggle.board.choices import action_label

    app.settings.confirm_moves = True
    table = two_humans(app, top_is("coup"))
    target = sorted(table.board.lit_countries())[0]
    table.board.play([["coup", target]])
    if isinstance(app.stack.top, Dialog):
        app.stack.top.buttons[0].on_click()
    assert table.held == ["coup", target]
    move = i18n.t("ts.table.held", move=action_label(["coup", target], table.decision))
    assert table.prompt_text() == f"{move} {i18n.t('table.held.then')}"


@pytest.mark.parametrize("bots", [(), (1,), (0,)], ids=["two humans", "us bot", "ussr bot"])
def test_new_game_starts_every_seat_combination_with_humans(app, bots):
    """Two humans, or a human against the game's bot on either side (bot against bot: the
    game-over test): the table opens for the human seat(s) to play."""
    new_game = new_game_from_title(app, GAME)
    bot = list(new_game.rules.bots)[-1]
    for seat in bots:
        while new_game.controllers[seat] != bot:
            click(app, new_game.seat_buttons[seat][0].rect.center)
    click(app, new_game.start_button.rect.center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    table = app.stack.top
    assert isinstance(table, TableScene)
    humans = [s for s in (0, 1) if s not in bots]
    assert [table.session.is_human(s) for s in (0, 1)] == [s in humans for s in (0, 1)]
    if 0 in humans:  # the USSR places its set-up influence first (TS-3.2)
        assert table.viewer == 0 and table.acting == 0
    else:
        assert table.viewer == 1


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_strip_says_click_a_lit_country_while_a_coup_target_is_chosen(app, monkeypatch,
                                                                          lang):
    """Choosing a country (TS-6.3: a coup's target) is not dragging a card to a zone: the
    strip's line says what the player does now; back at a card play it says to drag."""
    app.set_language(lang)
    table = two_humans(app, top_is("coup"))
    assert table.board.lit_countries() and not table.board.token.offered()
    shown = screen_text(app, monkeypatch)
    assert i18n.t("ts.table.hint.country") in shown
    assert i18n.t("ts.table.hint.help") not in shown
    app.stack.clear()
    table = two_humans(app, top_is("action_round"))
    assert i18n.t("ts.table.hint.help") in screen_text(app, monkeypatch)
