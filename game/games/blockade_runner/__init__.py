"""Blockade Runner (Numbskull Games).

One folder: `rules/` (pure, no pygame), `board/` (the table's drawing), `locale/` (its
catalog in every language), `house_rules.py` (its house readings, the House rules page),
`make_map.py` (writes maps/blockade_runner.tmx) and STATE.md.
"""

from game.engine.registry import GameEntry

ENTRY = GameEntry("blockade_runner", "br", min_players=2, max_players=6, order=4,
                  rules_ref=f"{__name__}.rules:RULES", board_ref=f"{__name__}.board:Board",
                  house_rules_ref=f"{__name__}.house_rules:HOUSE_RULES")
