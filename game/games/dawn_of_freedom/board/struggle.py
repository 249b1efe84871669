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

A PS card whose play waits for "End turn" (the table's `held`, issue #34.8) lies on the table,
veiled and marked pending (beside the attack it answers), its place in the hand left empty.

Choices on the map (Scare Tactics, support loss, an event in the middle of a struggle) switch
to the map, centred on the country; "Map (M)" / "Back to the struggle (M)" switch by hand.

When a struggle ends, the result panel (winner, modifiers, both rolls against the results
table, Power, country scoring) shows the view's `ps_result`, the record the rules keep of the
latest struggle (outcome.py). It is a UI acknowledgement, not a game action: it stays until
the viewer clicks Continue, once per viewer (after a handoff the other human sees it too), a
new struggle replaces it, it is no news once the viewer has played a card since (the record's
`plays` against the view's `card_plays`), and nothing here holds up the table's bots.

Layout renders its text once into a display list (`Canvas`, laid out in struggle_layout.py);
a frame only blits. The card faces live in ps_card.py.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules import data
from game.games.dawn_of_freedom.rules.power_struggle import SUITS
from game.ui import theme
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets.basic import Button, draw_text
from game.ui.widgets.canvas import Canvas
from game.ui.widgets.drag import DragDrop
from game.ui.widgets.key_cap import NUMBER_KEYS
from game.ui.widgets.lit_mark import draw_lit

from . import draw as art
from .outcome import Outcome
from .ps_card import (
    card_face,
    card_order,
    card_tip,
    render_ps_card,
    veil,
)
from .struggle_layout import SIDES, StruggleLayout
from .struggle_words import (
    HistoryLine,
    history,
    suit_name,
    t,
)

# The decisions this view draws and answers have the topic "struggle"; any other decision
# during a struggle is a map choice.
STRUGGLE = "struggle"
BASE_W, BASE_H = 940, 576  # the area at 1280×800; sizes grow from there
SMALLEST_K = 0.5
PANEL_BG = (30, 34, 42)
BUTTON_LABELS = {"raise": "raise", "pass": "pass", "decline": "decline",
                 "cannot_lead": "cannot_lead", "keep_power": "keep", "surrender": "give"}


class StruggleView(StruggleLayout):
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
        self.makes: list[tuple[Button, list]] = []  # each button's game action (target_rects)
        # Every button a key (issue #39.3): M the map, Enter Continue, 1 to 9 the choices
        self.tab = Button(t("tab.map"), self.toggle, shortcut=pygame.K_m)
        self.continue_button = Button(t("button.continue"), self.acknowledge, primary=True,
                                      shortcut=pygame.K_RETURN)
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
        self.pending_rect: pygame.Rect | None = None  # the held card's place on the table
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.canvas = Canvas()
        self.version = 0
        self._layout_key: tuple | None = None
        self._history_key: tuple | None = None  # `history_lines`: what was worded, and how
        self._history: tuple[list[HistoryLine], list[HistoryLine]] = ([], [])
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
        """The viewer's PS cards, less the one held for "End turn" (it is on the table)."""
        held = self.pending_card()
        return sorted((c for c in self.ps.get("hand") or [] if c != held), key=card_order)

    def pending_card(self) -> int | None:
        """The PS card whose play waits for "End turn" (table.held: an answer that rolls for
        the initiative, a wild card that draws): drawn on the table marked pending, its place
        in the hand left empty (issue #34.8)."""
        held = self.table.held
        return held[1] if held and held[0] == "ps_card" and self.in_progress() else None

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
        self.lines, self.rounds_lines = self.history_lines(view.get("ps_history") or [])
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

    def history_lines(self, entries: list[dict]) -> tuple[list[HistoryLine],
                                                          list[HistoryLine]]:
        """The struggle's history lines, and those up to its win (the result panel's): each
        entry worded once, and again only when the history or the language changed (the
        last struggle's history stays in the view: worded after every move it took 1.5 ms,
        issue #34.6)."""
        key = (i18n.language(), repr(entries))
        if key != self._history_key:
            won = next((i for i, e in enumerate(entries) if e.get("what") == "won"),
                       len(entries))
            per_entry = [history([entry]) for entry in entries]
            self._history_key = key
            self._history = ([line for lines in per_entry for line in lines],
                             [line for lines in per_entry[:won + 1] for line in lines])
        return self._history

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
        self.buttons, self.makes = [], []
        if self.acting():
            self.add_choices()
        for (button, _), key in zip(self.buttons, NUMBER_KEYS, strict=False):
            button.shortcut = key

    def add_choices(self) -> None:
        legal = self.table.legal
        if self.step == "suit":
            for suit in SUITS:
                button = Button(suit_name(suit), lambda s=suit: self.table.submit(["suit", s]))
                button.enabled = ["suit", suit] in legal
                self.buttons.append((button, ""))
                self.makes.append((button, ["suit", suit]))
            return
        for action in legal:
            if action[0] not in BUTTON_LABELS:
                continue
            label = t(f"button.{BUTTON_LABELS[action[0]]}")
            primary = action[0] in ("raise", "keep_power")
            button = Button(label, lambda a=action: self.table.submit(a), primary=primary)
            self.buttons.append((button, self.explain(action[0])))
            self.makes.append((button, action))

    def target_rects(self, action: list) -> list[pygame.Rect]:
        """Where a click makes `action` on the struggle table now (issue #38): the lit PS
        card (a click plays it) or the button that submits it."""
        if self.mode() != "struggle" or action not in self.table.legal:
            return []
        if action[0] == "ps_card":
            return [r for c, r in self.drag.items if c == action[1]]
        return [b.rect for b, a in self.makes if a == action and b.rect and b.enabled]

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
        if event.type == pygame.KEYDOWN:  # a choice's number
            return any(button.handle(event) for button in widgets)
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
        # Down to SMALLEST_K in a small window (a high UI scale, issue #39.2): the type stays
        # at 13 px or more (`fs`), the boxes and cards shrink with the room.
        self.k = min(max(min(rect.width / BASE_W, rect.height / BASE_H), SMALLEST_K), 1.5)
        self.canvas.clear()
        self.hand_rects, self.slot, self.slot_card, self.tips = [], None, None, []
        self.pending_rect = None
        self.gaps, self.history_rect = [], None
        self.canvas.box(self.rect, PANEL_BG, 0, 0)
        if self.mode() == "result":
            self.layout_result()
        elif self.mode() == "struggle":
            self.layout_struggle()
        self.drag.items = [(c, r) for c, r in self.hand_rects if c in self.playable()]

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
        held = self.pending_card()
        if held is not None and self.pending_rect is not None:
            self.draw_pending(surface, held, self.pending_rect)
        if "play" in self.drag.lit_targets():
            draw_lit(surface, self.slot, 3, 8)  # ring and brackets (issue #39.1)

    def draw_pending(self, surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
        """The held card on the table, veiled and framed, "Pending" across it."""
        surface.blit(render_ps_card(card, *rect.size), rect)
        surface.blit(veil(*rect.size), rect)
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        size = self.fs(15)
        band = pygame.Rect(rect.left, rect.bottom - size - 12, rect.width, size + 12)
        pygame.draw.rect(surface, PANEL_BG, band, border_bottom_left_radius=8,
                         border_bottom_right_radius=8)
        draw_text(surface, t("slot.pending"), band.center, size, theme.ACCENT, True, "center")

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
                draw_lit(surface, at, 3, 8, 2)  # ring and brackets (issue #39.1)
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
