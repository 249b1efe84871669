"""Sealing the hidden part of a save (issue #33 point 5): authenticated encryption (the
`cryptography` package's Fernet: AES-128-CBC with an HMAC-SHA256) under a key made once per
installation and kept in the per-user config folder (`save.key`, readable by its owner only).

A sealed save shows neither hands nor deck nor future dice in a text editor, and any change to
the sealed part (or a key from another installation) fails authentication. It is a seal
against a glance, not a vault: whoever owns the machine can read the key file (README, "What a
save protects").
"""

from __future__ import annotations

import time
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken

from . import files
from .userdirs import config_dir

KEY_FILE = "save.key"
KEY_BYTES = 256  # a Fernet key is 44 characters; anything much longer is not one


class Unsealable(ValueError):
    """The sealed text does not open with this installation's key (another computer's save,
    a changed file, or no key here yet)."""


def key_path() -> Path:
    return config_dir() / KEY_FILE


def _read_key(path: Path) -> Fernet | None:
    """This installation's key, or None when there is none (or it is not a key)."""
    try:
        return Fernet(files.read_bounded(path, KEY_BYTES).strip())
    except (OSError, ValueError):
        return None


def _key(create: bool) -> Fernet | None:
    path = key_path()
    key = _read_key(path)
    if key is not None or not create:
        return key
    if files.is_regular_file(path) or path.is_symlink():
        # A damaged key opens nothing; keep it aside (never delete what might be repaired)
        # and make a new one so saving goes on.
        path.rename(path.with_name(f"{KEY_FILE}.damaged-{int(time.time())}"))
    files.create_new(path, Fernet.generate_key())
    key = _read_key(path)  # whichever key won a race to create it
    if key is None:
        raise OSError(0, "the save key could not be created")
    return key


def seal(data: bytes) -> str:
    """`data` sealed with this installation's key (made on first use); OSError when the key
    cannot be read or made."""
    key = _key(create=True)
    assert key is not None
    return key.encrypt(data).decode("ascii")


def unseal(token: str) -> bytes:
    """The data in a sealed text; Unsealable when it does not authenticate here."""
    key = _key(create=False)
    if key is None:
        raise Unsealable("no save key on this installation")
    try:
        return key.decrypt(token.encode("ascii"))
    except (InvalidToken, UnicodeEncodeError) as exc:
        raise Unsealable("the sealed part does not authenticate") from exc
