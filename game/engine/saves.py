"""Save files (DESIGN §4): versioned JSON, atomic writes, and loading that trusts nothing.

A save is `{format, format_version, app_version, game, seed, players, options, seats,
actions, snapshot, created, updated}`; `seats` lists the players in start order (a game that
reseats its players does it again on replay). Loading bounds the size and nesting, checks every
field's type, the game id and the version (upgrading old versions), then replays the actions
from the seed and checks the replay reaches the snapshot. Every failure is a `SaveError`
whose message is one sentence for the player. Nothing is ever executed from a file.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import __version__
from . import registry
from .data import LOG, state_hash, without_log
from .rules import seating
from .session import SeatInfo, Session
from .types import Prompt, UserError

FORMAT = "hotseat-save"
FORMAT_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64
MAX_ACTIONS = 200_000
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$")

# format_version N -> function turning a version-N dict into a version-(N+1) dict.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(UserError):
    """A save that cannot be read or written; str() is one sentence for the player."""


class SaveMismatch(SaveError):
    """The actions do not replay to the stored position; `session` holds the stored position."""

    def __init__(self, session: Session) -> None:
        super().__init__("save.mismatch")
        self.session = session


# -- where saves live ----------------------------------------------------------------------
def saves_dir() -> Path:
    """The per-user saves folder. Looking never creates it; `write` does.

    HOTSEAT_DATA_DIR overrides the per-user data folder (tests, smoke runs)."""
    override = os.environ.get("HOTSEAT_DATA_DIR")
    if override:
        base = Path(override)
    else:
        from platformdirs import user_data_path

        base = user_data_path("Hotseat", appauthor=False)
    return base / "saves"


def save_path(name: str) -> Path:
    """The file for a save name; names cannot leave the saves folder."""
    if not _NAME.match(name) or ".." in name:
        raise SaveError("save.bad_name")
    filename = name if name.endswith(".json") else f"{name}.json"
    return saves_dir() / filename


# -- writing -------------------------------------------------------------------------------
def to_dict(session: Session, created: float | None = None) -> dict[str, Any]:
    now = time.time()
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game_id,
        "seed": session.seed,
        "players": session.players,
        "options": session.options,
        "seats": [s.to_json() for s in session.start_seats],  # replay reseats them
        "actions": session.actions,
        "snapshot": snapshot_of(session),
        "created": created if created is not None else now,
        "updated": now,
    }


def snapshot_of(session: Session) -> dict[str, Any]:
    """The position as stored, without the log: replaying the actions rebuilds it, and it was
    most of a late position's size."""
    return session.rules.to_json(without_log(session.state))


def _same_position(rules: Any, state: dict[str, Any], stored: dict[str, Any]) -> bool:
    """The replayed state matches the stored snapshot (the log aside; older saves kept it)."""
    return state_hash(rules.to_json(without_log(state))) == state_hash(
        rules.to_json(without_log(stored)))


def write(session: Session, path: Path) -> None:
    """Atomic write: temp file, fsync, keep the old file as .bak, then replace."""
    created = None
    if path.exists():
        try:
            created = float(json.loads(path.read_text("utf-8")).get("created"))
        except (ValueError, TypeError, AttributeError, OSError):
            created = None
    data = json.dumps(to_dict(session, created), ensure_ascii=False, separators=(",", ":"))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if path.exists():
            os.replace(path, path.with_suffix(path.suffix + ".bak"))
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise SaveError("save.cannot_write", reason=exc.strerror or str(exc)) from exc


