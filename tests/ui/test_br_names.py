"""Issue #39.1/#34: Blockade Runner's names read at every UI scale. The tray's seat panels, the
fleets, the ship counters, the auction and the hand squeezed player and ship names far past the
map labels' limit ("Will o' the Wisp" 1.5x at 1280x720, "Ada" 10x at 911x512). Every text the
BR table draws is recorded with how much it was condensed (`widgets.basic.recording_squeezed`)
at every logical size, in English and Korean, with 2 and 6 players."""

import pytest

from game.ui.ui_scale import logical_sizes
from game.ui.widgets.basic import recording_squeezed

from .conftest import open_table, resize_and_draw
from .test_map_legibility import CONDENSED_AT_MOST, forget_drawn_pieces
from .test_table_scales import POSITIONS, reach

POSITIONS.setdefault("br_auction", ("blockade_runner", 6, lambda s, seat, i: any(
    a[0] == "ship" for a in s.legal_actions(seat)) and s.decision(seat).topic == "auction"))


def condensed_past_reading(app, name: str) -> list[str]:
    """What one redraw at each logical size condenses past CONDENSED_AT_MOST."""
    open_table(app, reach(name))
    crushed = []
    for w, h in logical_sizes():
        resize_and_draw(app, (w, h))
        forget_drawn_pieces("blockade_runner")
        with recording_squeezed() as drawn:
            app.draw()
        assert drawn, "nothing was drawn through draw_squeezed (the record hook is not reached)"
        crushed += sorted({f"{w}x{h} {text!r} {k:.2f}x" for text, k in drawn
                           if k > CONDENSED_AT_MOST})
    return crushed


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", ["br_2", "br_6", "br_auction"])
def test_issue_39_1_br_names_are_never_condensed_past_reading(app, name, lang):
    app.set_language(lang)
    try:
        crushed = condensed_past_reading(app, name)
    finally:
        app.set_language("en")
    assert not crushed, "\n".join(crushed)


def test_issue_39_1_a_short_fleet_panel_names_its_seat_before_its_worth(app, monkeypatch):
    """Real-window trial: with one row left under the ships, the fleet panel showed the worth
    ("90k · 6 cards") and dropped the seat's name, which the purse had no room for either."""
    import pygame

    from game.games.blockade_runner.board import panels

    table = open_table(app, reach("br_2"))
    app.draw()
    board = table.board
    shown = []
    monkeypatch.setattr(panels, "draw_read", lambda surface, forms, *a, **k:
                        shown.append(forms[0]) or pygame.Rect(0, 0, 1, 1))
    step = 20
    monkeypatch.setattr(board.tray, "zone", lambda name: pygame.Rect(0, 0, 90, step + 6))
    monkeypatch.setattr(board, "ships", lambda: {})
    board.draw_fleet(app.screen, 0, 15, "Ada\nworth 90k · 6 cards")
    assert shown and shown[0] == "Ada", shown
