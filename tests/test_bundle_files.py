"""What the standalone build bundles (tools/bundle_files.py, used by build.spec)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n
from tools.bundle_files import (
    APP_DISTS,
    BUILD_DISTS,
    LICENSED_DISTS,
    data_files,
    package_data_patterns,
    stage_licences,
)

ROOT = Path(__file__).resolve().parent.parent


def bundled(root: Path = ROOT) -> set[str]:
    return {f"{dest}/{Path(src).name}" for src, dest in data_files(root)}


def test_fonts_locale_maps_and_every_game_data_folder_are_bundled():
    files = bundled()
    for font in ("NanumGothic.ttf", "NanumGothicBold.ttf", "OFL-NanumGothic.txt"):
        assert f"sprites/fonts/{font}" in files
    locale = {str(p.relative_to(ROOT)) for lang in ("en", "ko") for p in i18n.catalog_files(lang)}
    assert locale and locale <= files
    game_data = {str(p.relative_to(ROOT)) for p in ROOT.glob("game/games/*/rules/data/*.json")}
    assert game_data <= files
    maps = {str(p.relative_to(ROOT)) for p in (ROOT / "maps").rglob("*") if p.is_file()}
    assert maps <= files
    assert not any(f.endswith((".py", ".pyc")) or "__pycache__" in f for f in files)


def test_destinations_mirror_the_source_tree_for_resource_path():
    for src, dest in data_files():
        assert Path(src).parent == ROOT / dest


def test_a_new_game_is_collected_without_touching_the_build(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.setuptools.package-data]\n"*" = ["*.json", "*.md"]\n', "utf-8")
    new_game = tmp_path / "game" / "games" / "new_game"
    (new_game / "rules" / "data").mkdir(parents=True)
    (new_game / "rules" / "data" / "cards.json").write_text("[]", "utf-8")
    (new_game / "rules" / "__init__.py").write_text("", "utf-8")
    (new_game / "locale" / "ko").mkdir(parents=True)
    (new_game / "locale" / "ko" / "game.json").write_text("{}", "utf-8")
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "new_game.tmx").write_text("<map/>", "utf-8")
    assert bundled(tmp_path) == {"game/games/new_game/rules/data/cards.json",
                                 "game/games/new_game/locale/ko/game.json",
                                 "maps/new_game.tmx"}


def test_package_data_patterns_follow_pyproject():
    assert {"*.json", "*.md"} <= set(package_data_patterns())


def test_licences_are_staged_from_installed_packages(tmp_path):
    names = {p.name for p in stage_licences(tmp_path / "licenses", dists=APP_DISTS)}
    assert {"pygame-ce-LGPL.txt", "pytmx-LICENSE.txt", "SDL2-zlib.txt", "NanumGothic-OFL.txt",
            "Python-LICENSE.txt", "README.txt"} <= names
    assert "LESSER GENERAL PUBLIC" in (tmp_path / "licenses" / "pygame-ce-LGPL.txt").read_text()


def test_a_bundle_without_a_licence_text_is_refused(tmp_path):
    missing = (("no-such-distribution", "x", "a library that is not installed"),)
    with pytest.raises(FileNotFoundError, match="a library that is not installed"):
        stage_licences(tmp_path / "licenses", dists=APP_DISTS + missing)


def test_the_build_stages_the_pyinstaller_bootloader_licence_too():
    """The build's default list has it; `make exe-test` (tools/exe_test.REQUIRED_LICENCES)
    checks it is in the built program, where PyInstaller is installed."""
    from tools.exe_test import REQUIRED_LICENCES

    assert set(BUILD_DISTS) <= set(LICENSED_DISTS)
    staged = {f"{file}-" for _, file, _ in BUILD_DISTS}
    assert all(any(n.startswith(p) for n in REQUIRED_LICENCES) for p in staged)


def test_spec_uses_the_helpers_and_no_upx():
    spec = (ROOT / "build.spec").read_text("utf-8")
    assert "data_files(ROOT)" in spec and "stage_licences(" in spec
    assert "hotseat_entry.py" in spec
    assert not re.search(r"upx\s*=\s*True", spec)
    assert len(re.findall(r"upx\s*=\s*False", spec)) >= 3  # both EXEs and COLLECT
