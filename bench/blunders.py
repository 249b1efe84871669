"""The blunder census (issue #36 point 2): fast self-play games, every ending classified.

    python -m bench.blunders GAME [--level normal|hard|hard@N] [--games N] [--seed-start S]
                                  [--players P] [--idle] [--workers W]
    python -m bench.blunders            (`make bench`: a few games of every game, fresh)
    python -m bench.blunders --table    (every run's counts, for docs/BOTS.md)

Every seat plays the level's bot (bench/versions.py), or with `--idle` one seat never acts
(`IdleBot`: always the pass / end-turn / decline option; the seat rotates with the seed) and
the others play the level. Each game is one JSON line in
bench/results/blunders/<run id>.<host>.jsonl; run the same command again to play only the
seeds missing (as bench.match does), and copy other machines' files into the folder to count
them together.

The classes a game can fall in (`classify`, on the final state and a `Trace` of the game):

- `held_scoring`: lost (or drawn) by a Scoring card held at the end of a turn (1989
  D89-10.2, Twilight Struggle TS-4.5.F / TS-10).
- `defcon1_own` / `defcon1_combination` (Twilight Struggle, TS-8.1.3): the phasing player
  lost at DEFCON 1; "own" when DEFCON was 2 as its round began and its own last step took it
  to 1 (a coup, its own event), "combination" otherwise: the opponent's choice inside an event
  it set off (Star Wars letting the opponent pick Duck and Cover), or several drops in one
  round (KAL-007 after Grain Sales).
- `dead_end`: the game is not over but nobody can act, or the acting seat has no legal action.
- `illegal`: a bot's choice or its move raised (the message is kept).
- `stalled`: still going after MAX_MOVES moves.
- `idle_win` (with `--idle`): the seat that never acts is among the winners.

"hard" in the census is the search at CENSUS_HARD iterations, a tenth of the match budget
(bench/versions.HARD_ITERATIONS): the classes come from what the search may choose (its
candidates, the rule bot it leaves steps to), not from how deep it looks, and a census
needs many games.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from bench import match, versions
from bench._games import default_signals
from game.engine import registry
from game.engine import rng as rng_mod
from game.engine.seats import choose_for

RESULTS = Path(__file__).parent / "results" / "blunders"
MAX_MOVES = 50_000
CENSUS_HARD = {game: max(1, n // 10) for game, n in versions.HARD_ITERATIONS.items()}
# the end reasons of a held Scoring card (1989 D89-10.2; Twilight Struggle TS-4.5.F)
HELD_REASONS = frozenset((
    "D89-10.2 held Scoring card", "D89-10.2 both players held a Scoring card: draw",
    "ts.reason.held_scoring", "ts.reason.held_both"))
NUCLEAR_WAR = "ts.reason.defcon"
BLUNDERS = ("held_scoring", "defcon1_own", "defcon1_combination", "dead_end", "illegal",
            "stalled")
# what a seat that never acts chooses, first found first
IDLE_VERBS = (["end"], ["pass"], ["done"], ["decline"], ["forgo"], ["stop"], ["no"])


class IdleBot:
    """A seat that never acts: whenever it may, it ends its turn, passes or declines; a choice
    with no such option (placing its first ship) takes the first legal action."""

    kind = "idle"

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, rules: Any, state: Any, seat: int) -> list:
        legal = rules.legal_actions(state, seat)
        return next((v for v in IDLE_VERBS if v in legal), legal[0])


@dataclass
class Trace:
    """What the classifier needs beyond the final state: DEFCON as the current round began
    (Twilight Struggle: a round is (turn, action round, phasing seat), the headline too), the
    last mover, and how the game stopped if it did not end."""

    round_key: tuple | None = None
    round_defcon: int | None = None
    last_seat: int | None = None
    moves: int = 0
    stop: str = ""  # "", "dead_end", "illegal", "stalled"
    error: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def before(self, state: dict[str, Any]) -> None:
        """Called before every move."""
        if "defcon" in state:
            key = (state.get("turn"), state.get("round"), state.get("phasing"))
            if key != self.round_key:
                self.round_key, self.round_defcon = key, state["defcon"]


def classify(reason: str, winners: Sequence[int], trace: Trace,
             idle_seat: int | None = None) -> list[str]:
    """The census classes of one game from its end reason and winners (the game's Result;
    none when it did not end) and its trace. No class: a clean ending."""
    if trace.stop:
        return [trace.stop]
    out = []
    if reason in HELD_REASONS:
        out.append("held_scoring")
    if reason == NUCLEAR_WAR:
        loser = next((s for s in range(2) if s not in winners), None)
        own = trace.last_seat == loser and trace.round_defcon == 2
        out.append("defcon1_own" if own else "defcon1_combination")
    if idle_seat is not None and idle_seat in winners:
        out.append("idle_win")
    return out


def play(rules: Any, bots: Sequence[Any], state: dict[str, Any], seed: int) -> Trace:
    """Play `state` to its end as the app does (each bot shown its seat's world), noting
    where it broke."""
    trace = Trace()
    while not rules.is_over(state):
        if trace.moves >= MAX_MOVES:
            trace.stop = "stalled"
            break
        active = rules.active_seats(state)
        if not active or not rules.legal_actions(state, active[0]):
            trace.stop = "dead_end"
            break
        seat = active[0]
        trace.before(state)
        try:
            action = choose_for(bots[seat], rules, state, seat, f"{seed}:{trace.moves}")
            rules.apply(state, seat, action)
        except Exception as exc:  # noqa: BLE001 - an illegal move is what is counted here
            trace.stop, trace.error = "illegal", f"{type(exc).__name__}: {exc}"[:300]
            break
        trace.last_seat = seat
        trace.moves += 1
    return trace


@dataclass(frozen=True)
class Census:
    game: str
    level: str  # canonical version name (versions.resolve), "hard" as hard@N
    players: int
    idle: bool = False
    seed_start: int = 0
    games: int = 100

    @property
    def run_id(self) -> str:
        idle = "-idle" if self.idle else ""
        return (f"{self.game}-{self.players}p-{self.level}{idle}-s{self.seed_start}-"
                f"{self.seed_start + self.games - 1}")

    @property
    def seeds(self) -> range:
        return range(self.seed_start, self.seed_start + self.games)

    def idle_seat(self, seed: int) -> int | None:
        return seed % self.players if self.idle else None


def make_census(game: str, level: str = "normal", players: int | None = None,
                idle: bool = False, seed_start: int = 0, games: int = 100) -> Census:
    entry = registry.entry(game)
    players = players or entry.min_players
    if level == "hard":
        level = f"hard@{CENSUS_HARD.get(game, 50)}"
    return Census(game, versions.resolve(level, game).name, players, idle, seed_start, games)


def play_game(census: Census, seed: int, made_at: str = "") -> dict[str, Any]:
    """One census game: its result line."""
    rules = registry.get(census.game)
    version = versions.resolve(census.level, census.game)
    idle = census.idle_seat(seed)
    bots = [IdleBot() if seat == idle else version.make(rules, seed * 31 + seat)
            for seat in range(census.players)]
    with rng_mod.keyed_streams():
        state = rules.setup(seed, census.players, {})
    started = time.perf_counter()
    trace = play(rules, bots, state, seed)
    result = rules.result(state) if rules.is_over(state) else None
    reason, winners = (result.reason, result.winners) if result else ("", [])
    return {"run": census.run_id, "game": census.game, "level": census.level,
            "players": census.players, "seed": seed, "a_seat": idle or 0, "idle_seat": idle,
            "winners": winners, "reason": reason, "moves": trace.moves,
            "classes": classify(reason, winners, trace, idle), "stop": trace.stop,
            "error": trace.error,
            "round_defcon": trace.round_defcon, "last_seat": trace.last_seat,
            "seconds": round(time.perf_counter() - started, 3), "commit": made_at}


def _play_job(job: tuple[Census, int, str]) -> dict[str, Any]:
    return play_game(*job)


def run_lines(census: Census, folder: Path = RESULTS) -> list[dict[str, Any]]:
    paths = sorted(folder.glob(f"{census.run_id}.*.jsonl")) if folder.is_dir() else []
    return [x for x in match.unique(match.read_lines(paths)) if x["run"] == census.run_id]


def run(census: Census, workers: int = 1, folder: Path = RESULTS,
        quiet: bool = False) -> list[dict[str, Any]]:
    """Play the census's seeds not yet in `folder`, appending each game as it ends."""
    lines = run_lines(census, folder)
    done = {x["seed"] for x in lines}
    made_at = match.commit()
    todo = [(census, seed, made_at) for seed in census.seeds if seed not in done]
    if not todo:
        return lines
    if not quiet:
        print(f"{census.run_id}: {len(lines)} games done, {len(todo)} to play", flush=True)
    path = folder / f"{census.run_id}.{match.host_tag()}.jsonl"
    workers = max(1, min(workers, len(todo)))
    pool = Pool(workers, initializer=default_signals) if workers > 1 else None
    results = pool.imap_unordered(_play_job, todo) if pool else map(_play_job, todo)
    try:
        for line in results:
            match.append(path, [line])
            lines.append(line)
            if not quiet and len(lines) % 50 == 0:
                print(f"  {len(lines)} games, {tally(lines)}", flush=True)
    finally:
        if pool:
            pool.terminate()
            pool.join()
    return lines


def reclassify(line: dict[str, Any]) -> list[str]:
    """A stored game's classes by today's `classify` (lines keep what it needs)."""
    stop = line.get("stop", next((c for c in line["classes"]
                                  if c in ("dead_end", "illegal", "stalled")), ""))
    return classify(line["reason"], line["winners"],
                    Trace(round_defcon=line.get("round_defcon"),
                          last_seat=line.get("last_seat"), stop=stop), line.get("idle_seat"))


def tally(lines: Sequence[dict[str, Any]]) -> dict[str, int]:
    counts = Counter(c for x in lines for c in reclassify(x))
    return {c: counts[c] for c in (*BLUNDERS, "idle_win") if counts[c]}


def report(census: Census, lines: Sequence[dict[str, Any]]) -> dict[str, int]:
    counts = tally(lines)
    blunders = sum(1 for x in lines if set(reclassify(x)) & set(BLUNDERS))
    seconds = sum(x["seconds"] for x in lines)
    print(f"{census.run_id}: {len(lines)} games, {blunders} with a blunder "
          f"({seconds / max(len(lines), 1):.2f} s a game)")
    for name in (*BLUNDERS, "idle_win"):
        if name in counts or name != "idle_win" or census.idle:
            n = counts.get(name, 0)
            print(f"  {name:20} {n:5}  ({n / max(len(lines), 1):.2%})")
    for x in lines:
        if x["error"]:
            print(f"  seed {x['seed']}: {x['error']}")
    return counts


def table(folder: Path = RESULTS) -> str:
    """Every run in `folder` as a Markdown table: games and each class's count."""
    runs: dict[str, list[dict[str, Any]]] = {}
    for line in match.unique(match.read_lines(sorted(folder.glob("*.jsonl")))):
        runs.setdefault(line["run"], []).append(line)
    head = ["run", "games", *BLUNDERS, "idle_win"]
    rows = ["| " + " | ".join(head) + " |", "| --- |" + " ---: |" * (len(head) - 1)]
    for run_id, lines in sorted(runs.items()):
        counts = tally(lines)
        idle = str(counts.get("idle_win", 0)) if lines[0].get("idle_seat") is not None else "-"
        rows.append(f"| `{run_id}` | {len(lines)} | "
                    + " | ".join(str(counts.get(c, 0)) for c in BLUNDERS) + f" | {idle} |")
    return "\n".join(rows)


def smoke() -> int:
    """`make bench`: a few games of each game at Normal (and the idle Blockade Runner seat),
    played afresh in a scratch folder so the figures are the current code's."""
    with tempfile.TemporaryDirectory() as tmp:
        bad = 0
        for census in (make_census("dawn_of_freedom", games=2),
                       make_census("twilight_struggle", games=2),
                       make_census("kabale_und_hiebe", games=4),
                       make_census("blockade_runner", games=10),
                       make_census("blockade_runner", idle=True, games=20)):
            counts = report(census, run(census, 1, Path(tmp), quiet=True))
            bad += sum(counts.get(c, 0) for c in BLUNDERS)
    return 1 if bad else 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        return smoke()
    if argv == ["--table"]:
        print(table())
        return 0
    parser = argparse.ArgumentParser(prog="python -m bench.blunders", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed-start", type=int, default=0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--idle", action="store_true", help="one seat never acts")
    parser.add_argument("--workers", type=int, default=1,
                        help=f"processes (default 1; this machine has {os.cpu_count()} cores)")
    args = parser.parse_args(argv)
    census = make_census(args.game, args.level, args.players, args.idle, args.seed_start,
                         args.games)
    report(census, run(census, args.workers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
