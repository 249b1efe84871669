"""Issue #34 point 11: a card shows its Ops as modified now ("1+1" under Containment, TS-7.4),
so a Space Race slot lit for a printed 1 does not look like a bug."""

import pygame

from game.games.twilight_struggle.board import draw as art
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.data import CARDS
from game.ui.scenes.build import build_scene
from game.ui.scenes.zoom import ZoomScene
from game.ui.widgets import basic
from tests.ui.conftest import click

from .helpers import give, set_up


def one_op_card() -> int:
    return next(n for n, c in CARDS.items() if c["ops"] == 1 and not c["scoring"])


def test_ts_7_4_the_view_gives_a_seat_its_modified_cards_only():
    state = set_up(4)
    card = one_op_card()
    give(state, US, [card])
    assert [card, 2] not in RULES.view(state, US)["ops_modified"]
    state["lasting"].append(25)  # Containment: US cards +1
    assert [card, 2] in RULES.view(state, US)["ops_modified"]
    assert RULES.view(state, USSR)["ops_modified"] == [] or all(
        c in state["hands"][USSR] for c, _ in RULES.view(state, USSR)["ops_modified"])
    assert RULES.view(state, None)["ops_modified"] == []


def test_ts_7_4_the_hand_card_shows_1_plus_1(app, monkeypatch):
    build_scene(app, "table", game="twilight_struggle", seed=1, moves=3)
    table = app.stack.top
    card = one_op_card()
    table.view = dict(table.view, ops_modified=[[card, 2]])
    assert table.board.ops_now_label(card) == "1+1"
    drawn = []
    real = basic.draw_text
    monkeypatch.setattr("game.ui.widgets.ops_now.draw_text",
                        lambda surface, text, *a, **k: drawn.append(text) or real(
                            surface, text, *a, **k))
    table.board.render_card(app.screen, card, pygame.Rect(10, 10, 90, 130), None)
    assert "1+1" in drawn
    table.view = dict(table.view, ops_modified=[[card, 0]])
    assert table.board.ops_now_label(card) == "1\u22121"


def test_ts_7_4_the_zoomed_hand_card_shows_its_ops_now(app):
    """A right click on a hand card zooms it with the Ops as modified now, not the printed
    value alone (issue #34.11: "also on the zoomed card")."""
    build_scene(app, "table", game="twilight_struggle", seed=1, moves=3)
    table = app.stack.top
    app.draw()
    card, rect = next((c, r) for c, r in table.board.hand_row.rects
                      if not CARDS[c]["scoring"])
    printed = CARDS[card]["ops"]
    table.view = dict(table.view, ops_modified=[[card, printed + 1]])
    app.draw()
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, ZoomScene)
    assert app.stack.top.face.value == f"{printed}+1"
    assert app.stack.top.face.title == art.card_face(card).title
