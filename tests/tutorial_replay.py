"""A bundled tutorial script replayed move by move, for the tests that check what each game's
script teaches (tests/games/<id>/test_tutorial_script.py, issue #38 point 2)."""

from typing import Any

from game.engine import tutorial
from game.engine.session import Session


def replay(game: str) -> tuple[tutorial.Script, Session, list[tuple[tutorial.Step, list[Any]]]]:
    """The script, its session at the end, and each move step with the log entries it added."""
    script = tutorial.load(game)
    session = tutorial.start(script)
    moves = []
    for step in script.steps:
        if step.is_move:
            before = len(session.state["log"])
            session.submit(step.seat, step.do)
            moves.append((step, session.state["log"][before:]))
    return script, session, moves
