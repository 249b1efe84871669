"""Headless tools: selfplay, replay, verify-save, screenshot. Usage errors exit 2."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .engine import registry, saves
from .engine.saves import SaveError, load
from .engine.seats import choose_for, make_controller
from .i18n import languages, set_language, t


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # usage errors: one line and exit code 2
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m game", description="Hotseat headless tools.")
    sub = parser.add_subparsers(dest="tool", required=True, parser_class=_Parser)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=languages(), help="language of what is printed or drawn")

    play = sub.add_parser("selfplay", help="play whole games between bots", parents=[common])
    play.add_argument("--game", required=True)
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--players", type=int)
    play.add_argument("--bots", default="random", help="comma list, one per seat or one for all")
    play.add_argument("--max-actions", type=int, default=100_000)
    play.add_argument("--save-at", nargs=2, metavar=("N", "FILE"),
                      help="write the first game's position after N moves to FILE, every seat "
                           "human, to open in the window (Load) and play on from there")
    play.add_argument("--plain", action="store_true",
                      help="with --save-at: leave the save unsealed, readable on every "
                           "computer (bundled scenarios and fixtures under saves/)")

    replay = sub.add_parser("replay", help="print the log of a save", parents=[common])
    replay.add_argument("file", type=Path)

    verify = sub.add_parser("verify-save", help="check a save file", parents=[common])
    verify.add_argument("file", type=Path)

    shot = sub.add_parser("screenshot", help="render a scene to a PNG without a screen",
                          parents=[common])
    shot.add_argument("--scene", required=True)
    shot.add_argument("--out", required=True, type=Path)
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--game")
    shot.add_argument("--players", type=int)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0, help="random moves before the picture")
    shot.add_argument("--scale", type=int, default=100, help="UI scale in percent (75-200)")
    return parser


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.lang:
        set_language(args.lang)
    return {"selfplay": selfplay, "replay": replay, "verify-save": verify_save,
            "screenshot": screenshot}[args.tool](args)


def _usage(message: str) -> int:
    print(f"python -m game: error: {message}", file=sys.stderr)
    return 2


def selfplay(args: argparse.Namespace) -> int:
    try:
        rules = registry.get(args.game)
    except KeyError as exc:
        return _usage(str(exc.args[0]))
    players = rules.min_players if args.players is None else args.players  # 0 is refused
    if not rules.min_players <= players <= rules.max_players:
        return _usage(f"{rules.title} takes {rules.min_players} to {rules.max_players} players.")
    if args.games < 1:
        return _usage("--games must be at least 1.")
    if args.max_actions < 1:
        return _usage("--max-actions must be at least 1.")
    kinds = args.bots.split(",")
    if len(kinds) == 1:
        kinds *= players
    if len(kinds) != players:
        return _usage(f"--bots needs one kind or {players} kinds.")
    try:
        for kind in kinds:
            if kind == "human":
                raise ValueError("selfplay seats must be bots, not 'human'.")
            make_controller(kind, rules)
    except ValueError as exc:
        return _usage(str(exc))
    save_at = None
    if args.save_at:
        n, path = args.save_at
        if not n.isdigit():
            return _usage("--save-at needs a number of moves, then a file.")
        if Path(path).is_dir():
            return _usage(f"--save-at needs a file to write; {path} is a folder.")
        save_at = (int(n), Path(path))

    total_actions, started, failures, unsaved = 0, time.perf_counter(), 0, False
    for n in range(args.games):
        seed = args.seed + n
        t0 = time.perf_counter()
        state = rules.setup(seed, players, {})
        bots = [make_controller(k, rules, seed * 31 + i) for i, k in enumerate(kinds)]
        actions, moves = 0, []
        while not rules.is_over(state) and actions < args.max_actions:
            if save_at and n == 0 and actions == save_at[0]:
                try:
                    _save_position(rules, seed, players, moves, save_at[1], args.plain)
                except SaveError as exc:  # the writer's sentence, no traceback
                    print(exc, file=sys.stderr)
                    return 1
            seat = rules.active_seats(state)[0]
            action = choose_for(bots[seat], rules, state, seat, f"{seed}:{actions}")
            state = rules.apply(state, seat, action)
            moves.append([seat, action])
            actions += 1
        if save_at and n == 0 and actions < save_at[0]:
            print(f"The game ended after {actions} moves: nothing saved.", file=sys.stderr)
            unsaved = True
        result = rules.result(state)
        line = {"seed": seed, "winner": result.winners if result else None,
                "reason": t(result.reason) if result else "action limit reached",
                "actions": actions, "seconds": round(time.perf_counter() - t0, 4)}
        failures += result is None
        total_actions += actions
        print(json.dumps(line), flush=True)
    elapsed = max(time.perf_counter() - started, 1e-9)
    print(json.dumps({"games": args.games, "unfinished": failures,
                      "games_per_s": round(args.games / elapsed, 2),
                      "actions_per_s": round(total_actions / elapsed, 1)}))
    return 1 if failures or unsaved else 0


def _save_position(rules, seed: int, players: int, moves: list, path: Path,
                   plain: bool = False) -> None:
    """The position after `moves` as a save with human seats (issue #19.19): the same seed
    and moves replayed through a session, so it loads like any saved game."""
    from .engine.session import SeatInfo, Session

    seats = [SeatInfo(t("newgame.default_name", n=i + 1)) for i in range(players)]
    session = Session.new(rules.id, seed, players, {}, seats)
    session.replay(moves, [])
    saves.write(session, path, plain=plain)
    print(json.dumps({"saved": str(path), "moves": len(moves)}), file=sys.stderr)


def _load(path: Path):
    """The session in a save, or None after printing the loader's sentence."""
    try:
        return load(path)
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return None


def replay(args: argparse.Namespace) -> int:
    session = _load(args.file)
    if session is None:
        return 1
    from .i18n import render_log

    names = [seat.name for seat in session.seats]
    for line in render_log(session.view(None).get("log", []), names):
        print(line)
    result = session.rules.result(session.state)
    if result:
        winners = ", ".join(session.seats[w].name for w in result.winners)
        print(f"Game over ({t(result.reason)}). Winner: {winners}.")
    return 0


def verify_save(args: argparse.Namespace) -> int:
    session = _load(args.file)
    if session is None:
        return 1
    print(f"OK: {session.rules.title}, {len(session.actions)} moves.")
    return 0


def screenshot(args: argparse.Namespace) -> int:
    from .ui.screenshot import render_scene

    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        return _usage("--size must look like 1280x800.")
    if args.players is not None and args.players < 1:
        return _usage("--players must be at least 1.")
    if args.moves < 0:
        return _usage("--moves must be 0 or more.")
    try:
        render_scene(args.scene, args.out, (width, height), game=args.game,
                     players=args.players, seed=args.seed, moves=args.moves, lang=args.lang,
                     scale=args.scale)
    except (KeyError, ValueError) as exc:
        return _usage(str(exc.args[0]) if exc.args else str(exc))
    print(f"wrote {args.out}")
    return 0
