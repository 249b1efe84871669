"""A display list: layout renders each text once, a frame only blits and fills."""

from __future__ import annotations

import pygame

from .. import theme
from .basic import rendered, wrap


class Canvas:
    """Layout renders each text once into this list; `draw` only blits and fills."""

    def __init__(self) -> None:
        self.ops: list[tuple] = []

    def clear(self) -> None:
        self.ops = []

    def text(self, text: str, pos: tuple[int, int], size: int, colour=theme.TEXT,
             bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        image = rendered(text, size, colour, bold)  # shared: a new layout often shows it again
        rect = image.get_rect(**{anchor: pos})
        self.ops.append(("blit", image, rect, text))
        return rect

    def paragraph(self, text: str, x: int, y: int, width: int, size: int, colour=theme.TEXT,
                  bold: bool = False) -> int:
        """Wrapped text from (x, y); returns the y below it."""
        step = theme.font(size, bold).get_linesize()
        for line in wrap(text, size, width, bold):
            self.text(line, (x, y), size, colour, bold)
            y += step
        return y

    def box(self, rect: pygame.Rect, colour, width: int = 0, radius: int = 6) -> None:
        self.ops.append(("rect", pygame.Rect(rect), colour, width, radius))

    def line(self, a: tuple[int, int], b: tuple[int, int], colour, width: int = 1) -> None:
        self.ops.append(("line", a, b, colour, width))

    def circle(self, centre: tuple[int, int], radius: int, colour) -> None:
        self.ops.append(("circle", centre, radius, colour))

    def texts(self) -> list[str]:
        """Every line of text laid out (what a test reads)."""
        return [op[3] for op in self.ops if op[0] == "blit"]

    def draw(self, surface: pygame.Surface) -> None:
        for op in self.ops:
            if op[0] == "blit":
                surface.blit(op[1], op[2])
            elif op[0] == "rect":
                pygame.draw.rect(surface, op[2], op[1], op[3], border_radius=op[4])
            elif op[0] == "line":
                pygame.draw.line(surface, op[3], op[1], op[2], op[4])
            else:
                pygame.draw.circle(surface, op[3], op[1], op[2])
