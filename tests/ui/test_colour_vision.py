"""Issue #39 point 1: colour is never the only signal. Each seat has a shape beside its colour
(widgets/seat_mark.py), lit targets have corner brackets and a thick ring (widgets/lit_mark.py),
and the six seat colours stay apart for colour-blind eyes. Each board is drawn at 1280x720, the
screenshot is seen as a protanope, deuteranope and tritanope sees it (Machado et al. 2009,
severity 1.0: tools/colour_vision.py), and the colours that must differ are measured there."""

from itertools import combinations

import pygame
import pytest

from game.engine import registry
from game.ui import theme
from game.ui.scenes.build import sample_session
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import open_session
from game.ui.scenes.title import TitleScene
from game.ui.widgets import lit_mark, seat_mark
from tools.colour_vision import (
    KINDS,
    contrast_ratio,
    delta_e,
    luminance,
    simulate,
    simulate_surface,
)

from .conftest import resize_and_draw

SIZE = (1280, 720)
SEATS_APART = 15.0  # CIE76 deltaE between two seat colours, for every eye (20: plainly)
SIDES_APART = 40.0  # the two sides of 1989 and Twilight Struggle are far apart
ON_THE_TABLE = 3.0  # a seat colour's luminance contrast with the dark table at least
LIT_APART = 20.0  # deltaE between a lit ring and an unlit outline, for every eye
EYES = (None, *KINDS)  # normal vision, then the three simulations


def seen(colour, kind):
    return tuple(colour[:3]) if kind is None else simulate(tuple(colour[:3]), kind)


def side_colours(game: str) -> list[tuple[int, int, int]]:
    """The two sides' marker colours on a two-sided board (seat 0's, seat 1's)."""
    if game == "dawn_of_freedom":
        from game.games.dawn_of_freedom.board import draw

        return [draw.SIDE_COLOURS[side] for side in ("com", "dem")]
    from game.games.twilight_struggle.board import draw

    return list(draw.SEAT_COLOURS)


@pytest.mark.parametrize("kind", EYES)
def test_issue_39_1_the_six_seat_colours_stay_apart_for_every_eye(kind):
    """Fails on the old palette: its blue and purple are 6.6 apart to a protanope."""
    close = [(a, b, round(delta_e(seen(a, kind), seen(b, kind)), 1))
             for a, b in combinations(theme.SEAT_COLOURS, 2)
             if delta_e(seen(a, kind), seen(b, kind)) < SEATS_APART]
    assert not close, f"{kind or 'normal'}: seat colours too close: {close}"
    dim = [c for c in theme.SEAT_COLOURS if contrast_ratio(seen(c, kind), theme.BG) < ON_THE_TABLE]
    assert not dim, f"{kind or 'normal'}: too dark on the table: {dim}"


