"""Issue #39.2: the table of every game laid out at every UI scale on a laptop. Scenes lay out
in logical pixels (the window divided by the scale, `ui_scale.logical_sizes()`: 1707x960 at
75% down to 640x360 at 200%); at each of them, mid-game (full hands, 1989's Power Struggle
table, a Twilight Struggle headline, the most players of Kabale und Hiebe and Blockade
Runner) the table's parts lie inside the screen and apart, every button's label fits it, the
prompt stays readable, hand cards keep room for their names, the map keeps a usable share of
the screen and its labels keep their designed size."""

import random

import pytest

from game import i18n
from game.engine.session import SeatInfo, Session
from game.ui import theme
from game.ui.boards.map_board import MapBoard
from game.ui.table_draw import PROMPT_SMALLEST
from game.ui.ui_scale import logical_sizes
from game.ui.widgets.basic import Button, recording_labels, recording_text
from game.ui.widgets.hand_tray import ActionStrip
from game.ui.widgets.map_type import MAP_TYPE

from .conftest import click, open_table, resize_and_draw, spy
from .test_map_legibility import forget_drawn_pieces

NAMES = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay"]
MAP_SHARE = 0.25  # of the screen's area the map keeps at least (it zooms and pans for more)
CARD_W, CARD_H = 40, 50  # a hand card's least room for its name (logical px)
LABEL_PAD = 4  # a button's label this far inside its edges at least


def ps_card_step(session, seat) -> bool:
    """1989's Power Struggle table open on a card choice of a seat holding its PS cards."""
    decision = session.decision(seat)
    return decision.topic == "struggle" and decision.kind == "card" and \
        bool((session.view(seat).get("power_struggle") or {}).get("hand"))


# name: (game, players, the position wanted: (session, acting seat, moves made) -> bool)
POSITIONS = {
    "dof_struggle": ("dawn_of_freedom", 2, lambda s, seat, i: ps_card_step(s, seat)),
    "dof_midgame": ("dawn_of_freedom", 2,
                    lambda s, seat, i: i >= 40 and s.decision(seat).topic == "play"),
    "ts_headline": ("twilight_struggle", 2,
                    lambda s, seat, i: s.decision(seat).topic == "headline"),
    "ts_midgame": ("twilight_struggle", 2,
                   lambda s, seat, i: i >= 40 and s.decision(seat).topic == "round"),
    "kh_2": ("kabale_und_hiebe", 2, lambda s, seat, i: i >= 10),
    "kh_6": ("kabale_und_hiebe", 6, lambda s, seat, i: i >= 20),
    "br_2": ("blockade_runner", 2, lambda s, seat, i: i >= 30),
    "br_6": ("blockade_runner", 6, lambda s, seat, i: i >= 60),
}


def reach(name: str) -> Session:
    """An all-human game played at random to the position `name` (the first seed that
    reaches it: random play moves with the rules, so no seed is pinned)."""
    game, players, wanted = POSITIONS[name]
    for seed in range(1, 30):
        session = Session.new(game, seed, players, seats=[SeatInfo(n) for n in NAMES[:players]])
        pick = random.Random(seed)
        for i in range(600):
            if session.is_over():
                break
            seat = session.active_seats()[0]
            if wanted(session, seat, i):
                return session
            session.submit(seat, pick.choice(session.legal_actions(seat)))
    raise AssertionError(f"no seeded game reached {name}")


def drawn_buttons(app) -> list[Button]:
    """The buttons one full redraw draws, in the order drawn."""
    drawn: list[Button] = []
    real = Button.draw

    def draw(button, surface):
        drawn.append(button)
        real(button, surface)

    Button.draw = draw
    try:
        app.draw()
    finally:
        Button.draw = real
    return list({id(b): b for b in drawn}.values())


def apart(parts: dict) -> list[str]:
    """Pairs of named rects that overlap."""
    names = [n for n, r in parts.items() if r is not None and r.width and r.height]
    return [f"{a} {parts[a]} x {b} {parts[b]}" for i, a in enumerate(names)
            for b in names[i + 1:] if parts[a].colliderect(parts[b])]


