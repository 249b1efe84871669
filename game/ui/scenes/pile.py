"""A pile viewer: every card of a public pile (discard, removed, lasting events) as faces.

Opened over the table by a click on the pile. Newest card first; the wheel scrolls when the
pile is taller than the window; a click on a card zooms it; Esc, the Close button or a click
outside the panel closes the viewer.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import i18n
from .. import theme
from ..focus import Target
from ..scene import Scene, open_scene, register_scene
from ..widgets.basic import Button, draw_fitted, draw_text, panel, shade
from ..widgets.cards import CARD_RATIO, CardFace, draw_card, draw_tooltip

CARD_W, GAP, PAD, HEAD = 104, 10, 18, 52
SCROLL_STEP = 60


@register_scene("pile")
class PileScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, title: str, faces: list[CardFace],
                 render: Callable[[int, int, int], pygame.Surface] | None = None) -> None:
        """`faces` oldest first; `render(i, w, h)` draws faces[i] the game's own way (else
        the generic card face)."""
        super().__init__(app)
        self.title = title
        self.items = list(reversed(list(enumerate(faces))))  # newest first
        self.render = render
        self.scroll = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.card_rects: list[tuple[pygame.Rect, CardFace, int]] = []
        self.close = Button(i18n.t("common.close"), self.dismiss, size=16,
                            shortcut=pygame.K_ESCAPE)
        self.hover: tuple[int, int] | None = None

    def dismiss(self) -> None:
        self.app.stack.remove(self)

    # -- layout -----------------------------------------------------------------------------
    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.box = pygame.Rect(0, 0, min(w - 40, 1200), h - 60)
        self.box.center = (w // 2, h // 2)
        self.body = pygame.Rect(self.box.left + PAD, self.box.top + HEAD,
                                self.box.width - 2 * PAD, self.box.height - HEAD - PAD)
        card_h = int(CARD_W * CARD_RATIO)
        per_row = max(1, (self.body.width + GAP) // (CARD_W + GAP))
        rows = -(-len(self.items) // per_row)
        tallest = rows * (card_h + GAP) - GAP
        self.scroll = min(max(self.scroll, 0), max(0, tallest - self.body.height))
        self.card_rects = []
        for slot, (index, face) in enumerate(self.items):
            row, col = divmod(slot, per_row)
            rect = pygame.Rect(self.body.left + col * (CARD_W + GAP),
                               self.body.top + row * (card_h + GAP) - self.scroll, CARD_W,
                               card_h)
            self.card_rects.append((rect, face, index))
        self.close.rect = pygame.Rect(self.box.right - 120, self.box.top + 10, 104, 34)

    def card_at(self, pos: tuple[int, int]) -> CardFace | None:
        if not self.body.collidepoint(pos):
            return None
        return next((face for rect, face, _ in self.card_rects if rect.collidepoint(pos)), None)

    def focus_targets(self) -> list[Target]:
        """Close and each card in sight; Enter zooms the card (issue #39.3)."""
        return super().focus_targets() + [
            Target(rect, lambda f=face: open_scene(self.app, "zoom", f), key=("card", index))
            for rect, face, index in self.card_rects if self.body.contains(rect)]

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close.on_click()  # Esc is its shortcut
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * SCROLL_STEP
        elif self.close.handle(event):
            pass
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            face = self.card_at(event.pos)
            if face is not None:
                open_scene(self.app, "zoom", face)
            elif not self.box.collidepoint(event.pos):
                self.dismiss()
        return True  # modal: nothing reaches the table underneath

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        shade(surface, 170)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, 8)
        draw_fitted(surface, self.title, (self.box.left + PAD, self.box.top + 16), 22,
                    self.close.rect.left - 12 - self.box.left - PAD, theme.ACCENT, True)
        self.close.draw(surface)
        if not self.items:
            draw_text(surface, i18n.t("pile.empty"), self.body.center, 18, theme.TEXT_DIM,
                      anchor="center")
            return
        clip = surface.get_clip()
        surface.set_clip(self.body)
        for rect, face, index in self.card_rects:
            if not rect.colliderect(self.body):
                continue
            if self.render is None:
                draw_card(surface, face, rect)
            else:
                surface.blit(self.render(index, rect.width, rect.height), rect)
        surface.set_clip(clip)
        face = self.card_at(self.hover) if self.hover else None
        if face is not None and face.text:
            draw_tooltip(surface, f"{face.title}\n{face.text}", self.hover, 340)
