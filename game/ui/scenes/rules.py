"""The Rules page of a game (issue #38 point 2): its rules summary on top, then its rules
reference, one section per rule id (engine/rules_ref.py), each headed by its id and title.

Opened from the pause menu and by a tutorial step's "More":
`open_scene(app, "rules", session_or_game_id, rule="D89-6.2.3")` opens it scrolled so that the
section the id resolves to (here D89-6.2) is at the top, marked with a band. An id the
reference does not know opens the page at its top. Scrolling and closing are the ScrollPage's.
"""

from __future__ import annotations

from typing import Any

import pygame

from ... import i18n
from ...engine import registry, rules_ref
from .. import theme
from ..scene import register_scene
from ..scroll_page import META_SIZE, PAD, READING_SIZE, TITLE_SIZE, ScrollPage
from ..widgets.basic import draw_fitted, wrap

SECTION_GAP = 18  # pixels above each section's heading
MARK_MARGIN = 8  # pixels between the body's top and an opened section's heading


@register_scene("rules")
class RulesScene(ScrollPage):
    head = 78

    def __init__(self, app, game: Any, rule: str | None = None) -> None:
        """`game`: a session (its game) or a game id; `rule`: the rule id to open at."""
        super().__init__(app)
        self.entry = registry.entry(getattr(game, "game_id", game))
        self.sections = rules_ref.sections(self.entry)
        self.target = rules_ref.resolve(self.entry, rule) if rule else None
        self.anchors: dict[str, int] = {}  # section id -> the index of its heading's line
        self.seek = self.target is not None  # scroll to the target once it is laid out
        self.retranslate()

    def retranslate(self) -> None:
        self.close.label = i18n.t("common.close")
        self.laid_for = None

    def lay_out_text(self, width: int) -> None:
        if self.laid_for == (width, i18n.language()):
            return
        self.laid_for = (width, i18n.language())
        self.lines = [(line, READING_SIZE, theme.TEXT, False, 0)
                      for line in wrap(i18n.t(self.entry.summary_key), READING_SIZE, width)]
        self.anchors = {}
        for rule in self.sections:
            self.anchors[rule] = len(self.lines)
            heading = f"{rule} — {i18n.t(rules_ref.title_key(self.entry, rule))}"
            for i, line in enumerate(wrap(heading, TITLE_SIZE, width, True)):
                self.lines.append((line, TITLE_SIZE, theme.ACCENT, True,
                                   0 if i else SECTION_GAP))
            self.lines += [(line, READING_SIZE, theme.TEXT, False, 0) for line in
                           wrap(i18n.t(rules_ref.text_key(self.entry, rule)), READING_SIZE,
                                width)]
        if self.target in self.anchors:
            start = self.anchors[self.target]
            after = [self.anchors[r] for r in self.sections if self.anchors[r] > start]
            self.mark = range(start, min(after, default=len(self.lines)))

    def section_scroll(self, rule: str) -> int:
        """The scroll that puts section `rule`'s heading at the top of the body."""
        index = self.anchors[rule]
        return self.line_top(index) + self.lines[index][4] - MARK_MARGIN

    def max_scroll(self) -> int:
        # the last sections too can be opened at the top: the text ends in blank space then
        tail = self.section_scroll(self.target) if self.target in self.anchors else 0
        return max(super().max_scroll(), tail)

    def layout(self, surface: pygame.Surface) -> None:
        super().layout(surface)
        if self.seek and self.target in self.anchors:
            self.seek = False
            self.scroll = self.section_scroll(self.target)

    def section_at_top(self) -> str | None:
        """The section whose heading is nearest below the top of the view (for tests and the
        tutorial: which section the page shows)."""
        below = [r for r in self.sections if self.section_scroll(r) >= self.scroll]
        return below[0] if below else None

    def draw_head(self, surface: pygame.Surface) -> None:
        title = i18n.t("rules.title", game=self.entry.title())
        draw_fitted(surface, title, (self.box.left + PAD, self.box.top + 18), 24,
                    self.box.width - 2 * PAD - 130, theme.ACCENT, True)
        intro = i18n.t("rules.intro")
        draw_fitted(surface, intro, (self.box.left + PAD, self.box.top + 52), META_SIZE,
                    self.box.width - 2 * PAD - 130, theme.TEXT_DIM)

    def hint(self) -> str:
        return i18n.t("house.hint")
