"""`wrap` keeps a paragraph that fits whole after one measure and finds the lines of a
longer one by halving (issue #34.6: the word loop measured every prefix of every log line and
report line); what it returns is what the word loop returns."""

import pytest

from game.ui.widgets import basic

TEXTS = ["", "one", "Ada loads war goods onto the Banshee at Port-au-Prince, Haiti for 0k.",
         "two  spaces inside", " a leading space", "a trailing space ", "tab\tinside",
         "first paragraph\nsecond, which is rather longer than the first one",
         "Supercalifragilisticexpialidociousnessandthensome", "소련이 동유럽에 영향력을 놓는다.",
         "a b c d e f g h i j k l m n o p",
         "Blockade of Wilmington rises to 3, of Norfolk to 3, of Pensacola to 2, of New Orleans "
         "to 4, of Savannah to 3, of New Bern to 3, of Fernandina to 3 and of Brownsville to 2.",
         "short words then a Supercalifragilisticexpialidociousnessandthensome word"]


@pytest.mark.parametrize("width", [40, 120, 300, 2000])
def test_wrap_of_a_paragraph_that_fits_is_the_word_loops(app, monkeypatch, width):
    basic._wrapped.clear()
    fast = [basic.wrap(text, 15, width) for text in TEXTS]
    basic._wrapped.clear()  # not the kept lines: worked out again
    monkeypatch.setattr(basic, "plain", lambda paragraph: False)
    assert fast == [basic.wrap(text, 15, width) for text in TEXTS]


def test_a_wrapped_text_is_kept_and_its_lines_are_the_callers(app, monkeypatch):
    basic._wrapped.clear()
    first = basic.wrap(TEXTS[-2], 15, 120)
    worked = []
    monkeypatch.setattr(basic, "wrap_text", lambda *a: worked.append(a) or ["x"])
    first.append("changed by the caller")
    assert basic.wrap(TEXTS[-2], 15, 120) == first[:-1] and worked == []
    assert basic.wrap(TEXTS[-2], 15, 121) == ["x"] and len(worked) == 1


def test_a_plain_paragraph_that_fits_is_measured_once(app, monkeypatch):
    sizes = []
    real = basic.theme.font

    class Counting:
        def __init__(self, font):
            self.font = font

        def size(self, text):
            sizes.append(text)
            return self.font.size(text)

    monkeypatch.setattr(basic.theme, "font", lambda *a: Counting(real(*a)))
    basic._wrapped.clear()
    assert basic.wrap("Blockade of Wilmington rises to 3.", 15, 1000) == [
        "Blockade of Wilmington rises to 3."]
    assert sizes == ["Blockade of Wilmington rises to 3."]
