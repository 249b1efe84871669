"""A key's name as its key cap reads, and a small cap drawn on a button (issue #39.3: every
button has a shortcut, shown on it). Keys are the same in every language: a Korean keyboard
prints Esc, Enter and the letters in Latin as an English one does, so the names are not in the
catalog; what a key does is (the keys help, scenes/keys_help.py)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import pygame

from .. import theme

# A board's choices in their order (a strip's buttons, a struggle's, Kabale's): keys 1 to 9
NUMBER_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))
CAP_SIZE = 13  # legible at 1280x720 beside a button's 15-24 px label
CAP_PAD = 4
NAMES = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter",
         pygame.K_SPACE: "Space", pygame.K_TAB: "Tab", pygame.K_HOME: "Home",
         pygame.K_END: "End", pygame.K_PAGEUP: "PgUp", pygame.K_PAGEDOWN: "PgDn",
         pygame.K_DELETE: "Del", pygame.K_LEFT: "←", pygame.K_RIGHT: "→", pygame.K_UP: "↑",
         pygame.K_DOWN: "↓", pygame.K_MINUS: "-",
         # "+" is Shift and "=" on US and Korean keyboards: the "=" key, Shift or not
         pygame.K_EQUALS: "+"}


def key_name(key: int) -> str:
    """What the key's cap says: "S", "3", "Esc", "F1", "←"."""
    if key in NAMES:
        return NAMES[key]
    return pygame.key.name(key).upper()


def cap_size(key: int) -> tuple[int, int]:
    w, h = theme.font(CAP_SIZE, True).size(key_name(key))
    return w + 2 * CAP_PAD, h + 2


def draw_key_cap(surface: pygame.Surface, key: int, center: tuple[int, int],
                 colour=theme.TEXT) -> pygame.Rect:
    """The key's name on a small dark cap with a light rim, centred at `center`."""
    image = theme.font(CAP_SIZE, True).render(theme.shown(key_name(key)), True, colour)
    cap = pygame.Rect((0, 0), cap_size(key))
    cap.center = center
    pygame.draw.rect(surface, theme.BG, cap, border_radius=4)
    pygame.draw.rect(surface, theme.TEXT_DIM, cap, 1, border_radius=4)
    surface.blit(image, image.get_rect(center=cap.center))
    return cap


def cap_room(key: int | None) -> int:
    """How much wider than its label a button must be for its cap to sit inside it (the
    label stays centred, so the cap's room is kept on both sides)."""
    return 0 if key is None else 2 * (cap_size(key)[0] + 2 * CAP_PAD)


def cap_spot(rect: pygame.Rect, key: int, label_width: int) -> tuple[tuple[int, int], bool]:
    """Where a button's cap goes: inside at its right end when the label leaves room (True),
    else on its top-right corner like a badge (False)."""
    w, _ = cap_size(key)
    if label_width + cap_room(key) <= rect.width:
        return (rect.right - CAP_PAD - w // 2 - 2, rect.centery), True
    return (rect.right - w // 2, rect.top), False


def free_letters(taken: Iterable[int | None]) -> Iterator[int]:
    """The letter keys A to Z not in `taken`, in order: shortcuts for buttons a screen has a
    varying number of (a game's options, its tutorials)."""
    used = set(taken)
    return (k for k in range(pygame.K_a, pygame.K_z + 1) if k not in used)
