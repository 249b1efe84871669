"""Issue #34 point 9 at 1280×720: on "Keep Power / Give up Power" (D89-8.5) the lines saying
what each choice means are not under the hand, and the card slot, the words and Decline
(D89-8.3) stay above the "Your Power Struggle cards" label."""

import random

import pygame
import pytest

from game import i18n
from game.engine.session import SeatInfo, Session
from game.ui.app import App
from tests.ui.conftest import open_table


def table_at(app, step, seed, after=0):
    """A two-human table played at random to the first struggle `step` after `after` moves,
    where the acting seat holds PS cards."""
    session = Session.new("dawn_of_freedom", seed, 2, seats=[SeatInfo("Ada"), SeatInfo("Ben")])
    pick = random.Random(seed)
    for i in range(3000):
        assert not session.is_over()
        seat = session.active_seats()[0]
        ps = session.view(seat).get("power_struggle") or {}
        if session.decision(seat).data.get("step") == step and ps.get("hand") and i >= after:
            break
        session.submit(seat, pick.choice(session.legal_actions(seat)))
    return open_table(app, session)


@pytest.fixture
def small_app():
    application = App((1280, 720), persist=False)
    application.settings.confirm_moves = False
    yield application
    application.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("step, seed, after", [("surrender", 1, 100), ("answer", 1, 0),
                                               ("answer", 2, 0)])
def test_d89_8_the_choice_and_its_meaning_stay_above_the_hand(small_app, lang, step, seed,
                                                              after):
    small_app.set_language(lang)
    table = table_at(small_app, step, seed, after)
    small_app.draw()
    view = table.board.struggle
    assert view.mode() == "struggle" and view.buttons
    area = view.table_rect
    for button, _ in view.buttons:
        assert area.contains(button.rect), (button.label, button.rect, area)
    ops = view.canvas.ops
    label = i18n.t("dof.struggle.hand.title", count=len(view.ps["hand"]))
    after_hand = next(i for i, op in enumerate(ops) if op[0] == "blit" and op[3] == label)
    # What the middle lays out (after the hand band), the rounds box on the right aside.
    middle = [op for op in ops[after_hand + 1:] if op[0] == "blit"
              and op[2].right <= area.right + 2 and op[3] != view.hand_hint()]
    assert middle and all(op[2].bottom <= area.bottom for op in middle), \
        [(op[3], op[2]) for op in middle if op[2].bottom > area.bottom]
    if step == "surrender":  # what keeping and giving up mean is on screen
        texts = " ".join(op[3] for op in middle)
        assert all(m.split()[0] in texts for _, m in view.buttons if m)
    if view.slot is not None:
        assert view.slot.bottom <= area.bottom
