"""Issue #33 point 5: the save is not a cheat sheet. The app writes the seed, the moves, the
bots' memory and the position (hands, deck, the random generator) sealed under a key made once
per installation; the Load screen reads only the plain header; an edited seal, or one made
with another installation's key, is one sentence; plain saves of older versions still load."""

from __future__ import annotations

import json
import os
import stat

import pytest

from game.engine import files, saves, seal
from game.engine.data import state_hash
from game.engine.session import SeatInfo, Session

SEED = 918273645  # long enough that finding it in the file by chance is out of the question


def kabale(moves: int = 6) -> Session:
    """Kabale und Hiebe a few moves in: named cards in hands and decks, a hidden pick made."""
    session = Session.new("kabale_und_hiebe", SEED, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")])
    for _ in range(moves):
        seat = session.active_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    return session


def _hidden_names(state) -> set[str]:
    """Every card name in a hand or a deck."""
    return {card for pile in (*state["hands"], *state["decks"]) for card in pile}


def test_issue_33_5_the_file_shows_no_hand_deck_seed_or_moves(tmp_path):
    session = kabale()
    path = tmp_path / "g.json"
    saves.write(session, path)
    raw = path.read_bytes()
    names = _hidden_names(session.state)
    assert len(names) >= 5
    for name in names:
        assert f'"{name}"'.encode() not in raw, name
    for key in ("seed", "actions", "snapshot", "hands", "rng", "bots", "options"):
        assert f'"{key}"'.encode() not in raw, key
    assert str(SEED).encode() not in raw
    # The header stays plain: the Load screen lists the game without opening the seal.
    header = json.loads(raw)
    assert header["game"] == "kabale_und_hiebe" and header["moves"] == 6
    assert [s["name"] for s in header["seats"]] == ["Ada", "Ben"]
    info = saves.summary(path)
    assert info["moves"] == 6 and info["seats"] == ["Ada", "Ben"] and not info["over"]
    loaded = saves.load(path)
    assert state_hash(loaded.state) == state_hash(session.state)
    assert loaded.seed == SEED and loaded.actions == session.actions


def _edit_token(path, at: float) -> None:
    data = json.loads(path.read_text())
    token = data[saves.SEALED]
    i = int(len(token) * at)
    data[saves.SEALED] = token[:i] + ("A" if token[i] != "A" else "B") + token[i + 1:]
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("at", [0.02, 0.5, 0.98])
def test_issue_33_5_an_edited_seal_is_refused_in_one_sentence(tmp_path, at):
    path = tmp_path / "g.json"
    saves.write(kabale(), path)
    _edit_token(path, at)
    with pytest.raises(saves.SaveError, match="made on another computer, or it was changed"):
        saves.load(path)


def test_issue_33_5_a_header_that_disagrees_with_the_seal_is_refused(tmp_path):
    path = tmp_path / "g.json"
    saves.write(kabale(), path)
    data = json.loads(path.read_text())
    data["seats"][0]["controller"] = "rule"  # a bot in Ada's seat: would change the game
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="made on another computer, or it was changed"):
        saves.load(path)


def test_issue_33_5_another_installations_save_is_refused_and_its_header_still_lists(
        tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    saves.write(kabale(), path)
    monkeypatch.setenv("HOTSEAT_DATA_DIR", str(tmp_path / "other computer"))
    assert saves.summary(path)["moves"] == 6  # listed from the plain header
    with pytest.raises(saves.SaveError, match="made on another computer") as caught:
        saves.load(path)
    assert str(caught.value).count(".") == 1  # one sentence
    saves.write(kabale(2), tmp_path / "mine.json")  # this installation's own key from now on
    assert len(saves.load(tmp_path / "mine.json").actions) == 2
    with pytest.raises(saves.SaveError, match="made on another computer"):
        saves.load(path)


def test_issue_33_5_the_key_is_made_once_per_installation_and_reused(tmp_path):
    key = seal.key_path()
    assert key.parent == tmp_path / "userdata" / "config"  # the config folder, not the saves
    assert not key.exists()
    with pytest.raises(saves.SaveError):
        saves.load(tmp_path / "none.json")
    assert not key.exists()
    saves.write(kabale(1), tmp_path / "a.json")
    first = key.read_bytes()
    if os.name == "posix":
        assert stat.S_IMODE(key.stat().st_mode) == 0o600  # the owner's alone
    saves.write(kabale(2), tmp_path / "b.json")
    saves.write(kabale(3), tmp_path / "a.json")
    assert key.read_bytes() == first
    assert sorted(p.name for p in key.parent.iterdir()) == ["save.key"]
    assert len(saves.load(tmp_path / "a.json").actions) == 3
    # A second process racing to make the key keeps the first one's.
    assert files.create_new(key, b"another key") is False
    assert key.read_bytes() == first


def test_a_damaged_key_is_kept_aside_and_saving_goes_on(tmp_path):
    saves.write(kabale(1), tmp_path / "old.json")
    seal.key_path().write_bytes(b"not a key")
    saves.write(kabale(2), tmp_path / "new.json")
    assert len(saves.load(tmp_path / "new.json").actions) == 2
    kept = [p.name for p in seal.key_path().parent.iterdir() if p.name != "save.key"]
    assert len(kept) == 1 and kept[0].startswith("save.key.damaged-")
    with pytest.raises(saves.SaveError, match="made on another computer"):
        saves.load(tmp_path / "old.json")


@pytest.mark.parametrize("version", [2, 3])
def test_plain_saves_still_load(tmp_path, version):
    """Format 2 (every save before issue #33) and a plain format 3 body (a bundled scenario)
    load as they did; the app itself never writes a plain one."""
    session = kabale()
    data = saves.to_dict(session)
    data["format_version"] = version
    path = tmp_path / f"v{version}.json"
    path.write_text(json.dumps(data))
    assert state_hash(saves.load(path).state) == state_hash(session.state)
    assert saves.summary(path)["moves"] == 6


def test_verify_save_replay_and_review_read_a_sealed_save(tmp_path, capsys):
    from game.cli import main
    from game.engine.review import review_file

    session = kabale()
    path = tmp_path / "g.json"
    saves.write(session, path)
    assert main(["verify-save", str(path)]) == 0
    assert "6 moves" in capsys.readouterr().out
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out
    assert review_file(path).steps == 6
