"""Settings: full screen, UI scale, animations, language, text size, bot speed and confirming
moves.
Saved at once to the per-user config."""

from __future__ import annotations

import pygame

from ... import i18n
from .. import theme
from ..scene import Scene, register_scene
from ..settings import BOT_SPEEDS, TEXT_SIZES
from ..ui_scale import UI_SCALES
from ..widgets.basic import Button, column_layout, draw_fitted, draw_text

# Full screen, UI scale, animations, language, text size, bot speed, confirm moves, back
# (issue #39.3)
KEYS = (pygame.K_f, pygame.K_s, pygame.K_a, pygame.K_l, pygame.K_t, pygame.K_b, pygame.K_c,
        pygame.K_ESCAPE)


@register_scene("settings")
class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [
            Button("", self.toggle_fullscreen),
            # High up, so it stays on screen to be clicked back at the largest scale.
            Button("", self.next_ui_scale),
            Button("", self.toggle_animations),
            Button("", self.next_language),
            Button("", self.next_text_size),
            Button("", self.next_bot_speed),
            Button("", self.toggle_confirm),
            Button("", app.pop, primary=True),
        ]
        for button, key in zip(self.buttons, KEYS, strict=True):
            button.shortcut = key
        self.relabel()

    def retranslate(self) -> None:
        self.relabel()

    def relabel(self) -> None:
        s = self.app.settings

        def on_off(flag: bool) -> str:
            return i18n.t("settings.on") if flag else i18n.t("settings.off")

        self.buttons[0].label = f"{i18n.t('settings.fullscreen')}: {on_off(s.fullscreen)}"
        self.buttons[1].label = f"{i18n.t('settings.ui_scale')}: {s.ui_scale}%"
        self.buttons[2].label = f"{i18n.t('settings.animations')}: {on_off(s.animations)}"
        self.buttons[3].label = f"{i18n.t('settings.language')}: {i18n.language_name(s.language)}"
        self.buttons[4].label = f"{i18n.t('settings.text_size')}: {s.text_size}%"
        self.buttons[5].label = (f"{i18n.t('settings.bot_speed')}: "
                                 f"{i18n.t('settings.bot_speed.' + s.bot_speed)}")
        self.buttons[6].label = f"{i18n.t('settings.confirm_moves')}: {on_off(s.confirm_moves)}"
        self.buttons[7].label = i18n.t("settings.back")
        self.tips = [(self.buttons[1], i18n.t("settings.ui_scale.tip")),
                     (self.buttons[5], i18n.t("settings.bot_speed.tip")),
                     (self.buttons[6], i18n.t("settings.confirm_moves.tip"))]

    def _changed(self) -> None:
        self.relabel()
        try:
            self.app.settings.save()
        except OSError as exc:
            self.app.show_message(str(exc))

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()  # F11 anywhere does the same
        self._changed()

    def next_ui_scale(self) -> None:
        """75% → 100% → … → 200% → 75%: the app lays every scene out again at once."""
        current = self.app.settings.ui_scale
        i = UI_SCALES.index(current) if current in UI_SCALES else -1
        self.app.set_ui_scale(UI_SCALES[(i + 1) % len(UI_SCALES)])
        self._changed()

    def toggle_animations(self) -> None:
        self.app.settings.animations = not self.app.settings.animations
        self._changed()

    def next_language(self) -> None:
        """English → 한국어 → …: the whole running program switches at once."""
        langs = i18n.languages()
        current = self.app.settings.language
        self.app.set_language(langs[(langs.index(current) + 1) % len(langs)]
                              if current in langs else langs[0])
        self._changed()

    def next_text_size(self) -> None:
        s = self.app.settings
        s.text_size = TEXT_SIZES[(TEXT_SIZES.index(s.text_size) + 1) % len(TEXT_SIZES)]
        theme.set_text_scale(s.text_size)
        self.app.stack.retranslate()  # texts measured and wrapped at the old size: again
        self._changed()

    def next_bot_speed(self) -> None:
        s = self.app.settings
        s.bot_speed = BOT_SPEEDS[(BOT_SPEEDS.index(s.bot_speed) + 1) % len(BOT_SPEEDS)]
        self._changed()

    def toggle_confirm(self) -> None:
        self.app.settings.confirm_moves = not self.app.settings.confirm_moves
        self._changed()

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in self.buttons)  # Esc: Back's shortcut

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = surface.get_size()
        # Heading and buttons closer and lower as a low window needs (issue #39.2: 640x360 is
        # 1280x720 at 200%); the tip under the buttons keeps a line.
        k = max(0.5, min(1.0, h / 720))
        heading = draw_text(surface, i18n.t("settings.title"), (w // 2, round(60 * k) - 4),
                            max(26, round(40 * k)), theme.ACCENT, True, "midtop")
        top = heading.bottom + round(24 * k)
        tip_h = theme.font(16).get_linesize() + round(24 * k)
        gap = max(6, round(10 * k))
        n = len(self.buttons)
        height = max(28, min(46, (h - top - tip_h - (n - 1) * gap) // n))
        column_layout(self.buttons, w // 2, top, min(400, w - 40), height, gap)
        for button in self.buttons:
            button.draw(surface)
        tip = next((tip for button, tip in self.tips if button.hover), None)
        if tip:  # what the setting does, under the buttons
            draw_fitted(surface, tip, (w // 2, self.buttons[-1].rect.bottom + gap), 16, w - 40,
                          theme.TEXT_DIM, anchor="midtop")
