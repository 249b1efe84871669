"""Blockade Runner at the table: the Gulf and Atlantic coast, ships you drag, the markets and
an auction panel that goes round the seats.

Built on the shared map-board widgets: the map (layers `zones`, `cities`, `ports`, `tracks` of
maps/blockade_runner.tmx) is a `MapViewport` (wheel zooms, right-drag pans, F fits); the `Tray`
(hand, kept cards, discard, deck, one cash and fleet panel per seat) stays along the bottom
with the `ActionStrip` above it. A turn offers many buttons (load and rail each ship), in rows
of the strip.

Moves, all through `table.submit` with the rules' own actions (game/games/blockade_runner/rules/
STATE.md):
- a ship is dragged (or clicked, then a lit zone clicked) one link at a time: the steps before
  ["to", zone] (["move"], ["ship", id], the ["stop"] of the ship moving before it) are read
  from a lookahead on a clone (`BoardBase.legal_after`), so only legal zones light and an
  unlit drop submits nothing (in a tutorial, issue #38, only the script's next steps light:
  `TutorialMode.narrow_line`). Placing a ship (setup, a bought or compensation ship) is the
  same drag from its owner's fleet panel onto a lit port;
- a lit port or city is clicked for a card's target, a defense raise or a rail source; a lit
  ship for Captain or Pilot; a lit hand card plays it; a card swap is offered by dragging a
  hand card onto another player's panel, or by clicking the panel, then the card (`offers`),
  between any two actions (BR-11.4: the player on turn and, through the rules' side actions,
  any other player; at a shared laptop a "offer a swap" button hands the laptop to another
  human and a "hand back" button returns it);
- the auction panel lists the ships for sale and, while bidding, the high bid, who is still
  in and a cell for every amount the bidder may bid (the strip's buttons offer a few); every
  other choice is a labelled button in the strip.
`target_rects` says where a click makes each legal action (issue #39.3: the keyboard's focus
ring walks them; tests/games/blockade_runner/test_ui_targets_all.py plays whole games there).
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
from game.ui.boards.map_board import MapBoard
from game.ui.scenes.pile import PileScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets.hand_tray import HandRow, draw_hint_rings

from . import pieces
from .labels import action_label, card_face, card_name, place_name, ship_name
from .map_pieces import MapPieces
from .offers import Offers
from .panels import Panels
from .summary import YearSummaryScene, final_lines, union_lines

PLACE_VERBS = {"port", "raise", "from"}  # a lit port or city is clicked for these
MAP_VERBS = PLACE_VERBS | {"to", "place"}
HANDLED = {"turn": {"card"}, "auction": {"ship"}, "bid": {"bid"}}  # by topic, besides MAP_VERBS
BID_STEPS = (0, 1, 4, 9)  # the bid buttons: the least raise and a few above it
NAME_BAND = 0.34  # the top of a zone box, where its name is written
# The view entries the tracks with the War Effort Chart, and the places show (`underlays`).
TRACKS_VIEW = ("prices", "sold_box", "year", "order", "delivered", "fund", "hss",
               "war_goods_last")
PLACES_VIEW = ("captured", "blockade", "defense", "goods")


class Board(MapPieces, Panels, Offers, MapBoard):
    TRAY_SHARE = 0.26
    PLACE_KEYS = ("zone", "port", "place", "city")

    def __init__(self, table) -> None:
        super().__init__(table, "blockade_runner")
        self.zones, self.cities = self.targets("zones"), self.targets("cities")
        self.places = {**self.zones, **self.cities}
        self.boxes = self.targets("ports", "tracks")
        self.hand_row = HandRow(self.drag, self.render_card, card_face, min_width=34)
        self.ship_rects: dict[str, pygame.Rect] = {}  # screen rects of the ships drawn
        self.sale_rows: list[tuple[list, pygame.Rect]] = []  # the auction panel's rows
        self.fleet_rows: list[tuple[pygame.Rect, str]] = []  # ship names in the seat panels
        self.waiting: set[str] = set()  # ships drawn in their owner's panel, to be placed
        self.fleet_kept: dict[int, list[str]] = {}  # per seat: the ships to place, first seen
        self.lookahead: dict[tuple, list] = {}  # legal_after results until the next refresh
        # The year whose Union action was last summed up (a game loaded mid-year: this one).
        self.seen_year = union_lines(table.session.view(None), self.names())[1]
        self.closed_roll: int | None = None  # a roll's log index a tutorial moved past

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

    def after(self, steps: list[list]) -> list:
        """[the legal actions, the position, its view or None until asked] after `steps` (a
        lookahead on a clone, cached until the next refresh); nothing legal when a step is
        not."""
        key = tuple(tuple(s) for s in steps)
        if key not in self.lookahead:
            state = self.look_ahead(steps)
            rules, seat = self.table.session.rules, self.table.acting
            if state is None:
                self.lookahead[key] = [[], None, {}]
                return self.lookahead[key]
            legal = rules.legal_actions(state, seat)
            tutorial = getattr(self.table, "tutorial", None)
            if tutorial is not None:  # a tutorial lights its next step alone (issue #38)
                legal = tutorial.narrow_line(steps, legal)
            self.lookahead[key] = [legal, state, None]
        return self.lookahead[key]

    def legal_after(self, steps: list[list]) -> list[list]:
        return self.after(steps)[0]

    def view_after(self, steps: list[list]) -> dict:
        """The acting seat's view after `steps`: made only when a badge or a tip asks (the
        lit zones need only the legal actions; issue #34.6)."""
        entry = self.after(steps)
        if entry[2] is None:
            entry[2] = self.table.session.rules.view(entry[1], self.table.acting)
        return entry[2]

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
                ["ship", ship] in self.legal_after([["stop"]]):
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
        legal = self.table.legal if not steps else self.legal_after(steps)
        return {a[1]: steps + [a] for a in legal if a[0] == "to"}

    def odds(self, ship: str, zone: str | None) -> float | None:
        """The chance `ship` is still afloat after stepping into `zone` (the view's `move`
        destinations, or the lookahead's view when the Move is not begun yet)."""
        steps = self.steps_before(ship)
        if zone is None or steps is None:
            return None
        view = self.view if not steps else self.view_after(steps)
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

    def place_click_rect(self, place: str) -> pygame.Rect:
        """Where a click on a place surely lands on it: the band with its name, above its
        ships (a ship there may be the one a click picks), on screen."""
        box = self.place_rect(place)
        return pygame.Rect(box.left, box.top, box.width, self.name_band(box)).clip(
            self.map_view.rect)

    def target_rects(self, action: list) -> list[pygame.Rect]:
        """Where a click makes `action` now, where it is lit (issue #38): its button, auction
        row or hand card; its port or city; for a ship's step (a link, a placing, a dock)
        the lit zone while the ship is held, else the ship (a click picks it up, the zone's
        click then makes the steps before it too); a swap offer's seat panel while the card
        is held, else the card."""
        verb, arg = action[0], action[1] if len(action) > 1 else None
        if verb == "offer":
            panel_first = self.offer_panel_rects(action)
            if panel_first:
                return panel_first
        rects = [b.rect for b, a in self.strip.makes if a == action and b.enabled and b.rect]
        rects += [r for a, r in self.sale_rows if a == action]
        if verb in ("card", "accept") and self.hand_action(arg) == action:
            rects += self.hand_row.uncovered(arg)
        held = self.drag.held()
        for payload, rect in self.drag.items:
            steps = (self.ship_moves(payload[1]) if isinstance(payload, tuple)
                     else self.card_targets(payload))
            found = [t for t, line in steps.items() if action in line]
            if not found:
                continue
            if held != payload:  # picked up first (a hand card: where no card lies on it)
                rects += [rect] if isinstance(payload, tuple) else self.hand_row.uncovered(payload)
            elif isinstance(payload, tuple):
                rects += [self.place_click_rect(z) for z in found]
            else:
                rects += [self.tray.zone(f"cash_{s}") for s in found]
        if verb in PLACE_VERBS and self.place_action(arg) == action and held is None:
            rects.append(self.place_click_rect(arg))
        if verb == "ship" and self.topic() == "card" and action in self.table.legal:
            rects += [r for s, r in self.ship_rects.items() if s == arg]
        return [r for r in rects if r.width > 0 and r.height > 0]

    def place_action(self, place: str) -> list | None:
        return next((a for a in self.table.legal if a[0] in PLACE_VERBS and a[1] == place), None)

    # -- refresh and layout -----------------------------------------------------------------
    def refresh(self) -> None:
        self.drag.reset()
        self.offer_to = None
        self.lookahead = {}
        self.new_viewer_hides_tip()
        decision = self.table.decision
        ship = decision.data.get("ship")
        if decision.topic in ("move", "dock") and ship and self.table.legal:
            self.drag.selected = ("ship", ship)  # keep steering the same ship
        self.clear_strip()
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
        self.add_swap_turns()
        self.show_year_summary()
        if self.rect.width:
            self.layout()
            lit = self.lit_places() | {z for p, _ in self.drag.items if isinstance(p, tuple)
                                       for z in self.ship_moves(p[1])}
            self.show_lit(self.places[z] for z in lit if z in self.places)

    def add_swap_turns(self) -> None:
        """Pass-and-play: a human the game does not wait on may still offer a card swap
        (BR-11.4, the rules' side actions): a button hands them the laptop, and one hands it
        back to the human the game waits on once they are done or change their mind."""
        table = self.table
        if not isinstance(table, TableScene):
            return  # the coach's review: nobody takes the laptop there
        humans = table.humans()
        if len(humans) < 2 or table.viewer is None or table.turn_done is not None:
            return
        for seat in humans:
            if seat != table.viewer and table.session.side_actions(seat):
                self.strip.add(i18n.t("br.board.swap_for", name=self.names()[seat]),
                               lambda seat=seat: table.request_handoff(seat))
        back = table.human_to_act()
        if table.acting is None and back is not None and back != table.viewer:
            self.strip.add(i18n.t("br.board.swap_back"), lambda: table.request_handoff(back),
                           True)

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
        self.layout_map()
        self.hand_row.layout(self.tray.zone("hand"), self.hand())
        self.ship_rects = self.layout_ships()
        items: list = [(c, rect) for c, rect in self.hand_row.rects if self.card_targets(c)]
        items += [(("ship", s), rect) for s, rect in self.ship_rects.items()
                  if self.ship_moves(s)]
        self.drag.items = items

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
                # The places the ships had when this seat's placing began: one placed leaves
                # a gap, the others stay where the mouse expects them (issue #34.3).
                kept = self.fleet_kept.get(seat)
                if kept is None or not set(ships) <= set(kept):
                    kept = self.fleet_kept[seat] = list(ships)
                laid = grid(kept, self.tray.zone(name).inflate(-4, -4), rows_first=True)
                rects.update({s: laid[s] for s in ships})
                self.waiting |= set(ships)
        self.fleet_kept = {seat: kept for seat, kept in self.fleet_kept.items()
                           if seat in waiting}
        return rects

    # -- events -----------------------------------------------------------------------------
    def handle_drag_click(self, event: pygame.event.Event) -> bool:
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if up and self.drag.held() is None and self.click(event.pos):
            return True
        return self.drag.handle(event) or (up and self.click(event.pos))

    def click(self, pos: tuple[int, int]) -> bool:
        """Clicks that are not drags: a sale row, a lit hand card, a lit ship (a card's
        target), a lit port or city, a pile; a panel, then a card, for a swap offer."""
        if self.offer_click(pos):
            return True
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
        # A ship that a click does not pick is part of its place: a click on it acts there.
        if self.drag.held() is None and self.ship_at(pos) not in self.lit_ships():
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

    # -- the year and the end ---------------------------------------------------------------
    def public_view(self) -> dict:
        """What every player sees (the year summary's source): at the table with no move
        held the viewer's view is the real position's and its public part everyone's, so
        no second view is made (a whole view a move, issue #34.6); else the spectator's."""
        table = self.table
        if isinstance(table, TableScene) and table.held is None:
            return self.view
        return table.session.view(None)

    def show_year_summary(self) -> None:
        """After the Union action, once a year: what it did, for every player."""
        lines, year = union_lines(self.public_view(), self.names())
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
        if self.offer_to is not None:
            return self.offer_hint()
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
        button or an auction row); a swap offer's card in the hand."""
        return super().hint_marks(line) | {("action", tuple(a)) for a in line} | {
            a[2] for a in line if a[0] == "offer"}

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
        self.draw_map(surface)
        self.draw_strip(surface)
        self.draw_tray(surface)
        self.draw_ships(surface, in_tray=True)
        if self.hint_targets:
            self.draw_hint(surface)
        self.draw_moving(surface)

    def underlays(self) -> list:
        """The tracks and chart, then the places (their rings and boxes), each kept while
        what it shows holds (MapBoard's underlay, issue #34.6): a move lights other places
        far oftener than it moves a track."""
        view = self.view
        return [(tuple(repr(view.get(k)) for k in TRACKS_VIEW), self.draw_tracks),
                ((tuple(repr(view.get(k)) for k in PLACES_VIEW),
                  tuple(sorted(self.lit_places())), tuple(sorted(self.marked(self.places)))),
                 self.draw_places)]

    def draw_map_layers(self, surface: pygame.Surface) -> None:
        self.draw_ships(surface, in_tray=False)
        self.draw_badges(surface)
        self.draw_auction(surface)

    def scaled(self, size: float) -> int:
        return max(pieces.LEGIBLE, int(size * self.map_view.scale()))

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

