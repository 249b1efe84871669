"""How a picture looks to a colour-blind player (issue #39 point 1), without numpy.

`simulate(rgb, kind)` applies Machado, Oliveira and Fernandes (2009)'s matrices at severity
1.0 (protanopia, deuteranopia, tritanopia) to linear sRGB; `delta_e` is CIE76 in CIELAB (D65);
`simulate_surface` maps every distinct colour of a surface once (a board at 1280x720 has a
few thousand). `python -m tools.colour_vision OUT_DIR` writes each board at 1280x720, normal
and simulated, as PNGs to look at.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

RGB = tuple[int, int, int]

# Machado et al. 2009, Table 1, severity 1.0 (rows give linear R', G', B').
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
KINDS = tuple(MATRICES)


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


@cache
def simulate(rgb: RGB, kind: str) -> RGB:
    """`rgb` as a viewer with `kind` (one of KINDS) sees it."""
    lin = [_linear(c) for c in rgb[:3]]
    r, g, b = (sum(m * v for m, v in zip(row, lin, strict=True)) for row in MATRICES[kind])
    return _encode(r), _encode(g), _encode(b)


def luminance(rgb: RGB) -> float:
    """WCAG relative luminance."""
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@cache
def lab(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 colour difference (about 2.3: just noticeable; 20 and up: plainly different)."""
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def simulate_surface(surface, kind: str):
    """A copy of a pygame surface as a `kind` viewer sees it."""
    import pygame

    size = surface.get_size()
    data = pygame.image.tobytes(surface, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        px = data[i:i + 3]
        sim = seen.get(px)
        if sim is None:
            sim = seen[px] = bytes(simulate((px[0], px[1], px[2]), kind))
        out[i:i + 3] = sim
    return pygame.image.frombytes(bytes(out), size, "RGB")


def board_screens(size: tuple[int, int] = (1280, 720), moves: int = 40):
    """(game id, the table's screen) for every enrolled game, drawn headless at `size`."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.engine import registry
    from game.ui.app import App
    from game.ui.scenes.build import build_scene

    for game in registry.playable_ids():
        app = App(size, persist=False)
        try:
            players = registry.entry(game).max_players  # every seat colour on the table
            build_scene(app, "table", game=game, players=players, seed=5, moves=moves)
            app.stack.update(0.0)
            app.draw()
            yield game, app.screen.copy()
        finally:
            pygame.quit()


def main(out_dir: str) -> None:
    import pygame

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for game, screen in board_screens():
        pygame.image.save(screen, str(out / f"{game}.png"))
        for kind in KINDS:
            pygame.image.save(simulate_surface(screen, kind), str(out / f"{game}_{kind}.png"))
        print(game)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "colour_vision")
