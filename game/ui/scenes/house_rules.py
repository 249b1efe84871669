"""The House rules page of a game (issue #37.12): every point where its rulebook is silent,
garbled or contradicts itself, the reading the program plays, where the question lies, how
sure we are, and the New Game option that offers the other reading where there is one.

Opened from the New Game screen and from the pause menu (`open_scene(app, "house_rules",
game_id)`); the readings are the game's data (`GameEntry.house_rules`, engine/house_rules.py).
The wheel, the arrow keys, Page Up/Down, Home and End scroll; Esc, Return or Close closes it.
"""

from __future__ import annotations

import pygame

from ... import i18n
from ...engine import registry
from .. import theme
from ..scene import Scene, register_scene
from ..widgets.basic import Button, draw_text, fit_size, panel, wrap

PAD, HEAD, FOOT = 24, 96, 34
TITLE_SIZE, READING_SIZE, META_SIZE = 18, 16, 14
LINE_STEP = 40  # pixels an arrow key or a wheel notch scrolls
# (text, size, colour, bold, gap above) for each drawn line
Line = tuple[str, int, tuple[int, int, int], bool, int]


@register_scene("house_rules")
class HouseRulesScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.entry = registry.entry(game_id)
        self.rules = self.entry.house_rules()
        self.scroll = 0
        self.box = self.body = pygame.Rect(0, 0, 0, 0)
        self.lines: list[Line] = []
        self.laid_for: tuple[int, str] | None = None  # (width, language) of self.lines
        self.close = Button("", self.dismiss, size=16)
        self.retranslate()

    def retranslate(self) -> None:
        self.close.label = i18n.t("common.close")
        self.laid_for = None  # the words (or their size) changed: wrap them again

    def dismiss(self) -> None:
        self.app.stack.remove(self)

    # -- the text ---------------------------------------------------------------------------
    def texts(self) -> list[tuple[str, str, str]]:
        """(title, reading, details) of each reading, in the current language."""
        out = []
        for rule in self.rules:
            details = i18n.t("house.meta", source=rule.source,
                             gap=i18n.t(f"house.gap.{rule.gap}"),
                             basis=i18n.t(f"house.basis.{rule.basis}"),
                             confidence=i18n.t(f"house.confidence.{rule.confidence}"))
            if rule.option:
                details += "  ·  " + i18n.t("house.option", option=self.option_label(rule.option))
            out.append((i18n.t(self.entry.house_key(rule.key, "title")),
                        i18n.t(self.entry.house_key(rule.key, "reading")), details))
        return out

    def option_label(self, key: str) -> str:
        """The option's words as New Game shows them (its catalog label, else its own)."""
        label = self.entry.option_key(key)
        if i18n.has(label):
            return i18n.t(label)
        return next((o.label or key for o in self.entry.options if o.key == key), key)

    def lay_out_text(self, width: int) -> None:
        if self.laid_for == (width, i18n.language()):
            return
        self.laid_for = (width, i18n.language())
        self.lines = []
        if not self.rules:
            self.lines = [(line, READING_SIZE, theme.TEXT_DIM, False, 0)
                          for line in wrap(i18n.t("house.none"), READING_SIZE, width)]
            return
        for n, (title, reading, details) in enumerate(self.texts()):
            for i, line in enumerate(wrap(f"{n + 1}. {title}", TITLE_SIZE, width, True)):
                self.lines.append((line, TITLE_SIZE, theme.ACCENT, True, 18 if n and not i
                                   else 0))
            self.lines += [(line, READING_SIZE, theme.TEXT, False, 0)
                           for line in wrap(reading, READING_SIZE, width)]
            self.lines += [(line, META_SIZE, theme.TEXT_DIM, False, 0)
                           for line in wrap(details, META_SIZE, width)]

    def text_height(self) -> int:
        return sum(theme.font(size, bold).get_linesize() + gap
                   for _, size, _, bold, gap in self.lines)

    # -- layout, events, drawing ------------------------------------------------------------
    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.box = pygame.Rect(0, 0, min(w - 40, 1040), h - 40)
        self.box.center = (w // 2, h // 2)
        self.body = pygame.Rect(self.box.left + PAD, self.box.top + HEAD,
                                self.box.width - 2 * PAD - 12, self.box.height - HEAD - FOOT)
        self.lay_out_text(self.body.width)
        self.scroll = min(max(self.scroll, 0), self.max_scroll())
        self.close.rect = pygame.Rect(self.box.right - 124, self.box.top + 14, 104, 34)

    def max_scroll(self) -> int:
        return max(0, self.text_height() - self.body.height)

    def handle(self, event: pygame.event.Event) -> bool:
        page = max(LINE_STEP, self.body.height - LINE_STEP)
        steps = {pygame.K_UP: -LINE_STEP, pygame.K_DOWN: LINE_STEP, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.dismiss()
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_by(steps[event.key])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0 if event.key == pygame.K_HOME else self.max_scroll()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE_STEP)
        else:
            self.close.handle(event)
        return True  # modal: nothing reaches the scene underneath

    def scroll_by(self, pixels: int) -> None:
        self.scroll = min(max(self.scroll + pixels, 0), self.max_scroll())

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        surface.blit(shade, (0, 0))
        panel(surface, self.box, theme.PANEL, theme.ACCENT, 8)
        title = i18n.t("house.title", game=self.entry.title())
        draw_text(surface, title, (self.box.left + PAD, self.box.top + 18),
                  fit_size(title, self.box.width - 2 * PAD - 130, 24, True), theme.ACCENT, True)
        intro = wrap(i18n.t("house.intro"), META_SIZE, self.box.width - 2 * PAD)[:2]
        for i, line in enumerate(intro):
            draw_text(surface, line, (self.box.left + PAD, self.box.top + 54 + i * 18),
                      META_SIZE, theme.TEXT_DIM)
        self.close.draw(surface)
        self.draw_lines(surface)
        hint = i18n.t("house.hint")
        draw_text(surface, hint, (self.box.centerx, self.box.bottom - 10),
                  fit_size(hint, self.box.width - 2 * PAD, META_SIZE), theme.TEXT_DIM,
                  anchor="midbottom")

    def draw_lines(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.body)
        y = self.body.top - self.scroll
        for text, size, colour, bold, gap in self.lines:
            y += gap
            step = theme.font(size, bold).get_linesize()
            if y + step > self.body.top and y < self.body.bottom:
                draw_text(surface, text, (self.body.left, y), size, colour, bold)
            y += step
        surface.set_clip(clip)
        total = self.text_height()
        if total > self.body.height:  # a thumb shows where in the list the view is
            track = pygame.Rect(self.body.right + 6, self.body.top, 5, self.body.height)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=2)
            thumb = track.copy()
            thumb.height = max(24, track.height * self.body.height // total)
            thumb.top = track.top + (track.height - thumb.height) * self.scroll // max(
                1, self.max_scroll())
            pygame.draw.rect(surface, theme.ACCENT_DARK, thumb, border_radius=2)
