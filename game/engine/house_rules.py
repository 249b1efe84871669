"""House readings: the points where a game's rulebook is silent, garbled or contradicts itself,
and the reading the program plays (issue #37.12).

A game lists them as data, a tuple of `HouseRule` in its own `house_rules.py`, named by its
entry's `house_rules_ref`; the words are in the game's catalog (`<prefix>.house.<key>.title`,
`.reading`), the kinds and levels below in the shell's (`house.gap.<gap>`, `house.basis.<basis>`,
`house.confidence.<level>`). The House rules page (ui/scenes/house_rules.py) shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

GAPS = ("silent", "garbled", "contradicts", "unclear")  # what the rulebook does at that point
# Where the reading comes from: the rulebook elsewhere (its examples, another section),
# public material (publisher FAQ, reviews, other editions, real games), or our own choice.
BASES = ("seed", "inferred", "public", "house")
CONFIDENCES = ("high", "medium", "low")


@dataclass(frozen=True)
class HouseRule:
    key: str  # its catalog keys: <prefix>.house.<key>.title / .reading
    source: str  # where the question lies: spec ids and rulebook sections ("BR-1.3, BR-H1")
    gap: str  # one of GAPS
    basis: str  # one of BASES
    confidence: str  # one of CONFIDENCES: how sure we are that the reading is the designers'
    option: str = ""  # the New Game option that offers the other reading, if any

    def __post_init__(self) -> None:
        for value, allowed in ((self.gap, GAPS), (self.basis, BASES),
                               (self.confidence, CONFIDENCES)):
            if value not in allowed:
                raise ValueError(f"house rule {self.key!r}: {value!r} is not one of {allowed}")
