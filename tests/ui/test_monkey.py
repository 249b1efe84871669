"""A seeded monkey at the table: random clicks, drags, wheel turns and keys over a game with
two humans must never crash the app, leave the rules' invariants broken or lose the game
(bad input loses nothing). Handoffs and dialogs are part of what it meets."""

import random

import pygame
import pytest

from game.engine import registry
from game.engine.session import SeatInfo, Session
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene

KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_m, pygame.K_f, pygame.K_LEFT, pygame.K_UP,
        pygame.K_PLUS, pygame.K_MINUS, pygame.K_z]  # not Esc: the monkey would leave the table


def random_event(pick: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    pos = (pick.randrange(size[0]), pick.randrange(size[1]))
    kind = pick.random()
    if kind < 0.55:
        button = 1 if pick.random() < 0.85 else 3
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if kind < 0.75:
        end = (pick.randrange(size[0]), pick.randrange(size[1]))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if kind < 0.85:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=pick.choice((-1, 1)))]
    key = pick.choice(KEYS)
    mod = pygame.KMOD_CTRL if key == pygame.K_z and pick.random() < 0.5 else 0
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")]


@pytest.mark.parametrize("game", registry.product_ids())
def test_a_monkey_at_the_table_breaks_nothing(app, game, seed=7, steps=800):
    """Random input between moves: 3 steps in 10 the seat to act makes a random legal move
    (so the game gets through struggles, handoffs and results); menus it opens are closed.
    Every shipped game, with three players where it takes three."""
    entry = registry.entry(game)
    players = min(entry.max_players, max(entry.min_players, 3))
    app.settings.animations = False
    app.push(TitleScene(app))
    seats = [SeatInfo(f"P{i + 1}") for i in range(players)]
    session = Session.new(game, seed, players, seats=seats)
    table = open_session(app, session)
    pick = random.Random(seed)
    size = app.screen.get_size()
    invariants = session.rules.invariants
    for _ in range(steps):
        if session.is_over():
            break
        top = app.stack.top
        if isinstance(top, HandoffScene):
            top.ready()
        elif top is not table:
            app.stack.remove(top)  # a menu, zoom or pile the monkey opened
        elif table.acting is not None and pick.random() < 0.3:
            table.submit(pick.choice(table.legal))
        else:
            for event in random_event(pick, size):
                app.handle(event)
        app.step(0.05)
        app.draw()
        assert invariants(session.state) == []
    assert table.session is session and len(session.actions) > steps // 10