def layout_problems(app, table) -> list[str]:
    screen = app.screen.get_rect()
    problems = []
    board = table.board
    parts = {"title": table.title_rect, "prompt": table.prompt_rect}
    if isinstance(board, MapBoard):  # the board spans the log column: its parts, each
        parts.update({"map": board.map_view.rect, "strip": board.strip.rect,
                      "tray": board.tray.rect})
    else:
        parts["board"] = board.rect
    parts.update({f"[{b.label}]": b.rect for b in table.top_buttons() + table.bar_buttons()})
    if table.log_open:
        parts["log"] = table.log.rect.union(table.notes) if table.notes.height else \
            table.log.rect
    problems += [f"overlap: {p}" for p in apart(parts)]
    problems += [f"off screen: {n} {r}" for n, r in parts.items()
                 if r is not None and r.width and not screen.contains(r)]
    buttons = drawn_buttons(app)
    for b in buttons:
        if not screen.contains(b.rect):
            problems.append(f"button off screen: {b.label} {b.rect}")
        font = theme.font(b.size, True)
        w, h = font.size(b.label)
        if w > b.rect.width - 2 * LABEL_PAD or font.get_ascent() > b.rect.height:
            problems.append(f"label clipped: {b.label!r} {b.size}px in {b.rect}")
    problems += [f"buttons overlap: {p}" for p in
                 apart({f"[{b.label}] {i}": b.rect for i, b in enumerate(buttons)})]
    if table.prompt_size < PROMPT_SMALLEST:
        problems.append(f"prompt at {table.prompt_size}px")
    if isinstance(board, MapBoard):
        problems += [f"outside the board: {n} {parts[n]}" for n in ("map", "strip", "tray")
                     if parts[n].width and not board.rect.contains(parts[n])]
        share = board.map_view.rect.width * board.map_view.rect.height / screen.width / \
            screen.height
        if share < MAP_SHARE:
            problems.append(f"map {board.map_view.rect} is {share:.0%} of the screen")
    row = getattr(board, "hand_row", None)
    if row is not None and table.viewer is not None:
        drawn = {(r.left, r.width) for r, _ in board.visible_cards}  # not under a panel
        rects = sorted((r for _, r in row.rects if (r.left, r.width) in drawn),
                       key=lambda r: r.left)
        # What shows of each card: up to the next card's left edge (the title is at the top)
        shown = [(min(r.right, rects[i + 1].left) - r.left if i + 1 < len(rects)
                  else r.width, r.height) for i, r in enumerate(rects)]
        small = [s for s in shown if s[0] < min(CARD_W, row.min_width) or s[1] < CARD_H]
        if small:
            problems.append(f"hand cards show too little for their names: {small[0]}")
    return problems


# What is still wrong, by position and kind, at the sizes it is wrong at: each must still
# fail (a gap closed is taken off here), and nothing else may. None now: a tray whose hand zone
# is too narrow for a full hand gives the hand the width the art leaves, then a row of its
# own (`hand_tray.Tray`), and the map keeps a share of the board (`MapBoard.MAP_LEAST`).
KNOWN_GAPS: dict[tuple[str, str], set[str]] = {}


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_issue_39_2_the_table_is_laid_out_at_every_ui_scale(app, name, lang):
    app.set_language(lang)
    table = open_table(app, reach(name))
    failures, found = [], {}
    for w, h in logical_sizes():
        resize_and_draw(app, (w, h))
        for problem in layout_problems(app, table):
            kind = KINDS[next(k for k in KINDS if problem.startswith(k))]
            if f"{w}x{h}" in KNOWN_GAPS.get((name, kind), ()):
                found.setdefault(kind, set()).add(f"{w}x{h}")
            else:
                failures.append(f"{w}x{h} {problem}")
    assert not failures, "\n".join(failures)
    closed = {kind: sorted(sizes - found.get(kind, set()))
              for (pos, kind), sizes in KNOWN_GAPS.items() if pos == name}
    assert not any(closed.values()), f"closed gaps: take them off KNOWN_GAPS: {closed}"


# A problem's first words and its kind in KNOWN_GAPS.
KINDS = {"overlap": "overlap", "off screen": "off screen", "button off screen": "buttons",
         "label clipped": "buttons", "buttons overlap": "buttons", "prompt": "prompt",
         "outside the board": "overlap", "map ": "map share", "hand cards": "hand cards"}


