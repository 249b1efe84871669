"""`python -m game --smoke` from the source tree (the frozen build is `make exe-test`)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import registry

ROOT = Path(__file__).resolve().parent.parent
REPORT = re.compile(r"^smoke ok: title \+ (\d+) boards \((.*)\) in [0-9.]+ s; first frame .+$")


def run_smoke(tmp_path: Path, extra_games: str | None) -> tuple[subprocess.CompletedProcess, Path]:
    data = tmp_path / "userdata"
    data.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in ("HOTSEAT_EXTRA_GAMES", "SDL_VIDEODRIVER", "XDG_CONFIG_HOME",
                        "XDG_DATA_HOME")}
    env.update(HOTSEAT_DATA_DIR=str(data), HOME=str(home), PYTHONPATH=str(ROOT))
    if extra_games:
        env["HOTSEAT_EXTRA_GAMES"] = extra_games
    # From another directory: nothing may depend on the working directory.
    proc = subprocess.run([sys.executable, "-m", "game", "--smoke"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    return proc, tmp_path


def written(tmp_path: Path) -> list[str]:
    return sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")
                  if p.name not in ("userdata", "home"))


def test_smoke_draws_title_and_every_playable_board_and_writes_nothing(tmp_path):
    proc, _ = run_smoke(tmp_path, None)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, proc.stdout
    match = REPORT.match(lines[0])
    assert match, lines[0]
    real_games = registry.product_ids()  # the toy game is tests-only
    assert int(match.group(1)) == len(real_games)
    assert match.group(2) == ", ".join(real_games)
    assert written(tmp_path) == []  # no settings, no saves folder, no autosave


def test_smoke_includes_extra_registered_games(tmp_path):
    proc, _ = run_smoke(tmp_path, "tests.toy_game")
    assert proc.returncode == 0, proc.stderr
    match = REPORT.match(proc.stdout.strip())
    assert match and "toy" in match.group(2).split(", "), proc.stdout
    assert written(tmp_path) == []


def test_smoke_failure_is_one_line_and_non_zero(tmp_path):
    proc, _ = run_smoke(tmp_path, "no_such_module_for_smoke:RULES")
    assert proc.returncode != 0
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("smoke FAILED: "), proc.stderr
    assert "no_such_module_for_smoke" in lines[0]


def _copy_of_the_program(tmp_path: Path, damage) -> Path:
    """The `game` package, `maps/` and the fonts copied under tmp_path, with `damage(root)`
    done."""
    import shutil

    root = tmp_path / "copy"
    shutil.copytree(ROOT / "game", root / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "maps", root / "maps")
    shutil.copytree(ROOT / "sprites" / "fonts", root / "sprites" / "fonts")
    damage(root)
    return root


def _smoke_copy(tmp_path: Path, damage) -> subprocess.CompletedProcess:
    root = _copy_of_the_program(tmp_path, damage)
    env = {k: v for k, v in os.environ.items() if k != "HOTSEAT_EXTRA_GAMES"}
    env.update(HOTSEAT_DATA_DIR=str(tmp_path / "userdata"), PYTHONPATH=str(root))
    return subprocess.run([sys.executable, "-m", "game", "--smoke"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("damage", [
    pytest.param(lambda root: shutil_rmtree(root / "maps"), id="maps-missing"),
    pytest.param(lambda root: (root / "maps" / "kabale_und_hiebe.tmx").write_text("<map oops"),
                 id="map-damaged"),
    pytest.param(lambda root: (root / "maps" / "dawn_of_freedom_board.png")
                 .write_bytes(b"not a png"), id="art-damaged"),
])
def test_smoke_fails_when_a_board_map_is_missing_or_damaged(tmp_path, damage):
    """Issue #13 point 8: smoke opens every board's map; today it says "ok" without maps/."""
    proc = _smoke_copy(tmp_path, damage)
    assert proc.returncode == 1, proc.stdout
    assert proc.stderr.startswith("smoke FAILED: board "), proc.stderr


FONTS = Path("sprites") / "fonts"
KO_UI = Path("game") / "locale" / "ko" / "ui.json"


@pytest.mark.parametrize("damage, named", [
    pytest.param(lambda root: (root / FONTS / "NanumGothicBold.ttf").unlink(),
                 "NanumGothicBold.ttf", id="font-missing"),
    pytest.param(lambda root: (root / FONTS / "NanumGothic.ttf").write_bytes(b"not a font"),
                 "NanumGothic.ttf", id="font-damaged"),
    pytest.param(lambda root: (root / KO_UI).write_text('{"title.load": "불러오', "utf-8"),
                 "ui.json", id="catalog-damaged"),
    pytest.param(lambda root: (root / KO_UI).unlink(), "ko lacks", id="catalog-missing"),
])
def test_smoke_fails_when_a_font_or_catalog_file_is_missing_or_damaged(tmp_path, damage,
                                                                        named):
    """Issue #33 point 8: the app quietly falls back (Korean drawn as boxes, English shown),
    so smoke used to pass."""
    proc = _smoke_copy(tmp_path, damage)
    assert proc.returncode == 1, proc.stdout
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("smoke FAILED: resources: "), proc.stderr
    assert named in lines[0]


def shutil_rmtree(path: Path) -> None:
    import shutil

    shutil.rmtree(path)
