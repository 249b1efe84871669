"""Waiting for input without waking the CPU (issue #34 point 6).

`pygame.event.wait(timeout)` in pygame-ce polls: it pumps events and sleeps 1 ms in a loop,
so an idle table woke the process ~900 times a second. SDL's own `SDL_WaitEventTimeout`
blocks in the video driver (X11, Wayland, Windows and macOS wait on the system's queue) and
wakes for input, window changes, timers and pushed events. Called with no event buffer it
takes nothing off the queue, so pygame then reads what arrived as usual.

pygame does not expose that call, so it is reached through ctypes in the SDL library pygame
itself loaded: found by its file among the loaded libraries, and used only if that copy has
the video subsystem running (a second copy of SDL would wait on an empty queue of its own).
Where it cannot be found, the app falls back to `pygame.event.wait`.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import pygame

SDL_INIT_VIDEO = 0x20
_NOT_LOOKED = object()
_wait_fn: object = _NOT_LOOKED


def _loaded_sdl_paths() -> list[str]:
    """Files of the SDL2 libraries loaded into this process (not SDL2_image, _ttf ...)."""
    if sys.platform.startswith("linux"):
        try:
            maps = Path("/proc/self/maps").read_text()
        except OSError:
            return []
        names = {line.split()[-1] for line in maps.splitlines() if "/libSDL2" in line}
        return sorted(n for n in names if not Path(n).name.startswith("libSDL2_"))
    if sys.platform == "win32":
        return ["SDL2"]  # LoadLibrary hands back the module already loaded under that name
    if sys.platform == "darwin":
        try:
            dyld = ctypes.CDLL("/usr/lib/libSystem.B.dylib")
            dyld._dyld_get_image_name.restype = ctypes.c_char_p
            names = [dyld._dyld_get_image_name(i) or b""
                     for i in range(dyld._dyld_image_count())]
        except (OSError, AttributeError):
            return []
        return [n.decode() for n in names
                if Path(n.decode()).name.startswith("libSDL2") and b"SDL2_" not in n]
    return []


def _find_wait():
    for path in _loaded_sdl_paths():
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_WasInit.argtypes, lib.SDL_WasInit.restype = [ctypes.c_uint32], ctypes.c_uint32
            if not lib.SDL_WasInit(SDL_INIT_VIDEO):
                continue  # not the copy pygame runs
            wait = lib.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        return wait
    return None


def native_wait_available() -> bool:
    global _wait_fn
    if _wait_fn is _NOT_LOOKED:
        _wait_fn = _find_wait()
    return _wait_fn is not None


def wait_for_events(timeout_ms: int) -> list[pygame.event.Event]:
    """Block until input (or a timer, or a window change) arrives or `timeout_ms` passes;
    return every event waiting then (none after a timeout)."""
    if native_wait_available():
        _wait_fn(None, timeout_ms)  # type: ignore[operator]
        return pygame.event.get()
    first = pygame.event.wait(timeout_ms)
    return [first] + pygame.event.get() if first.type != pygame.NOEVENT else []

