"""Sealed bid for the sides (1989's D89-13 Play Balance Mechanism), opened from New Game.

Flow: each human bids in turn, privately: with two humans a cover screen ("Pass the laptop to
Ada") comes first and nothing of the other bid is ever drawn while a bid is chosen (DESIGN §5,
sealed bids go seat by seat). A bot bids by the game's house rule (`bot_bid`) without a screen.
Then, after a "both bids are sealed" cover when two humans bid, the reveal shows both bids, the
roll-off for equal bids and the result; "Start game" reorders the New Game rows (the player
who won the first seat's side becomes seat 0) and starts through NewGameScene.start; "Back"
(or Esc) returns to New Game and forgets the bids.

The scene is generic over the rules' `side_bid` module: it needs SIDES (in seat order),
MAX_BID, OPTION, bot_bid, settle and seat_order, and the rules' `seat_labels` for side names.
Its randomness (bot bids, roll-off) comes from a random.Random seeded from the New Game seed,
so the same seed and bids give the same outcome.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ... import i18n
from ...engine.session import SeatInfo
from .. import theme
from ..scene import Scene
from ..widgets.basic import Button, draw_text, fit_size, panel, wrap


def bid_rng(seed: int) -> random.Random:
    """The bid's own randomness (bot bids, then the roll-off), from the New Game seed."""
    return random.Random(f"side-bid:{seed}")


@dataclass
class Bidder:
    row: int  # the New Game row the player sat in
    name: str  # shown during the bid ("Player 1" when no name was typed)
    named: bool  # typed a name: it moves with the player (else the new seat's default name)
    controller: str

    @property
    def human(self) -> bool:
        return self.controller == "human"


