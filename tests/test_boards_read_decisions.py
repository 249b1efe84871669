"""The UI reads decisions, not rules internals (issue #32 point 4): no board and no UI module
names a registered rules frame, reads the decision stack, or picks log entries by key. A board
draws by `table.decision` (engine.types.Decision: kind, topic, hides, data) and by view data.

Frame names that are also action verbs (a board must build `["move"]`), option keys, decision
topics or view keys (data a board draws: Twilight Struggle's "turn" number, Blockade Runner's
"year", where an automatic frame bears the same name) of the same game are not evidence of
branching on a frame, so they are allowed; reading a frame's name or the stack at all is not.
"""

from __future__ import annotations

import ast
import random
from functools import cache
from pathlib import Path

import pytest

from game.engine import registry
from tests.playout import play

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "game" / "ui"


def strings(path: Path) -> set[str]:
    return {n.value for n in ast.walk(ast.parse(path.read_text("utf-8")))
            if isinstance(n, ast.Constant) and isinstance(n.value, str)}


SEEDS = 3
# More games while a decision is still unmet: a rare one (Blockade Runner's bid: random
# players seldom keep the cash to raise) may need them.
MORE_SEEDS = 20


@cache
def seen_in_playouts(game_id: str) -> tuple[frozenset[str], ...]:
    """Action verbs, decision topics, log keys and view keys met in a few seeded random
    games."""
    rules = registry.get(game_id)
    verbs: set[str] = set()
    topics: set[str] = set()

    def before(state, seat):
        verbs.update(str(a[0]) for a in rules.legal_actions(state, seat))
        topics.add(rules.decision(state, seat).topic)

    logs: set[str] = set()
    keys: set[str] = set()
    for seed in range(SEEDS + MORE_SEEDS):
        if seed >= SEEDS and not set(rules.frames.types) - verbs - topics:
            break  # every decision met: the extra games are only for rare ones
        state = rules.setup(seed, rules.min_players, {})
        keys.update(rules.view(state, None))
        state = play(rules, state, random.Random(seed), before=before)
        view = rules.view(state, None)
        keys.update(view)
        logs.update(e["key"] for e in view.get("log", []))
    return frozenset(verbs), frozenset(topics), frozenset(logs), frozenset(keys - {"stack"})


def forbidden(game_id: str) -> set[str]:
    verbs, topics, logs, keys = seen_in_playouts(game_id)
    rules = registry.get(game_id)
    options = {o.key for o in rules.options}
    return (set(rules.frames.types) - verbs - topics - options - keys) | logs


def sources(game_id: str | None) -> list[Path]:
    folder = UI if game_id is None else ROOT / "game" / "games" / game_id / "board"
    return sorted(folder.rglob("*.py"))


@pytest.mark.parametrize("game_id", registry.product_ids())
def test_a_board_names_no_frame_and_no_log_key_of_its_game(game_id):
    names = forbidden(game_id)
    found = {f"{p.relative_to(ROOT)}: {s!r}" for p in sources(game_id) for s in strings(p) & names}
    assert not found, sorted(found)


def test_the_shared_ui_names_no_frame_and_no_log_key_of_any_game():
    names = set().union(*(forbidden(g) for g in registry.product_ids()))
    found = {f"{p.relative_to(ROOT)}: {s!r}" for p in sources(None) for s in strings(p) & names}
    assert not found, sorted(found)


@pytest.mark.parametrize("game_id", [*registry.product_ids(), None])
def test_no_board_reads_the_decision_stack(game_id):
    found = {str(p.relative_to(ROOT)) for p in sources(game_id) if "stack" in strings(p)}
    assert not found, sorted(found)


def test_the_check_sees_a_frame_name_in_a_board(tmp_path):
    game_id = registry.product_ids()[0]
    name = sorted(forbidden(game_id))[0]
    board = tmp_path / "board.py"
    board.write_text(f"def ours(frame):\n    return frame['name'] == {name!r}\n", "utf-8")
    assert name in strings(board) & forbidden(game_id)
