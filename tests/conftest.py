"""Test-wide setup: headless SDL, a throwaway data dir, and the test games enrolled through
`HOTSEAT_EXTRA_GAMES` (the toy hidden-hand game, a game folder of its own in tests/toy_game/,
and the sealed-bid game of simultaneous secret choices)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["HOTSEAT_EXTRA_GAMES"] = "tests.toy_game,tests.sealedbid:RULES"
os.environ["HOTSEAT_SEARCH_ITERATIONS"] = "20"  # Hard bots choose by count, not by the clock

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from tests import sealedbid  # noqa: E402

i18n.add_messages("en", sealedbid.MESSAGES)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    """Every test gets its own per-user data dir: nothing touches the real one."""
    monkeypatch.setenv("HOTSEAT_DATA_DIR", str(tmp_path / "userdata"))
    # English unless a test says otherwise, whatever the machine's locale (the first start
    # follows the system language, issue #20).
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    i18n.set_language("en")
