"""Issue #19 point 17, the 1989 game over: one VP figure, column headings over the country
lines, and the VP marker on its track."""

import game.games.dawn_of_freedom.board as dof_board
from game.ui.scenes.build import build_scene
from game.ui.scenes.game_over import GameOverScene
from tests.ui.conftest import screen_text


def test_issue_19_17_the_game_over_states_one_vp_figure(app, monkeypatch):
    build_scene(app, "game_over", game="dawn_of_freedom", seed=2)
    scene = app.stack.top
    assert isinstance(scene, GameOverScene)
    vp = scene.session.state["vp"]
    assert vp != 0
    text = screen_text(app, monkeypatch)
    summary = " ".join(scene.details)  # the struggle's panel beside it has its own VP line
    side = "Democrat" if vp > 0 else "Communist"
    assert f"{side} ahead by {abs(vp)}" in text and f"{vp:+d}" not in summary  # a side, a size
    assert "Country Power" in text  # the heading over the country lines


def test_issue_19_17_the_vp_marker_stays_on_its_track_past_the_end(app, monkeypatch):
    build_scene(app, "table", game="dawn_of_freedom", seed=1, moves=40)
    table = app.stack.top
    app.draw()
    table.view = dict(table.view, vp=25)
    drawn = []
    real = dof_board.art.marker
    monkeypatch.setattr(dof_board.art, "marker", lambda surface, centre, radius, *rest, **kw: (
        drawn.append((centre, radius, rest[1:2])), real(surface, centre, radius, *rest, **kw)))
    app.draw()
    centre, radius, _ = next(d for d in drawn if d[2] == ("+25",))
    tracks = table.board.tracks
    row = tracks.track("vp_-20").union(tracks.track("vp_20"))
    assert row.left <= centre[0] - radius and centre[0] + radius <= row.right
    assert tracks.track("vp_20").collidepoint(centre)
