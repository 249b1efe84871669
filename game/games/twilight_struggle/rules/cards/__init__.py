"""The card events (issue #16), on the event framework of ../events.py.

Importing this package (the game's __init__ does) registers every event in events.REGISTRY
(every card but the China Card has one). Card names and the player-facing event
texts are catalog keys `ts.card.<number>` and `ts.text.<number>`.

Modules: steps (the building blocks: place or remove influence in listed countries, with a
per-country cap) and one module per range of card numbers.
"""

from __future__ import annotations

from . import (  # noqa: F401  (importing registers the frames and the events)
    events_004_035,
    events_004_035_hands,
    events_036_070,
    events_036_070_rounds,
    events_071_110,
    events_071_110_ops,
    steps,
)
