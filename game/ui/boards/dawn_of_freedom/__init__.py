"""1989: Dawn of Freedom at the table: the map of Eastern Europe, its tracks, and your hand.

Layout comes from maps/dawn_of_freedom.tmx. The map part (spaces and tracks) is drawn in a
viewport that pans and zooms: mouse wheel zooms around the cursor, right- or middle-drag pans,
arrow keys pan, +/- zoom, F fits the whole map again. The tray (hand, play zones, lasting
events, discard, removed) stays fixed along the bottom.

Moves, all through `table.submit` with the rules' own actions (STATE.md):
- drag a hand card onto Event / Operations / Tiananmen: ["card", n] then ["mode", m]
  (click the card, then the zone, does the same; when the card is already on the table a
  click on a lit zone is enough);
- a lit space (every legal ["space", id]) is clicked to place, check or remove;
- every other legal action is a button above the tray, so nothing is ever unreachable.
During a Power Struggle the map area shows the struggle table instead (StruggleView in
dawn_of_freedom_struggle.py, with its own cards and buttons), and a result panel after one.
Hovering a space shows its facts and lights its neighbours; right-click on a card zooms it.
"""

from __future__ import annotations

import pygame

from ... import i18n
from ...rules.dawn_of_freedom import data
from .. import theme
from ..scenes.pile import PileScene
from ..scenes.zoom import ZoomScene
from ..tiled import load_map
from ..widgets.basic import Button, draw_text, fit_size, wrap
from ..widgets.cards import draw_tooltip
from ..widgets.drag import DragDrop
from . import dawn_of_freedom_draw as art
from .base import BoardBase
from .dawn_of_freedom_struggle import StruggleView

SIDES = ("com", "dem")
HAND_VERBS = ("card", "discard", "aside")  # actions done by a click on that hand card
CARD_VERBS = ("keep", "take", "discard", "aside", "card")  # actions naming a strategy card
OPS_FRAMES = {"operations", "place_sp", "support_checks"}
PLACE_FRAMES = {"setup_place", "place_sp", "place_direct", "ev_place"}  # a lit space adds an SP
PILES = ("discard", "removed", "lasting")  # public piles a click opens in the pile viewer
SP_MARKER = "sp"  # the drag payload of the SP marker in the strip (hand cards are ints)
ZONE_MODES = {"zone_event": "event", "zone_ops": "ops", "zone_tiananmen": "tiananmen"}
MAP_W, MAP_H = 1600, 940  # the map part of the tmx; the tray lies below it
MAX_ZOOM = 4.0
PAN_STEP = 80  # screen pixels per arrow key
PAN_THRESHOLD = 4
TRAY_SHARE = 0.24  # the tray's height as a share of the board at most
BUTTON_H, BUTTON_FONT = 32, 15


