"""Frame time of every playable board and the idle CPU of the table (issue #7 item 7).

    python -m bench.board_frames

For each playable game: a table late in a game (MOVES seeded random moves, so a long log) at
1600×900 under the dummy video driver, 300 frames each forced by a mouse move (so the board
really redraws), p50/p95/max in ms against the 16.7 ms budget of 60 fps. Then the idle
check: the app loop with the table open and no input for 10 s, CPU time used as a share of
one core (budget: under 5%). And the move: MOVE_SAMPLES seeded moves late in a game, each timed
from the submit through the redraw that shows it (issue #19.10: the log used to re-format its
last 300 entries on every move).
"""

from __future__ import annotations

import os
import random
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.engine import registry  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.build import build_scene, sample_session  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

SIZE = (1600, 900)
FRAMES = 300
IDLE_SECONDS = 10
MOVES = 300  # late in a game: a long log and a full board
MOVE_SAMPLES = 60


def late_table(app: App, game: str) -> TableScene:
    """The table MOVES moves into a game (or a little before its end, for a game that is
    over sooner), with nothing on top of it: a handoff or a summary would be drawn instead."""
    length = len(sample_session(game, None, 1, 100_000).actions)
    build_scene(app, "table", game=game, moves=min(MOVES, max(0, length - MOVE_SAMPLES)))
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    while app.stack.top is not table:
        app.stack.remove(app.stack.top)
    return table


def frame_times(game: str) -> list[float]:
    app = App(SIZE, settings=Settings(), persist=False)
    try:
        late_table(app, game)
        app.step(0.0)
        times = []
        for i in range(FRAMES):
            pos = (200 + (i * 37) % 1000, 150 + (i * 53) % 600)
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                          buttons=(0, 0, 0)))
            start = time.perf_counter()
            app.step(1 / 60)
            times.append((time.perf_counter() - start) * 1000)
        return times
    finally:
        app.close()


def move_times(game: str) -> list[float]:
    # The last MOVE_SAMPLES moves of a seeded game: the log is as long as it gets.
    length = len(sample_session(game, None, 1, 100_000).actions)
    app = App(SIZE, settings=Settings(), persist=False)
    try:
        build_scene(app, "table", game=game, seed=1, moves=max(0, length - MOVE_SAMPLES))
        table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
        session, pick, times = table.session, random.Random(1), []
        app.step(0.0)
        while len(times) < MOVE_SAMPLES and not session.is_over():
            seat = session.active_seats()[0]
            action = pick.choice(session.legal_actions(seat))
            start = time.perf_counter()
            session.submit(seat, action)
            table.after_change()
            app.step(0.0)
            times.append((time.perf_counter() - start) * 1000)
            while app.stack.top is not table:  # handoffs and summaries: not part of a move
                app.stack.remove(app.stack.top)
        return times
    finally:
        app.close()


def idle_cpu(game: str) -> float:
    app = App(SIZE, settings=Settings(animations=False), persist=False)
    late_table(app, game)
    for _ in range(30):  # settle: hover timers and the first frames
        app.step(0.1)
    pygame.time.set_timer(pygame.QUIT, IDLE_SECONDS * 1000, loops=1)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run()
    return (time.process_time() - cpu) / (time.perf_counter() - wall)


def main() -> None:
    for game in registry.playable_ids():
        times = sorted(frame_times(game))
        p95 = times[int(len(times) * 0.95)]
        verdict = "ok" if p95 <= 16.7 else "OVER BUDGET"
        print(f"{game}: frame p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, "
              f"max {times[-1]:.1f} ms at {SIZE[0]}x{SIZE[1]} ({verdict}, budget 16.7 ms)")
    for game in registry.playable_ids():
        times = sorted(move_times(game))
        p95 = times[int(len(times) * 0.95)]
        print(f"{game}: a move late in the game (submit to redraw) p50 "
              f"{statistics.median(times):.1f} ms, p95 {p95:.1f} ms over {len(times)} moves")
    for game in registry.playable_ids():
        share = idle_cpu(game)
        verdict = "ok" if share < 0.05 else "OVER BUDGET"
        print(f"{game}: idle CPU {share * 100:.1f}% of a core over {IDLE_SECONDS} s "
              f"({verdict}, budget 5%)")


if __name__ == "__main__":
    main()
