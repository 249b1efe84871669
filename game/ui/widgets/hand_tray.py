"""The card boards' shared tray: the viewer's hand, drop zones and an action strip.

- `Tray`: a strip fixed along the bottom of a board showing the TMX area `tray` (its art and
  the zones of a layer, all at one scale) while the map above pans and zooms; where its hand
  zone is too narrow for a full hand's names (a narrow window, issue #39.2) the hand takes
  the width left of the other zones, then a row of its own above them.
- `HandRow`: the viewer's cards in a row inside a zone — narrower before they overlap (short
  ones squatter where there is room), the chosen ones lifted, the usable ones lit, dragged
  through the board's `DragDrop`; `shows_names` says whether a zone holds a hand legibly.
- `draw_drop_zone`: a zone a card is dropped on (a play mode, a column), lit when legal.
- `ActionStrip`: buttons right-aligned in as many rows as needed, news or a hint on the left.
  Buttons stay where they are (issue #34.3): within one turn of one seat a decision's buttons
  keep their order, one no longer offered stays in its place disabled, the primary one (end,
  done) comes last (the bottom-right corner), and a click on a spot whose button changed in
  the last `SETTLE_MS` does nothing.
- `tray_hint_marks` / `draw_hint_rings` / `ActionStrip.hint_rects`: what the coach's hint
  lights in a tray (a hand card, a play zone, a button that makes the suggested action) and
  how.

Cards are any hashable the board chooses; the board says how one is drawn and named.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Any

import pygame

from ... import i18n
from .. import theme
from ..tiled import BoardMap
from .basic import Button, draw_label, draw_text, fit_size
from .cards import CardFace
from .drag import DragDrop
from .key_cap import NUMBER_KEYS
from .lit_mark import draw_lit
from .map_view import area_of
from .token import Token

CARD_RATIO = 1.4  # height / width of a card
SETTLE_MS = 300  # a button new at a spot takes no click for this long (issue #34.3)
MIN_GAP = 4  # an evenly spread row never puts its cards closer than this
NAME_ROOM = (40, 50)  # a hand card's uncovered width and height that still show its title
SQUAT_W = 56  # a short hand card is this wide where its row has the room (its title shows)
Render = Callable[[pygame.Surface, Any, pygame.Rect, Any], None]  # (surface, card, rect, glow)


class Tray:
    """The TMX area `tray` along a board's bottom, all at one scale. Where its hand zone is too
    narrow for the hand (`layout`'s `hand_fits`: a narrow window, issue #39.2) the hand first
    takes the width the art leaves at the tray's left (`widen`), then, if that is not enough,
    a row of its own across the board above the other zones (`split`)."""

    HAND_LEAST = 64  # the hand's own row this tall at least (NAME_ROOM and its pads)

    def __init__(self, board_map: BoardMap, layer: str = "tray",
                 fill: tuple[int, int, int] = (40, 30, 24)) -> None:
        self.map = board_map
        self.area = area_of(board_map, "tray")
        self.zones = {z.name: z.rect for z in board_map.layer(layer)}
        self.fill = fill
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale, self.offset = 1.0, (0, 0)
        self.shown = self.area  # the part of the art drawn: all of it, or what the hand leaves
        self.hand_rect: pygame.Rect | None = None  # the hand's zone when not the art's
        self.split_line: int | None = None  # the top of the art below the hand's own row
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def height(self, board: pygame.Rect, share: float) -> int:
        """The tray's height on a board: the art's shape, at most `share` of the board."""
        return min(int(board.width * self.area.height / self.area.width),
                   int(board.height * share))

    def layout(self, board: pygame.Rect, share: float, shape_width: int | None = None,
               hand_fits: Callable[[pygame.Rect], bool] | None = None) -> None:
        """Along the board's bottom; as tall as the art is at `shape_width` (default: the
        board's width), at most `share` of the board. `hand_fits(zone)`: whether the hand
        shows its cards' names in a hand zone on screen; if not, the hand takes more room."""
        h = self.height(pygame.Rect(board.topleft, (shape_width or board.width, board.height)),
                        share)
        self.hand_rect, self.split_line = None, None
        self.place(board, self.area, h)
        if hand_fits is None or "hand" not in self.zones or hand_fits(self.zone("hand")):
            return
        self.widen(board, h)
        if not hand_fits(self.zone("hand")):
            self.split(board, share, h)

    def place(self, board: pygame.Rect, shown: pygame.Rect, h: int, top: int | None = None,
              flush_right: bool = False) -> None:
        """The art's part `shown` scaled into the board's width and the bottom `h`, centred
        (or at the right); the tray's rect reaches from `top` (default: the art's) down."""
        self.shown = shown
        self.scale = min(board.width / shown.width, h / shown.height)
        used = round(shown.width * self.scale)
        left = board.right - used if flush_right else int(board.left +
                                                          (board.width - used) / 2)
        self.offset = (left, board.bottom - h)
        top = board.bottom - h if top is None else top
        self.rect = pygame.Rect(board.left, top, board.width, board.bottom - top)

    def rest(self) -> pygame.Rect:
        """The art right of the hand zone: the drop zones and piles."""
        hand = self.zones["hand"]
        return pygame.Rect(hand.right, self.area.top, self.area.right - hand.right,
                           self.area.height)

    def widen(self, board: pygame.Rect, h: int) -> None:
        """The art right of the hand zone at the tray's right end; the hand's zone reaches
        from the board's left to it, as tall as in the art."""
        self.place(board, self.rest(), h, flush_right=True)
        art = self.to_screen(self.zones["hand"])
        self.hand_rect = pygame.Rect(board.left + 4, art.top, self.offset[0] - board.left - 4,
                                     art.height)

    def split(self, board: pygame.Rect, share: float, h: int) -> None:
        """The hand's row across the whole board on top, the art right of the hand zone (at
        the scale it had) below it: the map gives up the hand's row, at most `share` of the
        board more."""
        band = min(max(h, self.HAND_LEAST), int(board.height * share * 2) - h)
        top = board.bottom - h - band
        self.place(board, self.rest(), h, top)
        self.hand_rect = pygame.Rect(board.left + 4, top + 1, board.width - 8, band - 2)
        self.split_line = board.bottom - h

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(ox + round((rect.x - self.shown.x) * s),
                           oy + round((rect.y - self.shown.y) * s),
                           round(rect.width * s), round(rect.height * s))

    def zone(self, name: str) -> pygame.Rect:
        if name == "hand" and self.hand_rect is not None:
            return pygame.Rect(self.hand_rect)
        return self.to_screen(self.zones[name])

    def zone_at(self, pos: tuple[int, int], names: Collection[str]) -> str | None:
        return next((name for name in names if self.zone(name).collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        """The tray's art, scaled once per size (and the hand's own row, when split)."""
        size = (round(self.shown.width * self.scale), round(self.shown.height * self.scale))
        key = (size, tuple(self.shown))
        if self._cache is None or self._cache[0] != key:
            art = self.map.art(1.0).subsurface(self.shown)
            self._cache = (key, pygame.transform.smoothscale(art, size))
        surface.fill(self.fill, self.rect)
        surface.blit(self._cache[1], self.offset)
        if self.split_line is not None:
            pygame.draw.line(surface, (90, 70, 50), (self.rect.left, self.split_line),
                             (self.rect.right, self.split_line), 1)


class HandRow:
    def __init__(self, drag: DragDrop, render: Render, face: Callable[[Any], CardFace],
                 pad: int = 4, gap: int = 6, lift: int = 10, min_width: int = 58,
                 even: bool = False, squat: int = SQUAT_W) -> None:
        self.drag = drag
        self.render, self.face = render, face
        self.pad, self.gap, self.lift, self.min_width = pad, gap, lift, min_width
        self.squat = squat  # a short card this wide where the row has the room (SQUAT_W)
        self.even = even  # free room shared between the gaps and both ends (up to `gap` each)
        self.rects: list[tuple[Any, pygame.Rect]] = []

    def layout(self, zone: pygame.Rect, cards: list, apart: Hashable | None = None,
               keep: Sequence | None = None) -> None:
        """Cards left to right; `apart` (if any) alone at the right end. Narrower cards
        before overlapping ones (down to `min_width`): a title hidden under the next card is
        worse than a tall card (right-click still zooms any card). `keep`: the row as it was
        when a multi-pick began; a card picked since leaves its place empty, so the next
        card does not move under the mouse."""
        order = list(cards)
        if keep:
            order = list(keep) + [card for card in cards if card not in keep]
        slots = order + ([apart] if apart is not None else [])
        start, step, card_w, card_h = self.spacing(zone, len(slots))
        self.rects = []
        for i, card in enumerate(slots):
            x = start + int(i * step)
            if apart is not None and i == len(slots) - 1:
                x = zone.right - card_w - self.pad
            elif card not in cards:
                continue  # picked during a kept multi-pick: a gap
            self.rects.append((card, pygame.Rect(x, zone.top + self.pad, card_w, card_h)))

    def spacing(self, zone: pygame.Rect, count: int) -> tuple[int, float, int, int]:
        """(first card's left, step between cards, card width, card height) for `count`
        cards in `zone`."""
        n, pad, gap = max(1, count), self.pad, self.gap
        card_h = zone.height - 2 * pad
        natural = int(card_h / CARD_RATIO)
        if natural < self.squat:  # a short row: squatter cards where the row has the room
            natural = max(natural, min(self.squat, int((zone.width - 2 * pad) / n) - gap))
        card_w = max(min(natural, int((zone.width - 2 * pad - gap * (n - 1)) / n)),
                     min(natural, self.min_width))
        step = min(card_w + gap, (zone.width - card_w - 2 * pad) / max(1, n - 1)) if n > 1 \
            else 0
        start = zone.left + pad
        spread = (zone.width - natural * n) // (n + 1)
        if self.even and spread >= MIN_GAP:
            card_w, start = natural, zone.left + min(gap, spread)
            step = card_w + min(gap, spread)
        return start, step, card_w, card_h

    def shows_names(self, zone: pygame.Rect, count: int) -> bool:
        """Whether `count` cards in `zone` each show their title: at least NAME_ROOM (or this
        row's `min_width` where less) of each card's width is uncovered, and tall enough."""
        _, step, card_w, card_h = self.spacing(zone, count)
        wide = min(card_w, step) if count > 1 else card_w
        return wide >= min(NAME_ROOM[0], self.min_width) and card_h >= NAME_ROOM[1]

    def card_at(self, pos: tuple[int, int]) -> Any:
        return next((card for card, rect in reversed(self.rects) if rect.collidepoint(pos)),
                    None)

    def uncovered(self, card: Any) -> list[pygame.Rect]:
        """The part of `card` that no card after it lies on (a crowded row overlaps; a click
        or the keyboard's focus there is on this card, issue #39.3); [] when not in the row."""
        rects = [r for _, r in self.rects]
        for i, (c, rect) in enumerate(self.rects):
            if c == card:
                right = min([r.left for r in rects[i + 1:] if r.colliderect(rect)],
                            default=rect.right)
                return [pygame.Rect(rect.left, rect.top, right - rect.left, rect.height)]
        return []

    def shown_rect(self, card: Any, chosen: Collection) -> pygame.Rect | None:
        """Where a card is drawn now (lifted when chosen)."""
        rect = next((r for c, r in self.rects if c == card), None)
        return rect.move(0, -self.lift) if rect is not None and card in chosen else rect

    def draw(self, surface: pygame.Surface, chosen: Collection,
             usable: Callable[[Any], bool]) -> list[tuple[pygame.Rect, CardFace]]:
        """The cards (a dragged one above them all); returns what shows, for tooltips."""
        shown, floating = [], []
        for card, rect in self.rects:
            moving = self.drag.floating_rect(card, rect)
            if moving:
                floating.append((card, moving))
                continue
            up = card in chosen
            at = rect.move(0, -self.lift) if up else rect
            self.render(surface, card, at, theme.ACCENT if up else (
                theme.HIGHLIGHT if usable(card) else None))
            shown.append((at, self.face(card)))
        for card, rect in floating:
            self.render(surface, card, rect, theme.ACCENT)
        return shown


def draw_drop_zone(surface: pygame.Surface, rect: pygame.Rect, label: str | Sequence[str],
                   lit: bool, size: int) -> None:
    """A place a card is played to, its name at the top (`label`: the name, or its forms
    longest first, `fit_label`); lit while the held card may go."""
    pygame.draw.rect(surface, (70, 90, 60) if lit else (48, 38, 30), rect, border_radius=8)
    if lit:
        draw_lit(surface, rect, 3, 8, 0)
    else:
        pygame.draw.rect(surface, (110, 90, 70), rect, 1, border_radius=8)
    draw_label(surface, [label] if isinstance(label, str) else label,
               (rect.centerx, rect.top + 4), rect.width - 6, size,
               theme.TEXT if lit else theme.TEXT_DIM, True, "midtop")


def tray_hint_marks(line: list[list], card_verbs: Collection[str],
                    zone_modes: dict[str, str]) -> set:
    """What a suggested line (ui/hint.py) lights in the tray: ("card", n) for a step naming a
    card by one of `card_verbs`, ("zone", z) for a ["mode", m] step whose zone z plays m."""
    zones = {m: z for z, m in zone_modes.items()}
    marks: set = set()
    for action in line:
        arg = action[1] if len(action) > 1 else None
        if action[0] in card_verbs and isinstance(arg, int):
            marks.add(("card", arg))
        elif action[0] == "mode" and arg in zones:
            marks.add(("zone", zones[arg]))
    return marks


def draw_hint_rings(surface: pygame.Surface, rects: Sequence[pygame.Rect], pad: int = 8
                    ) -> None:
    """The coach's hint ring around each of `rects`."""
    for rect in rects:
        pygame.draw.rect(surface, theme.HINT, rect.inflate(pad, pad), 4, border_radius=8)


class ActionStrip:
    BUTTON_H, FONT = 32, 15
    ONE_ROW = BUTTON_H + 12  # the strip's height with one row of buttons
    COLUMN_SMALLEST = 13  # the smallest label size in a column of buttons beside the map
    COLUMN_BUTTON_H = 26  # the lowest button there (many buttons share the column's height)

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.makes: list[tuple[Button, list]] = []  # buttons that submit a game action
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.column: pygame.Rect | None = None  # the buttons' column beside the map, if any
        self.turn: Hashable = None  # whose turn the kept orders are for
        self.topic: Hashable = None  # the decision the buttons now answer (None: no keeping)
        self.orders: dict[Hashable, list[tuple[Hashable, str, bool]]] = {}  # per topic
        self.settled = True
        self.at: dict[tuple, str] = {}  # the label last laid out at each button rect
        self.changed: dict[tuple, int] = {}  # button rect -> ticks when its label changed
        # Buttons past the rows the strip may take (a short window, issue #39.2) wait behind
        # "More": opened, they stand in a panel above the strip's right end.
        self.more = Button("", self.toggle_more, size=self.FONT)
        self.more_open = False
        self.folded: list[Button] = []
        self.more_panel: pygame.Rect | None = None

    def clear(self, turn: Hashable = None, topic: Hashable = None) -> None:
        """Start again. With a `topic` (the decision) and `turn` (whose turn, which one), the
        buttons added next keep the places the same topic's buttons had earlier in the same
        turn (`settle`)."""
        if turn != self.turn:
            self.turn, self.orders = turn, {}
            self.more_open = False
        self.topic, self.settled = topic, topic is None
        self.buttons, self.makes = [], []

    @staticmethod
    def key(button: Button, makes: dict[int, list]) -> Hashable:
        action = makes.get(id(button))
        return ("action", repr(action)) if action is not None else ("label", button.label)

    def settle(self) -> None:
        """The buttons in the order this topic's had this turn: one not offered any more
        stays in its place disabled, new ones go in front (rows fill from the end, so nothing
        moves), the primary ones last."""
        self.settled = True
        makes = {id(b): a for b, a in self.makes}
        now = {self.key(b, makes): b for b in self.buttons}
        keys = {id(b): key for key, b in now.items()}
        kept: list[Button] = []
        for key, label, primary in self.orders.get(self.topic, []):
            button = now.pop(key, None) or Button(label, lambda: None, enabled=False,
                                                  size=self.FONT, primary=primary)
            keys[id(button)] = key  # a placeholder keeps its action's key: when the action
            kept.append(button)     # comes back it takes this place, not a second one
        order = list(now.values()) + kept
        order.sort(key=lambda b: b.primary)  # stable: the end of the turn in the corner
        self.buttons = order
        self.orders[self.topic] = [(keys[id(b)], b.label, b.primary) for b in order]

    def add(self, label: str, action: Callable[[], Any], primary: bool = False,
            makes: list | None = None) -> Button:
        """A button calling `action`; `makes`: the game action it submits (the coach's hint
        rings it, `hint_rects`)."""
        button = Button(label, action, size=self.FONT, primary=primary)
        self.buttons.append(button)
        if makes is not None:
            self.makes.append((button, makes))
        return button

    def hint_rects(self, marks: Collection) -> list[pygame.Rect]:
        """The buttons whose action a hint marks (("action", tuple(action)) in `marks`)."""
        return [b.rect for b, a in self.makes if b.rect and ("action", tuple(a)) in marks]

    def toggle_more(self) -> None:
        self.more_open = not self.more_open

    def layout(self, left: int, width: int, bottom: int,
               free: pygame.Rect | None = None, max_rows: int = 0,
               above: int = 0) -> pygame.Rect:
        """The strip just above `bottom`: one row at least, as many as the buttons need. Each
        row reads left to right in the order the buttons were added, flush right. `free`:
        what a map fitted by its height leaves empty at the right of the area above a
        one-row strip (`MapViewport.spare_right`); buttons that need more than one row go
        down it instead when they fit (`column`), the strip keeping one row for its text, so
        the map loses no height to a second row. `max_rows` (0: any): rows past it fold
        behind "More" (`fold`), whose panel reaches up to `above` at most."""
        if not self.settled:
            self.settle()
        self.name_keys()
        gap = 8
        widths = [self.width_of(b) for b in self.buttons]
        # Rows filled from the last button back, the last row at the bottom: a button put in
        # front (`settle`) or a new row at the top moves none of the others.
        rows: list[list[int]] = [[]]
        used = 0
        for i in reversed(range(len(widths))):
            if rows[-1] and used + widths[i] > width - 2 * gap:
                rows.append([])
                used = 0
            rows[-1].insert(0, i)
            used += widths[i] + gap
        rows.reverse()
        self.column = None
        if len(rows) > 1 and free is not None and self._down(free, widths, gap):
            self.rect = pygame.Rect(left, bottom - self.ONE_ROW, width, self.ONE_ROW)
            self.note_changes()
            return self.rect
        self.folded, self.more_panel = [], None
        if max_rows and len(rows) > max_rows:
            rows = self.fold(rows, max_rows, widths, width - 2 * gap)
            widths.append(self.width_of(self.more))
            self.buttons.append(self.more)  # laid out in its row, then taken out again
        h = len(rows) * (self.BUTTON_H + 6) + 6
        self.rect = pygame.Rect(left, bottom - h, width, h)
        for r, row in enumerate(rows):
            x = left + width - gap - sum(widths[i] + gap for i in row) + gap
            for i in row:
                self.buttons[i].size = self.FONT
                self.buttons[i].rect = pygame.Rect(
                    x, self.rect.top + 6 + r * (self.BUTTON_H + 6), widths[i], self.BUTTON_H)
                x += widths[i] + gap
        if self.folded:
            self.buttons.pop()  # "More" is the strip's own, not an offer
            self.layout_more(above)
        self.note_changes()
        return self.rect

    def name_keys(self) -> None:
        """Every button a shortcut (issue #39.3): 1 to 9 in the strip's order, which holds
        through a turn (`settle`), and 0 for "More"; the table's own keys are letters."""
        for i, button in enumerate(self.buttons):
            button.shortcut = NUMBER_KEYS[i] if i < len(NUMBER_KEYS) else None
        self.more.shortcut = pygame.K_0

    def width_of(self, button: Button) -> int:
        """As wide as the label (the key cap then stands on the corner, taking no room)."""
        return max(90, theme.font(self.FONT, True).size(button.label)[0] + 24)

    def fold(self, rows: list[list[int]], max_rows: int, widths: list[int],
             room: int) -> list[list[int]]:
        """The last `max_rows` rows kept, the buttons of the rows above them folded behind
        "More" at the top kept row's left (which gives up a button to it when it must); the
        primary button, last, stays in the corner."""
        kept = rows[-max_rows:]
        folded = [i for row in rows[:-max_rows] for i in row]
        self.more.label = i18n.t("table.more", count=len(folded) + 1)
        more_w = self.width_of(self.more) + 8
        while sum(widths[i] + 8 for i in kept[0]) + more_w > room and len(kept[0]) > 1:
            folded.append(kept[0].pop(0))
        self.more.label = i18n.t("table.more", count=len(folded))
        self.folded = [self.buttons[i] for i in folded]
        kept[0].insert(0, len(self.buttons))  # "More", appended by `layout`
        for button in self.folded:
            button.rect = None  # type: ignore[assignment]  # not on screen: takes no click
        return kept

    def layout_more(self, top: int) -> None:
        """The folded buttons while "More" is open: in columns right to left above the
        strip, no higher than `top`, as a menu opens over what lies under it."""
        if not self.more_open:
            return
        gap, step = 8, self.BUTTON_H + 6
        per_column = max(1, (self.rect.top - top - gap) // step)
        columns = [self.folded[i:i + per_column] for i in range(0, len(self.folded),
                                                               per_column)]
        wide = max(self.width_of(b) for b in self.folded)
        tall = min(per_column, len(self.folded)) * step + gap
        self.more_panel = pygame.Rect(0, 0, len(columns) * (wide + gap) + gap, tall)
        self.more_panel.bottomright = (self.rect.right, self.rect.top)
        for c, column in enumerate(columns):
            x = self.more_panel.right - (c + 1) * (wide + gap)
            for r, button in enumerate(column):
                button.size = self.FONT
                button.rect = pygame.Rect(x, self.more_panel.top + gap + r * step, wide,
                                          self.BUTTON_H)

    def note_changes(self) -> None:
        """When a spot's button changed (another label where one was): it takes no click for
        SETTLE_MS, so a click meant for the button before does not land on it."""
        at = {tuple(b.rect): b.label for b in self.buttons if b.rect}
        ticks = pygame.time.get_ticks()
        self.changed = {k: t for k, t in self.changed.items() if ticks - t < SETTLE_MS}
        for spot, label in at.items():
            rect = pygame.Rect(spot)
            if any(rect.colliderect(old) and (old, was) != (spot, label)
                   for old, was in self.at.items()):
                self.changed[spot] = ticks
        self.at = at

    def settling(self, pos: tuple[int, int]) -> bool:
        """Whether the button at `pos` changed less than SETTLE_MS ago."""
        ticks = pygame.time.get_ticks()
        return any(pygame.Rect(spot).collidepoint(pos) and ticks - when < SETTLE_MS
                   for spot, when in self.changed.items())

    def _down(self, free: pygame.Rect, widths: list[int], gap: int) -> bool:
        """Lay the buttons down `free` (top down, flush right), a long label shrinking to
        COLUMN_SMALLEST at most and many buttons to COLUMN_BUTTON_H; False, with nothing
        laid out, when they do not fit."""
        step = min(self.BUTTON_H + 6, (free.height - 6) // max(1, len(widths)))
        wide = min(free.width, max(widths) + 2 * gap)
        inner = wide - 2 * gap - 16
        small = theme.font(self.COLUMN_SMALLEST, True)
        if step - 6 < self.COLUMN_BUTTON_H or \
                any(small.size(b.label)[0] > inner for b in self.buttons):
            return False
        self.column = pygame.Rect(free.right - wide, free.top, wide, len(widths) * step + 6)
        for i, button in enumerate(self.buttons):
            button.size = fit_size(button.label, inner, self.FONT, True,
                                   smallest=self.COLUMN_SMALLEST)
            button.rect = pygame.Rect(self.column.left + gap, self.column.top + 6 + i * step,
                                      wide - 2 * gap, step - 6)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                getattr(event, "button", 0) == 1 and self.settling(event.pos):
            return True  # the button under the click just changed: not what was aimed at
        if self.folded and self.more.handle(event):
            return True
        if any(b.handle(event) for b in list(self.buttons)):
            self.more_open = False  # an offer was taken: the menu closes
            return True
        if self.more_open and event.type == pygame.MOUSEBUTTONUP and \
                not (self.more_panel and self.more_panel.collidepoint(event.pos)):
            self.more_open = False  # a click elsewhere closes the menu (and goes on)
        return False

    def draw(self, surface: pygame.Surface, text: str, colour, left: int) -> None:
        """The strip, `text` from `left` when it fits before the buttons, the buttons."""
        for rect in (self.rect, self.column):
            if rect is not None:
                pygame.draw.rect(surface, (30, 26, 24), rect)
                pygame.draw.line(surface, (90, 70, 50), rect.topleft, rect.topright, 1)
        in_row = [b.rect.left for b in self.buttons + [self.more]
                  if b.rect and b.rect.colliderect(self.rect)]
        room = min(in_row, default=self.rect.right) - left - 12
        size = fit_size(text, max(40, room), self.FONT, True)
        if theme.font(size, True).size(text)[0] <= room:
            draw_text(surface, text, (left, self.rect.top + 6 + self.BUTTON_H // 2), size,
                      colour, True, "midleft")
        for button in self.buttons:
            if button not in self.folded:
                button.draw(surface)
        if self.folded:
            self.more.draw(surface)
            self.draw_more(surface)

    def draw_more(self, surface: pygame.Surface) -> None:
        """The folded buttons' panel while open (the board draws it over the map)."""
        if self.more_panel is None:
            return
        pygame.draw.rect(surface, (30, 26, 24), self.more_panel, border_radius=6)
        pygame.draw.rect(surface, (90, 70, 50), self.more_panel, 1, border_radius=6)
        for button in self.folded:
            button.draw(surface)


def layout_bottom(board: pygame.Rect, tray: Tray, strip: ActionStrip, share: float,
                  token: Token | None = None, offer: bool = False,
                  shape_width: int | None = None,
                  hand_fits: Callable[[pygame.Rect], bool] | None = None) -> pygame.Rect:
    """A map board's bottom: the tray fixed along it (as tall as at `shape_width`; split when
    the hand does not fit its zone, `Tray.layout`), the action strip just above, and the
    token's home (when `offer`ed) at the strip's left; returns the rect left for the map."""
    tray.layout(board, share, shape_width, hand_fits)
    # The strip takes a quarter of the board at most: on a short one (a high UI scale,
    # issue #39.2) the rows above fold behind "More".
    rows = max(1, (board.height // 4 - 6) // (ActionStrip.BUTTON_H + 6))
    top = strip.layout(board.left, board.width, tray.rect.top, max_rows=rows, above=board.top)
    if token is not None:
        h = ActionStrip.BUTTON_H
        token.home = pygame.Rect(top.left + 10, top.top + 6, h, h) if offer else \
            pygame.Rect(0, 0, 0, 0)
    return pygame.Rect(board.left, board.top, board.width, top.top - board.top)
