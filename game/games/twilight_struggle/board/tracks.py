"""The printed tracks of the Twilight Struggle map: VP, turn, action round per side, DEFCON
(with the regions a coup may not target at each level, TS-8.1.2), military ops, the space
race, the China Card, the headline slots and the lasting events in play; with a tooltip for
each box.

The boxes are the TMX layer `tracks`; they pan and zoom with the map. Everything drawn is read
from the board's view (and the fixed facts in game.games.twilight_struggle.rules.data).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.games.twilight_struggle.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_squeezed, draw_text, ellipsize, fit_size
from game.ui.widgets.map_type import map_floor

from . import draw as art
from .palette import REGION_COLOURS

TRACK_FILL, TRACK_EDGE = (52, 56, 68), (112, 118, 134)
TRACK_TYPE = 11  # px: the VP track's numbers at a laptop's size (issue #34.1)


# The view entries the tracks show (`Tracks.key`); the headline slots come from the board.
TRACK_VIEW = ("vp", "turn", "round", "phasing", "defcon", "milops", "space", "china", "lasting")


def box(surface: pygame.Surface, rect: pygame.Rect, fill=TRACK_FILL, edge=TRACK_EDGE) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, edge, rect, 1, border_radius=4)


def action_rounds(view: dict) -> tuple[int, int]:
    """How far each side is in this turn's action rounds: the USSR acts first in every
    round (TS-4.5.D), so while the US is phasing both have reached `round`."""
    rnd, phasing = view.get("round") or 0, view.get("phasing")
    if not rnd or phasing is None:
        return 0, 0
    return rnd, rnd if phasing == 1 else rnd - 1


class Tracks:
    def __init__(self, board) -> None:
        self.board = board
        self.boxes = {z.name: z.rect for z in board.map.layer("tracks")}
        self.chips: list[tuple[pygame.Rect, int]] = []  # lasting-event chips drawn this frame
        self.taken: list[pygame.Rect] = []  # what a track's title must not run into (`draw`)

    def rect(self, name: str) -> pygame.Rect:
        return self.board.map_view.to_screen(self.boxes[name])

    def name_at(self, pos: tuple[int, int]) -> str | None:
        return self.board.map_view.target_at(pos, self.boxes)

    # -- tooltips ----------------------------------------------------------------------------
    def tip(self, pos: tuple[int, int]) -> str:
        name = self.name_at(pos)
        if name is None:
            return ""
        view = self.board.view
        kind, _, arg = name.rpartition("_")
        if name == "china_card":
            return self.china_tip()
        if name.startswith("headline_"):
            return self.headline_tip()
        if name == "events":
            return i18n.t("ts.table.tip.events", count=len(view.get("lasting") or []))
        if kind == "vp":
            return i18n.t("ts.table.tip.vp", vp=view.get("vp", 0))
        if kind == "turn":
            return i18n.t("ts.table.tip.turn", turn=view.get("turn"))
        if kind in ("ar_ussr", "ar_us"):
            ussr, us = action_rounds(view)
            return i18n.t("ts.table.tip.ar", ussr=ussr, us=us)
        if kind == "defcon":
            banned = data.BLOCKED_REGIONS.get(int(arg), ())
            regions = ", ".join(art.region_name(r) for r in banned) or i18n.t("ts.table.none")
            return i18n.t("ts.table.tip.defcon", level=arg, now=view.get("defcon"), regions=regions)
        if kind in ("milops_ussr", "milops_us"):
            ops = view.get("milops") or [0, 0]
            return i18n.t("ts.table.tip.milops", ussr=ops[0], us=ops[1], need=view.get("defcon"))
        if kind in ("space_ussr", "space_us"):
            return self.space_tip(int(arg))
        return ""

    def space_tip(self, k: int) -> str:
        at = self.board.view.get("space") or [0, 0]
        now = i18n.t("ts.table.tip.space_now", ussr=at[0], us=at[1])
        if k == 0:
            return i18n.t("ts.table.tip.space_start") + "\n" + now
        info = data.SPACE_BOXES[k - 1]
        return "\n".join((i18n.t("ts.table.tip.space", box=k, name=i18n.t(f"ts.space.box.{k}"),
                                 ops=info["ops"], roll=info["roll"], first=info["vp"][0],
                                 second=info["vp"][1]), now))

    def china_tip(self) -> str:
        china = self.board.view.get("china") or {}
        holder = china.get("holder")
        if holder is None:
            return i18n.t("ts.table.tip.china_played")
        state = "up" if china.get("face_up") else "down"
        return i18n.t(f"ts.table.tip.china_{state}", side=art.side_name(holder))

    def headline_tip(self) -> str:
        cards = self.board.view.get("headline") or [None, None]
        if not any(c is not None for c in cards):
            return i18n.t("ts.table.tip.headline_none")
        return "\n".join(i18n.t("ts.table.tip.headline", side=art.side_name(s),
                                card=art.card_name(c)) for s, c in enumerate(cards)
                         if c is not None)

    # -- drawing ----------------------------------------------------------------------------
    def key(self) -> tuple:
        """What `draw` reads besides the map's view and the fonts (the board's underlay)."""
        view = self.board.view
        return tuple(repr(view.get(k)) for k in TRACK_VIEW) + (
            tuple(self.board.headline_cards()),)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.board.view
        s = self.board.map_view.scale()
        board = self.board
        self.taken = [self.rect(n) for n in self.boxes] + \
            [board.country_rect(c) for c in board.countries] + \
            [board.map_view.to_screen(r) for r in board.superpowers.values()] + \
            [r for _, _, r in board.region_labels().values()]
        digits = max(art.LEGIBLE, int(16 * s))
        self.draw_vp(surface, view, digits)
        self.draw_row(surface, "turn", range(1, 11), view.get("turn"), theme.ACCENT, digits,
                      i18n.t("ts.table.track.turn"))
        for seat, at in enumerate(action_rounds(view)):
            # No title: the row above sits close (the title bar and tooltip say the round).
            self.draw_row(surface, f"ar_{art.SIDES[seat]}", range(1, 9), at,
                          art.SEAT_COLOURS[seat], digits, "", seat)
        self.draw_defcon(surface, view, s)
        ops, space = view.get("milops") or [0, 0], view.get("space") or [0, 0]
        for seat in (0, 1):  # one title for both sides' rows, over (or beside) the two
            side = art.SIDES[seat]
            self.draw_row(surface, f"milops_{side}", range(0, 6), ops[seat],
                          art.SEAT_COLOURS[seat], digits,
                          i18n.t("ts.table.track.milops") if seat == 0 else "", seat,
                          rows=("milops_ussr", "milops_us"))
            self.draw_row(surface, f"space_{side}", range(0, 9), space[seat],
                          art.SEAT_COLOURS[seat], digits,
                          i18n.t("ts.table.track.space") if seat == 0 else "", seat,
                          i18n.t("ts.table.track.space.short"), ("space_ussr", "space_us"))
        self.draw_china(surface, view, s)
        self.draw_headlines(surface, s)
        self.draw_events(surface, view, s)

    def label(self, surface: pygame.Surface, first: pygame.Rect, text: str, s: float,
              row: pygame.Rect | None = None, short: str = "") -> None:
        """A track's title where it runs into nothing else on the map (`taken`; the player's
        larger text size and Korean names need more room than the printed map leaves): above
        the first box, else beside the `row` (left, then right), else below it, each at the
        largest size from the track's own down to the map's floor; then the same with the
        `short` form. Where none is free: above, at the floor, on a plate of its own."""
        if not text:
            return
        row = row or first
        floor = map_floor()
        sizes = range(max(floor, int(15 * s)), floor - 1, -1)
        view = self.board.map_view
        area = view.rect.clip(view.to_screen(view.area))
        places = (("bottomleft", (first.left, first.top - 2)),
                  ("midright", (row.left - 4, row.centery)),
                  ("bottomright", (row.left - 4, row.bottom)),
                  ("topright", (row.left - 4, row.top)),
                  ("midleft", (row.right + 4, row.centery)),
                  ("topleft", (first.left, row.bottom + 2)))
        for words in (text, short) if short else (text,):
            for anchor, pos in places:
                for size in sizes:
                    rect = pygame.Rect((0, 0), theme.font(size, True).size(words))
                    setattr(rect, anchor, pos)
                    if area.contains(rect) and rect.inflate(2, 2).collidelist(self.taken) < 0:
                        self.taken.append(draw_text(surface, words, pos, size, theme.TEXT,
                                                    True, anchor))
                        return
        rect = pygame.Rect((0, 0), theme.font(floor, True).size(text))
        rect.bottomleft = (first.left, first.top - 1)
        pygame.draw.rect(surface, TRACK_FILL, rect.inflate(6, 0), border_radius=3)
        self.taken.append(draw_text(surface, text, rect.topleft, floor, theme.TEXT, True))

    def draw_row(self, surface: pygame.Surface, prefix: str, values: range, at, colour,
                 digits: int, title: str, seat: int | None = None, short: str = "",
                 rows: tuple[str, ...] = ()) -> None:
        for v in values:
            rect = self.rect(f"{prefix}_{v}")
            box(surface, rect)
            draw_text(surface, str(v), rect.center, digits, theme.TEXT_DIM, True, "center")
            if v == at:
                art.marker(surface, rect.center, max(6, min(rect.width, rect.height) // 2 - 1),
                           colour, str(v), seat=seat)
        self.label(surface, self.rect(f"{prefix}_{values[0]}"), title,
                   self.board.map_view.scale(), self.row_rect(prefix, values).unionall(
                       [self.row_rect(r, values) for r in rows]), short)

    def row_rect(self, prefix: str, values: range) -> pygame.Rect:
        return self.rect(f"{prefix}_{values[0]}").unionall(
            [self.rect(f"{prefix}_{v}") for v in values])

    def draw_vp(self, surface: pygame.Surface, view: dict, digits: int) -> None:
        vp = view.get("vp", 0)
        for v in range(-20, 21):
            rect = self.rect(f"vp_{v}")
            fill = art.mix(TRACK_FILL, art.SEAT_COLOURS[1 if v > 0 else 0], 0.3) if v else \
                (74, 78, 90)
            box(surface, rect, fill)
            if v % 5 == 0:  # every fifth box numbered, legibly (issue #34.1; the tip says all)
                draw_text(surface, str(abs(v)), rect.center, max(TRACK_TYPE, digits - 2),
                          theme.TEXT_DIM, True, "center")
        at = self.rect(f"vp_{max(-20, min(20, vp))}")
        colour = art.US_COLOUR if vp > 0 else art.USSR_COLOUR if vp < 0 else (120, 120, 120)
        art.marker(surface, at.center, max(8, min(at.width, at.height) // 2 + 2), colour,
                   str(abs(vp)), seat=1 if vp > 0 else 0 if vp < 0 else None)
        self.label(surface, self.rect("vp_-20"), i18n.t("ts.table.track.vp"),
                   self.board.map_view.scale(), self.row_rect("vp", range(-20, 21)))

    def draw_defcon(self, surface: pygame.Surface, view: dict, s: float) -> None:
        """DEFCON 5..1; each box shows, as region colour dots, the regions where a coup or
        realignment is barred at that level (TS-8.1.2); the present level is ringed."""
        now = view.get("defcon")
        for level in range(1, 6):
            rect = self.rect(f"defcon_{level}")
            danger = art.mix((150, 40, 30), TRACK_FILL, (level - 1) / 4)
            box(surface, rect, danger)
            banned = data.BLOCKED_REGIONS.get(level, ())
            dots = rect.width >= 40  # room for the region dots (else the tooltip names them)
            draw_text(surface, str(level), (rect.left + 4, rect.centery) if dots else
                      rect.center, max(art.LEGIBLE + 2, int(20 * s)), theme.TEXT, True,
                      "midleft" if dots else "center")
            r = max(3, int(5 * s))
            for i, region in enumerate(banned if dots else ()):
                centre = (rect.right - r - 3 - i * (2 * r + 2), rect.bottom - r - 3)
                pygame.draw.circle(surface, REGION_COLOURS.get(region, art.NEUTRAL_COLOUR),
                                   centre, r)
                pygame.draw.circle(surface, art.INK, centre, r, 1)
            if level == now:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=6)
        self.label(surface, self.rect("defcon_5") if self.rect("defcon_5").left <
                   self.rect("defcon_1").left else self.rect("defcon_1"),
                   i18n.t("ts.table.track.defcon", level=now), s,
                   self.row_rect("defcon", range(1, 6)), i18n.t("ts.table.track.defcon.short"))

    def draw_china(self, surface: pygame.Surface, view: dict, s: float) -> None:
        rect = self.rect("china_card")
        china = view.get("china") or {}
        holder = china.get("holder")
        colour = art.SEAT_COLOURS[holder] if holder is not None else art.NEUTRAL_COLOUR
        up = bool(china.get("face_up"))
        box(surface, rect, colour if up else art.mix(colour, art.INK, 0.55), theme.ACCENT)
        size = max(art.LEGIBLE, int(16 * s))
        title = i18n.t("ts.table.china.short")
        draw_squeezed(surface, title, (rect.centerx, rect.top + 2), fit_size(
            title, rect.width - 6, size, True, art.LEGIBLE), rect.width - 6, art.PAPER, True,
            "midtop")
        who = art.side_name(holder) if holder is not None else i18n.t("ts.table.china.played")
        line = i18n.t("ts.table.china.state", side=who, state=i18n.t(
            "ts.table.china.up" if up else "ts.table.china.down"))
        draw_squeezed(surface, line, (rect.centerx, rect.bottom - 2), fit_size(
            line, rect.width - 6, size, False, art.LEGIBLE), rect.width - 6, art.PAPER, False,
            "midbottom")

    def draw_headlines(self, surface: pygame.Surface, s: float) -> None:
        """The headline slots: the revealed cards (TS-4.5.C), or during the choice the
        viewer's own pick and, for the other side, only whether it has sealed."""
        shown = self.board.headline_cards()
        size = max(art.LEGIBLE, int(15 * s))
        for seat in (0, 1):
            rect = self.rect(f"headline_{art.SIDES[seat]}")
            box(surface, rect, art.mix(art.SEAT_COLOURS[seat], TRACK_FILL, 0.55))
            draw_text(surface, art.side_name(seat), (rect.left + 4, rect.top + 2), size,
                      theme.TEXT_DIM, True)
            card, note = shown[seat]
            text = art.card_name(card) if card is not None else note
            if text:  # the whole name when a little condensing fits it (the tooltip has it)
                fitted = fit_size(text, rect.width - 8, size, True, art.LEGIBLE)
                if theme.font(fitted, True).size(text)[0] > (rect.width - 8) * art.SQUEEZE:
                    text = ellipsize(text, int((rect.width - 8) * art.SQUEEZE), fitted, True)
                draw_squeezed(surface, text, (rect.left + 4, rect.bottom - 2), fitted,
                              rect.width - 8, theme.TEXT if card is not None else
                              theme.TEXT_DIM, True, "bottomleft")
        self.label(surface, self.rect("headline_ussr"), i18n.t("ts.table.track.headline"), s,
                   self.rect("headline_ussr").union(self.rect("headline_us")))

    def draw_events(self, surface: pygame.Surface, view: dict, s: float) -> None:
        """Lasting and underlined events in play as chips in the side's colour (a click opens
        them in the pile viewer)."""
        rect = self.rect("events")
        box(surface, rect, (44, 40, 36))
        size = max(art.LEGIBLE + 1, int(14 * s))
        title = i18n.t("ts.table.events")  # in the box, down to the map's floor, else short
        fitted = fit_size(title, rect.width - 8, size, True, map_floor())
        if theme.font(fitted, True).size(title)[0] > rect.width - 8:
            title = i18n.t("ts.table.events.short")
            fitted = fit_size(title, rect.width - 8, size, True, map_floor())
        draw_text(surface, title, (rect.left + 4, rect.top + 2), fitted, theme.TEXT_DIM, True)
        self.chips = []
        cards = list(view.get("lasting") or [])
        row_h = size + 6
        x, y = rect.left + 4, rect.top + row_h + 2
        for card in cards:
            name = art.card_name(card)
            w = min(rect.width - 8, theme.font(size, True).size(name)[0] + 10)
            if x + w > rect.right - 4:
                x, y = rect.left + 4, y + row_h + 2
            if y + row_h > rect.bottom - 2:
                break
            chip = pygame.Rect(x, y, w, row_h)
            pygame.draw.rect(surface, art.CARD_COLOURS[data.CARDS[card]["side"]], chip,
                             border_radius=4)
            draw_text(surface, ellipsize(name, w - 8, size, True), (chip.left + 4,
                      chip.centery), size, art.INK, True, "midleft")
            self.chips.append((chip, card))
            x += w + 4
