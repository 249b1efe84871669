"""bench.match (issue #35 points 1-2): seats rotate on one deal, games of one seed share their
luck, a stopped run resumes without duplicates, several machines' files merge, the SPRT stops
a run; and the ladder's fit (point 4)."""

import json
import re
import subprocess
from unittest.mock import ANY

import pytest

from bench import ladder, match, versions
from game.engine import registry
from game.engine import rng as rng_mod
from game.engine.types import Result

GAME = "blockade_runner"  # the fastest product game (about 0.1 s a game between bots)


@pytest.fixture
def host(monkeypatch):
    def set_host(name):
        monkeypatch.setattr(match, "host_tag", lambda: name)
    set_host("m1")
    return set_host


def fake_games(monkeypatch, score=0.0, calls=None, stop_after=None):
    """Replace the game by a line of the given score (the runner's logic without a game)."""
    def play(job):
        spec, seed, seat, _ = job
        if calls is not None:
            calls.append((seed, seat))
            if stop_after is not None and len(calls) > stop_after:
                raise KeyboardInterrupt  # the run is stopped here
        return {"run": spec.run_id, "game": spec.game, "players": spec.players, "a": spec.a,
                "b": spec.b, "seed": seed, "a_seat": seat, "score": score, "a_seconds": 0.0,
                "a_decisions": 1, "b_seconds": 0.0, "b_decisions": 1}
    monkeypatch.setattr(match, "_play_job", play)


def test_seats_rotate_through_every_position_on_each_seed():
    two = match.make_spec(GAME, "random", "normal", 2, seed_start=5, pairs=2)
    assert two.jobs() == [(5, 0), (5, 1), (6, 0), (6, 1)]
    four = match.make_spec(GAME, "easy", "normal", 4, pairs=3)
    assert sorted(four.jobs()) == [(s, seat) for s in range(3) for seat in range(4)]
    assert four.run_id == f"{GAME}-4p-easy-vs-normal-s0-2"
    with pytest.raises(ValueError):
        match.make_spec(GAME, "random", "normal", 7)


def test_versions_pin_the_budget_in_the_name():
    assert versions.resolve("hard", GAME).name == f"hard@{versions.HARD_ITERATIONS[GAME]}"
    assert versions.resolve("hard@40", GAME).iterations == 40
    assert versions.resolve("normal", GAME).kind == "rule"
    for bad in ("easy@3", "hard@0", "strong"):
        with pytest.raises(ValueError):
            versions.resolve(bad, GAME)


def test_issue_36_hard_is_never_more_than_the_app_searches():
    """Where a game's Hard stops at `enough` iterations (more bought nothing), the bench's
    "hard" is at most that: it stands for the app's Hard."""
    capped = 0
    for game, iterations in versions.HARD_ITERATIONS.items():
        enough = registry.get(game).bots["hard"](0).spec.enough
        if enough is not None:
            assert iterations <= enough
            capped += 1
    assert capped >= 1


def test_issue_36_candidates_are_switches_on_todays_twilight_struggle_bot():
    rules = registry.get("twilight_struggle")
    pre36, pre36c, pre36d = (versions.resolve(n, rules.id).make(rules, 0)
                             for n in ("normal-pre36", "normal-pre36c", "normal-pre36d"))
    switches = ("chains", "drop_ahead", "turn_end", "odds")
    assert [getattr(pre36, n) for n in switches] == [False, False, False, False]
    assert [getattr(pre36c, n) for n in switches] == [True, False, False, False]
    assert [getattr(pre36d, n) for n in switches] == [True, True, False, False]
    today = versions.resolve("normal", rules.id).make(rules, 0)
    assert [getattr(today, n) for n in switches] == [True, True, True, True]
    assert type(today) is type(pre36c)  # not a copy of the bot


def test_issue_36_search_candidates_switch_off_one_part_of_todays_search():
    ts, dof = registry.get("twilight_struggle"), registry.get("dawn_of_freedom")
    before, today = (versions.resolve(n, ts.id).make(ts, 0) for n in ("hard@40-pre36e", "hard"))
    assert before.spec.prior is None and today.spec.prior is not None  # TS-5.1 card choice
    assert before.spec.candidates is today.spec.candidates and before.iterations == 40
    unfiltered = versions.resolve("hard@25-pre36", dof.id).make(dof, 0)
    hard = versions.resolve("hard", dof.id).make(dof, 0)
    assert unfiltered.spec.prior is hard.spec.prior  # D89-10.2: only the Scoring filter is off
    assert unfiltered.spec.candidates is not hard.spec.candidates
    searching = versions.resolve("hard@250-pre36h", dof.id).make(dof, 0)  # before #36's 1989
    assert searching.spec.search_own and not hard.spec.search_own  # Hard played its rule bot
    assert searching.spec.prior is hard.spec.prior and searching.iterations == 250


