"""The one way Hotseat writes and reads its own files (saves, settings): atomic and bounded.

Writing: temp file in the same folder → fsync → keep the previous file as `<name>.bak` (a
hard link, or a copy where links are not supported) → replace → fsync the folder. At every
instant the target name holds either the old or the new complete file, so a kill between any
two steps loses nothing. Orphan `.tmp-*` files of interrupted writes are removed by the next
write into the same folder. `create_new` writes a file only where none exists (the save key).

Reading: only regular files (never a FIFO, device, folder or symlink: opening a named pipe
would block forever), never more than a given number of bytes.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
from pathlib import Path

TMP_PREFIX = ".tmp-"
ORPHAN_AGE = 60.0  # seconds: an older temp file belongs to a write that was interrupted


class FileTooLarge(OSError):
    """The file is larger than the reader's bound."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable. Windows cannot open folders; its rename is durable enough."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_orphans(folder: Path, now: float | None = None) -> None:
    """Delete temp files left by writes that were killed (best effort)."""
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        try:
            if (entry.name.startswith(TMP_PREFIX) and entry.is_file(follow_symlinks=False)
                    and now - entry.stat(follow_symlinks=False).st_mtime > ORPHAN_AGE):
                os.unlink(entry.path)
        except OSError:
            pass


def _keep_backup(path: Path) -> None:
    """`<path>.bak` becomes the current file; `path` itself is never missing meanwhile."""
    bak = backup_path(path)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".bak", dir=path.parent)
    os.close(fd)
    try:
        os.unlink(tmp)
        try:
            os.link(path, tmp)
        except OSError:  # no hard links here (FAT, some network drives): copy instead
            shutil.copyfile(path, tmp)
        os.replace(tmp, bak)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Write `data` to `path` atomically (see the module text). Raises OSError on failure,
    leaving the previous file (and its .bak) as they were and no temp file behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_orphans(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=path.suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if keep_backup and is_regular_file(path):
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def create_new(path: Path, data: bytes) -> bool:
    """Write a new file, readable by its owner only, unless `path` already exists: then the
    existing file wins and nothing changes (False). Two processes racing to create the same
    file (the save key) end with one file that both then read."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_orphans(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, dir=path.parent)  # mode 0600 on POSIX
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)  # fails when the name exists: never overwrites
        except FileExistsError:
            return False
        except OSError:  # no hard links here: a narrower race, still never over a file
            if os.path.lexists(path):
                return False
            os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)
    _fsync_dir(path.parent)
    return True


def is_regular_file(path: Path) -> bool:
    """A regular file that is not a symlink; never raises."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def _read(path: Path, limit: int) -> tuple[bytes, bool]:
    """Up to `limit` bytes of a regular file and whether more follow."""
    if not is_regular_file(path):
        raise OSError(0, "it is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the check
            raise OSError(0, "it is not a regular file")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    return data[:limit], size > limit


def read_bounded(path: Path, limit: int) -> bytes:
    """A whole regular file of at most `limit` bytes. OSError for anything else
    (FileTooLarge when it holds more), so a hostile folder never blocks or exhausts memory."""
    data, more = _read(path, limit)
    if more:
        raise FileTooLarge(0, "the file is too large")
    return data


def read_head(path: Path, limit: int) -> tuple[bytes, bool]:
    """The first `limit` bytes of a regular file, and whether the file goes on."""
    return _read(path, limit)
