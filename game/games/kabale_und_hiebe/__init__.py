"""Kabale und Hiebe (Hans im Glück).

One folder: `rules/` (pure, no pygame), `board/` (the table's drawing), `locale/` (its
catalog in every language), `house_rules.py` (its house readings, the House rules page),
`make_map.py` (writes maps/kabale_und_hiebe.tmx) and STATE.md.
"""

from game.engine.registry import GameEntry

ENTRY = GameEntry("kabale_und_hiebe", "kh", min_players=2, max_players=6, order=3,
                  rules_ref=f"{__name__}.rules:RULES", board_ref=f"{__name__}.board:Board",
                  house_rules_ref=f"{__name__}.house_rules:HOUSE_RULES")
