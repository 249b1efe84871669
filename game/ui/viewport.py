"""The window as scenes see it at the player's UI scale (issue #39.2): scenes draw on and lay
out in a logical surface, the window's size divided by the scale, which the App scales onto
the window. The App sets it here (`show`); the mouse functions and the checks for "drawn on
the screen" read it, so no widget needs the App to turn window pixels into logical ones.

At 100% there is no logical surface: scenes draw straight onto the window (no copy a frame).
"""

from __future__ import annotations

import pygame

_logical: pygame.Surface | None = None  # the surface scenes draw on; None at 100%


def show(logical: pygame.Surface | None) -> None:
    """The App's logical surface, or None when scenes draw on the window itself."""
    global _logical
    _logical = logical


def screen() -> pygame.Surface | None:
    """The surface scenes draw on as the screen: the logical one, else the window."""
    return _logical if _logical is not None else pygame.display.get_surface()


def is_screen(surface: pygame.Surface) -> bool:
    """Whether `surface` is the screen scenes draw on (not a piece's own image)."""
    return surface is screen()


def _ratio() -> tuple[float, float] | None:
    """Logical pixels per window pixel across and down; None when they are the same."""
    window = pygame.display.get_surface()
    if _logical is None or window is None:
        return None
    (lw, lh), (ww, wh) = _logical.get_size(), window.get_size()
    return lw / max(1, ww), lh / max(1, wh)


def to_logical(pos: tuple[int, int]) -> tuple[int, int]:
    """A window pixel as the logical pixel it shows (the one under its middle)."""
    ratio = _ratio()
    if ratio is None:
        return int(pos[0]), int(pos[1])
    return int((pos[0] + 0.5) * ratio[0]), int((pos[1] + 0.5) * ratio[1])


def to_window(rect: pygame.Rect) -> pygame.Rect:
    """A logical rectangle in window pixels (the IME's candidate window is placed by SDL in
    the window's own)."""
    ratio = _ratio()
    if ratio is None:
        return pygame.Rect(rect)
    left, top = int(rect.left / ratio[0]), int(rect.top / ratio[1])
    return pygame.Rect(left, top, max(1, round(rect.width / ratio[0])),
                       max(1, round(rect.height / ratio[1])))


def mouse_pos() -> tuple[int, int]:
    """Where the pointer is, in logical pixels: every widget asks here, never pygame."""
    return to_logical(pygame.mouse.get_pos())


def translate(event: pygame.event.Event) -> pygame.event.Event:
    """A mouse event with its `pos` and `rel` in logical pixels (MOUSEWHEEL has neither)."""
    ratio = _ratio()
    if ratio is None or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                           pygame.MOUSEBUTTONUP):
        return event
    fields = dict(event.dict, pos=to_logical(event.pos))
    if "rel" in fields:
        fields["rel"] = (round(event.rel[0] * ratio[0]), round(event.rel[1] * ratio[1]))
    return pygame.event.Event(event.type, fields)
