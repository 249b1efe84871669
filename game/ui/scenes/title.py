"""Title: the four games (unplayable ones shown as coming soon), continue, load, settings.
A game with a bundled tutorial has "Learn to play" on its tile (issue #38)."""

from __future__ import annotations

import pygame

from ... import i18n
from ...engine import registry, tutorial
from .. import theme
from ..focus import Target
from ..scene import Scene, open_scene, register_scene
from ..tutorial_mode import offer
from ..widgets.basic import (
    Button,
    column_layout,
    draw_fitted,
    draw_text,
    draw_wrapped,
    panel,
)
from ..widgets.key_cap import draw_key_cap, free_letters, key_name

# Continue, Load, Settings, Quit; a playable game's tile is its number (TILE_KEYS)
BUTTON_KEYS = (pygame.K_c, pygame.K_l, pygame.K_s, pygame.K_q)
TILE_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))

TILE_MIN = 200  # narrowest game tile before the tiles take two rows
TILE_FULL = 118  # a tile with room for two lines of title, the players and Play
TILE_SHORTEST = 72  # below TILE_FULL: the title on one line and Play
TILE_NARROWEST = 170  # the narrowest tile, where a low window needs more tiles a row


@register_scene("title")
class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.tiles: list[tuple[registry.GameEntry, pygame.Rect]] = []
        self.learn: dict[str, Button] = {}  # game id -> its tile's "Learn to play"
        self.hover: str | None = None
        self.title_y = self.tagline_y = self.label_y = 0  # set by layout
        self.title_size, self.line_size = 56, 20  # the heading's type, shrunk by layout
        self.k = 1.0  # how much layout shrank the heading and the gaps
        self.buttons = [
            Button("", self.continue_last, primary=True),
            Button("", self.open_load),
            Button("", self.open_settings),
            Button("", app.quit),
        ]
        for button, shortcut in zip(self.buttons, BUTTON_KEYS, strict=True):
            button.shortcut = shortcut
        self.retranslate()

    def retranslate(self) -> None:
        for button, key in zip(self.buttons, ("title.continue", "title.load", "title.settings",
                                              "title.quit"), strict=True):
            button.label = i18n.t(key)
        taught = tutorial.available()
        self.learn = {game: Button(i18n.t("title.learn"), lambda g=game: offer(self.app, g),
                                   size=15) for game in taught}
        # each "Learn to play" a letter of its own, in the tiles' order
        letters = free_letters(BUTTON_KEYS)
        for entry in self.games():
            if entry.id in self.learn:
                self.learn[entry.id].shortcut = next(letters)

    def enter(self) -> None:
        from ..autosave import describe, scan

        found, damaged = scan()
        # A damaged autosave keeps Continue open: it says which file and why (issue #33.8).
        self.buttons[0].enabled = found is not None or bool(damaged)
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

    def tile_keys(self) -> dict[str, int]:
        """Each playable game's number key, in the tiles' order."""
        playable = [e.id for e in self.games() if self.playable(e)]
        return dict(zip(playable, TILE_KEYS, strict=False))

    # -- keyboard ---------------------------------------------------------------------------
    def focus_targets(self) -> list[Target]:
        """The buttons and each playable game's tile (issue #39.3)."""
        tiles = [Target(rect, lambda g=entry.id: self.start(g), key=("tile", entry.id))
                 for entry, rect in self.tiles if self.playable(entry)]
        return tiles + super().focus_targets()

    def keys_help(self) -> list[tuple[str, str]]:
        titles = {e.id: e.title() for e in self.games()}
        return [(key_name(k), i18n.t("keys.new_game", game=titles[g]))
                for g, k in self.tile_keys().items()] + super().keys_help()

    # -- events and drawing -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key in TILE_KEYS and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            game = next((g for g, k in self.tile_keys().items() if k == event.key), None)
            if game is not None:
                self.start(game)
                return True
        for button in [*self.buttons, *self.learn.values()]:
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
        """Heading, tiles, buttons and the footer stacked to fit the window's height, down to
        640x360 (issue #34 point 5: at 1000x600 Settings and Quit were off the window; issue
        #39.2: 1280x720 at 200%). Type and gaps shrink with a low window; as many tiles a row
        as fit at least TILE_MIN wide; where a column of buttons leaves the tiles too little
        room, Continue goes over a row of the other three."""
        w, h = surface.get_size()
        self.k = k = max(0.5, min(1.0, h / 720))  # how much the heading and gaps shrink
        games = self.games()
        tile_gap = round(20 * k)
        self.title_size, self.line_size = max(28, round(56 * k)), max(15, round(20 * k))
        self.title_y = int(h * 0.06 * k)
        self.tagline_y = self.title_y + theme.font(self.title_size, True).get_linesize() + 2
        self.label_y = self.tagline_y + theme.font(self.line_size).get_linesize() + \
            round(10 * k)
        top = max(int(h * 0.26) if k == 1 else 0,
                  self.label_y + theme.font(self.line_size, True).get_linesize() + 8)
        height = 46 if h >= 700 else max(30, round(38 * k))
        gap = 40 if h >= 700 else round(24 * k)
        footer = theme.font(15).get_linesize() + round(24 * k)
        column_h = len(self.buttons) * (height + 10) - 10
        cols = max(1, min(4, len(games), (w - 60) // (TILE_MIN + 20)))

        def narrowest(cols: int) -> int:
            return (w - 80 - (cols - 1) * tile_gap) // cols

        # More tiles a row, down to TILE_NARROWEST, where the rows of short tiles would
        # push the buttons off a low window (many games).
        while cols < len(games) and narrowest(cols + 1) >= TILE_NARROWEST and \
                top + -(-len(games) // cols) * (TILE_SHORTEST + tile_gap) - tile_gap + gap + \
                2 * height + 8 + footer > h:
            cols += 1
        rows = -(-len(games) // cols)
        cols = -(-len(games) // rows)  # rows as even as they go: 2 + 2, not 3 + 1
        tile_w = min(280, narrowest(cols))
        in_rows = (h - footer - column_h - gap - top + tile_gap) // rows - tile_gap \
            < TILE_SHORTEST
        buttons_h = 2 * height + 8 if in_rows else column_h
        room = h - footer - buttons_h - gap - top
        tile_h = max(TILE_SHORTEST, min(150, (room + tile_gap) // rows - tile_gap))
        left = (w - (cols * tile_w + (cols - 1) * tile_gap)) // 2
        self.tiles = []
        for i, entry in enumerate(games):
            r, c = divmod(i, cols)
            rect = pygame.Rect(left + c * (tile_w + tile_gap), top + r * (tile_h + tile_gap),
                               tile_w, tile_h)
            self.tiles.append((entry, rect))
            if entry.id in self.learn:  # on the tile's bottom right, beside "Play"
                learn_h = 32 if tile_h >= TILE_FULL else 26
                play = theme.font(16, True).size(i18n.t("title.play"))[0]
                learn_w = min(120, tile_w - 14 - play - 20)
                self.learn[entry.id].rect = pygame.Rect(rect.right - 10 - learn_w,
                                                        rect.bottom - learn_h - 6, learn_w,
                                                        learn_h)
        below = self.tiles[-1][1].bottom + gap
        wide = min(520, w - 40)  # Continue: room for the game's name
        if in_rows:
            rest = self.buttons[1:]
            each = (wide - 10 * (len(rest) - 1)) // len(rest)
            self.buttons[0].rect = pygame.Rect((w - wide) // 2, below, wide, height)
            for i, button in enumerate(rest):
                button.rect = pygame.Rect((w - wide) // 2 + i * (each + 10),
                                          below + height + 8, each, height)
        else:
            column_layout(self.buttons, w // 2, below, 300, height, 10)
            self.buttons[0].rect.inflate_ip(wide - 300, 0)

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, h = surface.get_size()
        title = draw_text(surface, i18n.t("app.title"), (w // 2, self.title_y),
                          self.title_size, theme.ACCENT, True, "midtop")
        # Each line under the one above (issue #34.13: at 1280×720 the tagline and the
        # heading touched in Korean); the heading keeps clear of the tiles.
        self.tagline_rect = draw_text(surface, i18n.t("app.tagline"),
                                      (w // 2, max(self.tagline_y, title.bottom)),
                                      self.line_size, theme.TEXT_DIM, anchor="midtop")
        self.heading_rect = draw_text(surface, i18n.t("title.choose_game"),
                                      (w // 2, self.tiles[0][1].top - 8), self.line_size,
                                      theme.TEXT, True, "midbottom")
        for entry, rect in self.tiles:
            playable = self.playable(entry)
            hover = playable and self.hover == entry.id
            if playable:
                panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
                      theme.ACCENT if hover else theme.BORDER, 10)
            else:  # flat, no card face: it does not invite a click (issue #19.11)
                panel(surface, rect, theme.BG, theme.PANEL_LIGHT, 10)
            colour = theme.TEXT if playable else theme.TEXT_DIM
            name = entry.title()
            if rect.height >= TILE_FULL:
                title_rect = pygame.Rect(rect.left + 14, rect.top + 16, rect.width - 28, 60)
                draw_wrapped(surface, name, title_rect, 22, colour, bold=True)
                draw_text(surface, i18n.t("title.players", players=entry.players),
                          (rect.left + 14, rect.bottom - 56), 16, theme.TEXT_DIM)
            else:  # a short tile (many games, a low window): the name on one line
                draw_fitted(surface, name, (rect.left + 14, rect.top + 10), 20, rect.width - 28,
                            colour, True)
            status = i18n.t("title.play") if playable else i18n.t("title.not_playable")
            said = draw_text(surface, status, (rect.left + 14, rect.bottom - 30), 16,
                             theme.HIGHLIGHT if playable else theme.TEXT_DIM, bold=playable)
            if entry.id in self.learn and playable:
                self.learn[entry.id].draw(surface)
            if playable:  # its number key, after "Play"
                draw_key_cap(surface, self.tile_keys()[entry.id],
                             (said.right + 16, said.centery))
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, i18n.t("title.hint"), (w // 2, h - round(6 + 10 * self.k)), 15,
                  theme.TEXT_DIM, anchor="midbottom")
