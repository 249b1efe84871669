"""Keyboard focus (issue #39 point 3): Tab / Shift+Tab and the arrow keys move a visible ring
through what the screen offers, Enter (or Space) chooses it.

A scene says what may take focus with `Scene.focus_targets()` (ui/scene.py): a list of
`Target`s made afresh each frame, since layouts move. By default that is every shown, enabled
button and text field the scene keeps (`widgets_of`); the table offers its lit targets and
cards too. The App owns one `FocusRing` and gives it the top scene's keys before the scene:
the ring is hidden until the first Tab, and a mouse click hides it again (the pointer's user
sees the hover instead). Until then the arrow keys and Enter are the scene's own (scrolling,
stepping a review, OK).

Order: Tab goes in reading order (rows top to bottom, left to right in a row), so the ring
walks a screen as a sighted reader does; an arrow key goes to the nearest target of the same
group (`Target.group`: the table's lit targets, its bars) whose centre lies that way (a
board's spaces are not in rows).

A text field under the ring takes the typing (`Target.arrive` focuses it, `leave` lets it go
when the ring moves on) and keeps its caret keys (`Target.keeps`: Left, Right, Home, End);
Tab leaves it for the next control, and the first Tab after a click into a field goes on from
that field (`Target.active`). Esc is never the ring's: it backs out of the screen (after
leaving a field being typed in, as with the mouse), the ring shown or not.

Shortcuts: every button has one (`widgets/basic.Button.shortcut`, a pygame key, the same in
every language, drawn on the button as a cap), pressed without the ring; a focused text field
takes its letters first. F1 or ? (`asks_for_help`) opens the keys help over the top scene
(scenes/keys_help.py, registered as "keys"): the ring's keys, Esc, F11, then the scene's own
lines from `Scene.keys_help()` -> [(keys as the cap reads, what they do in the player's
language)]. By default those are its shown buttons' shortcuts and labels; a scene with keys
that are not buttons' (scrolling, a table's moves) returns them too, usually
`super().keys_help() + [...]`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import pygame

from . import theme

ROW_SLACK = 12  # centres this close in height count as one row for Tab order
RING_GAP = 3  # the ring stands this far outside its target, so it never hides the target
NEXT_KEYS = (pygame.K_TAB,)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
HELP_KEYS = (pygame.K_F1,)  # and "?" typed: `asks_for_help`
# What a text field being typed in keeps from the ring: its caret and the typed space.
FIELD_KEYS = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END,
                        pygame.K_SPACE})
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


@dataclass
class Target:
    """Something the ring may stand on: where it is, what Enter does, and a key that names
    it across frames (the same button, space or card while its rect moves)."""

    rect: pygame.Rect
    choose: Callable[[], None]
    key: Hashable = None
    arrive: Callable[[], None] | None = None  # the ring came to it (a field takes typing)
    leave: Callable[[], None] | None = None  # the ring went elsewhere
    keeps: frozenset[int] = frozenset()  # keys it uses itself while the ring is on it
    active: bool = False  # the keyboard is on it already (a field clicked into)
    group: int = 0  # Tab walks the groups in turn, each in reading order (the table's)

    def __post_init__(self) -> None:
        if self.key is None:
            self.key = tuple(self.rect)


def reading_order(targets: Iterable[Target]) -> list[Target]:
    """Group by group (`Target.group`), each in rows top to bottom, left to right in a row
    (centres within ROW_SLACK are a row)."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: (t.group, t.rect.centery, t.rect.centerx)):
        if rows and rows[-1][0].group == t.group \
                and abs(rows[-1][0].rect.centery - t.rect.centery) <= ROW_SLACK:
            rows[-1].append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.rect.centerx)]


def nearest(targets: list[Target], here: Target, way: tuple[int, int]) -> Target | None:
    """The target nearest `here` whose centre lies in direction `way` (within 45 degrees
    first; failing that, anywhere on that side); None when nothing lies that way."""
    hx, hy = here.rect.center
    best: tuple[tuple[int, float], Target] | None = None
    for t in targets:
        if t.key == here.key:
            continue
        dx, dy = t.rect.centerx - hx, t.rect.centery - hy
        along = dx * way[0] + dy * way[1]
        if along <= 0:
            continue
        across = abs(dx * way[1] - dy * way[0])
        rank = (0 if across <= along else 1, along * along + 4 * across * across)
        if best is None or rank < best[0]:
            best = (rank, t)
    return best[1] if best else None


