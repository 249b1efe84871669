"""The map's underlay (MapBoard.underlays, issue #34.6): the links, superpowers, region
labels and tracks are drawn again only when what they read changes, each stage on the one
below, and what a frame shows is what drawing everything afresh shows."""

import pygame

from game.engine.session import SeatInfo, Session
from game.ui.widgets.basic import recording_labels
from tests.ui.conftest import open_table

GAME = "twilight_struggle"


def counting(table, monkeypatch) -> list[str]:
    """The underlay layers drawn, by name, as the board draws them."""
    drawn: list[str] = []
    board = table.board
    for name in ("draw_links", "draw_regions"):
        real = getattr(board, name)
        monkeypatch.setattr(board, name, lambda *a, real=real, name=name: (
            drawn.append(name), real(*a))[1])
    real_tracks = board.tracks.draw
    monkeypatch.setattr(board.tracks, "draw", lambda s: (drawn.append("tracks"),
                                                         real_tracks(s))[1])
    return drawn


def frame(app) -> bytes:
    app.dirty = True
    app.step(0.0)
    return pygame.image.tobytes(app.screen, "RGB")


def fresh(app) -> bytes:
    """The frame with every layer drawn straight onto the screen (as while a test records
    labels: no kept image)."""
    with recording_labels():
        return frame(app)


def test_the_underlay_is_drawn_again_only_for_what_changed(app, monkeypatch):
    session = Session.new(GAME, 3, 2, seats=[SeatInfo("A"), SeatInfo("B")])
    table = open_table(app, session)
    drawn = counting(table, monkeypatch)
    board = table.board
    kept = frame(app)
    drawn.clear()
    assert frame(app) == kept and drawn == []  # nothing changed: the kept image
    country = next(iter(board.countries))
    pos = board.country_rect(country).center
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    assert board.country_at(pos) == country
    lit = frame(app)
    assert drawn == ["draw_links", "draw_regions", "tracks"]  # its links lit: all again
    assert lit == fresh(app)
    drawn.clear()
    table.view = dict(table.view, vp=table.view.get("vp", 0) + 3)  # a track moves
    moved = frame(app)
    assert drawn == ["tracks"]  # on the kept links and labels
    assert moved == fresh(app) and moved != lit
