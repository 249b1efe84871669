"""The Power Struggle table's layout (D89-8), mixed into `StruggleView` (struggle.py): the
header (country, source, initiative, stakes), the viewer's PS hand, the suits, the card on the
table with what may follow in plain words (`talk`), the choice buttons, the opponent's cards
and the rounds so far, all rendered once into the view's `Canvas`.
"""

from __future__ import annotations

import pygame

from game.games.dawn_of_freedom.rules.power_struggle import SUITS, TABLES
from game.ui import theme
from game.ui.widgets.basic import fit_size, wrap

from . import draw as art
from .ps_card import CARD_RATIO, SUIT_COLOURS, card_colour, card_order, card_tip
from .result_panel import ResultPanel
from .struggle_words import (
    HistoryLine,
    light,
    named_params,
    opp,
    socio_name,
    suit_name,
    t,
)

SIDES = ("com", "dem")
PLAY_STEPS = ("lead", "suit", "answer")  # the struggle's steps with a card on the table


class StruggleLayout(ResultPanel):
    """Mixed into StruggleView, which gives it `canvas`, `rect`, `ps`, `step`, `facts`,
    `lines`, `buttons`, `tab`, the sizes `px` / `fs` and `acting`, `hand`, `side_label`,
    `pending_card`."""

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
        self.tab.rect = pygame.Rect(r.right - pad - w, y - 2, w,
                                    max(self.px(32), theme.font(self.tab.size).get_linesize() + 4))
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
        label_h = theme.font(self.fs(15), True).get_linesize() + self.px(8)
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
            held = self.pending_card()
            if held is not None and self.slot_card is None:  # a lead waiting for End turn
                self.pending_rect = self.slot
            elif held is not None:  # an answer: beside the attack
                self.pending_rect = pygame.Rect(self.slot.right + self.px(12), y, w, h)
            if self.slot_card is None and held is None:
                c.box(self.slot, theme.BORDER, 2, 8)
                hint = t("slot.empty")
                if self.acting() and step == "lead":  # no lit card: "Cannot lead" is the move
                    hint = t("slot.lead") if self.playable() else t("slot.lead_none")
                c.paragraph(hint, self.slot.left + 8, self.slot.top + 10, w - 16, self.fs(13),
                            theme.TEXT_DIM)
            x = (self.pending_rect or self.slot).right + self.px(16)
        width = area.right - x
        title, paragraphs, notes = self.talk()
        # The words shrink before the buttons (and what they mean) leave the area: never
        # under the hand's label (issue #34.9). Where even the smallest words do not fit, the
        # accent notes go first: what the choice is and means must stay.
        for keep, shrink in [(True, s) for s in range(6)] + [(False, s) for s in range(6)]:
            big, small = self.fs(19 - shrink), self.fs(15 - shrink)
            need = self.text_height(title, big, width, True) + self.px(4) + sum(
                self.text_height(p, small, width) + self.px(4) for p in paragraphs) + sum(
                self.text_height(n, small, width) + self.px(2) for n in notes if keep)
            if y + need + self.px(10) + self.buttons_height(width, shrink) <= area.bottom:
                break
        notes = notes if keep else []
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
        if step == "lead":  # issue #33: asked all the same, "cannot lead" only
            none = you and not self.playable()
            return t("title.lead", side=self.side_label(self.actor())), \
                [t(f"say.lead.{'none' if none else who}", side=actor)], last
        if step == "suit":
            leader = socio_name(art.ps_cards()[self.facts["card"]]["leader"])
            return t("naming", side=actor, card=art.ps_card_name(self.facts["card"])), \
                [t(f"say.suit.{who}", side=actor, leader=leader)], []
        if step == "answer" and ps.get("attack"):
            # Issue #33: asked all the same, Decline only; no match, so no roll to explain.
            none = you and not self.playable()
            return self.attack_title(), [t(f"say.answer.{'none' if none else who}", side=actor,
                                           suit=suit_name(ps["attack"]["suit"]))], \
                [] if none else [self.roll_note()]
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
        # The scroll count sits beside the heading, or on a row of its own below it where it
        # would run into the heading (Korean, a narrow box).
        more_at, anchor = (area.right - pad, head.centery), "midright"
        widest = t("history.more", above=len(rows), below=len(rows))
        if len(rows) > room and theme.font(self.fs(13)).size(widest)[0] > \
                area.right - pad - head.right - self.px(12):
            more_at, anchor = (area.left + pad, y), "topleft"
            y += theme.font(self.fs(13)).get_linesize() + self.px(2)
            room = max(1, (area.bottom - pad - y) // step)
        self.history_scroll = max(0, min(self.history_scroll, len(rows) - room))
        end = len(rows) - self.history_scroll
        shown = rows[max(0, end - room):end]
        above, below = max(0, end - room), self.history_scroll
        if above or below:
            c.text(t("history.more", above=above, below=below), more_at, self.fs(13),
                   theme.TEXT_DIM, False, anchor)
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
