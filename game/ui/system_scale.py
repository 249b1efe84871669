"""The display scale the system asks for, read once on the first start (no settings file yet)
so a high-resolution screen opens at a UI scale that reads (issue #39.2).

What is read, by system:
- Windows: the DPI Windows reports to this process (`user32.GetDpiForSystem`, else
  `gdi32.GetDeviceCaps(LOGPIXELSX)`) / 96. A process Windows does not treat as DPI-aware is
  told 96 and stretched by Windows itself, so it gets 100% here, not a second scaling.
- Linux and other Unix: `GDK_SCALE` (GTK's whole-number scale), then `QT_SCALE_FACTOR`, then
  the X resource `Xft.dpi` (`xrdb -query`; GNOME and KDE set it from the desktop's scale) / 96.
- macOS: nothing. The system already scales points to pixels on a Retina screen: 100%.
Nothing readable gives None (100%). The readers are handed in, so tests use fakes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping

BASE_DPI = 96.0  # the DPI at which Windows and X draw at 100%


def read_scale(platform: str, env: Mapping[str, str],
               windows_dpi: Callable[[], float | None],
               xft_dpi: Callable[[], float | None]) -> float | None:
    """The system's display scale as a factor (1.5 for 150%), or None when none is read."""
    if platform == "darwin":
        return None
    if platform == "win32":
        dpi = windows_dpi()
        return dpi / BASE_DPI if dpi and dpi > 0 else None
    for name in ("GDK_SCALE", "QT_SCALE_FACTOR"):
        try:
            factor = float(env.get(name, ""))
        except ValueError:
            continue
        if 0 < factor <= 8:
            return factor
    dpi = xft_dpi()
    return dpi / BASE_DPI if dpi and dpi > 0 else None


def parse_xft_dpi(resources: str) -> float | None:
    """`Xft.dpi` from the text of `xrdb -query`."""
    for line in resources.splitlines():
        name, _, value = line.partition(":")
        if name.strip() == "Xft.dpi":
            try:
                return float(value.strip())
            except ValueError:
                return None
    return None


def _xft_dpi() -> float | None:
    if not os.environ.get("DISPLAY") or not shutil.which("xrdb"):
        return None
    try:
        done = subprocess.run(["xrdb", "-query"], capture_output=True, text=True, timeout=2,
                              check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return parse_xft_dpi(done.stdout) if done.returncode == 0 else None


def _windows_dpi() -> float | None:
    try:
        import ctypes

        windll = ctypes.windll  # type: ignore[attr-defined]
        try:
            return float(windll.user32.GetDpiForSystem())  # Windows 10 1607 on
        except AttributeError:
            LOGPIXELSX = 88
            dc = windll.user32.GetDC(0)
            try:
                return float(windll.gdi32.GetDeviceCaps(dc, LOGPIXELSX))
            finally:
                windll.user32.ReleaseDC(0, dc)
    except (AttributeError, OSError, ValueError):
        return None


def system_scale() -> float | None:
    """The display scale of the system this runs on (see the module note)."""
    return read_scale(sys.platform, os.environ, _windows_dpi, _xft_dpi)
