"""1989: Dawn of Freedom (GMT, 2020 rules).

One folder: `rules/` (pure, no pygame), `board/` (the table's drawing), `locale/` (its
catalog in every language), `house_rules.py` (its house readings, the House rules page),
`make_map.py` (writes maps/dawn_of_freedom.tmx) and STATE.md.
"""

from game.engine.registry import GameEntry

ENTRY = GameEntry("dawn_of_freedom", "dof", min_players=2, max_players=2, order=1,
                  rules_ref=f"{__name__}.rules:RULES", board_ref=f"{__name__}.board:Board",
                  house_rules_ref=f"{__name__}.house_rules:HOUSE_RULES")
