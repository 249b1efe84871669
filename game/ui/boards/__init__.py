"""Board bindings: one package per game turns its view into widgets (DESIGN §2).

A binding package `game.ui.boards.<game_id>` defines `Board(table)` in its `__init__`, its
drawing and panels in modules beside it. Games without one get `generic.Board`, which lists
the legal actions as buttons (enough for tests and new games). A board reads the table's
`view`, `legal` and `viewer`, and submits through `table.submit`. Map boards are built from
the shared widgets in game/ui/widgets: `map_view.MapViewport` (a Tiled map that pans and
zooms, hit-testing and lit targets), `hand_tray` (the fixed tray, the hand row, drop zones,
the action strip) and `token.Token` (a counter dragged onto the map); none of them knows a
game's names.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache

from .base import BoardBase


def has_board(game_id: str) -> bool:
    """A game is offered on the title screen once it has its own board (not the fallback): a
    package with its `__init__` (a folder of board modules alone is a namespace package with
    no origin, not yet a board)."""
    spec = importlib.util.find_spec(f"{__name__}.{game_id}")
    return spec is not None and spec.origin is not None


@cache
def board_ready(game_id: str) -> bool:
    """A game's own board can be drawn: its binding exists and its Tiled map (maps/<id>.tmx,
    DESIGN §5) and art load. The title offers only such games (issue #13 point 8)."""
    from ..tiled import MapError, check_map

    if not has_board(game_id):
        return False
    try:
        check_map(game_id)
    except MapError:
        return False
    return True


def make_board(table) -> BoardBase:
    game_id = table.session.game_id
    module = importlib.import_module(f"{__name__}.{game_id if has_board(game_id) else 'generic'}")
    return module.Board(table)
