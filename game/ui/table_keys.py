"""The table by keyboard alone (issue #39.3): what the focus ring may stand on, the table's
shortcuts and the lines the keys help shows.

Focus targets (`focus_targets`, read by the App's ring, ui/focus.py), in the groups Tab walks
in turn, each in reading order:
0. what answers the decision now: the lit target of each of the viewer's legal actions, as
   the board places it (`board.target_rects`: a hand card, a lit space, a zone, the strip's
   button), each rect once; while a card is picked up, its drop zones instead (Enter drops).
   A console port (Playdek's Twilight Struggle) and Rally the Troops both start the cursor
   on the things that make a move, and so does this: a decision lights one kind of thing
   (the hand in an action round, the map while placing), so the first Tab lands on a move.
1. the prompt bar's button ("End turn", the bot's "Next") and a tutorial's panel ("Next",
   "More"): what moves the game on.
2. the board's other buttons (`board.focus_buttons`: a struggle's Continue, a toggle).
3. the top bar: Menu, Undo, the log's fold, Hint.
Each target is keyed by what it is (the action, the zone, the button), so the ring stays on
the same card or space while the layout moves. Enter on one sends a click at its centre
through the table's own `handle`: the same code as the mouse, nothing re-implemented. Only
the viewer's own legal actions and the cards they see light, so the ring shows nothing the
viewer may not see.

Shortcuts (the same physical keys in every language, named on the buttons): Esc puts back a
picked-up card, or takes back a card played that waits for its mode, before it opens the
menu; U or Ctrl+Z undo; E "End turn"; N the bot's "Next"; H the coach's hint; L folds the
log; Z enlarges the card under the ring.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from .. import i18n
from .focus import Target, reading_order
from .scene import open_scene
from .widgets.basic import Button

LIT, BAR, BOARD, TOP = range(4)  # the focus groups, in Tab order
MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
# The keys help: (key name, catalog key of what it does). Key names are the keys' own; the
# bar buttons show theirs as caps (`Button.shortcut`), the table presses them here.
HELP = (("Tab / Shift+Tab", "table.keys.move"), ("← ↑ → ↓", "table.keys.arrows"),
        ("Enter / Space", "table.keys.choose"), ("Esc", "table.keys.back"),
        ("U / Ctrl+Z", "table.keys.undo"), ("E", "table.keys.end_turn"),
        ("N", "table.keys.next"), ("H", "table.keys.hint"), ("L", "table.keys.log"),
        ("Z", "table.keys.zoom"), ("F / + / -", "table.keys.map"),
        ("1 … 9", "table.keys.strip"), ("0", "table.keys.more"))


class TableKeys:
    """Mixed into TableScene (ui/scenes/table.py), ahead of its drawing."""

    _focus_cache: tuple[tuple, list[Target]] | None = None
    _drawn = 0  # frames the table drew: a target's rect is the one its last layout gave

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._drawn += 1

    # -- focus targets --------------------------------------------------------------------
    def focus_targets(self) -> list[Target]:
        """The groups above, made once a layout: the App asks on every key and, while the
        ring shows, every frame (finding a map's lit places takes a while)."""
        if self.app.stack.top is not self or self.awaiting_handoff:
            return []
        drag = getattr(self.board, "drag", None)
        held = drag.held() if drag is not None else None
        # The legal list itself (not its id, which a new list may reuse) marks a refresh.
        key = (self._drawn, self.legal, repr(held), self.turn_done, repr(self.held),
               self.log_open, self.undo_button.enabled)
        cached = self._focus_cache
        if cached is None or cached[0][1] is not self.legal or cached[0] != key:
            self._focus_cache = (key, self.make_focus_targets(drag, held))
            if cached is None or cached[0][1] is not self.legal:
                self.ring_to_the_move()
        return self._focus_cache[1]

    def ring_to_the_move(self) -> None:
        """A new decision for the viewer: a ring left on a bar button (where it went while a
        bot moved) goes to the first lit target, where the next move is made."""
        ring = getattr(self.app, "focus", None)
        targets = self._focus_cache[1] if self._focus_cache else []
        lit = reading_order(t for t in targets if t.group == LIT)
        if ring is None or not ring.shown or not lit or self.app.stack.top is not self:
            return
        here = next((t for t in targets if t.key == ring.key), None)
        if here is None or here.group != LIT:
            ring.key = lit[0].key

    def make_focus_targets(self, drag, held) -> list[Target]:
        out: list[Target] = []
        taken: set[tuple] = set()

        def add(rect: pygame.Rect | None, key: Hashable, group: int) -> None:
            if rect is None or rect.width <= 0 or rect.height <= 0 or tuple(rect) in taken:
                return
            taken.add(tuple(rect))
            centre = rect.center
            out.append(Target(pygame.Rect(rect), lambda: self.click_at(centre), key=key,
                              group=group))

        if held is not None:
            for zone, rect in drag.lit_targets().items():
                add(rect, ("drop", repr(held), repr(zone)), LIT)
        else:
            for action in self.legal:
                for i, rect in enumerate(self.board.target_rects(action)):
                    add(rect, ("act", repr(action), i), LIT)  # keys unique: Tab walks on
        tutorial = self.tutorial.panel.buttons() if self.tutorial is not None else []
        for button in [*self.bar_buttons(), *tutorial]:  # a lesson's Next moves it on
            add(button.rect if button.enabled else None, ("button", id(button)), BAR)
        for button in self.board.focus_buttons():
            add(button.rect if button.enabled else None, ("button", id(button)), BOARD)
        for button in self.top_buttons():
            add(button.rect if button.enabled else None, ("button", id(button)), TOP)
        return out

    def click_at(self, pos: tuple[int, int]) -> None:
        """What a click at `pos` does, through the table's own handling; then, if the ring's
        target went (a card picked up: its zones light), the ring goes to the first new one."""
        ring = getattr(self.app, "focus", None)
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION \
                else {"button": 1}
            self.handle(pygame.event.Event(kind, pos=pos, **extra))
        self.app.stack.changed = True
        self._focus_cache = None  # the click may have changed what is offered
        if ring is None or self.app.stack.top is not self:
            return
        targets = self.focus_targets()
        if ring.shown and ring.focused(targets) is None and targets:
            ring.key = reading_order(targets)[0].key

    def focused_rect(self) -> pygame.Rect | None:
        ring = getattr(self.app, "focus", None)
        here = ring.focused(self.focus_targets()) if ring is not None else None
        return here.rect if here is not None else None

    # -- shortcuts ------------------------------------------------------------------------
    def table_key(self, event: pygame.event.Event) -> bool:
        """The table's shortcuts; True when `event` was one (TableScene.handle asks first)."""
        if event.type != pygame.KEYDOWN:
            return False
        key, mods = event.key, event.mod & MODS
        if key == pygame.K_ESCAPE:
            self.back_out()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL or key == pygame.K_u and not mods:
            self.undo()
        elif mods:
            return False
        elif key == pygame.K_e:
            self.press(self.end_turn_button)
        elif key == pygame.K_n:
            self.press(self.next_button)
        elif key == pygame.K_l:
            self.toggle_log()
        elif key == pygame.K_z:
            self.zoom_focused()
        else:
            return False
        return True

    def press(self, button: Button) -> None:
        """A bar button's key works while the button shows."""
        if button in self.bar_buttons() and button.enabled:
            button.on_click()

    def back_out(self) -> None:
        """Esc: a picked-up card goes back to the hand; a card played that still waits for
        its mode (a part-made move) is taken back when Undo may; else the menu."""
        drag = getattr(self.board, "drag", None)
        if drag is not None and drag.held() is not None:
            drag.reset()
            self.app.stack.changed = True
            return
        pending = getattr(self.board, "pending_card", None)
        if pending is not None and pending() is not None and self.held is None \
                and self.session.actions and self.session.actions[-1][1] == ["card", pending()] \
                and self.undo_offered():
            self.undo()
            return
        self.open_pause()

    def zoom_focused(self) -> None:
        """Z: the card under the ring, enlarged (a right click's zoom, for the keyboard)."""
        rect = self.focused_rect()
        face = self.board.card_at(rect.center) if rect is not None else None
        if face:
            open_scene(self.app, "zoom", face)

    def keys_help(self) -> list[tuple[str, str]]:
        """(key, what it does) for the keys help (`?` / F1), in the catalog's words."""
        return [(k, i18n.t(what)) for k, what in HELP]
