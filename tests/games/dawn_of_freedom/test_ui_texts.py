"""Issue #19 point 18, the 1989 texts: lasting-event names fit their lines, hand card titles
share one size, a sum reads "− 1" (never "+ -1"), and "dealt no cards" says why."""

import pygame
import pytest

from game import i18n
from game.games.dawn_of_freedom.board import draw as art
from game.ui import theme
from tests.games.dawn_of_freedom.test_ui_board import at_action_round


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_issue_19_18_a_card_name_on_a_narrow_line_fits_it(app, monkeypatch, lang):
    i18n.set_language(lang)
    try:
        drawn = []
        real = art.draw_text
        monkeypatch.setattr(art, "draw_text", lambda surface, text, pos, size, *rest: (
            drawn.append((text, size, rest[1] if len(rest) > 1 else False)),
            real(surface, text, pos, size, *rest))[1])
        surface = pygame.Surface((200, 40))
        line = pygame.Rect(4, 4, 90, 16)
        art.card_strip(surface, 62, line, 11)  # Yakovlev Counsels Gorbachev
        text, size, bold = drawn[-1]
        assert theme.font(size, bold).size(text)[0] <= line.width - 8
        assert size >= 10  # still readable: cut with "…" rather than shrunk to nothing
        assert text.endswith("…")
    finally:
        i18n.set_language("en")


def test_issue_19_18_hand_cards_share_one_title_size(app, monkeypatch):
    table, board = at_action_round(app)
    sizes = {}
    real = art.render_mini_card
    monkeypatch.setattr(art, "render_mini_card", lambda number, w, h, size=0: (
        sizes.__setitem__(number, size or art.mini_title_size(number, w, h)),
        real(number, w, h, size))[1])
    app.draw()
    hand = board.hand()
    assert len(hand) >= 5 and set(hand) <= set(sizes)
    assert len({sizes[c] for c in hand}) == 1


def test_issue_19_18_a_negative_term_reads_as_a_minus():
    line = i18n.t("dof.log.support_check", side="dem", space="gdansk", die=5, ops=1,
                  neighbours=-1, drm=0, total=5, need=6, removed=0, added=0)
    assert "+ -" not in line and "die 5 + 1 Ops \u2212 1 neighbours + 0 = 5" in line


def test_issue_19_18_dealt_no_power_struggle_cards_says_why():
    line = i18n.t("dof.ps.dealt", side="com", count=0)
    assert "0" not in line.split("(")[0] and "controls no space" in line
    assert i18n.t("dof.ps.dealt", side="com", count=6) == \
        "Communist is dealt 6 Power Struggle cards."
    from game.games.dawn_of_freedom.board.struggle_words import t as words

    assert "controls no space" in words("hist.dealt", side="Communist", count=0)
