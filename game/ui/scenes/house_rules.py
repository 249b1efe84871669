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
from ..scene import register_scene
from ..scroll_page import HEAD, META_SIZE, PAD, READING_SIZE, TITLE_SIZE, ScrollPage
from ..widgets.basic import draw_fitted, draw_text, wrap

INTRO_LINES, INTRO_STEP = 5, 18  # the intro's most lines, and pixels a line


@register_scene("house_rules")
class HouseRulesScene(ScrollPage):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.entry = registry.entry(game_id)
        self.rules = self.entry.house_rules()
        self.retranslate()

    def retranslate(self) -> None:
        self.close.label = i18n.t("common.close")
        self.laid_for = None  # the words (or their size) changed: wrap them again

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

    def intro(self) -> list[str]:
        """The intro's lines, as many as INTRO_LINES (a narrow window wraps it to more)."""
        return wrap(i18n.t("house.intro"), META_SIZE, self.box.width - 2 * PAD)[:INTRO_LINES]

    def layout(self, surface: pygame.Surface) -> None:
        """The head as tall as the intro's lines (issue #39.2: at 640x360 its second line
        ended mid-sentence)."""
        super().layout(surface)
        head = max(HEAD, 54 + INTRO_STEP * len(self.intro()) + 6)
        if head != self.head:
            self.head = head
            super().layout(surface)

    def draw_head(self, surface: pygame.Surface) -> None:
        title = i18n.t("house.title", game=self.entry.title())
        draw_fitted(surface, title, (self.box.left + PAD, self.box.top + 18), 24,
                    self.box.width - 2 * PAD - 130, theme.ACCENT, True)
        intro = self.intro()
        for i, line in enumerate(intro):
            draw_text(surface, line, (self.box.left + PAD, self.box.top + 54 + i * INTRO_STEP),
                      META_SIZE, theme.TEXT_DIM)

    def hint(self) -> str:
        return i18n.t("house.hint")
