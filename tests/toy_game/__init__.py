"""The toy game as a game folder of the tests' own: it enrols itself with an `ENTRY`, as a
package under game/games/ does, but only where `HOTSEAT_EXTRA_GAMES` names it (tests/conftest.py
does; so do the CLI and smoke tests for their subprocesses). It needs no map: the title offers it
on the generic board (`map_required=False`), so a test can play it from the title to a save
without any shared file naming it. The rules are in `rules.py`; its words (English; its
name in Korean, for the title screen) are here.
"""

from game import i18n
from game.engine.registry import GameEntry

ENTRY = GameEntry("toy", "toy", min_players=2, max_players=4, rules_ref=f"{__name__}.rules:RULES",
                  map_required=False)

MESSAGES = {
    "toy.title": "Toy",
    "toy.choose_card": "Choose a card",
    "toy.bank_or_gamble": "Bank or gamble your {card}",
    "toy.drew": "You drew {card}",
    "toy.scored": "Seat {seat_no} scored {gain} with {card}",
    "toy.progress": "{cards} cards in the deck",
}
i18n.add_messages("en", MESSAGES)
i18n.add_messages("ko", {"toy.title": "장난감"})  # the title screen in Korean
