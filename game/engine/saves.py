"""Save files (DESIGN §4): versioned JSON, atomic writes, and loading that trusts nothing.

A save is `{format, format_version, app_version, game, rules_version, seed, players, options,
seats, seating, created, updated, over, progress, moves, actions, reseeds, bots, snapshot}`.
The app writes it sealed (format 3, issue #33 point 5): the public header fields in plain text
(`HEADER`, all the Load screen reads), then `"sealed"`, an authenticated encryption
(`engine/seal.py`) of the whole save: the seed, the moves (hidden picks among them), the
bots' memory and the position (hands, deck, the random generator) are not readable in a text
editor, and an edit of the sealed part is refused. Plain bodies (formats 1 and 2, and a plain
format 3 such as a bundled scenario or a test's fixture) still load: the app never writes
one. A loaded game continues the saved random stream, so reloading is not a re-roll; the
`reseeds` older versions mixed in after a load are replayed so their saves load the same.
`seats` lists the players in start order (a game that reseats its players does it
again on replay; `seating` says who sits where now, for the header). The snapshot leaves out the
log: replaying the actions rebuilds it, and it was most of a late position's size. Loading
reads only regular files with a size bound, refuses (in linear time and little memory) deep
nesting and too many values, huge or non-finite numbers, checks every field's type, the game
id, the seat controllers, the header's move count and the versions (upgrading old formats),
replays the actions from the seed and checks the replay reaches the snapshot; a stored
position is offered only when it passes `check_position`: no forced rolls, the game's
`validate_state` (ranges, counts), a legal move for every seat to act, and it can be drawn.
Every failure is a `SaveError` whose message is one sentence for the player; `load`, the Load
screen, Continue and `verify-save` share this one validator. Nothing is executed from a file.
"""

from __future__ import annotations

import json
import math
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import __version__
from . import files, registry, rng, seal, userdirs
from .data import LOG, state_hash, without_log
from .rules import seating
from .seats import controller_kinds
from .session import SeatInfo, Session
from .types import Prompt, UserError

FORMAT = "hotseat-save"
# 2: rules_version, reseeds, bots, the header fields seating/over/progress/moves; no log
# 3: the header in plain text, the rest sealed (`"sealed"`); a plain body is still read
FORMAT_VERSION = 3
SEALED = "sealed"
# The plain fields of a sealed save, in this order; the Load screen reads only these.
HEADER = ("format", "format_version", "app_version", "game", "rules_version", "players",
          "seats", "seating", "created", "updated", "over", "progress", "moves")
MAX_BYTES = 16 * 1024 * 1024
HEADER_BYTES = 64 * 1024  # the Load screen reads at most this much of each file
MAX_DEPTH = 64
MAX_ACTIONS = 50_000  # the longest random games take under 1,000 moves
# Commas and opening brackets bound the values json.loads builds (a save has about 6 a move):
# a hostile 16 MB file of `[],` or `1,` took 450 MB and 10 s to refuse (issue #33 point 7).
MAX_VALUES = 8 * MAX_ACTIONS
MAX_DIGITS = 24  # longer numbers are hostile (Python refuses ints of more than 4,300 digits)
LATEST_TIME = 253_402_300_799  # 9999-12-31: later "updated" times cannot be shown as dates
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}")
# Names Windows reserves for devices, with or without an extension.
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"{p}{i}" for p in ("COM", "LPT") for i in range(10))}

# format_version N -> function turning a version-N dict into a version-(N+1) dict.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _from_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no rules version (0: before rules versions), reseeds or bot states."""
    return {**data, "rules_version": 0, "reseeds": [], "bots": {}}


def _from_v2(data: dict[str, Any]) -> dict[str, Any]:
    """A plain version 2 body is a plain version 3 body (3 only adds the sealing)."""
    return dict(data)


UPGRADERS[1] = _from_v1
UPGRADERS[2] = _from_v2


class SaveError(UserError):
    """A save that cannot be read or written; str() is one sentence for the player."""


class SaveMismatch(SaveError):
    """The actions do not replay to the stored position; `session` holds the stored position,
    which passed the game's checks. The sentence says why (damage or a rules change)."""

    def __init__(self, session: Session, key: str = "save.mismatch") -> None:
        super().__init__(key, game=session.rules.title)
        self.session = session


def rules_version(rules: Any) -> int:
    """A game's rules version: bumped when old moves may stop replaying (issue #13 point 4)."""
    return int(rules.rules_version)


