"""Issue #13 point 8: a game whose board cannot load (map or art missing or damaged) is not
offered on the title screen."""

from __future__ import annotations

from game.engine import registry
from game.ui import boards, tiled
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click


def test_a_game_whose_map_is_missing_is_not_offered(app, monkeypatch, tmp_path):
    """The first shipped game's map damaged, every other one's missing but the last's; a
    test game that needs no map stays offered."""
    bad, good = registry.product_ids()[0], registry.product_ids()[-1]
    broken = tmp_path / "maps"
    broken.mkdir()
    (broken / f"{bad}.tmx").write_text("<map oops")
    real = tiled.map_path
    monkeypatch.setattr(tiled, "map_path", lambda game_id: broken / f"{game_id}.tmx"
                        if game_id != good else real(game_id))
    tiled.load_map.cache_clear()
    boards.board_ready.cache_clear()
    try:
        title = TitleScene(app)
        app.push(title)
        app.step(0.0)
        app.draw()
        entries = {e.id: e for e, _ in title.tiles}
        assert not title.playable(entries[bad])
        assert title.playable(entries[good]) and title.playable(entries["toy"])
        assert [g for g in registry.product_ids() if title.playable(entries[g])] == [good]
        click(app, next(r for e, r in title.tiles if e.id == bad).center)
        assert app.stack.top is title  # nothing opened
    finally:
        tiled.load_map.cache_clear()
        boards.board_ready.cache_clear()
