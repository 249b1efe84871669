"""The Power Struggle table of the 1989 board (D89-8), drawn in place of the map.

While a struggle is under way the board hands its map area (map and button strip; the tray
stays) to `StruggleView`: a header (country, source, initiative, stakes), the viewer's PS hand
as card faces (lit when playable: a click, or a drag onto the table, plays one), the opponent's
count and the cards known to the viewer, the attack on the table with what may follow in plain
words, the rounds so far, and big buttons for the choices that are not cards (raise or pass, a
leader's suit, decline, keep or give up Power). Everything is read from the view and the
table's decision (its topic "struggle" and `step`: raise, discard, lead, suit, answer,
surrender); the rounds so far are the view's `ps_history` in short lines
(struggle_words.history).

Choices on the map (Scare Tactics, support loss, an event in the middle of a struggle) switch
to the map, centred on the country; "Map (M)" / "Back to the struggle (M)" switch by hand.

When a struggle ends, the result panel (winner, modifiers, both rolls against the results
table, Power, country scoring) shows the view's `ps_result`, the record the rules keep of the
latest struggle (outcome.py). It is a UI acknowledgement, not a game action: it stays until
the viewer clicks Continue, once per viewer (after a handoff the other human sees it too), a
new struggle replaces it, it is no news once the viewer has played a card since (the record's
`plays` against the view's `card_plays`), and nothing here holds up the table's bots.

Layout renders its text once into a display list (`Canvas`); a frame only blits. The card
faces live in ps_card.py.
"""

from __future__ import annotations

import pygame

from game.games.dawn_of_freedom.rules import data
from game.games.dawn_of_freedom.rules.power_struggle import SUITS, TABLES
from game.ui import theme
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets.basic import Button, fit_size, wrap
from game.ui.widgets.canvas import Canvas
from game.ui.widgets.drag import DragDrop

from . import draw as art
from .outcome import Outcome
from .ps_card import (
    CARD_RATIO,
    SUIT_COLOURS,
    card_colour,
    card_face,
    card_order,
    card_tip,
    render_ps_card,
    veil,
)
from .result_panel import ResultPanel
from .struggle_words import (
    HistoryLine,
    history,
    light,
    named_params,
    opp,
    socio_name,
    suit_name,
    t,
)

SIDES = ("com", "dem")
# The decisions this view draws and answers have the topic "struggle"; any other decision
# during a struggle is a map choice. PLAY_STEPS are those with a card on the table.
STRUGGLE = "struggle"
PLAY_STEPS = ("lead", "suit", "answer")
BASE_W, BASE_H = 940, 576  # the area at 1280×800; sizes grow from there
PANEL_BG = (30, 34, 42)
BUTTON_LABELS = {"raise": "raise", "pass": "pass", "decline": "decline",
                 "keep_power": "keep", "surrender": "give"}