class FocusRing:
    def __init__(self) -> None:
        self.key: Hashable = None  # the focused target's key; None: nothing focused
        self.shown = False  # only after a focus key: a mouse player sees no ring

    def reset(self) -> None:
        """A new screen: focus starts over (the App calls it when the top scene changes)."""
        self.key, self.shown = None, False

    def focused(self, targets: list[Target]) -> Target | None:
        return next((t for t in targets if t.key == self.key), None) if self.shown else None

    def handle(self, event: pygame.event.Event, targets: list[Target]) -> bool:
        """Tab, Shift+Tab, arrows and Enter/Space on `targets`; True when the key was used.
        A mouse button hides the ring (and is not used)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return False
        if event.type != pygame.KEYDOWN or not targets:
            return False
        if event.key in NEXT_KEYS:
            order = reading_order(targets)
            here = self.focused(order) or next((t for t in order if t.active), None)
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if here is None:
                there = order[0 if step > 0 else -1]
            else:
                there = order[(order.index(here) + step) % len(order)]
            self.shown = True
            self.move(targets, there)
            return True
        here = self.focused(targets)
        if here is not None and event.key in here.keeps:
            return False  # a field's caret keys: the field's
        if event.key in ARROWS:
            if here is None:
                return False  # no ring yet: the scene's own arrows (scrolling, review steps)
            # Within the focused target's group (a board's lit spaces): an arrow from the map
            # never jumps to the top bar's buttons; Tab goes from group to group.
            there = nearest([t for t in targets if t.group == here.group], here,
                            ARROWS[event.key])
            if there is not None:
                self.move(targets, there)
            return True  # an arrow with nothing that way stays put (and is not passed on)
        if event.key in CHOOSE_KEYS:
            if here is None:
                return False  # Enter without a ring: the scene's own default (OK, Ready)
            here.choose()
            return True
        return False

    def move(self, targets: list[Target], there: Target) -> None:
        """Put the ring on `there`: every other target is left (a field stops taking typing),
        `there` is arrived at."""
        self.key = there.key
        for t in targets:
            if t is not there and t.leave is not None:
                t.leave()
        if there.arrive is not None:
            there.arrive()

    def draw(self, surface: pygame.Surface, targets: list[Target]) -> None:
        """A two-tone ring around the focused target: dark outside, light inside, so it shows
        on light cards and the dark table alike, and unlike a lit target's ring (one colour,
        with corner brackets: widgets/lit_mark.py) it is a plain double frame."""
        here = self.focused(targets)
        if here is None:
            return
        ring = here.rect.inflate(2 * RING_GAP + 4, 2 * RING_GAP + 4)
        pygame.draw.rect(surface, (0, 0, 0), ring, 4, border_radius=6)
        pygame.draw.rect(surface, theme.FOCUS, ring.inflate(-4, -4), 2, border_radius=5)


def asks_for_help(event: pygame.event.Event, typing: bool = False) -> bool:
    """F1, or "?" typed (Shift and / on most keyboards) where no text field is `typing` it,
    asks for the keys of the screen."""
    return event.type == pygame.KEYDOWN and (
        event.key in HELP_KEYS or (getattr(event, "unicode", "") == "?" and not typing))


def widgets_of(scene: object, kinds: tuple[type, ...]) -> list:
    """The widgets of `kinds` a scene keeps in its attributes, or in lists, tuples and dicts
    of them (two levels deep), in the order found, each once."""
    found: list = []

    def walk(value: object, depth: int = 0) -> None:
        if isinstance(value, kinds):
            if not any(value is f for f in found):
                found.append(value)
        elif depth < 3 and isinstance(value, list | tuple):
            for item in value:
                walk(item, depth + 1)
        elif depth < 3 and isinstance(value, dict):
            for item in value.values():
                walk(item, depth + 1)

    for value in vars(scene).values():
        walk(value)
    return found
