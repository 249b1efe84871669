"""Issue #39.2: Kabale und Hiebe's hand cards name themselves legibly at every UI scale. On a
short layout (640x360 logical: 200% on 1280x720) the hand zone is low: its cards grow wider
than a card's shape where the row has room, and the name, which no longer fits beside the
value in the band, stands in the card's empty body."""

import pytest

from game.ui import theme
from game.ui.widgets import cards

from ...ui.conftest import open_table, resize_and_draw
from ...ui.test_table_scales import reach

LEGIBLE = 9  # px: the smallest a hand card's name is drawn at


@pytest.mark.parametrize("size", [(640, 360), (853, 480), (1280, 720)])
def test_issue_39_2_each_hand_card_draws_its_whole_name_legibly(app, monkeypatch, size):
    from game.games.kabale_und_hiebe import board as kh_board

    table = open_table(app, reach("kh_2"))
    resize_and_draw(app, size)
    drawn: list[tuple[str, int, bool]] = []
    for module in (cards, kh_board):
        real = module.draw_text

        def record(surface, text, pos, size=18, colour=theme.TEXT, bold=False,
                   anchor="topleft", _real=real):
            drawn.append((str(text), size, bold))
            return _real(surface, text, pos, size, colour, bold, anchor)

        monkeypatch.setattr(module, "draw_text", record)
    cards.render_card.cache_clear()  # every card face drawn again, not blitted from before
    app.draw()
    board = table.board
    assert board.hand_row.rects
    for card, rect in board.hand_row.rects:
        title = board.hand_face(card).title
        sizes = [s for text, s, bold in drawn if text == title and
                 theme.font(s, bold).size(title)[0] <= rect.width - 4]
        assert sizes and max(sizes) >= LEGIBLE, (title, rect, [d for d in drawn
                                                              if d[0] == title])
