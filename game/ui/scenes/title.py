"""Title: the four games (unplayable ones shown as coming soon), continue, load, settings."""

from __future__ import annotations

import pygame

from ... import i18n
from ...engine import registry
from .. import theme
from ..scene import Scene, open_scene, register_scene
from ..widgets.basic import Button, column_layout, draw_text, draw_wrapped, panel


@register_scene("title")
class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.tiles: list[tuple[registry.GameEntry, pygame.Rect]] = []
        self.hover: str | None = None
        self.buttons = [
            Button("", self.continue_last, primary=True),
            Button("", self.open_load),
            Button("", self.open_settings),
            Button("", app.quit),
        ]
        self.retranslate()

    def retranslate(self) -> None:
        for button, key in zip(self.buttons, ("title.continue", "title.load", "title.settings",
                                              "title.quit"), strict=True):
            button.label = i18n.t(key)

    def enter(self) -> None:
        from ..autosave import describe, latest_unfinished

        found = latest_unfinished()
        self.buttons[0].enabled = found is not None
        # Continue names the game and position it opens (issue #19 point 3).
        self.buttons[0].label = (i18n.t("title.continue_game", game=describe(found[1]))
                                 if found else i18n.t("title.continue"))
        self.buttons[0].size = 16 if found else 20

    @staticmethod
    def games() -> list[registry.GameEntry]:
        """The product's games (those not ready shown as coming soon), and any game enrolled
        at run time that has a board ready to play."""
        from ..boards import board_ready

        shipped = registry.product_ids()
        return [e for e in registry.entries() if e.id in shipped or board_ready(e.id)]

    def playable(self, entry: registry.GameEntry) -> bool:
        from ..boards import board_ready

        return board_ready(entry.id)

    # -- actions ----------------------------------------------------------------------------
    def start(self, game_id: str) -> None:
        open_scene(self.app, "new_game", game_id)

    def continue_last(self) -> None:
        from ..autosave import resume

        resume(self.app)

    def open_load(self) -> None:
        open_scene(self.app, "load")

    def open_settings(self) -> None:
        open_scene(self.app, "settings")

    # -- events and drawing -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((e.id for e, r in self.tiles if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for entry, rect in self.tiles:
                if rect.collidepoint(event.pos) and self.playable(entry):
                    self.start(entry.id)
                    return True
        return False

    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        cols = 4 if w >= 1100 else 2
        tile_w = min(280, (w - 80 - (cols - 1) * 20) // cols)
        tile_h = 150
        left = (w - (cols * tile_w + (cols - 1) * 20)) // 2
        top = int(h * 0.26)
        self.tiles = []
        for i, entry in enumerate(self.games()):
            r, c = divmod(i, cols)
            rect = pygame.Rect(left + c * (tile_w + 20), top + r * (tile_h + 20), tile_w, tile_h)
            self.tiles.append((entry, rect))
        below = self.tiles[-1][1].bottom + 40
        height = 46 if h >= 700 else 38
        column_layout(self.buttons, w // 2, below, 300, height, 10)
        self.buttons[0].rect.inflate_ip(min(520, w - 40) - 300, 0)  # room for the game's name

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, h = surface.get_size()
        title = draw_text(surface, i18n.t("app.title"), (w // 2, int(h * 0.04)), 56,
                          theme.ACCENT, True, "midtop")
        # Each line under the one above with a gap (issue #34.13: at 1280×720 the tagline
        # and the heading touched in Korean); the heading keeps clear of the tiles.
        self.tagline_rect = draw_text(surface, i18n.t("app.tagline"), (w // 2, title.bottom),
                                      20, theme.TEXT_DIM, anchor="midtop")
        self.heading_rect = draw_text(
            surface, i18n.t("title.choose_game"),
            (w // 2, max(self.tagline_rect.bottom + 10, self.tiles[0][1].top - 36)), 20,
            theme.TEXT, True, "midtop")
        for entry, rect in self.tiles:
            playable = self.playable(entry)
            hover = playable and self.hover == entry.id
            if playable:
                panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
                      theme.ACCENT if hover else theme.BORDER, 10)
            else:  # flat, no card face: it does not invite a click (issue #19.11)
                panel(surface, rect, theme.BG, theme.PANEL_LIGHT, 10)
            colour = theme.TEXT if playable else theme.TEXT_DIM
            title_rect = pygame.Rect(rect.left + 14, rect.top + 16, rect.width - 28, 60)
            name = entry.title()
            draw_wrapped(surface, name, title_rect, 22, colour, bold=True)
            draw_text(surface, i18n.t("title.players", players=entry.players),
                      (rect.left + 14, rect.bottom - 56), 16, theme.TEXT_DIM)
            status = i18n.t("title.play") if playable else i18n.t("title.not_playable")
            draw_text(surface, status, (rect.left + 14, rect.bottom - 30), 16,
                      theme.HIGHLIGHT if playable else theme.TEXT_DIM, bold=playable)
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, i18n.t("title.hint"), (w // 2, h - 16), 15, theme.TEXT_DIM,
                  anchor="midbottom")
