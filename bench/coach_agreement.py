"""How often the coach's Hint agrees with a search ten times as long (issue #36 point 4).

    python -m bench.coach_agreement [GAME ...] [--positions N] [--factor F] [--seed-start S]

Positions come from real games: Normal bots play seeded games (keyed streams, as
bench.match), and N decisions with two or more legal actions are drawn at random from them
(a few a game, over as many seeds as needed). At each, the coach searches the seat's own
world (`seats.seat_state`, what the Hint is shown) at the app's Hard budget
(`versions.HARD_ITERATIONS`), and a reference Hard search with another seed at F times the
budget (default 10). The figure is the share of positions where the two choose the same
action. For comparison each line also keeps the two searches' most visited actions (the
choice before issue #36 point 4), so the same run says whether ranking by win chance agrees
more or less often than ranking by visits.

Each position is one JSON line in bench/results/coach/<game>-x<F>-s<S>.<host>.jsonl; the
same command resumes where it stopped (positions already there are not searched again).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench import match, versions
from game.engine import registry
from game.engine import rng as rng_mod
from game.engine.search import SearchBot
from game.engine.seats import choose_for, seat_state
from game.engine.types import Action, State

RESULTS = Path(__file__).parent / "results" / "coach"
GAMES = ("dawn_of_freedom", "twilight_struggle", "kabale_und_hiebe", "blockade_runner")
PER_GAME = 3  # positions drawn from one game, so that N positions span N / 3 games
MAX_MOVES = 20_000


def positions(game: str, seed: int, count: int) -> list[tuple[int, int, State]]:
    """`count` decisions (move index, seat, state) drawn from the Normal bots' game `seed`."""
    rules = registry.get(game)
    players = registry.entry(game).min_players
    normal = versions.resolve("normal", game)
    bots = [normal.make(rules, seed * 31 + seat) for seat in range(players)]
    with rng_mod.keyed_streams():
        state = rules.setup(seed, players, {})
    seen: list[tuple[int, int, State]] = []
    moves = 0
    while not rules.is_over(state) and moves < MAX_MOVES:
        seat = rules.active_seats(state)[0]
        if len(rules.legal_actions(state, seat)) > 1:
            seen.append((moves, seat, rules.clone(state)))
        rules.apply(state, seat, choose_for(bots[seat], rules, state, seat, f"{seed}:{moves}"))
        moves += 1
    return sorted(random.Random(seed).sample(seen, min(count, len(seen))), key=lambda p: p[0])


def _search(game: str, world: State, seat: int, iterations: int, seed: int) -> dict[str, Any]:
    rules = registry.get(game)
    bot = rules.bots["hard"](seed)
    assert isinstance(bot, SearchBot)
    bot.seconds, bot.iterations = None, iterations
    started = time.perf_counter()
    stats = bot.analyse(rules, rules.clone(world), seat)
    most = max(stats.ranked, key=lambda r: r[1])[0]
    return {"choice": stats.ranked[0][0], "most_visited": most, "rated": stats.rated,
            "usual": stats.usual, "seconds": round(time.perf_counter() - started, 2)}


def same(a: Action, b: Action) -> bool:
    return list(a) == list(b)


def measure(game: str, seed: int, move: int, seat: int, state: State,
            factor: int) -> dict[str, Any]:
    rules = registry.get(game)
    world = seat_state(rules, state, seat, f"hint:{seed}:{move}")
    budget = versions.HARD_ITERATIONS[game]
    coach = _search(game, world, seat, budget, seed * 31 + move)
    deep = _search(game, world, seat, budget * factor, seed * 31 + move + 1)
    return {"game": game, "seed": seed, "move": move, "seat": seat,
            "legal": len(rules.legal_actions(state, seat)), "budget": budget,
            "factor": factor, "coach": coach, "deep": deep,
            "agree": same(coach["choice"], deep["choice"]),
            "agree_by_visits": same(coach["most_visited"], deep["most_visited"]),
            "commit": match.commit()}


def run(game: str, count: int, factor: int, seed_start: int,
        folder: Path = RESULTS) -> list[dict[str, Any]]:
    folder.mkdir(parents=True, exist_ok=True)
    run_id = f"{game}-x{factor}-s{seed_start}"
    lines = list({(x["seed"], x["move"]): x for x in reversed(match.read_lines(
        sorted(folder.glob(f"{run_id}.*.jsonl"))))}.values())  # one a position, the first
    done = {(x["seed"], x["move"]) for x in lines}
    path = folder / f"{run_id}.{match.host_tag()}.jsonl"
    seed = seed_start
    while len(lines) < count:
        for move, seat, state in positions(game, seed, PER_GAME):
            if len(lines) >= count:
                break
            if (seed, move) in done:
                continue
            line = {"run": run_id, **measure(game, seed, move, seat, state, factor)}
            match.append(path, [line])
            lines.append(line)
            print(f"  {game} seed {seed} move {move}: agree {line['agree']} "
                  f"({line['coach']['seconds']} s + {line['deep']['seconds']} s)", flush=True)
        seed += 1
    return lines[:count]


def report(game: str, lines: Sequence[dict[str, Any]]) -> str:
    n = len(lines)
    agree = sum(x["agree"] for x in lines)
    visits = sum(x["agree_by_visits"] for x in lines)
    return (f"{game}: {n} positions, the coach agrees with {lines[0]['factor']}x the budget "
            f"at {agree}/{n} = {agree / max(n, 1):.0%} (most visited vs most visited: "
            f"{visits}/{n} = {visits / max(n, 1):.0%})")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--factor", type=int, default=10)
    parser.add_argument("--seed-start", type=int, default=0)
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    for game in args.games:
        lines = run(game, args.positions, args.factor, args.seed_start)
        print(report(game, lines), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
