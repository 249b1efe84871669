"""The roll panel of a Tiananmen Square attempt (issue #34.11: the same panel as Twilight
Struggle's coups, `widgets.news_panel.NewsPanel`): an attempt the viewer has not seen yet,
a bot's included, opens it; it sits beside the map (over the log column) or in the map's
corner that hides the fewest lit spaces, and closes on a click, or by itself over the map.
A mixin of `Board`; reads the view's `last_tiananmen` only."""

from __future__ import annotations

import json

import pygame

from game import i18n

from .tiananmen_words import attempt_lines


class AttemptNews:
    seen_attempt: str | None = None  # the attempt shown (or there when the table opened)

    def check_attempt(self) -> None:
        record = self.view.get("last_tiananmen")
        key = json.dumps(record, sort_keys=True)
        if self.seen_attempt is None:  # what happened before the table opened is in the log
            self.seen_attempt = key
            return
        if key != self.seen_attempt and record:
            self.news.show(i18n.t("dof.tsres.title"), attempt_lines(record))
        self.seen_attempt = key

    def layout_news(self) -> None:
        self.news.layout(self.beside_map() or self.map_view.rect,
                         [self.space_rect(s) for s in self.lit_spaces()])

    def update(self, dt: float) -> None:
        super().update(dt)
        self.news.tick(dt, self.map_view.rect)

    def animating(self) -> bool:
        return super().animating() or self.news.over(self.map_view.rect)

    def news_event(self, event: pygame.event.Event) -> bool:
        return self.news.handle(event)
