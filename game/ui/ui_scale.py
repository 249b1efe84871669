"""UI scale (issue #39 point 2): the player's 75-200% makes everything bigger or smaller at
once (buttons, cards, panels, map labels and their hit areas), because scenes lay out and
draw in logical pixels, the window's size divided by the scale."""

from __future__ import annotations

UI_SCALES = (75, 100, 125, 150, 175, 200)  # percent; Settings offers these
# The laptop windows every scene must lay out in at every scale (tests/ui/test_scene_sizes.py
# and the table's size tests use `logical_sizes()`).
LAPTOP_WINDOWS = ((1280, 720), (1366, 768))


def logical_size(window: tuple[int, int], percent: float) -> tuple[int, int]:
    """The size scenes lay out in: the window's pixels at `percent` UI scale."""
    return round(window[0] * 100 / percent), round(window[1] * 100 / percent)


def logical_sizes() -> list[tuple[int, int]]:
    """Every laptop window at every scale, largest scale (smallest layout) last."""
    return [logical_size(w, p) for p in UI_SCALES for w in LAPTOP_WINDOWS]


DEFAULT_SCALE = 100
SMALLEST_LOGICAL = (640, 360)  # the smallest layout every scene is made to fit


def nearest_scale(factor: float | None, window: tuple[int, int]) -> int:
    """The UI scale nearest a system display scale (1.5 → 150), but never so large that
    `window` lays out below SMALLEST_LOGICAL; no factor gives DEFAULT_SCALE."""
    if not factor or factor <= 0:
        return DEFAULT_SCALE
    fitting = [p for p in UI_SCALES if logical_size(window, p)[0] >= SMALLEST_LOGICAL[0]
               and logical_size(window, p)[1] >= SMALLEST_LOGICAL[1]]
    fitting = fitting or [UI_SCALES[0]]
    return min(fitting, key=lambda p: (abs(p - factor * 100), p))


def shown_scale(percent: int, window: tuple[int, int]) -> float:
    """The scale the App lays out at: the player's, or less on a window too small for it
    (a 1024x600 window at 200% would lay out in 512x300, where no scene fits): never below
    SMALLEST_LOGICAL, never above the choice."""
    room = min(window[0] * 100 / SMALLEST_LOGICAL[0], window[1] * 100 / SMALLEST_LOGICAL[1])
    return percent if percent <= 100 else min(percent, max(100.0, room))