def test_a_result_names_its_commit_and_a_plus_when_the_bots_code_differs(tmp_path):
    """A run played from a working tree with changed bot code is not recorded as the commit
    before it; its own results (bench/results) changing mark nothing."""
    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
                       cwd=tmp_path, check=True, capture_output=True)
    for name in ("game/bot.py", "bench/results/match/run.jsonl", "README.md"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x\n")
    git("init", "-q")
    git("add", ".")
    git("commit", "-q", "-m", "start")
    clean = match.commit(tmp_path)
    assert re.fullmatch(r"[0-9a-f]{7,}", clean)
    (tmp_path / "bench/results/match/run.jsonl").write_text("x\ny\n")
    (tmp_path / "README.md").write_text("y\n")
    assert match.commit(tmp_path) == clean
    (tmp_path / "game/bot.py").write_text("y\n")
    assert match.commit(tmp_path) == clean + "+"
    assert match.commit(tmp_path / "nowhere") == ""


def test_a_seed_deals_the_same_table_to_both_games_of_a_pair():
    rules = registry.get(GAME)
    with rng_mod.keyed_streams():
        one, two, other = (rules.setup(s, 3, {}) for s in (8, 8, 9))
    assert one == two and one != other and one["rng"]["v"] == rng_mod.KEYED


def test_a_real_three_player_game_scores_pairwise_finishes():
    spec = match.make_spec(GAME, "random", "random", 3, pairs=1)
    line = match.play_game(spec, 0, 1)
    assert line["a_seat"] == 1 and line["a_decisions"] > 0 and line["b_decisions"] > 0
    final = Result(line["winners"], "", dict(enumerate(line["scores"])))
    assert line["score"] == (final.versus(1, 0) + final.versus(1, 2)) / 2
    assert match.play_game(spec, 0, 1) == line | {"a_seconds": ANY, "b_seconds": ANY}


def test_a_stopped_run_resumes_without_duplicates(tmp_path, monkeypatch, host):
    spec = match.make_spec(GAME, "random", "normal", 2, pairs=2)
    calls: list = []
    fake_games(monkeypatch, calls=calls, stop_after=3)
    with pytest.raises(KeyboardInterrupt):
        match.run(spec, workers=1, folder=tmp_path, quiet=True)
    assert len(match.run_lines(spec, tmp_path)) == 3
    calls.clear()
    fake_games(monkeypatch, calls=calls)
    lines = match.run(spec, workers=1, folder=tmp_path, quiet=True)
    assert calls == [(1, 1)]  # only the game not yet played
    keys = [(x["seed"], x["a_seat"]) for x in lines]
    assert sorted(keys) == spec.jobs() and len(set(keys)) == 4
    with (tmp_path / f"{spec.run_id}.m1.jsonl").open("a") as out:
        out.write('{"run": "cut sho')  # a line cut short by a kill is skipped
    assert len(match.run_lines(spec, tmp_path)) == 4


def test_runs_from_two_machines_merge(tmp_path, monkeypatch, host):
    spec = match.make_spec(GAME, "random", "normal", 2, pairs=2)
    one, two = tmp_path / "one", tmp_path / "two"
    fake_games(monkeypatch, score=1.0)
    match.run(match.make_spec(GAME, "random", "normal", 2, pairs=1), 1, folder=one, quiet=True)
    host("m2")
    match.run(spec, 1, folder=two, quiet=True)  # this machine played everything
    host("m1")
    other = two / f"{spec.run_id}.m2.jsonl"
    # the first machine's run of seed 0 only is another run id: nothing of it counts here
    assert match.run_lines(spec, one) == []
    assert match.merge(spec, [other], one) == 4
    assert match.merge(spec, [other], one) == 0  # nothing new the second time
    (one / other.name).write_text(other.read_text())  # or copy the file in: read together
    assert len(match.run_lines(spec, one)) == 4
    calls: list = []
    fake_games(monkeypatch, calls=calls)
    match.run(spec, 1, folder=one, quiet=True)
    assert calls == []


def test_sprt_stops_the_run_by_itself(tmp_path, monkeypatch, host):
    spec = match.make_spec(GAME, "random", "normal", 2, pairs=200)
    calls: list = []
    fake_games(monkeypatch, score=0.0, calls=calls)
    lines = match.run(spec, 1, sprt=(0.0, 20.0), folder=tmp_path, quiet=True)
    assert 2 < len(lines) < 400 and len(lines) % 2 == 0
    summary = match.summarize(lines, 2, (0.0, 20.0))
    assert summary.llr is not None and summary.llr <= -2.9444
    assert summary.counts[0] == len(lines) // 2 and summary.wdl == (0, 0, len(lines))
    calls.clear()
    match.run(spec, 1, sprt=(0.0, 20.0), folder=tmp_path, quiet=True)
    assert calls == []  # resumed, it is still decided


def test_cli_plays_a_tiny_real_match(tmp_path, monkeypatch, capsys, host):
    monkeypatch.setattr(match, "RESULTS", tmp_path)
    assert match.main([GAME, "random", "normal", "--pairs", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "4 games, 2 complete pairs" in out and "pairs (A's points" in out
    lines = [json.loads(x) for x in next(tmp_path.glob("*.jsonl")).read_text().splitlines()]
    assert {(x["seed"], x["a_seat"]) for x in lines} == {(0, 0), (0, 1), (1, 0), (1, 1)}
    assert match.main([]) == 0  # `make bench` runs it bare: usage, no failure


def test_a_screening_run_keeps_its_files_where_the_ladder_does_not_read(tmp_path,
                                                                        monkeypatch, host):
    monkeypatch.setattr(match, "RESULTS", tmp_path)
    assert match.main([GAME, "random", "easy", "--pairs", "1", "--workers", "1",
                       "--screen"]) == 0
    assert [p.parent.name for p in tmp_path.rglob("*.jsonl")] == ["screen"]
    assert ladder.collect(GAME, 2, tmp_path) == {}
    assert match.main([GAME, "random", "easy", "--pairs", "1", "--workers", "1"]) == 0
    assert set(ladder.collect(GAME, 2, tmp_path)) == {f"{GAME}-2p-random-vs-easy-s0-0"}


def test_ladder_fit_anchors_normal_and_chains_through_runs():
    ratings = ladder.fit([("easy", "normal", -100.0, 100.0), ("hard@9", "normal", 50.0, 100.0),
                          ("random", "easy", -200.0, 100.0), ("x", "y", 0.0, 1.0)])
    assert ratings["normal"] == (1500.0, 0.0)
    assert ratings["easy"][0] == pytest.approx(1400) and ratings["easy"][1] == pytest.approx(10)
    assert ratings["hard@9"][0] == pytest.approx(1550)
    assert ratings["random"][0] == pytest.approx(1200)
    assert ratings["random"][1] == pytest.approx(200 ** 0.5)
    assert "x" not in ratings  # not linked to the anchor


def test_ladder_of_runs_and_its_docs_table(tmp_path, monkeypatch, host):
    fake_games(monkeypatch, score=0.25)
    match.run(match.make_spec(GAME, "easy", "normal", 2, pairs=4), 1, folder=tmp_path,
              quiet=True)
    fake_games(monkeypatch, score=0.0)
    match.run(match.make_spec(GAME, "random", "normal", 2, pairs=4), 1, folder=tmp_path,
              quiet=True)
    data = ladder.ladder(GAME, 2, tmp_path)
    rows = {v["version"]: v for v in data["versions"]}
    assert rows["normal"]["elo"] == 1500 and rows["easy"]["elo"] == pytest.approx(1309.1, 0.1)
    assert rows["random"]["bound"] == "≤" and rows["random"]["elo"] < rows["easy"]["elo"]
    doc = tmp_path / "BOTS.md"
    doc.write_text(f"a\n<!-- ladder:{GAME}:2p -->\nold\n<!-- /ladder:{GAME}:2p -->\nb\n")
    assert ladder.write_docs(GAME, 2, ladder.markdown(data), doc)
    text = doc.read_text()
    assert "old" not in text and "| easy | 1309 |" in text and text.endswith("b\n")
