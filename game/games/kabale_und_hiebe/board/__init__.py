"""Kabale und Hiebe at the table: goal row, columns, your hand, piles and the players panel.

Everything comes from the viewer's `view` (so a handoff-safe view is all that is drawn) and
every move goes through `table.submit`. Dragging a hand card onto a lit column submits the
rules' two steps (["card", id] then ["column", j]); clicking the card then the column does
the same. The Cloak's card is a hand card dragged (or clicked, then the column clicked) onto
the Cloak's column; the Traitor's swap a click on a goal; the rest are buttons. Right-click
zooms a card; hovering shows its text. `target_rects` says where a click makes each legal
action (issue #39.3: tests/games/kabale_und_hiebe/test_ui_targets_all.py plays whole games
there).

What a card counts for is shown where it is (issue #19.13): a card in a column shows its value
under that goal and, for Romeo, Hermit, Little Giant and Doppelganger, its value in that
column as far as the viewer can see (`column_values`); hand cards keep whole sentences of
their text (the rest on hover); each player's running score is on their panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game import i18n
from game.games.kabale_und_hiebe.rules.components import CARDS, GOALS
from game.ui import theme
from game.ui.boards.base import BoardBase
from game.ui.scenes.zoom import ZoomScene
from game.ui.tiled import load_map
from game.ui.widgets.basic import Button, draw_text, ellipsize, fit_size, panel, wrap
from game.ui.widgets.cards import TEXT_LEAST_H, CardFace, draw_card, draw_tooltip
from game.ui.widgets.drag import DragDrop
from game.ui.widgets.hand_tray import HandRow
from game.ui.widgets.key_cap import NUMBER_KEYS
from game.ui.widgets.lit_mark import draw_lit
from game.ui.widgets.lookahead import legal_after
from game.ui.widgets.seat_mark import draw_seat_mark

from .faces import back_face, card_face, column_values, goal_face
from .fitting import fitted
from .round_summary import RoundSummaryScene

__all__ = ["Board", "RoundSummaryScene", "card_face", "CARDS"]

FLIP_SECONDS = 0.35
HOVER_SECONDS = 0.5


class Board(BoardBase):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.map = load_map("kabale_und_hiebe")
        self.drag = DragDrop(self.targets_for, self.drop)
        self.scale, self.offset = 1.0, (0, 0)
        self.players_rect = pygame.Rect(0, 0, 0, 0)  # the seats' panel (`layout`)
        self.hand_row = HandRow(self.drag, self.render_hand_card, self.hand_face, pad=8, gap=16,
                                lift=14, min_width=10 ** 6, even=True,  # never narrower
                                squat=84)  # a low hand zone: wide enough for the names
        self.goal_rects: list[pygame.Rect] = []
        self.column_rects: list[pygame.Rect] = []
        self.buttons: list[Button] = []
        self.button_verbs: list[tuple[Button, str]] = []  # the buttons' actions' verbs
        self.flips: dict[tuple[int, int], float] = {}
        self.seen_up: set[tuple[int, int]] = set()
        self.seen_round: int | None = None
        self.hover_pos = (0, 0)
        self.hover_time = 0.0
        self.after_card: dict[str, list] = {}  # legal_after(["card", c]), per refresh

    # -- geometry ---------------------------------------------------------------------------
    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(ox + round(rect.x * s), oy + round(rect.y * s),
                           round(rect.width * s), round(rect.height * s))

    def zone(self, name: str) -> pygame.Rect:
        return self.to_screen(self.map.zones[name].rect)

    def layout(self) -> None:
        self.scale, self.offset = self.map.fit(self.rect)
        # A short board (a high UI scale, issue #39.2) leaves room beside the art: the art
        # moves left and the seats' panel takes that room (names, scores and counts legible).
        spare = self.rect.right - self.offset[0] - round(self.map.size[0] * self.scale)
        if spare >= 24:
            self.offset = (self.rect.left + 6, self.offset[1])
        players = self.zone("players")
        self.players_rect = players if spare < 24 else pygame.Rect(
            players.left, players.top, self.rect.right - 6 - players.left, players.height)
        view = self.table.view
        n = len(view.get("columns", []))
        # Fewer players, fewer columns: centre them in the six-column area.
        slots = [z for z in self.map.zones.values() if z.type == "column"]
        step = slots[1].rect.x - slots[0].rect.x if len(slots) > 1 else 0
        shift = round((len(slots) - n) * step * self.scale / 2)
        self.goal_rects = [self.zone(f"goal_{j}").move(shift, 0) for j in range(n)]
        self.column_rects = [self.zone(f"column_{j}").move(shift, 0) for j in range(n)]
        hand_zone = self.zone("hand")
        seat = self.table.viewer
        placed = self.held_card()  # in its column in the pending view (issue #34.8)
        self.hand_row.layout(hand_zone, [c for c in view["hands"][seat] if c != placed]
                             if seat is not None else [])
        self.drag.items = [(c, r) for c, r in self.hand_rects if self.can_hold(c)]

    @property
    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        return self.hand_row.rects

    # -- what the viewer may do -------------------------------------------------------------
    def can_hold(self, card: str) -> bool:
        legal = self.table.legal
        return ["card", card] in legal or ["hide", card] in legal or (
            self.table.view.get("selected") == card and any(a[0] == "column" for a in legal))

    def targets_for(self, card: str) -> dict[int, pygame.Rect]:
        legal = self.table.legal
        if ["hide", card] in legal:  # Cloak: drop anywhere on the Cloak's column
            column = self.table.decision.data.get("column")
            return {column: self.column_rects[column]} if column is not None else {}
        if ["card", card] in legal:  # the columns its second step may take (a tutorial: one)
            if card not in self.after_card:
                self.after_card[card] = legal_after(self.table, ["card", card])
            after = self.after_card[card]
        elif self.table.view.get("selected") == card:
            after = legal
        else:
            return {}
        return {j: self.column_rects[j] for j in range(len(self.column_rects))
                if ["column", j] in after}

    def drop(self, card: str, column: int) -> None:
        legal = self.table.legal
        if ["hide", card] in legal:
            self.table.submit(["hide", card])
            return
        if self.table.view.get("selected") not in (None, card):
            self.table.submit(["unselect"])
        if self.table.view.get("selected") is None and not self.table.submit(["card", card]):
            return
        self.table.submit(["column", column])

    def refresh(self) -> None:
        self.drag.reset()
        self.after_card = {}
        view = self.table.view
        self.hover_time = 0.0  # a change: the card text under the pointer waits again
        self.layout()
        if view.get("selected") and self.table.legal:  # picked in an earlier step
            self.drag.selected = view["selected"]
        self.track_reveals(view)
        legal = self.table.legal
        handled = {"card", "column", "hide", "swap"}
        verbs = [a for a in legal if a[0] not in handled]
        self.button_verbs = [(Button(i18n.t(f"kh.action.{a[0]}"),  # keys 1, 2, … (#39.3)
                                     lambda a=a: self.table.submit(a), size=16, shortcut=key),
                              a[0]) for a, key in zip(verbs, NUMBER_KEYS, strict=False)]
        self.buttons = [b for b, _ in self.button_verbs]

    def track_reveals(self, view: dict) -> None:
        """Start a flip animation for every card that turned face up since the last view.
        A held move's pending view (table.held, issue #34.8) is not what happened yet: read
        as the round's end it hid the real results, made by "End turn", from two humans."""
        if self.table.held is not None:
            return
        up = {(j, i) for j, col in enumerate(view.get("columns", []))
              for i, slot in enumerate(col["slots"]) if slot["up"]}
        if self.seen_round == view.get("round"):
            for key in up - self.seen_up:
                self.flips[key] = 0.0
        elif self.seen_round is not None and view.get("last_round"):
            # Every player's result: each human sees it on taking the laptop (issue #19.5).
            self.table.show_to_players(self.round_summary())
        self.seen_up, self.seen_round = up, view.get("round")

    def has_round_summary(self) -> bool:
        return bool(self.table.view.get("last_round"))

    def round_summary(self) -> Callable[[], RoundSummaryScene]:
        """The round just played, as it is now: a maker of its summary scene."""
        view, app = self.table.view, self.table.app
        names = [s.name for s in self.table.session.seats]
        results = [dict(r, goal=r.get("goal")) for r in view.get("last_round") or []]
        round_no = max(1, view.get("round", 1) - (0 if view.get("final") else 1))
        return lambda: RoundSummaryScene(app, results, names, round_no)

    def show_round_summary(self) -> None:
        self.table.app.push(self.round_summary()())

    def summary_lines(self) -> list[str]:
        view = self.table.session.view(None)
        names = [s.name for s in self.table.session.seats]
        return [i18n.t("kh.gameover.won", name=names[p],
                       goals=", ".join(f"{i18n.t('kh.domain.' + GOALS[g]['domain'])} "
                                       f"{GOALS[g]['value']}" for g in won) or "—")
                for p, won in enumerate(view.get("won", []))]

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos, self.hover_time = event.pos, 0.0
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            face = self.card_at(event.pos)
            if face:
                self.table.app.push(ZoomScene(self.table.app, face))
                return True
        if any(b.handle(event) for b in list(self.buttons)):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.held() is None:
            for j, rect in enumerate(self.goal_rects):
                if rect.collidepoint(event.pos) and ["swap", j] in self.table.legal:
                    self.table.submit(["swap", j])
                    return True
        picked = self.picked()
        handled = self.drag.handle(event)
        if picked is not None and self.drag.held() is None and self.table.view.get(
                "selected") == picked:
            self.keep_picked(event, picked)
        return handled

    def picked(self) -> str | None:
        """The card the rules hold as picked (its ["card"] step made) while a column for it
        is offered: after Undo from End turn, or a click on the card before its column."""
        card = self.table.view.get("selected")
        return card if card and any(a[0] == "column" for a in self.table.legal) else None

    def keep_picked(self, event: pygame.event.Event, card: str) -> None:
        """A click let go of the picked card in the drag only, which left it raised with no
        column lit and no click doing anything (issue #34 point 4). A click on the card takes
        it back in the rules too; any other click keeps it picked, its columns lit."""
        hit = self.drag.item_at(event.pos) if event.type == pygame.MOUSEBUTTONUP else None
        if hit is not None and hit[0] == card and ["unselect"] in self.table.legal:
            self.table.submit(["unselect"])
        else:
            self.drag.selected = card

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.hover_time += dt
        for key in list(self.flips):
            self.flips[key] += dt
            if self.flips[key] >= FLIP_SECONDS:
                del self.flips[key]

    def animating(self) -> bool:
        hovering = self.hover_time < HOVER_SECONDS + 0.1
        return self.drag.animating() or bool(self.flips) or hovering

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        view = self.table.view
        self.visible_cards = []
        surface.blit(self.map.art(self.scale), self.offset)
        lit = self.drag.lit_targets()
        self.draw_goals(surface, view)
        self.draw_columns(surface, view, lit)
        self.draw_piles(surface, view)
        self.draw_players(surface, view)
        self.draw_hand(surface, view)
        self.draw_buttons(surface)
        if self.hint_targets:
            self.draw_hint(surface)

    # -- the coach's hint (ui/hint.py) ------------------------------------------------------
    def action_label(self, action: list) -> str:
        verb, arg = action[0], action[1] if len(action) > 1 else None
        if verb in ("card", "hide") and arg in CARDS:
            return i18n.t("coach.kh.play" if verb == "card" else "coach.kh.hide",
                          card=i18n.t(f"kh.card.{arg}"))
        if verb == "column":
            return i18n.t("kh.column", n=arg + 1)
        if verb == "swap":
            return i18n.t("coach.kh.swap", column=arg + 1)
        return i18n.t(f"kh.action.{verb}") if i18n.has(f"kh.action.{verb}") else \
            super().action_label(action)

    def hint_marks(self, line: list[list]) -> set:
        """The hand card, column or goal each step of the line concerns (the card of a
        ["card", c] may already be picked: it is the view's `selected`)."""
        marks: set = set()
        for action in line:
            verb, arg = action[0], action[1] if len(action) > 1 else None
            if verb in ("card", "hide"):
                marks.add(("card", arg))
            elif verb in ("column", "swap"):
                marks.add((verb, arg))
            else:
                marks.add(("button", verb))
        return marks

    def target_rects(self, action: list) -> list[pygame.Rect]:
        """The lit hand card, column (for the card held or picked), goal or button of
        `action` (a drag or a click there makes it); a Cloak's hand card once held: the
        Cloak's column, where a click hides it (KH-4.4)."""
        verb, arg = action[0], action[1] if len(action) > 1 else None
        if verb == "hide" and self.drag.held() == arg:  # held: the Cloak's column takes it
            return list(self.drag.lit_targets().values())
        if verb in ("card", "hide"):
            return self.hand_row.uncovered(arg) if self.can_hold(arg) else []
        if verb == "column":
            lit = self.drag.lit_targets()
            return [lit[arg]] if arg in lit else []
        if action not in self.table.legal:
            return []
        if verb == "swap":
            return [self.goal_rects[arg]]
        return [b.rect for b, v in self.button_verbs if v == verb and b.rect]

    def draw_hint(self, surface: pygame.Surface) -> None:
        marks = self.hint_targets
        rings = [r for c, r in self.hand_rects if ("card", c) in marks]
        rings += [r for j, r in enumerate(self.column_rects) if ("column", j) in marks]
        rings += [r for j, r in enumerate(self.goal_rects) if ("swap", j) in marks]
        rings += [b.rect for b, verb in self.button_verbs
                  if b.rect and ("button", verb) in marks]
        for rect in rings:
            pygame.draw.rect(surface, theme.HINT, rect.inflate(8, 8), 4, border_radius=10)

    def prompt_hint(self) -> str:
        """A hand card picked up (dragged or clicked, not placed yet): the prompt says where
        it goes (issue #34.12), as the rules' own prompt does once it is chosen."""
        held = self.drag.held()
        if not isinstance(held, str) or self.table.view.get("selected") == held \
                or not self.targets_for(held):
            return ""
        key = "kh.prompt.cloak_pick" if ["hide", held] in self.table.legal else \
            "kh.prompt.choose_column"
        return i18n.t(key, card=i18n.t(f"kh.card.{held}"))

    def held_card(self) -> str | None:
        """The card a placement waiting for "End turn" puts down (table.held): the one picked
        now, read from the real view (the pending view has it in its column already)."""
        held = self.table.held
        if not held or held[0] != "column" or self.table.viewer is None:
            return None
        return self.table.session.view(self.table.viewer).get("selected")

    def held_hint(self, action: list) -> str:
        card = self.held_card()
        if action[0] != "column" or card is None:
            return ""
        return i18n.t("kh.held.column", card=i18n.t(f"kh.card.{card}"), column=action[1] + 1)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The card text under the pointer, over the log and the bars (issue #19.8)."""
        if self.hover_time >= HOVER_SECONDS and self.drag.held() is None:
            face = self.card_at(self.hover_pos)
            if face and face.text:
                note = f" [{i18n.t('kh.face_down_own')}]" if face.face_down else ""
                draw_tooltip(surface, f"{face.title} ({face.value}){note}: {face.text}",
                             self.hover_pos, bounds=surface.get_rect())

    def draw_goals(self, surface: pygame.Surface, view: dict) -> None:
        swapping = any(a[0] == "swap" for a in self.table.legal)
        for j, rect in enumerate(self.goal_rects):
            pygame.draw.rect(surface, (20, 56, 40), rect, border_radius=10)
            pygame.draw.rect(surface, (196, 164, 96), rect, 2, border_radius=10)
            column = view["columns"][j]
            goal = column["goal"]
            face = goal_face(goal)
            need, have = GOALS[goal]["value"], len(column["slots"])
            explained = replace(face, text=f"{face.text} " + i18n.t(
                "kh.goal_column", column=j + 1, have=have, need=need))
            lit = swapping and ["swap", j] in self.table.legal
            banner = rect.inflate(-8, -8)
            pygame.draw.rect(surface, face.colour, banner, border_radius=8)
            pygame.draw.rect(surface, (20, 20, 20), banner, 1, border_radius=8)
            if lit:  # ring and brackets (issue #39.1)
                draw_lit(surface, banner, 3, 8, 0)
            self.visible_cards.append((banner, explained))
            big = max(14, banner.height // 3)
            value_w = draw_text(surface, face.value, (banner.right - 8, banner.top + 2),
                                int(big * 1.5), (15, 15, 15), True, "topright").width
            size = fit_size(face.title, banner.width - value_w - 24, big, True)
            draw_text(surface, face.title, (banner.left + 8, banner.top + 4), size,
                      (15, 15, 15), True)
            done = column["closed"] or have >= need
            status = (i18n.t("kh.closed") if column["closed"] else
                      i18n.t("kh.fill_done", have=have) if done else
                      i18n.t("kh.fill", have=have, need=need))
            small = max(11, banner.height // 5)
            strip = pygame.Rect(banner.left, banner.bottom - small - 10, banner.width,
                                small + 10)
            pygame.draw.rect(surface, (20, 20, 20), strip, border_bottom_left_radius=8,
                             border_bottom_right_radius=8)
            label = f"{j + 1} · {status}"
            draw_text(surface, label, (strip.left + 8, strip.centery),
                      fit_size(label, strip.width - 12, small, True, 7), theme.HIGHLIGHT if done
                      else theme.TEXT, True, "midleft")

    def draw_columns(self, surface: pygame.Surface, view: dict, lit: dict) -> None:
        seat = self.table.viewer
        for j, rect in enumerate(self.column_rects):
            pygame.draw.rect(surface, (24, 64, 46), rect, border_radius=10)
            pygame.draw.rect(surface, (60, 110, 84), rect, 1, border_radius=10)
            if j in lit:
                draw_lit(surface, rect, 3, 10, 0)  # ring and brackets (issue #39.1)
            if self.table.held == ["column", j]:  # the placement waiting for "End turn"
                pygame.draw.rect(surface, theme.ACCENT, rect, 4, border_radius=10)
            slots = view["columns"][j]["slots"]
            counts = column_values(view["columns"][j], view["options"])
            card_w = int(rect.width * 0.86)
            card_h = int(card_w * 1.4)
            step = card_h * 0.3
            if len(slots) > 1:
                step = min(step, (rect.height - card_h - 12) / (len(slots) - 1))
            for i, slot in enumerate(slots):
                r = pygame.Rect(rect.centerx - card_w // 2, rect.top + 6 + int(i * step),
                                card_w, card_h)
                self.draw_slot(surface, slot, r, seat, (j, i), view["columns"][j]["goal"],
                               counts.get(i))

    def draw_slot(self, surface, slot: dict, rect: pygame.Rect, seat, key, goal: str,
                  counts: int | None = None) -> None:
        owner, card = slot["owner"], slot["card"]
        options = self.table.view["options"]
        if slot["up"] and card:
            face = card_face(card, owner, options, goal, half=counts)
        elif card:  # face down but known to the viewer (their own card)
            face = card_face(card, owner, options, goal, half=counts)
            face = CardFace(face.title, face.value, face.text, face.colour, face_down=True,
                            seat=owner)
        else:
            face = back_face(owner)
        shown_face = fitted(face, rect)
        flip = self.flips.get(key)
        if flip is not None:  # reveal: shrink to a line, then open up
            k = abs(1 - 2 * flip / FLIP_SECONDS)
            shown = shown_face if flip > FLIP_SECONDS / 2 else back_face(owner)
            narrow = pygame.Rect(0, 0, max(2, int(rect.width * k)), rect.height)
            narrow.midtop = rect.midtop
            draw_card(surface, shown, narrow)
        else:
            draw_card(surface, shown_face, rect)
            if slot["up"] or card:
                self.visible_cards.append((rect, face))
        if slot.get("hidden"):
            tag = pygame.Rect(rect.right - rect.width // 4, rect.top + 4, rect.width // 5,
                              rect.width // 4)
            draw_card(surface, back_face(owner), tag)

    def draw_piles(self, surface: pygame.Surface, view: dict) -> None:
        seat = self.table.viewer
        for name, count, label in (
                ("draw_pile", view["decks"][seat] if seat is not None else None, "kh.draw_pile"),
                ("discard", len(view["discards"][seat]) if seat is not None else None,
                 "kh.discard")):
            rect = self.zone(name)
            draw_text(surface, i18n.t(label), (rect.centerx, rect.top + 6),
                      max(12, rect.height // 12), theme.TEXT_DIM, anchor="midtop")
            if count is None:
                continue
            card = pygame.Rect(0, 0, int(rect.width * 0.7), int(rect.width * 0.98))
            card.center = (rect.centerx, rect.centery + 8)
            if count:
                top = view["discards"][seat][-1] if name == "discard" else None
                face = card_face(top, seat, view["options"]) if top else back_face(seat)
                draw_card(surface, face, card)
                if top:
                    self.visible_cards.append((card, face))
            draw_text(surface, str(count), (rect.centerx, rect.bottom - 6),
                      max(14, rect.height // 9), theme.TEXT, True, "midbottom")

    def draw_players(self, surface: pygame.Surface, view: dict) -> None:
        rect = self.players_rect
        names = [s.name for s in self.table.session.seats]
        size = max(12, int(rect.width / 15))
        row_h = min(rect.height // max(1, len(names)), size * 7)
        if row_h - 10 < size * 3 + 8:  # short rows: two lines, the goals won beside the counts
            self.draw_short_players(surface, view, rect, names, row_h)
            return
        # Lit: whoever decides now (a Cloak's or Traitor's owner too, not only the player
        # whose turn it is, issue #34.12); who acts is public.
        deciding = set(self.table.session.active_seats())
        for p, name in enumerate(names):
            top = rect.top + p * row_h
            row = pygame.Rect(rect.left + 6, top + 6, rect.width - 12, row_h - 10)
            turn = p in deciding and not view.get("final")
            panel(surface, row, theme.PANEL_LIGHT if turn else theme.PANEL,
                  theme.ACCENT if turn else theme.BORDER, 8)
            draw_seat_mark(surface, p, (row.left + 16, row.top + size), size // 2)
            score = i18n.t("kh.score", score=(view.get("scores") or [0] * len(names))[p])
            score_w = draw_text(surface, score, (row.right - 8, row.top + size), size - 2,
                                theme.ACCENT, True, "midright").width
            room = row.width - 48 - score_w
            name_size = fit_size(name, room, size, True)  # a narrow panel: cut, never overlap
            draw_text(surface, ellipsize(name, room, name_size, True),
                      (row.left + 32, row.top + size), name_size, theme.TEXT, True, "midleft")
            hand = view["hands"][p]
            counts = i18n.t("kh.counts", hand=hand if isinstance(hand, int) else len(hand),
                            deck=view["decks"][p], discard=len(view["discards"][p]))
            # Never below 11 px (issue #39.2): a narrow panel wraps the counts instead.
            small = fit_size(counts, row.width - 20, max(11, size - 3), smallest=11)
            step = theme.font(small).get_linesize()
            lines = wrap(counts, small, row.width - 20)
            for i, line in enumerate(lines):
                draw_text(surface, line, (row.left + 12, row.top + size * 2 + 2 + i * step),
                          small, theme.TEXT_DIM)
            won = view["won"][p]
            x = row.left + 12
            gy = row.top + size * 2 + 6 + len(lines) * step
            gw = max(14, min(28, (row.width - 24) // 8))
            for goal in won:
                face = goal_face(goal)
                r = pygame.Rect(x, gy, gw, int(gw * 1.4))
                if r.bottom <= row.bottom:
                    draw_card(surface, CardFace("", str(GOALS[goal]["value"]),
                                                colour=face.colour), r)
                    self.visible_cards.append((r, face))
                x += gw + 3

    def draw_short_players(self, surface: pygame.Surface, view: dict, rect: pygame.Rect,
                           names: list[str], row_h: int) -> None:
        """Each seat in two lines where rows are short (many players in a small window):
        mark, name and score, then the counts and the goals won; never below 11 px."""
        deciding = set(self.table.session.active_seats())
        size = max(11, min(18, (row_h - 12) // 2))
        for p, name in enumerate(names):
            row = pygame.Rect(rect.left + 4, rect.top + p * row_h + 3, rect.width - 8,
                              row_h - 6)
            turn = p in deciding and not view.get("final")
            panel(surface, row, theme.PANEL_LIGHT if turn else theme.PANEL,
                  theme.ACCENT if turn else theme.BORDER, 6)
            first, second = row.top + row.height * 3 // 10, row.top + row.height * 3 // 4
            draw_seat_mark(surface, p, (row.left + 11, first), max(5, size // 2))
            score = i18n.t("kh.score", score=(view.get("scores") or [0] * len(names))[p])
            score_w = draw_text(surface, score, (row.right - 6, first), size, theme.ACCENT,
                                True, "midright").width
            room = max(0, row.width - 30 - score_w)
            draw_text(surface, ellipsize(name, room, size, True), (row.left + 22, first), size,
                      theme.TEXT, True, "midleft")
            gh = max(8, row.bottom - second + (second - first) // 2 - 2)
            gw = int(gh / 1.4)
            x = row.right - 6
            for goal in reversed(view["won"][p]):
                face = goal_face(goal)
                x -= gw + 2
                r = pygame.Rect(x, row.bottom - gh - 2, gw, gh)
                draw_card(surface, CardFace("", str(GOALS[goal]["value"]), colour=face.colour),
                          r)
                self.visible_cards.append((r, face))
            hand = view["hands"][p]
            counts = i18n.t("kh.counts", hand=hand if isinstance(hand, int) else len(hand),
                            deck=view["decks"][p], discard=len(view["discards"][p]))
            room = x - row.left - 14
            small = fit_size(counts, room, size - 1, smallest=11)
            draw_text(surface, ellipsize(counts, room, small), (row.left + 8, second), small,
                      theme.TEXT_DIM, anchor="midleft")

    def draw_hand(self, surface: pygame.Surface, view: dict) -> None:
        seat = self.table.viewer
        zone = self.zone("hand")
        if seat is None:
            draw_text(surface, self.hand_note(i18n.t("kh.hand_hidden")), zone.center, 18,
                      theme.TEXT_DIM,
                      anchor="center")
            return
        selected = view.get("selected") or self.drag.selected
        self.visible_cards += self.hand_row.draw(surface, {selected} - {None}, self.can_hold)

    def hand_face(self, card: str) -> CardFace:
        return card_face(card, self.table.viewer, self.table.view["options"])

    def render_hand_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect,
                         glow) -> None:
        face = fitted(self.hand_face(card), rect)
        if rect.height >= TEXT_LEAST_H or face.face_down:
            draw_card(surface, face, rect, glow)
            return
        # A short card (a narrow window, issue #39.2) has no room for its name beside the
        # value in its band, and no text: the name goes in the empty body, legible.
        draw_card(surface, replace(face, title=""), rect, glow)
        band = max(18, int(rect.height * 0.2))
        size = fit_size(face.title, rect.width - 8, 13, True, smallest=9)
        draw_text(surface, face.title, (rect.centerx, rect.top + band + 3), size, (15, 15, 15),
                  True, "midtop")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        zone = self.zone("hand")
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, 170, 40)
            button.rect.bottomright = (zone.right - 8, zone.bottom - 8 - i * 48)
            button.draw(surface)
