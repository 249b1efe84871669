"""Blockade Runner at the table: the Gulf and Atlantic coast, ships you drag, the markets and
an auction panel that goes round the seats.

Built on the shared map-board widgets: the map (layers `zones`, `cities`, `ports`, `tracks` of
maps/blockade_runner.tmx) is a `MapViewport` (wheel zooms, right-drag pans, F fits); the `Tray`
(hand, kept cards, discard, deck, one cash and fleet panel per seat) stays along the bottom
with the `ActionStrip` above it. A turn offers many buttons (load and rail each ship): where
the map, fitted by its height, leaves the right side free (a laptop's wide window) they go
down that side, and the map keeps the height a second row of buttons would take.

Moves, all through `table.submit` with the rules' own actions (game/games/blockade_runner/rules/
STATE.md):
- a ship is dragged (or clicked, then a lit zone clicked) one link at a time: the steps before
  ["to", zone] (["move"], ["ship", id], the ["stop"] of the ship moving before it) are read
  from a lookahead on a clone (`BoardBase.legal_after`), so only legal zones light and an
  unlit drop submits nothing. Placing a ship (setup, a bought or compensation ship) is the
  same drag from its owner's fleet panel onto a lit port;
- a lit port or city is clicked for a card's target, a defense raise or a rail source; a lit
  ship for Captain or Pilot; a lit hand card plays it; in the swap window a card is dragged
  onto another player's panel;
- the auction panel lists the ships for sale and, while bidding, the high bid and who is
  still in; every other choice is a labelled button in the strip.
Bids are open (BR-7.7: called out round the table), so the bidding needs no handoff (its
decision's kind is "open"; ui/scenes/table.open_choice); the rest of a player's turn shows
their hand and goes through the handoff.
The evasion odds and rolls come from the view (`evasion`, `last_roll`), never from a rule
computed here.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.engine.types import Decision
from game.games.blockade_runner.rules.data import CITIES, SHIPS, TRADED, ZONE_KIND, chart_row
from game.ui import theme
from game.ui.boards.base import BoardBase
from game.ui.scenes.pile import PileScene
from game.ui.scenes.zoom import ZoomScene
from game.ui.tiled import load_map
from game.ui.widgets.basic import draw_squeezed, draw_text, fit_size, panel
from game.ui.widgets.cards import draw_card, draw_tooltip
from game.ui.widgets.drag import DragDrop
from game.ui.widgets.hand_tray import ActionStrip, HandRow, Tray, draw_hint_rings
from game.ui.widgets.map_view import MapViewport

from . import pieces
from .labels import action_label, card_face, card_name, place_name, ship_facts, ship_name
from .summary import YearSummaryScene, final_lines, union_lines

TRAY_SHARE = 0.26
PLACE_VERBS = {"port", "raise", "from"}  # a lit port or city is clicked for these
MAP_VERBS = PLACE_VERBS | {"to", "place"}
HANDLED = {"turn": {"card"}, "auction": {"ship"}, "bid": {"bid"}}  # by topic, besides MAP_VERBS
BID_STEPS = (0, 1, 4, 9)  # the bid buttons: the least raise and a few above it
NAME_BAND = 0.34  # the top of a zone box, where its name is written
ROLL_NEWS = 4  # the last evasion roll is news while at most this many log lines follow it


class Board(BoardBase):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.map_view = MapViewport(load_map("blockade_runner"), self.zoom_card)
        self.map = self.map_view.map
        self.zones = {z.name: z.rect for z in self.map.layer("zones")}
        self.cities = {z.name: z.rect for z in self.map.layer("cities")}
        self.places = {**self.zones, **self.cities}
        self.boxes = {z.name: z.rect for z in self.map.layer("ports") + self.map.layer("tracks")}
        self.tray = Tray(self.map)
        self.drag = DragDrop(self.targets_for, self.drop)
        self.hand_row = HandRow(self.drag, self.render_card, card_face, min_width=34)
        self.strip = ActionStrip()
        self.ship_rects: dict[str, pygame.Rect] = {}  # screen rects of the ships drawn
        self.sale_rows: list[tuple[list, pygame.Rect]] = []  # the auction panel's rows
        self.fleet_rows: list[tuple[pygame.Rect, str]] = []  # ship names in the seat panels
        self.waiting: set[str] = set()  # ships drawn in their owner's panel, to be placed
        self.lookahead: dict[tuple, list] = {}  # legal_after results until the next refresh
        # The year whose Union action was last summed up (a game loaded mid-year: this one).
        self.seen_year = union_lines(table.session.view(None), self.names())[1]

    # -- view helpers -----------------------------------------------------------------------
    def topic(self) -> str:
        """What the decision now is for (engine.types.Decision.topic; "" when none)."""
        return self.table.decision.topic

    def hand(self) -> list[str]:
        seat = self.table.viewer
        hands = self.view.get("hands") or []
        cards = hands[seat] if seat is not None and seat < len(hands) else None
        return list(cards) if isinstance(cards, list) else []

    def names(self) -> list[str]:
        return [s.name for s in self.table.session.seats]

    def ships(self) -> dict[str, dict]:
        return self.view.get("ships") or {}

    # -- what the viewer may do -------------------------------------------------------------
    def legal(self, verb: str) -> list[list]:
        return [a for a in self.table.legal if a[0] == verb]

    def after(self, steps: list[list]) -> tuple[list[list], dict]:
        """The legal actions and the view after `steps` (a lookahead on a clone, cached until
        the next refresh); nothing legal when a step is not."""
        key = tuple(tuple(s) for s in steps)
        if key not in self.lookahead:
            state = self.look_ahead(steps)
            rules, seat = self.table.session.rules, self.table.acting
            self.lookahead[key] = ([], {}) if state is None else (
                rules.legal_actions(state, seat), rules.view(state, seat))
        return self.lookahead[key]

    def steps_before(self, ship: str) -> list[list] | None:
        """The actions that come before moving `ship` a link now (None: it cannot move)."""
        decision, legal = self.table.decision, self.table.legal
        if decision.topic == "turn" and ["move"] in legal:
            return [["move"], ["ship", ship]]
        if decision.topic != "move":
            return None
        steered = decision.data.get("ship")
        if steered == ship:
            return []
        if ["ship", ship] in legal:
            return [["ship", ship]]
        if steered is not None and ["stop"] in legal and \
                ["ship", ship] in self.after([["stop"]])[0]:
            return [["stop"], ["ship", ship]]
        return None

    def ship_moves(self, ship: str) -> dict[str, list]:
        """Zone -> the actions that take `ship` there now (setup, docking or one link)."""
        decision = self.table.decision
        if decision.topic == "place":
            return {a[2]: [a] for a in self.legal("place") if a[1] == ship}
        if decision.topic == "dock":
            return {a[1]: [a] for a in self.legal("port")} \
                if decision.data.get("ship") == ship else {}
        steps = self.steps_before(ship)
        if steps is None:
            return {}
        legal = self.table.legal if not steps else self.after(steps)[0]
        return {a[1]: steps + [a] for a in legal if a[0] == "to"}

    def odds(self, ship: str, zone: str | None) -> float | None:
        """The chance `ship` is still afloat after stepping into `zone` (the view's `move`
        destinations, or the lookahead's view when the Move is not begun yet)."""
        steps = self.steps_before(ship)
        if zone is None or steps is None:
            return None
        view = self.view if not steps else self.after(steps)[1]
        moves = (view.get("move") or {}).get("destinations") or {}
        return (moves.get(ship) or {}).get(zone)

    def odds_text(self, ship: str, zone: str | None) -> str:
        chance = self.odds(ship, zone)
        if chance is None:
            return ""
        if chance >= 1:
            return i18n.t("br.board.odds.safe", zone=place_name(zone))
        return i18n.t("br.board.odds", zone=place_name(zone), percent=round(100 * chance))

    def card_targets(self, card: str) -> dict[int, list]:
        """Seat -> the swap offer of `card` to that seat (the only card drag)."""
        return {a[1]: [a] for a in self.legal("offer") if a[2] == card}

    def targets_for(self, payload) -> dict:
        if isinstance(payload, tuple):  # ("ship", id)
            return {z: self.place_rect(z) for z in self.ship_moves(payload[1])}
        return {s: self.tray.zone(f"cash_{s}") for s in self.card_targets(payload)}

    def drop(self, payload, target) -> None:
        steps = (self.ship_moves(payload[1]) if isinstance(payload, tuple)
                 else self.card_targets(payload)).get(target)
        if not steps:
            return  # not lit: nothing is submitted
        for action in steps:
            if not self.table.submit(action):
                return

    def lit_places(self) -> set[str]:
        """Ports and cities a click acts on now (card targets, defense raises, rail sources),
        and the zones the held ship may go to."""
        lit = {a[1] for a in self.table.legal if a[0] in PLACE_VERBS}
        held = self.drag.held()
        if isinstance(held, tuple):
            lit |= set(self.ship_moves(held[1]))
        return lit

    def lit_ships(self) -> set[str]:
        """Ships a click picks (Captain, Pilot) or that can be dragged now."""
        out = {a[1] for a in self.table.legal if a[0] == "ship" and self.topic() == "card"}
        return out | {p[1] for p, _ in self.drag.items if isinstance(p, tuple)}

    def place_action(self, place: str) -> list | None:
        return next((a for a in self.table.legal if a[0] in PLACE_VERBS and a[1] == place), None)

    # -- refresh and layout -----------------------------------------------------------------
    def refresh(self) -> None:
        self.drag.reset()
        self.lookahead = {}
        self.new_viewer_hides_tip()
        decision = self.table.decision
        ship = decision.data.get("ship")
        if decision.topic in ("move", "dock") and ship and self.table.legal:
            self.drag.selected = ("ship", ship)  # keep steering the same ship
        self.strip.clear()
        name = decision.topic
        names = self.names()
        # On the map, dragged, in the hand or in the auction panel; the rest are buttons.
        handled = MAP_VERBS | {"offer"} | HANDLED.get(name, set())
        if name == "bid":
            self.add_bids()
        for action in self.table.legal:
            if action[0] in handled:
                continue
            self.add_button(action_label(name, action, names), action,
                            action[0] in ("done", "end", "stop", "pass"))
        self.show_year_summary()
        if self.rect.width:
            self.layout()
            lit = self.lit_places() | {z for p, _ in self.drag.items if isinstance(p, tuple)
                                       for z in self.ship_moves(p[1])}
            if lit and not any(self.place_rect(z).colliderect(self.map_view.rect)
                               for z in lit):
                self.map_view.fit()

    def add_bids(self) -> None:
        bids = [a[1] for a in self.legal("bid")]
        if not bids:
            return
        low, high = bids[0], bids[-1]
        amounts = sorted({min(high, low + k) for k in BID_STEPS})
        for amount in amounts:
            self.add_button(action_label("bid", ["bid", amount], self.names()),
                            ["bid", amount])

    def add_button(self, label: str, action: list, primary: bool = False) -> None:
        if action == ["done"] and self.topic() == "auction" and self.declines_for_free():
            self.strip.add(label, self.table.undo, primary, makes=action)
            return
        self.strip.add(label, lambda: self.table.submit(action), primary, makes=action)

    def declines_for_free(self) -> bool:
        """Declining an auction the seat has just opened with its turn's action (no ship put
        up yet, e.g. after Undo took back a sale, issue #34.15) takes that action back rather
        than spending it on nothing (BR-7.7)."""
        session, seat = self.table.session, self.table.acting
        return bool(session.actions) and session.actions[-1] == [seat, ["auction"]] \
            and self.table.held is None and session.can_undo(seat)

    def layout(self) -> None:
        r = self.rect
        self.tray.layout(r, TRAY_SHARE)
        above = pygame.Rect(r.left, r.top, r.width,
                            self.tray.rect.top - r.top - ActionStrip.ONE_ROW)
        strip = self.strip.layout(r.left, r.width, self.tray.rect.top,
                                  self.map_view.spare_right(above))
        right = self.strip.column.left if self.strip.column else r.right
        self.map_view.layout(pygame.Rect(r.left, r.top, right - r.left, strip.top - r.top))
        self.hand_row.layout(self.tray.zone("hand"), self.hand())
        self.ship_rects = self.layout_ships()
        items: list = [(c, rect) for c, rect in self.hand_row.rects if self.card_targets(c)]
        items += [(("ship", s), rect) for s, rect in self.ship_rects.items()
                  if self.ship_moves(s)]
        self.drag.items = items

    def notes_rect(self) -> pygame.Rect:
        """Left of a column of buttons beside the map: a note never covers one."""
        column = self.strip.column
        return self.rect if column is None else \
            pygame.Rect(self.rect.left, self.rect.top, column.left - self.rect.left,
                        self.rect.height)

    @staticmethod
    def name_band(box: pygame.Rect) -> int:
        """The top of a zone box kept for its name: a legible line, ships below it."""
        return min(box.height // 2, max(int(box.height * NAME_BAND), pieces.LEGIBLE + 4))

    def place_rect(self, place: str) -> pygame.Rect:
        return self.map_view.to_screen(self.places[place])

    def layout_ships(self) -> dict[str, pygame.Rect]:
        """Each ship afloat in its zone box, under the zone's name, in a grid; ships waiting
        to be placed in their owner's fleet panel."""
        at: dict[str, list[str]] = {}
        waiting: dict[int, list[str]] = {}
        for ship, info in self.ships().items():
            if info["owner"] is None:
                continue
            if info["zone"] is None:
                waiting.setdefault(info["owner"], []).append(ship)
            elif info["zone"] in self.zones:
                at.setdefault(info["zone"], []).append(ship)
        rects: dict[str, pygame.Rect] = {}
        for zone, ships in at.items():
            ships.sort(key=lambda s: (self.ships()[s]["owner"], s))
            box = self.place_rect(zone)
            band = self.name_band(box)
            rects.update(grid(ships, pygame.Rect(box.left + 2, box.top + band,
                                                 box.width - 4, box.height - band - 2)))
        # Only what shows on the map: a ship panned out of view is not drawn, nor picked up.
        rects = {s: r for s, r in rects.items() if r.colliderect(self.map_view.rect)}
        self.waiting = set()
        for seat, ships in waiting.items():
            name = f"fleet_{seat}"
            if name in self.tray.zones:
                panel_rect = self.tray.zone(name)
                rects.update(grid(ships, panel_rect.inflate(-4, -4), rows_first=True))
                self.waiting |= set(ships)
        return rects

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.watch_pointer(event)
        if self.map_view.handle(event, self.hover_pos):
            return True
        if self.strip.handle(event):
            return True
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if up and self.drag.held() is None and self.click(event.pos):
            return True
        return self.drag.handle(event) or (up and self.click(event.pos))

    def click(self, pos: tuple[int, int]) -> bool:
        """Clicks that are not drags: a sale row, a lit hand card, a lit ship (a card's
        target), a lit port or city, a pile."""
        for action, rect in self.sale_rows:
            if rect.collidepoint(pos):
                self.table.submit(action)
                return True
        card = self.hand_row.card_at(pos)
        if card is not None:
            action = self.hand_action(card)
            if action:
                self.table.submit(action)
                return True
            return False
        if self.topic() == "card":
            for ship, rect in self.ship_rects.items():
                if rect.collidepoint(pos) and ["ship", ship] in self.table.legal:
                    self.table.submit(["ship", ship])
                    return True
        if self.drag.held() is None and not self.ship_at(pos):
            place = self.map_view.target_at(pos, self.places)
            action = self.place_action(place) if place else None
            if action:
                self.table.submit(action)
                return True
        pile = self.tray.zone_at(pos, ("discard", "kept"))
        if pile:
            self.open_pile(pile)
            return True
        return False

    def hand_action(self, card: str) -> list | None:
        """What a click on a hand card does: play it on your turn, give it in a swap."""
        for verb in ("card", "accept"):
            if [verb, card] in self.table.legal:
                return [verb, card]
        return None

    def ship_at(self, pos: tuple[int, int]) -> str | None:
        return next((s for s, r in reversed(self.ship_rects.items()) if r.collidepoint(pos)),
                    None)

    def zoom_card(self, pos: tuple[int, int]) -> None:
        face = self.card_at(pos)
        if face:
            self.tips_on = False
            self.table.app.push(ZoomScene(self.table.app, face))

    def open_pile(self, name: str) -> None:
        cards = self.pile_cards(name)
        faces = [card_face(c) for c in cards]
        self.tips_on = False
        self.table.app.push(PileScene(
            self.table.app, i18n.t(f"br.board.pile.{name}", count=len(cards)), faces))

    def pile_cards(self, name: str) -> list[str]:
        if name == "discard":
            return list(self.view.get("discard") or [])
        return [c for kept in self.view.get("kept") or [] for c in kept]

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def animating(self) -> bool:
        return self.drag.animating() or self.map_view.panning

    # -- the year and the end ---------------------------------------------------------------
    def show_year_summary(self) -> None:
        """After the Union action, once a year: what it did, for every player."""
        lines, year = union_lines(self.table.session.view(None), self.names())
        if not lines or year == self.seen_year:
            return
        self.seen_year = year
        app = self.table.app
        self.table.show_to_players(lambda: YearSummaryScene(app, year, lines))

    def summary_lines(self) -> list[str]:
        return final_lines(self.table.session.view(None), self.names())

    def prompt_hint(self) -> str:
        """A held ship or card says where it may go; a swap offer names who makes it (the
        rules' prompt counts seats, the table knows names)."""
        decision = self.table.decision
        if decision.topic == "swap_answer":
            return i18n.t("br.prompt.swap_answer", card=decision.data["card"],
                          from_player=self.names()[decision.data["offerer"]])
        held = self.drag.held()
        if isinstance(held, tuple) and decision.topic in ("turn", "move"):
            return self.hover_odds() or i18n.t("br.board.hint.steer", ship=ship_name(held[1]))
        if isinstance(held, str) and self.card_targets(held):
            return i18n.t("br.board.hint.offer", card=card_name(held))
        return ""

    # -- drawing ----------------------------------------------------------------------------
    def action_label(self, action: list) -> str:
        """The coach's sentences name actions as the buttons do."""
        return action_label(self.topic(), action, self.names())

    def line_labels(self, steps: list[tuple[list, Decision]]) -> list[str]:
        """Each step labelled in the decision it answers (a card's ["apply"] is the card's,
        not the turn's)."""
        return [action_label(decision.topic, action, self.names()) for action, decision in steps]

    def hint_marks(self, line: list[list]) -> set:
        """Each step's place, ship or card (by id, the default) and the step itself (a
        button or an auction row)."""
        return super().hint_marks(line) | {("action", tuple(a)) for a in line}

    def draw_hint(self, surface: pygame.Surface) -> None:
        marks = self.hint_targets
        clip = surface.get_clip()
        surface.set_clip(self.map_view.rect)
        draw_hint_rings(surface, [self.place_rect(p) for p in self.places if p in marks] +
                        [r for s, r in self.ship_rects.items()
                         if s in marks and s not in self.waiting], 10)
        surface.set_clip(clip)
        draw_hint_rings(surface, [r for s, r in self.ship_rects.items()
                                  if s in marks and s in self.waiting] +
                        [r for c, r in self.hand_row.rects if c in marks] +
                        [r for a, r in self.sale_rows if ("action", tuple(a)) in marks] +
                        self.strip.hint_rects(marks))

    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        self.visible_cards = []
        clip = surface.get_clip()
        surface.set_clip(self.map_view.rect)
        self.map_view.draw_art(surface)
        self.draw_tracks(surface)
        self.draw_places(surface)
        self.draw_ships(surface, in_tray=False)
        self.draw_badges(surface)
        self.draw_auction(surface)
        surface.set_clip(clip)
        self.draw_strip(surface)
        self.draw_tray(surface)
        self.draw_ships(surface, in_tray=True)
        if self.hint_targets:
            self.draw_hint(surface)
        self.draw_moving(surface)

    def scaled(self, size: float) -> int:
        return max(pieces.LEGIBLE, int(size * self.map_view.scale()))

    def draw_places(self, surface: pygame.Surface) -> None:
        view = self.view
        lit = self.lit_places()
        captured = set(view.get("captured") or [])
        marked = self.marked_places()
        blockade, defense = view.get("blockade") or {}, view.get("defense") or {}
        goods = view.get("goods") or {}
        for place, rect_map in self.places.items():
            rect = self.map_view.to_screen(rect_map)
            if not rect.colliderect(self.map_view.rect):
                continue
            kind = ZONE_KIND.get(place, "city")
            fill = {"confederate_port": (214, 200, 170), "neutral_port": (190, 214, 190),
                    "city": (220, 206, 176)}.get(kind, (150, 180, 200))
            pygame.draw.rect(surface, fill, rect, border_radius=5)
            pygame.draw.rect(surface, pieces.INK, rect, 1, border_radius=5)
            band = self.name_band(rect)
            draw_squeezed(surface, place_name(place), (rect.centerx, rect.top + 1),
                          max(pieces.LEGIBLE, min(band - 2, self.scaled(14))), rect.width - 6,
                          pieces.INK, True, "midtop")
            if place in CITIES:
                side = max(4, int(rect.height * 0.25))
                pieces.cubes(surface, goods.get(place, {}), pygame.Rect(
                    rect.left + 4, rect.bottom - side - 4, rect.width - 8, side), side)
            if place in captured:
                pieces.cross(surface, rect)
            self.map_view.mark_target(surface, rect, place in lit, bool(lit))
            if place in marked:
                pygame.draw.rect(surface, theme.TEXT, rect.inflate(6, 6), 2, border_radius=7)
        for name, rect_map in self.boxes.items():
            kind, _, place = name.partition("_")
            if kind not in ("defense", "blockade", "goods") or place in CITIES:
                continue
            rect = self.map_view.to_screen(rect_map)
            if not rect.colliderect(self.map_view.rect):
                continue
            if kind == "goods":
                pygame.draw.rect(surface, (60, 52, 40), rect, border_radius=3)
                side = max(4, rect.height - 6)
                pieces.cubes(surface, goods.get(place, {}), rect.inflate(-4, -4), side)
            elif place not in captured:
                value = (defense if kind == "defense" else blockade).get(place, 0)
                fill = (120, 170, 220) if kind == "defense" else (
                    (220, 120, 100) if value else (200, 200, 200))
                pieces.number_box(surface, rect, str(value), fill)

    def draw_badges(self, surface: pygame.Surface) -> None:
        """Before a step: the chance to stay afloat on each lit zone the held ship may enter
        (a roll is due there); after one: the dice at the zone where they were rolled."""
        size = max(12, self.scaled(16))
        held = self.drag.held()
        if isinstance(held, tuple):
            for zone in self.ship_moves(held[1]):
                chance = self.odds(held[1], zone)
                if chance is not None and chance < 1:
                    self.badge(surface, self.place_rect(zone), f"{round(100 * chance)}%",
                               theme.ACCENT, size)
        roll = self.fresh_roll()
        if roll and roll["zone"] in self.places:
            text = i18n.t("br.board.badge." + ("escaped" if roll["escaped"] else "captured"),
                          dice=" ".join(map(str, roll["dice"])), value=roll["value"])
            self.badge(surface, self.place_rect(roll["zone"]), text,
                       theme.HIGHLIGHT if roll["escaped"] else theme.DANGER, size, below=True)

    def badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, colour, size: int,
              below: bool = False) -> None:
        image = theme.font(size, True).render(text, True, pieces.INK)
        box = image.get_rect().inflate(10, 4)
        if below:
            box.midtop = (rect.centerx, rect.bottom + 2)
        else:
            box.midbottom = (rect.right, rect.top + 4)
        pygame.draw.rect(surface, colour, box, border_radius=6)
        pygame.draw.rect(surface, pieces.INK, box, 1, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))

    def fresh_roll(self) -> dict | None:
        """The last evasion roll while it is news (a few log lines old at most)."""
        roll = self.view.get("last_roll")
        if roll and len(self.view.get("log") or []) - roll["log"] <= ROLL_NEWS:
            return roll
        return None

    def marked_places(self) -> set[str]:
        """Places named by what the bots just did and by the log line under the mouse."""
        out = set()
        for entry in self.table.marked_entries():
            for key in ("zone", "port", "place", "city"):
                value = (entry.get("params") or {}).get(key)
                if isinstance(value, str) and value in self.places:
                    out.add(value)
        return out

    def draw_ships(self, surface: pygame.Surface, in_tray: bool) -> None:
        lit = self.lit_ships()
        for ship, rect in self.ship_rects.items():
            if (ship in self.waiting) != in_tray:
                continue
            if self.drag.floating_rect(("ship", ship), rect):
                pygame.draw.rect(surface, theme.TEXT_DIM, rect, 1)
                continue
            self.paint_ship(surface, ship, rect)
            if ship in lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2,
                                 border_radius=3)
            if self.drag.selected == ("ship", ship):
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 2,
                                 border_radius=3)

    def paint_ship(self, surface: pygame.Surface, ship: str, rect: pygame.Rect) -> None:
        info = self.ships()[ship]
        extras = ("C" if info.get("captain") else "") + ("P" if info.get("pilot") else "")
        pieces.ship_counter(surface, rect, info["owner"], ship_name(ship), info["cargo"],
                            extras)

    def draw_moving(self, surface: pygame.Surface) -> None:
        held = self.drag.dragging
        if isinstance(held, tuple) and held[1] in self.ship_rects:
            moving = self.drag.floating_rect(held, self.ship_rects[held[1]])
            if moving:
                self.paint_ship(surface, held[1], moving)

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
                              str(i + 1))
        delivered = sum(view.get("delivered") or [])
        box = self.boxes.get(f"war_goods_{min(20, delivered)}")
        if box is not None:
            pieces.marker(surface, self.map_view.to_screen(box), (200, 50, 40))
        self.draw_chart(surface)
        fund = self.boxes.get("fund")
        if fund is not None:
            rect = self.map_view.to_screen(fund)
            panel(surface, rect, (60, 52, 40), theme.ACCENT, 6)
            draw_text(surface, i18n.t("br.board.fund", fund=view.get("fund", 0)), rect.center,
                      fit_size(i18n.t("br.board.fund", fund=view.get("fund", 0)),
                               rect.width - 8, self.scaled(18), True), theme.TEXT, True,
                      "center")
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
        lines = self.chart_lines()
        step = rect.height // 4
        size = max(pieces.LEGIBLE, min(int(step * 0.7), self.scaled(20)))
        for i, (text, colour) in enumerate(lines):
            draw_squeezed(surface, text, (rect.left + 8, rect.top + 4 + i * step), size,
                          rect.width - 14, colour, i == 0)

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
        top left corner: whose bid it is, the high bid and who is still in."""
        self.sale_rows = []
        name = self.topic()
        if name not in ("auction", "bid"):
            return
        names = self.names()
        auction = self.view.get("auction") or {}
        lines: list[tuple[str, list | None]] = []
        if name == "bid" and auction.get("ship"):
            lines.append((i18n.t("br.board.auction.ship", ship=ship_name(auction["ship"]),
                                 facts=ship_facts(auction["ship"])), None))
            lines.append((i18n.t("br.board.auction.high", amount=auction["high"],
                                 name=names[auction["leader"]]), None))
            still = ", ".join(("▶ " if s == auction["next"] else "") + names[s]
                              for s in auction["bidders"])
            lines.append((i18n.t("br.board.auction.in", names=still), None))
        else:
            lines.append((i18n.t("br.board.auction.pick"), None))
            for action in self.legal("ship"):
                lines.append((f"{ship_name(action[1])} · {ship_facts(action[1])}", action))
        size = 15
        step = theme.font(size).get_linesize() + 4
        area = self.map_view.rect
        width = min(420, area.width - 20)
        rows = min(len(lines), max(2, (area.height - 60) // step))
        box = pygame.Rect(area.right - width - 10, area.top + 10, width,
                          rows * step + 38)
        panel(surface, box, theme.PANEL, theme.ACCENT, 8)
        draw_text(surface, i18n.t("br.board.auction.title"), (box.left + 10, box.top + 6), 17,
                  theme.ACCENT, True)
        y = box.top + 32
        for text, action in lines[:rows]:
            row = pygame.Rect(box.left + 6, y, box.width - 12, step - 2)
            if action is not None:
                hover = self.hover_pos is not None and row.collidepoint(self.hover_pos)
                pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (44, 52, 66), row,
                                 border_radius=4)
                self.sale_rows.append((action, row))
            draw_squeezed(surface, text, (row.left + 6, row.centery), size, row.width - 12,
                          theme.TEXT, action is None, "midleft")
            y += step

    def draw_strip(self, surface: pygame.Surface) -> None:
        news = self.news()
        topic = self.topic() if self.table.acting is not None else ""
        key = f"br.board.help.{topic}" if topic in ("place", "dock", "swap") else "br.board.help"
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
                      theme.TEXT_DIM,
                      anchor="center")
        else:
            chosen = {self.drag.selected} - {None}
            self.visible_cards += self.hand_row.draw(
                surface, chosen, lambda c: self.hand_action(c) is not None or
                bool(self.card_targets(c)))
        self.draw_pile(surface, "kept", self.pile_cards("kept"), label)
        self.draw_pile(surface, "discard", self.pile_cards("discard"), label)
        deck = self.tray.zone("deck")
        draw_text(surface, i18n.t("br.board.deck", count=view.get("deck", 0)),
                  (deck.centerx, deck.top + 4), label, theme.TEXT_DIM, True, "midtop")
        self.draw_seats(surface, label)

    def draw_pile(self, surface: pygame.Surface, name: str, cards: list[str],
                  label: int) -> None:
        rect = self.tray.zone(name)
        draw_text(surface, i18n.t(f"br.board.pile.{name}", count=len(cards)),
                  (rect.left + 4, rect.top + 4), fit_size(i18n.t(
                      f"br.board.pile.{name}", count=len(cards)), rect.width - 8, label, True),
                  theme.TEXT_DIM, True)
        if cards:
            card = pygame.Rect(rect.left + 6, rect.top + label + 10, rect.width - 12,
                               rect.height - label - 16)
            card.width = min(card.width, int(card.height / 1.4))
            face = card_face(cards[-1])
            draw_card(surface, face, card)
            self.visible_cards.append((card, face))

    def draw_seats(self, surface: pygame.Surface, label: int) -> None:
        """One panel per seat: name, cash, score (cash + ships), cards, delivered; the fleet
        under it with each ship's place."""
        view = self.view
        names = self.names()
        cash = view.get("cash") or []
        scores = view.get("scores") or []
        hands = view.get("hands") or []
        lit = self.drag.lit_targets() if isinstance(self.drag.held(), str) else {}
        active = set(self.table.session.active_seats())
        self.fleet_rows = []
        for seat, name in enumerate(names):
            if f"cash_{seat}" not in self.tray.zones:
                break
            rect = self.tray.zone(f"cash_{seat}")
            turn = seat in active
            panel(surface, rect, theme.PANEL_LIGHT if turn else theme.PANEL,
                  theme.HIGHLIGHT if seat in lit else (theme.ACCENT if turn else theme.BORDER),
                  5)
            pygame.draw.rect(surface, pieces.seat_colour(seat),
                             pygame.Rect(rect.left, rect.top, 5, rect.height))
            size = max(pieces.LEGIBLE, min(label, rect.height // 3))
            draw_squeezed(surface, name, (rect.left + 8, rect.top + 2), size, rect.width - 12,
                          theme.TEXT, True)
            hand = hands[seat] if seat < len(hands) else 0
            count = len(hand) if isinstance(hand, list) else hand
            money = i18n.t("br.board.seat_money", cash=cash[seat] if seat < len(cash) else 0,
                           score=scores[seat] if seat < len(scores) else 0, cards=count)
            draw_squeezed(surface, money, (rect.left + 8, rect.bottom - 3), size,
                          rect.width - 12, theme.ACCENT, False, "bottomleft")
            self.draw_fleet(surface, seat, size)

    def draw_fleet(self, surface: pygame.Surface, seat: int, size: int) -> None:
        """The seat's ships afloat by name (their place and cargo on hover)."""
        rect = self.tray.zone(f"fleet_{seat}")
        panel(surface, rect, (34, 30, 28), theme.BORDER, 5)
        ships = [s for s, v in self.ships().items() if v["owner"] == seat and v["zone"]]
        waiting = [r for s, r in self.ship_rects.items()
                   if s in self.waiting and self.ships()[s]["owner"] == seat]
        y = max([rect.top + 3] + [r.bottom + 3 for r in waiting])  # under the ships to place
        step = theme.font(size).get_linesize()
        for ship in ships:
            if y + step > rect.bottom:
                draw_text(surface, "…", (rect.right - 6, rect.bottom - 2), size, theme.TEXT_DIM,
                          anchor="bottomright")
                break
            draw_squeezed(surface, ship_name(ship), (rect.left + 5, y), size, rect.width - 10,
                          theme.TEXT)
            self.fleet_rows.append((pygame.Rect(rect.left, y, rect.width, step), ship))
            y += step

    def draw_overlay(self, surface: pygame.Surface) -> None:
        text = self.tip_text()
        if text:
            bounds = pygame.Rect(0, 0, surface.get_width(), self.rect.bottom)
            draw_tooltip(surface, text, self.hover_pos, 320, bounds=bounds,
                         avoid=[b.rect for b in self.strip.buttons if b.rect])

    def tip_text(self) -> str:
        pos = self.hover_pos
        if pos is None or not self.tips_on or self.drag.dragging is not None or \
                self.map_view.panning or self.table.app.stack.top is not self.table:
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

    def render_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect, glow) -> None:
        """A hand card; the whole row shares one title size."""
        size = min((pieces.title_size(card_name(c), rect.width) for c, _ in
                    self.hand_row.rects), default=pieces.LEGIBLE)
        pieces.hand_card(surface, card_face(card), rect, glow, size)


def grid(ships: list[str], area: pygame.Rect, rows_first: bool = False) -> dict[str,
                                                                              pygame.Rect]:
    """Ship counters in a grid filling `area` (two columns, or one row per ship in a panel)."""
    n = len(ships)
    if not n or area.width <= 0 or area.height <= 0:
        return {}
    cols = 1 if rows_first else 2
    rows = -(-n // cols)
    w = (area.width - 2 * (cols - 1)) // cols
    h = min(max(6, (area.height - 2 * (rows - 1)) // rows), max(8, w // 3))
    return {ship: pygame.Rect(area.left + (i % cols) * (w + 2),
                              area.top + (i // cols) * (h + 2), w, h)
            for i, ship in enumerate(ships)}