# -- where saves live ----------------------------------------------------------------------
def saves_dir() -> Path:
    """The per-user saves folder. Looking never creates it; `write` does.

    HOTSEAT_DATA_DIR overrides the per-user data folder (tests, smoke runs)."""
    return userdirs.data_dir() / "saves"


def folder_names() -> list[str]:
    """The entries of the saves folder ([] before the first save); SaveError with the reason
    when it cannot be read (a player would otherwise see "no saved games", issue #33 point 8)."""
    folder = saves_dir()
    try:
        return os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError("save.folder_unreadable", folder=str(folder), reason=_reason(exc)) from exc


def check_name(name: str) -> None:
    """Names cannot leave the saves folder, hold control characters or name a device."""
    stem = name[:-5] if name.endswith(".json") else name
    if (not _NAME.fullmatch(name) or ".." in name or name.endswith((".", " "))
            or stem.split(".")[0].rstrip(" ").upper() in _RESERVED):
        raise SaveError("save.bad_name")


def save_path(name: str) -> Path:
    """The file for a save name."""
    check_name(name)
    filename = name if name.endswith(".json") else f"{name}.json"
    return saves_dir() / filename


def display_name(path: Path) -> str:
    """A file's name as the Load screen shows it: no control characters."""
    return "".join(c if c.isprintable() else "?" for c in path.stem)[:64]


# -- writing -------------------------------------------------------------------------------
def _progress_message(session: Session) -> dict[str, Any] | None:
    """The game's progress line as a catalog message, shown in the reader's language."""
    try:
        progress = session.rules.progress(session.state)
    except Exception:  # noqa: BLE001 — a progress line is never worth a lost save
        return None
    return None if progress is None else {"key": progress.key, "params": progress.params}


def snapshot_of(session: Session) -> dict[str, Any]:
    """The position as stored, without the log (the actions rebuild it)."""
    return session.rules.to_json(without_log(session.state))


def _position_hash(rules: Any, state: dict[str, Any]) -> str:
    """What a replay must reach: the position, the log (older saves kept it) and what is kept
    only to be shown (`SHOWN_ONLY`: a newer version records more of a roll) aside."""
    shown_only = set(rules.SHOWN_ONLY)
    return state_hash(rules.to_json({key: value for key, value in without_log(state).items()
                                     if key not in shown_only}))


def to_dict(session: Session, created: float | None = None) -> dict[str, Any]:
    """The whole save, plain (what `sealed` seals; tests and fixtures write it as it is)."""
    now = time.time()
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game_id,
        "rules_version": rules_version(session.rules),
        "seed": session.seed,
        "players": session.players,
        "options": session.options,
        "seats": [s.to_json() for s in session.start_seats],  # replay reseats them
        "seating": seating(session.state, session.players),
        "created": next(t for t in (created, session.created, now) if t is not None),
        "updated": now,
        "over": session.is_over(),
        "progress": _progress_message(session),
        "moves": len(session.actions),
        "actions": session.actions,  # a plain body's header ends here (see `_header`)
        "reseeds": session.reseeds,
        "bots": session.bot_states(),
        "snapshot": snapshot_of(session),
    }


def _dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def sealed(data: dict[str, Any]) -> dict[str, Any]:
    """The save as the app writes it: the plain header, then the whole save sealed."""
    return {**{key: data[key] for key in HEADER}, SEALED: seal.seal(_dumps(data).encode())}


