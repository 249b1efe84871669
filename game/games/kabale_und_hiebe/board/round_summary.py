"""Kabale und Hiebe's round summary: who won each column of the round just played, with
which cards, and every player's total (issue #19.13; split off the board module, issue #34.7)."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.kabale_und_hiebe.rules.components import half_text
from game.ui import theme
from game.ui.scenes.report import ReportScene
from game.ui.widgets.basic import draw_text, fit_size, panel, wrap
from game.ui.widgets.cards import draw_card
from game.ui.widgets.seat_mark import draw_seat_mark

from .faces import goal_face

SUMMARY_SIZE = 15  # a hand card's text is not drawn smaller; whole sentences are left out


class RoundSummaryScene(ReportScene):
    """Who won each column of the round just played, and with what: each card with its owner
    and value, and every player's total (issue #19.13)."""

    def __init__(self, app, results: list[dict], names: list[str], round_no: int) -> None:
        super().__init__(app, i18n.t("kh.summary.title", round=round_no), [])
        self.results, self.names, self.round_no = results, names, round_no

    def row_text(self, res: dict) -> tuple[str, str]:
        """A column's result line and its cards (a Cloak names the card it hid)."""
        winner = res.get("winner")
        if winner is None:
            line = i18n.t("kh.summary.nobody")
        elif res.get("how") == "prince_page":
            line = i18n.t("kh.summary.pair", name=self.names[winner])
        else:
            total = res.get("totals", {}).get(str(winner))
            key = "kh.summary.won_lowest" if res.get("how") == "lowest" else "kh.summary.won"
            line = i18n.t(key, name=self.names[winner],
                          total="?" if total is None else half_text(total))
        cards = ", ".join(self.card_name(c, h) for _, c, h in res.get("slots", []))
        return line, cards

    @staticmethod
    def card_name(card: str, hidden: str | None) -> str:
        return (i18n.t("kh.summary.cloaked", card={"t": f"kh.card.{hidden}"}) if hidden
                else i18n.t(f"kh.card.{card}"))

    def owners_text(self, res: dict) -> str:
        """The column's cards by owner, each with what it counted for (removed: no value)."""
        counted: dict[int, int] = {}
        for pos, value in res.get("values", []):
            if value is not None:
                counted[pos] = counted.get(pos, 0) + value
        groups: dict[int, list[str]] = {}
        scored = bool(res.get("values"))  # no values: Prince and Page won outright
        for pos, (owner, card, hidden) in enumerate(res.get("slots", [])):
            name = self.card_name(card, hidden)
            if pos in counted:
                name = f"{name} {half_text(counted[pos])}"
            elif scored and pos not in {p for p, _ in res["values"]}:
                name = i18n.t("kh.summary.removed", card=name)
            groups.setdefault(owner, []).append(name)
        return " · ".join(i18n.t("kh.summary.owner", name=self.names[owner],
                                 cards=", ".join(names)) for owner, names in groups.items())

    def totals_text(self, res: dict) -> str:
        totals = res.get("totals") or {}
        if not totals:
            return ""
        return i18n.t("kh.summary.totals", totals=" · ".join(
            f"{self.names[int(p)]} {half_text(t)}" for p, t in totals.items()))

    def draw(self, surface: pygame.Surface) -> None:
        area = self.shaded_area(surface)
        w, h = area.size
        width = min(900, w - 40)
        room = width - 106
        step = theme.font(SUMMARY_SIZE).get_linesize()
        rows = [(res, wrap(self.owners_text(res), SUMMARY_SIZE, room)[:3]
                 + [self.totals_text(res)]) for res in self.results]
        heights = [max(76, 32 + step * len(lines)) for _, lines in rows]
        box = pygame.Rect(0, 0, width, min(130 + sum(heights), h - 20))
        box.center = area.center
        self.box = box
        panel(surface, box, theme.PANEL, theme.ACCENT, 10)
        draw_text(surface, i18n.t("kh.summary.title", round=self.round_no),
                  (box.centerx, box.top + 16), 26, theme.ACCENT, True, "midtop")
        y = box.top + 64
        for (res, lines), height in zip(rows, heights, strict=True):
            goal = res.get("goal")
            if goal:
                draw_card(surface, goal_face(goal), pygame.Rect(box.left + 20, y, 50, 70))
            winner = res.get("winner")
            line, _ = self.row_text(res)
            colour = (theme.SEAT_COLOURS[winner % len(theme.SEAT_COLOURS)]
                      if winner is not None else theme.TEXT_DIM)
            if winner is not None:  # the winner's shape too (issue #39.1)
                draw_seat_mark(surface, winner, (box.left + 78, y + 14), 6)
            draw_text(surface, line, (box.left + 86, y + 2), fit_size(line, room, 20, True),
                      colour, True)
            for k, text in enumerate(lines):
                draw_text(surface, text, (box.left + 86, y + 30 + k * step), SUMMARY_SIZE,
                          theme.TEXT if k == len(lines) - 1 else theme.TEXT_DIM)
            y += height
        self.close.rect = pygame.Rect(0, 0, 140, 42)
        self.close.rect.bottomright = (box.right - 20, box.bottom - 14)
        self.close.draw(surface)
