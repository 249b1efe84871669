"""The card events of issue #6, on the core's event framework (events.register).

Importing this package registers every event below in events.IMPLEMENTED and its hooks in
events.OPS_MODIFIERS / CHECK_MODIFIERS / CHECK_BANS (and the optional hook registries of
CORE_CHANGES.md when the core has them); the core's own events (Solidarity Legalized,
Walesa, Honecker, Perestroika, Jan Palach Week, Li Peng) stay in card_events.py.
`uninstall()` / `install()` take this package's entries out of those registries and put them
back (for the core's tests that expect an unimplemented card).

Card names and the player-facing event texts are catalog keys "dof.card.<number>" and
"dof.text.<number>" in game/locale/en/dawn_of_freedom_cards.json (DESIGN §5: card names and
texts live in the catalog, not in the rules data).

Modules: steps (building blocks), events_placement (SPs and VP only), events_checks (events
granting Support Checks or Operations), events_dice (die-roll events), events_lasting
(modifiers, bans, waiting effects), events_cards (card movements), events_romania (The
Crowd Turns Against Ceausescu), events_hooked (cards waiting for core hooks: CORE_CHANGES.md).
"""

from __future__ import annotations

from typing import Any

from .. import events as _events


def _registries() -> list[dict[int, Any]]:
    regs = [_events.IMPLEMENTED, _events.OPS_MODIFIERS, _events.CHECK_MODIFIERS,
            _events.TS_MODIFIERS, _events.CHECK_BANS]
    optional = ("CHECK_TRIGGERS", "PLACEMENT_COSTS", "HAND_SIZE_MODIFIERS", "CARD_PLAY_HOOKS")
    return regs + [getattr(_events, n) for n in optional if hasattr(_events, n)]


_before = [dict(r) for r in _registries()]

from . import (  # noqa: E402, F401  (importing registers the events)
    events_cards,
    events_checks,
    events_dice,
    events_hooked,
    events_lasting,
    events_placement,
    events_romania,
    steps,
)

OURS: list[tuple[dict[int, Any], dict[int, Any]]] = [
    (reg, {k: v for k, v in reg.items() if before.get(k) is not v})
    for reg, before in zip(_registries(), _before, strict=True)
]


def uninstall() -> None:
    for reg, items in OURS:
        for key, value in items.items():
            if reg.get(key) is value:
                del reg[key]


def install() -> None:
    for reg, items in OURS:
        reg.update(items)


def numbers() -> list[int]:
    """The card numbers whose events this package implements."""
    return sorted(OURS[0][1])