# -- reading -------------------------------------------------------------------------------
def _check_depth(text: str) -> None:
    """Refuse deep nesting before json.loads can hit the recursion limit."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveError("save.too_deep")
        elif ch in "]}":
            depth -= 1


def read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError("save.cannot_open", reason=exc.strerror or str(exc)) from exc
    if size > MAX_BYTES:
        raise SaveError("save.too_large")
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError("save.cannot_open", reason=exc.strerror or str(exc)) from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("save.not_utf8") from exc


def parse(text: str) -> dict[str, Any]:
    _check_depth(text)
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise SaveError("save.not_json") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.not_a_save")
    return _upgrade(data)


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveError("save.no_version")
    if version > FORMAT_VERSION:
        raise SaveError("save.newer")
    while version < FORMAT_VERSION:
        data = UPGRADERS[version](data)
        version = data["format_version"] = version + 1
    return data


def _expect(cond: bool, what: str) -> None:
    """`what` names the damaged part: a catalog key under save.part."""
    if not cond:
        raise SaveError("save.damaged", what={"t": f"save.part.{what}"})


def _validate(data: dict[str, Any]) -> None:
    game = data.get("game")
    _expect(isinstance(game, str), "game_id")
    if game not in registry.playable_ids():
        raise SaveError("save.unknown_game", game=str(game)[:40])
    _expect(type(data.get("seed")) is int, "seed")
    players = data.get("players")
    _expect(type(players) is int and 1 <= players <= 16, "players")
    _expect(isinstance(data.get("options"), dict), "options")
    seats = data.get("seats")
    _expect(isinstance(seats, list) and len(seats) == players, "seats")
    for seat in seats:
        _expect(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and len(seat["name"]) <= 64
            and isinstance(seat.get("controller"), str),
            "seat",
        )
    actions = data.get("actions")
    _expect(isinstance(actions, list) and len(actions) <= MAX_ACTIONS, "moves")
    for entry in actions:
        _expect(
            isinstance(entry, list)
            and len(entry) == 2
            and type(entry[0]) is int
            and 0 <= entry[0] < players
            and isinstance(entry[1], list),
            "move",
        )
    _expect(isinstance(data.get("snapshot"), dict), "snapshot")
    for key in ("created", "updated"):
        _expect(isinstance(data.get(key), int | float), key)


def from_dict(data: dict[str, Any], use_snapshot: bool = False) -> Session:
    """Rebuild a session by replaying the moves; SaveMismatch if they miss the snapshot."""
    _validate(data)
    rules = registry.get(data["game"])
    seats = [SeatInfo(s["name"], s["controller"]) for s in data["seats"]]
    try:
        session = Session.new(data["game"], data["seed"], data["players"], data["options"], seats)
        for seat, action in data["actions"]:
            session.submit(seat, action)
    except Exception as exc:  # any failure of hostile moves is a damaged file, not a crash
        if not use_snapshot:
            raise SaveError("save.replay_failed") from exc
        session = None
    try:
        snapshot = rules.from_json(data["snapshot"])
        snapshot.setdefault(LOG, [])  # the snapshot has no log: this position starts a new one
        rules.active_seats(snapshot)
        seating(snapshot, data["players"])
    except Exception as exc:  # a hostile snapshot must not crash the app
        raise SaveError("save.snapshot_damaged") from exc
    if session is None or not _same_position(rules, session.state, snapshot):
        stored = Session(rules, data["seed"], data["players"], dict(data["options"]), seats,
                         snapshot, [list(a) for a in data["actions"]])
        if use_snapshot:
            return stored
        raise SaveMismatch(stored)
    session.clear_undo()  # a loaded game starts with nothing to undo
    return session


def load(path: Path, use_snapshot: bool = False) -> Session:
    return from_dict(parse(read_text(Path(path))), use_snapshot)


def summary(path: Path) -> dict[str, Any]:
    """Light facts for the Load screen; SaveError if the file is not a readable save."""
    data = parse(read_text(path))
    _validate(data)
    names = [s["name"] for s in data["seats"]]
    return {
        "game": data["game"],
        "seats": [names[p] for p in _seating(data)],
        "moves": len(data["actions"]),
        "updated": data["updated"],
        "progress": _progress(data),
    }


def _seating(data: dict[str, Any]) -> list[int]:
    """The snapshot's seating (engine/rules.reseat); the start order if it has none."""
    try:
        return seating(data["snapshot"], data["players"])
    except (ValueError, TypeError):
        return list(range(data["players"]))


def _progress(data: dict[str, Any]) -> Prompt | None:
    """The game's own progress line ("Round 3 of 6") as a catalog message, if it offers one."""
    rules = registry.get(data["game"])
    try:
        return rules.progress(rules.from_json(data["snapshot"]))
    except Exception:
        return None