class SideBidScene(Scene):
    opaque = True
    modal = True

    def __init__(self, app, new_game) -> None:
        super().__init__(app)
        self.new_game = new_game
        self.rules = new_game.rules
        self.module = new_game.side_bid
        if self.module is None:
            raise ValueError(f"{self.rules.title} has no side bid.")
        self.rand = bid_rng(new_game.seed_value())
        self.bidders = [Bidder(row, new_game.names[row].text.strip() if new_game.named(row)
                               else i18n.t("bid.player", n=row + 1),
                               new_game.named(row), new_game.controllers[row])
                        for row in range(2)]
        self.bids: list[tuple[str, int] | None] = [None, None]
        humans = sum(b.human for b in self.bidders)
        self.steps: list[tuple[str, int | None]] = []
        for i, bidder in enumerate(self.bidders):
            if bidder.human:
                if humans > 1:
                    self.steps.append(("cover", i))
                self.steps.append(("choose", i))
            else:
                self.bids[i] = self.module.bot_bid(self.rand)
        if humans > 1:
            self.steps.append(("sealed", None))
        self.steps.append(("reveal", None))
        self.step = 0
        self.side: str | None = None  # the side the bidder wants (while choosing)
        self.n = 0
        self.outcome: dict | None = None
        self.buttons: list[Button] = []
        self.swatches: list[tuple[Button, str]] = []
        self.shown: list[str] = []  # every string drawn in the last frame (privacy tests)
        self._enter_step()

    # -- state ------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.steps[self.step][0]

    @property
    def bidder(self) -> int | None:
        return self.steps[self.step][1]

    def _enter_step(self) -> None:
        if self.phase == "choose":
            self.side, self.n = None, 0
        elif self.phase == "reveal" and self.outcome is None:
            self.outcome = self.module.settle(self.bids[0], self.bids[1], self.rand)

    def advance(self) -> None:
        self.step = min(self.step + 1, len(self.steps) - 1)
        self._enter_step()

    def other(self, side: str) -> str:
        sides = self.module.SIDES
        return sides[1 - sides.index(side)]

    def side_name(self, side: str) -> str:
        return i18n.t(self.rules.seat_labels[self.module.SIDES.index(side)])

    def side_colour(self, side: str):
        return theme.SEAT_COLOURS[self.module.SIDES.index(side) % len(theme.SEAT_COLOURS)]

    def choose_side(self, side: str) -> None:
        self.side = side

    def choose_n(self, n: int) -> None:
        self.n = max(0, min(n, self.module.MAX_BID))

    def seal(self) -> None:
        """Seal the current bidder's bid: (the side offered to the opponent, SPs)."""
        if self.phase != "choose" or self.side is None:
            return
        self.bids[self.bidder] = (self.other(self.side), self.n)
        self.advance()

    def back(self) -> None:
        self.app.stack.remove(self)

    def seating(self) -> tuple[list[int], list[SeatInfo], dict]:
        """The outcome as New Game rows per seat, the seats and the options to start with."""
        order = list(self.module.seat_order(self.outcome))
        seats = [SeatInfo(b.name if b.named else self.new_game.default_name(seat), b.controller)
                 for seat, b in enumerate(self.bidders[r] for r in order)]
        options = dict(self.new_game.options, **{self.module.OPTION: self.outcome["option"]})
        return order, seats, options

    def start_game(self) -> None:
        if self.outcome is None:
            return
        order, seats, options = self.seating()
        self.new_game.arrange(order, {self.module.OPTION: self.outcome["option"]})
        self.app.stack.remove(self)
        self.new_game.start(seats, options)

    # -- texts ------------------------------------------------------------------------------
    def sentence(self) -> str:
        if self.side is None:
            return i18n.t("bid.pick_side")
        return i18n.t(f"bid.sentence.{self.n if self.n < 2 else 'n'}",
                      wanted=self.side_name(self.side),
                      offered=self.side_name(self.other(self.side)), n=self.n)

    def bid_lines(self, i: int) -> list[str]:
        offered, n = self.bids[i]
        return [i18n.t("bid.wants", wanted=self.side_name(self.other(offered))),
                i18n.t(f"bid.offers.{n if n < 2 else 'n'}", offered=self.side_name(offered),
                       n=n)]

    def reason_lines(self) -> list[str]:
        out, (a, b) = self.outcome, self.bidders
        if out["winner"] is None:
            return [i18n.t("bid.different")]
        wanted = self.side_name(self.other(self.bids[0][0]))
        lines = [i18n.t("bid.same_side", wanted=wanted)]
        if not out["rolls"]:
            return lines + [i18n.t("bid.bigger", name=self.bidders[out["winner"]].name,
                                   wanted=wanted)]
        lines.append(i18n.t("bid.tie"))
        rolls = out["rolls"]
        for ra, rb in rolls[:-1][-3:]:
            lines.append(i18n.t("bid.roll_again", a_name=a.name, a=ra, b_name=b.name, b=rb))
        ra, rb = rolls[-1]
        lines.append(i18n.t("bid.roll_win", a_name=a.name, a=ra, b_name=b.name, b=rb,
                            name=self.bidders[out["winner"]].name, wanted=wanted))
        return lines

    def result_lines(self) -> list[tuple[str, str]]:
        """(side, sentence) per seat, in seat order."""
        order, extra = self.module.seat_order(self.outcome), self.outcome["extra"]
        lines = []
        for seat, row in enumerate(order):
            side, name = self.module.SIDES[seat], self.bidders[row].name
            if extra and extra[0] == side:
                n = extra[1]
                text = i18n.t(f"bid.plays_extra.{1 if n == 1 else 'n'}", name=name,
                              side=self.side_name(side), n=n)
            else:
                text = i18n.t("bid.plays", name=name, side=self.side_name(side))
            lines.append((side, text))
        return lines

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
            return True
        for button in list(self.buttons):
            if button.handle(event):
                return True
        return True  # modal: New Game underneath sees nothing

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (
                key == pygame.K_SPACE and self.phase in ("cover", "sealed")):
            {"cover": self.advance, "sealed": self.advance, "choose": self.seal,
             "reveal": self.start_game}[self.phase]()
        elif self.phase == "choose" and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.choose_side(self.module.SIDES[0 if key == pygame.K_LEFT else 1])
        elif self.phase == "choose" and pygame.K_0 <= key <= pygame.K_9:
            if key - pygame.K_0 <= self.module.MAX_BID:
                self.choose_n(key - pygame.K_0)

    # -- drawing ----------------------------------------------------------------------------
    def _text(self, surface, text, pos, size=18, colour=theme.TEXT, bold=False,
              anchor="topleft") -> pygame.Rect:
        self.shown.append(text)
        return draw_text(surface, text, pos, size, colour, bold, anchor)

    def _wrapped(self, surface, text, rect: pygame.Rect, size=17, colour=theme.TEXT,
                 centre=False) -> int:
        """Wrapped text inside rect (left-aligned or centred); returns the bottom y."""
        self.shown.append(text)
        y, line_h = rect.top, theme.font(size).get_linesize() + 2
        for line in wrap(text, size, rect.width):
            if y + line_h - 2 > rect.bottom:
                break
            if centre:
                draw_text(surface, line, (rect.centerx, y), size, colour, anchor="midtop")
            else:
                draw_text(surface, line, (rect.left, y), size, colour)
            y += line_h
        return y

    def draw(self, surface: pygame.Surface) -> None:
        self.shown = []
        surface.fill(theme.BG)
        w, h = surface.get_size()
        self._text(surface, i18n.t("bid.title"), (w // 2, 30), 34, theme.ACCENT, True, "midtop")
        back = Button(i18n.t("common.back"), self.back)
        back.rect = pygame.Rect(20, 20, 120, 42)
        self.buttons, self.swatches = [back], []
        getattr(self, f"_draw_{self.phase}")(surface, w, h)
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for button in self.buttons:
            if mouse is not None:
                button.hover = button.rect.collidepoint(mouse)
            button.draw(surface)
        for button, side in self.swatches:  # the side buttons show the side's colour
            pygame.draw.circle(surface, self.side_colour(side),
                               (button.rect.left + 30, button.rect.centery), 11)

    def _primary(self, label: str, action, w: int, h: int, enabled: bool = True) -> Button:
        button = Button(label, action, primary=True, size=24, enabled=enabled)
        button.rect = pygame.Rect(0, 0, 260, 56)
        button.rect.bottomright = (w - 30, h - 30)
        self.buttons.append(button)
        return button

    def _cover(self, surface, w, h, heading: str, hint: str, note: str, label: str) -> None:
        pygame.draw.circle(surface, theme.ACCENT, (w // 2, h // 2 - 120), 34)
        self._text(surface, heading, (w // 2, h // 2 - 60), 34, theme.TEXT, True, "midtop")
        self._text(surface, hint, (w // 2, h // 2), 18, theme.TEXT_DIM, anchor="midtop")
        if note:
            self._text(surface, note, (w // 2, h // 2 + 30), 18, theme.ACCENT, anchor="midtop")
        ready = Button(label, self.advance, primary=True, size=22)
        ready.rect = pygame.Rect(0, 0, 300, 56)
        ready.rect.midtop = (w // 2, h // 2 + 80)
        self.buttons.append(ready)

    def _draw_cover(self, surface, w, h) -> None:
        name = self.bidders[self.bidder].name
        before = [b.name for i, b in enumerate(self.bidders)
                  if i != self.bidder and b.human and self.bids[i] is not None]
        note = i18n.t("bid.sealed_note", name=before[0]) if before else ""
        self._cover(surface, w, h, i18n.t("bid.pass_to", name=name),
                    i18n.t("bid.pass_hint", name=name), note, i18n.t("bid.ready"))

    def _draw_sealed(self, surface, w, h) -> None:
        self._cover(surface, w, h, i18n.t("bid.all_sealed"), i18n.t("bid.all_sealed_hint"), "",
                    i18n.t("bid.reveal"))

    def _hint(self, surface, text: str, top: int, width: int, w: int) -> None:
        """A small dim hint, centred; left out when it would run into the primary button."""
        lines = wrap(text, 15, width)
        rect = pygame.Rect(0, 0, width, len(lines) * (theme.font(15).get_linesize() + 2))
        rect.midtop = (w // 2, top)
        if not any(b.primary and b.rect.colliderect(rect) for b in self.buttons):
            self._wrapped(surface, text, rect, 15, theme.TEXT_DIM, centre=True)

    def _draw_choose(self, surface, w, h) -> None:
        small = h < 760  # a compact layout for small windows (1280x800 has room)
        cx, cw = w // 2, min(840, w - 80)
        gap = 14 if small else 30
        name = self.bidders[self.bidder].name
        self._text(surface, i18n.t("bid.choose_title", name=name), (cx, 80 if small else 92),
                   22 if small else 26, theme.TEXT, True, "midtop")
        y = self._wrapped(surface, i18n.t("bid.explain"),
                          pygame.Rect(cx - cw // 2, 116 if small else 140, cw, 110),
                          15 if small else 17, theme.TEXT_DIM)
        y = (y if small else max(y, 230)) + gap - 10
        self._text(surface, i18n.t("bid.want"), (cx, y), 19, theme.TEXT, True, "midtop")
        y += 28 if small else 32
        side_h = 48 if small else 60
        for i, side in enumerate(self.module.SIDES):
            button = Button(self.side_name(side), lambda s=side: self.choose_side(s),
                            primary=side == self.side, size=22)
            button.rect = pygame.Rect(0, 0, 300, side_h)
            button.rect.topright = (cx - 12, y) if i == 0 else (cx + 312, y)
            self.buttons.append(button)
            self.swatches.append((button, side))
        y += side_h + gap
        self._text(surface, i18n.t("bid.offer", max=self.module.MAX_BID), (cx, y), 19,
                   theme.TEXT, True, "midtop")
        y += 28 if small else 32
        count = self.module.MAX_BID + 1
        size, n_h, n_gap = 64, (46 if small else 56), 14
        x0 = cx - (count * size + (count - 1) * n_gap) // 2
        for n in range(count):
            button = Button(str(n), lambda k=n: self.choose_n(k), primary=n == self.n, size=24)
            button.rect = pygame.Rect(x0 + n * (size + n_gap), y, size, n_h)
            self.buttons.append(button)
        y += n_h + gap
        box = pygame.Rect(cx - cw // 2, y, cw, 52 if small else 64)
        panel(surface, box, theme.PANEL, theme.ACCENT if self.side else theme.BORDER)
        text = self.sentence()
        self._text(surface, text, box.center, fit_size(text, cw - 40, 22),
                   theme.ACCENT if self.side else theme.TEXT_DIM, self.side is not None,
                   "center")
        self._primary(i18n.t("bid.seal"), self.seal, w, h, enabled=self.side is not None)
        self._hint(surface, i18n.t("bid.keys", max=self.module.MAX_BID), box.bottom + 12, cw, w)

    def _draw_reveal(self, surface, w, h) -> None:
        small = h < 760
        cx, cw = w // 2, min(900, w - 80)
        self._text(surface, i18n.t("bid.reveal_title"), (cx, 80 if small else 92),
                   22 if small else 26, theme.TEXT, True, "midtop")
        self._primary(i18n.t("newgame.start"), self.start_game, w, h)
        pw, top = (cw - 24) // 2, (116 if small else 138)
        panel_h, line_h, size = (96, 22, 16) if small else (116, 26, 18)
        for i, bidder in enumerate(self.bidders):
            rect = pygame.Rect(cx - cw // 2 + i * (pw + 24), top, pw, panel_h)
            panel(surface, rect)
            wanted = self.other(self.bids[i][0])
            pygame.draw.circle(surface, self.side_colour(wanted),
                               (rect.left + 28, rect.top + 28), 11)
            label = bidder.name + ("" if bidder.human else f" ({i18n.t('bid.bot')})")
            self._text(surface, label, (rect.left + 50, rect.top + 28),
                       fit_size(label, pw - 70, 22 if small else 24, True), theme.TEXT, True,
                       "midleft")
            for j, line in enumerate(self.bid_lines(i)):
                self._text(surface, line, (rect.left + 22, rect.top + panel_h - 58 + j * line_h),
                           fit_size(line, pw - 40, size), theme.TEXT)
        y = top + panel_h + (12 if small else 24)
        reasons = self.reason_lines()
        for i, line in enumerate(reasons):  # the decisive line stands out
            y = self._wrapped(surface, line, pygame.Rect(cx - cw // 2, y, cw, 52), size,
                              theme.TEXT if i == len(reasons) - 1 else theme.TEXT_DIM,
                              centre=True) + (0 if small else 4)
        box_h, first, step = (98, 44, 32) if small else (128, 58, 40)
        box = pygame.Rect(cx - cw // 2, y + 12 if small else max(y + 12, 430), cw, box_h)
        panel(surface, box, theme.PANEL, theme.ACCENT)
        self._text(surface, i18n.t("bid.result"), (box.left + 22, box.top + 12), 18,
                   theme.ACCENT, True)
        for seat, (side, text) in enumerate(self.result_lines()):
            ly = box.top + first + seat * step
            pygame.draw.circle(surface, self.side_colour(side), (box.left + 32, ly), 10)
            self._text(surface, text, (box.left + 54, ly),
                       fit_size(text, cw - 80, 18 if small else 21), theme.TEXT, True,
                       "midleft")
        self._hint(surface, i18n.t("bid.start_hint"), box.bottom + 14, cw, w)
