"""1989: Dawn of Freedom at the table: the map of Eastern Europe, its tracks, and your hand.

Built on the shared map board (`ui/boards/map_board.MapBoard`): the map part (spaces and
tracks) is a `MapViewport`
(wheel zooms around the cursor, right- or middle-drag pans, arrow keys pan, +/- zoom, F fits);
the `Tray` (hand, play zones, lasting events, discard, removed) stays fixed along the bottom
with the `ActionStrip` above it. Layout comes from maps/dawn_of_freedom.tmx (layers `spaces`,
`tracks`, `tray`, `areas`).

Moves, all through `table.submit` with the rules' own actions (STATE.md):
- drag a hand card onto Event / Operations / Tiananmen: ["card", n] then ["mode", m]
  (click the card, then the zone, does the same; when the card is already on the table a
  click on a lit zone is enough). Only the card's legal modes light up, read before anything
  is submitted from a lookahead on a clone of the state (`card_modes`): a drop anywhere else
  commits nothing. A ["card", n] that asks for no mode (Stasi's "show your next card") is a
  click on the glowing card, never a zone;
- a lit space (every legal ["space", id]) is clicked to place, check or remove, or gets the SP
  marker (a `Token` in the strip) dragged onto it;
- every other legal action is a button in the strip, so nothing is ever unreachable.
During a Power Struggle the map area shows the struggle table instead (StruggleView in
struggle.py, with its own cards and buttons), and a result panel after one. Control, the
latest Support Check and struggle results are read from the view (`control`, `last_check`,
`ps_result`), never recomputed or read back from the log.
Hovering a space shows its facts and lights its neighbours; right-click on a card zooms it.
The tray's drawing (zones, hand, lasting events, piles; a hand card's Ops as modified now,
the view's `ops_modified`) is the `tray_layers` mixin; a Tiananmen Square attempt's roll
(`last_tiananmen`) opens the result panel beside the map (`attempt_news`).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules import data
from game.games.dawn_of_freedom.rules.victory import AUTOMATIC
from game.ui import theme
from game.ui.boards.map_board import MapBoard
from game.ui.scenes.pile import PileScene
from game.ui.widgets.basic import Button
from game.ui.widgets.hand_tray import HandRow, draw_hint_rings, tray_hint_marks
from game.ui.widgets.lookahead import legal_after
from game.ui.widgets.news_panel import NewsPanel
from game.ui.widgets.token import Token

from . import draw as art
from . import outcome
from .attempt_news import AttemptNews
from .struggle import FinalStruggle, StruggleView
from .tracks import Tracks
from .tray_layers import ZONE_MODES, TrayLayers

SIDES = ("com", "dem")
HAND_VERBS = ("card", "discard", "aside")  # actions done by a click on that hand card
CARD_VERBS = ("keep", "take", "discard", "aside", "card")  # actions naming a strategy card
PLACE = "place"  # the decision's topic while a lit space adds an SP (the SP marker is offered)
MODE = "mode"  # the decision's topic while the card on the table waits for its mode
PILES = ("discard", "removed", "lasting")  # public piles a click opens in the pile viewer
SP_MARKER = "sp"  # the drag payload of the SP marker in the strip (hand cards are ints)
STRUGGLE_TAKES_TRAY = 360  # px: a board lower than this gives the tray to the struggle


class Board(AttemptNews, TrayLayers, MapBoard):
    PLACE_KEYS = ("space",)
    HAND_MOST = 8  # a full hand (D89-4.5.1), or seven and the card played

    def __init__(self, table) -> None:
        super().__init__(table, "dawn_of_freedom")
        self.spaces = self.targets("spaces")
        self.tracks = Tracks(self)
        self.hand_row = HandRow(self.drag, self.render_card, self.hand_face)
        self.marker = Token(SP_MARKER, self.drag)
        self.button_cards: list[tuple[Button, int]] = []  # buttons naming a strategy card
        self.modes_after: dict[int, frozenset[str]] = {}  # card_modes, until the next refresh
        self.row_kept: tuple[tuple, list[int]] | None = None  # see kept_row
        self.struggle = StruggleView(self)
        self.news = NewsPanel()  # a Tiananmen Square attempt's roll (attempt_news)
        # The zoom and centre a struggle's map choice replaced, restored when it ends.
        self.view_before_focus: tuple[float, list[float]] | None = None

    # -- the shared widgets' state under the names the board has always used ----------------
    @property
    def zoom(self) -> float:
        return self.map_view.zoom

    @zoom.setter
    def zoom(self, value: float) -> None:
        self.map_view.zoom = value

    @property
    def centre(self) -> list[float]:
        return self.map_view.centre

    @centre.setter
    def centre(self, value: list[float]) -> None:
        self.map_view.centre = list(value)

    @property
    def hand_rects(self) -> list[tuple[int, pygame.Rect]]:
        return self.hand_row.rects

    @property
    def buttons(self) -> list[Button]:
        return self.strip.buttons

    @property
    def marker_rect(self) -> pygame.Rect:
        return self.marker.home

    def to_map(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.map_view.to_map(pos)

    def zoom_at(self, pos: tuple[int, int], factor: float) -> None:
        self.map_view.zoom_at(pos, factor)

    def clamp_view(self) -> None:
        self.map_view.clamp()

    # -- view helpers -----------------------------------------------------------------------
    def side(self) -> str | None:
        seat = self.table.viewer
        return None if seat is None else SIDES[seat]

    def hand(self) -> list[int]:
        side = self.side()
        cards = (self.view.get("hands") or {}).get(side) if side else None
        return list(cards) if isinstance(cards, list) else []

    def lit_spaces(self) -> set[str]:
        return {a[1] for a in self.table.legal if a[0] == "space" and len(a) > 1}

    def legal_modes(self) -> set[str]:
        return {a[1] for a in self.table.legal if a[0] == "mode"}

    def card_modes(self, card: int) -> frozenset[str]:
        """The modes the rules offer once ["card", card] is played, read on a clone of the
        position before anything is submitted (issue #19.2); empty when the card cannot be
        played now or its play asks for no mode (Stasi's reveal, issue #19.14)."""
        if card not in self.modes_after:
            self.modes_after[card] = frozenset(
                a[1] for a in legal_after(self.table, ["card", card]) if a[0] == "mode")
        return self.modes_after[card]

    def pending_card(self) -> int | None:
        """The card on the table waiting for its mode (after ["card", n])."""
        decision = self.table.decision
        if decision.topic == MODE and self.legal_modes():
            return decision.data.get("card")
        return None

    def control(self, space: str) -> str | None:
        """Who controls a space (D89-2.1.7), as the rules' view says."""
        return (self.view.get("control") or {}).get(space)

    # -- geometry ---------------------------------------------------------------------------
    def space_rect(self, space: str) -> pygame.Rect:
        return art.legible_box(self.map_view.to_screen(self.spaces[space]))

    def zone_rect(self, name: str) -> pygame.Rect:
        return self.tray.zone(name)

    def layout(self) -> None:
        r = self.rect
        self.layout_map(self.marker, self.placing())
        self.hand_row.layout(self.zone_rect("hand"), self.hand(), self.pending_card(),
                             self.kept_row())
        self.drag.items = [] if self.struggle_takes_tray() else \
            [(c, rect) for c, rect in self.hand_rects if self.can_hold(c)]
        if self.marker.offered():
            self.drag.items.append((SP_MARKER, self.marker.home))
        country = self.struggle.take_focus()
        if country:
            if self.view_before_focus is None:
                self.view_before_focus = self.map_view.save()
            self.map_view.focus(self.spaces[s] for s in data.COUNTRIES[country]["spaces"])
        if self.struggle.covers():  # map and strip give way to the struggle table
            right = self.log_column.left if self.log_column.width else r.right
            bottom = r.bottom if self.struggle_takes_tray() else self.tray.rect.top
            self.struggle.layout(pygame.Rect(r.left, r.top, right - r.left, bottom - r.top))
        self.layout_news()

    def struggle_takes_tray(self) -> bool:
        """On a short board (a high UI scale, issue #39.2) the Power Struggle table takes the
        tray's room too: no event card is played while it lasts (D89-8)."""
        return self.struggle.covers() and self.rect.height < STRUGGLE_TAKES_TRAY

    def kept_row(self) -> list[int] | None:
        """While the viewer picks hand cards one click at a time (Exit Visas, Samizdat,
        Goddess of Democracy: "discard"/"aside"), the hand keeps the order it had at the first
        pick (issue #19.9); None otherwise."""
        decision = self.table.decision
        picking = any(a[0] in HAND_VERBS[1:] for a in self.table.legal)
        key = (decision.kind, decision.topic, self.table.acting, self.table.viewer)
        if not picking:
            self.row_kept = None
        elif self.row_kept is None or self.row_kept[0] != key:
            self.row_kept = (key, self.hand())
        return self.row_kept[1] if self.row_kept else None

    # -- what the viewer may do -------------------------------------------------------------
    def can_hold(self, card: int) -> bool:
        """Whether the card is dragged to a play zone (it has a legal mode there)."""
        return card == self.pending_card() or any(
            m in ZONE_MODES.values() for m in self.card_modes(card))

    def placing(self) -> bool:
        """Whether the viewer is adding SPs now (the SP marker can be dragged)."""
        return self.table.decision.topic == PLACE and bool(self.lit_spaces())

    def targets_for(self, card: int | str) -> dict[str, pygame.Rect]:
        if card == SP_MARKER:  # the lit spaces that are on screen
            return {s: r for s in self.lit_spaces()
                    if (r := self.space_rect(s)).colliderect(self.viewport)}
        modes = self.legal_modes() if card == self.pending_card() else self.card_modes(card)
        return {z: self.zone_rect(z) for z, m in ZONE_MODES.items() if m in modes}

    def prompt_hint(self) -> str:
        """A card picked up names the zones it may go to (issue #19.12)."""
        held = self.drag.held()
        if held is None or held == SP_MARKER:
            return ""
        zones = [i18n.t(f"dof.board.{z}") for z in ZONE_MODES if z in self.targets_for(held)]
        if not zones:
            return ""
        return i18n.t(f"dof.board.drop_on.{len(zones)}", card=art.card_name(held),
                      **dict(zip("abc", zones, strict=False)))

    def drop(self, card: int | str, zone: str) -> None:
        if card == SP_MARKER:
            self.table.submit(["space", zone])
            return
        mode = ZONE_MODES[zone]
        if zone not in self.targets_for(card):  # checked first: an illegal drop commits nothing
            self.table.show_flash(i18n.t("dof.board.mode_not_legal",
                                         mode=i18n.t(f"dof.action.mode.{mode}")))
            return
        if card != self.pending_card() and not self.table.submit(["card", card]):
            return
        self.table.submit(["mode", mode])

    def close_results(self) -> None:
        """Issue #38.3: the Tiananmen roll panel and a struggle's result (as Continue)."""
        super().close_results()
        if self.struggle.mode() == "result":
            self.struggle.acknowledge()

    def target_rects(self, action: list) -> list[pygame.Rect]:
        """Where a click makes `action` now, where it is lit (issue #38): on the struggle
        table its card or button; else the hand card (picked up, or clicked when it asks for
        no mode), the play zone of the card held or on the table, the lit space (where a
        click hits it on screen) or the strip button that submits it."""
        verb, arg = action[0], action[1] if len(action) > 1 else None
        if self.struggle.mode() == "struggle":
            return self.struggle.target_rects(action)
        if self.struggle.covers() and verb not in (*HAND_VERBS, "mode"):
            return []  # a result over the map and strip: Continue first (`focus_buttons`)
        if verb in HAND_VERBS and arg in self.hand():
            return [r for c, r in self.hand_rects if c == arg and (
                self.can_hold(c) or self.hand_action(c) == action)]
        if verb == "mode":
            held = self.drag.held()
            zones = self.targets_for(held) if held not in (None, SP_MARKER) else \
                self.targets_for(self.pending_card()) if self.pending_card() is not None \
                else {}
            rects = [r for z, r in zones.items() if ZONE_MODES[z] == arg]
            if rects:
                return rects
        if action not in self.table.legal:
            return []
        if verb == "space" and arg in self.spaces:
            hit = self.map_view.to_screen(self.spaces[arg]).clip(self.viewport)
            return [hit] if hit and self.space_at(hit.center) == arg else []
        return [b.rect for b, a in self.strip.makes if a == action and b.rect and b.enabled]

    def focus_buttons(self) -> list[Button]:
        """The keyboard's ring may stand on the strip's buttons, and over the map area on the
        struggle's tab to the map or its result's Continue (ui/table_keys.py)."""
        mode = self.struggle.mode()
        if mode == "result":
            return [] if self.struggle.final else [self.struggle.continue_button]
        return [self.struggle.tab] if mode == "struggle" else super().focus_buttons()

    def refresh(self) -> None:
        self.drag.reset()
        self.modes_after = {}
        self.new_viewer_hides_tip()
        self.check_attempt()
        self.struggle.refresh()
        if self.view_before_focus and not self.struggle.in_progress():
            self.map_view.restore(self.view_before_focus)
            self.view_before_focus = None
        handled = {"space"}
        if self.pending_card() is not None:
            handled.add("mode")
        legal = [] if self.struggle.owns_actions() else self.table.legal
        self.clear_strip()
        self.button_cards = []
        if self.struggle.in_progress() and not self.struggle.covers():
            self.strip.add(i18n.t("dof.struggle.tab.struggle"), self.struggle.toggle,
                           primary=self.struggle.owns_actions())
        for action in legal:
            if action[0] in handled and not (action[0] == "mode" and action[1] in
                                             ("ops_quiet", "ops_event")):
                continue
            if action[0] in HAND_VERBS and action[1] in self.hand():
                continue  # a click on the glowing hand card does it
            button = self.strip.add(art.action_label(action),
                                    lambda a=action: self.table.submit(a),
                                    primary=action[0] == "done", makes=action)
            if len(action) > 1 and action[0] in CARD_VERBS and action[1] in data.CARDS:
                self.button_cards.append((button, action[1]))  # hover shows, right-click zooms
        if self.rect.width:
            self.layout()
            self.show_lit(self.spaces[x] for x in self.lit_spaces())

    def summary_lines(self) -> list[str]:
        return outcome.summary_lines(self.table.session.view(None))

    def final_panel(self) -> FinalStruggle | None:
        """The struggle that decided the game (D89-10.1: its VP reached 20), when no card
        was played after it."""
        view = self.table.session.view(None)
        over, record = view.get("over") or {}, view.get("ps_result") or {}
        if over.get("reason") != AUTOMATIC or record.get("vp") != view.get("vp"):
            return None  # another ending (D89-10.2-10.4), or VP moved after the struggle
        final = FinalStruggle(self)
        return final if final.decided() else None

    # -- events -----------------------------------------------------------------------------
    def handle_first(self, event: pygame.event.Event) -> bool:
        if self.news_event(event):
            return True
        if self.struggle.covers() and self.struggle.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and \
                self.struggle.in_progress():
            self.struggle.toggle()
            return True
        return False

    def hand_action(self, card: int) -> list | None:
        """The action a click on this hand card submits, when it is not a drag item (a
        ["card", n] with no mode to choose, e.g. Stasi's reveal, is such a click)."""
        if self.can_hold(card):
            return None
        return next(([verb, card] for verb in HAND_VERBS if [verb, card] in self.table.legal),
                    None)

    def pile_at(self, pos: tuple[int, int]) -> str | None:
        """The public pile (discard, removed, lasting) whose tray box is at pos."""
        return self.tray.zone_at(pos, PILES)

    def open_pile(self, name: str) -> None:
        cards = list(self.view.get(name) or [])
        title = i18n.t(f"dof.board.pile.{name}", count=len(cards))
        self.tips_on = False
        self.table.app.push(PileScene(self.table.app, title, [art.card_face(c) for c in cards],
                                      lambda i, w, h: art.render_mini_card(cards[i], w, h)))

    def click(self, pos: tuple[int, int]) -> bool:
        pile = self.pile_at(pos)
        if pile:
            self.open_pile(pile)
            return True
        for card, rect in self.hand_rects:
            action = self.hand_action(card)
            if action and rect.collidepoint(pos):
                self.table.submit(action)
                return True
        pending = self.pending_card()
        if pending is not None:
            for zone, rect in self.targets_for(pending).items():
                if rect.collidepoint(pos):
                    self.drop(pending, zone)
                    return True
        space = self.space_at(pos)
        if space and ["space", space] in self.table.legal:
            self.table.submit(["space", space])
            return True
        return False

    def space_at(self, pos: tuple[int, int] | None) -> str | None:
        return self.map_view.target_at(pos, self.spaces)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.struggle.update(dt)

    def animating(self) -> bool:
        return super().animating() or self.struggle.animating()

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        self.visible_cards = []
        covered = self.struggle.covers()
        if covered:
            self.struggle.draw(surface)
        else:
            self.draw_map(surface)
            self.draw_strip(surface)
        if not self.struggle_takes_tray():
            self.draw_tray(surface)
        if self.hint_targets:
            self.draw_hint(surface)
        self.marker.draw_moving(surface, self.paint_marker)

    # -- the coach's hint (ui/hint.py) ------------------------------------------------------
    def action_label(self, action: list) -> str:
        if action[0] == "card" and len(action) > 1 and action[1] in data.CARDS:
            return i18n.t("coach.dof.play", card=art.card_name(action[1]))
        return art.action_label(action)

    def hint_marks(self, line: list[list]) -> set:
        """The hand card, play zone, space or button each step of the line concerns."""
        return tray_hint_marks(line, CARD_VERBS, ZONE_MODES) | \
            {("action", tuple(a)) for a in line} | \
            {("space", a[1]) for a in line if a[0] == "space" and len(a) > 1}

    def draw_hint(self, surface: pygame.Surface) -> None:
        marks = self.hint_targets
        rings = [r for c, r in self.hand_rects if ("card", c) in marks]
        rings += [self.zone_rect(z) for z in ZONE_MODES if ("zone", z) in marks]
        if not self.struggle.covers():
            rings += self.strip.hint_rects(marks)
            self.hint_on_map(surface, [self.space_rect(s) for s in self.spaces
                                       if ("space", s) in marks])
        draw_hint_rings(surface, rings)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The roll panel, then the tooltip under the pointer, over everything the table drew
        (issue #19.8)."""
        self.news.draw(surface)
        text = self.tip_text()
        if text:
            self.tooltip(surface, text, 340 if self.struggle.covers() else 320)

    def tip_avoid(self) -> list[pygame.Rect]:
        return super().tip_avoid() if not self.struggle.covers() else \
            [b.rect for b, _ in self.struggle.buttons if b.rect]

    def tip_text(self) -> str:
        """What the pointer is over: a struggle card or line, a space, a track box, a card,
        a play zone. Nothing while a drag is on, the map pans, another scene is on top, or
        since a click, key or scroll until the pointer moves again (a stale tip would cover
        the buttons the click just offered)."""
        pos = self.hover_pos
        if self.tips_off() or self.news.rect_at(pos):
            return ""
        if self.struggle.covers():
            return self.struggle.tip_at(pos)
        space = self.space_at(pos)
        if space:
            return self.space_tip(space)
        track = self.tracks.track_tip(pos)
        if track:
            return track
        face = self.card_at(pos)
        if face:
            tip = f"{face.title} ({face.subtitle}"
            tip += f", {i18n.t('dof.board.ops', ops=face.value)})" if face.value else ")"
            tip += f" {face.badge}" if face.badge else ""
            if self.pile_at(pos):
                tip += "\n" + i18n.t("dof.board.pile.hint")
            return f"{tip}\n{face.text}"
        zone = self.tray.zone_at(pos, ZONE_MODES)
        return i18n.t(f"dof.board.zone_tip.{zone}") if zone else ""

    def underlays(self) -> list:
        """The hovered space's links, then the tracks (MapBoard's underlay, issue #34.6)."""
        hover = self.space_at(self.hover_pos)
        return [((hover,), lambda surface: self.draw_links(surface, hover)),
                (self.tracks.key(), self.tracks.draw_tracks)]

    def draw_map_layers(self, surface: pygame.Surface) -> None:
        self.draw_spaces(surface, self.space_at(self.hover_pos))

    def draw_links(self, surface: pygame.Surface, hover: str | None) -> None:
        if not hover:
            return
        a = self.space_rect(hover).center
        for other in data.ADJ[hover]:
            pygame.draw.line(surface, theme.ACCENT, a, self.space_rect(other).center,
                             max(2, int(4 * self.map_view.scale())))

    def draw_spaces(self, surface: pygame.Surface, hover: str | None) -> None:
        view = self.view
        sp = view.get("sp") or {}
        destroyed = set(view.get("destroyed") or ())
        tyrant = (view.get("romania") or {}).get("tyrant")
        lit = self.lit_spaces()
        near = set(data.ADJ[hover]) if hover else set()
        check = self.last_check()
        checked = check["params"].get("space") if check else None
        marked = self.marked(self.spaces)
        # Lit neighbours' brackets keep clear of each other (1989's set-up lights dozens).
        crowd = self.map_view.crowd((self.space_rect(s), s in lit) for s in self.spaces) \
            if lit else []
        for space in self.spaces:
            rect = self.space_rect(space)
            if not rect.colliderect(self.viewport):
                continue
            cell = sp.get(space, {"com": 0, "dem": 0})
            image = art.render_space(space, cell["com"], cell["dem"], self.control(space),
                                     space in destroyed, tyrant == space, rect.width,
                                     rect.height)
            surface.blit(image, rect)
            self.map_view.mark_target(surface, rect, space in lit, bool(lit), crowd)
            self.map_view.ring(surface, rect, space == checked, space in marked, space == hover,
                               space in near)

    def space_tip(self, space: str) -> str:
        info = data.SPACES[space]
        sp = (self.view.get("sp") or {}).get(space, {"com": 0, "dem": 0})
        lines = [
            i18n.t("dof.board.tip.title", name=art.space_name(space),
                   country=art.country_name(info["country"])),
            i18n.t("dof.board.tip.facts", socio=i18n.t(f"dof.socio.{info['socio']}"),
                   stability=info["stability"],
                   battleground=i18n.t("dof.board.tip.battleground")
                   if info["battleground"] else ""),
            i18n.t("dof.board.tip.sp", com=sp["com"], dem=sp["dem"]),
        ]
        control = self.control(space)
        lines.append(i18n.t("dof.board.tip.control", side=art.side_name(control)) if control
                     else i18n.t("dof.board.tip.uncontrolled"))
        if space in (self.view.get("destroyed") or ()):
            lines.append(i18n.t("dof.board.tip.destroyed"))
        if (self.view.get("romania") or {}).get("tyrant") == space:
            lines.append(i18n.t("dof.board.tip.tyrant"))
        lines.append(i18n.t("dof.board.tip.adjacent",
                            spaces=", ".join(art.space_name(s) for s in data.ADJ[space])))
        return "\n".join(lines)

    def draw_strip(self, surface: pygame.Surface) -> None:
        """The strip between map and tray: the SP marker, struggle facts or a hint, buttons."""
        left = self.strip.rect.left + 10
        if self.marker.offered():
            left = self.marker.home.right + 10
        news = self.strip_news()
        hint = "dof.board.drag_marker" if self.marker.offered() else \
            "dof.board.click_space" if self.lit_spaces() else "dof.board.help"  # what to do now
        self.strip.draw(surface, news or i18n.t(hint), theme.ACCENT if news else theme.TEXT_DIM,
                        left)
        if self.marker.offered():
            self.marker.draw_home(surface, self.paint_marker, self.marker_colour())
        self.visible_cards += [(b.rect, art.card_face(card)) for b, card in self.button_cards]

    def marker_colour(self) -> tuple[int, int, int]:
        return art.SIDE_COLOURS[self.side() or "com"]

    def paint_marker(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        """The viewer's SP marker (dragged onto a lit space, it adds an SP there)."""
        art.marker(surface, centre, radius, self.marker_colour(), i18n.t("dof.board.sp_marker"),
                   side=self.side() or "com")

    def strip_news(self) -> str:
        """What the strip reports: the struggle under way, else a Support Check just made."""
        check = self.last_check()
        names = [seat.name for seat in self.table.session.seats]
        return self.struggle_line() or (i18n.render_entry(check, names) if check else "")

    def last_check(self) -> dict | None:
        """The latest Support Check (the view's `last_check`) while it is news: nobody has
        played a card since and the turn is the same; its space is ringed (D89-6.2)."""
        check = self.view.get("last_check")
        if check and check.get("plays") == self.view.get("card_plays") and \
                check.get("turn") == self.view.get("turn"):
            return check
        return None

    def struggle_line(self) -> str:
        return self.struggle.banner() if self.struggle.in_progress() else ""
