"""The ladder of a game's bot versions (issue #35 point 4): Elo from its match results,
anchored Normal = 1500, written to bench/results/ladder_<game>.json (`_<P>p` added at more
than the fewest players) and docs/BOTS.md.

    python -m bench.match --ladder GAME [--players P]

Every run of the game at P players in bench/results/match/ gives one Elo difference (A's
Elo over B's, from its seeds' scores) and that difference's variance (the delta method on
the variance of the seed scores, so the pairs' shared luck is out of it). The ladder is the
weighted least-squares fit of the versions' ratings to those differences with Normal fixed at
1500 (with one run per version against Normal it is that run's Elo, interval and all); the
intervals are ±1.96 standard errors from the fit's covariance. A run that one side won or lost
entirely has no finite Elo: it counts as half a game less than that, and its row says "≥" or
"≤".

    python -m bench.match --speed GAME [--players P]

Hard's iterations a second on this machine (a Hard bot deciding now and then in a game the
Normal bots play), and so how many iterations the app's 2 s make: versions.HARD_ITERATIONS.
"""

from __future__ import annotations

import json
import math
import platform
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench import stats, versions
from bench.match import RESULTS, read_lines, unique, units
from game.engine import registry
from game.engine.seats import make_controller, seat_state

ANCHOR, ANCHOR_ELO = "normal", 1500.0
BOTS_MD = Path(__file__).parent.parent / "docs" / "BOTS.md"


def run_difference(lines: Sequence[dict[str, Any]], players: int) -> dict[str, Any] | None:
    """A run's Elo difference (A over B), its variance, and whether it is only a bound."""
    scores = units(lines, players)
    n = len(scores)
    if not n:
        return None
    e = stats.estimate(stats.unit_counts(scores, players))
    mu, var = e.score, stats.mean_var(stats.unit_counts(scores, players))[1]
    games = n * players
    floor = 1.0 / (2 * games)  # a clean sweep counts as half a game short of one
    bound = "" if floor <= mu <= 1 - floor else ("≥" if mu > 0.5 else "≤")
    mu = min(max(mu, floor), 1 - floor)
    var = max(var, mu * (1 - mu) / players)  # no spread seen: the binomial's
    slope = 400.0 / (math.log(10) * mu * (1 - mu))  # dElo/dscore
    def finite(x: float) -> float | None:  # JSON has no infinity
        return round(x, 1) if math.isfinite(x) else None

    return {"units": n, "games": games, "score": mu, "elo": stats.elo_of_score(mu),
            "variance": slope ** 2 * var / n, "bound": bound, "low": finite(e.low),
            "high": finite(e.high)}


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gauss-Jordan with partial pivoting (a handful of unknowns)."""
    n = len(vector)
    rows = [row[:] + [v] for row, v in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def searches(version: versions.Version, game: str) -> bool:
    """Whether the version's bot searches its own decisions (1989's Hard plays its rule bot:
    its iterations only name it, `SearchSpec.search_own`)."""
    bot = version.make(registry.get(game), 0) if version.iterations else None
    return bot is not None and getattr(bot, "spec", None) is not None and bot.spec.search_own


def fit(diffs: Sequence[tuple[str, str, float, float]]) -> dict[str, tuple[float, float]]:
    """Ratings and standard errors from (a, b, elo of a over b, variance), ANCHOR fixed;
    versions not linked to the anchor by some run are left out."""
    linked, grew = {ANCHOR}, True
    while grew:
        grew = False
        for a, b, _, _ in diffs:
            if (a in linked) != (b in linked):
                linked |= {a, b}
                grew = True
    names = sorted(linked - {ANCHOR})
    index = {name: i for i, name in enumerate(names)}
    normal = [[0.0] * len(names) for _ in names]
    rhs = [0.0] * len(names)
    for a, b, d, var in diffs:  # the residual R_a - R_b - d, the anchor's R a constant
        if a not in linked or b not in linked:
            continue
        w, sides = 1.0 / var, ((a, 1.0), (b, -1.0))
        const = sum(c * ANCHOR_ELO for name, c in sides if name == ANCHOR)
        for name, c in sides:
            if name in index:
                rhs[index[name]] += w * c * (d - const)
                for other, c2 in sides:
                    if other in index:
                        normal[index[name]][index[other]] += w * c * c2
    ratings = _solve(normal, rhs) if names else []
    out = {ANCHOR: (ANCHOR_ELO, 0.0)}
    for name, i in index.items():
        unit = [1.0 if j == i else 0.0 for j in range(len(names))]
        out[name] = (ratings[i], math.sqrt(max(_solve(normal, unit)[i], 0.0)))
    return out


def collect(game: str, players: int, folder: Path = RESULTS) -> dict[str, list[dict[str, Any]]]:
    """The game's runs at `players` players: run id -> its lines."""
    paths = sorted(folder.glob(f"{game}-{players}p-*.jsonl")) if folder.is_dir() else []
    runs: dict[str, list[dict[str, Any]]] = {}
    for line in unique(read_lines(paths)):
        if line.get("game") == game and line.get("players") == players:
            runs.setdefault(line["run"], []).append(line)
    return runs


