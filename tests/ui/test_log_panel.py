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
    wrapped = []
    real_wrap = log_panel.wrap
    monkeypatch.setattr(log_panel, "wrap", lambda text, *a: (wrapped.append(text),
                                                             real_wrap(text, *a))[1])
    log.rect = pygame.Rect(0, 0, 300, 300)
    # wrapped again for the new width; its text is kept (it does not hang on the width)
    assert log.lines() == ["a spoke"] and wrapped == ["a spoke"] and rendered == []


def test_a_width_shown_before_is_not_wrapped_again(app, monkeypatch):
    """Issue #34 point 6: Blockade Runner's log column widens when a move's buttons take a
    second strip row (the map is shorter, so narrower) and narrows back on the next move;
    each flip wrapped the whole log again (most of such a move's frame). Only the entries
    added since a width was last shown are formatted for it; undo still starts again."""
    i18n.add_messages("en", {"t.said": "{who} spoke"})
    log = LogPanel()
    log.rect = pygame.Rect(0, 0, 400, 300)
    log.set_entries([entry(f"p{i}") for i in range(40)])
    assert len(log.lines()) == 40
    log.rect = pygame.Rect(0, 0, 460, 300)
    assert len(log.lines()) == 40
    rendered = counting_renders(monkeypatch)
    log.set_entries([entry(f"p{i}") for i in range(41)])
    log.rect = pygame.Rect(0, 0, 400, 300)
    assert log.lines()[-1] == "p40 spoke" and len(log.lines()) == 41
    assert rendered == ["p40"]
    log.set_entries([entry(f"p{i}") for i in range(39)])  # undo
    log.rect = pygame.Rect(0, 0, 460, 300)
    rendered.clear()
    assert log.lines()[-1] == "p38 spoke" and len(rendered) == 39
    log.set_entries([entry(f"p{i}") for i in range(40)])
    log.rect = pygame.Rect(0, 0, 520, 300)  # a width never shown: wrapped, not formatted
    rendered.clear()
    assert log.lines()[-1] == "p39 spoke" and rendered == ["p39"]


def test_the_panel_is_drawn_again_only_when_what_it_shows_changed(app, monkeypatch):
    """Issue #34 point 6: a frame that changes nothing in the log blits last frame's image;
    a new entry, a scroll or the mouse over another entry draws it again."""
    from game.ui.widgets import basic

    i18n.add_messages("en", {"t.said": "{who} spoke"})
    log = LogPanel()
    log.rect = pygame.Rect(10, 10, 300, 200)
    log.set_entries([entry(f"p{i}") for i in range(40)])
    screen = pygame.Surface((400, 300))
    texts = []
    real = basic.draw_text
    monkeypatch.setattr(log_panel, "draw_text", lambda s, t, *a, **k: (texts.append(t),
                                                                        real(s, t, *a, **k))[1])
    log.draw(screen)
    assert "p39 spoke" in texts
    texts.clear()
    log.draw(screen)
    assert texts == []  # nothing changed: nothing drawn again
    log.set_entries([entry(f"p{i}") for i in range(41)])
    log.draw(screen)
    assert "p40 spoke" in texts
    texts.clear()
    log.scroll = 5
    log.draw(screen)
    assert "p40 spoke" not in texts and "p35 spoke" in texts
    assert log.entry_at((20, 10 + 28 + 2))["params"]["who"] == texts[1].split()[0]