class StruggleView(ResultPanel):
    def __init__(self, board) -> None:
        self.board = board
        self.table = board.table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.k = 1.0
        self.ps: dict = {}
        self.step = ""  # the struggle table's decision now ("" when it is not one)
        self.facts: dict = {}  # that decision's public data: seat, and left or card
        self.outcome = Outcome()
        self.lines: list[HistoryLine] = []
        self.rounds_lines: list[HistoryLine] = []  # up to the winner: the result's history
        self.ends = 0  # ps.end entries in the log: the struggles finished so far
        self.stale = False  # a card was played since the last struggle ended: no more news
        self.baseline: int | None = None  # ends treated as already seen by every viewer
        self.seen: dict[int | None, int] = {}  # per viewer: ends acknowledged with Continue
        self.auto_map = False  # the rules want a choice on the map
        self.flipped = False  # the viewer switched away from what auto_map says
        self.focus_country: str | None = None
        self.buttons: list[tuple[Button, str]] = []  # with a line explaining each, if any
        self.tab = Button(t("tab.map"), self.toggle)
        self.continue_button = Button(t("button.continue"), self.acknowledge, primary=True)
        self.drag = DragDrop(self.drop_targets, lambda card, _: self.play(card))
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        # During a multi-pick (the raise discards, D89-8.2.2) the row keeps the order it had
        # before the first pick, each picked card leaving a gap: the next card stays under the
        # mouse (issue #19.9). `gaps` are the emptied places, drawn as outlines.
        # ((viewer, country), cards) while a struggle keeps the viewer's row (keep_row)
        self.row: tuple[tuple, list[int]] | None = None
        self.rows: dict[tuple, list[int]] = {}  # every viewer's kept row in this struggle
        self.gaps: list[pygame.Rect] = []
        self.slot: pygame.Rect | None = None
        self.slot_card: int | None = None
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.canvas = Canvas()
        self.version = 0
        self._layout_key: tuple | None = None
        self.hover_pos: tuple[int, int] | None = None
        self.final = False  # drawn on the game-over screen: no Continue (FinalStruggle)
        self.history_rect: pygame.Rect | None = None  # the rounds box, for the wheel
        self.history_scroll = 0  # rows scrolled back from the newest
        self.table_rect = pygame.Rect(0, 0, 0, 0)  # the middle: the card and the choice

    # -- facts ------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return bool(self.ps)

    def mode(self) -> str:
        """"struggle", "result" or "map": what the board's map area shows."""
        if self.ps:
            return "map" if self.auto_map != self.flipped else "struggle"
        if self.outcome.ended and not self.stale and \
                self.seen.get(self.table.viewer, self.baseline) < self.ends:
            return "result"
        return "map"

    def covers(self) -> bool:
        return self.mode() != "map"

    def owns_actions(self) -> bool:
        """The legal actions are this view's to offer (no strip buttons for them)."""
        return self.in_progress() and bool(self.step)

    def acting(self) -> bool:
        return self.table.acting is not None and self.facts.get("seat") == self.table.acting

    def actor(self) -> str | None:
        seat = self.facts.get("seat")
        return SIDES[seat] if seat in (0, 1) else None

    def playable(self) -> set[int]:
        return {a[1] for a in self.table.legal if a[0] == "ps_card"}

    def hand(self) -> list[int]:
        return sorted(self.ps.get("hand") or [], key=card_order)

    def side_label(self, side: str) -> str:
        name = art.side_name(side)
        return t("you", side=name) if side == self.board.side() else name

    # -- changes ----------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.board.view
        self.ps = view.get("power_struggle") or {}
        decision = self.table.decision
        self.step = decision.data.get("step", "") if decision.topic == STRUGGLE else ""
        self.facts = dict(decision.data) if self.ps else {}
        record = view.get("ps_result") or {}
        ended = bool(record) and not self.ps
        self.outcome = Outcome.of(record, True) if ended else \
            Outcome.of(dict(self.ps.get("result") or {}, country=self.ps.get("country", "")),
                       False)
        entries = view.get("ps_history") or []
        self.lines = history(entries)
        won = next((i for i, e in enumerate(entries) if e.get("what") == "won"), len(entries))
        self.rounds_lines = history(entries[:won + 1])
        self.ends = record.get("n", 0)
        plays = view.get("card_plays") or {}
        self.stale = ended and self._stale(record, plays, self.board.side())
        if self.baseline is None:
            self.baseline = self.ends - (1 if ended and not self._stale(record, plays) else 0)
        auto_map = self.in_progress() and not self.step
        if auto_map != self.auto_map or not self.in_progress():
            self.flipped = False
            if auto_map and not self.auto_map:
                self.focus_country = self.ps.get("country")
            self.auto_map = auto_map
        self.keep_row()
        self.build_buttons()
        self.drag.reset()
        self.history_scroll = 0  # each change shows the newest round again
        self.version += 1

    def keep_row(self) -> None:
        """Start, keep or end the viewer's row of PS cards: kept through the whole struggle
        (the raise discards, #19.9, and every lead: a card played leaves its place empty, so
        the next card never slides under the resting mouse, issue #34.3)."""
        viewer = self.table.viewer
        if not self.in_progress():
            self.rows, self.row = {}, None
            return
        key = (viewer, self.ps.get("country"))
        if viewer is not None and key not in self.rows:  # each person's own row, kept
            self.rows[key] = self.hand()               # through the handoffs between them
        self.row = (key, self.rows[key]) if viewer is not None else None

    @staticmethod
    def _stale(record: dict, plays: dict, side: str | None = None) -> bool:
        """A struggle is no longer news once `side` (None: anybody) has played a card after
        it: that player has moved on (or the game was loaded long after it)."""
        then = record.get("plays") or {}
        return any(plays.get(s, 0) > then.get(s, 0) for s in ((side,) if side else SIDES))

    def build_buttons(self) -> None:
        self.buttons = []
        if not self.acting():
            return
        legal = self.table.legal
        if self.step == "suit":
            for suit in SUITS:
                button = Button(suit_name(suit), lambda s=suit: self.table.submit(["suit", s]))
                button.enabled = ["suit", suit] in legal
                self.buttons.append((button, ""))
            return
        for action in legal:
            if action[0] not in BUTTON_LABELS:
                continue
            label = t(f"button.{BUTTON_LABELS[action[0]]}")
            primary = action[0] in ("raise", "keep_power")
            self.buttons.append((Button(label, lambda a=action: self.table.submit(a),
                                        primary=primary), self.explain(action[0])))

    def explain(self, verb: str) -> str:
        """The line under a surrender choice: what keeping or giving up Power means."""
        if verb not in ("keep_power", "surrender"):
            return ""
        country = self.ps["country"]
        nye = "_nye" if self.ps.get("card") is None else ""
        if verb == "surrender":
            return t("give.explain" + nye)
        value = data.COUNTRIES[country]["power_value"]
        times = (self.board.view.get("retentions") or {}).get(country, 0) + 1
        return t("keep.explain" + nye, value=value, times=times, vp=value * times)

    def toggle(self) -> None:
        if self.in_progress():
            self.flipped = not self.flipped
            self.board.refresh()

    def acknowledge(self) -> None:
        self.seen[self.table.viewer] = self.ends
        self.board.refresh()

    def banner(self) -> str:
        """One line for the strip while the map shows during a struggle."""
        ps = self.ps
        parts = [t("title", country=art.country_name(ps["country"]))]
        if ps.get("winner"):
            parts.append(t("banner.winner", side=art.side_name(ps["winner"]),
                           suit=suit_name(ps.get("won_with"))))
        else:
            parts.append(t("initiative", side=self.side_label(ps.get("attacker", "com"))))
        return " · ".join(parts)

    def take_focus(self) -> str | None:
        """The country the map should centre on, once, after switching to a map choice."""
        country, self.focus_country = self.focus_country, None
        return country

    def play(self, card: int) -> None:
        if card in self.playable():
            self.table.submit(["ps_card", card])

    def drop_targets(self, card: int) -> dict[str, pygame.Rect]:
        return {"play": self.slot} if self.slot is not None and card in self.playable() else {}

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Input while this view covers the map area; mouse events inside it stop here."""
        widgets = [self.continue_button] if self.mode() == "result" else \
            [self.tab] + [b for b, _ in self.buttons]
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            for button in widgets:
                button.handle(event)
            self.drag.handle(event)
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and self.in_progress():
            self.toggle()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.mode() == "result":
            self.acknowledge()
            return True
        pos = getattr(event, "pos", None) or self.hover_pos
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) \
                or pos is None or not self.rect.collidepoint(pos):
            return False
        if event.type == pygame.MOUSEWHEEL and self.history_rect and \
                self.history_rect.collidepoint(pos):
            self.scroll_history(event.y)
            return True
        if any(button.handle(event) for button in widgets):
            return True
        if self.mode() == "struggle":
            self.handle_cards(event)
        return True

    def handle_cards(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            card = self.card_at(event.pos)
            if card is not None:
                self.table.app.push(ZoomScene(self.table.app, card_face(card)))
            return
        self.drag.handle(event)
        if self.drag.selected is not None:  # a click (not a drag) on a lit card plays it
            card, self.drag.selected = self.drag.selected, None
            self.play(card)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                return card
        if self.slot and self.slot_card is not None and self.slot.collidepoint(pos):
            return self.slot_card
        return None

    def tip_at(self, pos: tuple[int, int] | None) -> str:
        if pos is None or not self.rect.collidepoint(pos) or self.drag.held() is not None:
            return ""
        card = self.card_at(pos) if self.mode() == "struggle" else None
        if card is not None:
            return card_tip(card)
        return next((tip for rect, tip in self.tips if rect.collidepoint(pos)), "")

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def animating(self) -> bool:
        return self.drag.animating()

    # -- sizes ------------------------------------------------------------------------------
    def px(self, n: float) -> int:
        return round(n * self.k)

    def fs(self, n: float) -> int:
        """A font size: scaled, never under 13 px."""
        return max(13, round(n * self.k))

    # -- layout -----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        key = (tuple(rect), self.version, self.mode(), self.table.viewer)
        if key == self._layout_key:
            return
        self._layout_key = key
        self.rect = pygame.Rect(rect)
        self.k = min(max(min(rect.width / BASE_W, rect.height / BASE_H), 1.0), 1.5)
        self.canvas.clear()
        self.hand_rects, self.slot, self.slot_card, self.tips = [], None, None, []
        self.gaps, self.history_rect = [], None
        self.canvas.box(self.rect, PANEL_BG, 0, 0)
        if self.mode() == "result":
            self.layout_result()
        elif self.mode() == "struggle":
            self.layout_struggle()
        self.drag.items = [(c, r) for c, r in self.hand_rects if c in self.playable()]

    def layout_struggle(self) -> None:
        r, pad = self.rect, self.px(12)
        top = self.layout_header(pad)
        bottom = self.layout_hand(pad)
        mid = pygame.Rect(r.left + pad, top, r.width - 2 * pad, bottom - top - self.px(8))
        right_w = int(mid.width * 0.37)
        self.table_rect = pygame.Rect(mid.left, mid.top, mid.width - right_w - pad, mid.height)
        self.layout_table(self.table_rect)
        self.layout_side(pygame.Rect(mid.right - right_w, mid.top, right_w, mid.height))

    def layout_header(self, pad: int) -> int:
        """Country, source, the tab; then initiative, stakes, deck. Returns the y below."""
        c, r, ps = self.canvas, self.rect, self.ps
        x, y = r.left + pad, r.top + self.px(10)
        title = c.text(t("title", country=art.country_name(ps["country"])), (x, y),
                       self.fs(22), theme.ACCENT, True)
        self.tab.label, self.tab.size = t("tab.map"), self.fs(15)
        w = theme.font(self.tab.size, True).size(self.tab.label)[0] + self.px(28)
        self.tab.rect = pygame.Rect(r.right - pad - w, y - 2, w, self.px(32))
        source = self.source_text()
        room = self.tab.rect.left - title.right - self.px(24)
        size = fit_size(source, room, self.fs(15), smallest=13)
        if theme.font(size).size(source)[0] <= room:
            c.text(source, (title.right + self.px(12), title.centery), size, theme.TEXT_DIM,
                   False, "midleft")
        y = title.bottom + self.px(8)
        x = self.layout_chip(x, y)
        for text, colour in ((self.stakes_text(), theme.TEXT),
                             (t("deck", count=ps.get("deck", 0)), theme.TEXT_DIM)):
            x = c.text(text, (x + self.px(18), y + self.px(14)), self.fs(15), colour, False,
                       "midleft").right
        bottom = y + self.px(28) + self.px(8)
        c.line((r.left + pad, bottom), (r.right - pad, bottom), theme.BORDER)
        return bottom + self.px(10)

    def layout_chip(self, x: int, y: int) -> int:
        """The initiative (or, once decided, the winner) as a pill in the side's colour."""
        winner = self.ps.get("winner")
        side = winner or self.ps.get("attacker", "com")
        text = t("won", side=self.side_label(winner), suit=suit_name(self.ps.get("won_with"))) \
            if winner else t("initiative", side=self.side_label(side))
        size = self.fs(15)
        w = theme.font(size, True).size(text)[0] + self.px(20)
        chip = pygame.Rect(x, y, w, self.px(28))
        self.canvas.box(chip, art.SIDE_COLOURS[side], 0, chip.height // 2)
        self.canvas.text(text, chip.center, size, (255, 255, 255), True, "center")
        return chip.right

    def source_text(self) -> str:
        ps = self.ps
        if ps.get("source") == "scoring" and ps.get("card") is not None:
            return t("source.scoring", card=art.card_name(ps["card"]),
                     side=art.side_name(ps["initiator"]))
        return t(f"source.{ps.get('source', 'event')}")

    def stakes_text(self) -> str:
        raised = self.ps.get("raised") or {}
        sides = [s for s in SIDES if raised.get(s)]
        if sides:
            return t("stakes.raised", n=len(sides) * TABLES["raise"]["modifier"],
                     sides=", ".join(art.side_name(s) for s in sides))
        return t("stakes.open" if None in raised.values() else "stakes.none")

    def layout_hand(self, pad: int) -> int:
        """The viewer's PS cards along the bottom; returns the y above them."""
        c, r = self.canvas, self.rect
        if self.board.side() is None:  # no hand to show: one line, the room goes to the rest
            band = pygame.Rect(r.left, r.bottom - self.px(44), r.width, self.px(44))
            c.box(band, (24, 28, 35), 0, 0)
            counts = self.ps.get("hand_counts") or {}
            c.text(t("hand.hidden", com=counts.get("com", 0), dem=counts.get("dem", 0)),
                   band.center, self.fs(16), theme.TEXT_DIM, False, "center")
            return band.top
        # No cards (outside a kept discard row), or the struggle is decided (keep or give up
        # Power, D89-8.5): one line, the room goes above to the choice and what it means
        # (issue #34.9).
        if (not self.ps.get("hand") and not (self.row and self.step == "discard")) \
                or self.step == "surrender":
            band = pygame.Rect(r.left, r.bottom - self.px(44), r.width, self.px(44))
            c.box(band, (24, 28, 35), 0, 0)
            count = len(self.ps.get("hand") or [])
            c.text(t("hand.title", count=count) + ("" if count else " · " + t("hand.empty")),
                   (r.left + pad, band.centery), self.fs(15), theme.TEXT_DIM, False, "midleft")
            self.hand_rects, self.gaps = [], []
            return band.top
        card_h = self.px(158)
        label_h = self.fs(15) + self.px(8)
        top = r.bottom - pad - card_h - label_h
        band = pygame.Rect(r.left, top - self.px(8), r.width, r.bottom - top + self.px(8))
        c.box(band, (24, 28, 35), 0, 0)
        cards = self.hand()
        slots: list[int] = self.row[1] if self.row else cards
        slots = slots + [card for card in cards if card not in slots]
        label = c.text(t("hand.title", count=len(cards)), (r.left + pad, top), self.fs(15),
                       theme.TEXT, True)
        hint = self.hand_hint()
        if hint:
            c.text(hint, (label.right + self.px(14), top), self.fs(15), theme.HIGHLIGHT, True)
        if not cards:
            c.text(t("hand.empty"), (r.left + pad, top + label_h + self.px(10)), self.fs(15),
                   theme.TEXT_DIM)
        avail, gap = r.width - 2 * pad, self.px(8)
        w = int(card_h / CARD_RATIO)
        n = max(1, len(slots))
        if n * (w + gap) - gap > avail:  # narrower cards first, then overlap
            w = max(self.px(88), (avail + gap) // n - gap)
        step = w + gap if n * (w + gap) - gap <= avail else (avail - w) / max(1, n - 1)
        places = [(card, pygame.Rect(r.left + pad + int(i * step), top + label_h, w, card_h))
                  for i, card in enumerate(slots)]
        self.hand_rects = [(card, rect) for card, rect in places if card in cards]
        self.gaps = [rect for card, rect in places if card not in cards]
        return band.top

    def hand_hint(self) -> str:
        if not self.acting() or not self.playable():
            return ""
        if self.step == "discard":
            return t("hand.discard", left=self.facts.get("left", 1))
        return t("hand.click")

    def layout_suits(self, area: pygame.Rect) -> int:
        """The four suits, blocked ones struck through, the attacked one outlined."""
        c = self.canvas
        h = self.px(28)
        label = c.text(t("suits"), (area.left, area.top + h // 2), self.fs(14), theme.TEXT_DIM,
                       True, "midleft")
        x = label.right + self.px(8)
        blocked = set(self.ps.get("blocked") or ())
        attacked = (self.ps.get("attack") or {}).get("suit")
        size = self.fs(14)
        for suit in SUITS:
            name = suit_name(suit)
            chip = pygame.Rect(x, area.top, theme.font(size, True).size(name)[0] + self.px(16), h)
            off = suit in blocked
            c.box(chip, (62, 62, 70) if off else SUIT_COLOURS[suit], 0, 6)
            c.text(name, chip.center, size, theme.TEXT_DIM if off else art.INK, True, "center")
            if off:
                c.line((chip.left + 3, chip.centery), (chip.right - 3, chip.centery),
                       theme.DANGER, 3)
                self.tips.append((chip, f"{name}: {t('blocked')}"))
            if suit == attacked:
                c.box(chip.inflate(4, 4), theme.ACCENT, 2, 8)
            x = chip.right + self.px(6)
        return area.top + h + self.px(12)

    def layout_table(self, area: pygame.Rect) -> None:
        """The middle: suits, the card on the table, what may follow, the choice buttons."""
        c = self.canvas
        y = self.layout_suits(area)
        x = area.left
        step = self.step
        attack = self.ps.get("attack")
        if step in PLAY_STEPS or attack:  # the slot no taller than the room (issue #34.9)
            h = min(int(self.px(112) * CARD_RATIO), area.bottom - y)
            w = int(h / CARD_RATIO)
            self.slot = pygame.Rect(area.left, y, w, h)
            self.slot_card = attack["card"] if attack else (
                self.facts.get("card") if step == "suit" else None)
            if self.slot_card is None:
                c.box(self.slot, theme.BORDER, 2, 8)
                hint = t("slot.lead") if self.acting() and step == "lead" else t("slot.empty")
                c.paragraph(hint, self.slot.left + 8, self.slot.top + 10, w - 16, self.fs(13),
                            theme.TEXT_DIM)
            x = self.slot.right + self.px(16)
        width = area.right - x
        title, paragraphs, notes = self.talk()
        # The words shrink before the buttons (and what they mean) leave the area: never
        # under the hand's label (issue #34.9).
        for shrink in range(0, 6):
            big, small = self.fs(19 - shrink), self.fs(15 - shrink)
            need = self.text_height(title, big, width, True) + self.px(4) + sum(
                self.text_height(p, small, width) + self.px(4) for p in paragraphs) + sum(
                self.text_height(n, small, width) + self.px(2) for n in notes)
            if y + need + self.px(10) + self.buttons_height(width, shrink) <= area.bottom:
                break
        y = c.paragraph(title, x, y, width, big, theme.TEXT, True) + self.px(4)
        for text in paragraphs:
            y = c.paragraph(text, x, y, width, small, theme.TEXT) + self.px(4)
        for text in notes:
            y = c.paragraph(text, x, y, width, small, theme.ACCENT) + self.px(2)
        self.place_buttons(x, y + self.px(10), width, shrink)

    @staticmethod
    def text_height(text: str, size: int, width: int, bold: bool = False) -> int:
        return len(wrap(text, size, width, bold)) * theme.font(size, bold).get_linesize()

    def button_grid(self, width: int) -> tuple[int, int, int, int]:
        """(columns, column width, gap, button height) of the choice buttons."""
        gap, h = self.px(12), self.px(44)
        suits = self.step == "suit"
        cols = 2 if suits or any(text for _, text in self.buttons) else len(self.buttons)
        return cols, (width - gap * (max(1, cols) - 1)) // max(1, cols), gap, h

    def buttons_height(self, width: int, shrink: int = 0) -> int:
        """How tall `place_buttons` lays them out, their meanings included."""
        if not self.buttons:
            return 0
        cols, col_w, gap, h = self.button_grid(width)
        rows = (len(self.buttons) + cols - 1) // cols
        notes = max((self.text_height(text, self.fs(14 - shrink), col_w) + self.px(6)
                     for _, text in self.buttons if text), default=0)
        return rows * (h + gap) + notes

    def talk(self) -> tuple[str, list[str], list[str]]:
        """Title, plain-words paragraphs and accent notes for the situation on the table."""
        ps, step, you = self.ps, self.step, self.acting()
        who = "you" if you else "other"
        actor = art.side_name(self.actor() or ps.get("attacker", "com"))
        country = art.country_name(ps["country"])
        last = [t("last", text=self.lines[-1].text)] if self.lines and step == "lead" else []
        if ps.get("winner"):
            return (t("title.surrender") if step == "surrender" else
                    t("won", side=art.side_name(ps["winner"]), suit=suit_name(ps.get("won_with"))),
                    [t(f"say.surrender.{who}", country=country)] if step == "surrender"
                    else [], self.aftermath_lines())
        if step == "raise":
            return t("title.raise"), [t(f"say.raise.{who}", side=actor,
                                        initiator=art.side_name(ps["initiator"]))], []
        if step == "discard":
            return t("title.raise_discard"), [t(f"say.raise_discard.{who}", side=actor,
                                                left=self.facts.get("left", 1))], []
        if step == "lead":
            return t("title.lead", side=self.side_label(self.actor())), \
                [t(f"say.lead.{who}", side=actor)], last
        if step == "suit":
            leader = socio_name(art.ps_cards()[self.facts["card"]]["leader"])
            return t("naming", side=actor, card=art.ps_card_name(self.facts["card"])), \
                [t(f"say.suit.{who}", side=actor, leader=leader)], []
        if step == "answer" and ps.get("attack"):
            return self.attack_title(), [t(f"say.answer.{who}", side=actor,
                                           suit=suit_name(ps["attack"]["suit"]))], \
                [self.roll_note()]
        return t("title.map"), [t("say.map")], []

    def attack_title(self) -> str:
        attack = self.ps["attack"]
        card = art.ps_cards()[attack["card"]]
        side = art.side_name(attack["side"])
        if card["kind"] == "leader":
            return t("attack_leader", side=side, card=art.ps_card_name(attack["card"]),
                     suit=suit_name(attack["suit"]))
        return t("attack", side=side, card=art.ps_card_name(attack["card"]))

    def roll_note(self) -> str:
        card = art.ps_cards()[self.ps["attack"]["card"]]
        if card["kind"] == "suited" and card["suit"] == "rally_in_the_square":
            return t("say.rally")
        return t("say.roll", need=card["rank"])

    def aftermath_lines(self) -> list[str]:
        out = self.outcome
        lines = []
        if out.loss:
            lines.append(t("hist.loss_roll", **named_params(out.loss)))
        if out.vp:
            lines.append(t("hist.vp_roll", **named_params(out.vp)))
        return lines

    def place_buttons(self, x: int, y: int, width: int, shrink: int = 0) -> None:
        """Big buttons under the text: a 2×2 grid for suits, else one row; a surrender
        choice carries its meaning underneath."""
        if not self.buttons:
            return
        size = self.fs(17)
        cols, col_w, gap, h = self.button_grid(width)
        for i, (button, text) in enumerate(self.buttons):
            bx = x + (i % cols) * (col_w + gap)
            by = y + (i // cols) * (h + gap)
            label_w = theme.font(size, True).size(button.label)[0] + self.px(32)
            w = col_w if cols == 2 else min(col_w, max(label_w, self.px(150)))
            button.rect, button.size = pygame.Rect(bx, by, w, h), size
            if text:
                self.canvas.paragraph(text, bx, by + h + self.px(6), w, self.fs(14 - shrink),
                                      theme.TEXT_DIM)

    def layout_side(self, area: pygame.Rect) -> None:
        """The opponent above, the rounds so far below."""
        c = self.canvas
        pad = self.px(10)
        box = pygame.Rect(area.left, area.top, area.width, 0)
        y = area.top + pad
        counts = self.ps.get("hand_counts") or {}
        mine = self.board.side()
        for side in ([opp(mine)] if mine else list(SIDES)):
            y = c.text(t("opponent", side=art.side_name(side), count=counts.get(side, 0)),
                       (area.left + pad, y), self.fs(16), light(side), True).bottom + self.px(4)
            y = self.layout_backs(area.left + pad, y, area.width - 2 * pad, counts.get(side, 0))
        known = self.ps.get("opponent_known") or []
        if mine and known:
            y = c.text(t("opponent.known"), (area.left + pad, y), self.fs(14), theme.TEXT_DIM,
                       True).bottom + self.px(4)
            y = self.layout_known(area.left + pad, y, area.width - 2 * pad, known)
        box.height = y - area.top + pad
        c.box(box, theme.BORDER, 1, 8)
        self.layout_history(pygame.Rect(area.left, box.bottom + self.px(10), area.width,
                                        area.bottom - box.bottom - self.px(10)), self.lines)

    def layout_backs(self, x: int, y: int, width: int, count: int) -> int:
        """One small card back per card held (the count at a glance)."""
        w, h, gap = self.px(12), self.px(17), self.px(3)
        per_row = max(1, (width + gap) // (w + gap))
        for i in range(count):
            rect = pygame.Rect(x + (i % per_row) * (w + gap), y + (i // per_row) * (h + gap), w,
                               h)
            self.canvas.box(rect, (92, 70, 120), 0, 2)
            self.canvas.box(rect, (190, 180, 210), 1, 2)
        rows = (count + per_row - 1) // per_row
        return y + rows * (h + gap) + self.px(6)

    def layout_known(self, x: int, y: int, width: int, cards: list[int]) -> int:
        """The opponent's cards the viewer has seen, as small chips in their colours."""
        size, h, gap = self.fs(13), self.px(22), self.px(5)
        cx = x
        for card in sorted(cards, key=card_order):
            name = art.ps_card_name(card)
            w = theme.font(size, True).size(name)[0] + self.px(12)
            if cx + w > x + width and cx > x:
                cx, y = x, y + h + gap
            chip = pygame.Rect(cx, y, w, h)
            data_card = art.ps_cards()[card]
            self.canvas.box(chip, card_colour(data_card), 0, 5)
            ink = theme.ACCENT if data_card["kind"] == "wild" else art.INK
            self.canvas.text(name, chip.center, size, ink, True, "center")
            self.tips.append((chip, card_tip(card)))
            cx = chip.right + gap
        return y + h + gap

    def layout_history(self, area: pygame.Rect, lines: list[HistoryLine]) -> None:
        """Every round (issue #34.15): the lines shrink to fit; when they still do not, the
        newest show and the wheel over the box scrolls back (`history_scroll` rows), with a
        count of the rows above and below."""
        c = self.canvas
        pad = self.px(10)
        c.box(area, (26, 30, 38), 0, 8)
        c.box(area, theme.BORDER, 1, 8)
        self.history_rect = pygame.Rect(area)
        head = c.text(t("history"), (area.left + pad, area.top + pad), self.fs(14),
                      theme.TEXT_DIM, True)
        y = head.bottom + self.px(6)
        gutter = self.px(26)
        if not lines:
            c.text(t("history.none"), (area.left + pad, y), self.fs(14), theme.TEXT_DIM)
            return
        for size in range(self.fs(14), 11, -1):  # smaller before any round is out of sight
            rows = [(line.round if i == 0 else None, text, light(line.side)) for line in lines
                    for i, text in enumerate(wrap(line.text, size, area.width - gutter - 2 * pad))]
            step = theme.font(size).get_linesize()
            room = max(1, (area.bottom - pad - y) // step)
            if len(rows) <= room:
                break
        self.history_scroll = max(0, min(self.history_scroll, len(rows) - room))
        end = len(rows) - self.history_scroll
        shown = rows[max(0, end - room):end]
        above, below = max(0, end - room), self.history_scroll
        if above or below:
            c.text(t("history.more", above=above, below=below), (area.right - pad, head.centery),
                   self.fs(13), theme.TEXT_DIM, False, "midright")
        for number, text, colour in shown:
            if number is not None:
                centre = (area.left + pad + self.px(9), y + step // 2)
                c.circle(centre, self.px(10), theme.ACCENT_DARK)
                c.text(str(number), centre, self.fs(13), (255, 255, 255), True, "center")
            c.text(text, (area.left + pad + gutter, y), size, colour)
            y += step

    def scroll_history(self, rows: int) -> None:
        """The wheel over the rounds box: `rows` back (positive) or forward."""
        self.history_scroll = max(0, self.history_scroll + rows)
        self._layout_key = None  # laid out again with the new window

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        self.canvas.draw(surface)
        if self.mode() == "result":
            if not self.final:
                self.continue_button.draw(surface)
        else:
            self.tab.draw(surface)
            for button, _ in self.buttons:
                button.draw(surface)
            self.draw_slot(surface)
            self.draw_hand(surface)
        surface.set_clip(clip)

    def draw_slot(self, surface: pygame.Surface) -> None:
        if self.slot is None:
            return
        if self.slot_card is not None:
            surface.blit(render_ps_card(self.slot_card, *self.slot.size), self.slot)
        if "play" in self.drag.lit_targets():
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.slot.inflate(6, 6), 3,
                             border_radius=8)

    def draw_hand(self, surface: pygame.Surface) -> None:
        playable = self.playable()
        dim = self.acting() and bool(playable)  # only a choice among cards dims the others
        hover = self.card_at(self.hover_pos) if self.hover_pos else None
        for rect in self.gaps:  # a card just picked: its place stays (issue #19.9)
            pygame.draw.rect(surface, theme.TEXT_DIM, rect, 1, border_radius=8)
        floating = None
        for card, rect in self.hand_rects:
            moving = self.drag.floating_rect(card, rect)
            if moving:
                floating = (card, moving)
                continue
            lit = card in playable
            at = rect.move(0, -self.px(8)) if lit and card == hover else rect
            surface.blit(render_ps_card(card, *at.size), at)
            if lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, at.inflate(4, 4), 3, border_radius=8)
            elif dim:
                surface.blit(veil(*at.size), at)
        if floating:
            card, rect = floating
            surface.blit(render_ps_card(card, *rect.size), rect)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=8)


class FinalStruggle:
    """The result panel of the struggle that ended the game, for the game-over screen
    (issue #34.10): a StruggleView of its own, read from the public view, without Continue."""

    def __init__(self, board) -> None:
        self.view = StruggleView(board)
        self.view.final = True
        self.view.refresh()

    def retranslate(self) -> None:
        """A language switch: the words again (the layout key alone would keep the old)."""
        self.view.refresh()
        self.view._layout_key = None

    def decided(self) -> bool:
        """The latest struggle is still the news: no card was played after it."""
        return self.view.mode() == "result"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.view.layout(rect)
        self.view.draw(surface)
