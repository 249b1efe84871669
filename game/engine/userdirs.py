"""The per-user folders (platformdirs): saves under the data folder, settings and the save key
under the config folder. `HOTSEAT_DATA_DIR` holds both in tests and smoke runs. Looking never
creates a folder; the writers do."""

from __future__ import annotations

import os
from pathlib import Path

DATA_ENV = "HOTSEAT_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path("Hotseat", appauthor=False)


def config_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override) / "config"
    from platformdirs import user_config_path

    return user_config_path("Hotseat", appauthor=False)
