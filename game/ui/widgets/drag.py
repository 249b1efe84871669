"""Drag-and-drop with a click equivalent (DESIGN §5).

Press on an item: a candidate drag. Move a few pixels: it drags, and the legal targets for
it light up. Release on a target: `on_drop(payload, target)`; anywhere else it snaps back.
Press and release without moving selects the item instead; a click on a lit target then
drops the selected item there, and a click elsewhere clears the selection.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

THRESHOLD = 6
SNAP_SECONDS = 0.18


class DragDrop:
    def __init__(self, targets_for: Callable[[Any], dict[Hashable, pygame.Rect]],
                 on_drop: Callable[[Any, Hashable], None]) -> None:
        self.targets_for = targets_for
        self.on_drop = on_drop
        self.items: list[tuple[Any, pygame.Rect]] = []  # set by the board each layout
        self.selected: Any = None
        self.dragging: Any = None
        self._candidate: Any = None
        self._press = (0, 0)
        self._offset = (0, 0)
        self.pos = (0, 0)
        self.snap: tuple[Any, tuple[int, int], pygame.Rect, float] | None = None

    def item_at(self, pos: tuple[int, int]) -> tuple[Any, pygame.Rect] | None:
        for payload, rect in reversed(self.items):  # topmost drawn last
            if rect.collidepoint(pos):
                return payload, rect
        return None

    def held(self) -> Any:
        return self.dragging if self.dragging is not None else self.selected

    def lit_targets(self) -> dict[Hashable, pygame.Rect]:
        held = self.held()
        return self.targets_for(held) if held is not None else {}

    def _target_at(self, payload: Any, pos: tuple[int, int]) -> Hashable | None:
        for key, rect in self.targets_for(payload).items():
            if rect.collidepoint(pos):
                return key
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.item_at(event.pos)
            if hit:
                self._candidate, self._press = hit[0], event.pos
                self._offset = (event.pos[0] - hit[1].x, event.pos[1] - hit[1].y)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self._candidate is not None and self.dragging is None:
                dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
                if abs(dx) + abs(dy) >= THRESHOLD:
                    self.dragging, self.selected = self._candidate, None
            return self.dragging is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.dragging is not None:
            payload, self.dragging, self._candidate = self.dragging, None, None
            target = self._target_at(payload, pos)
            if target is not None:
                self.on_drop(payload, target)
            else:
                home = next((r for p, r in self.items if p == payload), None)
                if home is not None:
                    start = (pos[0] - self._offset[0], pos[1] - self._offset[1])
                    self.snap = (payload, start, home, 0.0)
            return True
        if self._candidate is not None:  # a click on an item: select / unselect it
            payload, self._candidate = self._candidate, None
            self.selected = None if self.selected == payload else payload
            return True
        if self.selected is not None:
            target = self._target_at(self.selected, pos)
            payload, self.selected = self.selected, None
            if target is not None:
                self.on_drop(payload, target)
                return True
        return False

    def update(self, dt: float) -> None:
        if self.snap:
            payload, start, home, t = self.snap
            t += dt
            self.snap = None if t >= SNAP_SECONDS else (payload, start, home, t)

    def animating(self) -> bool:
        return self.dragging is not None or self.snap is not None

    def floating_rect(self, payload: Any, home: pygame.Rect) -> pygame.Rect | None:
        """Where to draw an item that is being dragged or snapping back (None: at home)."""
        if self.dragging == payload:
            return pygame.Rect(self.pos[0] - self._offset[0], self.pos[1] - self._offset[1],
                               home.width, home.height)
        if self.snap and self.snap[0] == payload:
            _, start, target, t = self.snap
            k = min(1.0, t / SNAP_SECONDS)
            x = start[0] + (target.x - start[0]) * k
            y = start[1] + (target.y - start[1]) * k
            return pygame.Rect(int(x), int(y), home.width, home.height)
        return None

    def reset(self) -> None:
        self.selected = self.dragging = self._candidate = None
        self.snap = None
