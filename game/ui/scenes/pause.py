"""Pause menu over the table: resume, save, load, undo, settings, rules (scenes/rules.py),
house rules, "Learn to play" (when the game has a tutorial, issue #38), quit to title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from ...engine import saves, tutorial
from .. import theme
from ..autosave import mark_saved
from ..scene import Scene, open_scene, register_scene
from ..tutorial_mode import offer
from ..widgets.basic import Button, draw_text, panel, shade
from ..widgets.text_field import TextField

PAUSE_BOX = (420, 560)  # the pause menu's box in one column
SHORTEST_BUTTON = 34  # a menu button any lower goes into two columns


class Overlay(Scene):
    """A modal box over a dimmed table."""

    opaque = False
    modal = True
    box_size = (420, 560)

    def dim(self, surface: pygame.Surface) -> pygame.Rect:
        shade(surface, 160)
        w = min(self.box_size[0], surface.get_width() - 20)
        h = min(self.box_size[1], surface.get_height() - 20)
        box = pygame.Rect(0, 0, w, h)
        box.center = surface.get_rect().center
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        return box


@register_scene("pause")
class PauseScene(Overlay):
    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = [
            Button("", app.pop, primary=True),
            Button("", lambda: app.push(SaveAsScene(app, table.session))),
            Button("", self.load),
            Button("", self.undo, enabled=table.undo_button.enabled),
            Button("", self.settings),
            Button("", lambda: open_scene(app, "rules", table.session)),
            Button("", lambda: open_scene(app, "house_rules", table.session.game_id)),
            Button("", self.to_title),
        ]
        self.keys = ["pause.resume", "pause.save", "title.load", "table.undo", "title.settings",
                     "pause.rules", "house.button", "pause.quit_to_title"]
        shortcuts = [pygame.K_ESCAPE, pygame.K_s, pygame.K_l, pygame.K_u, pygame.K_o,
                     pygame.K_r, pygame.K_h, pygame.K_q]
        if table.session.game_id in tutorial.available():
            self.buttons.insert(-1, Button("", self.learn))
            self.keys.insert(-1, "title.learn")
            shortcuts.insert(-1, pygame.K_t)
        for button, key in zip(self.buttons, shortcuts, strict=True):
            button.shortcut = key  # issue #39.3
        self.retranslate()

    def retranslate(self) -> None:
        for button, key in zip(self.buttons, self.keys, strict=True):
            button.label = i18n.t(key)

    def undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def load(self) -> None:
        open_scene(self.app, "load")

    def learn(self) -> None:
        self.app.pop()
        offer(self.app, self.table.session.game_id)

    def settings(self) -> None:
        open_scene(self.app, "settings")

    def to_title(self) -> None:
        self.app.stack.clear()
        open_scene(self.app, "title")

    def handle(self, event: pygame.event.Event) -> bool:
        any(b.handle(event) for b in self.buttons)  # Esc is Resume's shortcut
        return True

    def draw(self, surface: pygame.Surface) -> None:
        # One column, or two in a wider box where one would squash the buttons (issue #39.2:
        # 640x360 is 1280x720 at 200%); two go in rows, as Tab reads them.
        n = len(self.buttons)
        tall = min(PAUSE_BOX[1], surface.get_height() - 20) - 80
        cols = 1 if tall // n - 8 >= SHORTEST_BUTTON else 2
        self.box_size = PAUSE_BOX if cols == 1 else (PAUSE_BOX[0] * 3 // 2, PAUSE_BOX[1])
        box = self.dim(surface)
        draw_text(surface, i18n.t("pause.title"), (box.centerx, box.top + 18), 28, theme.ACCENT,
                  True, "midtop")
        rows = -(-n // cols)
        height = min(48, (box.height - 80) // rows - 8)
        width = (box.width - 80 - (cols - 1) * 12) // cols
        for i, button in enumerate(self.buttons):
            row, col = divmod(i, cols)
            button.rect = pygame.Rect(box.left + 40 + col * (width + 12),
                                      box.top + 66 + row * (height + 8), width, height)
        for button in self.buttons:
            button.draw(surface)


@register_scene("save_as")
class SaveAsScene(Overlay):
    """A name for the game's file; `then` runs once it is written (closing the window)."""

    box_size = (460, 230)

    def __init__(self, app, session, then: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.session, self.then = session, then
        self.field = TextField(f"{session.game_id}-{len(session.actions)}", 40, focused=True)
        self.buttons = [Button(i18n.t("pause.save"), self.save, primary=True,
                               shortcut=pygame.K_RETURN),
                        Button(i18n.t("common.cancel"), app.pop, shortcut=pygame.K_ESCAPE)]

    def save(self) -> None:
        try:
            saves.write(self.session, saves.save_path(self.field.text.strip()))
        except saves.SaveError as exc:
            self.app.show_message(str(exc))
            return
        mark_saved(self.session)
        self.app.pop()
        if self.then is not None:
            self.then()
            return
        self.app.show_message(i18n.t("pause.saved", name=self.field.text.strip()))

    def handle(self, event: pygame.event.Event) -> bool:
        for button in self.buttons:  # Enter and Esc before the field, which always types
            if event.type == pygame.KEYDOWN and button.pressed(event):
                button.on_click()
                return True
        self.field.focused = True
        self.field.handle(event) or any(b.handle(event) for b in self.buttons)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        box = self.dim(surface)
        draw_text(surface, i18n.t("pause.save_as"), (box.left + 24, box.top + 20), 22,
                  theme.ACCENT, True)
        self.field.rect = pygame.Rect(box.left + 24, box.top + 70, box.width - 48, 44)
        self.field.draw(surface)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, 150, 44)
            b.rect.bottomright = (box.right - 24 - i * 162, box.bottom - 20)
            b.draw(surface)
