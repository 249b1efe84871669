"""Every character the message catalog can show exists in the bundled fonts (issue #19.11).

A character the font lacks is drawn as an empty box ("Play ▸" did). pygame's freetype module
reports a missing glyph as None, which plain `pygame.font` metrics do not.
"""

import json
from pathlib import Path

import pygame.freetype
import pytest

from game.resources import resource_path
from game.ui import theme

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"


def catalog_characters() -> dict[str, str]:
    """Each non-space character of every catalog string, with one key that uses it."""
    chars: dict[str, str] = {}
    for path in sorted(LOCALE.glob("*/*.json")):
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
    missing = {ch: where for ch, where in chars.items() if font.get_metrics(ch)[0] is None}
    assert not missing, f"{font_file[-1]} has no glyph for {missing}"
