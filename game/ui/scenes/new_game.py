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
from ..widgets.basic import Button, draw_fitted, draw_text, scroll_thumb
from ..widgets.cards import draw_tooltip
from ..widgets.key_cap import free_letters, key_name
from ..widgets.seat_mark import draw_seat_mark
from ..widgets.text_field import TextField

WIDE = 840  # a window at least this wide keeps the seed in a column at the right


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
        self.mouse = (-1, -1)  # where the pointer is, for the tooltips
        self.made: dict[str, Button] = {}  # every button by name (`button`)
        self.scroll = self.laid_scroll = 0  # pixels the body is scrolled
        self.view = pygame.Rect(0, 0, 0, 0)  # where the body shows (set by layout)
        self.scrolled: list = []  # the body's buttons and fields
        self.body_height = 0
        self.seed_label = (0, 0, 0)  # where the seed's label goes: x, y, width
        self.revealed = None  # the focus key last scrolled into view
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
    def button(self, name: str, label: str, on_click, size: int = 20,
               primary: bool = False) -> Button:
        """The scene's button called `name`, made once and relabelled at each layout: the
        same object from frame to frame keeps its hover and the keyboard's focus."""
        button = self.made.get(name)
        if button is None:
            button = self.made[name] = Button(label, on_click, size=size, primary=primary)
        button.label, button.on_click = label, on_click
        return button

    def layout(self, surface: pygame.Surface) -> None:
        """Back, the title and House rules on top; Start at the bottom right; between them
        the players, seed, seats and options, which scroll where they do not fit (issue
        #39.2: six seats at 640x360, 1280x720 at 200%). Wide windows keep the seed in a
        column at the right; narrow ones put it under the player count."""
        w, h = surface.get_size()
        k = max(0.5, min(1.0, h / 720))
        wide = w >= WIDE
        left = max(20, w // 2 - 400) if wide else 20
        back = self.button("back", i18n.t("common.back"), self.app.pop)
        back.rect = pygame.Rect(20, round(20 * k), 120, max(32, round(42 * k)))
        house = self.button("house", i18n.t("house.button"),
                            lambda: open_scene(self.app, "house_rules", self.rules.id), size=16)
        house.rect = pygame.Rect(0, 0, 170, back.rect.height)
        self.title_size = max(20, round(34 * k))
        title = registry.entry(self.rules.id).title()
        # beside the game's title, which draw() centres at the top, as far as the window lets
        half_title = theme.font(self.title_size, True).size(title)[0] // 2
        house.rect.midleft = (min(w // 2 + half_title + 24, w - 190), back.rect.centery)
        self.title_room = 2 * (min(house.rect.left, w - back.rect.right) - w // 2) - 24
        self.house_button = house
        start = self.button("start", i18n.t("newgame.start"), self.start, 24, primary=True)
        start.rect = pygame.Rect(0, 0, 260, max(40, round(56 * k)))
        start.rect.bottomright = (w - round(30 * k), h - round(30 * k))
        self.start_button = start
        self.view = pygame.Rect(0, back.rect.bottom + round(38 * k), w, 0)
        self.view.height = start.rect.top - 8 - self.view.top
        y0 = self.view.top - self.scroll  # the body's top, scrolled
        self.scrolled = []  # what scrolls with the body
        # "Players − n +" only where the count is a choice (issue #34.12).
        self.count_buttons = [
            self.button("minus", "-", lambda: self.change_players(-1), 22),
            self.button("plus", "+", lambda: self.change_players(1), 22),
        ] if self.rules.max_players > self.rules.min_players else []
        row = y0 + (20 if wide else 0)  # wide: the seed's label above its field, at right
        if self.count_buttons:
            minus, plus = self.count_buttons
            minus.rect = pygame.Rect(left + 220, row, 44, 40)
            plus.rect = pygame.Rect(left + 320, row, 44, 40)
            minus.enabled = self.players > self.rules.min_players
            plus.enabled = self.players < self.rules.max_players
            self.count_y = row + 20
            row += 50
        reseed = self.button("reseed", i18n.t("newgame.new_seed"), self.new_seed, 16)
        if wide:
            self.seed.rect = pygame.Rect(left + 620, y0 + 20, 160, 40)
            reseed.rect = pygame.Rect(left + 620, y0 + 70, 160, 36)
            self.seed_label = (left + 620, y0, w - 20 - left - 620)
            row = y0 + 90
        else:  # "Seed [field] [New seed]" in a row of its own
            label_w = min(220, theme.font(16).size(i18n.t("newgame.seed"))[0] + 12)
            self.seed.rect = pygame.Rect(left + label_w, row, 140, 40)
            reseed.rect = pygame.Rect(self.seed.rect.right + 12, row + 2,
                                      min(160, w - 20 - self.seed.rect.right - 12), 36)
            self.seed_label = (left, row + 20, label_w - 12)
            row += 56
        self.buttons = list(self.count_buttons)
        self.seat_buttons = []  # each with the cycle's tooltip
        kinds = ", ".join(i18n.t(f"newgame.kind.{k}") for k in self.kinds)
        self.fields = []
        offered = [o for o in self.rules.options if self.applies(o)]
        row_h, option_h = (46 if h >= 760 else 40), 40
        # Rows closer together as they must (issue #34 point 5), before the body scrolls.
        while row - y0 + self.players * row_h + 46 + len(offered) * option_h \
                > self.view.height and row_h > 32:
            row_h, option_h = row_h - 2, max(34, option_h - 2)
        field_w = min(300, (w - left - 20 - 80) * 3 // 5)
        kind_w = min(200, w - 20 - (left + 80 + field_w))
        for seat in range(self.players):
            y = row + seat * row_h
            field = self.names[seat]
            field.rect = pygame.Rect(left + 60, y, field_w, row_h - 8)
            self.fields.append(field)
            button = self.button(f"seat{seat}", i18n.t(f"newgame.kind.{self.controllers[seat]}"),
                                 lambda s=seat: self.cycle_controller(s), 17)
            button.rect = pygame.Rect(field.rect.right + 20, y, kind_w, row_h - 8)
            self.buttons.append(button)
            self.seat_buttons.append((button, i18n.t("newgame.kind.tip", kinds=kinds)))
        y = row + self.players * row_h + 16
        self.option_top = y
        self.option_buttons = []
        for i, opt in enumerate(offered):
            value = self.options[opt.key]
            base = registry.entry(self.rules.id).option_key(opt.key)
            shown = i18n.t(f"option.{value}") if isinstance(value, bool) else (
                i18n.t(f"{base}.{value}") if i18n.has(f"{base}.{value}") else str(value))
            label = f"{i18n.t(base) if i18n.has(base) else opt.label or opt.key}: {shown}"
            button = self.button(f"option.{opt.key}", label,
                                 lambda k=opt.key: self.cycle_option(k), 16)
            button.rect = pygame.Rect(left, y + 30 + i * option_h, min(580, w - 40),
                                      option_h - 6)
            self.buttons.append(button)
            tip = f"{base}.tip"
            self.option_buttons.append((button, i18n.t(tip) if i18n.has(tip) else ""))
        self.body_height = (y + 30 + len(offered) * option_h if offered else y) - y0 + 8
        self.fields.append(self.seed)
        self.scrolled = [*self.buttons, reseed, *self.fields]
        self.buttons += [reseed, back, house, start]
        for button in self.made.values():  # a seat or option not offered now: not placed
            if not any(button is b for b in self.buttons):
                button.rect = None
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

    def new_seed(self) -> None:
        self.seed.text = str(random.randrange(1, 1_000_000))

    def scrolls(self, widget) -> bool:
        """Whether a widget lies in the scrolling body (shown only inside `view`)."""
        return any(widget is w for w in self.scrolled)

    def max_scroll(self) -> int:
        return max(0, self.body_height - self.view.height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = min(max(self.scroll + pixels, 0), self.max_scroll())

    def reveal(self) -> bool:
        """Scroll the control the keyboard just reached (the focus ring's, or a field being
        typed in) into view; True when the body moved."""
        focused = self.app.focus.focused(self.focus_targets()) if hasattr(self.app, "focus") \
            else None
        key = focused.key if focused is not None else next(
            (id(f) for f in self.fields if f.focused), None)
        if key == self.revealed:
            return False
        self.revealed = key
        widget = next((w for w in self.scrolled
                       if (getattr(w, "ident", None) or id(w)) == key), None)
        if widget is None or self.view.contains(widget.rect):
            return False
        before = self.scroll
        if widget.rect.top < self.view.top:
            self.scroll_by(widget.rect.top - self.view.top - 8)
        elif widget.rect.bottom > self.view.bottom:
            self.scroll_by(widget.rect.bottom - self.view.bottom + 8)
        return self.scroll != before

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 40)
            return True
        # A control scrolled out of the body's view takes no click there (the header's and
        # Start's own).
        hidden = hasattr(event, "pos") and not self.view.collidepoint(event.pos)
        for field in self.fields:  # a field being typed in keeps Esc and Enter first
            if not (hidden and self.scrolls(field)) and field.handle(event):
                return True
        # Esc is Back's shortcut and Enter Start's (`name_controls`)
        return any(button.handle(event) for button in list(self.buttons)
                   if not (hidden and self.scrolls(button)))

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        self.scroll = min(self.scroll, self.max_scroll())
        if self.reveal() or self.scroll != self.laid_scroll:
            self.layout(surface)
        self.laid_scroll = self.scroll
        surface.fill(theme.BG)
        w, _ = surface.get_size()
        left = self.left
        title = registry.entry(self.rules.id).title()
        draw_fitted(surface, title, (w // 2, self.back_centre()), self.title_size,
                    self.title_room, theme.ACCENT, True, "center")
        clip = surface.get_clip()
        surface.set_clip(self.view)
        if self.count_buttons:
            draw_text(surface, i18n.t("newgame.players"), (left, self.count_y), 20,
                      anchor="midleft")
            draw_text(surface, str(self.players), (left + 292, self.count_y), 24, bold=True,
                      anchor="center")
        x, y, room = self.seed_label
        seed = i18n.t("newgame.seed")
        draw_fitted(surface, seed, (x, y), 16, room, theme.TEXT_DIM,
                    anchor="midleft" if x == left else "topleft")
        for seat in range(self.players):
            rect = self.names[seat].rect
            draw_seat_mark(surface, seat, (left + 30, rect.centery), 12)
        if any(self.applies(o) for o in self.rules.options):
            draw_text(surface, i18n.t("newgame.options"), (left, self.option_top), 18,
                      theme.TEXT_DIM)
        for field in self.fields:
            field.draw(surface)
        self.draw_side_tags(surface)
        for button in self.scrolled:
            if isinstance(button, Button):
                button.draw(surface)
        surface.set_clip(clip)
        scroll_thumb(surface, pygame.Rect(w - 10, self.view.top, 5, self.view.height),
                     self.view.height, self.body_height, self.scroll)
        for button in (self.made["back"], self.house_button, self.start_button):
            button.draw(surface)
        for button, tip in self.option_buttons + self.seat_buttons:
            if tip and button.rect.collidepoint(self.mouse) and \
                    self.view.collidepoint(self.mouse):
                draw_tooltip(surface, tip, self.mouse, 420)

    def back_centre(self) -> int:
        return self.made["back"].rect.centery

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
