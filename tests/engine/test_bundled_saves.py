"""Every position bundled under `saves/fixtures/` loads on any computer (plain, not sealed),
replays to the position it stores, and plays on: the fixtures keep the rules versions they were
written with, so a rules change that strands old saves fails here (issue #33: nothing lost)."""

from pathlib import Path

import pytest

from game.engine import registry, saves

BUNDLED = Path(__file__).resolve().parents[2] / "saves"
FILES = sorted((BUNDLED / "fixtures").glob("*.json"))  # tutorials are scripts, not saves


def test_every_game_has_a_bundled_fixture():
    games = {saves.parse(path.read_text(encoding="utf-8"))["game"] for path in FILES}
    assert games == set(registry.product_ids())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_bundled_save_loads_replays_and_plays_on(path):
    data = saves.parse(path.read_text(encoding="utf-8"))
    assert saves.SEALED not in path.read_text(encoding="utf-8")  # plain: any computer
    session = saves.load(path)
    assert len(session.actions) == data["moves"]
    assert session.rules.rules_version >= data["rules_version"]
    assert not session.is_over()
    seat = session.active_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert len(session.actions) == data["moves"] + 1
