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
from ..widgets.basic import Button, draw_text, fit_size, panel, shade

SIZE = 16
PAD = 24
# (keys as their caps read, catalog key of what they do): on every screen
COMMON = [("Tab / Shift+Tab", "keys.tab"), ("← ↑ → ↓", "keys.arrows"),
          ("Enter / Space", "keys.choose"), ("Esc", "keys.back"), ("F11", "keys.fullscreen"),
          ("F1 / ?", "keys.help")]


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

    def retranslate(self) -> None:
        self.close.label = i18n.t("common.close")

    def dismiss(self) -> None:
        self.app.stack.remove(self)

    def lines(self) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """The common keys, then the screen's own."""
        return [(keys, i18n.t(what)) for keys, what in COMMON], self.scene.keys_help()

    def keys_help(self) -> list[tuple[str, str]]:
        return []  # the help of the help: only the common keys (it closes with Esc)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (
                event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
                or asks_for_help(event)):
            self.close.on_click()  # Esc is its shortcut
        else:
            self.close.handle(event)
        return True  # modal: nothing reaches the screen underneath

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 170)
        common, own = self.lines()
        w, h = surface.get_size()
        step = theme.font(SIZE).get_linesize() + 4
        head = 64
        rows = len(common) + (1 + len(own) if own else 0)
        room = max(1, (h - 40 - head - PAD) // step)
        box = pygame.Rect(0, 0, min(760, w - 40), head + PAD + step * min(rows, room))
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        title = i18n.t("keys.title")
        draw_text(surface, title, (box.left + PAD, box.top + 18),
                  fit_size(title, box.width - 2 * PAD - 140, 24, True), theme.ACCENT, True)
        self.close.rect = pygame.Rect(box.right - 124, box.top + 14, 104, 34)
        self.close.draw(surface)
        keys_w = min(220, box.width // 3)
        x, y = box.left + PAD, box.top + head
        table = list(common)
        if own:
            table += [("", i18n.t("keys.on_screen"))] + own
        if len(table) > room:  # a long screen: the last rows give way to "…"
            table = table[:room - 1] + [("", "…")]
        for keys, what in table:
            if keys:
                draw_text(surface, keys, (x, y), fit_size(keys, keys_w - 12, SIZE, True),
                          theme.HIGHLIGHT, True)
                draw_text(surface, what, (x + keys_w, y),
                          fit_size(what, box.right - PAD - x - keys_w, SIZE))
            else:  # a heading: the screen's own keys follow
                draw_text(surface, what, (x, y + 2), SIZE, theme.ACCENT, True)
            y += step
