"""One package per game (game/games/<id>/): rules, board, catalogs, map generator."""
