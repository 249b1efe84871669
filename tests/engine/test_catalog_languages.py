"""Every language holds every message, with the same placeholders (issue #20.5), and English
names counts with plural forms instead of "card(s)"."""

import json
import re
import string
from pathlib import Path

import pytest

from game import i18n

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"
LANGUAGES = sorted(p.name for p in LOCALE.iterdir() if p.is_dir())


def catalog(lang: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in i18n.catalog_files(lang):
        table.update(json.loads(path.read_text("utf-8")))
    return table


def placeholders(template: str) -> set[tuple[str, str]]:
    """Each field with its `@prefix` naming spec, if any: a Korean `{space:@dof.space}` must
    name the same thing; number formats (`+d`, `plural:…`) are each language's own."""
    fields = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            fields.add((name, spec if spec and spec.startswith("@") else ""))
    return fields


def test_korean_is_one_of_the_languages():
    assert {"en", "ko"} <= set(LANGUAGES)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_key_exists_in_both_languages(lang):
    english, other = catalog("en"), catalog(lang)
    assert len(english) > 900
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}"
    assert sorted(set(other) - set(english)) == [], f"only in {lang}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_message_has_the_english_placeholders(lang):
    english, other = catalog("en"), catalog(lang)
    wrong = {key: (placeholders(english[key]), placeholders(text))
             for key, text in other.items()
             if key in english and placeholders(english[key]) != placeholders(text)}
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_in_every_language(lang):
    """A template that str.format cannot read falls back to its raw text in t(): catch it."""
    for key, template in catalog(lang).items():
        list(string.Formatter().parse(template))  # raises on a broken brace
        assert template.strip(), key


def test_korean_messages_are_korean():
    """Translated, not copied: most Korean messages hold Hangul (names such as 'Hotseat' and
    pure formats such as '{suit} {rank}' may not)."""
    korean = catalog("ko")
    hangul = [k for k, v in korean.items() if re.search("[가-힣]", v)]
    assert len(hangul) > 0.95 * len(korean)


def test_english_has_no_card_s_plurals():
    english = catalog("en")
    assert [k for k, v in english.items() if "(s)" in v] == []


def test_plural_spec_picks_the_form_by_count():
    i18n.add_messages("en", {"t.plural": "{n:plural:card|cards} left"})
    assert i18n.t("t.plural", n=1) == "1 card left"
    assert i18n.t("t.plural", n=0) == "0 cards left"
    assert i18n.t("t.plural", n=3) == "3 cards left"


def test_counted_english_messages_say_one_card():
    assert i18n.t("dof.board.counts", hand=1, deck=5) == "Opponent: 1 card · Deck: 5"
    assert i18n.t("dof.board.pile.discard", count=2) == "Discard pile: 2 cards, newest first"


def test_switching_language_changes_every_lookup():
    try:
        i18n.set_language("ko")
        assert i18n.language() == "ko"
        assert i18n.t("dof.side.com") == "공산세력"
        assert i18n.t("dof.card.14") == "고르바초프 신사고 외교"
        assert i18n.t("dof.log.ev_vp", side="dem", vp=2) == "민주세력이 승점 2점을 얻습니다."
        i18n.set_language("xx")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")
    assert i18n.t("dof.side.com") == "Communist"


@pytest.mark.parametrize("path", sorted(LOCALE.glob("*/*.json")), ids=lambda p: p.name)
def test_no_catalog_file_names_a_key_twice(path):
    """JSON keeps only the last of two equal keys, so a second entry hides an edit to the first
    (merges left three such pairs)."""
    pairs = json.loads(path.read_text("utf-8"), object_pairs_hook=lambda p: p)
    keys = [key for key, _ in pairs]
    assert sorted({k for k in keys if keys.count(k) > 1}) == []
    # Keys across the files of one language are unique too: one place for each message.
    others = {k for other in path.parent.glob("*.json") if other != path
              for k in json.loads(other.read_text("utf-8"))}
    assert sorted(others & set(keys)) == []
