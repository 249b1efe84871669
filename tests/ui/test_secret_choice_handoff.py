"""Pass-and-play through a simultaneous secret choice (engine frames.SecretChoice), with the
tests' sealed-bid game (tests/sealedbid.py) on the generic board: the first seat picks,
changes its mind and seals; the laptop is handed over; nothing of the first pick reaches the
second seat's view, prompt, log or screen until both are revealed."""

from game.engine.session import SeatInfo, Session
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import click, screen_text


def table_for_two(app):
    app.push(TitleScene(app))
    session = Session.new("sealed_bid", 3, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")])
    return open_session(app, session)


def press(app, table, label):
    app.draw()  # the generic board places its buttons while drawing
    button = next(b for b in table.board.buttons if b.label == label)
    click(app, button.rect.center)


def test_secret_picks_are_handed_over_and_never_shown_to_the_other_seat(app, monkeypatch):
    table = table_for_two(app)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ada"
    app.stack.top.ready()
    assert table.viewer == 0 and table.session.active_seats() == [0, 1]
    press(app, table, "bid 5")  # a mis-click ...
    assert table.undo_button.enabled
    press(app, table, "bid 3")  # ... changed before sealing
    ada_screen = screen_text(app, monkeypatch)
    assert "You bid 3" in ada_screen and "[3, null]" in ada_screen  # Ada sees her own pick
    assert "Your bid: 3" in ada_screen
    press(app, table, "seal")
    # The laptop goes to Ben; the cover hides the table.
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    assert table.viewer is None
    cover = screen_text(app, monkeypatch)
    assert "3" not in cover and "Ben" in cover
    app.stack.top.ready()
    assert table.viewer == 1 and table.acting == 1
    ben_screen = screen_text(app, monkeypatch)
    for text in (ben_screen, str(table.view), table.prompt_text()):
        assert "You bid" not in text and "[3, null]" not in text and "[3, None]" not in text
    assert "Ada sealed a bid" in ben_screen  # that she sealed is public
    assert table.view["stack"][-1]["secret"] == [None, None]
    assert table.session.view(1)["log"] == table.view["log"]
    assert not table.session.can_undo(1) and not table.session.can_undo(0)
    press(app, table, "bid 2")
    press(app, table, "seal")
    # Both sealed: the bids are revealed to everyone; Ada won the prize.
    revealed = [e for e in table.session.view(1)["log"] if e["key"] == "sealed.revealed"]
    assert revealed and revealed[0]["params"]["bids"] == [3, 2]
    assert table.session.state["points"][0] > 0
