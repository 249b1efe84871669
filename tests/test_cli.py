"""The headless tools: selfplay, replay, verify-save (issue #2 item 5)."""

import json
import os
import subprocess
import sys

import pytest

from game.cli import main
from game.engine import registry, saves
from game.engine.session import SeatInfo, Session

ENV = {**os.environ, "HOTSEAT_EXTRA_GAMES": "tests.toy_game"}


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True,
                          text=True, env=ENV, timeout=120)


def test_selfplay_prints_one_line_per_game_and_a_summary(capsys):
    assert main(["selfplay", "--game", "toy", "--games", "5", "--seed", "3",
                 "--players", "3"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [g["seed"] for g in lines[:5]] == [3, 4, 5, 6, 7]
    for game in lines[:5]:
        assert game["winner"] and game["reason"] == "all cards played" and game["actions"] > 0
        assert game["seconds"] >= 0
    assert lines[5]["games"] == 5 and lines[5]["games_per_s"] > 0
    assert lines[5]["actions_per_s"] > 0


def test_selfplay_is_reproducible(capsys):
    main(["selfplay", "--game", "toy", "--games", "3", "--seed", "8"])
    first = capsys.readouterr().out.splitlines()[:3]
    main(["selfplay", "--game", "toy", "--games", "3", "--seed", "8"])
    again = capsys.readouterr().out.splitlines()[:3]
    strip = [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in first]
    assert strip == [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in again]


@pytest.mark.parametrize("args, message", [
    (["selfplay", "--game", "chess"], "known games: " + ", ".join(registry.playable_ids())),
    (["selfplay", "--game", "toy", "--players", "9"], "takes 2 to 4 players"),
    (["selfplay", "--game", "toy", "--games", "0"], "at least 1"),
    (["selfplay", "--game", "toy", "--bots", "random,clever"], "Unknown player kind"),
    (["selfplay", "--game", "toy", "--bots", "human"], "must be bots"),
    (["selfplay", "--game", "toy", "--games", "many"], "invalid int value"),
    (["selfplay"], "required: --game"),
    (["frobnicate"], "invalid choice"),
    (["screenshot", "--scene", "nowhere", "--out", "x.png"], "Unknown scene"),
])
def test_usage_errors_exit_2_with_a_message(capsys, args, message):
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    assert message in capsys.readouterr().err


def test_replay_and_verify_save_on_a_good_file(tmp_path, capsys):
    s = Session.new("toy", 2, 2, seats=[SeatInfo("Ada", "random"), SeatInfo("Ben", "random")])
    while not s.is_over():
        s.step_bot()
    path = tmp_path / "done.json"
    saves.write(s, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "scored" in out and "Game over (all cards played)" in out
    assert "You drew" not in out  # private lines stay private in the public log
    assert main(["verify-save", str(path)]) == 0
    assert "OK: Toy" in capsys.readouterr().out


@pytest.mark.parametrize("content, sentence", [
    ('{"format": "hotseat-save", "format_version": 1, "ga', "not valid JSON"),
    ("not json at all", "not valid JSON"),
    ("[" * 5000, "nested too deeply"),
])
def test_verify_save_and_replay_refuse_bad_files_with_exit_1(tmp_path, capsys, content,
                                                             sentence):
    path = tmp_path / "bad.json"
    path.write_text(content)
    for tool in ("verify-save", "replay"):
        assert main([tool, str(path)]) == 1
        err = capsys.readouterr().err
        assert sentence in err and "Traceback" not in err


def test_verify_save_wrong_game_and_missing_file(tmp_path, capsys):
    data = saves.to_dict(Session.new("toy", 1, 2))
    data["game"] = "monopoly"
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(data))
    assert main(["verify-save", str(path)]) == 1
    assert "cannot play" in capsys.readouterr().err
    assert main(["verify-save", str(tmp_path / "missing.json")]) == 1
    assert "cannot be opened" in capsys.readouterr().err


def test_tools_run_as_a_module_from_the_shell(tmp_path):
    done = run("selfplay", "--game", "toy", "--games", "2")
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 3
    bad = run("selfplay", "--game", "nope")
    assert bad.returncode == 2 and "known games" in bad.stderr
    huge = tmp_path / "huge.json"
    huge.write_text(" " * (saves.MAX_BYTES + 10))
    refused = run("verify-save", str(huge))
    assert refused.returncode == 1 and "too large" in refused.stderr


def test_selfplay_save_at_writes_a_loadable_position_with_human_seats(tmp_path, capsys):
    """Issue #19.19: a seeded late position to open in the window."""
    path = tmp_path / "late.json"
    assert main(["selfplay", "--game", "toy", "--seed", "3", "--save-at", "4", str(path)]) == 0
    session = saves.load(path)
    assert len(session.actions) == 4 and not session.is_over()
    assert all(session.is_human(s) for s in range(session.players))
    again = tmp_path / "again.json"
    main(["selfplay", "--game", "toy", "--seed", "3", "--save-at", "4", str(again)])
    assert saves.load(again).actions == session.actions  # the same seed, the same position
    assert main(["selfplay", "--game", "toy", "--seed", "3", "--save-at", "9999",
                 str(tmp_path / "never.json")]) == 1  # the game ended first: said, not saved
    assert not (tmp_path / "never.json").exists()
    assert main(["selfplay", "--game", "toy", "--save-at", "x", str(path)]) == 2


@pytest.mark.parametrize("args, message", [
    (["selfplay", "--game", "toy", "--players", "0"], "takes 2 to 4 players"),
    (["selfplay", "--game", "toy", "--max-actions", "-1"], "--max-actions must be at least 1"),
    (["screenshot", "--scene", "table", "--game", "toy", "--moves", "-4", "--out", "x.png"],
     "--moves must be 0 or more"),
    (["screenshot", "--scene", "table", "--game", "toy", "--players", "0", "--out", "x.png"],
     "--players must be at least 1"),
    (["selfplay", "--game", "toy", "--save-at", "3", "."], "is a folder"),
])
def test_bad_counts_and_a_folder_are_refused_in_one_line(tmp_path, monkeypatch, capsys, args,
                                                         message):
    """Issue #33 point 8: refused with one line and exit code 2, before anything runs."""
    monkeypatch.chdir(tmp_path)
    assert main(args) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and message in out.err
    assert "Traceback" not in out.err and list(tmp_path.iterdir()) == []


def test_save_at_a_file_that_cannot_be_written_is_one_sentence(tmp_path, capsys):
    blocked = tmp_path / "file"
    blocked.write_text("x")
    assert main(["selfplay", "--game", "toy", "--save-at", "2", str(blocked / "a.json")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "could not be saved" in err and "Traceback" not in err
