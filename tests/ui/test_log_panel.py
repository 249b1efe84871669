"""The log panel formats only what a move added (issue #19.10)."""

import pygame

from game import i18n
from game.ui.widgets import log_panel
from game.ui.widgets.log_panel import KEEP, LogPanel


def entry(who: str) -> dict:
    return {"key": "t.said", "params": {"who": who}}


def counting_renders(monkeypatch) -> list:
    rendered = []
    real = i18n.render_entry

    def render(e, names=None):
        rendered.append(e["params"]["who"])
        return real(e, names)

    monkeypatch.setattr(log_panel.i18n, "render_entry", render)
    return rendered


def test_a_move_formats_only_the_entries_it_added(app, monkeypatch):
    i18n.add_messages("en", {"t.said": "{who} spoke"})
    rendered = counting_renders(monkeypatch)
    log = LogPanel()
    log.rect = pygame.Rect(0, 0, 400, 300)
    entries = [entry(f"p{i}") for i in range(KEEP + 50)]
    log.set_entries([dict(e) for e in entries])  # the view hands over fresh copies each time
    assert log.lines()[-1] == f"p{KEEP + 49} spoke" and len(log.lines()) == KEEP
    assert len(rendered) == KEEP  # entries that can never be shown are not formatted
    rendered.clear()
    log.set_entries([dict(e) for e in entries] + [entry("new")])
    assert log.lines()[-1] == "new spoke" and len(log.lines()) == KEEP
    assert rendered == ["new"]


def test_undo_and_a_new_width_format_again(app, monkeypatch):
    i18n.add_messages("en", {"t.said": "{who} spoke"})
    log = LogPanel()
    log.rect = pygame.Rect(0, 0, 400, 300)
    log.set_entries([entry("a"), entry("b")])
    assert log.lines() == ["a spoke", "b spoke"]
    log.set_entries([entry("a"), entry("c")])  # undo took "b" back, then "c" was played
    assert log.lines() == ["a spoke", "c spoke"]
    log.set_entries([entry("a")])
    assert log.lines() == ["a spoke"]
    rendered = counting_renders(monkeypatch)
    log.rect = pygame.Rect(0, 0, 300, 300)
    assert log.lines() == ["a spoke"] and rendered == ["a"]
