"""Every character the message catalog can show exists in the bundled fonts (issue #19.11).

A character the font lacks is drawn as an empty box ("Play ▸" did). pygame's freetype module
reports a missing glyph as None, which plain `pygame.font` metrics do not.
"""

import json

import pygame.freetype
import pytest

from game import i18n
from game.resources import resource_path
from game.ui import theme


def catalog_characters() -> dict[str, str]:
    """Each non-space character of every catalog string, with one key that uses it."""
    chars: dict[str, str] = {}
    for path in [p for lang in i18n.languages() for p in i18n.catalog_files(lang)]:
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            for ch in str(text):
                if not ch.isspace():
                    chars.setdefault(ch, f"{path.parent.name}/{path.name}: {key}")
    return chars


@pytest.mark.parametrize("font_file", [theme.FONT_REGULAR, theme.FONT_BOLD])
def test_every_catalog_character_has_a_glyph(font_file):
    pygame.freetype.init()
    font = pygame.freetype.Font(str(resource_path(*font_file)), 20)
    chars = catalog_characters()
    assert len(chars) > 60  # the catalog was read
    missing = {ch: where for ch, where in chars.items()  # as drawn: theme.STAND_INS
               if any(font.get_metrics(c)[0] is None for c in theme.shown(ch))}
    assert not missing, f"{font_file[-1]} has no glyph for {missing}"


@pytest.mark.parametrize("font_file", [theme.FONT_REGULAR, theme.FONT_BOLD])
def test_a_negative_term_is_drawn_with_a_glyph_the_font_has(font_file):
    """`{n:signed}` writes a true minus sign (U+2212), which the fonts lack: a roll's
    "2 × stability − 4" was drawn with an empty box. What is drawn uses a stand-in."""
    from game import i18n

    pygame.freetype.init()
    font = pygame.freetype.Font(str(resource_path(*font_file)), 20)
    drawn = theme.shown(i18n._FORMATTER.format("{n:signed}", n=-4))
    assert drawn.endswith("4") and all(font.get_metrics(ch)[0] is not None for ch in drawn)
