"""Every scene drawn in Korean shows Korean, never a raw catalog key or an English sentence
built outside the catalog (issue #20.5). Every string the scene renders is recorded at the font."""


import pygame
import pytest

from game.ui import theme
from tests.ui.conftest import shows_korean_only

# The app's own scenes; each game's scenes drawn in Korean are its own tests'
# (tests/games/<id>/test_ui_korean.py), through the same check.
SCENES = [("title", None, 0), ("settings", None, 0), ("load", None, 0)]


@pytest.mark.parametrize("name, game, moves", SCENES)
def test_scene_in_korean_shows_no_raw_key_and_no_english(korean_app, name, game, moves):
    shows_korean_only(korean_app, name, game, moves)


# Every reading of a Kabale und Hiebe card text the options can select (KH-10.7).
KH_TEXT_OPTIONS = [{"hermit_giant_mode": "aura", "doppelganger_copies": "adjusted"},
                   {"hermit_giant_mode": "self", "doppelganger_copies": "base"}]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_zoomed_card_shows_its_whole_title_and_text(korean_app, lang):
    """Card zoom at 1280×800 (issue #20.4): a Hangul title is measured, not guessed from its
    length, and a long event text shrinks to fit instead of losing its last lines."""
    from game.games.dawn_of_freedom.board import draw as art
    from game.games.dawn_of_freedom.rules.data import CARDS
    from game.games.kabale_und_hiebe import board as kh
    from game.ui.widgets.basic import fit_size, wrap
    from game.ui.widgets.cards import CardZoom, text_size

    app, _ = korean_app
    app.set_language(lang)
    rect = CardZoom.rect_for(app.screen)
    faces = [art.card_face(n) for n in CARDS] + [kh.card_face(c, 0, options) for c in kh.CARDS
                                                    for options in KH_TEXT_OPTIONS]
    for face in faces:
        band = max(18, int(rect.height * 0.2))
        value_w = theme.font(int(band * 0.8), True).size(face.value)[0] + 4 if face.value else 0
        room = rect.width - value_w - 10
        title_size = fit_size(face.title, room, max(8, int(band * 0.55)), True, 8)
        assert theme.font(title_size, True).size(face.title)[0] <= room, face.title
        small = max(8, rect.height // 16)
        top = band + 4 + (small + 4 if face.subtitle else 0)
        box = pygame.Rect(6, top, rect.width - 12, rect.height - top - small - 8)
        size = text_size(face.text, box, max(9, rect.height // 17))
        lines = wrap(face.text, size, box.width)
        assert len(lines) * (theme.font(size).get_linesize() + 2) <= box.height, face.title


def test_korean_lines_break_at_spaces_never_inside_a_word(korean_app):
    from game.ui.widgets.basic import wrap

    text = "민주세력은 이 카드의 작전 점수로 동독에서 지지도 공격을 5회 할 수 있습니다."
    for width in (120, 180, 260):
        lines = wrap(text, 16, width)
        assert len(lines) > 1
        assert " ".join(lines) == text  # every break is at a space, every word whole
        assert all(theme.font(16).size(line)[0] <= width for line in lines)


def test_issue_34_13_the_titles_lines_do_not_touch_at_1280x720():
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    for lang in ("en", "ko"):
        app = App((1280, 720), persist=False)
        try:
            app.set_language(lang)
            title = TitleScene(app)
            app.push(title)
            app.draw()
            assert title.tagline_rect.bottom + 8 <= title.heading_rect.top
            assert title.heading_rect.bottom + 8 <= title.tiles[0][1].top
        finally:
            app.set_language("en")
            pygame.quit()
