"""Issue #34 point 10: the game-over screen shows the moment that ended the game (1989's
decisive struggle, TS's scoring card), reads the final VP as a side and a number, writes no
doubled brackets and no "hands are hidden" once the game is over."""

import pygame

from game import i18n
from game.ui.scenes.build import build_scene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.handoff import HandoffScene
from tests.games.twilight_struggle.test_ui_board import card_rect, drag, two_humans
from tests.ui.conftest import screen_text


def dof_game_over(app, decided_by_struggle: bool) -> GameOverScene:
    """A finished 1989 game of bots that ended by a struggle (D89-10.1) or not (the seeded
    games' endings move with the bots, so the first seed that fits)."""
    for seed in range(1, 16):
        app.stack.clear()
        build_scene(app, "game_over", game="dawn_of_freedom", seed=seed)
        scene = app.stack.top
        assert isinstance(scene, GameOverScene)
        if (scene.moment is not None) == decided_by_struggle:
            return scene
    raise AssertionError("no seeded game ended that way")


def final_vp_words(scene: GameOverScene) -> tuple[str, str]:
    vp = scene.session.state["vp"]
    side = "Democrat" if vp > 0 else "Communist"
    return f"{side} ahead by {abs(vp)}", f"{vp:+d} ("


def test_d89_10_1_the_deciding_struggle_is_on_the_game_over_screen(app, monkeypatch):
    scene = dof_game_over(app, decided_by_struggle=True)
    text = screen_text(app, monkeypatch)
    assert "wins the Power Struggle in" in text  # the result panel's title
    ahead, signed = final_vp_words(scene)
    assert ahead in text and signed not in text
    assert "Continue" not in text  # nothing to acknowledge on this screen


def test_d89_10_3_an_ending_without_a_struggle_shows_no_panel(app, monkeypatch):
    scene = dof_game_over(app, decided_by_struggle=False)
    assert scene.moment is None
    text = screen_text(app, monkeypatch)
    assert final_vp_words(scene)[0] in text


def test_ts_10_3_1_a_scoring_card_that_reaches_20_vp_shows_its_breakdown(app, monkeypatch):
    from game.games.twilight_struggle.rules.data import SCORING_CARDS

    table = two_humans(app, lambda s: s["stack"][-1]["name"] == "action_round" and any(
        c in SCORING_CARDS for c in s["hands"][s["phasing"] or 0]) and s["turn"] > 1
        and any(table_status(s, SCORING_CARDS[c]) for c in s["hands"][s["phasing"] or 0]
                if c in SCORING_CARDS))
    board, state = table.board, table.session.state
    card = next(c for c in board.hand() if c in SCORING_CARDS
                and table_status(state, SCORING_CARDS[c]))
    seat, net = table_status(state, SCORING_CARDS[card])
    state["vp"] = (20 - net) * (1 if seat == 1 else -1)  # TS-10.2: positive for the US
    table.refresh()
    drag(app, card_rect(board, card).center, board.zone_rect("zone_event").center)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    scene = app.stack.top
    assert isinstance(scene, GameOverScene) and scene.moment is not None
    text = screen_text(app, monkeypatch)
    assert i18n.t("ts.table.news.scoring") in text
    region = i18n.t(f"ts.region.{SCORING_CARDS[card]}")
    assert region in scene.moment.words()[1][0]
    scene.buttons[1].on_click()  # "Look at the table": no hand is about to change hands
    assert "Hands are hidden" not in screen_text(app, monkeypatch)


def table_status(state, region):
    """(seat, VP) the region would give its scorer now, or None when nobody gains."""
    from game.games.twilight_struggle.rules import RULES

    status = RULES.view(state, None)["region_status"].get(region)
    if not status or status["net_seat"] is None or not status["net_vp"] or status["wins"]:
        return None
    return status["net_seat"], status["net_vp"]


def test_ts_game_over_log_line_has_no_doubled_brackets():
    for lang in ("en", "ko"):
        i18n.set_language(lang)
        try:
            line = i18n.t("ts.log.game_over", reason=i18n.t("ts.reason.vp"),
                          winner_players="Ada")
            assert "))" not in line and "((" not in line
        finally:
            i18n.set_language("en")


def test_the_moment_panel_fits_beside_the_seats_at_1280x720(app):
    app.screen = pygame.display.set_mode((1280, 720))
    build_scene(app, "game_over", game="dawn_of_freedom", seed=2)
    app.draw()
    scene = app.stack.top
    assert all(b.rect.bottom <= 720 for b in scene.buttons)
