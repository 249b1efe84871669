"""Issue #34 point 11: the "Headlines revealed" panel lists a headline a US Defectors cancelled
(TS card #103), marked cancelled, whether or not the table saw both cards first."""

from game import i18n
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules.common import US, USSR
from game.ui.scenes.build import build_scene

from .helpers import give, play, set_up


def defected():
    state = set_up(4)
    give(state, USSR, [90])  # Glasnost
    give(state, US, [103])
    play(state, USSR, ["pick", 90], ["seal"])
    play(state, US, ["pick", 103], ["seal"])
    return state


def test_card_103_the_cancelled_headline_is_public_for_its_turn():
    state = defected()
    assert RULES.view(state, None)["headline_cancelled"] == [USSR, 90]
    assert RULES.view(state, US)["headline_cancelled"] == [USSR, 90]


def test_card_103_the_headlines_panel_marks_the_cancelled_one(app):
    build_scene(app, "table", game="twilight_struggle", seed=1, moves=3)
    table = app.stack.top
    board = table.board
    board.seen_news = ("null", "null", "[]")  # as if the table had seen nothing yet
    table.view = RULES.view(defected(), None)
    board.check_news()
    assert board.news.title == i18n.t("ts.table.news.headline")
    assert board.news.lines[-1] == i18n.t("ts.table.news.headline_cancelled",
                                          side=i18n.t("ts.side.ussr"),
                                          card=i18n.t("ts.card.90"))
    assert any(i18n.t("ts.card.103") in line for line in board.news.lines[:-1])
