"""The rules and the engine never import pygame (DESIGN §1), directly or through another module:
bots, tools, benches and the conformance suite run them without a display."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The engine, the card-driven layer and every game's rules package (found, not listed).
GAMES = sorted(p.parent.parent.name for p in (ROOT / "game" / "games").glob("*/rules/__init__.py"))
PURE = ("game.engine", "game.cdg", *(f"game.games.{game}.rules" for game in GAMES))

# Imports every module of the pure packages in a fresh interpreter, then names the pygame
# modules that came along (a test process has pygame loaded already, so it must be fresh).
SCRIPT = """
import importlib, pkgutil, sys
names = []
for package in {packages!r}:
    root = importlib.import_module(package)
    names.append(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        importlib.import_module(info.name)
        names.append(info.name)
print(len(names))
print(",".join(sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))))
"""


def _imported(packages: tuple[str, ...]) -> tuple[int, list[str]]:
    out = subprocess.run([sys.executable, "-c", SCRIPT.format(packages=packages)], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return int(out[0]), list(filter(None, out[1].split(",")))


def test_no_module_under_the_engine_or_a_games_rules_imports_pygame():
    count, pygame_modules = _imported(PURE)
    assert len(PURE) >= 6 and count > 40  # every module was imported, not just the packages
    assert pygame_modules == []


def test_the_check_sees_pygame_when_a_module_brings_it():
    count, pygame_modules = _imported(("game.ui.widgets",))
    assert count > 1 and "pygame" in pygame_modules
