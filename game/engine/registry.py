"""Games by id. Real games are listed here; tests and tools may register more at run time.

`HOTSEAT_EXTRA_GAMES` (comma-separated `module:attribute` specs) registers extra games on
first use; the test suite uses it to put its toy game behind the command-line tools.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

from .rules import Rules


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str
    players: str  # e.g. "2" or "2–6", shown on the title screen
    module: str | None  # "package.module:attribute" of the Rules object; None = not playable yet


CATALOG: tuple[GameEntry, ...] = (
    GameEntry("dawn_of_freedom", "1989: Dawn of Freedom", "2", "game.rules.dawn_of_freedom:RULES"),
    GameEntry("twilight_struggle", "Twilight Struggle", "2",
              "game.rules.twilight_struggle:RULES"),
    GameEntry("kabale_und_hiebe", "Kabale und Hiebe", "2–6", "game.rules.kabale_und_hiebe:RULES"),
    GameEntry("blockade_runner", "Blockade Runner", "2–6",
              "game.rules.blockade_runner:RULES"),
)

_extra: dict[str, Rules] = {}
_loaded: dict[str, Rules] = {}
_env_done = False


def register(rules: Rules) -> None:
    """Register a game object (tests, tools)."""
    _extra[rules.id] = rules
    _loaded.pop(rules.id, None)


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def _load_env() -> None:
    global _env_done
    if _env_done:
        return
    _env_done = True
    for spec in filter(None, os.environ.get("HOTSEAT_EXTRA_GAMES", "").split(",")):
        register(_import(spec.strip()))


def _import(spec: str) -> Rules:
    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr or "RULES")


def playable_ids() -> list[str]:
    _load_env()
    ids = [e.id for e in CATALOG if e.module]
    return ids + [i for i in _extra if i not in ids]


def known_ids() -> list[str]:
    _load_env()
    return [e.id for e in CATALOG] + [i for i in _extra if i not in {e.id for e in CATALOG}]


def get(game_id: str) -> Rules:
    """The rules object for a playable game; KeyError with a helpful message otherwise."""
    _load_env()
    if game_id in _extra:
        return _extra[game_id]
    if game_id in _loaded:
        return _loaded[game_id]
    entry = next((e for e in CATALOG if e.id == game_id), None)
    if entry is None:
        raise KeyError(f"Unknown game {game_id!r}; known games: {', '.join(known_ids())}.")
    if entry.module is None:
        raise KeyError(f"{entry.title} is not playable yet.")
    _loaded[game_id] = _import(entry.module)
    return _loaded[game_id]
