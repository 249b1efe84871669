"""A one-line text field: click to focus, type, Backspace, Enter or Tab to finish.

Korean (and any IME) input: while a syllable is being composed SDL sends TEXTEDITING with the
unfinished text, shown underlined at the caret, and TEXTINPUT when it commits. The IME's
candidate window is placed at the caret (`pygame.key.set_text_input_rect`). Left/Right,
Home/End and Delete move and edit at the caret; Ctrl+A selects all (the next typing or paste
replaces it, Backspace clears it); Ctrl+V pastes the clipboard's text.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme, viewport
from .basic import draw_text, panel

PAD = 8


@dataclass
class TextField:
    text: str
    max_len: int = 24
    allowed: str | None = None  # None = any printable; else the characters allowed
    rect: pygame.Rect = None  # type: ignore[assignment]
    focused: bool = False
    caret: int | None = None  # None: after the last character (text may be set from outside)
    composition: str = ""  # the IME's unfinished syllable, not yet part of text
    all_selected: bool = False
    size: int = 18  # font size of the last draw, to place the caret from a click

    # -- editing ----------------------------------------------------------------------------
    def caret_index(self) -> int:
        return len(self.text) if self.caret is None else max(0, min(self.caret, len(self.text)))

    def insert(self, typed: str) -> None:
        chars = "".join(c for c in typed if c.isprintable()
                        and (self.allowed is None or c in self.allowed))
        if self.all_selected:
            self.text, self.caret, self.all_selected = "", 0, False
        at = self.caret_index()
        chars = chars[: max(0, self.max_len - len(self.text))]
        self.text = self.text[:at] + chars + self.text[at:]
        self.caret = at + len(chars)

    def delete(self, before: bool) -> None:
        if self.all_selected:
            self.text, self.caret, self.all_selected = "", 0, False
            return
        at = self.caret_index()
        if before and at > 0:
            self.text, self.caret = self.text[:at - 1] + self.text[at:], at - 1
        elif not before:
            self.text, self.caret = self.text[:at] + self.text[at + 1:], at

    def move(self, to: int) -> None:
        self.all_selected = False
        self.caret = max(0, min(to, len(self.text)))

    def paste(self) -> None:
        self.insert(clipboard_text().replace("\n", " ").replace("\r", ""))

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and was:
                self.move(self.index_at(event.pos[0]))
            if not self.focused:
                self.composition, self.all_selected = "", False
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if self.composition:
                return True  # the IME owns these keys until the syllable commits
            self.key(event)
            return True
        return False

    def key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        at = self.caret_index()
        if ctrl and event.key == pygame.K_a:
            self.all_selected = bool(self.text)
        elif ctrl and event.key == pygame.K_v:
            self.paste()
        elif event.key == pygame.K_BACKSPACE:
            self.delete(before=True)
        elif event.key == pygame.K_DELETE:
            self.delete(before=False)
        elif event.key == pygame.K_LEFT:
            self.move(0 if self.all_selected else at - 1)
        elif event.key == pygame.K_RIGHT:
            self.move(len(self.text) if self.all_selected else at + 1)
        elif event.key == pygame.K_HOME:
            self.move(0)
        elif event.key == pygame.K_END:
            self.move(len(self.text))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.focused, self.all_selected = False, False

    def index_at(self, x: int) -> int:
        """The caret position nearest to screen x."""
        font = theme.font(self.size)
        left = self.rect.left + PAD
        widths = [font.size(self.text[:i])[0] for i in range(len(self.text) + 1)]
        return min(range(len(widths)), key=lambda i: abs(left + widths[i] - x))

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, size: int = 18) -> None:
        self.size = size
        panel(surface, self.rect, theme.PANEL_LIGHT if self.focused else theme.PANEL,
              theme.ACCENT if self.focused else theme.BORDER, 6)
        font = theme.font(size)
        at = self.caret_index()
        before, after = self.text[:at], self.text[at:]
        x, mid = self.rect.left + PAD, self.rect.centery
        if self.all_selected and self.focused:
            width = font.size(self.text)[0]
            pygame.draw.rect(surface, theme.ACCENT_DARK,
                             (x - 1, self.rect.top + 5, width + 2, self.rect.height - 10))
        x = draw_text(surface, before, (x, mid), size, anchor="midleft").right if before else x
        if self.focused and self.composition:
            rect = draw_text(surface, self.composition, (x, mid), size, theme.ACCENT,
                             anchor="midleft")
            pygame.draw.line(surface, theme.ACCENT, (rect.left, rect.bottom),
                             (rect.right, rect.bottom))
            x = rect.right
        caret_x = x
        if after:
            draw_text(surface, after, (x + (2 if self.focused else 0), mid), size,
                      anchor="midleft")
        if self.focused:
            h = font.get_height()
            pygame.draw.line(surface, theme.TEXT, (caret_x, mid - h // 2),
                             (caret_x, mid + h // 2))
            set_input_rect(pygame.Rect(caret_x, self.rect.top, 1, self.rect.height))


def set_input_rect(rect: pygame.Rect) -> None:
    """Put the IME candidate window at the caret (no-op without a real text input device)."""
    try:
        pygame.key.set_text_input_rect(viewport.to_window(rect))  # SDL's are window pixels
    except pygame.error:
        pass


def clipboard_text() -> str:
    """The clipboard's text through SDL (pygame.scrap), or "" when there is none."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return text or ""
