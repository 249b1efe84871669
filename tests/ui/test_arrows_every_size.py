"""Issue #34 point 12: "→" and "←" come out as arrows at every text size (the bundled font's
small bitmaps draw them as a dot: they are drawn through `theme.shown`'s stand-ins)."""

import pygame

from game.ui import theme
from game.ui.widgets.basic import draw_text


def ink_width(surface: pygame.Surface) -> int:
    """How many columns of the drawing hold any ink."""
    w, h = surface.get_size()
    return sum(any(surface.get_at((x, y))[0] > 40 for y in range(h)) for x in range(w))


def test_arrows_are_drawn_whole_at_every_size(app):
    for bold in (False, True):
        for size in range(9, 41):
            for arrow in ("→", "←"):
                width = theme.font(size, bold).size(theme.shown(arrow))[0]
                canvas = pygame.Surface((width + 4, size * 2))
                canvas.fill((0, 0, 0))
                draw_text(canvas, arrow, (2, 0), size, (255, 255, 255), bold)
                assert ink_width(canvas) >= width * 0.6, (arrow, size, bold)
