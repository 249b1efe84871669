"""Bot A against bot B on pairs of games, on every core, resumable (issue #35 points 1-3).

    python -m bench.match GAME A B [--pairs N] [--seed-start S] [--players P] [--workers W]
                                   [--sprt ELO0 ELO1] [--merge FILE ...] [--screen]
    python -m bench.match --ladder GAME [--players P]     (bench/ladder.py)
    python -m bench.match --speed GAME [--players P]      (Hard's iterations a second)

A and B are bot versions (bench/versions.py: random, easy, normal, hard, hard@N, candidates).
Each seed is dealt once and played P times (P players), A's seat rotating through every
position and B in all the others: with two players a pair with the seats swapped. The deal
is the seed's, and the game's randomness comes from keyed streams (engine/rng.keyed_streams:
dice, shuffles and other draws each by (seed, purpose, index)), so the games of a seed see the
same luck for as long as they run alike: common random numbers.

A's score in a game is its share of pairwise finishes against each seat B plays (ahead 1,
level 1/2, behind 0; `Result.versus`), so 50% means equal strength at any player count and
Elo reads as in a two-player game. The statistics (bench/stats.py) count whole seeds (the
pentanomial with two players), which takes the shared luck out of the interval.

Every finished game is one JSON line appended to bench/results/match/<run id>.<host>.jsonl;
the run id names the game, players, both versions (budget included) and the seed range. A
stopped run goes on where it stopped (seeds done are skipped), and the files of several
machines or sessions with the same run id are read together (copy them into the folder, or
`--merge FILE` appends another file's new lines to this machine's). `--sprt ELO0 ELO1`
stops once the log-likelihood ratio leaves [log(β/(1−α)), log((1−β)/α)], α = β = 0.05.
`--screen` keeps the run in bench/results/match/screen/ instead, which the ladder does not
read: a candidate screened from a script (its name unknown to bench/versions.py) keeps its
files without breaking the ladder.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from bench import stats, versions
from bench._games import default_signals, seat_times
from game.engine import registry
from game.engine import rng as rng_mod

RESULTS = Path(__file__).parent / "results" / "match"
PAIRS = 100


@dataclass(frozen=True)
class Spec:
    """One run: what plays whom, at how many players, on which seeds."""

    game: str
    a: str  # canonical version names (versions.resolve)
    b: str
    players: int
    seed_start: int = 0
    pairs: int = PAIRS  # seeds; each is played `players` times

    @property
    def run_id(self) -> str:
        last = self.seed_start + self.pairs - 1
        return f"{self.game}-{self.players}p-{self.a}-vs-{self.b}-s{self.seed_start}-{last}"

    @property
    def seeds(self) -> range:
        return range(self.seed_start, self.seed_start + self.pairs)

    def jobs(self) -> list[tuple[int, int]]:
        """(seed, A's seat) for every game, seed by seed."""
        return [(seed, seat) for seed in self.seeds for seat in range(self.players)]


def make_spec(game: str, a: str, b: str, players: int | None = None, seed_start: int = 0,
              pairs: int = PAIRS) -> Spec:
    entry = registry.entry(game)
    players = players or entry.min_players
    if players not in entry.player_counts:
        raise ValueError(f"{game} is for {entry.players} players, not {players}")
    return Spec(game, versions.resolve(a, game).name, versions.resolve(b, game).name, players,
                seed_start, pairs)


def commit(repo: Path = Path(__file__).parent.parent) -> str:
    """The commit the bots play at, "+" after it when the code they run (game/, bench/
    outside its results) differs from it: a candidate tried from a working tree or a script
    then does not pass for the commit before it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], capture_output=True, text=True, cwd=repo,
                              check=True).stdout.strip()
    try:
        changed = git("status", "--porcelain", "--", "game", "bench", ":(exclude)bench/results")
        return git("rev-parse", "--short", "HEAD") + ("+" if changed else "")
    except (OSError, subprocess.CalledProcessError):
        return ""


def play_game(spec: Spec, seed: int, a_seat: int, made_at: str = "") -> dict[str, Any]:
    """One game of the run: A in `a_seat`, B in every other seat; its result line."""
    rules = registry.get(spec.game)
    a, b = versions.resolve(spec.a, spec.game), versions.resolve(spec.b, spec.game)
    bots = [(a if seat == a_seat else b).make(rules, seed * 31 + seat)
            for seat in range(spec.players)]
    with rng_mod.keyed_streams():
        state = rules.setup(seed, spec.players, {})
    spent, decisions = seat_times(rules, state, bots, seed)
    result = rules.result(state)
    assert result is not None
    others = [s for s in range(spec.players) if s != a_seat]
    return {"run": spec.run_id, "game": spec.game, "players": spec.players, "a": spec.a,
            "b": spec.b, "seed": seed, "a_seat": a_seat,
            "score": sum(result.versus(a_seat, s) for s in others) / len(others),
            "winners": result.winners,
            "scores": [result.scores.get(s) for s in range(spec.players)],
            "decisions": sum(decisions), "a_seconds": round(spent[a_seat], 4),
            "a_decisions": decisions[a_seat],
            "b_seconds": round(sum(spent[s] for s in others), 4),
            "b_decisions": sum(decisions[s] for s in others), "commit": made_at}


def _play_job(job: tuple[Spec, int, int, str]) -> dict[str, Any]:
    return play_game(*job)


# -- the results files ----------------------------------------------------------------------
def host_tag() -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "-", socket.gethostname()) or "host"


def local_file(spec: Spec, folder: Path = RESULTS) -> Path:
    return folder / f"{spec.run_id}.{host_tag()}.jsonl"


def read_lines(paths: Iterable[Path]) -> list[dict[str, Any]]:
    """Every whole JSON line of the files (a line cut short by a stop is skipped)."""
    lines = []
    for path in paths:
        for text in path.read_text(encoding="utf-8").splitlines():
            try:
                line = json.loads(text)
            except json.JSONDecodeError:
                continue
            if isinstance(line, dict) and "run" in line:
                lines.append(line)
    return lines


def unique(lines: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """One line per (run, seed, A's seat), the first seen: merged files may overlap."""
    seen: dict[tuple[str, int, int], dict[str, Any]] = {}
    for line in lines:
        seen.setdefault((line["run"], line["seed"], line["a_seat"]), line)
    return list(seen.values())


def run_lines(spec: Spec, folder: Path = RESULTS) -> list[dict[str, Any]]:
    """The games of the run done so far, from every machine's file in `folder`."""
    paths = sorted(folder.glob(f"{spec.run_id}.*.jsonl")) if folder.is_dir() else []
    return [x for x in unique(read_lines(paths)) if x["run"] == spec.run_id]


def append(path: Path, lines: Iterable[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        for line in lines:
            out.write(json.dumps(line, sort_keys=True) + "\n")
            out.flush()


def merge(spec: Spec, files: Sequence[Path], folder: Path = RESULTS) -> int:
    """Append the run's lines from other files (other machines) that this folder lacks."""
    have = {(x["seed"], x["a_seat"]) for x in run_lines(spec, folder)}
    new = [x for x in unique(read_lines(files)) if x["run"] == spec.run_id
           and (x["seed"], x["a_seat"]) not in have]
    append(local_file(spec, folder), new)
    return len(new)


# -- statistics of a run --------------------------------------------------------------------
def units(lines: Sequence[dict[str, Any]], players: int) -> list[float]:
    """The mean score of each seed whose P games are all done (a pair for two players)."""
    by_seed: dict[int, list[float]] = {}
    for line in lines:
        by_seed.setdefault(line["seed"], []).append(line["score"])
    return [sum(v) / players for _, v in sorted(by_seed.items()) if len(v) == players]


@dataclass(frozen=True)
class Summary:
    games: int
    wdl: tuple[int, int, int]
    counts: list[int]  # seeds by score on the grid (the pentanomial with two players)
    estimate: stats.Estimate
    llr: float | None = None


def summarize(lines: Sequence[dict[str, Any]], players: int,
              sprt: tuple[float, float] | None = None) -> Summary:
    counts = stats.unit_counts(units(lines, players), players)
    llr = stats.llr(counts, *sprt) if sprt and sum(counts) else None
    return Summary(len(lines), stats.wdl([x["score"] for x in lines]), counts,
                   stats.estimate(counts), llr)


def report(spec: Spec, lines: Sequence[dict[str, Any]],
           sprt: tuple[float, float] | None = None) -> Summary:
    s = summarize(lines, spec.players, sprt)
    e = s.estimate
    unit = "pairs" if spec.players == 2 else f"seeds of {spec.players} games"
    print(f"{spec.run_id}: {s.games} games, {e.units} complete {unit}")
    print(f"  {spec.a} (A) vs {spec.b} (B), {spec.players} players; A's W/D/L "
          f"{s.wdl[0]}/{s.wdl[1]}/{s.wdl[2]}")
    if spec.players == 2:
        print(f"  pairs (A's points 0, 1/2, 1, 3/2, 2): {s.counts}")
    else:
        steps = stats.grid(spec.players)
        shown = ", ".join(f"{k}/{steps}: {n}" for k, n in enumerate(s.counts) if n)
        print(f"  seeds by A's mean score: {shown}")
    alone = stats.estimate(stats.unit_counts([x["score"] for x in lines], spec.players))
    print(f"  A's score {e.score:.1%}; Elo {e.elo:+.0f} (95%: {e.low:+.0f} to {e.high:+.0f}; "
          f"games counted alone: {alone.low:+.0f} to {alone.high:+.0f})")
    if s.llr is not None and sprt:
        lower, upper = stats.sprt_bounds()
        verdict = {"H0": f"accept elo0 = {sprt[0]:g}", "H1": f"accept elo1 = {sprt[1]:g}",
                   None: "go on"}[stats.sprt_verdict(s.llr)]
        print(f"  SPRT [{sprt[0]:g}, {sprt[1]:g}] (logistic Elo, α = β = 0.05): "
              f"LLR {s.llr:.2f} in [{lower:.2f}, {upper:.2f}]: {verdict}")
    for who, name in (("a", spec.a), ("b", spec.b)):
        sec, n = sum(x[f"{who}_seconds"] for x in lines), sum(x[f"{who}_decisions"] for x in lines)
        if n:
            print(f"  {name}: {sec / n * 1000:.2f} ms a decision ({n} decisions)")
    return s


# -- running --------------------------------------------------------------------------------
def run(spec: Spec, workers: int | None = None, sprt: tuple[float, float] | None = None,
        folder: Path = RESULTS, quiet: bool = False) -> list[dict[str, Any]]:
    """Play the run's games not yet in `folder`, appending each as it ends; stop early when
    the SPRT decides. Returns every line of the run."""
    lines = run_lines(spec, folder)
    done = {(x["seed"], x["a_seat"]) for x in lines}
    made_at = commit()
    todo = [(spec, seed, seat, made_at) for seed, seat in spec.jobs() if (seed, seat) not in done]
    path = local_file(spec, folder)

    def decided() -> bool:
        return bool(sprt) and stats.sprt_verdict(summarize(lines, spec.players, sprt).llr
                                                 or 0.0) is not None

    if not todo or decided():
        return lines
    if not quiet:
        print(f"{spec.run_id}: {len(lines)} games done, {len(todo)} to play", flush=True)
    workers = max(1, min(workers or os.cpu_count() or 1, len(todo)))
    pool = Pool(workers, initializer=default_signals) if workers > 1 else None
    results = pool.imap_unordered(_play_job, todo) if pool else map(_play_job, todo)
    started, last_units = time.monotonic(), len(units(lines, spec.players))
    try:
        for line in results:
            append(path, [line])
            lines.append(line)
            now = len(units(lines, spec.players))
            if now != last_units and decided():
                break
            if not quiet and now != last_units and now % 10 == 0:
                s = summarize(lines, spec.players, sprt)
                llr = f", LLR {s.llr:.2f}" if s.llr is not None else ""
                print(f"  {now} seeds, score {s.estimate.score:.1%}{llr} "
                      f"({time.monotonic() - started:.0f} s)", flush=True)
            last_units = now
    finally:
        if pool:
            pool.terminate()
            pool.join()
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="python -m bench.match", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?")
    parser.add_argument("a", nargs="?")
    parser.add_argument("b", nargs="?")
    parser.add_argument("--pairs", type=int, default=PAIRS, help="seeds to play (P games each)")
    parser.add_argument("--games", type=int, help="games instead of seeds (rounded up)")
    parser.add_argument("--seed-start", type=int, default=0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--workers", type=int, help="processes (default: one per core)")
    parser.add_argument("--sprt", type=float, nargs=2, metavar=("ELO0", "ELO1"))
    parser.add_argument("--merge", type=Path, nargs="+", metavar="FILE")
    parser.add_argument("--ladder", metavar="GAME")
    parser.add_argument("--speed", metavar="GAME")
    parser.add_argument("--screen", action="store_true",
                        help="keep the run in results/match/screen/, which the ladder skips")
    args = parser.parse_args(argv)
    if args.ladder or args.speed:
        from bench import ladder

        if args.speed:
            ladder.speed(args.speed, args.players)
        else:
            ladder.main(args.ladder, args.players)
        return 0
    if not (args.game and args.a and args.b):
        parser.print_usage()  # `make bench` runs every module without arguments
        return 0
    players = args.players or registry.entry(args.game).min_players
    pairs = -(-args.games // players) if args.games else args.pairs
    spec = make_spec(args.game, args.a, args.b, players, args.seed_start, pairs)
    sprt = tuple(args.sprt) if args.sprt else None
    folder = RESULTS / "screen" if args.screen else RESULTS
    if args.merge:
        print(f"merged {merge(spec, args.merge, folder)} new games into "
              f"{local_file(spec, folder).name}")
    lines = run(spec, args.workers, sprt, folder)
    report(spec, lines, sprt)
    return 0


if __name__ == "__main__":
    sys.exit(main())