def write(session: Session, path: Path, created: float | None = None,
          plain: bool = False) -> None:
    """Atomic write through the one writer (engine.files); SaveError with one sentence.

    `created` is kept from the previous file when the caller knows it (autosave). `plain`
    leaves the body unsealed: a bundled scenario or fixture under `saves/` must open on every
    computer, and the app never writes one for a player."""
    try:
        if created is None and files.is_regular_file(path):
            try:
                created = float(_header(path)["created"])
            except (SaveError, KeyError, TypeError, ValueError):
                created = None
        body = to_dict(session, created)
        data = _dumps(body if plain else sealed(body))
        files.atomic_write(Path(path), data.encode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise SaveError("save.cannot_write", reason=reason) from exc


# -- reading -------------------------------------------------------------------------------
_QUOTED = re.compile(rb'"[^"]*"')  # one character class: linear, no backtracking stack
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")
_PARENS = bytes.maketrans(b"[]{}", b"()()")


def _check_shape(text: str) -> None:
    """Refuse, in linear time and a few copies of the text, what would make json.loads slow
    or big (too many values) and nesting that later code could not recurse through.

    A backtracking regex over strings used to take 2 GB and 10 s on a 16 MB file of escapes
    (issue #33 point 7). Here escapes are dropped first (a pair of backslashes, then a
    backslash and its quote), so every quote left opens or closes a string; the brackets
    outside strings remain. Each pass then removes the innermost pairs, one level a pass: a
    pair left after MAX_DEPTH passes nests deeper. Other invalid JSON (mismatched brackets) may
    pass here, but json.loads refuses it (its own recursion is bounded)."""
    if sum(text.count(c) for c in ",[{") > MAX_VALUES:
        raise SaveError("save.too_many_values")
    raw = text.encode("utf-8").replace(b"\\\\", b"").replace(b'\\"', b"")
    nest = _NOT_BRACKET.sub(b"", _QUOTED.sub(b"", raw)).translate(_PARENS)
    for _ in range(MAX_DEPTH):
        inner = nest.replace(b"()", b"")
        if len(inner) == len(nest):
            break
        nest = inner
    # A pair left nests deeper; so does a run of brackets opened and never closed (a cut file).
    if b"()" in nest or b"(" * (MAX_DEPTH + 1) in nest:
        raise SaveError("save.too_deep")


def read_text(path: Path) -> str:
    try:
        raw = files.read_bounded(Path(path), MAX_BYTES)
    except files.FileTooLarge as exc:
        raise SaveError("save.too_large") from exc
    except (OSError, ValueError) as exc:
        raise SaveError("save.cannot_open", reason=_reason(exc)) from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("save.not_utf8") from exc


def _reason(exc: Exception) -> str:
    return (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__).rstrip(".")


class _BadNumber(ValueError):
    pass


def _int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise _BadNumber(text[:20])
    return int(text)


def _float(text: str) -> float:
    value = float(text) if len(text) <= 64 else math.inf
    if not math.isfinite(value):
        raise _BadNumber(text[:20])
    return value


def _constant(text: str) -> float:
    raise _BadNumber(text)  # NaN, Infinity, -Infinity are not JSON


def _loads(text: str) -> Any:
    _check_shape(text)
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except _BadNumber as exc:
        raise SaveError("save.bad_number") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError("save.not_json") from exc


def parse(text: str) -> dict[str, Any]:
    data = _loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.not_a_save")
    if SEALED in data:
        data = _unsealed(data)
    return _upgrade(data)


def _unsealed(data: dict[str, Any]) -> dict[str, Any]:
    """The save inside a sealed one. What does not authenticate with this installation's key
    (another computer's save, or a changed one) is refused in one sentence, and so is a plain
    header that no longer says what the sealed save does."""
    token = data[SEALED]
    _expect(isinstance(token, str) and token.isascii(), "sealed")
    try:
        text = seal.unseal(token).decode("utf-8")
    except (seal.Unsealable, UnicodeDecodeError) as exc:
        raise SaveError("save.sealed_elsewhere") from exc
    inner = _loads(text)
    if not isinstance(inner, dict) or inner.get("format") != FORMAT or SEALED in inner \
            or any(inner.get(key) != value for key, value in data.items() if key != SEALED):
        raise SaveError("save.sealed_elsewhere")
    return inner


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


def _is_time(value: Any) -> bool:
    return type(value) in (int, float) and 0 <= value <= LATEST_TIME


def _validate_header(data: dict[str, Any]) -> Any:
    """The fields the Load screen shows; returns the game's rules."""
    game = data.get("game")
    _expect(isinstance(game, str), "game_id")
    if game not in registry.playable_ids():
        raise SaveError("save.unknown_game", game="".join(c for c in game[:40]
                                                          if c.isprintable()))
    rules = registry.get(game)
    _expect(type(data.get("rules_version")) is int, "rules_version")
    players = data.get("players")
    _expect(type(players) is int and 1 <= players <= 16, "players")
    seats = data.get("seats")
    _expect(isinstance(seats, list) and len(seats) == players, "seats")
    kinds = controller_kinds(rules)
    for seat in seats:
        _expect(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and 0 < len(seat["name"]) <= 64
            and seat["name"].isprintable(),
            "seat",
        )
        _expect(seat.get("controller") in kinds, "controller")
    for key in ("created", "updated"):
        _expect(_is_time(data.get(key)), key)
    return rules


def _validate(data: dict[str, Any]) -> Any:
    rules = _validate_header(data)
    _expect(type(data.get("seed")) is int, "seed")
    _expect(isinstance(data.get("options"), dict), "options")
    players = data["players"]
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
    if "moves" in data:  # the header the Load screen shows (format 1 had none)
        _expect(type(data["moves"]) is int and data["moves"] == len(actions), "move_count")
    reseeds = data.get("reseeds")
    _expect(isinstance(reseeds, list) and all(
        isinstance(r, list) and len(r) == 2 and type(r[0]) is int and type(r[1]) is int
        and 0 <= r[0] <= len(actions) for r in reseeds), "reseeds")
    _expect(isinstance(data.get("bots"), dict), "bots")
    _expect(isinstance(data.get("snapshot"), dict), "snapshot")
    return rules


def check_position(rules: Any, state: Any, players: int) -> None:
    """Everything the table will ask of a position works and the game's own checks pass;
    SaveError otherwise. Run on any position not produced by replaying the moves: its random
    stream has no forced rolls, its values pass `validate_state`, and unless the game is over
    every seat to act has a legal move (a stuck game cannot be played on, issue #33 point 6)."""
    try:
        problems = rng.problems(state) or list(rules.validate_state(state, players))
        if not problems:
            active = [] if rules.is_over(state) else rules.active_seats(state)
            if not rules.is_over(state) and not active:
                problems.append("no seat can move")
            for seat in active:
                if not 0 <= seat < players:
                    problems.append("an active seat is out of range")
                    break
                rules.prompt(state, seat)
                if not rules.legal_actions(state, seat):
                    problems.append("a seat to act has no legal move")
                    break
            for seat in [None, *range(players)]:
                rules.view(state, seat)
    except Exception as exc:  # a hostile position must not crash the app
        raise SaveError("save.snapshot_damaged") from exc
    if problems:
        raise SaveError("save.snapshot_invalid")


def _restore_bots(session: Session, bots: dict[str, Any]) -> None:
    try:
        session.restore_bot_states(bots)
    except (ValueError, TypeError) as exc:
        raise SaveError("save.damaged", what={"t": "save.part.bots"}) from exc


def from_dict(data: dict[str, Any], use_snapshot: bool = False,
              each: Callable[[Session], None] | None = None) -> Session:
    """Rebuild a session by replaying the moves. When they do not reach the stored position
    (damage, or a rules change since the save), SaveMismatch offers the stored position if it
    passes `check_position`; otherwise SaveError. `use_snapshot` returns it directly. `each`
    sees the replaying session at the start and after each move (`Session.replay`)."""
    rules = _validate(data)
    seats = [SeatInfo(s["name"], s["controller"]) for s in data["seats"]]
    try:
        session: Session | None = Session.new(data["game"], data["seed"], data["players"],
                                              data["options"], seats)
        session.replay(data["actions"], data["reseeds"], each, data["rules_version"])
        session.created = data["created"]
        replayed = _position_hash(rules, session.state)
    except Exception:  # noqa: BLE001 — any failure of hostile moves is a mismatch, not a crash
        session, replayed = None, None
    changed = data["rules_version"] != rules_version(rules)
    try:
        snapshot = rules.from_json(data["snapshot"])
        if changed:  # as these rules would have it: a replay with filled moves is recognised
            snapshot = rules.upgrade_position(snapshot, data["rules_version"])
        snapshot.setdefault(LOG, [])  # the snapshot has no log: this position starts a new one
        seating(snapshot, data["players"])
        stored = _position_hash(rules, snapshot)
    except Exception as exc:  # noqa: BLE001 — a hostile snapshot must not crash the app
        if session is None:
            raise SaveError("save.rules_changed_refused" if changed
                            else "save.replay_failed") from exc
        raise SaveError("save.snapshot_damaged") from exc
    if session is not None and replayed == stored:
        _restore_bots(session, data["bots"])
        session.clear_undo()  # a loaded game starts with nothing to undo
        return session
    try:
        check_position(rules, snapshot, data["players"])
    except SaveError as exc:
        if changed:
            raise SaveError("save.rules_changed_refused") from exc
        if session is None:
            raise SaveError("save.replay_failed") from exc
        raise
    position = Session(rules, data["seed"], data["players"], dict(data["options"]), seats,
                       snapshot, [list(a) for a in data["actions"]],
                       reseeds=[list(r) for r in data["reseeds"]], created=data["created"])
    _restore_bots(position, data["bots"])
    if use_snapshot:
        return position
    if changed:
        raise SaveMismatch(position, "save.rules_changed")
    raise SaveMismatch(position, "save.replay_failed_offer" if session is None
                       else "save.mismatch")


def load(path: Path, use_snapshot: bool = False,
         each: Callable[[Session], None] | None = None) -> Session:
    """The session in a save file; when the file cannot be read, its `.bak` (the previous
    save) if that one loads, else the file's own sentence. `each`: see `from_dict` (a
    replay of the `.bak` starts again from its first position)."""
    path = Path(path)
    try:
        return from_dict(parse(read_text(path)), use_snapshot, each)
    except SaveMismatch:
        raise
    except SaveError as exc:
        bak = files.backup_path(path)
        if not files.is_regular_file(bak):
            raise
        try:
            return from_dict(parse(read_text(bak)), use_snapshot, each)
        except SaveError:
            raise exc from None


# -- the Load screen's light read ---------------------------------------------------------
def _header(path: Path) -> dict[str, Any]:
    """The fields before "sealed" (a plain body: before "actions"), read from the first
    HEADER_BYTES, never unsealed; the whole (bounded) file when the header is not found there
    (an old or hand-made save)."""
    try:
        head, more = files.read_head(path, HEADER_BYTES)
    except (OSError, ValueError) as exc:
        raise SaveError("save.cannot_open", reason=_reason(exc)) from exc
    cut = next((i for i in (head.find(b',"sealed":'), head.find(b',"actions":')) if i > 0), -1)
    if cut > 0:
        try:
            text = head[:cut].decode("utf-8") + "}"
        except UnicodeDecodeError as exc:
            raise SaveError("save.not_utf8") from exc
        try:
            data = parse(text)
        except SaveError:
            data = None
        if data is not None and "moves" in data:
            return data
    if more:
        data = parse(read_text(path))
    else:
        try:
            text = head.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError("save.not_utf8") from exc
        data = parse(text)
    data.setdefault("moves", len(data["actions"]) if isinstance(data.get("actions"), list)
                    else None)
    return data


def summary(path: Path, backup: bool = False) -> dict[str, Any]:
    """Light facts for the Load screen and Continue (a small header, not the whole save);
    SaveError if the file is not a readable save. With `backup`, the facts of its .bak when
    only that one is readable (what `load` would open)."""
    try:
        return _summary(Path(path))
    except SaveError:
        bak = files.backup_path(Path(path))
        if not backup or not files.is_regular_file(bak):
            raise
        try:
            return _summary(bak)
        except SaveError:
            pass
        raise


def _summary(path: Path) -> dict[str, Any]:
    data = _header(path)
    _validate_header(data)
    moves, over = data.get("moves"), data.get("over")
    _expect(type(moves) is int and moves >= 0, "moves")
    progress = _header_progress(data.get("progress"))
    order = data.get("seating", list(range(data["players"])))
    _expect(isinstance(order, list) and sorted(order) == list(range(data["players"])),
            "seating")
    if "over" not in data:  # an old save: its stored position says
        over = _old_over(data)
    _expect(type(over) is bool, "over")
    return {
        "game": data["game"],
        "seats": [data["seats"][p]["name"] for p in order],
        "controllers": [data["seats"][p]["controller"] for p in order],  # bots said on Load
        "moves": moves,
        "updated": data["updated"],
        "progress": progress,
        "over": over,
    }


_KEY = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)+")


def _header_progress(value: Any) -> Prompt | None:
    """A header's progress message (None: none), refused unless it is a plain catalog key
    with short plain params: a hostile file must not reach the formatter with anything else.
    Older saves stored it as text: shown as nothing."""
    if value is None or isinstance(value, str):
        return None
    _expect(isinstance(value, dict) and isinstance(value.get("key"), str)
            and _KEY.fullmatch(value["key"]) is not None
            and isinstance(value.get("params"), dict)
            and all(isinstance(k, str) and (type(v) is int or (isinstance(v, str) and len(v) < 80
                                                               and v.isprintable()))
                    for k, v in value["params"].items()), "progress")
    return Prompt(value["key"], dict(value["params"]))


def _old_over(data: dict[str, Any]) -> bool | None:
    rules = registry.get(data["game"])
    try:
        return bool(rules.is_over(rules.from_json(data["snapshot"])))
    except Exception:  # noqa: BLE001 — unknown: listed as finished, opened with checks
        return True
