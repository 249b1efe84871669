"""Names shared by every module: the decision-frame registry and small state helpers.

Implementation notes:
- Log params name the acting player by `player` (1-based seat number, shown as the seat's
  name by game.i18n); card names and domains are catalog references {"t": key}; the
  engine reserves `seat` for private lines.
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import Frames
from game.engine.types import State, log_entry

# Every frame type (play, cloak, traitor) registers here; the rules object asks the top one.
FRAMES = Frames()


def log(state: State, key: str, private_to: int | None = None, **params: Any) -> None:
    state["log"].append(log_entry(f"kh.{key}", seat=private_to, **params))


def who(seat: int) -> dict[str, Any]:
    """Log params naming a player."""
    return {"player": seat + 1}


def fulfilled(column: dict[str, Any], need: int) -> bool:
    """KH-3.4: enough slots for the goal's value, or closed by a Storm."""
    return column["closed"] or len(column["slots"]) >= need
