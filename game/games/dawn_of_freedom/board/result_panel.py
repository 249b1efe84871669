"""The result panel of the 1989 struggle table (D89-8.4, D89-8.5): who won and why, the
modifiers, both rolls lit on the results table, Power, the country scoring, the rounds.

Drawn from `StruggleView.outcome` (the view's `ps_result`, outcome.py) into the view's
`Canvas`; `StruggleView` mixes it in (through `StruggleLayout`) and shows it until the
viewer clicks Continue.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dawn_of_freedom.rules.power_struggle import TABLES
from game.ui import theme
from game.ui.widgets.basic import fit_size

from . import draw as art
from .struggle_words import light, named_params, opp, signed, suit_name, t

SIDES = ("com", "dem")


class ResultPanel:
    """Mixed into StruggleView, which gives it `canvas`, `rect`, `outcome`, `rounds_lines`,
    `continue_button`, the sizes `px` / `fs` and `layout_history`."""

    def layout_result(self) -> None:
        c, r, out = self.canvas, self.rect, self.outcome
        pad = self.px(16)
        x, y = r.left + pad, r.top + self.px(12)
        width = r.width - 2 * pad
        winner = out.winner or "com"
        y = c.paragraph(t("result.title", side=art.side_name(winner),
                          country=art.country_name(out.country)), x, y, width, self.fs(22),
                        light(winner), True) + self.px(2)
        y = c.paragraph(self.why_text(), x, y, width, self.fs(16), theme.TEXT) + self.px(8)
        c.line((x, y), (r.right - pad, y), theme.BORDER)
        y += self.px(10)
        gap = self.px(24)
        left_w = int((width - gap) * 0.56)
        ly = self.layout_modifiers(x, y, min(left_w, self.px(380)))
        ly = self.layout_rolls(x, ly + self.px(8), left_w)
        ly = self.layout_results_table(x, ly + self.px(8), left_w)
        rounds = pygame.Rect(x, ly + self.px(12), left_w, r.bottom - pad - ly - self.px(12))
        if rounds.height >= self.px(90):  # how it went, when there is room
            self.layout_history(rounds, self.rounds_lines)
        rx = x + left_w + gap
        ry = self.layout_power(rx, y, width - left_w - gap)
        self.layout_scoring(rx, ry + self.px(12), width - left_w - gap)
        button = self.continue_button
        button.size = self.fs(18)
        bw = theme.font(button.size, True).size(button.label)[0] + self.px(60)
        button.rect = pygame.Rect(r.right - pad - bw, r.bottom - pad - self.px(44), bw,
                                  self.px(44))

    def why_text(self) -> str:
        out = self.outcome
        winner = out.winner or "com"
        return t(f"result.why.{out.why or 'no_lead'}", side=art.side_name(winner),
                 loser=art.side_name(opp(winner)), suit=suit_name(out.suit))

    def heading(self, text: str, x: int, y: int) -> int:
        return self.canvas.text(text, (x, y), self.fs(16), theme.ACCENT, True).bottom + \
            self.px(4)

    def layout_modifiers(self, x: int, y: int, width: int) -> int:
        c = self.canvas
        y = self.heading(t("result.modifiers"), x, y)
        parts = self.outcome.modifiers()
        size, step = self.fs(15), theme.font(self.fs(15)).get_linesize()
        for label, value in parts or [(t("result.mod.none"), 0)]:
            c.text(label, (x, y), size)
            c.text(signed(value), (x + width, y), size, theme.TEXT, True, "topright")
            y += step
        c.line((x, y + 1), (x + width, y + 1), theme.BORDER)
        total = sum(v for _, v in parts)
        c.text(t("result.mod.total"), (x, y + 3), size, theme.TEXT, True)
        c.text(signed(total), (x + width, y + 3), size, theme.ACCENT, True, "topright")
        return y + 3 + step

    def layout_rolls(self, x: int, y: int, width: int) -> int:
        c, out, size = self.canvas, self.outcome, self.fs(15)
        if out.loss:
            y = c.paragraph(t("result.loss", **named_params(out.loss)), x, y, width, size,
                            light(out.loss["side"]), True)
            lost = t("result.lost", spaces="; ".join(art.space_name(s) for s in out.lost)) \
                if out.lost else t("result.lost_none")
            y = c.paragraph(lost, x + self.px(12), y, width - self.px(12), size,
                            theme.TEXT_DIM) + self.px(4)
        if out.vp:
            y = c.paragraph(t("result.vp", side=art.side_name(out.vp["side"]),
                              die=out.vp["die"], mod=out.vp["mod"], total=out.vp["total"],
                              gain=out.vp["vp_gain"]), x, y, width, size,
                            light(out.vp["side"]), True)
        return y

    def layout_results_table(self, x: int, y: int, width: int) -> int:
        """The PS results table (D89-NS-03) with the rolled column of each row lit."""
        c, out, res = self.canvas, self.outcome, TABLES["results"]
        lo, hi = res["min_roll"], res["max_roll"]
        y = self.heading(t("result.table"), x, y)
        label_w = self.px(76)
        cell_w = (width - label_w) // (hi - lo + 1)
        h, size = self.px(26), self.fs(14)
        heads = [t("result.table.low", n=lo)] + [str(n) for n in range(lo + 1, hi)] + \
            [t("result.table.high", n=hi)]
        rows = [(t("result.table.roll"), heads, None),
                (t("result.table.loss"), res["support_loss"], out.loss),
                (t("result.table.vp"), res["vp"], out.vp)]
        for label, cells, roll in rows:
            c.text(label, (x, y + h // 2), size, theme.TEXT_DIM, True, "midleft")
            lit = None if roll is None else min(max(roll["total"], lo), hi) - lo
            for i, value in enumerate(cells):
                cell = pygame.Rect(x + label_w + i * cell_w, y, cell_w - 2, h - 2)
                c.box(cell, theme.ACCENT if i == lit else (44, 50, 62), 0, 4)
                c.text(str(value), cell.center, size, art.INK if i == lit else theme.TEXT,
                       i == lit or roll is None, "center")
            y += h
        return c.paragraph(t("result.threshold", need=TABLES["dem_takes_power_at"]), x,
                           y + self.px(4), width, self.fs(13), theme.TEXT_DIM)

    def layout_power(self, x: int, y: int, width: int) -> int:
        out = self.outcome
        y = self.heading(t("result.power"), x, y)
        country = art.country_name(out.country)
        power = out.power or {"how": "held"}
        params: dict[str, Any] = {"country": country}
        if power["how"] == "retained":
            params.update(times=power["times"], vp=power["vp_gain"],
                          value=power["vp_gain"] // max(1, power["times"]))
        elif power["how"] == "toppled":
            params["total"] = (out.vp or {}).get("total", "?")
        side = "com" if power["how"] == "retained" else "dem"
        return self.canvas.paragraph(t(f"result.power.{power['how']}", **params), x, y, width,
                                     self.fs(15), light(side), True)

    def layout_scoring(self, x: int, y: int, width: int) -> None:
        """D89-9.3 for both sides: level, battlegrounds, VP; then the net move of the track."""
        c, score = self.canvas, self.outcome.scoring
        if not score:
            return
        y = self.heading(t("result.scoring"), x, y)
        size, h = self.fs(14), self.px(26)
        widths = [0.25, 0.25, 0.30, 0.20]
        cols = [x + int(width * sum(widths[:i])) for i in range(len(widths))]
        heads = ["", t("result.col.level"), t("result.col.bg"), t("result.col.total")]
        for col, share, head in zip(cols, widths, heads, strict=True):
            # Each heading fits its own column ("BattlegroundsVP" ran together at 1280x720).
            fitted = fit_size(head, int(width * share) - 8, size, True, smallest=9)
            c.text(head, (col + 4, y + h // 2), fitted, theme.TEXT_DIM, True, "midleft")
        y += h
        for side in SIDES:
            mine = score[side]
            cells = [art.side_name(side), t(f"result.level.{mine['level'] or 'none'}"),
                     str(mine["battlegrounds"]),
                     f"{mine['level_vp']} + {mine['battlegrounds']} = {mine['total']}"]
            c.box(pygame.Rect(x, y, width, h - 2), (44, 50, 62), 0, 4)
            for i, (col, text) in enumerate(zip(cols, cells, strict=True)):
                c.text(text, (col + 4, y + h // 2), size, light(side) if i == 0 else theme.TEXT,
                       i in (0, 3), "midleft")
            y += h
        delta = score["delta"]
        net = t("result.net", vp=abs(delta), side=art.side_name("dem" if delta > 0 else "com")) \
            if delta else t("result.net_zero")
        y = c.paragraph(net, x, y + self.px(6), width, self.fs(15),
                        light("dem" if delta > 0 else "com" if delta else None), True)
        c.text(t("result.track", vp=signed(self.outcome.vp_after)), (x, y), self.fs(15),
               theme.TEXT)
