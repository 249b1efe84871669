"""New game: players, names, human or bot per seat, seed and the game's options.

Rows are players in start order. A game may reseat them once it runs (engine/rules.reseat;
1989's bid for sides, option `side_bid`): while one of its `reseat_options` is on, a row
without a typed name is called "Player N", not after the seat it may leave.

The screen opens with the choices last started for this game (settings `new_game`, issue
#19.15). An option shows only when it applies (`Option.players`, `Option.unless`) and
explains itself on hover (`option.<game>.<key>.tip`), and so does each seat's Human / bot
button; the player count shows only where it is a choice. "House rules", beside the title, opens
the game's house readings.
"""

from __future__ import annotations

import random

import pygame

from ... import i18n
from ...engine import registry
from ...engine.seats import controller_kinds
from ...engine.session import SeatInfo, Session
from .. import theme
from ..autosave import attach
from ..focus import Target
from ..scene import Scene, open_scene, register_scene
from ..widgets.basic import Button, draw_text, fit_size
from ..widgets.cards import draw_tooltip
from ..widgets.key_cap import free_letters, key_name
from ..widgets.seat_mark import draw_seat_mark
from ..widgets.text_field import TextField


@register_scene("new_game")
class NewGameScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.rules = registry.get(game_id)
        self.players = self.rules.min_players
        self.kinds = controller_kinds(self.rules)
        self.options = {o.key: o.default for o in self.rules.options}
        # Games whose seats are sides (1989: Communist, Democrat) name them by default.
        self.names = [TextField(self.default_name(i)) for i in range(self.rules.max_players)]
        self.controllers = ["human"] + ["human"] * (self.rules.max_players - 1)
        self.seed = TextField(str(random.randrange(1, 1_000_000)), 9, "0123456789")
        self.buttons: list[Button] = []
        self.fields: list[TextField] = []
        self.option_buttons: list[tuple[Button, str]] = []  # with each option's tooltip
        self.seat_buttons: list[tuple[Button, str]] = []
        self.count_buttons: list[Button] = []  # "-" and "+", where the count is a choice
        self.mouse = (-1, -1)  # buttons are made at each layout: hover comes from here
        self.recall()

    def recall(self) -> None:
        """The choices last started for this game; anything that no longer fits is skipped."""
        last = self.app.settings.new_game.get(self.rules.id)
        if not isinstance(last, dict):
            return
        players = last.get("players")
        if type(players) is int and self.rules.min_players <= players <= self.rules.max_players:
            self.players = players
        for opt in self.rules.options:
            value = (last.get("options") or {}).get(opt.key, opt.default)
            if value in (opt.choices or (True, False)) and type(value) is type(opt.default):
                self.options[opt.key] = value
        kinds = last.get("controllers") or []
        names = last.get("names") or []
        for row in range(min(len(self.names), len(kinds))):
            if kinds[row] in self.kinds:
                self.controllers[row] = kinds[row]
        for row in range(len(self.names)):
            name = names[row] if row < len(names) else ""
            typed = isinstance(name, str) and name.strip()
            self.names[row].text = name[:40] if typed else self.default_name(row)

    def remember(self) -> None:
        """Keep this start's choices for next time (typed names only: defaults follow)."""
        self.app.settings.new_game[self.rules.id] = {
            "players": self.players, "controllers": self.controllers[:self.players],
            "names": [self.names[r].text.strip() if self.named(r) else ""
                      for r in range(self.players)],
            "options": dict(self.options)}
        if self.app.persist:
            try:
                self.app.settings.save()
            except OSError:
                pass  # remembering is a convenience; the game starts anyway

    def applies(self, opt) -> bool:
        """Whether an option matters for the chosen players and the other options."""
        return ((not opt.players or self.players in opt.players)
                and not (opt.unless and self.options.get(opt.unless)))

    def reseats(self) -> bool:
        """Whether the chosen options let the game reseat the players (a bid for sides)."""
        return any(self.options.get(k) for k in self.rules.reseat_options)

    def default_name(self, seat: int) -> str:
        labels = () if self.reseats() else self.rules.seat_labels
        return (i18n.t(labels[seat]) if seat < len(labels) else
                i18n.t("newgame.default_name", n=seat + 1))

    def named(self, row: int) -> bool:
        """Whether the row's player typed a name (not blank, not a seat's default name)."""
        text = self.names[row].text.strip()
        return bool(text) and text not in {self.default_name(i) for i in range(len(self.names))}

    # -- choices ----------------------------------------------------------------------------
    def change_players(self, delta: int) -> None:
        self.players = min(max(self.players + delta, self.rules.min_players),
                           self.rules.max_players)

    def cycle_controller(self, seat: int) -> None:
        kinds = self.kinds
        self.controllers[seat] = kinds[(kinds.index(self.controllers[seat]) + 1) % len(kinds)]

    def cycle_option(self, key: str) -> None:
        opt = next(o for o in self.rules.options if o.key == key)
        choices = list(opt.choices or (True, False))
        unnamed = [row for row in range(len(self.names)) if not self.named(row)]
        self.options[key] = choices[(choices.index(self.options[key]) + 1) % len(choices)]
        for row in unnamed:  # default names follow the options (players, not sides, may bid)
            self.names[row].text = self.default_name(row)

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(self.names[i].text.strip() or i18n.t("newgame.default_name", n=i + 1),
                         self.controllers[i]) for i in range(self.players)]

    def seed_value(self) -> int:
        return int(self.seed.text or 0)

    def start(self) -> None:
        """Start the game: the one start path (the Start button, Enter)."""
        options = {o.key: self.options[o.key] for o in self.rules.options if self.applies(o)}
        try:
            session = Session.new(self.rules.id, self.seed_value(), self.players, options,
                                  self.seats())
        except ValueError as exc:
            self.app.show_message(str(exc))
            return
        self.remember()
        open_scene(self.app, "table", attach(session), replace=True)

    # -- layout, events, drawing ------------------------------------------------------------
    def layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        left = max(20, w // 2 - 400)
        # "Players − n +" only where the count is a choice (issue #34.12).
        self.count_buttons = [
            Button("-", lambda: self.change_players(-1), size=22),
            Button("+", lambda: self.change_players(1), size=22),
        ] if self.rules.max_players > self.rules.min_players else []
        if self.count_buttons:
            minus, plus = self.count_buttons
            minus.rect = pygame.Rect(left + 220, 120, 44, 40)
            plus.rect = pygame.Rect(left + 320, 120, 44, 40)
            minus.enabled = self.players > self.rules.min_players
            plus.enabled = self.players < self.rules.max_players
        self.buttons = list(self.count_buttons)
        self.seat_buttons: list[tuple[Button, str]] = []  # each with the cycle's tooltip
        kinds = ", ".join(i18n.t(f"newgame.kind.{k}") for k in self.kinds)
        self.fields = []
        row_h, option_h = (46 if h >= 760 else 40), 40
        top = 190
        offered = [o for o in self.rules.options if self.applies(o)]
        # Every seat and option above the window's bottom (issue #34 point 5: six seats and
        # three options ran past a 600-pixel window): rows closer together as they must.
        while top + self.players * row_h + 46 + len(offered) * option_h > h - 12 and row_h > 32:
            row_h, option_h = row_h - 2, max(34, option_h - 2)
        for seat in range(self.players):
            y = top + seat * row_h
            field = self.names[seat]
            field.rect = pygame.Rect(left + 60, y, 300, row_h - 8)
            self.fields.append(field)
            kind = self.controllers[seat]
            button = Button(i18n.t(f"newgame.kind.{kind}"),
                            lambda s=seat: self.cycle_controller(s), size=17)
            button.rect = pygame.Rect(left + 380, y, 200, row_h - 8)
            self.buttons.append(button)
            self.seat_buttons.append((button, i18n.t("newgame.kind.tip", kinds=kinds)))
        y = top + self.players * row_h + 16
        self.option_top = y
        self.option_buttons = []
        for i, opt in enumerate(offered):
            value = self.options[opt.key]
            base = registry.entry(self.rules.id).option_key(opt.key)
            shown = i18n.t(f"option.{value}") if isinstance(value, bool) else (
                i18n.t(f"{base}.{value}") if i18n.has(f"{base}.{value}") else str(value))
            label = f"{i18n.t(base) if i18n.has(base) else opt.label or opt.key}: {shown}"
            # A long label in smaller type, never past its button (Blockade Runner's card
            # swaps at a larger text size did).
            button = Button(label, lambda k=opt.key: self.cycle_option(k),
                            size=fit_size(label, 580 - 12, 16, True, smallest=10))
            button.rect = pygame.Rect(left, y + 30 + i * option_h, 580, option_h - 6)
            self.buttons.append(button)
            tip = f"{base}.tip"
            self.option_buttons.append((button, i18n.t(tip) if i18n.has(tip) else ""))
        self.seed.rect = pygame.Rect(left + 620, 120, 160, 40)
        self.fields.append(self.seed)
        reseed = Button(i18n.t("newgame.new_seed"),
                        lambda: setattr(self.seed, "text", str(random.randrange(1, 1_000_000))),
                        size=16)
        reseed.rect = pygame.Rect(left + 620, 170, 160, 36)
        back = Button(i18n.t("common.back"), self.app.pop)
        back.rect = pygame.Rect(20, 20, 120, 42)
        house = Button(i18n.t("house.button"),
                       lambda: open_scene(self.app, "house_rules", self.rules.id), size=16)
        # beside the game's title, which draw() centres at the top
        half_title = theme.font(34, True).size(registry.entry(self.rules.id).title())[0] // 2
        house.rect = pygame.Rect(0, 0, 170, 40)
        house.rect.midleft = (min(w // 2 + half_title + 24, w - 190), 50)
        self.house_button = house
        start = Button(i18n.t("newgame.start"), self.start, primary=True, size=24)
        start.rect = pygame.Rect(0, 0, 260, 56)
        start.rect.bottomright = (w - 30, h - 30)
        self.start_button = start
        self.buttons += [reseed, back, house, start]
        self.left = left
        self.name_controls()

    # -- keyboard ---------------------------------------------------------------------------
    FIXED_KEYS = {"reseed": pygame.K_r, "back": pygame.K_ESCAPE, "house": pygame.K_h,
                  "start": pygame.K_RETURN}

    def name_controls(self) -> None:
        """The buttons `layout` made: each a shortcut and a name the focus ring keeps across
        frames (issue #39.3). - and + the player count, 1 to 6 each seat's player, a letter
        each option (by its place among all the game's options, so it keeps its letter)."""
        for button, name in zip(self.buttons[-4:], self.FIXED_KEYS, strict=True):
            button.shortcut, button.ident = self.FIXED_KEYS[name], name
        for button, (shortcut, delta) in zip(self.count_buttons,
                                             ((pygame.K_MINUS, -1), (pygame.K_EQUALS, 1)),
                                             strict=False):  # none where the count is fixed
            button.shortcut, button.ident = shortcut, ("count", delta)
        for seat, (button, _) in enumerate(self.seat_buttons):
            button.shortcut, button.ident = pygame.K_1 + seat, ("seat", seat)
        letters = dict(zip((o.key for o in self.rules.options),
                           free_letters(self.FIXED_KEYS.values()), strict=False))
        offered = [o.key for o in self.rules.options if self.applies(o)]
        for (button, _), key in zip(self.option_buttons, offered, strict=True):
            button.shortcut, button.ident = letters.get(key), ("option", key)

    def focus_targets(self) -> list[Target]:
        """The shown controls: not the name fields of rows the player count leaves out (they
        keep the rects they had when shown)."""
        hidden = {id(field) for field in self.names[self.players:]}
        return [t for t in super().focus_targets() if t.key not in hidden]

    def keys_help(self) -> list[tuple[str, str]]:
        """Each button's key; a seat's and the count's said in words, not "Human" or "+"."""
        said = {("count", -1): i18n.t("keys.fewer_players"),
                ("count", 1): i18n.t("keys.more_players")}
        out = []
        for button in self.buttons:
            if button.shortcut is None or not button.enabled:
                continue
            what = said.get(button.ident, button.label)
            if isinstance(button.ident, tuple) and button.ident[0] == "seat":
                what = i18n.t("keys.seat_kind", n=button.ident[1] + 1, kind=button.label)
            out.append((key_name(button.shortcut), what))
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for field in self.fields:  # a field being typed in keeps Esc and Enter first
            if field.handle(event):
                return True
        # Esc is Back's shortcut and Enter Start's (`name_controls`)
        return any(button.handle(event) for button in list(self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        surface.fill(theme.BG)
        w, _ = surface.get_size()
        left = self.left
        title = registry.entry(self.rules.id).title()
        draw_text(surface, title, (w // 2, 30), 34, theme.ACCENT, True, "midtop")
        if self.count_buttons:
            draw_text(surface, i18n.t("newgame.players"), (left, 140), 20, anchor="midleft")
            draw_text(surface, str(self.players), (left + 292, 140), 24, bold=True,
                      anchor="center")
        draw_text(surface, i18n.t("newgame.seed"), (left + 620, 100), 16, theme.TEXT_DIM,
                  anchor="midleft")
        for seat in range(self.players):
            rect = self.names[seat].rect
            draw_seat_mark(surface, seat, (left + 30, rect.centery), 12)
        if any(self.applies(o) for o in self.rules.options):
            draw_text(surface, i18n.t("newgame.options"), (left, self.option_top), 18,
                      theme.TEXT_DIM)
        for field in self.fields:
            field.draw(surface)
        self.draw_side_tags(surface)
        for button in self.buttons:
            button.draw(surface)
        for button, tip in self.option_buttons + self.seat_buttons:
            if tip and button.rect.collidepoint(self.mouse):
                draw_tooltip(surface, tip, self.mouse, 420)

    def draw_side_tags(self, surface: pygame.Surface) -> None:
        """Seats bound to sides keep their side visible once the players typed their names."""
        if not self.rules.seat_labels or self.reseats():
            return  # no tag while the game may reseat the players
        font = theme.font(14)
        for seat in range(self.players):
            field = self.names[seat]
            if not self.named(seat) or field.focused:
                continue
            tag = self.default_name(seat)
            room = field.rect.width - 24 - theme.font(18).size(field.text)[0]
            if font.size(tag)[0] <= room:
                draw_text(surface, tag, (field.rect.right - 10, field.rect.centery), 14,
                          theme.TEXT_DIM, anchor="midright")
