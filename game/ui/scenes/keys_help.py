"""The keys of the current screen (issue #39.3), opened over it by F1 or ? (game/ui/app.py,
`focus.asks_for_help`): the focus ring's keys, Esc, F11 and F1, then what the screen under it
offers (`Scene.keys_help()`: each button's shortcut and label, and the screen's own keys), in
the player's language. Esc, Enter, F1, ? or Close closes it."""

from __future__ import annotations

import pygame

from ... import i18n
from .. import theme
from ..focus import asks_for_help
from ..scene import Scene, register_scene
from ..widgets.basic import Button, draw_text, fit_size, panel, shade, wrap
from ..widgets.key_cap import cap_room

SIZE = 16
PAD = 24
# (keys as their caps read, catalog key of what they do): on every screen
COMMON = [("Tab / Shift+Tab", "keys.tab"), ("← ↑ → ↓", "keys.arrows"),
          ("Enter / Space", "keys.choose"), ("Esc", "keys.back"), ("F11", "keys.fullscreen"),
          ("F1 / ?", "keys.help")]


SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


@register_scene("keys")
class KeysHelpScene(Scene):
    opaque = False
    modal = True
    help_keys = False  # F1 and ? close it instead

    def __init__(self, app, scene: Scene) -> None:
        super().__init__(app)
        self.scene = scene  # the screen whose keys these are
        self.close = Button(i18n.t("common.close"), self.dismiss, size=16,
                            shortcut=pygame.K_ESCAPE)
        self.first = 0  # the first row shown when the list is longer than the window
        self.rows_shown = self.rows_total = 0

    def retranslate(self) -> None:
        self.close.label = i18n.t("common.close")

    def dismiss(self) -> None:
        self.app.stack.remove(self)

    def lines(self) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """The common keys, then the screen's own; a key the screen says more about (the
        table's Tab, Enter, Esc) is listed once, in the screen's words."""
        own = self.scene.keys_help()
        said = {keys for keys, _ in own}
        return [(keys, i18n.t(what)) for keys, what in COMMON if keys not in said], own

    def keys_help(self) -> list[tuple[str, str]]:
        return []  # the help of the help: only the common keys (it closes with Esc)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (
                event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
                or asks_for_help(event)):
            self.close.on_click()  # Esc is its shortcut
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key] * (self.rows_shown - 1 or 1)
                        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN)
                        else SCROLL_KEYS[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        else:
            self.close.handle(event)
        return True  # modal: nothing reaches the screen underneath

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, self.rows_total - self.rows_shown))

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 170)
        common, own = self.lines()
        w, h = surface.get_size()
        step = theme.font(SIZE).get_linesize() + 4
        head = 64
        box = pygame.Rect(0, 0, min(760, w - 40), 0)
        keys_w = min(220, box.width // 3)
        what_w = box.width - 2 * PAD - keys_w - 16  # room for the scroll marks
        # One row a line: a long description wraps (never shrunk past reading).
        table: list[tuple[str, str, bool]] = []  # (keys, a line of what they do, heading)
        for keys, what in common + ([("", i18n.t("keys.on_screen"))] + own if own else []):
            if not keys:
                table.append(("", what, True))
                continue
            for i, line in enumerate(wrap(what, SIZE, what_w)):
                table.append((keys if i == 0 else "", line, False))
        room = max(1, (h - 40 - head - PAD) // step)
        self.rows_total, self.rows_shown = len(table), min(len(table), room)
        self.scroll(0)
        box.height = head + PAD + step * self.rows_shown
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        label_w = theme.font(16, True).size(self.close.label)[0]
        close_w = max(104, label_w + cap_room(self.close.shortcut) + 12)
        self.close.rect = pygame.Rect(box.right - close_w - 20, box.top + 14, close_w, 34)
        title = i18n.t("keys.title")
        draw_text(surface, title, (box.left + PAD, box.top + 18),
                  fit_size(title, self.close.rect.left - box.left - 2 * PAD, 24, True),
                  theme.ACCENT, True)
        self.close.draw(surface)
        x, y = box.left + PAD, box.top + head
        shown = table[self.first:self.first + self.rows_shown]
        for i, (keys, what, heading) in enumerate(shown):
            if heading:  # the screen's own keys follow
                draw_text(surface, what, (x, y + 2), SIZE, theme.ACCENT, True)
            else:
                if keys:
                    draw_text(surface, keys, (x, y), fit_size(keys, keys_w - 12, SIZE, True),
                              theme.HIGHLIGHT, True)
                draw_text(surface, what, (x + keys_w, y), SIZE)
            if (i == 0 and self.first > 0) or (i == len(shown) - 1 and self.first + len(
                    shown) < self.rows_total):  # more above or below: ↑/↓ or the wheel
                draw_text(surface, "\u21e7" if i == 0 else "\u21e9",
                          (box.right - PAD // 2, y), SIZE, theme.ACCENT, True, "topright")
            y += step
