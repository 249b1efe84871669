"""What the standalone build (build.spec) bundles: data files and the licences of bundled parts.

Kept out of build.spec so tests can check the file list without running PyInstaller.
Everything is found generically (whole asset folders, every package-data file under game/),
so a new game's data/ folder, locale or map is bundled without touching the build.
"""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import sys
import sysconfig
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Top-level folders copied whole; resource_path() looks them up under the same names.
ASSET_DIRS = ("maps", "sprites", "saves")
# Package data under game/ (locale, each game's data/*.json, STATE.md …). The patterns come
# from pyproject's [tool.setuptools.package-data] so the wheel and the bundle agree.
DEFAULT_PACKAGE_DATA = ("*.json", "*.md")

# (distribution, file prefix in licenses/, what it is). Licence files are found in the
# installed distribution's RECORD, so the text matches the version that gets bundled.
# The app's own dependencies are always installed; PyInstaller only with the `build` extra
# (`make test` needs just the `test` extra, so the tests stage the app's licences alone).
APP_DISTS = (
    ("pygame-ce", "pygame-ce", "pygame-ce (LGPL-2.1-or-later)"),
    ("pytmx", "pytmx", "PyTMX (LGPL-3.0)"),
    ("platformdirs", "platformdirs", "platformdirs (MIT)"),
    ("cryptography", "cryptography", "cryptography (Apache-2.0 or BSD-3-Clause)"),
    ("cffi", "cffi", "cffi (MIT)"),
    ("pycparser", "pycparser", "pycparser (BSD-3-Clause)"),
)
BUILD_DISTS = (
    ("pyinstaller", "PyInstaller-bootloader", "PyInstaller bootloader (GPL-2.0 with exception)"),
)
LICENSED_DISTS = APP_DISTS + BUILD_DISTS
_LICENCE_NAME = re.compile(r"^(licen[cs]e|copying|lgpl|notice)", re.IGNORECASE)

# Files the distributions do not ship: (source relative to ROOT, name in licenses/).
EXTRA_LICENCES = (
    ("tools/licenses/SDL2-zlib.txt", "SDL2-zlib.txt"),
    ("sprites/fonts/OFL-NanumGothic.txt", "NanumGothic-OFL.txt"),
)

NOTICE = """Hotseat bundles the following third-party software and fonts.
Their licence texts are in this folder.

- Python {python} (PSF licence): Python-LICENSE.txt
- pygame-ce (LGPL-2.1-or-later): pygame-ce-*.txt. Its shared libraries (in the bundle next to
  the program) include SDL2, SDL2_image, SDL2_mixer, SDL2_ttf (zlib: SDL2-zlib.txt), FreeType
  (FreeType licence), HarfBuzz (MIT), libpng, libjpeg-turbo, libwebp, libtiff, zlib, and audio
  codecs (FLAC, Ogg/Vorbis, Opus, mpg123, libsndfile, libxmp, WavPack, FluidSynth, PortMidi).
  Source: https://github.com/pygame-community/pygame-ce
- PyTMX (LGPL-3.0): pytmx-*.txt. Source: https://github.com/bitcraft/pytmx
- platformdirs (MIT): platformdirs-*.txt
- cryptography (Apache-2.0 or BSD-3-Clause, at your choice): cryptography-*.txt. Its compiled
  module includes OpenSSL (Apache-2.0). Source: https://github.com/pyca/cryptography
- cffi (MIT): cffi-*.txt; pycparser (BSD-3-Clause): pycparser-*.txt
- PyInstaller bootloader (GPL-2.0 with the bootloader exception): PyInstaller-bootloader-*.txt
- NanumGothic font (SIL Open Font Licence 1.1): NanumGothic-OFL.txt

The LGPL libraries are used unmodified as separate modules and shared libraries inside the
bundle folder; you may replace them with your own builds of the same versions.
"""


def package_data_patterns(root: Path = ROOT) -> tuple[str, ...]:
    try:
        config = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))
        patterns = config["tool"]["setuptools"]["package-data"]["*"]
    except (OSError, KeyError, TypeError, tomllib.TOMLDecodeError):
        return DEFAULT_PACKAGE_DATA
    return tuple(patterns) or DEFAULT_PACKAGE_DATA


def _wanted(path: Path, root: Path) -> bool:
    hidden = any(part.startswith(".") or part == "__pycache__"
                 for part in path.relative_to(root).parts)
    return path.is_file() and not hidden


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """PyInstaller `datas`: (absolute source file, destination folder inside the bundle).

    Files are listed one by one (not as folders) so empty folders such as maps/ today do not
    break the build, and the destination mirrors the source tree for resource_path().
    """
    files: set[Path] = set()
    for name in ASSET_DIRS:
        folder = root / name
        if folder.is_dir():
            files.update(p for p in folder.rglob("*") if _wanted(p, root))
    for pattern in package_data_patterns(root):
        files.update(p for p in (root / "game").rglob(pattern) if _wanted(p, root))
    return [(str(p), str(p.relative_to(root).parent)) for p in sorted(files)]


def _dist_licences(dist_name: str) -> list[Path]:
    try:
        dist = importlib.metadata.distribution(dist_name)
    except importlib.metadata.PackageNotFoundError:
        return []
    found = [Path(dist.locate_file(f)) for f in dist.files or () if _LICENCE_NAME.match(f.name)]
    return sorted(p for p in found if p.is_file())


def _python_licence() -> Path | None:
    # Unix keeps it beside the stdlib, Windows in the install root.
    for candidate in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                      Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            return candidate
    return None


def stage_licences(dest: Path, root: Path = ROOT,
                   dists: tuple[tuple[str, str, str], ...] = LICENSED_DISTS) -> list[Path]:
    """Copy every licence text into `dest` (recreated) and return the files written.

    Raises FileNotFoundError when a required text is missing: shipping a bundle without its
    LGPL/zlib/OFL notices is a licence breach, so the build must stop instead.
    """
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    written: list[Path] = []

    def copy(src: Path, name: str) -> None:
        target = dest / name
        shutil.copyfile(src, target)
        written.append(target)

    for dist_name, prefix, what in dists:
        texts = _dist_licences(dist_name)
        if not texts:
            raise FileNotFoundError(f"No licence text found in the installed {what}.")
        for src in texts:
            copy(src, f"{prefix}-{src.stem}.txt")
    for rel, name in EXTRA_LICENCES:
        src = root / rel
        if not src.is_file():
            raise FileNotFoundError(f"Missing licence text {rel}.")
        copy(src, name)
    python = _python_licence()
    if python is None:
        raise FileNotFoundError("Python's LICENSE.txt was not found next to the stdlib.")
    copy(python, "Python-LICENSE.txt")
    notice = dest / "README.txt"
    notice.write_text(NOTICE.format(python=sys.version.split()[0]), "utf-8")
    written.append(notice)
    return written


if __name__ == "__main__":  # a quick look: python -m tools.bundle_files
    for src, target in data_files():
        print(f"{target}/{Path(src).name}")
