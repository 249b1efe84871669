"""Board bindings: one module per game turns its view into widgets (DESIGN §2).

A binding module `game.ui.boards.<game_id>` defines `Board(table)`. Games without one get
`generic.Board`, which lists the legal actions as buttons (enough for tests and new games).
A board reads the table's `view`, `legal` and `viewer`, and submits through `table.submit`.
"""

from __future__ import annotations

import importlib

from .base import BoardBase


def make_board(table) -> BoardBase:
    try:
        module = importlib.import_module(f"{__name__}.{table.session.game_id}")
    except ModuleNotFoundError:
        module = importlib.import_module(f"{__name__}.generic")
    return module.Board(table)
