"""Where bundled files are: the source tree, or PyInstaller's unpack folder when frozen."""

from __future__ import annotations

import sys
from pathlib import Path

_ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled resource, e.g. resource_path("maps", "x.tmx")."""
    return _ROOT.joinpath(*parts)