def ladder(game: str, players: int, folder: Path = RESULTS) -> dict[str, Any]:
    runs, diffs, rows = collect(game, players, folder), [], []
    seconds: dict[str, list[float]] = {}
    bounds: dict[str, str] = {}
    for run_id, lines in sorted(runs.items()):
        a, b = lines[0]["a"], lines[0]["b"]
        for who, name in (("a", a), ("b", b)):
            acc = seconds.setdefault(name, [0.0, 0])
            acc[0] += sum(x[f"{who}_seconds"] for x in lines)
            acc[1] += sum(x[f"{who}_decisions"] for x in lines)
        diff = run_difference(lines, players)
        if diff is None:
            continue
        diffs.append((a, b, diff["elo"], diff["variance"]))
        rows.append({"run": run_id, "a": a, "b": b, **{k: diff[k] for k in (
            "units", "games", "low", "high", "bound")}, "score": round(diff["score"], 4),
            "elo": round(diff["elo"], 1),
            "commits": sorted({x.get("commit", "") for x in lines} - {""})})
        if diff["bound"]:  # a sweep: the side off the anchor gets a bound, the loser first
            won = a if diff["bound"] == "≥" else b
            lost = b if won == a else a
            if lost != ANCHOR:
                bounds[lost] = "≤"
            else:
                bounds[won] = "≥"
    ratings = fit(diffs)
    table = []
    for name, (elo, se) in sorted(ratings.items(), key=lambda kv: -kv[1][0]):
        sec, n = seconds.get(name, [0.0, 0])
        version = versions.resolve(name, game)
        games = sum(r["games"] for r in rows if name in (r["a"], r["b"]))
        table.append({"version": name, "elo": round(elo, 1), "ci95": round(1.96 * se, 1),
                      "bound": bounds.get(name, ""), "games": games,
                      "iterations": version.iterations if searches(version, game) else None,
                      "ms_per_decision": round(sec / n * 1000, 2) if n else None})
    return {"game": game, "players": players, "anchor": {ANCHOR: ANCHOR_ELO},
            "machine": f"{platform.machine()}, {platform.processor() or platform.system()}",
            "versions": table, "runs": rows}


def markdown(data: dict[str, Any]) -> str:
    lines = ["| version | Elo | 95% | games | budget | ms a decision |",
             "| --- | ---: | ---: | ---: | --- | ---: |"]
    for v in data["versions"]:
        ci = "anchor" if v["version"] == ANCHOR else f"±{v['ci95']:.0f}"
        budget = f"{v['iterations']} iterations" if v["iterations"] else "-"
        ms = f"{v['ms_per_decision']:.1f}" if v["ms_per_decision"] is not None else "-"
        lines.append(f"| {v['version']} | {v['bound']}{v['elo']:.0f} | {ci} | {v['games']} | "
                     f"{budget} | {ms} |")
    lines.append("")
    lines.append("Runs (A vs B: A's score, Elo of A over B with its 95% interval):")
    lines.append("")
    for r in data["runs"]:
        lines.append(f"- `{r['run']}`: {r['units']} seeds, {r['games']} games, "
                     f"{r['score']:.1%}, {r['bound']}{r['elo']:+.0f} "
                     f"({_end(r['low'], '+inf' if r['bound'] == '≥' else '-inf')} to "
                     f"{_end(r['high'], '-inf' if r['bound'] == '≤' else '+inf')})")
    return "\n".join(lines)


def _end(value: float | None, infinite: str) -> str:
    return infinite if value is None else f"{value:+.0f}"


def write_docs(game: str, players: int, text: str, path: Path = BOTS_MD) -> bool:
    """Replace the game's table between its markers in docs/BOTS.md (False: no markers)."""
    if not path.is_file():
        return False
    begin, end = f"<!-- ladder:{game}:{players}p -->", f"<!-- /ladder:{game}:{players}p -->"
    doc = path.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    if not pattern.search(doc):
        return False
    path.write_text(pattern.sub(lambda _: f"{begin}\n{text}\n{end}", doc), encoding="utf-8")
    return True


def main(game: str, players: int | None = None, folder: Path = RESULTS) -> dict[str, Any]:
    fewest = registry.entry(game).min_players
    players = players or fewest
    data = ladder(game, players, folder)
    out = folder.parent / f"ladder_{game}{'' if players == fewest else f'_{players}p'}.json"
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    text = markdown(data)
    print(text)
    written = write_docs(game, players, text)
    print(f"\nwrote {out.name}" + (" and docs/BOTS.md" if written else ""))
    return data


def speed(game: str, players: int | None = None, samples: int = 10,
          iterations: int = 100) -> float:
    """Hard's iterations a second over `samples` decisions of a game the Normal bots play."""
    rules = registry.get(game)
    players = players or registry.entry(game).min_players
    bots = [make_controller("rule", rules, seat) for seat in range(players)]
    hard = versions.resolve(f"hard@{iterations}", game).make(rules, 0)
    state = rules.setup(0, players, {})
    spent, done, moves = 0.0, 0, 0
    while not rules.is_over(state) and samples:
        seat = rules.active_seats(state)[0]
        world = seat_state(rules, state, seat, f"0:{moves}")
        if moves % 5 == 0:
            hard.last = None
            t0 = time.perf_counter()
            hard.choose(rules, world, seat)
            if hard.last is not None:
                spent += time.perf_counter() - t0
                done += hard.last.iterations
                samples -= 1
        rules.apply(state, seat, bots[seat].choose(rules, world, seat))
        moves += 1
    rate = done / max(spent, 1e-9)
    print(f"{game}, {players} players: {rate:.0f} Hard iterations a second; the app's "
          f"{versions.APP_SECONDS:g} s are about {rate * versions.APP_SECONDS:.0f} iterations "
          f"(versions.HARD_ITERATIONS: {versions.HARD_ITERATIONS.get(game)})")
    return rate
