import re

import pygame
import pytest

from game.ui.app import App
from game.ui.widgets import hand_tray


@pytest.fixture
def app():
    application = App((1280, 800))
    # Tests that are not about confirming moves (issue #19.4) play as fast players do: a move
    # that passes the turn hands over at once. Those about it turn the setting back on.
    application.settings.confirm_moves = False
    # Clicks come at once after a change: a button new at a spot takes them (issue #34.3's
    # settle time has its own tests, which set it back).
    settle, hand_tray.SETTLE_MS = hand_tray.SETTLE_MS, 0
    yield application
    hand_tray.SETTLE_MS = settle
    pygame.quit()


def click(app, pos, button=1):
    """A full left click at pos, through the app's own event handling."""
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.0)


def key(app, k, mod=0, text=None):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text or ""))
    if text:
        app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.0)


def resize_and_draw(app, size):
    """The window resized to `size` as a player drags it, then one frame drawn."""
    app.set_window(size)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(0.0)
    app.draw()


def spy(table):
    """Record every action the table submits (and still submit it)."""
    sent = []
    original = table.session.submit

    def submit(seat, action):
        sent.append(list(action))
        original(seat, action)

    table.session.submit = submit
    return sent


def open_table(app, session):
    """The table for a session over a title screen, every opening handoff confirmed."""
    from game.ui.scenes.handoff import HandoffScene
    from game.ui.scenes.table import open_session
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    app.step(0.0)
    return table


def open_from_pause(app, game_id, label):
    """A fresh table of the game, its pause menu opened and the button labelled `label`
    clicked: (the pause menu, the scene on top now)."""
    from game.engine import registry
    from game.engine.session import SeatInfo, Session

    rules = registry.get(game_id)
    seats = [SeatInfo(f"P{i + 1}") for i in range(rules.min_players)]
    table = open_table(app, Session.new(game_id, 5, rules.min_players, seats=seats))
    table.open_pause()
    pause = app.stack.top
    app.draw()
    click(app, next(b for b in pause.buttons if b.label == label).rect.center)
    return pause, app.stack.top


def new_game_from_title(app, game_id):
    """Click the game's tile on a fresh title screen; returns the New Game scene it opens."""
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    app.step(0.0)
    click(app, next(r for e, r in title.tiles if e.id == game_id).center)
    assert isinstance(app.stack.top, NewGameScene)
    return app.stack.top


class RecordingFont:
    """A font that records every string it renders (see `screen_text`)."""

    def __init__(self, font, seen: list[str]) -> None:
        self._font, self._seen = font, seen

    def render(self, text, *args, **kwargs):
        self._seen.append(str(text))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._font, name)


def screen_text(app, monkeypatch) -> str:
    """Every string drawn on the screen by one full redraw, joined with spaces (wrapped lines
    join back into their sentences)."""
    from game.ui import theme

    seen: list[str] = []
    real = theme.font
    with monkeypatch.context() as patch:
        patch.setattr(theme, "font", lambda size, bold=False: RecordingFont(real(size, bold), seen))
        app.draw()
    return " ".join(seen)


def reopened(app, session, tmp_path):
    """The session saved to a file and loaded again (the same position, checked by hash),
    opened on a table over a title screen with the opening handoff confirmed."""
    from game.engine import saves
    from game.engine.data import state_hash
    from game.ui.scenes.table import open_session
    from game.ui.scenes.title import TitleScene

    path = tmp_path / "mid.json"
    saves.write(session, path)
    loaded = saves.load(path)
    assert state_hash(loaded.state) == state_hash(session.state)
    app.push(TitleScene(app))
    table = open_session(app, loaded)
    app.stack.top.ready()  # two humans: the handoff to the seat that must act
    return table


KEY_LIKE = re.compile(r"\b[a-z_]+\.[a-z_]+(\.[a-z0-9_]+)*\b")
# Words that stay in Latin letters in Korean: the sample players, the app's name, key names
# (as a Korean keyboard's caps print them: widgets/key_cap.py), abbreviations the Korean
# rulebook itself uses (SP, OP, VP) and rule ids.
LATIN_OK = {"Hotseat", "Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Esc", "Enter", "Ctrl",
            "Tab", "Shift", "Space", "Home", "End", "PgUp", "PgDn",
            "SP", "OP", "VP", "D89", "KH", "JSON", "UTF", "ID", "PS"}


@pytest.fixture
def korean_app(monkeypatch):
    """An app in Korean whose fonts record every string drawn: (app, seen)."""
    from game.ui import theme

    seen: list[str] = []
    application = App((1280, 800), persist=False)
    application.set_language("ko")
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda size, bold=False: RecordingFont(real(size, bold),
                                                                               seen))
    yield application, seen
    pygame.quit()


def shows_korean_only(korean_app, name, game=None, moves=0, players=None):
    """A sample scene (`build_scene`) drawn in Korean shows Korean, never a raw catalog key or
    an English sentence built outside the catalog (issue #20.5)."""
    from game.ui.scenes.build import build_scene

    app, seen = korean_app
    build_scene(app, name, game=game, players=players, seed=3, moves=moves)
    app.stack.update(0.0)
    seen.clear()
    app.draw()
    text = [s for s in seen if s.strip()]
    assert text, "the scene drew nothing"
    assert any(re.search("[가-힣]", s) for s in text)
    raw = [s for s in text if KEY_LIKE.search(s)]
    assert raw == [], f"catalog keys shown raw: {raw}"
    english = sorted({word for s in text for word in re.findall(r"[A-Za-z]{2,}", s)}
                     - LATIN_OK)
    assert english == [], f"Latin words in Korean {name}: {english} in {text}"
