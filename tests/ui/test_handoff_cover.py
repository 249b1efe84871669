"""Issue #34 point 15, the handoff cover: Esc opens the menu without revealing the next hand,
Ready stays in one place, and the cover names the side (a loaded save's too)."""

import pygame

from game.engine.session import SeatInfo, Session
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.pause import PauseScene
from tests.ui.conftest import key, open_table, screen_text


def two_humans(app, game="dawn_of_freedom"):
    return open_table(app, Session.new(game, 3, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")]))


def test_esc_on_the_handoff_opens_the_menu_and_reveals_nothing(app, monkeypatch):
    table = two_humans(app)
    table.request_handoff(1)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and table.viewer is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert table.viewer is None and handoff in app.stack.scenes
    drawn = []
    monkeypatch.setattr(table, "draw", lambda surface: drawn.append(table.viewer))
    shown = screen_text(app, monkeypatch)
    assert "Pass the laptop to" in shown and drawn == []  # the menu dims the cover only
    key(app, pygame.K_ESCAPE)  # Resume: back on the cover, still hidden
    assert app.stack.top is handoff and table.viewer is None


def test_ready_stays_in_one_place_with_or_without_a_summary(app):
    table = two_humans(app)
    table.request_handoff(1)
    handoff = app.stack.top
    app.draw()
    without = handoff.button.rect.copy()
    handoff.summary = ["Ada places 1 SP in Berlin."] * 4
    app.draw()
    assert handoff.button.rect == without


def test_a_loaded_saves_handoff_names_the_side(app, tmp_path):
    table = two_humans(app)
    table.submit(table.legal[0])
    app.stack.scenes.clear()
    session = table.session
    from game.engine import saves
    from game.ui.scenes.table import open_session
    from game.ui.scenes.title import TitleScene

    path = tmp_path / "mid.json"
    saves.write(session, path)
    app.push(TitleScene(app))
    reopened_table = open_session(app, saves.load(path))
    cover = app.stack.top
    assert isinstance(cover, HandoffScene) and reopened_table.viewer is None
    seat = reopened_table.human_to_act()
    side = "Communist" if seat == 0 else "Democrat"
    assert cover.heading == f"{session.seats[seat].name} ({side})"


def test_issue_34_12_the_summary_names_the_start_player_once(app):
    table = open_table(app, Session.new("kabale_und_hiebe", 3, 3, seats=[
        SeatInfo("Ada"), SeatInfo("Ben"), SeatInfo("Cleo")]))
    first = table.acting
    table.submit(next(a for a in table.legal if a[0] == "card"))
    while table.acting == first and table.legal:
        table.submit(table.legal[0])
    cover = app.stack.top
    assert isinstance(cover, HandoffScene) and cover.summary
    assert sum("starts" in line for line in cover.summary) == 1, cover.summary


def test_a_loaded_games_handoff_says_what_happened_since_that_seats_last_turn(app, tmp_path):
    """Play-test: a pass-and-play save, loaded, handed the laptop over with no "Since your
    last turn" (the table had not seen anyone leave it). The save's moves and log say where
    each seat last acted: the loaded handoff reads the same lines as the live one did."""
    from game.engine import saves
    from game.ui.scenes.table import open_session
    from game.ui.scenes.title import TitleScene

    session = Session.new("kabale_und_hiebe", 3, 3, seats=[
        SeatInfo("Ada"), SeatInfo("Ben"), SeatInfo("Cleo")])
    table = open_table(app, session)
    live = []
    for _ in range(200):  # around the table once, then a move that hands it on again
        top = app.stack.top
        if isinstance(top, HandoffScene):
            if len(table.seen) == 3:
                live = list(top.summary)
                break
            top.ready()
        else:
            table.submit(table.legal[0])
    assert live and len(live) < len(table.public_log())  # since the last turn, not all
    path = tmp_path / "passed.json"
    saves.write(session, path)
    app.stack.clear()
    app.push(TitleScene(app))
    open_session(app, saves.load(path))
    cover = app.stack.top
    assert isinstance(cover, HandoffScene) and cover.summary == live
