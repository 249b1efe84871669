"""Boards: each game's own (`game/games/<id>/board/`, named by its registry entry) turns its
view into widgets (DESIGN §2).

A game's `Board(table)` reads the table's `view`, `legal` and `viewer`, and submits through
`table.submit`. Games without one get `generic.Board`, which lists the legal actions as
buttons (enough for tests and new games). Map boards derive from `map_board.MapBoard` (the
viewport, its layout, the pointer and tooltips, the marked places and hint rings on the map)
and are built from the shared widgets in game/ui/widgets: `map_view.MapViewport` (a Tiled
map that pans and zooms, hit-testing and lit targets), `hand_tray` (the fixed tray, the hand
row, drop zones, the action strip) and `token.Token` (a counter dragged onto the map); none
of them knows a game's names.
"""

from __future__ import annotations

from functools import cache

from ...engine import registry
from .base import BoardBase


def has_board(game_id: str) -> bool:
    """The game declares a board of its own (its entry's `board_ref`)."""
    return registry.entry(game_id).board_ref is not None


@cache
def board_ready(game_id: str) -> bool:
    """A game's board can be drawn: it declares one and its Tiled map (maps/<id>.tmx,
    DESIGN §5) and art load; or its entry says it needs no map (`map_required=False`: its
    own board, or the generic one). The title offers only such games (issue #13 point 8)."""
    from ..tiled import MapError, check_map

    if not registry.entry(game_id).map_required:
        return True
    if not has_board(game_id):
        return False
    try:
        check_map(game_id)
    except MapError:
        return False
    return True


def make_board(table) -> BoardBase:
    board = registry.entry(table.session.game_id).board()
    if board is None:
        from .generic import Board as board
    return board(table)
