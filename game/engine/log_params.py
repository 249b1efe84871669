"""Log params that name seats: a leaf module, so that i18n (which renders the log) and the
engine's types both use it without importing each other."""

from __future__ import annotations


def seat_param(key: str) -> str | None:
    """Whether a log param names seats (1-based numbers): "one" for `player` / `*_player`,
    "many" for a list in `*players`, else None. The log shows them as the seats' names."""
    if key == "player" or key.endswith("_player"):
        return "one"
    return "many" if key.endswith("players") else None
