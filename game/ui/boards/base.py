"""What the table expects of a board binding."""

from __future__ import annotations

import pygame

from ...engine.types import Decision
from ..scene import open_scene
from ..widgets.cards import CardFace, follow_pointer
from ..widgets.lookahead import state_after
from ..widgets.news_panel import NewsPanel


class BoardBase:
    def __init__(self, table) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        # Cards drawn this frame, bottom to top: for hover tooltips and right-click zoom.
        self.visible_cards: list[tuple[pygame.Rect, CardFace]] = []
        # What the coach's hint lights (ui/hint.py sets it from `hint_marks`; empty: none).
        self.hint_targets: set = set()
        # Map boards' tooltips: where the pointer is, and whether a tip may show (off from a
        # click, key or scroll until the pointer moves, and for a new viewer: no stale tip).
        self.hover_pos: tuple[int, int] | None = None
        self.tips_on = True
        self.tips_key: tuple | None = None  # (viewer, log length) when tips were last allowed

    def watch_pointer(self, event: pygame.event.Event) -> None:
        """Follow the pointer for tooltips (a board's `handle` calls it first)."""
        self.hover_pos, self.tips_on = follow_pointer(event, self.hover_pos, self.tips_on)

    def new_viewer_hides_tip(self) -> None:
        """A handoff brought another viewer, or a move changed what a tip describes (the
        log grew): no tooltip until the pointer moves (`refresh`, issue #34.12)."""
        key = (self.table.viewer, len(self.view.get("log") or []))
        if key != self.tips_key:
            self.tips_key, self.tips_on = key, False

    def zoom_card(self, pos: tuple[int, int]) -> None:
        """A right click that did not pan: the card under it, enlarged."""
        face = self.card_at(pos)
        if face:
            self.tips_on = False  # its tooltip would linger after the zoom closes
            open_scene(self.table.app, "zoom", face)

    @property
    def view(self) -> dict:
        """The table's view for the seat at the laptop."""
        return self.table.view

    def card_at(self, pos: tuple[int, int]) -> CardFace | None:
        """The topmost card drawn at pos this frame."""
        for rect, face in reversed(self.visible_cards):
            if rect.collidepoint(pos):
                return face
        return None

    def look_ahead(self, steps: list[list]) -> dict | None:
        """The position after the acting seat plays `steps`, on a clone (nothing is submitted
        or shown from it): how a board lights the targets of a multi-step move before the
        first step is made (read it with `rules.legal_actions` / `rules.view` for that seat).
        None when a step is not legal now or the seat no longer acts after them."""
        return state_after(self.table, steps)

    def refresh(self) -> None:
        """The session changed (a move, undo, new viewer): rebuild cached widgets."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def place(self, area: pygame.Rect, side: int) -> pygame.Rect:
        """The table lays the board out in `area` with a column of `side` pixels for its log
        at the right (0: the log is folded away): sets `rect` and returns the log column's
        rect. By default the board takes the area left of the column."""
        self.rect = pygame.Rect(area.left, area.top, area.width - side, area.height)
        return pygame.Rect(self.rect.right, area.top, side, area.height)

    def notes_rect(self) -> pygame.Rect:
        """Where the table may lay the coach's hint (asked for) over the board's top edge: the
        whole board by default. The bots' notes never go there (table.draw_bot_lines)."""
        return self.rect

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn after everything else on the table (tooltips: above the log and bars)."""

    def animating(self) -> bool:
        return False

    def held_hint(self, action: list) -> str:
        """While the viewer's move waits for "End turn": what the move is and does, in the
        game's words ("" for the table's own `table.held`). The table adds what "End turn"
        will do (`table.held.then`), the same in every game."""
        return ""

    def prompt_hint(self) -> str:
        """A prompt for what the viewer is doing now (a card picked up: where it may go),
        shown instead of the rules' prompt; "" for the rules' own."""
        return ""

    def summary_lines(self) -> list[str]:
        """Extra lines for the game-over screen (score breakdowns)."""
        return []

    def final_panel(self):
        """What ended the game, for the game-over screen (issue #34.10): the decisive
        struggle's result panel, the scoring that reached the winning VP. An object with
        `draw(surface, rect)`, or None when the ending has no such moment."""
        return None

    def hand_note(self, hidden: str) -> str:
        """What an empty hand zone says while no hand is drawn: `hidden` while the laptop
        changes hands, nothing once the game is over (every hand is out of play)."""
        return "" if self.table.session.is_over() else hidden

    def hint_marks(self, line: list[list]) -> set:
        """What the coach's hint lights for a suggested line (the best action, then the seat's
        own next steps): by default each action's argument (a space, card or column id). A
        board that overrides it draws the same things from `hint_targets`."""
        return {a[1] for a in line if len(a) > 1 and isinstance(a[1], str | int)}

    def focus_buttons(self) -> list:
        """The board's buttons on screen now that make no game action (those are lit targets,
        `target_rects`): the keyboard's ring may stand on them (ui/table_keys.py). By default
        a map board's strip buttons; a board with others adds them."""
        strip = getattr(self, "strip", None)
        return list(strip.buttons) if strip is not None else []

    def target_rects(self, action: list) -> list[pygame.Rect]:
        """Where a player clicks (or drops what they hold) to make `action` now, where it is
        lit: the tutorial's tests play each step there (issue #38). A board with a tutorial
        says; by default nowhere."""
        return []

    def close_results(self) -> None:
        """A tutorial went on past a result (issue #38.3: the learner read the notes after
        it, or made their next move): the result panels still open close, so none lies over
        the lesson for dozens of steps. By default the board's roll panel (`news`, the map
        boards' widgets/news_panel), if it has one; a board with others closes them too."""
        news = getattr(self, "news", None)
        if isinstance(news, NewsPanel):
            news.close()

    def line_labels(self, steps: list[tuple[list, Decision]]) -> list[str]:
        """The coach's words for a line of (step, the decision it answers) from the
        position shown (`widgets.lookahead.walk_line`); by default each step's label."""
        return [self.action_label(action) for action, _ in steps]

    def action_label(self, action: list) -> str:
        """An action in the game's words, for the coach's sentences (default: verb and
        argument)."""
        return " ".join(str(p) for p in action)
