"""Kabale und Hiebe faces and round results a player can read (issue #19.13): a card shows what
it counts for where it lies, hand cards never stop mid-sentence, the goal's count is
explained, each player's score is on the table, the results name owners and every total."""

from game import i18n
from game.engine.session import SeatInfo, Session
from game.games.kabale_und_hiebe.board import RoundSummaryScene
from game.games.kabale_und_hiebe.board.fitting import whole_sentences
from game.ui.widgets.basic import wrap
from tests.ui.conftest import open_table, screen_text

GAME = "kabale_und_hiebe"


def slot(owner, card, up=True):
    return {"owner": owner, "card": card, "up": up, "known": False, "hidden": None}


def table_with(app, columns, options=None):
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bo", "random")]
    session = Session.new(GAME, 5, 2, options or {}, seats)
    for j, (goal, slots) in enumerate(columns):
        session.state["columns"][j]["goal"] = goal
        session.state["columns"][j]["slots"] = slots
    table = open_table(app, session)
    table.refresh()
    app.draw()
    return table


def column_faces(table):
    return [face for rect, face in table.board.visible_cards
            if any(c.contains(rect) for c in table.board.column_rects)]


def values(table) -> dict[str, str]:
    return {face.title: face.value for face in column_faces(table)}


def test_KH_6_6_a_card_shows_what_it_counts_for_in_its_column(app):
    table = table_with(app, [
        ("trade_5", [slot(1, "romeo"), slot(1, "juliet"), slot(0, "hermit"),
                     slot(1, "merchant", up=False), slot(0, "little_giant")]),
        ("music_3a", [slot(0, "romeo"), slot(1, "juliet")])])
    shown = column_faces(table)
    romeo = [f.value for f in shown if f.title == i18n.t("kh.card.romeo")]
    assert sorted(romeo) == ["15", "5"]  # with his own Juliet 15; hers is another's: 5
    assert values(table)[i18n.t("kh.card.hermit")] == "8"  # 12 - 1 per other card (4)
    assert values(table)[i18n.t("kh.card.little_giant")] == "14"  # 2 + 3 per other card


def test_KH_6_2_under_musketeers_cards_show_their_face_value(app):
    table = table_with(app, [("trade_5", [slot(1, "musketeers"), slot(0, "hermit"),
                                          slot(1, "king")])])
    assert values(table)[i18n.t("kh.card.hermit")] == "12"


def test_hand_card_text_stops_at_a_whole_sentence(app):
    text = i18n.t("kh.text.doppelganger")
    first = text[:text.index(". ") + 1]
    room = len(wrap(first + " …", 10, 90))  # the first sentence fits, the whole text not
    assert len(wrap(text, 10, 90)) > room
    short = whole_sentences(text, 10, 90, room)
    assert short == first + " …"
    assert whole_sentences("Short.", 10, 80, 5) == "Short."


def test_goal_count_is_explained_and_scores_are_on_the_table(app, monkeypatch):
    table = table_with(app, [("trade_3a", [slot(0, "king"), slot(1, "queen"), slot(0, "page"),
                                           slot(1, "beggar")])])
    table.session.state["won"] = [["trade_5", "music_3a"], ["trade_4"]]
    table.refresh()
    shown = screen_text(app, monkeypatch)
    assert i18n.t("kh.fill_done", have=4) in shown
    assert "8 points" in shown and "4 points" in shown
    goal = next(f for r, f in table.board.visible_cards if r == table.board.goal_rects[0]
                .inflate(-8, -8))
    assert "holds 4 cards and is fulfilled with 3" in goal.text


def test_KH_5_round_results_name_every_owner_and_total(app):
    result = {"column": 0, "goal": "trade_3a", "winner": 1, "how": "highest",
              "totals": {"0": 24, "1": 40}, "values": [[0, 24], [1, 40]],
              "slots": [[0, "hermit", None], [1, "king", None], [0, "wizard", None]]}
    scene = RoundSummaryScene(app, [result], ["Ann", "Bo"], 1)
    assert scene.owners_text(result) == "Ann: Hermit 12, Wizard (removed) · Bo: King 20"
    assert scene.totals_text(result) == "Totals: Ann 12 · Bo 20"


def test_a_face_down_own_card_keeps_its_value_clear_of_its_name(app, monkeypatch):
    """'Fencing Maste' with its value gone, 'Musketeers11': the name is fitted before the
    value on the strip of a face-down card its owner knows."""
    from game.ui import theme
    from game.ui.widgets import cards

    drawn = []
    real = cards.draw_text

    def record(surface, text, pos, size=18, colour=None, bold=False, anchor="topleft"):
        drawn.append((text, pos, size, bold, anchor))
        return real(surface, text, pos, size, colour or theme.TEXT, bold, anchor)

    monkeypatch.setattr(cards, "draw_text", record)
    face = cards.CardFace("Fencing Master", "8", "text", (200, 60, 60), face_down=True)
    cards.render_card.cache_clear()
    cards.render_card(face, 96, 134)
    (name, npos, nsize, _, _), = [d for d in drawn if d[0] == "Fencing Master"]
    (_, vpos, vsize, _, vanchor), = [d for d in drawn if d[0] == "8"]
    value_left = vpos[0] - theme.font(vsize, True).size("8")[0]
    assert vanchor == "midright" and vpos[0] <= 96 - 4
    assert npos[0] + theme.font(nsize, True).size(name)[0] < value_left
