"""The in-app rules reference (issue #38 point 2): a game's rules in short sections keyed by
rule id, so that a tutorial step citing "D89-6.2.3" can open the page there.

The sections are catalog messages, English and Korean, in each game's
`locale/<lang>/rules_ref.json`: `<prefix>.rule.<RULE-ID>.title` and `.text`. No list names
them: a game's sections are whatever ids its catalog holds, in rule-number order. A cited id
with no section of its own opens the nearest enclosing one: D89-6.2.3 -> D89-6.2 -> D89-6
(a trailing ".0", as in D89-6.0, is the section's own opening paragraph, so it opens D89-6;
a lettered point such as BR-7.4a opens BR-7.4).
"""

from __future__ import annotations

import re

from .. import i18n
from .registry import GameEntry


def _prefix(entry: GameEntry) -> str:
    return f"{entry.prefix}.rule."


def title_key(entry: GameEntry, rule_id: str) -> str:
    return f"{_prefix(entry)}{rule_id}.title"


def text_key(entry: GameEntry, rule_id: str) -> str:
    return f"{_prefix(entry)}{rule_id}.text"


def sort_key(rule_id: str) -> tuple[tuple[int, int | str], ...]:
    """Rule-number order: D89-2.1.7 before D89-10; numbers by value, letters after them."""
    _, _, number = rule_id.partition("-")
    return tuple((0, int(part)) if part.isdigit() else (1, part)
                 for part in number.split("."))


def sections(entry: GameEntry) -> list[str]:
    """The rule ids the game's reference has a section for, in rule-number order."""
    head, tail = _prefix(entry), ".title"
    ids = [k[len(head):-len(tail)] for k in i18n.keys(head) if k.endswith(tail)]
    return sorted(ids, key=sort_key)


def resolve(entry: GameEntry, rule_id: str) -> str | None:
    """The section that a cited id opens: its own, else the nearest enclosing one; None when
    the reference has none (an id of another game, a typo)."""
    known = set(sections(entry))
    candidate = rule_id.strip()
    while candidate:
        if candidate in known:
            return candidate
        lettered = _LETTERED.match(candidate)  # BR-7.4a: a point of BR-7.4
        if lettered:
            candidate = lettered.group(1)
            continue
        parent, dot, _ = candidate.rpartition(".")
        candidate = parent if dot else ""
    return None


_LETTERED = re.compile(r"^(.*\d)[a-z]+$")
