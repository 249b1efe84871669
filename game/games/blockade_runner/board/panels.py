"""Blockade Runner's panels on the map and in the tray, and its tooltips: the price tracks and
Sold boxes, the War Effort Chart, the auction panel, the strip's news, the hand, piles and
seat panels (a mixin of `Board`, split off to keep each module readable; issue #34.7). Reads
the view only."""

from __future__ import annotations

import math

import pygame

from game import i18n
from game.games.blockade_runner.rules.data import SHIPS, TRADED, ZONE_KIND, chart_row
from game.ui import theme
from game.ui.widgets.basic import (
    LABEL_FLOOR,
    draw_label,
    draw_read,
    draw_squeezed,
    draw_text,
    fit_size,
    panel,
    wrap,
)
from game.ui.widgets.cards import draw_card
from game.ui.widgets.lit_mark import draw_lit
from game.ui.widgets.seat_mark import draw_seat_mark

from . import pieces
from .labels import card_face, card_name, place_name, ship_facts, ship_name, ship_short


class Panels:
    def draw_tracks(self, surface: pygame.Surface) -> None:
        view = self.view
        prices = view.get("prices") or {}
        sold = view.get("sold_box") or {}
        for good in TRADED:
            price = prices.get(good)
            for name, rect_map in self.boxes.items():
                if not name.startswith(f"price_{good}_"):
                    continue
                rect = self.map_view.to_screen(rect_map)
                value = int(name.rsplit("_", 1)[1])
                pieces.number_box(surface, rect, str(value),
                                  theme.ACCENT if value == price else (200, 196, 180))
            n = 1
            while f"sold_{good}_{n}" in self.boxes:
                rect = self.map_view.to_screen(self.boxes[f"sold_{good}_{n}"])
                pygame.draw.rect(surface, (80, 70, 56), rect, border_radius=3)
                inner = rect.inflate(-rect.width // 3, -rect.height // 3)
                if n <= sold.get(good, 0):
                    pieces.cube(surface, good, inner)
                else:  # an empty space shows whose box it is
                    pygame.draw.rect(surface, pieces.CUBE_COLOURS[good], inner, 1)
                n += 1
            row = min((r for name, r in self.boxes.items()
                       if name.startswith(f"price_{good}_")), key=lambda r: r.x)
            head = self.map_view.to_screen(row)
            side = max(4, head.height // 3)
            pieces.cube(surface, good, pygame.Rect(head.left - side - 2,
                                                   head.centery - side // 2, side, side))
        year = view.get("year")
        for name, rect_map in self.boxes.items():
            if name.startswith("year_"):
                rect = self.map_view.to_screen(rect_map)
                value = int(name[5:])
                pieces.number_box(surface, rect, str(value),
                                  theme.ACCENT if value == year else (200, 196, 180))
        for i, seat in enumerate(view.get("order") or []):
            box = self.boxes.get(f"order_{i + 1}")
            if box is not None:
                pieces.marker(surface, self.map_view.to_screen(box), pieces.seat_colour(seat),
                              str(i + 1), seat)
        delivered = sum(view.get("delivered") or [])
        box = self.boxes.get(f"war_goods_{min(20, delivered)}")
        if box is not None:
            pieces.marker(surface, self.map_view.to_screen(box), (200, 50, 40))
        self.draw_chart(surface)
        fund = self.boxes.get("fund")
        if fund is not None:
            rect = self.map_view.to_screen(fund)
            text = i18n.t("br.board.fund", fund=view.get("fund", 0))
            size = fit_size(text, rect.width - 8, self.scaled(18), True, pieces.LEGIBLE)
            # A small map (a high UI scale) widens the box rather than shrink its type
            # below the map's floor (issue #39.2).
            rect = rect.inflate(max(0, theme.font(size, True).size(text)[0] + 8 - rect.width), 0)
            panel(surface, rect, (60, 52, 40), theme.ACCENT, 6)
            draw_text(surface, text, rect.center, size, theme.TEXT, True, "center")
        hss = view.get("hss")
        box = self.boxes.get(f"hss_{hss}" if hss else "hss_off")
        if box is not None:
            pieces.marker(surface, self.map_view.to_screen(box), (40, 60, 140),
                          i18n.t("br.board.hss"))

    def draw_chart(self, surface: pygame.Surface) -> None:
        """The War Effort Chart (BR-4.2): the row last year's deliveries chose and the row
        this year's deliveries so far point to (rows from the rules data)."""
        box = self.boxes.get("war_effort")
        if box is None:
            return
        rect = self.map_view.to_screen(box)
        if not rect.colliderect(self.map_view.rect):
            return
        panel(surface, rect, (40, 44, 52), theme.BORDER, 6)
        step = rect.height // 4
        size = max(pieces.LEGIBLE, min(int(step * 0.7), self.scaled(20)))
        room, y = rect.width - 14, rect.top + 4
        # Each row wrapped, never condensed past SQUEEZE; what the panel cannot hold at a
        # laptop's size is in the hover tip (issue #34.1).
        for i, (text, colour) in enumerate(self.chart_lines()):
            for line in wrap(text, size, int(room * pieces.SQUEEZE), i == 0):
                if y + theme.font(size).get_linesize() > rect.bottom:
                    return
                draw_squeezed(surface, line, (rect.left + 8, y), size, room, colour, i == 0)
                y += theme.font(size, i == 0).get_linesize()

    def chart_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The chart's title, last year's row (after the first year) and this year's so far,
        each with its colour; the hover tip shows them at a size a small map cannot."""
        last = self.view.get("war_goods_last")
        now = sum(self.view.get("delivered") or [])
        lines = [(i18n.t("br.board.war_effort"), theme.ACCENT)]
        if last is not None:
            lines.append((self.chart_text("br.board.chart.last", last), theme.TEXT))
        lines.append((self.chart_text("br.board.chart.now", now), theme.TEXT_DIM))
        return lines

    @staticmethod
    def chart_text(key: str, war_goods: int) -> str:
        row = chart_row(war_goods)
        return i18n.t(key, w=war_goods, cards=row["blockade_cards"],
                      assaults=row["port_assaults"], cities=row["inland_cities_captured"])

    def draw_auction(self, surface: pygame.Surface) -> None:
        """The ships for sale (an auction) or the bidding (a bid), over the map's
        top left corner: whose bid it is, the high bid, who is still in and a cell for every
        amount the bidder may bid."""
        self.sale_rows = []
        name = self.topic()
        if name not in ("auction", "bid"):
            return
        names = self.names()
        auction = self.view.get("auction") or {}
        lines: list[tuple[list[str], list | None]] = []  # a row's long form, shorter ones
        if name == "bid" and auction.get("ship"):
            ship = auction["ship"]
            lines.append(([i18n.t("br.board.auction.ship", ship=ship_name(ship),
                                  facts=ship_facts(ship)), ship_name(ship), ship_short(ship)],
                          None))
            lines.append(([i18n.t("br.board.auction.high", amount=auction["high"],
                                  name=names[auction["leader"]])], None))
            still = ", ".join(("▶ " if s == auction["next"] else "") + names[s]
                              for s in auction["bidders"])
            lines.append(([i18n.t("br.board.auction.in", names=still)], None))
        else:
            lines.append(([i18n.t("br.board.auction.pick"), i18n.t("br.board.auction.pick_short")],
                          None))
            for action in self.legal("ship"):
                ship = action[1]
                lines.append(([f"{ship_name(ship)} · {ship_facts(ship)}", ship_name(ship),
                               ship_short(ship)], action))
        size = 15
        step = theme.font(size).get_linesize() + 4
        area = self.map_view.rect
        width = min(420, area.width - 20)
        bids = self.legal("bid") if name == "bid" else []
        if bids:
            lines.append(([i18n.t("br.board.auction.ladder")], None))
        cells = ladder(bids, width - 12, area.height - 60 - len(lines) * step)
        ladder_h = max((r.bottom for _, r in cells), default=0)
        room = max(2, (area.height - 60 - ladder_h) // step)
        # More ships for sale than rows (a small window): two columns, each still clickable
        # (issue #39.3); what two cannot hold is cut as before.
        cols = 1 if len(lines) <= room else 2
        rows = min(-(-len(lines) // cols), room)
        box = pygame.Rect(area.right - width - 10, area.top + 10, width,
                          rows * step + 38 + ladder_h)
        panel(surface, box, theme.PANEL, theme.ACCENT, 8)
        draw_text(surface, i18n.t("br.board.auction.title"), (box.left + 10, box.top + 6), 17,
                  theme.ACCENT, True)
        y = box.top + 32
        col_w = (box.width - 12 - 6 * (cols - 1)) // cols
        for i, (forms, action) in enumerate(lines[:rows * cols]):
            row = pygame.Rect(box.left + 6 + (i // rows) * (col_w + 6), y + (i % rows) * step,
                              col_w, step - 2)
            if action is not None:
                self.draw_sale_row(surface, action, row)
            draw_read(surface, forms, (row.left + 6, row.centery), row.width - 12, size,
                      theme.TEXT, action is None, "midleft")
        y += rows * step
        for action, cell in cells:  # every amount the bidder may bid, not only the buttons'
            cell = cell.move(box.left + 6, y)
            self.draw_sale_row(surface, action, cell)
            draw_text(surface, str(action[1]), cell.center, min(13, cell.height - 5), theme.TEXT,
                      True, "center")

    def draw_sale_row(self, surface: pygame.Surface, action: list, row: pygame.Rect) -> None:
        """A row (a ship for sale) or cell (a bid) of the auction panel a click makes."""
        hover = self.hover_pos is not None and row.collidepoint(self.hover_pos)
        pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (44, 52, 66), row,
                         border_radius=4)
        self.sale_rows.append((action, row))

    def draw_strip(self, surface: pygame.Surface) -> None:
        news = self.news()
        topic = self.topic() if self.table.acting is not None else ""
        key = f"br.board.help.{topic}" if topic in ("place", "dock") else "br.board.help"
        if self.table.acting is None and self.legal("offer"):
            key = "br.board.help.swap"  # a swap offer is all this player may do now
        self.strip.draw(surface, news or i18n.t(key),
                        theme.ACCENT if news else theme.TEXT_DIM, self.strip.rect.left + 10)

    def hover_odds(self) -> str:
        """What the held ship faces at the lit zone under the pointer."""
        held = self.drag.held()
        if isinstance(held, tuple) and self.hover_pos is not None:
            zone = self.map_view.target_at(self.hover_pos, self.zones)
            if zone in self.ship_moves(held[1]):
                return self.odds_text(held[1], zone)
        return ""

    def news(self) -> str:
        """The odds at the zone under the pointer while a ship is held, else the latest
        evasion roll while it is news (the view's `move` odds and `last_roll`)."""
        odds = self.hover_odds()
        if odds:
            return odds
        roll = self.fresh_roll()
        if roll:
            return i18n.t("br.board.roll." + ("escaped" if roll["escaped"] else "captured"),
                          ship=ship_name(roll["ship"]), zone=place_name(roll["zone"]),
                          value=roll["value"], dice=" ".join(map(str, roll["dice"])))
        return ""

    def draw_tray(self, surface: pygame.Surface) -> None:
        view = self.view
        self.tray.draw(surface)
        s = self.tray.scale
        label = max(11, int(18 * s))
        hand = self.tray.zone("hand")
        if self.table.viewer is None:
            draw_text(surface, self.hand_note(i18n.t("br.board.hand_hidden")), hand.center, 16,
                      theme.TEXT_DIM, anchor="center")
        else:
            chosen = {self.drag.selected} - {None}
            offering = self.offer_to is not None
            self.visible_cards += self.hand_row.draw(
                surface, chosen, lambda c: self.offer_lit_card(c) if offering else
                self.hand_action(c) is not None or bool(self.card_targets(c)))
        self.draw_pile(surface, "kept", self.pile_cards("kept"), label)
        self.draw_pile(surface, "discard", self.pile_cards("discard"), label)
        deck, count = self.tray.zone("deck"), view.get("deck", 0)
        draw_label(surface, [i18n.t("br.board.deck", count=count),
                             i18n.t("br.board.deck_short", count=count)],
                   (deck.centerx, deck.top + 4), deck.width - 4, label, theme.TEXT_DIM, True,
                   "midtop")
        self.draw_seats(surface, label)

    def draw_pile(self, surface: pygame.Surface, name: str, cards: list[str],
                  label: int) -> None:
        rect = self.tray.zone(name)
        draw_label(surface, [i18n.t(f"br.board.pile.{name}", count=len(cards)),
                             i18n.t(f"br.board.pile.{name}_short", count=len(cards))],
                   (rect.left + 4, rect.top + 4), rect.width - 8, label, theme.TEXT_DIM, True)
        card = pygame.Rect(rect.left + 6, rect.top + label + 10, rect.width - 12,
                           rect.height - label - 16)
        card.width = min(card.width, int(card.height / 1.4))
        if cards and card.width > 0 and card.height > 0:  # a tiny window has no room for it
            face = card_face(cards[-1])
            draw_card(surface, face, card)
            self.visible_cards.append((card, face))

    def draw_seats(self, surface: pygame.Surface, label: int) -> None:
        """One panel per seat: name, cash, score (cash + ships), cards, delivered; the fleet
        under it with each ship's place."""
        names = self.names()
        lit = self.drag.lit_targets() if isinstance(self.drag.held(), str) else {}
        lit = {**lit, self.offer_to: None} if self.offer_to is not None else lit
        active = set(self.table.session.active_seats())
        self.fleet_rows = []
        for seat, name in enumerate(names):
            if f"cash_{seat}" not in self.tray.zones:
                break
            rect = self.tray.zone(f"cash_{seat}")
            turn = seat in active
            panel(surface, rect, theme.PANEL_LIGHT if turn else theme.PANEL,
                  theme.ACCENT if turn else theme.BORDER, 5)
            if seat in lit:  # ring and brackets (issue #39.1)
                draw_lit(surface, rect, 2, 5, 1)
            pygame.draw.rect(surface, pieces.seat_colour(seat),
                             pygame.Rect(rect.left, rect.top, 5, rect.height))
            size = max(pieces.LEGIBLE, min(label, rect.height // 3))
            self.draw_fleet(surface, seat, size, self.draw_purse(
                surface, rect, name, size, self.seat_facts(seat), seat))

    def seat_facts(self, seat: int) -> dict:
        """A seat's cash, score (cash + ships) and cards in hand, for its panel."""
        view = self.view
        cash, scores = view.get("cash") or [], view.get("scores") or []
        hands = view.get("hands") or []
        hand = hands[seat] if seat < len(hands) else 0
        return {"cash": cash[seat] if seat < len(cash) else 0,
                "cards": len(hand) if isinstance(hand, list) else hand,
                "score": scores[seat] if seat < len(scores) else 0}

    def draw_purse(self, surface: pygame.Surface, rect: pygame.Rect, name: str, size: int,
                   facts: dict, seat: int) -> str:
        """A seat's name, cash, worth and cards in its panel; a panel too small for them (a
        laptop's window, issue #34.1) shows name and cash and returns the rest for the top
        of the fleet panel."""
        room = rect.width - 12
        money = i18n.t("br.board.seat_money", **facts)
        mark_r = max(5, size * 0.5)  # the seat's shape before its name (issue #39.1)
        lead = int(2 * mark_r + 4)
        if rect.height >= 2 * theme.font(size).get_linesize() and \
                theme.font(size).size(money)[0] <= room * pieces.SQUEEZE:
            line = theme.font(size).get_linesize()
            draw_seat_mark(surface, seat, (rect.left + 8 + mark_r, rect.top + 2 + line / 2),
                           mark_r)
            draw_read(surface, [name], (rect.left + 8 + lead, rect.top + 2), room - lead, size,
                      theme.TEXT, True)
            draw_read(surface, [money], (rect.left + 8, rect.bottom - 3), room, size,
                      theme.ACCENT, False, "bottomleft")
            return ""
        purse = i18n.t("br.board.seat_cash", cash=facts["cash"])
        # The cash takes half the room, or what it needs to read (a narrow panel at a high UI
        # scale, issue #39.1); the name beside it what is left, else it goes over the fleet.
        need = math.ceil(theme.font(min(size, LABEL_FLOOR), True).size(purse)[0] / pieces.SQUEEZE)
        shown = draw_read(surface, [purse], (rect.right - 5, rect.centery),
                          min(room, max(room // 2, need)), size, theme.ACCENT, True, "midright")
        draw_seat_mark(surface, seat, (rect.left + 8 + mark_r, rect.centery), mark_r)
        worth = i18n.t("br.board.seat_worth", **facts)
        room = shown.left - rect.left - 12 - lead
        if theme.font(size, True).size(name)[0] > room * pieces.SQUEEZE:
            return f"{name}\n{worth}"  # no room beside the cash (issue #39.2): over the fleet
        draw_read(surface, [name], (rect.left + 8 + lead, rect.centery), room, size, theme.TEXT,
                  True, "midleft")
        return worth

    def draw_fleet(self, surface: pygame.Surface, seat: int, size: int, worth: str) -> None:
        """The seat's ships afloat by name (their place and cargo on hover), under `worth`
        when the seat's panel had no room for it."""
        rect = self.tray.zone(f"fleet_{seat}")
        panel(surface, rect, (34, 30, 28), theme.BORDER, 5)
        ships = [s for s, v in self.ships().items() if v["owner"] == seat and v["zone"]]
        waiting = [r for s, r in self.ship_rects.items()
                   if s in self.waiting and self.ships()[s]["owner"] == seat]
        y = max([rect.top + 3] + [r.bottom + 3 for r in waiting])  # under the ships to place
        step = theme.font(size).get_linesize()
        room = int((rect.width - 10) * pieces.SQUEEZE)
        lines: list[tuple[list[str], tuple]] = []  # each line's forms, its colour
        for part in worth.split("\n") if worth else ():  # the name (bold), then the worth
            bold = part != worth.split("\n")[-1]
            lines += [([line], theme.TEXT if bold else theme.ACCENT) for line in
                      wrap(part, size, room, bold)]
        rows = max(0, (rect.bottom - 2 - y) // step)
        if len(lines) > rows:  # a short panel (issue #39.2): the short worth, on one line
            facts = self.seat_facts(seat)
            short = [i18n.t("br.board.seat_worth_short", **facts),
                     i18n.t("br.board.seat_worth_tiny", **facts)]  # a narrow one: its worth
            names = [line for line in lines if line[1] == theme.TEXT]  # the name comes first
            lines = (names + [(short, theme.ACCENT)])[:rows]
        for forms, colour in lines[:rows]:
            draw_read(surface, forms, (rect.left + 5, y), rect.width - 10, size, colour,
                      colour == theme.TEXT)
            y += step
        for i, ship in enumerate(ships):
            if y + step > rect.bottom - 2:
                break
            if i + 1 < len(ships) and y + 2 * step > rect.bottom - 2:
                draw_text(surface, "…", (rect.left + 5, y), size, theme.TEXT_DIM)  # more
                break
            draw_read(surface, [ship_name(ship), ship_short(ship)], (rect.left + 5, y),
                      rect.width - 10, size, theme.TEXT)
            self.fleet_rows.append((pygame.Rect(rect.left, y, rect.width, step), ship))
            y += step

    def tip_text(self) -> str:
        pos = self.hover_pos
        if self.tips_off() or self.drag.dragging is not None:
            return ""
        ship = self.ship_at(pos) or next((s for r, s in self.fleet_rows if r.collidepoint(pos)),
                                         None)
        if ship:
            return self.ship_tip(ship)
        face = self.card_at(pos)
        if face:
            return f"{face.title} ({face.subtitle})\n{face.text}"
        if self.map_view.rect.collidepoint(pos):
            place = self.map_view.target_at(pos, self.places)
            if place:
                return self.place_tip(place)
            return self.track_tip(pos)
        return ""

    def track_tip(self, pos: tuple[int, int]) -> str:
        """A price track or Sold box names its goods, price and how full the box is; the War
        Effort Chart reads out its rows."""
        box = self.map_view.target_at(pos, self.boxes)
        if box == "war_effort":
            return "\n".join(text for text, _ in self.chart_lines())
        if not box or not box.startswith(("price_", "sold_")):
            return ""
        good = box.split("_", 1)[1].rsplit("_", 1)[0]
        return i18n.t("br.board.tip.market", good=i18n.t(f"br.good.{good}"),
                      price=(self.view.get("prices") or {}).get(good),
                      sold=(self.view.get("sold_box") or {}).get(good, 0),
                      size=sum(1 for n in self.boxes if n.startswith(f"sold_{good}_")))

    def ship_tip(self, ship: str) -> str:
        info = self.ships()[ship]
        owner = info["owner"]
        lines = [f"{ship_name(ship)} · {ship_facts(ship)}"]
        if owner is not None:
            lines.append(i18n.t("br.board.tip.owner", name=self.names()[owner]))
        if info["zone"]:
            lines.append(place_name(info["zone"]))
        cargo = ", ".join(f"{n} {i18n.t(f'br.good.{g}')}" for g, n in info["cargo"].items() if n)
        lines.append(i18n.t("br.board.tip.cargo", cargo=cargo or i18n.t("common.none"),
                            load=sum(info["cargo"].values()),
                            capacity=SHIPS[ship]["capacity"]))
        if info.get("captain") or info.get("pilot"):
            lines.append(", ".join(card_name(c) for c in ("captain", "pilot") if info.get(c)))
        held = self.drag.held()
        if isinstance(held, tuple):
            odds = self.odds_text(held[1], info["zone"])
            if odds:
                lines.append(odds)
        return "\n".join(lines)

    def place_tip(self, place: str) -> str:
        view = self.view
        lines = [place_name(place)]
        kind = ZONE_KIND.get(place, "city")
        lines.append(i18n.t(f"br.board.kind.{kind}"))
        if place in (view.get("captured") or []):
            lines.append(i18n.t("br.board.tip.captured"))
        elif kind == "confederate_port":
            lines.append(i18n.t("br.board.tip.levels", defense=view["defense"][place],
                                blockade=view["blockade"][place]))
        goods = (view.get("goods") or {}).get(place)
        if goods:
            text = ", ".join(f"{n} {i18n.t(f'br.good.{g}')}" for g, n in goods.items() if n)
            lines.append(i18n.t("br.board.tip.goods", goods=text or i18n.t("common.none")))
        if view.get("hss") == place:
            lines.append(i18n.t("br.board.tip.hss"))
        held = self.drag.held()
        if isinstance(held, tuple):
            odds = self.odds_text(held[1], place)
            if odds:
                lines.append(odds)
        here = [s for s, v in self.ships().items() if v["zone"] == place]
        if here:
            lines.append(", ".join(ship_name(s) for s in here))
        return "\n".join(lines)


def ladder(bids: list[list], width: int, height: int) -> list[tuple[list, pygame.Rect]]:
    """Each ["bid", k] in a cell of rows `width` wide, from (0, 0): narrower and lower cells
    when the rows would pass `height`, amounts that still do not fit left off (issue #39.3:
    the strip's buttons offer a few amounts; a bidder may bid any amount from the least
    raise to their cash, BR-7.7)."""
    roomy = (40, 22, 4)
    cell_w, cell_h, gap = roomy if fits(len(bids), width, height, *roomy) else (28, 18, 3)
    per_row = max(1, (width + gap) // (cell_w + gap))
    rows = max(1, (height + gap) // (cell_h + gap))
    return [(bid, pygame.Rect((i % per_row) * (cell_w + gap), (i // per_row) * (cell_h + gap),
                              cell_w, cell_h)) for i, bid in enumerate(bids[:per_row * rows])]


def fits(n: int, width: int, height: int, cell_w: int, cell_h: int, gap: int) -> bool:
    return n <= max(1, (width + gap) // (cell_w + gap)) * max(1, (height + gap) // (cell_h + gap))