def test_issue_39_1_each_seat_has_its_own_shape():
    assert len({seat_mark.shape_of(s) for s in range(6)}) == 6
    masks = [seat_mark.shape_mask(s, 12) for s in range(6)]
    for a, b in combinations(range(6), 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differ = masks[a].count() + masks[b].count() - 2 * overlap
        assert differ >= 0.15 * min(masks[a].count(), masks[b].count()), \
            f"seats {a} and {b} draw nearly the same shape"


@pytest.mark.parametrize("kind", EYES)
def test_issue_39_1_lit_differs_from_unlit_by_colour_shape_and_weight(kind):
    """A lit target's mark against a plain unlit outline on the same ground: the ring's
    colour differs for every eye, the brackets are light on it, the lit mark is heavier
    and has pixels at the corners outside the ring, where an unlit outline has none."""
    ground = theme.PANEL
    target = pygame.Rect(40, 40, 60, 40)
    lit, unlit = pygame.Surface((140, 120)), pygame.Surface((140, 120))
    lit.fill(ground)
    unlit.fill(ground)
    lit_mark.draw_lit(lit, target)
    pygame.draw.rect(unlit, theme.BORDER, target, 1, border_radius=8)
    assert delta_e(seen(theme.HIGHLIGHT, kind), seen(theme.BORDER, kind)) >= LIT_APART
    for mark in (lit_mark.BRACKET, theme.HIGHLIGHT):  # both stand out from the ground
        assert contrast_ratio(seen(mark, kind), seen(ground, kind)) >= ON_THE_TABLE

    lit_px = sum(1 for x in range(140) for y in range(120) if lit.get_at((x, y))[:3] != ground)
    unlit_px = sum(1 for x in range(140) for y in range(120)
                   if unlit.get_at((x, y))[:3] != ground)
    assert lit_px >= 3 * unlit_px
    corner = lit_mark.bracket_lines(target, 3 + 3 + 2)[0][1]  # the top-left bracket's corner
    assert seen(lit.get_at(corner), kind) == seen(lit_mark.BRACKET, kind)
    assert unlit.get_at(corner)[:3] == ground


@pytest.fixture
def board_screen(app, monkeypatch):
    """Draw a game's table at 1280x720 recording the seat shapes and lit brackets drawn:
    (screen, shapes drawn, bracket rects, table)."""

    def draw(game: str):
        players = registry.entry(game).max_players  # every seat colour on the table
        shapes, brackets = set(), []
        real_shape, real_brackets = seat_mark.draw_shape, lit_mark.draw_brackets
        monkeypatch.setattr(seat_mark, "draw_shape", lambda surface, shape, *a, **k: (
            shapes.add(shape), real_shape(surface, shape, *a, **k))[1])
        monkeypatch.setattr(lit_mark, "draw_brackets", lambda surface, rect, *a, **k: (
            brackets.append((pygame.Rect(rect), a)), real_brackets(surface, rect, *a, **k))[1])
        app.stack.scenes.clear()
        app.push(TitleScene(app))
        table = open_session(app, sample_session(game, players, 5, 40, humans=players))
        while isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()  # the opening handoff: the acting seat looks
        resize_and_draw(app, SIZE)  # the first frame at this size: what it draws, recorded
        return app.screen.copy(), shapes, brackets, table

    return draw


def colours_on(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    data = pygame.image.tobytes(surface, "RGB")
    return {tuple(data[i:i + 3]) for i in range(0, len(data), 3)}


BOARDS = [e.id for e in registry.entries() if e.board_ref]  # each game's own board


@pytest.mark.parametrize("game", BOARDS)
def test_issue_39_1_each_board_keeps_seats_and_lit_targets_apart_for_every_eye(board_screen,
                                                                              game):
    screen, shapes, brackets, table = board_screen(game)
    players = table.session.players
    on_screen = colours_on(screen)
    two_sided = players == 2 and game in ("dawn_of_freedom", "twilight_struggle")
    # The colours that must differ, as drawn: the sides' markers, or every seat's colour.
    must_differ = side_colours(game) if two_sided else [
        seat_mark.seat_colour(s) for s in range(players)]
    missing = [c for c in must_differ if c not in on_screen]
    assert not missing, f"{game}: these seat/side colours are not on screen: {missing}"
    # ... each with its shape beside it (markers, ships, panels, the prompt dot).
    assert {seat_mark.shape_of(s) for s in range(players)} <= shapes, \
        f"{game}: drew shapes {sorted(shapes)}"
    apart = SIDES_APART if two_sided else SEATS_APART
    for kind in KINDS:
        simulated = simulate_surface(screen, kind)
        seen_colours = colours_on(simulated)
        for a, b in combinations(must_differ, 2):
            sa, sb = simulate(a, kind), simulate(b, kind)
            assert sa in seen_colours and sb in seen_colours
            assert delta_e(sa, sb) >= apart, f"{game} {kind}: {a} and {b} look alike"
        if table.prompt_seat() is not None:  # the prompt dot against its bar
            bar_y = screen.get_height() - 28
            dot, bar = simulated.get_at((24, bar_y)), simulated.get_at((6, bar_y))
            assert delta_e(tuple(dot)[:3], tuple(bar)[:3]) >= SEATS_APART, f"{game} {kind}"
        # Lit targets: across each top-left bracket's upright arm, light against dark.
        for rect, args in brackets:
            (x, y1), (_, y0) = lit_mark.bracket_lines(rect, args[0] if args else 4)[0][:2]
            across = [(x + dx, (y0 + y1) // 2) for dx in range(-3, 4)]
            if not all(screen.get_rect().collidepoint(p) for p in across) or \
                    screen.get_at(across[3])[:3] != lit_mark.BRACKET:
                continue  # off screen, or covered by what is drawn after it (a tooltip)
            shades = [simulated.get_at(p)[:3] for p in across]
            assert contrast_ratio(max(shades, key=luminance), min(shades, key=luminance)) \
                >= ON_THE_TABLE, f"{game} {kind}: a bracket at {rect} does not stand out"
    if table.legal:
        assert brackets, f"{game}: targets are offered but none is lit with brackets"
