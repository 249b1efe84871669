"""An idle app sleeps (issue #34 point 6): waiting for input, the main loop wakes about once
a second (`IDLE_WAIT_MS`), not ~900 times as pygame-ce's polling `event.wait` did; what
arrives while it sleeps is all handed on."""

import sys
import time

import pygame

from game.ui import idle
from game.ui.app import IDLE_WAIT_MS
from game.ui.scenes.build import build_scene


def test_the_idle_wait_is_sdls_own_blocking_wait_on_linux(app):
    if sys.platform.startswith("linux"):  # found among the loaded libraries, /proc/self/maps
        assert idle.native_wait_available()


def test_events_posted_or_timed_wake_the_wait_and_none_is_lost(app):
    pygame.event.get()
    for n in range(3):
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=n))
    start = time.perf_counter()
    events = idle.wait_for_events(2000)
    assert time.perf_counter() - start < 0.5
    assert [e.n for e in events if e.type == pygame.USEREVENT] == [0, 1, 2]
    pygame.time.set_timer(pygame.USEREVENT + 1, 150, loops=1)
    start = time.perf_counter()
    events = idle.wait_for_events(2000)
    assert 0.1 < time.perf_counter() - start < 1.0
    assert [e.type for e in events] == [pygame.USEREVENT + 1]


def test_without_the_native_wait_the_fallback_hands_on_every_event(app, monkeypatch):
    monkeypatch.setattr(idle, "_wait_fn", None)
    pygame.event.get()
    for n in range(2):
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=n))
    assert [e.n for e in idle.wait_for_events(500)] == [0, 1]
    assert idle.wait_for_events(10) == []


def test_an_idle_table_wakes_the_loop_about_once_a_second(app):
    build_scene(app, "table", game="kabale_und_hiebe", moves=40)
    for _ in range(10):  # the first frames and hover timers
        app.step(0.1)
    steps = []
    real = app.step
    app.step = lambda dt: (steps.append(dt), real(dt))
    seconds = 2.5
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app._loop()
    assert len(steps) <= seconds * 1000 / IDLE_WAIT_MS + 2, len(steps)