@pytest.mark.parametrize("name", ["dof_midgame", "ts_midgame", "br_6"])
def test_issue_39_2_map_labels_keep_their_designed_size_at_every_scale(app, name):
    """The #34 11-px floor, kept at every logical size: the App's scaling makes the type
    bigger on the glass, never the layout's smaller map smaller type."""
    table = open_table(app, reach(name))
    smallest = {}
    for size in logical_sizes():
        resize_and_draw(app, size)
        forget_drawn_pieces(table.session.rules.id)
        with recording_labels() as labels:
            app.draw()
        assert labels, "the map drew no labels"
        low = sorted({text for text, px in labels if px < MAP_TYPE})
        if low:
            smallest[size] = low[:5]
    assert not smallest, smallest


def test_issue_39_2_strip_buttons_past_its_rows_fold_behind_more_and_still_work(app):
    """Blockade Runner with six players offers a dozen buttons: on a 640x360 layout the strip
    keeps one row and the rest wait behind "More", which opens them above the strip."""
    table = open_table(app, reach("br_6"))
    sent = spy(table)
    resize_and_draw(app, (640, 360))
    strip = table.board.strip
    assert strip.folded and strip.more.rect is not None
    assert all(b.rect is None for b in strip.folded)  # not on screen: no click lands on one
    assert strip.rect.height == ActionStrip.ONE_ROW
    click(app, strip.more.rect.center)
    app.draw()
    assert strip.more_panel is not None and app.screen.get_rect().contains(strip.more_panel)
    offers = [b for b in strip.folded if b.enabled]
    assert offers and all(strip.more_panel.contains(b.rect) for b in strip.folded)
    target = offers[0]
    made = next((a for b, a in strip.makes if b is target), None)
    click(app, target.rect.center)
    assert not strip.more_open
    if made is not None:
        assert sent and sent[0] == list(made)


def test_issue_39_2_the_log_folds_on_a_narrow_window_and_comes_back(app):
    table = open_table(app, reach("ts_midgame"))
    resize_and_draw(app, (853, 480))
    assert not table.log_open and table.log_button.label == i18n.t("table.log_show")
    resize_and_draw(app, (1280, 720))
    assert table.log_open
    table.toggle_log()  # the player folds it: a narrow window and back leave it folded
    resize_and_draw(app, (640, 360))
    resize_and_draw(app, (1280, 720))
    assert not table.log_open


def tray_text_problems(app, board) -> list[str]:
    """The text one redraw puts in a map board's tray: each line whole (inside the tray, not
    cut by a clip) and apart from every other (issue #39.2: labels
    of narrow zones ran into each other)."""
    real = board.draw_tray

    def draw_tray(surface):
        with recording_text() as texts:
            real(surface)
        drawn.extend(texts)

    drawn: list = []
    board.draw_tray = draw_tray
    try:
        app.draw()
    finally:
        del board.draw_tray
    assert drawn, "the tray drew no text (the record hook is not reached)"
    tray = board.tray.rect
    problems = [f"outside the tray {tray}: {text!r} {ink}" for text, ink, _ in drawn
                if not tray.contains(ink)]
    problems += [f"cut by a clip {clip}: {text!r} {ink}" for text, ink, clip in drawn
                 if not clip.contains(ink)]
    problems += [f"overlap: {a!r} {ra} x {b!r} {rb}" for i, (a, ra, _) in enumerate(drawn)
                 for b, rb, _ in drawn[i + 1:] if ra.colliderect(rb)]
    return problems


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", ["dof_midgame", "ts_headline", "ts_midgame", "br_2", "br_6"])
def test_issue_39_2_tray_labels_are_whole_and_apart_at_every_ui_scale(app, name, lang):
    """1989's and Twilight Struggle's drop-zone labels ran together at 640x360 ("EventOpera
    Space Rac"), 1989's "Lasting events" over "Discard (n)", Blockade Runner's "Discards"
    under "Deck 28" and its six fleet boxes cut their "worth 35k · 3 cards"."""
    app.set_language(lang)
    table = open_table(app, reach(name))
    assert isinstance(table.board, MapBoard)
    failures = []
    for w, h in logical_sizes():
        resize_and_draw(app, (w, h))
        failures += [f"{w}x{h} {p}" for p in tray_text_problems(app, table.board)]
    assert not failures, "\n".join(failures)
