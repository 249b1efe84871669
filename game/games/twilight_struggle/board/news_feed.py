"""The board's news: a roll, a scoring or the headlines the viewer has not seen yet open the
result panel (`widgets.news_panel.NewsPanel`); the game over shows the one that ended the
game (a mixin of `Board`, split off to keep the board module readable; issue #34.7). Reads
the view only."""

from __future__ import annotations

import json

from game import i18n
from game.ui.widgets.basic import LinesPanel

from . import draw as art
from . import results


class NewsFeed:
    def check_news(self) -> None:
        """A roll or a scoring the viewer has not seen yet opens the result panel."""
        roll, scoring = self.view.get("last_roll"), self.view.get("last_scoring")
        headline = self.view.get("headline") or [None, None]
        key = (json.dumps(roll, sort_keys=True), json.dumps(scoring, sort_keys=True),
               json.dumps([headline, self.view.get("headline_cancelled")]))
        if self.seen_news is None:
            self.seen_news = key  # what happened before the table opened is in the log
            return
        if key == self.seen_news:
            return
        old, self.seen_news = self.seen_news, key
        if key[1] != old[1] and scoring:
            self.show_news("scoring", self.scoring_panel_lines(scoring))
        elif key[0] != old[0] and roll:
            self.show_news("roll", results.roll_lines(self.view),
                           {roll.get("country")} & set(self.countries))
        elif key[2] != old[2] and (any(c is not None for c in headline)
                                   or self.view.get("headline_cancelled")):
            self.show_news("headline", self.headline_lines())

    def show_news(self, kind: str, lines: list[str], places: set[str] | None = None) -> None:
        self.news.show(i18n.t(f"ts.table.news.{kind}"), lines, places)
        log = self.table.session.view(None).get("log", [])  # public: as final_panel reads it
        self.latest_news, self.news_log = kind, len(log)

    def news_lines(self, kind: str) -> list[str]:
        """The lines of the news panel of `kind`, from the view now."""
        if kind == "scoring":
            return self.scoring_panel_lines(self.view["last_scoring"])
        return results.roll_lines(self.view) if kind == "roll" else self.headline_lines()

    def final_panel(self) -> LinesPanel | None:
        """The scoring or roll that ended the game (a scoring card reaching 20 VP, TS-10.3.1;
        a coup's DEFCON 1, TS-8.1.5), when nothing was logged after the move that brought it.
        Final Scoring's breakdown is in `summary_lines` already."""
        view = self.table.session.view(None)
        if self.latest_news is None or self.news_log != len(view.get("log", [])):
            return None
        kind, scoring = self.latest_news, view.get("last_scoring")
        if kind == "scoring" and scoring and scoring["final"]:
            return None
        return LinesPanel(lambda: i18n.t(f"ts.table.news.{kind}"),
                          lambda: [line for line in self.news_lines(kind) if line])

    @staticmethod
    def scoring_panel_lines(scoring: dict) -> list[str]:
        """Every region the latest scoring scored (one for a scoring card, TS-10.1)."""
        return [line for part in scoring["regions"] for line in results.scoring_lines(part)]

    def headline_lines(self) -> list[str]:
        """Both headlines revealed, in the order they resolve (`headline_order`, TS-4.5.C);
        one a US Defectors cancelled is listed last, marked so (issue #34.11)."""
        cards = self.view.get("headline") or [None, None]
        order = self.view.get("headline_order") or [s for s in (0, 1) if cards[s] is not None]
        lines = [i18n.t("ts.table.news.headline_line", n=i + 1, side=art.side_name(seat),
                        card=art.card_name(cards[seat])) for i, seat in enumerate(order)
                 if cards[seat] is not None]
        cancelled = self.view.get("headline_cancelled")
        if cancelled:
            seat, card = cancelled
            lines.append(i18n.t("ts.table.news.headline_cancelled", side=art.side_name(seat),
                                card=art.card_name(card)))
        return lines

    def summary_lines(self) -> list[str]:
        return results.summary_lines(self.table.session.view(None))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.news.tick(dt, self.map_view.rect)

    def animating(self) -> bool:
        return super().animating() or self.news.over(self.map_view.rect)

