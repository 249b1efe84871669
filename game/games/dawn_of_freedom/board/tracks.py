"""1989's printed tracks on the map: VP, turn, action round, U.S.S.R. Stability, Tiananmen
Square, and each country's scoring and Power boxes; with the tooltip for each box.

The boxes are the TMX layer `tracks` (names like vp_3, ts_4, power_poland); they pan and zoom
with the map (`board.map_view`). Everything drawn is read from the board's view.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.games.dawn_of_freedom.rules import data
from game.ui import theme
from game.ui.widgets.basic import draw_squeezed, draw_text, fit_size, wrap

from . import draw as art

TRACK_TYPE = 11  # px: the VP track's numbers at a laptop's size (issue #34.1)

# The view entries the tracks show (`Tracks.key`).
TRACK_VIEW = ("vp", "turn", "round", "phasing", "ussr", "ts", "power", "retentions")


def ussr_name(box: str, size: int, room: int) -> str:
    """A U.S.S.R. stability box's name, or its short form (`dof.ussr_short.<box>`) when a
    word of the name would have to be split to fit the box (issue #34.1: the whole map in a
    laptop's window; the tooltip names it in full)."""
    name, short = i18n.t(f"dof.ussr.{box}"), f"dof.ussr_short.{box}"
    font = theme.font(size, True)
    if i18n.has(short) and any(font.size(word)[0] > room * art.SQUEEZE for word in name.split()):
        return i18n.t(short)
    return name


class Tracks:
    def __init__(self, board) -> None:
        self.board = board
        self.tracks = {z.name: z.rect for z in board.map.layer("tracks")}

    def track_tip(self, pos: tuple[int, int]) -> str:
        """What a track box means, for the tooltip (empty when pos is on no track)."""
        if not self.board.map_view.rect.collidepoint(pos):
            return ""
        name = next((n for n in self.tracks if self.track(n).collidepoint(pos)), None)
        if name is None:
            return ""
        kind, _, arg = name.partition("_")
        if kind == "vp":
            return i18n.t("dof.board.tip.vp", vp=self.board.view.get("vp", 0))
        if kind == "turn":
            return i18n.t("dof.board.tip.turn", turn=arg)
        if kind == "round":
            return i18n.t("dof.board.tip.round", round=arg)
        if kind == "ussr":
            box = data.USSR_TRACK[int(arg)]
            tip = i18n.t("dof.board.tip.ussr", name=i18n.t(f"dof.ussr.{box['box']}"))
            return tip + (f" ({box['vp']} VP)" if box.get("vp") else "")
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
        return self.board.map_view.to_screen(self.tracks[name])

    def vp_marker(self) -> tuple[tuple[int, int], int]:
        """The VP marker's centre and radius: on its box, and wholly inside the track even
        at either end (past ±20 it sits on the last box and shows the number, issue #19.17)."""
        vp = self.board.view.get("vp", 0)
        at = self.track(f"vp_{max(-20, min(20, vp))}")
        row = self.track("vp_-20").union(self.track("vp_20"))
        radius = max(8, int(20 * self.board.map_view.scale()))
        x = min(max(at.centerx, row.left + radius), row.right - radius)
        return (x, at.centery), radius

    def key(self) -> tuple:
        """What `draw_tracks` reads besides the map's view and the fonts (the underlay)."""
        view = self.board.view
        return tuple(repr(view.get(k)) for k in TRACK_VIEW)

    def draw_tracks(self, surface: pygame.Surface) -> None:
        view = self.board.view
        s = self.board.map_view.scale()
        small = max(art.LEGIBLE, int(15 * s))
        # VP track −20 … +20: the marker shows the number when it is past the printed end.
        vp = view.get("vp", 0)
        for v in range(-20, 21):
            rect = self.track(f"vp_{v}")
            fill = art._mix((58, 62, 74), art.SIDE_COLOURS["dem" if v > 0 else "com"],
                            0.25) if v else (70, 74, 86)
            art.track_box(surface, rect, "", small, fill)
            if v % 5 == 0:  # every fifth box numbered, legibly (issue #34.1; the tip says all)
                draw_text(surface, f"{v:+d}" if v else "0", rect.center,
                          max(TRACK_TYPE, int(13 * s)), theme.TEXT_DIM, True, "center")
        centre, radius = self.vp_marker()
        colour = art.DEM_COLOUR if vp > 0 else art.COM_COLOUR if vp < 0 else (120, 120, 120)
        art.marker(surface, centre, radius, colour, f"{vp:+d}" if vp else "0",
                   side="dem" if vp > 0 else "com" if vp < 0 else None)
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
                       art.SIDE_COLOURS.get(phasing, (120, 120, 120)), str(rnd), side=phasing)
        self.draw_ussr(surface, s)
        self.draw_ts(surface, s)
        self.draw_countries(surface, s)

    def draw_ussr(self, surface: pygame.Surface, s: float) -> None:
        at = self.board.view.get("ussr", 0)
        for u, box in enumerate(data.USSR_TRACK):
            rect = self.track(f"ussr_{u}")
            art.track_box(surface, rect, "", 10)
            size = max(art.LEGIBLE, int(12 * s))
            room = rect.width - 6
            name = ussr_name(box["box"], size, room)
            longest = max(theme.font(size, True).size(word)[0] for word in name.split())
            y = rect.top + 3
            # Words whole (a long one condensed), never "Breakawa / y Baltic".
            for line in wrap(name, size, max(room, min(longest, int(room * art.SQUEEZE))),
                             True)[:2]:
                draw_squeezed(surface, line, (rect.centerx, y), size, room, theme.TEXT, True,
                              "midtop")
                y += theme.font(size, True).get_linesize()
            vp_size = max(art.LEGIBLE, int(12 * s))
            if box.get("vp") and y + theme.font(vp_size).get_linesize() <= rect.bottom:
                # Under the name when it fits at a legible size; the tooltip says it anyway.
                draw_squeezed(surface, f"{box['vp']} VP", (rect.centerx, rect.bottom - 2),
                              vp_size, room, theme.TEXT_DIM, False, "midbottom")
            if u == at:  # a ring, not a disc over the name (issue #34.1)
                pygame.draw.rect(surface, (200, 40, 40), rect.inflate(4, 4), 3,
                                 border_radius=6)

    def draw_ts(self, surface: pygame.Surface, s: float) -> None:
        ts = self.board.view.get("ts") or {"pos": {"com": 0, "dem": 0}}
        first = self.track("ts_0")
        draw_text(surface, i18n.t("dof.board.ts"), (first.left, first.top - 4),
                  max(art.LEGIBLE, int(15 * s)), theme.TEXT, True, "bottomleft")
        small = max(art.LEGIBLE, int(11 * s))
        names = int(11 * s) >= 9  # the awards only where they can be read (tooltips have them)
        for k in range(9):
            rect = self.track(f"ts_{k}")
            art.track_box(surface, rect, "", small)
            if k == 0:
                draw_text(surface, i18n.t("dof.board.ts_start"), (rect.centerx, rect.top + 4),
                          max(art.LEGIBLE, int(13 * s)), theme.TEXT, True, "midtop")
            else:
                box = data.TS_TRACK[k - 1]
                draw_text(surface, str(k), (rect.left + 4, rect.top + 2),
                          max(art.LEGIBLE, int(14 * s)), theme.ACCENT, True)
                y = rect.top + int(22 * s)
                for side in ("dem", "com") if names else ():
                    name = i18n.t(f"dof.ts.{side}.{k}")
                    size = fit_size(name, rect.width - 6, small, False, art.LEGIBLE)
                    draw_text(surface, name, (rect.left + 3, y), size,
                              art._mix(art.SIDE_COLOURS[side], (255, 255, 255), 0.45))
                    y += int(size * 1.2) + 1
                self.draw_ts_need(surface, rect, box["target"], small, s)
            for i, side in enumerate(("com", "dem")):
                if ts["pos"].get(side) == k:
                    cx = rect.left + rect.width // 4 + i * rect.width // 2
                    art.marker(surface, (cx, rect.bottom - int(16 * s)), max(6, int(13 * s)),
                               art.SIDE_COLOURS[side], side=side)

    @staticmethod
    def draw_ts_need(surface: pygame.Surface, rect: pygame.Rect, need: dict, size: int,
                     s: float) -> None:
        """What each side must roll for a Tiananmen box: one line when it fits the box,
        else one line per side in its colour (never spilling into the next box)."""
        bottom = rect.bottom - int(34 * s)
        line = i18n.t("dof.board.ts_need", dem=need["dem"], com=need["com"])
        if theme.font(size).size(line)[0] <= rect.width - 4:
            draw_text(surface, line, (rect.centerx, bottom), size, theme.TEXT_DIM, False,
                      "midbottom")
            return
        size = max(art.LEGIBLE, fit_size(line, rect.width - 4, size, True, art.LEGIBLE))
        step = theme.font(size, True).get_linesize()
        for i, side in enumerate(("com", "dem")):  # bottom up: the Democrat's line on top
            text = i18n.t(f"dof.board.ts_need.{side}", n=need[side])
            draw_squeezed(surface, text, (rect.centerx, bottom - i * step), size,
                          rect.width - 4, art._mix(art.SIDE_COLOURS[side], (255, 255, 255),
                                                   0.45), True, "midbottom")

    @staticmethod
    def draw_country_lines(surface: pygame.Surface, rect: pygame.Rect, country: str,
                           s: float) -> None:
        """Name, scoring levels and Power value, spread over the box: none under LEGIBLE
        (a line a little too wide is condensed); the lines that do not fit the box's height
        are left to its tooltip, the last first."""
        info = data.COUNTRIES[country]
        sc = info["scoring"]
        room = rect.width - 8
        lines = []
        score = i18n.t("dof.board.score", presence=sc["presence"],
                       domination=sc["domination"], control=sc["control"])
        if theme.font(art.LEGIBLE).size(score)[0] > room * art.SQUEEZE:  # #34.1: "P3 D6 C9"
            score = i18n.t("dof.board.score_short", presence=sc["presence"],
                           domination=sc["domination"], control=sc["control"])
        for text, size, bold in (
                (art.country_name(country), int(17 * s), True), (score, int(13 * s), False),
                (i18n.t("dof.board.power_value", value=info["power_value"]), int(12 * s),
                 False)):
            size = fit_size(text, room, max(art.LEGIBLE, size), bold, art.LEGIBLE)
            lines.append((text, size, bold, theme.font(size, bold).get_linesize()))
        while len(lines) > 1 and sum(line[3] for line in lines) > rect.height - 2:
            lines.pop()
        gap = (rect.height - sum(line[3] for line in lines)) / (len(lines) + 1)
        y = rect.top + gap
        for text, size, bold, step in lines:
            draw_squeezed(surface, text, (rect.left + 5, int(y)), size, room, art.INK, bold)
            y += step + gap

    def draw_countries(self, surface: pygame.Surface, s: float) -> None:
        power = self.board.view.get("power") or {}
        retained = self.board.view.get("retentions") or {}
        for country in data.COUNTRIES:
            rect = self.track(f"score_{country}")
            colour = art.COUNTRY_COLOURS[country]
            pygame.draw.rect(surface, colour, rect, border_radius=5)
            pygame.draw.rect(surface, art.INK, rect, 2, border_radius=5)
            self.draw_country_lines(surface, rect, country, s)
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
                draw_text(surface, str(retained[country]), badge, max(art.LEGIBLE, int(r * 1.5)),
                          art.INK, True, "center")
                room -= 2 * r + 4
            size = fit_size(text, room, max(art.LEGIBLE, int(14 * s)), True, art.LEGIBLE)
            if theme.font(size, True).size(text)[0] > room * art.SQUEEZE:
                text = i18n.t("dof.board.power_short")  # the box's colour names the holder
            draw_squeezed(surface, text, (box.left + 3 + room // 2, box.centery), size, room,
                          (255, 255, 255), True, "center")

