"""Twilight Struggle at the table: the world map, its tracks, and your hand.

Built on the shared map-board widgets: the map (countries, superpowers, region labels and
tracks) is a `MapViewport` (wheel zooms, right- or middle-drag pans, arrow keys pan, +/-
zoom, F fits); the `Tray` (hand, the play zones, discard, removed, deck) stays fixed along the
bottom with the `ActionStrip` above it. Layout from maps/twilight_struggle.tmx (layers
`countries`, `superpowers`, `regions`, `tracks`, `tray`, `areas`; TS_BOARD contract).

Moves, all through `table.submit` with the rules' own actions (STATE.md frames):
- a hand card dragged onto Event / Operations / Space Race is ["card", n] then ["mode", m]
  (click the card, then the zone, does the same). Only the card's legal modes light, read on
  a clone first (`widgets.lookahead.legal_after`): an unlit drop commits nothing. The China
  Card sits at the end of the row while the viewer holds it.
- in the headline phase the card goes onto the headline slot: ["pick", n] then ["seal"]
  (a secret choice: the view redacts the other side's pick, and the table hands the laptop
  over between two humans before the second pick);
- a lit country (any legal [verb, country]: place, coup, realign, remove, …) is clicked; the
  influence token in the strip dragged onto a lit country places there too;
- every other legal action is a button labelled by `choices.action_label`.
A move in the view's `fatal_actions` asks "this loses the game — sure?" first, one in its
`holding_actions` "this leaves a scoring card in hand — sure?" (R-20). The latest
roll (`last_roll`) and scoring (`last_scoring`) are shown in a panel when they are new, in
ts-view's words (`results`); hovering a region label shows that region's breakdown now
(`region_status`), clicking it keeps it open. Nothing here re-implements a rule.
Mixins beside this module: `map_layers` (links, superpowers, regions), `tray_layers` (the
tray: zones, hand, piles, deck), `news_feed` (which result the panel shows, and when it goes).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.games.twilight_struggle.rules import data
from game.ui import theme
from game.ui.boards.map_board import MapBoard
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.pile import PileScene
from game.ui.widgets.hand_tray import HandRow, draw_hint_rings, tray_hint_marks
from game.ui.widgets.lookahead import legal_after
from game.ui.widgets.news_panel import NewsPanel
from game.ui.widgets.token import Token

from . import draw as art
from . import results
from .choices import action_label
from .map_layers import MapLayers
from .news_feed import NewsFeed
from .tracks import Tracks
from .tray_layers import HEADLINE_ZONE, PILES, PLAY_ZONES, ZONE_MODES, TrayLayers

INFLUENCE = "influence"  # the drag payload of the influence token (hand cards are ints)
PLACE_VERB = "place"
WARNED = {"fatal": "fatal_actions", "hold": "holding_actions"}  # "sure?" first (play)
CARD_VERBS = ("card", "pick", "discard", "give", "escape", "take")  # actions naming a card
ROUND, HEADLINE = "round", "headline"  # decision topics: an action round's card, the headline


class Board(NewsFeed, TrayLayers, MapLayers, MapBoard):
    TRAY_SHARE = 0.22
    PLACE_KEYS = ("country",)
    HAND_MOST = 10  # nine cards from turn 4 (TS-4.5.B) and the China Card (TS-9)

    def __init__(self, table) -> None:
        super().__init__(table, "twilight_struggle")
        self.countries, self.superpowers, self.regions = (
            self.targets(layer) for layer in ("countries", "superpowers", "regions"))
        self.tracks, self.news = Tracks(self), NewsPanel()
        self.hand_row = HandRow(self.drag, self.render_card, self.hand_face)
        self.token = Token(INFLUENCE, self.drag)
        self.after_card: dict[int, list[list]] = {}  # legal_after(["card", n]), per refresh
        self.seen_news: tuple[str, ...] | None = None  # the roll, scoring, headline shown
        self.pinned_region: str | None = None  # a region label clicked: its breakdown stays
        # The news the latest change brought (kind, title, lines) and the log's length then:
        # the game over shows it when nothing was logged after it (issue #34.10).
        self.latest_news: str | None = None  # its kind: scoring, roll, headline
        self.news_log = -1

    # -- view helpers -----------------------------------------------------------------------
    def hand(self) -> list[int]:
        seat = self.table.viewer
        cards = (self.view.get("hands") or [[], []])[seat] if seat is not None else None
        return list(cards) if isinstance(cards, list) else []

    def holds_china(self) -> bool:
        china = self.view.get("china") or {}
        return self.table.viewer is not None and china.get("holder") == self.table.viewer

    def row_cards(self) -> list[int]:
        """The hand, and the China Card at its end while the viewer holds it (TS-9); a
        headline pick lies in the headline slot instead."""
        picked = self.my_headline()
        return [c for c in self.hand() if c != picked] + \
            ([data.CHINA] if self.holds_china() else [])

    def my_headline(self) -> int | None:
        """The viewer's own headline pick while the choice is still secret."""
        decision = self.table.decision
        if decision.topic != HEADLINE or self.table.viewer is None:
            return None
        return decision.data.get("pick")

    def country_actions(self) -> dict[str, list[list]]:
        """The legal actions aimed at a country, by country (each lights it on the map)."""
        out: dict[str, list[list]] = {}
        for action in self.table.legal:
            if len(action) > 1 and isinstance(action[1], str) and action[1] in data.COUNTRIES:
                out.setdefault(action[1], []).append(action)
        return out

    def lit_countries(self) -> set[str]:
        return set(self.country_actions())

    def card_modes(self, card: int) -> set[str]:
        if card not in self.after_card:
            self.after_card[card] = legal_after(self.table, ["card", card])
        return {a[1] for a in self.after_card[card] if a[0] == "mode"}

    def pending_card(self) -> int | None:
        """The card played, waiting for its mode (the decision's card)."""
        if any(a[0] == "mode" for a in self.table.legal):
            return self.table.decision.data.get("card")
        return None

    def placing(self) -> bool:
        return any(a[0] == PLACE_VERB for acts in self.country_actions().values() for a in acts)

    def headline_cards(self) -> list[tuple[int | None, str]]:
        """Per seat: the card shown in its headline slot, or a note. Revealed headlines
        (`view["headline"]`) for both; during the choice the viewer's own pick (the view
        the decision gives no other) and whether the other has sealed."""
        revealed = self.view.get("headline") or [None, None]
        out: list[tuple[int | None, str]] = [(c, "") for c in revealed]
        decision = self.table.decision
        if decision.topic == HEADLINE:
            sealed = decision.data.get("sealed") or []
            for seat in (0, 1):
                if revealed[seat] is None:
                    note = i18n.t("ts.table.headline.sealed") if seat in sealed else ""
                    mine = decision.data.get("pick") if seat == self.table.viewer else None
                    out[seat] = (mine, note)
        return out

    # -- geometry ---------------------------------------------------------------------------
    def country_rect(self, country: str) -> pygame.Rect:
        return art.legible_box(self.map_view.to_screen(self.countries[country]))

    def zone_rect(self, name: str) -> pygame.Rect:
        return self.tray.zone(name)

    def country_at(self, pos: tuple[int, int] | None) -> str | None:
        return self.map_view.target_at(pos, self.countries)

    def region_at(self, pos: tuple[int, int] | None) -> str | None:
        return self.map_view.target_at(pos, self.regions)

    def layout(self) -> None:
        self.layout_map(self.token, self.placing())
        self.hand_row.layout(self.zone_rect("hand"), self.row_cards(), self.pending_card())
        self.drag.items = [(c, rect) for c, rect in self.hand_row.rects if self.can_hold(c)]
        if self.token.offered():
            self.drag.items.append((INFLUENCE, self.token.home))
        # Beside the map (over the log column) while it shows: nothing on the map is hidden.
        self.news.layout(self.beside_map() or self.map_view.rect, [
            self.country_rect(c) for c in self.lit_countries() | self.news.places])

    # -- what the viewer may do -------------------------------------------------------------
    def can_hold(self, card: int) -> bool:
        return bool(self.targets_for(card))

    def targets_for(self, item: int | str) -> dict[str, pygame.Rect]:
        if item == INFLUENCE:
            return {c: r for c, acts in self.country_actions().items()
                    if [PLACE_VERB, c] in acts and
                    (r := self.country_rect(c)).colliderect(self.map_view.rect)}
        if ["pick", item] in self.table.legal:
            return {HEADLINE_ZONE: self.zone_rect(HEADLINE_ZONE)}
        modes = {a[1] for a in self.table.legal if a[0] == "mode"} \
            if item == self.pending_card() else self.card_modes(item)
        return {z: self.zone_rect(z) for z, m in ZONE_MODES.items() if m in modes}

    def held_hint(self, action: list) -> str:
        """The move waiting for "End turn" (it rolls or reveals, so it is made only then)."""
        return i18n.t("ts.table.held", move=action_label(action, self.table.decision))

    def prompt_hint(self) -> str:
        """A card picked up names the zones it may go to."""
        held = self.drag.held()
        if held is None:  # the headline's first step, in the board's terms
            picking = any(a[0] == "pick" for a in self.table.legal)
            return i18n.t("ts.table.hint.headline") if picking and self.my_headline() is None \
                else ""
        if held == INFLUENCE:
            return i18n.t("ts.table.hint.influence")
        zones = [i18n.t(f"ts.table.{z}") for z in PLAY_ZONES if z in self.targets_for(held)]
        return i18n.t("ts.table.hint.drop", card=art.card_name(held),
                      zones=i18n.alternatives(zones)) \
            if zones else ""

    def drop(self, item: int | str, zone: str) -> None:
        if item == INFLUENCE:
            self.play([[PLACE_VERB, zone]])
        elif zone == HEADLINE_ZONE:
            self.play([["pick", item], ["seal"]])
        elif zone in self.targets_for(item):  # an unlit zone commits nothing
            steps = [] if item == self.pending_card() else [["card", item]]
            self.play(steps + [["mode", ZONE_MODES[zone]]])

    def play(self, steps: list[list]) -> None:
        """Submit the steps of one move in order; one the view lists in `fatal_actions`
        (it would lose by DEFCON 1, TS-8.1.3) or `holding_actions` (it surely leaves a
        scoring card in hand at the turn's end, R-20) waits for "sure?" first."""
        if not steps:
            return
        action, rest = steps[0], steps[1:]
        for warning in ("fatal", "hold"):
            if action in (self.view.get(WARNED[warning]) or []):
                self.tips_on = False
                move = action_label(action, self.table.decision)
                self.table.app.push(Dialog(
                    self.table.app, i18n.t(f"ts.table.{warning}.text", move=move),
                    i18n.t(f"ts.table.{warning}.title"),
                    [(i18n.t(f"ts.table.{warning}.yes"), lambda: self.send(action, rest)),
                     (i18n.t(f"ts.table.{warning}.no"), lambda: None)]))
                return
        self.send(action, rest)

    def send(self, action: list, rest: list[list]) -> None:
        if self.table.submit(action) and rest and rest[0] in self.table.legal:
            self.play(rest)

    def refresh(self) -> None:
        self.drag.reset()
        self.after_card = {}
        self.new_viewer_hides_tip()
        self.check_news()
        by_country = self.country_actions()
        handled = {id(a) for acts in by_country.values() if len(acts) == 1 for a in acts}
        cards = set(self.row_cards())
        self.clear_strip()
        for action in self.table.legal:
            if id(action) in handled or action[0] in ("mode", "pick"):
                continue
            if action[0] == "card" and action[1] in cards and self.table.decision.topic == \
                    ROUND and self.targets_for(action[1]):
                continue  # dragged to a zone
            self.strip.add(action_label(action, self.table.decision),
                           lambda a=action: self.play([a]),
                           primary=action[0] in ("seal", "done", "pass"), makes=action)
        if self.rect.width:
            self.layout()
            self.show_lit(self.countries[c] for c in self.lit_countries())

    # -- events -----------------------------------------------------------------------------
    def handle_first(self, event: pygame.event.Event) -> bool:
        return self.news.handle(event)

    def open_pile(self, name: str) -> None:
        cards = list(self.view.get(name) or [])
        self.tips_on = False
        self.table.app.push(PileScene(
            self.table.app, i18n.t(f"ts.table.pile.{name}", count=len(cards)),
            [art.card_face(c) for c in cards],
            lambda i, w, h: art.render_hand_card(cards[i], w, h)))

    def hand_action(self, card: int) -> list | None:
        """A click on a glowing hand card that is not dragged (a discard an event asks)."""
        if self.can_hold(card):
            return None
        return next((a for a in self.table.legal if len(a) == 2 and a[1] == card
                     and a[0] not in ("card", "mode")), None)

    def click(self, pos: tuple[int, int]) -> bool:
        pile = self.tray.zone_at(pos, PILES)
        if pile:
            self.open_pile(pile)
            return True
        if self.map_view.rect.collidepoint(pos) and self.tracks.name_at(pos) == "events":
            self.open_pile("lasting")  # the events in play box, a chip or not
            return True
        for card, rect in self.hand_row.rects:
            action = self.hand_action(card)
            if action and rect.collidepoint(pos):
                self.play([action])
                return True
        pending = self.pending_card()
        if pending is not None:
            zone = next((z for z, r in self.targets_for(pending).items()
                         if r.collidepoint(pos)), None)
            if zone:
                self.drop(pending, zone)
                return True
        country = self.country_at(pos)
        acts = self.country_actions().get(country or "", [])
        if len(acts) == 1:
            self.play(acts)
            return True
        region = self.region_at(pos)
        if region:
            self.pinned_region = None if self.pinned_region == region else region
            if self.pinned_region:
                self.news.show(i18n.t("ts.table.news.region"), self.region_lines(region))
            return True
        return False

    # -- where a move is made (the tutorial's tests play each step there, issue #38) ------------
    def target_rects(self, action: list) -> list[pygame.Rect]:
        """The lit place a click (or a drop of what is held) makes `action` at: a hand card
        (it is picked up: its zones light), the zone for the card held or played, a lit
        country on screen, or the strip's button that makes it."""
        verb = action[0]
        held = self.drag.held()
        if verb in ("card", "pick") and held != action[1]:
            rects = [r for c, r in self.hand_row.rects if c == action[1] and self.can_hold(c)]
            if rects:
                return rects
        if held is not None and held != INFLUENCE:  # the second part of a card's gesture
            zone = self.zone_of(action, held)
            if zone in self.drag.lit_targets():
                return [self.zone_rect(zone)]
        if action not in self.table.legal:
            return []
        pending = self.pending_card()
        if verb == "mode" and pending is not None:
            zone = self.zone_of(action, pending)
            if zone in self.targets_for(pending):
                return [self.zone_rect(zone)]
        card = next((c for c, r in self.hand_row.rects if self.hand_action(c) == action), None)
        if card is not None:
            return [r for c, r in self.hand_row.rects if c == card]
        if len(action) > 1 and self.country_actions().get(action[1]) == [action]:
            rect = self.country_rect(action[1]).clip(self.map_view.rect)
            if rect.width and rect.height and not self.news.rect_at(rect.center):
                return [rect]
        return [b.rect for b, made in self.strip.makes if made == action and b.rect]

    @staticmethod
    def zone_of(action: list, card: int) -> str | None:
        """The tray zone a drop of `card` makes `action` at (the headline slot picks and
        seals it; Event / Operations / Space Race choose the mode)."""
        if action in (["pick", card], ["seal"]):
            return HEADLINE_ZONE
        if action[0] == "mode":
            return next((z for z, m in ZONE_MODES.items() if m == action[1]), None)
        return None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        self.visible_cards = []
        self.draw_map(surface)
        self.draw_strip(surface)
        self.draw_tray(surface)
        if self.hint_targets:
            self.draw_hint(surface)
        self.token.draw_moving(surface, self.paint_token)

    def underlays(self) -> list:
        """The links (lit for the country under the pointer), superpowers and region labels,
        then the tracks: each changes only with what its key names (MapBoard's underlay,
        issue #34.6)."""
        return [((self.country_at(self.hover_pos), self.region_at(self.hover_pos),
                  self.pinned_region, repr(self.view.get("coup_banned_regions"))),
                 self.draw_under_countries),
                (self.tracks.key(), self.tracks.draw)]

    def draw_under_countries(self, surface: pygame.Surface) -> None:
        self.draw_links(surface, self.country_at(self.hover_pos))
        self.draw_superpowers(surface)
        self.draw_regions(surface)

    def draw_map_layers(self, surface: pygame.Surface) -> None:
        self.draw_countries(surface, self.country_at(self.hover_pos))

    # -- the coach's hint (ui/hint.py) -------------------------------------------------------
    def action_label(self, action: list) -> str:
        return action_label(action, self.table.decision)

    def hint_marks(self, line: list[list]) -> set:
        """The hand card, play zone (the headline slot for a headline), button or country
        each step of the line concerns; countries by name (draw_countries rings them)."""
        return tray_hint_marks(line, CARD_VERBS, ZONE_MODES) | \
            {("zone", HEADLINE_ZONE) for a in line if a[0] == "pick"} | \
            {("action", tuple(a)) for a in line} | \
            {a[1] for a in line if len(a) > 1 and a[1] in self.countries}

    def draw_hint(self, surface: pygame.Surface) -> None:
        marks = self.hint_targets
        draw_hint_rings(surface, [r for c, r in self.hand_row.rects if ("card", c) in marks]
                        + [self.zone_rect(z) for z in PLAY_ZONES if ("zone", z) in marks
                           and z in self.tray.zones]
                        + self.strip.hint_rects(marks))

    def draw_countries(self, surface: pygame.Surface, hover: str | None) -> None:
        influence = self.view.get("influence") or {}
        control = self.view.get("control") or {}
        lit = self.lit_countries()
        near = data.ADJACENT.get(hover or "", frozenset())
        marked = self.marked(self.countries)
        rolled = self.news.places
        for country in self.countries:
            rect = self.country_rect(country)
            if not rect.colliderect(self.map_view.rect):
                continue
            ussr, us = influence.get(country, [0, 0])
            surface.blit(art.render_country(country, ussr, us, control.get(country),
                                            rect.width, rect.height), rect)
            self.map_view.mark_target(surface, rect, country in lit, bool(lit))
            self.map_view.ring(surface, rect, country in rolled, country in marked,
                               country == hover, country in near)
            if country in self.hint_targets:
                pygame.draw.rect(surface, theme.HINT, rect.inflate(10, 10), 4, border_radius=8)

    def draw_strip(self, surface: pygame.Surface) -> None:
        left = self.strip.rect.left + 10
        if self.token.offered():
            left = self.token.home.right + 10
        self.strip.draw(surface, i18n.t(self.strip_hint()), theme.TEXT_DIM, left)
        if self.token.offered():
            self.token.draw_home(surface, self.paint_token, self.token_colour())

    def strip_hint(self) -> str:
        """The strip's line says what the player does now: the influence marker to a lit
        country, a lit country to click (a coup's, a realignment's, an event's target), a
        card to a zone; else only how the map moves."""
        if self.token.offered():
            return "ts.table.hint.drag_influence"
        if self.lit_countries():
            return "ts.table.hint.country"
        if any(a[0] in ("card", "pick") for a in self.table.legal):
            return "ts.table.hint.help"
        return "ts.table.hint.map"

    def token_colour(self) -> tuple[int, int, int]:
        seat = self.table.acting
        return art.SEAT_COLOURS[seat if seat is not None else 0]

    def paint_token(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        art.marker(surface, centre, radius, self.token_colour(), i18n.t("ts.table.token"),
                   seat=self.table.acting if self.table.acting is not None else 0)

    # -- tooltips ---------------------------------------------------------------------------
    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.news.draw(surface)  # after the log column it may lie over
        text = self.tip_text()
        if text:
            self.tooltip(surface, text, 340)

    def tip_text(self) -> str:
        pos = self.hover_pos
        if self.tips_off() or self.news.rect_at(pos):
            return ""
        country = self.country_at(pos)
        if country:
            return self.country_tip(country)
        region = self.region_at(pos)
        if region:
            return "\n".join(self.region_lines(region))  # its first line names the region
        track = self.tracks.tip(pos) if self.map_view.rect.collidepoint(pos) else ""
        if track:
            return track
        chip = next((c for r, c in self.tracks.chips if r.collidepoint(pos)), None)
        if chip is not None:
            return art.card_tip(chip) + "\n" + i18n.t("ts.table.pile.hint")
        card = self.hand_row.card_at(pos)
        if card is not None:
            return art.card_tip(card)
        pile = self.tray.zone_at(pos, PILES)
        if pile:
            return i18n.t("ts.table.pile.hint")
        zone = self.tray.zone_at(pos, [z for z in PLAY_ZONES if z in self.tray.zones])
        return i18n.t(f"ts.table.tip.{zone}") if zone else ""

    def region_lines(self, region: str) -> list[str]:
        status = (self.view.get("region_status") or {}).get(region)
        return results.scoring_lines(status) if status else []

    def country_tip(self, country: str) -> str:
        return art.country_tip(country, self.view)
