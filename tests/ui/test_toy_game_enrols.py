"""Issue #32 point 2: a game enrols itself. The toy game is a folder of the tests' own
(tests/toy_game/, an `ENTRY` in its `__init__`) that `HOTSEAT_EXTRA_GAMES` names; no shared
file of the program names it, yet it plays through the title, New Game, the table, a save and
the Load screen like a shipped game."""

from __future__ import annotations

import pygame

from game.engine import registry, saves
from game.engine.data import state_hash
from game.ui.boards import board_ready
from game.ui.boards.generic import Board as GenericBoard
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.pause import PauseScene, SaveAsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from tests import toy_game
from tests.ui.conftest import click, key, new_game_from_title


def _past_handoffs(app) -> TableScene:
    while isinstance(app.stack.top, HandoffScene):
        click(app, app.stack.top.button.rect.center)
    assert isinstance(app.stack.top, TableScene)
    app.draw()  # lays out the board's buttons
    return app.stack.top


def _press(app, table: TableScene, verb: str) -> None:
    """Click the generic board's button for the first legal action with this verb."""
    button = next(b for b, a in zip(table.board.buttons, table.legal, strict=False)
                  if a[0] == verb)
    click(app, button.rect.center)


def test_the_toy_game_enrols_from_its_own_folder():
    entry = registry.entry("toy")
    assert entry is toy_game.ENTRY  # its package's ENTRY, found through HOTSEAT_EXTRA_GAMES
    assert "toy" not in registry.product_ids()  # never one of the product's games
    assert (entry.min_players, entry.max_players, entry.board_ref) == (2, 4, None)
    assert entry.options == () and entry.bot_levels == []
    assert not entry.map_required and board_ready("toy")  # ready on the generic board


def test_play_the_toy_game_from_the_title_to_a_save_and_back(app, tmp_path):
    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    tile = next(e for e, _ in title.tiles if e.id == "toy")
    assert title.playable(tile)

    scene = new_game_from_title(app, "toy")
    assert scene.rules is registry.get("toy") and scene.players == 2
    click(app, scene.buttons[1].rect.center)  # + : three players
    app.draw()
    assert scene.players == 3
    click(app, scene.start_button.rect.center)

    table = _past_handoffs(app)
    assert isinstance(table.board, GenericBoard)
    assert table.session.game_id == "toy" and table.session.players == 3
    for turn in range(3):  # each seat picks a card and banks it; the turn passes on
        assert table.session.active_seats() == [turn]
        _press(app, table, "card")
        assert table.session.state["selected"] is not None
        _press(app, table, "bank")
        table = _past_handoffs(app)
    assert len(table.session.actions) == 6
    assert sum(table.session.state["scores"]) > 0
    played = state_hash(table.session.state)

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    click(app, app.stack.top.buttons[1].rect.center)  # Save
    assert isinstance(app.stack.top, SaveAsScene)
    app.stack.top.field.text = "toy-save"
    key(app, pygame.K_RETURN)
    path = saves.save_path("toy-save")
    assert path.is_file() and saves.summary(path)["game"] == "toy"

    app.stack.clear()
    app.push(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    app.draw()
    row = next(i for i, (p, _, _) in enumerate(load.rows) if p == path)
    click(app, load.row_rects[row].center)
    again = _past_handoffs(app)
    assert again is not table and again.session.game_id == "toy"
    assert state_hash(again.session.state) == played
    assert again.session.active_seats() == [0]
    _press(app, again, "card")  # and play goes on from the loaded position
    assert again.session.state["selected"] is not None
