"""Issue #38 point 2: each game's rules reference, sections keyed by rule id in English and
Korean, so that a tutorial step's "More" opens the Rules page at the rule it cites."""

import re

import pytest

from game import i18n
from game.engine import registry, rules_ref, tutorial

PRODUCT = registry.product_ids()
# what a first game needs (tutorial_common point 2), the basics of a turn and how to win
TOPICS = {
    "dawn_of_freedom": ["D89-1", "D89-4", "D89-5.1", "D89-6.1", "D89-6.2", "D89-6.3", "D89-8",
                        "D89-8.3", "D89-8.4", "D89-9", "D89-10"],
    "twilight_struggle": ["TS-1", "TS-4.5", "TS-4.5.C", "TS-6.1", "TS-6.2", "TS-6.3", "TS-6.4",
                          "TS-5.2", "TS-8.1", "TS-8.2", "TS-10.1", "TS-10.3"],
    "kabale_und_hiebe": ["KH-1", "KH-3.3", "KH-4.1", "KH-4.2", "KH-4.3", "KH-4.4", "KH-4.5",
                         "KH-5", "KH-6", "KH-7", "KH-8"],
    "blockade_runner": ["BR-1", "BR-3", "BR-4", "BR-7", "BR-7.3", "BR-7.4", "BR-7.5", "BR-7.6",
                        "BR-7.7", "BR-8", "BR-11", "BR-14"],
}


def text_in(lang: str, key: str) -> str:
    return i18n._catalog(lang).get(key, "")


@pytest.mark.parametrize("game", PRODUCT)
def test_issue_38_each_game_has_a_section_for_each_first_game_topic(game):
    entry = registry.entry(game)
    assert set(TOPICS[game]) <= set(rules_ref.sections(entry))


@pytest.mark.parametrize("game", PRODUCT)
def test_every_section_has_a_short_title_and_text_in_english_and_korean(game):
    entry = registry.entry(game)
    for rule in rules_ref.sections(entry):
        for key in (rules_ref.title_key(entry, rule), rules_ref.text_key(entry, rule)):
            english, korean = text_in("en", key), text_in("ko", key)
            assert english and korean and english != korean, key
            assert re.search("[가-힣]", korean), key  # real Korean, not a copy
        sentences = re.split(r"(?<=[.!?])\s+", text_in("en", rules_ref.text_key(entry, rule)))
        assert 2 <= len(sentences) <= 6, (rule, len(sentences))


@pytest.mark.parametrize("game", tutorial.available())
def test_issue_38_every_rule_a_bundled_tutorial_cites_opens_a_section(game):
    script = tutorial.load(game)
    entry = registry.entry(game)
    cited = [step.rule for step in script.steps if step.rule]
    assert cited
    assert [r for r in cited if rules_ref.resolve(entry, r) is None] == []


def test_a_script_citing_a_rule_the_reference_lacks_fails_its_check():
    script = tutorial.parse({"format": "hotseat-tutorial", "version": 1, "game": "toy",
                             "seed": 1, "players": 2, "learner": 0,
                             "steps": [{"say": "x", "rule": "TOY-9.9"}]})
    problems = tutorial.check(script)
    assert problems == ["step 0: no rules reference section for 'TOY-9.9'"]


def test_a_cited_sub_id_opens_the_nearest_enclosing_section():
    dof, ts = registry.entry("dawn_of_freedom"), registry.entry("twilight_struggle")
    assert rules_ref.resolve(dof, "D89-6.2") == "D89-6.2"
    assert rules_ref.resolve(dof, "D89-6.2.3") == "D89-6.2"
    assert rules_ref.resolve(dof, "D89-8.3.2") == "D89-8.3"
    assert rules_ref.resolve(dof, "D89-6.0") == "D89-6"  # a section's opening paragraph
    assert rules_ref.resolve(ts, "TS-4.5.C") == "TS-4.5.C"
    assert rules_ref.resolve(ts, "TS-6.4.3") == "TS-6.4"
    br, kh = registry.entry("blockade_runner"), registry.entry("kabale_und_hiebe")
    assert rules_ref.resolve(br, "BR-7.4a") == "BR-7.4"  # a lettered point of BR-7.4
    assert rules_ref.resolve(kh, "KH-4.1b") == "KH-4.1"
    assert rules_ref.resolve(kh, "KH-7.2") == "KH-7"
    assert rules_ref.resolve(dof, "D89-99.1") is None
    assert rules_ref.resolve(dof, "TS-6.3") is None  # another game's id


def test_sections_come_in_rule_number_order_not_text_order():
    ids = rules_ref.sections(registry.entry("dawn_of_freedom"))
    assert ids.index("D89-2.1.7") < ids.index("D89-6") < ids.index("D89-6.1") \
        < ids.index("D89-8") < ids.index("D89-10")
    assert ids[-1] == "D89-10"
    assert rules_ref.sort_key("TS-4.5") < rules_ref.sort_key("TS-4.5.C") \
        < rules_ref.sort_key("TS-5.1")
