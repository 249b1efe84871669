"""Games by id: every package under `game/games/` enrols itself with an `ENTRY`.

A game package's `__init__` declares `ENTRY = GameEntry(...)` (id, catalog prefix, player
counts, where its rules and board are, its place on the title screen); the registry finds
the packages with `pkgutil` and imports a game's rules or board only when asked. No list here
names a game.

`HOTSEAT_EXTRA_GAMES` (comma-separated module names, or `module:attribute` of a Rules object)
enrols more games on first use: the test suite puts its toy games behind the command-line tools
and the title with it.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .. import i18n
from .house_rules import HouseRule
from .rules import Rules

GAMES_PACKAGE = "game.games"


@dataclass(frozen=True)
class GameEntry:
    """What a game declares about itself: its id (which names its folders and map), the one
    prefix of its catalog keys (its title `<prefix>.title`, its rules summary
    `<prefix>.rules_summary`, its option labels `<prefix>.option.<key>`, its house readings
    `<prefix>.house.<key>.title`), player counts, where its rules, board and house readings
    are, its place on the title screen. Its options and bot levels are
    its rules object's (`options`, `bots`), read through `options` and `bot_levels` here,
    which load the rules.

    The title offers a game whose board is ready (`ui.boards.board_ready`): by default that
    is its own board (`board_ref`) with its Tiled map `maps/<id>.tmx` loading. A game with
    `map_required=False` needs no map: it is ready on its own board, or on the generic board
    (the legal actions as buttons) when it declares none. The tests' toy game enrols so; a
    product game keeps the default, so that it shows as "coming soon" until its map exists.
    """

    id: str
    prefix: str  # its catalog keys' one prefix ("dof": dof.title, dof.option.<key> ...)
    min_players: int
    max_players: int
    rules_ref: str  # "package.module:attribute" of the Rules object
    board_ref: str | None = None  # "package.module:attribute" of its Board; None: generic
    order: int = 100  # place on the title screen (lower first)
    map_required: bool = True  # False: ready to play without maps/<id>.tmx (see above)
    # "package.module:attribute" of its house readings, a tuple of engine.house_rules.HouseRule
    # (the House rules page); None: it declares none
    house_rules_ref: str | None = None

    @property
    def title_key(self) -> str:
        return f"{self.prefix}.title"

    @property
    def summary_key(self) -> str:
        """The pause menu's page of rules."""
        return f"{self.prefix}.rules_summary"

    def option_key(self, key: str) -> str:
        """An option's label (`.tip` its tooltip, `.<choice>` a choice's words)."""
        return f"{self.prefix}.option.{key}"

    def house_key(self, key: str, part: str) -> str:
        """A house reading's words: part "title" or "reading"."""
        return f"{self.prefix}.house.{key}.{part}"

    def house_rules(self) -> tuple[HouseRule, ...]:
        """The points where its rulebook leaves a question and the readings it plays."""
        return tuple(_load(self.house_rules_ref)) if self.house_rules_ref else ()

    def title(self) -> str:
        """Its name in the current language (the id while its catalog has none)."""
        return i18n.t(self.title_key) if i18n.has(self.title_key) else self.id

    @property
    def players(self) -> str:
        """The player counts as the title screen shows them: "2" or "2–6"."""
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    @property
    def options(self) -> tuple[Any, ...]:
        """The game's options (its rules object's `options`)."""
        return tuple(self.rules().options)

    @property
    def bot_levels(self) -> list[str]:
        """The bot levels it offers (its rules object's `bots`), e.g. ["easy", "rule", "hard"]."""
        return list(self.rules().bots)

    def rules(self) -> Rules:
        return _load(self.rules_ref)

    def board(self) -> Any | None:
        return _load(self.board_ref) if self.board_ref else None


_entries: dict[str, GameEntry] | None = None
_extra: dict[str, GameEntry] = {}
_objects: dict[str, Any] = {}


def _load(ref: str) -> Any:
    if ref in _objects:
        return _objects[ref]
    module, _, attr = ref.partition(":")
    _objects[ref] = getattr(importlib.import_module(module), attr or "RULES")
    return _objects[ref]


def _entry_of_module(module: ModuleType) -> GameEntry | None:
    entry = getattr(module, "ENTRY", None)
    return entry if isinstance(entry, GameEntry) else None


def discover() -> dict[str, GameEntry]:
    """Every game package under game/games, in title-screen order, then the extra games."""
    global _entries
    if _entries is None:
        package = importlib.import_module(GAMES_PACKAGE)
        found = []
        for info in pkgutil.iter_modules(package.__path__, GAMES_PACKAGE + "."):
            entry = _entry_of_module(importlib.import_module(info.name)) if info.ispkg else None
            if entry is not None:
                found.append(entry)
        _entries = {e.id: e for e in sorted(found, key=lambda e: (e.order, e.id))}
        for spec in filter(None, os.environ.get("HOTSEAT_EXTRA_GAMES", "").split(",")):
            _register_spec(spec.strip())
    return {**_entries, **_extra}


def _register_spec(spec: str) -> None:
    module, _, attr = spec.partition(":")
    loaded = importlib.import_module(module)
    entry = None if attr else _entry_of_module(loaded)
    register(entry or getattr(loaded, attr or "RULES"))


def register(game: GameEntry | Rules) -> None:
    """Enrol a game at run time (tests, tools): its entry, or a rules object alone (then it
    gets the generic board)."""
    if not isinstance(game, GameEntry):
        ref = f"registered:{game.id}"  # never a module path: found in _objects only
        _objects[ref] = game
        game = GameEntry(game.id, game.id, game.min_players, game.max_players, ref)
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def entries() -> list[GameEntry]:
    return list(discover().values())


def entry(game_id: str) -> GameEntry:
    """The entry of a known game; KeyError with a helpful message otherwise."""
    known = discover()
    if game_id not in known:
        raise KeyError(f"Unknown game {game_id!r}; known games: {', '.join(known)}.")
    return known[game_id]


def playable_ids() -> list[str]:
    return list(discover())


def product_ids() -> list[str]:
    """The games the product ships (game/games/*), without those enrolled at run time."""
    discover()
    return list(_entries or {})


def get(game_id: str) -> Rules:
    """The rules object of a known game."""
    return entry(game_id).rules()
