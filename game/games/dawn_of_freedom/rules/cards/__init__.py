"""The card events, on the core's event framework (events.register).

Importing this package (game/games/dawn_of_freedom/rules/__init__.py does) registers every event
below in events.IMPLEMENTED and its hooks in the core's hook registries (events.OPS_MODIFIERS,
CHECK_MODIFIERS, TS_MODIFIERS, CHECK_BANS, CHECK_TRIGGERS, PLACEMENT_COSTS,
HAND_SIZE_MODIFIERS, CARD_PLAY_HOOKS). There is one registry: a card not listed there is played
for Operations only (events.py).

Card names and the player-facing event texts are catalog keys "dof.card.<number>" and
"dof.text.<number>" in game/games/dawn_of_freedom/locale/en/cards.json (DESIGN §5: card names and
texts live in the catalog, not in the rules data).

Modules: steps (building blocks), events_placement (SPs and VP only), events_checks (events
granting Support Checks or Operations), events_dice (die-roll events), events_lasting
(modifiers, bans, waiting effects), events_cards (card movements), events_romania (The
Crowd Turns Against Ceausescu), events_hooked (cards using the core's optional hooks).
"""

from __future__ import annotations

from . import (  # noqa: F401  (importing registers the events)
    events_cards,
    events_checks,
    events_dice,
    events_hooked,
    events_lasting,
    events_placement,
    events_romania,
    steps,
)