class Board(BoardBase):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.map = load_map("dawn_of_freedom")
        self.map_h = MAP_H
        self.tray_h = self.map.size[1] - MAP_H
        self.spaces = {z.name: z.rect for z in self.map.layer("spaces")}
        self.tracks = {z.name: z.rect for z in self.map.layer("tracks")}
        self.tray = {z.name: z.rect for z in self.map.layer("tray")}
        self.drag = DragDrop(self.targets_for, self.drop)
        self.zoom = 1.0
        self.centre = [MAP_W / 2, MAP_H / 2]
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.marker_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_scale, self.tray_offset = 1.0, (0, 0)
        self.buttons: list[Button] = []
        self.button_cards: list[tuple[Button, int]] = []  # buttons naming a strategy card
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.hover_pos: tuple[int, int] | None = None
        self.pan_press: tuple[int, int] | None = None
        self.panning = False
        self._art_cache: tuple[tuple, pygame.Surface, pygame.Rect] | None = None
        self._tray_cache: tuple[tuple[int, int], pygame.Surface] | None = None
        self.struggle = StruggleView(self)
        # The zoom and centre a struggle's map choice replaced, restored when it ends.
        self.view_before_focus: tuple[float, list[float]] | None = None

    # -- view helpers -----------------------------------------------------------------------
    @property
    def view(self) -> dict:
        return self.table.view

    def side(self) -> str | None:
        seat = self.table.viewer
        return None if seat is None else SIDES[seat]

    def frame(self) -> dict:
        stack = self.view.get("stack") or []
        return stack[-1] if stack else {}

    def hand(self) -> list[int]:
        side = self.side()
        cards = (self.view.get("hands") or {}).get(side) if side else None
        return list(cards) if isinstance(cards, list) else []

    def lit_spaces(self) -> set[str]:
        return {a[1] for a in self.table.legal if a[0] == "space" and len(a) > 1}

    def legal_modes(self) -> set[str]:
        return {a[1] for a in self.table.legal if a[0] == "mode"}

    def pending_card(self) -> int | None:
        """The card on the table waiting for its mode (after ["card", n])."""
        frame = self.frame()
        if frame.get("name") == "card_play" and frame.get("stage") == "mode" and \
                self.legal_modes():
            return frame.get("card")
        return None

    # -- geometry ---------------------------------------------------------------------------
    def fit_scale(self) -> float:
        if self.viewport.width <= 0 or self.viewport.height <= 0:
            return 1.0
        return min(self.viewport.width / MAP_W, self.viewport.height / MAP_H)

    def scale(self) -> float:
        return self.fit_scale() * self.zoom

    def clamp_view(self) -> None:
        """Keep the map on screen: centred when it fits, else no empty margin past its edge."""
        self.zoom = min(max(self.zoom, 1.0), MAX_ZOOM)
        s = self.scale()
        for axis, (size, view) in enumerate(((MAP_W, self.viewport.width),
                                             (MAP_H, self.viewport.height))):
            half = view / 2 / s
            if half * 2 >= size:
                self.centre[axis] = size / 2
            else:
                self.centre[axis] = min(max(self.centre[axis], half), size - half)

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        s = self.scale()
        cx, cy = self.viewport.center
        x = cx + (rect.x - self.centre[0]) * s
        y = cy + (rect.y - self.centre[1]) * s
        return pygame.Rect(round(x), round(y), max(1, round(rect.width * s)),
                           max(1, round(rect.height * s)))

    def to_map(self, pos: tuple[int, int]) -> tuple[float, float]:
        s = self.scale()
        cx, cy = self.viewport.center
        return self.centre[0] + (pos[0] - cx) / s, self.centre[1] + (pos[1] - cy) / s

    def tray_to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        s, (ox, oy) = self.tray_scale, self.tray_offset
        return pygame.Rect(ox + round(rect.x * s), oy + round((rect.y - self.map_h) * s),
                           round(rect.width * s), round(rect.height * s))

    def space_rect(self, space: str) -> pygame.Rect:
        return self.to_screen(self.spaces[space])

    def zone_rect(self, name: str) -> pygame.Rect:
        return self.tray_to_screen(self.tray[name])

    def layout(self) -> None:
        r = self.rect
        tray_h = min(int(r.width * self.tray_h / MAP_W), int(r.height * TRAY_SHARE))
        self.tray_rect = pygame.Rect(r.left, r.bottom - tray_h, r.width, tray_h)
        rows = self.layout_buttons(r.width)
        strip_h = rows * (BUTTON_H + 6) + 6
        self.strip = pygame.Rect(r.left, self.tray_rect.top - strip_h, r.width, strip_h)
        self.marker_rect = pygame.Rect(0, 0, 0, 0)
        if self.placing():
            self.marker_rect = pygame.Rect(self.strip.left + 10, self.strip.top + 6, BUTTON_H,
                                           BUTTON_H)
        self.viewport = pygame.Rect(r.left, r.top, r.width, self.strip.top - r.top)
        self.tray_scale = min(r.width / MAP_W, tray_h / self.tray_h)
        used = MAP_W * self.tray_scale
        self.tray_offset = (int(r.left + (r.width - used) / 2), self.tray_rect.top)
        self.clamp_view()
        self.layout_hand()
        country = self.struggle.take_focus()
        if country:
            if self.view_before_focus is None:
                self.view_before_focus = (self.zoom, list(self.centre))
            self.focus_on(country)
        if self.struggle.covers():  # map and strip give way to the struggle table
            self.struggle.layout(pygame.Rect(r.left, r.top, r.width, self.tray_rect.top - r.top))

    def layout_buttons(self, width: int) -> int:
        """Buttons right-aligned in the strip above the tray, in as many rows as needed;
        returns the number of rows (at least one: the strip is always there)."""
        x, row = width - 8, 0
        placed = []
        for button in self.buttons:
            w = max(90, theme.font(BUTTON_FONT, True).size(button.label)[0] + 24)
            if x - w < 8 and placed:
                x, row = width - 8, row + 1
            placed.append((button, x - w, row, w))
            x -= w + 8
        rows = row + 1
        top = self.rect.bottom - min(int(self.rect.width * self.tray_h / MAP_W),
                                     int(self.rect.height * TRAY_SHARE))
        top -= rows * (BUTTON_H + 6) + 6
        for button, bx, brow, w in placed:
            button.rect = pygame.Rect(self.rect.left + bx, top + 6 + brow * (BUTTON_H + 6), w,
                                      BUTTON_H)
        return rows

    def layout_hand(self) -> None:
        zone = self.zone_rect("hand")
        cards = self.hand()
        pending = self.pending_card()
        slots = cards + ([pending] if pending is not None else [])
        n = max(1, len(slots))
        card_h = zone.height - 8
        # Narrower cards before overlapping ones: a title hidden under the next card is
        # worse than a tall card (right-click still zooms any card).
        card_w = max(min(int(card_h / 1.4), int((zone.width - 8 - 6 * (n - 1)) / n)),
                     min(int(card_h / 1.4), 58))
        step = min(card_w + 6, (zone.width - card_w - 8) / max(1, n - 1)) if n > 1 else 0
        self.hand_rects = []
        for i, card in enumerate(slots):
            x = zone.left + 4 + int(i * step)
            if card == pending and i == len(slots) - 1:
                x = zone.right - card_w - 4
            self.hand_rects.append((card, pygame.Rect(x, zone.top + 4, card_w, card_h)))
        self.drag.items = [(c, r) for c, r in self.hand_rects if self.can_hold(c)]
        if self.marker_rect.width:
            self.drag.items.append((SP_MARKER, self.marker_rect))

    # -- zoom and pan -----------------------------------------------------------------------
    def zoom_at(self, pos: tuple[int, int], factor: float) -> None:
        before = self.to_map(pos)
        self.zoom = min(max(self.zoom * factor, 1.0), MAX_ZOOM)
        s = self.scale()
        cx, cy = self.viewport.center
        self.centre = [before[0] - (pos[0] - cx) / s, before[1] - (pos[1] - cy) / s]
        self.clamp_view()

    def pan_by(self, dx: float, dy: float) -> None:
        s = self.scale()
        self.centre[0] -= dx / s
        self.centre[1] -= dy / s
        self.clamp_view()

    def fit(self) -> None:
        self.zoom, self.centre = 1.0, [MAP_W / 2, MAP_H / 2]
        self.clamp_view()

    def focus_on(self, country: str) -> None:
        """Zoom and centre on one country (a struggle's map choices are all inside it)."""
        rects = [self.spaces[s] for s in data.COUNTRIES[country]["spaces"]]
        box = rects[0].unionall(rects[1:]).inflate(80, 80)
        fit = self.fit_scale()
        self.zoom = min(self.viewport.width / box.width, self.viewport.height / box.height) / fit
        self.centre = [box.centerx, box.centery]
        self.clamp_view()

    # -- what the viewer may do -------------------------------------------------------------
    def can_hold(self, card: int) -> bool:
        return ["card", card] in self.table.legal or card == self.pending_card()

    def placing(self) -> bool:
        """Whether the viewer is adding SPs now (the SP marker can be dragged)."""
        return self.frame().get("name") in PLACE_FRAMES and bool(self.lit_spaces())

    def targets_for(self, card: int | str) -> dict[str, pygame.Rect]:
        if card == SP_MARKER:  # the lit spaces that are on screen
            return {s: r for s in self.lit_spaces()
                    if (r := self.space_rect(s)).colliderect(self.viewport)}
        if card == self.pending_card():
            modes = self.legal_modes()
        elif ["card", card] in self.table.legal:
            modes = set(ZONE_MODES.values())  # the rules say which after the card is chosen
        else:
            return {}
        return {z: self.zone_rect(z) for z, m in ZONE_MODES.items() if m in modes}

    def drop(self, card: int | str, zone: str) -> None:
        if card == SP_MARKER:
            self.table.submit(["space", zone])
            return
        mode = ZONE_MODES[zone]
        if card != self.pending_card() and not self.table.submit(["card", card]):
            return
        if ["mode", mode] in self.table.legal:
            self.table.submit(["mode", mode])
        else:
            self.table.show_flash(i18n.t("dof.board.mode_not_legal",
                                         mode=i18n.t(f"dof.action.mode.{mode}")))

    def refresh(self) -> None:
        self.drag.reset()
        self.struggle.refresh()
        if self.view_before_focus and not self.struggle.in_progress():
            (self.zoom, self.centre), self.view_before_focus = self.view_before_focus, None
        handled = {"space"}
        if self.pending_card() is not None:
            handled.add("mode")
        legal = [] if self.struggle.owns_actions() else self.table.legal
        self.buttons = []
        self.button_cards = []
        if self.struggle.in_progress() and not self.struggle.covers():
            self.buttons.append(Button(i18n.t("dof.struggle.tab.struggle"), self.struggle.toggle,
                                       size=BUTTON_FONT, primary=self.struggle.owns_actions()))
        for action in legal:
            if action[0] in handled and not (action[0] == "mode" and action[1] in
                                             ("ops_quiet", "ops_event")):
                continue
            if action[0] in HAND_VERBS and action[1] in self.hand():
                continue  # a click on the glowing hand card does it
            button = Button(art.action_label(action), lambda a=action: self.table.submit(a),
                            size=BUTTON_FONT, primary=action[0] == "done")
            self.buttons.append(button)
            if len(action) > 1 and action[0] in CARD_VERBS and action[1] in data.CARDS:
                self.button_cards.append((button, action[1]))  # hover shows, right-click zooms
        if self.rect.width:
            self.layout()
            lit = self.lit_spaces()
            if lit and not any(self.space_rect(x).colliderect(self.viewport) for x in lit):
                self.fit()  # the targets are all off screen: show the whole map

    def summary_lines(self) -> list[str]:
        """The game-over breakdown: final VP, each country's Power and, after Final Scoring
        (D89-10.4), what each country scored and the bonuses, read from the log."""
        view = self.table.session.view(None)
        vp = view.get("vp", 0)
        lines = [i18n.t("dof.board.gameover.vp", vp=vp, leader=i18n.t(
            f"dof.board.gameover.lead.{'dem' if vp > 0 else 'com'}")) if vp else
            i18n.t("dof.board.gameover.vp_even")]
        log = view.get("log") or []
        bonus = next((i for i in range(len(log) - 1, -1, -1)
                      if log[i].get("key") == "dof.log.power_bonus"), None)
        final = {e["params"]["country"]: e["params"] for e in log[:bonus]
                 if e.get("key") == "ps.country_scored"} if bonus is not None else {}
        for country, side in (view.get("power") or {}).items():
            name, holder = art.country_name(country), art.side_name(side)
            scored = final.get(country)
            lines.append(i18n.t("dof.board.gameover.scored", country=name, side=holder,
                                com=scored["com_total"], dem=scored["dem_total"],
                                delta=scored["delta"]) if scored else
                         i18n.t("dof.board.gameover.power", country=name, side=holder))
        if bonus is not None:
            lines += [i18n.render_entry(e) for e in log[bonus:]
                      if e.get("key") in ("dof.log.power_bonus", "dof.log.tyrant_at_large")]
        return lines

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.struggle.covers() and self.struggle.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.pan_press is not None:
                dx, dy = event.pos[0] - self.pan_press[0], event.pos[1] - self.pan_press[1]
                if self.panning or abs(dx) + abs(dy) >= PAN_THRESHOLD:
                    self.panning = True
                    self.pan_by(dx, dy)
                    self.pan_press = event.pos
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos() if self.hover_pos is None else self.hover_pos
            if self.viewport.collidepoint(pos):
                self.zoom_at(pos, 1.15 ** event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.pan_press, self.panning = event.pos, False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            was_panning = self.panning
            self.pan_press, self.panning = None, False
            if not was_panning and event.button == 3:
                face = self.card_at(event.pos)
                if face:
                    self.table.app.push(ZoomScene(self.table.app, face))
            return True
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        if any(b.handle(event) for b in list(self.buttons)):
            return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        k = event.key
        moves = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0),
                 pygame.K_UP: (0, PAN_STEP), pygame.K_DOWN: (0, -PAN_STEP)}
        if k in moves:
            self.pan_by(*moves[k])
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(self.viewport.center, 1.25)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(self.viewport.center, 1 / 1.25)
        elif k == pygame.K_f:
            self.fit()
        elif k == pygame.K_m and self.struggle.in_progress():
            self.struggle.toggle()
        else:
            return False
        return True

    def hand_action(self, card: int) -> list | None:
        """The action a click on this hand card submits, when it is not a drag item."""
        for verb in HAND_VERBS[1:]:
            if [verb, card] in self.table.legal:
                return [verb, card]
        return None

    def pile_at(self, pos: tuple[int, int]) -> str | None:
        """The public pile (discard, removed, lasting) whose tray box is at pos."""
        return next((name for name in PILES if self.zone_rect(name).collidepoint(pos)), None)

    def open_pile(self, name: str) -> None:
        cards = list(self.view.get(name) or [])
        title = i18n.t(f"dof.board.pile.{name}", count=len(cards))
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
        if self.viewport.collidepoint(pos):
            space = self.space_at(pos)
            if space and ["space", space] in self.table.legal:
                self.table.submit(["space", space])
                return True
        return False

    def space_at(self, pos: tuple[int, int]) -> str | None:
        if not self.viewport.collidepoint(pos):
            return None
        for space in self.spaces:
            if self.space_rect(space).collidepoint(pos):
                return space
        return None

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.struggle.update(dt)

    def animating(self) -> bool:
        return self.drag.animating() or self.panning or self.struggle.animating()

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        self.visible_cards = []
        covered = self.struggle.covers()
        if covered:
            self.struggle.draw(surface)
        else:
            self.draw_map(surface)
            self.draw_buttons(surface)
        self.draw_tray(surface)
        self.draw_floating_marker(surface)
        hover = self.space_at(self.hover_pos) if self.hover_pos and not covered else None
        struggle_tip = self.struggle.tip_at(self.hover_pos) if covered else ""
        if struggle_tip:
            self.tooltip(surface, struggle_tip, 340)
        elif hover and self.drag.held() is None and not self.panning:
            self.tooltip(surface, self.space_tip(hover), 320)
        elif self.hover_pos and self.drag.held() is None and not covered and \
                self.track_tip(self.hover_pos):
            self.tooltip(surface, self.track_tip(self.hover_pos), 320)
        elif self.hover_pos and self.drag.held() is None:
            face = self.card_at(self.hover_pos)
            if face:
                tip = f"{face.title} ({face.subtitle}"
                tip += f", {i18n.t('dof.board.ops', ops=face.value)})" if face.value else ")"
                tip += f" {face.badge}" if face.badge else ""
                if self.pile_at(self.hover_pos):
                    tip += "\n" + i18n.t("dof.board.pile.hint")
                self.tooltip(surface, f"{tip}\n{face.text}", 340)

    def draw_map(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.viewport)
        surface.fill((40, 44, 50), self.viewport)
        self.draw_art(surface)
        hover = self.space_at(self.hover_pos) if self.hover_pos else None
        self.draw_links(surface, hover)
        self.draw_tracks(surface)
        self.draw_spaces(surface, hover)
        surface.set_clip(clip)

    def tooltip(self, surface: pygame.Surface, text: str, width: int) -> None:
        """A tooltip kept inside the board (the table draws its prompt bar over the rest)."""
        area = self.rect.clip(surface.get_rect())
        pos = (self.hover_pos[0] - area.left, self.hover_pos[1] - area.top)
        if self.tray_rect.collidepoint(self.hover_pos):
            pos = (pos[0], max(0, pos[1] - 200))  # over the hand: open upwards
        draw_tooltip(surface.subsurface(area), text, pos, width)

    def draw_art(self, surface: pygame.Surface) -> None:
        s = self.scale()
        visible = pygame.Rect([int(v) for v in self.to_map(self.viewport.topleft)],
                              (int(self.viewport.width / s) + 2,
                               int(self.viewport.height / s) + 2))
        visible = visible.clip(pygame.Rect(0, 0, MAP_W, MAP_H))
        key = (visible.topleft, visible.size, round(s, 5), self.viewport.topleft,
               self.viewport.size)
        if self._art_cache is None or self._art_cache[0] != key:
            full = self.map.art(1.0)
            part = full.subsurface(visible)
            dest = self.to_screen(visible)
            self._art_cache = (key, pygame.transform.smoothscale(part, dest.size), dest)
        surface.blit(self._art_cache[1], self._art_cache[2])

    def draw_links(self, surface: pygame.Surface, hover: str | None) -> None:
        if not hover:
            return
        a = self.space_rect(hover).center
        for other in data.ADJ[hover]:
            pygame.draw.line(surface, theme.ACCENT, a, self.space_rect(other).center,
                             max(2, int(4 * self.scale())))

    def draw_spaces(self, surface: pygame.Surface, hover: str | None) -> None:
        view = self.view
        sp = view.get("sp") or {}
        destroyed = set(view.get("destroyed") or ())
        tyrant = (view.get("romania") or {}).get("tyrant")
        lit = self.lit_spaces()
        near = set(data.ADJ[hover]) if hover else set()
        check = self.last_check()
        checked = check["params"].get("space") if check else None
        for space in self.spaces:
            rect = self.space_rect(space)
            if not rect.colliderect(self.viewport):
                continue
            cell = sp.get(space, {"com": 0, "dem": 0})
            control = art.controller(sp, space) if space in sp else None
            image = art.render_space(space, cell["com"], cell["dem"], control,
                                     space in destroyed, tyrant == space, rect.width,
                                     rect.height)
            surface.blit(image, rect)
            if space in lit:  # a bold double ring: the targets must stand out on any country
                pygame.draw.rect(surface, (20, 60, 28), rect.inflate(10, 10), 3, border_radius=8)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6),
                                 max(3, int(5 * self.scale())), border_radius=7)
            elif lit:  # while there are targets, the other spaces step back
                surface.blit(art.veil(rect.size), rect)
            if space == checked:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(12, 12), 3,
                                 border_radius=9)
            if space == hover:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=6)
            elif space in near:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2, 2), 2, border_radius=6)

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
        control = art.controller(self.view.get("sp") or {}, space) if self.view.get("sp") \
            else None
        lines.append(i18n.t("dof.board.tip.control", side=art.side_name(control)) if control
                     else i18n.t("dof.board.tip.uncontrolled"))
        if space in (self.view.get("destroyed") or ()):
            lines.append(i18n.t("dof.board.tip.destroyed"))
        if (self.view.get("romania") or {}).get("tyrant") == space:
            lines.append(i18n.t("dof.board.tip.tyrant"))
        lines.append(i18n.t("dof.board.tip.adjacent",
                            spaces=", ".join(art.space_name(s) for s in data.ADJ[space])))
        return "\n".join(lines)

    # tracks ----------------------------------------------------------------------------------
    def track_tip(self, pos: tuple[int, int]) -> str:
        """What a track box means, for the tooltip (empty when pos is on no track)."""
        if not self.viewport.collidepoint(pos):
            return ""
        name = next((n for n in self.tracks if self.track(n).collidepoint(pos)), None)
        if name is None:
            return ""
        kind, _, arg = name.partition("_")
        if kind == "vp":
            return i18n.t("dof.board.tip.vp", vp=self.view.get("vp", 0))
        if kind == "turn":
            return i18n.t("dof.board.tip.turn", turn=arg)
        if kind == "round":
            return i18n.t("dof.board.tip.round", round=arg)
        if kind == "ussr":
            box = data.USSR_TRACK[int(arg)]["box"]
            return i18n.t("dof.board.tip.ussr", name=i18n.t(f"dof.ussr.{box}"))
        if kind == "ts":
            k = int(arg)
            if k == 0:
                return i18n.t("dof.board.tip.ts_start")
            need = data.TS_TRACK[k - 1]["target"]
            return i18n.t("dof.board.tip.ts", box=k, dem=i18n.t(f"dof.ts.dem.{k}"),
                          com=i18n.t(f"dof.ts.com.{k}"), dem_need=need["dem"],
                          com_need=need["com"])
        if kind in ("score", "power"):
            info = data.COUNTRIES[arg]
            sc = info["scoring"]
            return i18n.t("dof.board.tip.score", country=art.country_name(arg),
                          presence=sc["presence"], domination=sc["domination"],
                          control=sc["control"], value=info["power_value"])
        return ""

    def track(self, name: str) -> pygame.Rect:
        return self.to_screen(self.tracks[name])

    def draw_tracks(self, surface: pygame.Surface) -> None:
        view = self.view
        s = self.scale()
        small = max(8, int(15 * s))
        # VP track −20 … +20: the marker shows the number when it is past the printed end.
        vp = view.get("vp", 0)
        for v in range(-20, 21):
            rect = self.track(f"vp_{v}")
            fill = art._mix((58, 62, 74), art.SIDE_COLOURS["dem" if v > 0 else "com"],
                            0.25) if v else (70, 74, 86)
            art.track_box(surface, rect, "", small, fill)
            draw_text(surface, f"{v:+d}" if v else "0", rect.center, max(7, int(13 * s)),
                      theme.TEXT_DIM, True, "center")
        at = self.track(f"vp_{max(-20, min(20, vp))}")
        colour = art.DEM_COLOUR if vp > 0 else art.COM_COLOUR if vp < 0 else (120, 120, 120)
        art.marker(surface, at.center, max(8, int(20 * s)), colour, f"{vp:+d}" if vp else "0")
        # Turn and action round.
        for t in range(1, 11):
            rect = self.track(f"turn_{t}")
            art.track_box(surface, rect, "", small)
            draw_text(surface, str(t), rect.center, small, theme.TEXT_DIM, True, "center")
        turn = view.get("turn")
        if turn in range(1, 11):
            art.marker(surface, self.track(f"turn_{turn}").center, max(7, int(17 * s)),
                       theme.ACCENT, str(turn), (20, 20, 20))
        for r in range(1, 9):
            rect = self.track(f"round_{r}")
            art.track_box(surface, rect, "", small)
            draw_text(surface, str(r), rect.center, small, theme.TEXT_DIM, True, "center")
        rnd, phasing = view.get("round"), view.get("phasing")
        if rnd in range(1, 9):
            art.marker(surface, self.track(f"round_{rnd}").center, max(7, int(16 * s)),
                       art.SIDE_COLOURS.get(phasing, (120, 120, 120)), str(rnd))
        self.draw_ussr(surface, s)
        self.draw_ts(surface, s)
        self.draw_countries(surface, s)

    def draw_ussr(self, surface: pygame.Surface, s: float) -> None:
        at = self.view.get("ussr", 0)
        for u, box in enumerate(data.USSR_TRACK):
            rect = self.track(f"ussr_{u}")
            art.track_box(surface, rect, "", 10)
            name = i18n.t(f"dof.ussr.{box['box']}")
            size = max(7, int(12 * s))
            y = rect.top + 3
            for line in wrap(name, size, rect.width - 6, True)[:2]:
                draw_text(surface, line, (rect.centerx, y), size, theme.TEXT, True, "midtop")
                y += theme.font(size, True).get_linesize()
            if box.get("vp"):
                draw_text(surface, f"{box['vp']} VP", (rect.centerx, rect.bottom - 3),
                          max(7, int(12 * s)), theme.TEXT_DIM, False, "midbottom")
            if u == at:
                art.marker(surface, (rect.right - int(12 * s), rect.centery),
                           max(6, int(12 * s)), (200, 40, 40))

    def draw_ts(self, surface: pygame.Surface, s: float) -> None:
        ts = self.view.get("ts") or {"pos": {"com": 0, "dem": 0}}
        first = self.track("ts_0")
        draw_text(surface, i18n.t("dof.board.ts"), (first.left, first.top - 4),
                  max(11, int(15 * s)), theme.TEXT, True, "bottomleft")
        small = max(10, int(11 * s))
        names = int(11 * s) >= 9  # the awards only where they can be read (tooltips have them)
        for k in range(9):
            rect = self.track(f"ts_{k}")
            art.track_box(surface, rect, "", small)
            if k == 0:
                draw_text(surface, i18n.t("dof.board.ts_start"), (rect.centerx, rect.top + 4),
                          max(10, int(13 * s)), theme.TEXT, True, "midtop")
            else:
                box = data.TS_TRACK[k - 1]
                draw_text(surface, str(k), (rect.left + 4, rect.top + 2), max(11, int(14 * s)),
                          theme.ACCENT, True)
                y = rect.top + int(22 * s)
                for side in ("dem", "com") if names else ():
                    name = i18n.t(f"dof.ts.{side}.{k}")
                    size = fit_size(name, rect.width - 6, small, False, smallest=8)
                    draw_text(surface, name, (rect.left + 3, y), size,
                              art._mix(art.SIDE_COLOURS[side], (255, 255, 255), 0.45))
                    y += int(size * 1.2) + 1
                need = i18n.t("dof.board.ts_need", dem=box["target"]["dem"],
                              com=box["target"]["com"])
                draw_text(surface, need, (rect.centerx, rect.bottom - int(34 * s)), small,
                          theme.TEXT_DIM, False, "midbottom")
            for i, side in enumerate(("com", "dem")):
                if ts["pos"].get(side) == k:
                    cx = rect.left + rect.width // 4 + i * rect.width // 2
                    art.marker(surface, (cx, rect.bottom - int(16 * s)), max(6, int(13 * s)),
                               art.SIDE_COLOURS[side])

    def draw_countries(self, surface: pygame.Surface, s: float) -> None:
        power = self.view.get("power") or {}
        retained = self.view.get("retentions") or {}
        for country, info in data.COUNTRIES.items():
            rect = self.track(f"score_{country}")
            colour = art.COUNTRY_COLOURS[country]
            pygame.draw.rect(surface, colour, rect, border_radius=5)
            pygame.draw.rect(surface, art.INK, rect, 2, border_radius=5)
            name = art.country_name(country)
            size = fit_size(name, rect.width - 8, max(8, int(17 * s)), True)
            draw_text(surface, name, (rect.left + 5, rect.top + 3), size, art.INK, True)
            sc = info["scoring"]
            line = i18n.t("dof.board.score", presence=sc["presence"],
                          domination=sc["domination"], control=sc["control"])
            draw_text(surface, line, (rect.left + 5, rect.centery + 1), fit_size(
                line, rect.width - 8, max(7, int(13 * s))), art.INK, False, "midleft")
            pv = i18n.t("dof.board.power_value", value=info["power_value"])
            draw_text(surface, pv, (rect.left + 5, rect.bottom - 3),
                      fit_size(pv, rect.width - 8, max(7, int(12 * s))), art.INK, False,
                      "bottomleft")
            box = self.track(f"power_{country}")
            holder = power.get(country, "com")
            pygame.draw.rect(surface, art.SIDE_COLOURS[holder], box, border_radius=5)
            pygame.draw.rect(surface, art.INK, box, 1, border_radius=5)
            text = i18n.t(f"dof.board.power.{holder}")
            room = box.width - 6
            if retained.get(country):  # COM Power retentions so far (D89-8.4.6): a badge
                r = max(5, box.height // 2 - 2)
                badge = (box.right - r - 3, box.centery)
                pygame.draw.circle(surface, (250, 246, 236), badge, r)
                draw_text(surface, str(retained[country]), badge, max(7, int(r * 1.5)),
                          art.INK, True, "center")
                room -= 2 * r + 4
            draw_text(surface, text, (box.left + 3 + room // 2, box.centery),
                      fit_size(text, room, max(7, int(14 * s)), True, smallest=6),
                      (255, 255, 255), True, "center")

    # tray ------------------------------------------------------------------------------------
    def draw_tray(self, surface: pygame.Surface) -> None:
        view = self.view
        size = (round(MAP_W * self.tray_scale), round(self.tray_h * self.tray_scale))
        if self._tray_cache is None or self._tray_cache[0] != size:
            tray_art = self.map.art(1.0).subsurface(
                pygame.Rect(0, self.map_h, MAP_W, self.tray_h))
            self._tray_cache = (size, pygame.transform.smoothscale(tray_art, size))
        surface.fill((40, 30, 24), self.tray_rect)
        surface.blit(self._tray_cache[1], self.tray_offset)
        s = self.tray_scale
        label = max(11, int(15 * s))
        lit = self.drag.lit_targets()
        pending = self.pending_card()
        if pending is not None:
            lit = lit or self.targets_for(pending)
        for zone in ZONE_MODES:
            rect = self.zone_rect(zone)
            on = zone in lit
            pygame.draw.rect(surface, (70, 90, 60) if on else (48, 38, 30), rect,
                             border_radius=8)
            pygame.draw.rect(surface, theme.HIGHLIGHT if on else (110, 90, 70), rect,
                             3 if on else 1, border_radius=8)
            text = i18n.t(f"dof.board.{zone}")
            draw_text(surface, text, (rect.centerx, rect.top + 4), fit_size(
                text, rect.width - 6, max(9, int(17 * s)), True),
                theme.TEXT if on else theme.TEXT_DIM, True, "midtop")
        self.draw_table_card(surface, view)
        self.draw_hand(surface, view, label)
        self.draw_lasting(surface, view, label)
        for name, cards in (("discard", view.get("discard") or []),
                            ("removed", view.get("removed") or [])):
            rect = self.zone_rect(name)
            text = i18n.t(f"dof.board.{name}", count=len(cards))
            draw_text(surface, text, (rect.left + 6, rect.top + 4), label, theme.TEXT_DIM, True)
            if cards:
                top = cards[-1]
                face = art.card_face(top)
                line = pygame.Rect(rect.left + 4, rect.top + label + 8, rect.width - 8,
                                   rect.height - label - 12)
                pygame.draw.rect(surface, face.colour, line, border_radius=4)
                draw_text(surface, face.title, (line.left + 4, line.centery),
                          fit_size(face.title, line.width - 8, label, True), (15, 15, 15),
                          True, "midleft")
                self.visible_cards.append((line, face))

    def draw_table_card(self, surface: pygame.Surface, view: dict) -> None:
        """The card being played sits in the zone it was played to (Operations while its
        Ops are being used, else Event) once its mode is chosen."""
        table = [c for c in view.get("table") or [] if c != self.pending_card()]
        if not table:
            return
        names = {f.get("name") for f in view.get("stack") or []}
        zone = "zone_ops" if names & OPS_FRAMES else "zone_event"
        rect = self.zone_rect(zone)
        w = rect.width - 4
        h = min(int(w * 1.4), rect.height - 24)
        for i, card in enumerate(table[-2:]):
            r = pygame.Rect(rect.left + 2 + i * 6, rect.bottom - h - 3 - i * 6, w - 6, h)
            surface.blit(art.render_mini_card(card, r.width, r.height), r)
            self.visible_cards.append((r, art.card_face(card)))

    def draw_hand(self, surface: pygame.Surface, view: dict, label: int) -> None:
        zone = self.zone_rect("hand")
        side = self.side()
        if side is None:
            draw_text(surface, i18n.t("dof.board.hand_hidden"), zone.center, 18,
                      theme.TEXT_DIM, anchor="center")
            return
        pending = self.pending_card()
        selected = self.drag.selected
        floating = []
        for card, rect in self.hand_rects:
            face = art.card_face(card)
            moving = self.drag.floating_rect(card, rect)
            if moving:
                floating.append((card, moving))
                continue
            lift = rect.move(0, -10) if card in (selected, pending) else rect
            glow = theme.ACCENT if card in (selected, pending) else (
                theme.HIGHLIGHT if self.can_hold(card) or self.hand_action(card) else None)
            surface.blit(art.render_mini_card(card, lift.width, lift.height), lift)
            if glow:
                pygame.draw.rect(surface, glow, lift.inflate(4, 4), 2, border_radius=6)
            if card == pending:
                draw_text(surface, i18n.t("dof.board.in_play"), (lift.left - 8, lift.centery),
                          max(9, label), theme.ACCENT, True, "midright")
            self.visible_cards.append((lift, face))
        for card, rect in floating:
            surface.blit(art.render_mini_card(card, rect.width, rect.height), rect)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=6)

    def draw_lasting(self, surface: pygame.Surface, view: dict, label: int) -> None:
        rect = self.zone_rect("lasting")
        draw_text(surface, i18n.t("dof.board.lasting"), (rect.left + 6, rect.top + 4), label,
                  theme.TEXT_DIM, True)
        cards = list(view.get("lasting") or [])
        side = self.side()
        other = (view.get("hands") or {}).get("dem" if side == "com" else "com")
        counts = i18n.t("dof.board.deck", deck=view.get("deck", "?"))
        if side is not None and isinstance(other, int):
            counts = i18n.t("dof.board.opponent", hand=other) + " · " + counts
        draw_text(surface, counts, (rect.left + 6, rect.bottom - 4),
                  fit_size(counts, rect.width - 12, label - 1), theme.TEXT_DIM, False,
                  "bottomleft")
        bottom = rect.bottom - label - 6
        y = rect.top + label + 10
        row_h = max(12, label + 4)
        if not cards:
            draw_text(surface, i18n.t("dof.board.none"), (rect.left + 8, y), label - 1,
                      theme.TEXT_DIM)
        for card in cards:
            if y + row_h > bottom:
                break
            face = art.card_face(card)
            line = pygame.Rect(rect.left + 4, y, rect.width - 8, row_h)
            pygame.draw.rect(surface, face.colour, line, border_radius=3)
            draw_text(surface, face.title, (line.left + 4, line.centery),
                      fit_size(face.title, line.width - 8, label - 2, True), (15, 15, 15),
                      True, "midleft")
            self.visible_cards.append((line, face))
            y += row_h + 3

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The strip between map and tray: struggle facts or a hint on the left, buttons right."""
        pygame.draw.rect(surface, (30, 26, 24), self.strip)
        pygame.draw.line(surface, (90, 70, 50), self.strip.topleft, self.strip.topright, 1)
        left = self.strip.left + 10
        if self.marker_rect.width:
            self.draw_marker(surface)
            left = self.marker_rect.right + 10
        room = (min(b.rect.left for b in self.buttons) if self.buttons else
                self.strip.right) - left - 12
        news = self.strip_news()
        hint = "dof.board.drag_marker" if self.marker_rect.width else "dof.board.help"
        text = news or i18n.t(hint)
        colour = theme.ACCENT if news else theme.TEXT_DIM
        size = fit_size(text, max(40, room), 15, True)
        if theme.font(size, True).size(text)[0] <= room:
            draw_text(surface, text, (left, self.strip.top + 6 + BUTTON_H // 2), size, colour,
                      True, "midleft")
        for button in self.buttons:
            button.draw(surface)
        self.visible_cards += [(b.rect, art.card_face(card)) for b, card in self.button_cards]

    def draw_marker(self, surface: pygame.Surface) -> None:
        """The viewer's SP marker in the strip (dragged onto a lit space, it adds an SP there);
        while it moves, an outline stays at home."""
        home = self.marker_rect
        colour = art.SIDE_COLOURS[self.side() or "com"]
        moving = self.drag.floating_rect(SP_MARKER, home)
        r = home.width // 2
        if moving:
            pygame.draw.circle(surface, colour, home.center, r, 2)
            return
        art.marker(surface, home.center, r, colour, i18n.t("dof.board.sp_marker"))
        if self.drag.selected == SP_MARKER:
            pygame.draw.circle(surface, theme.ACCENT, home.center, r + 3, 2)

    def draw_floating_marker(self, surface: pygame.Surface) -> None:
        moving = self.drag.floating_rect(SP_MARKER, self.marker_rect)
        if moving and self.marker_rect.width:
            art.marker(surface, moving.center, moving.width // 2,
                       art.SIDE_COLOURS[self.side() or "com"], i18n.t("dof.board.sp_marker"))

    def strip_news(self) -> str:
        """What the strip reports: the struggle under way, else a Support Check just made."""
        check = self.last_check()
        names = [seat.name for seat in self.table.session.seats]
        return self.struggle_line() or (i18n.render_entry(check, names) if check else "")

    def last_check(self) -> dict | None:
        """The newest Support Check while it is news (the same card play, within the last 8
        log entries): its roll and modifiers stay in the strip, its space ringed (D89-6.2)."""
        for entry in reversed((self.view.get("log") or [])[-8:]):
            if entry.get("key") == "dof.log.support_check":
                return entry
            if entry.get("key") in ("dof.log.play_card", "dof.log.turn"):
                return None
        return None

    def struggle_line(self) -> str:
        return self.struggle.banner() if self.struggle.in_progress() else ""
