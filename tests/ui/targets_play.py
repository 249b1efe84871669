"""A whole game played by clicks on `Board.target_rects` (issue #39.3: the keyboard's focus
ring walks the same lit targets): at every decision each legal action offered to the seat at
the laptop has a lit target, and a click on the first one of a randomly chosen action (seeded;
the kinds chosen least so far the likelier) makes exactly that action. A two-part gesture (a
hand card or a ship picked up, then where it goes) clicks the first part's rect with nothing
held, then the second part's: the action's own rect once it is held, or the rect of a move its
lookahead offers after it. A move held for "End turn" is confirmed or undone by its buttons;
now and then every target is compared with worlds the viewer cannot tell apart (point 3)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pygame

from game.engine.session import SeatInfo, Session
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.report import ReportScene
from game.ui.scenes.table import TableScene
from game.ui.widgets.lookahead import legal_after
from tests.ui.conftest import click, open_table, spy

# Something other than a move the player may click now and then (a button that hands the
# laptop to another human for a side action): returns whether it clicked anything.
Detour = Callable[[TableScene, random.Random], bool]


def settle(app, table: TableScene) -> None:
    """What lies over the table answered as a player does: a handoff confirmed, a "sure?"
    answered yes, a report read and closed (Enter). The game-over screen stays."""
    for _ in range(20):
        top = app.stack.top
        if top is table or isinstance(top, GameOverScene):
            return
        if isinstance(top, HandoffScene):
            top.ready()
        elif isinstance(top, Dialog):
            top.buttons[0].on_click()
        elif isinstance(top, ReportScene):
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode=""))
        else:
            raise AssertionError(f"{top} lies over the table")
        app.step(0.0)
    raise AssertionError(f"{app.stack.top} stays over the table")


def lit(app, table: TableScene, action: list) -> list[pygame.Rect]:
    app.draw()
    return table.board.target_rects(action)


def made_since(table: TableScene, sent: list, made: int) -> list[list]:
    """The actions made since `made` were sent, and the one held for "End turn" (issue
    #34.8: made once it is confirmed)."""
    return sent[made:] + ([table.held] if table.held is not None else [])


def click_action(app, table: TableScene, action: list, rng: random.Random,
                 sent: list) -> list[list]:
    """Click `action`'s lit target (then its second part's, when the first click only picked
    something up); returns what the clicks made, checked to make `action`."""
    session = table.session
    made, moves = len(sent), len(session.actions)
    first = lit(app, table, action)
    assert first, f"{action} is legal but not lit"
    click(app, first[0].center)
    done = made_since(table, sent, made)
    if not done and len(session.actions) < moves:
        return []  # the button took its opening move back instead (BR's free decline)
    if done:
        assert done == [action], f"a click on {action}'s target made {done}"
        return done
    again = lit(app, table, action)
    if again and again[0] != first[0]:  # the same action, where the held thing goes
        click(app, again[0].center)
        done = made_since(table, sent, made)
        assert action in done, f"{action}: its second click made {done}"
        return done
    app.draw()
    seconds = [a for a in legal_after(table, action) if table.board.target_rects(a)]
    assert seconds, f"a click on {action}'s target did nothing (or lit nothing after it)"
    second = rng.choice(seconds)
    click(app, table.board.target_rects(second)[0].center)
    done = made_since(table, sent, made)
    assert done == [action, second], f"{action} then {second}: the clicks made {done}"
    return done


def pick(legal: list[list], topic: str, times: Counter, rng: random.Random) -> list:
    """A random legal action, the kinds (decision topic and verb) chosen least so far the
    likelier (1 / (1 + times)**2): a uniform pick would seldom reach the rare ones (an
    auction's ships and bids, an unload)."""
    action = rng.choices(legal, [1 / (1 + times[topic, a[0]]) ** 2 for a in legal])[0]
    times[topic, action[0]] += 1
    return action


def same_in_other_worlds(app, table: TableScene, worlds: int = 2) -> None:
    """Issue #39.3 point 3: where each offered action is lit depends on nothing the viewer
    cannot see. The position is swapped for worlds the viewer cannot tell from it (the
    rules' `determinize`: the unseen re-dealt, the dice forgotten) and every target compared."""
    seat, session = table.viewer, table.session
    if seat is None:
        return  # an open choice: nothing private is drawn

    def targets() -> dict[str, list[pygame.Rect]]:
        table.refresh()
        app.draw()
        return {repr(a): table.board.target_rects(a) for a in table.legal}

    real = session.state
    seen = targets()
    try:
        for k in range(worlds):
            session.state = session.rules.determinize(real, seat, random.Random(k))
            assert targets() == seen, f"a target moved with what viewer {seat} cannot see"
    finally:
        session.state = real
        table.refresh()


def confirm_or_undo(app, table: TableScene, rng: random.Random) -> None:
    """A move waits for "End turn" (confirm moves on, issue #19.4): click it, or now and then
    Undo (a held placement taken back leaves its card picked: Unselect is offered)."""
    undo = table.undo_button
    app.draw()
    button = undo if undo.enabled and rng.random() < 0.3 else table.end_turn_button
    click(app, button.rect.center)


def play_by_targets(app, table: TableScene, rng: random.Random, limit: int,
                    detour: Detour | None = None, worlds_every: int = 10,
                    until: Callable[[TableScene], bool] | None = None) -> list[list]:
    """Random legal moves by clicks until the game is over (or `until(table)`), the targets
    compared with other worlds' every `worlds_every` clicks; returns every action made (in
    the order the clicks made them, undone ones too)."""
    sent = spy(table)
    times: Counter = Counter()
    for step in range(limit):
        settle(app, table)
        if table.session.is_over():
            assert isinstance(app.stack.top, GameOverScene)
            return sent
        if until is not None and until(table):
            return sent
        if table.held is not None or table.turn_done is not None:
            confirm_or_undo(app, table, rng)
            continue
        if detour is not None and rng.random() < 0.1 and detour(table, rng):
            continue
        if step % worlds_every == 0:
            same_in_other_worlds(app, table)
        app.draw()
        legal = list(table.legal)
        assert legal, f"nothing offered to the viewer {table.viewer} ({table.decision})"
        unlit = [a for a in legal if not table.board.target_rects(a)]
        assert unlit == [], f"legal but lit nowhere: {unlit}"
        click_action(app, table, pick(legal, table.decision.topic, times, rng), rng, sent)
    raise AssertionError(f"not over after {limit} clicks")


def humans_table(app, game: str, seed: int, players: int, confirm: bool = False
                 ) -> TableScene:
    """A table of `players` humans at one laptop, each opening handoff confirmed; `confirm`:
    a move that passes the turn waits for "End turn" (the setting, issue #19.4)."""
    app.settings.confirm_moves = confirm
    seats = [SeatInfo(f"P{i + 1}") for i in range(players)]
    return open_table(app, Session.new(game, seed, players, seats=seats))
