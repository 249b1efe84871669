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


def table_at(app, step, after=0, can_answer=None):
    """A two-human table played at random to the first struggle `step` after `after` moves,
    where the acting seat holds PS cards (and, for `can_answer` True/False, has an answer
    besides Decline or not): the first seed that reaches one (random play moves with the
    rules, so no seed is pinned)."""
    for seed in range(1, 40):
        session = Session.new("dawn_of_freedom", seed, 2,
                              seats=[SeatInfo("Ada"), SeatInfo("Ben")])
        if reach(session, random.Random(seed), step, after, can_answer):
            return open_table(app, session)
    raise AssertionError(f"no seeded game reached {step}")


def reach(session, pick, step, after, can_answer) -> bool:
    for i in range(3000):
        if session.is_over():
            return False
        seat = session.active_seats()[0]
        ps = session.view(seat).get("power_struggle") or {}
        legal = session.legal_actions(seat)
        if session.decision(seat).data.get("step") == step and ps.get("hand") and i >= after \
                and can_answer in (None, legal != [["decline"]]):
            return True
        session.submit(seat, pick.choice(legal))
    return False


@pytest.fixture
def small_app():
    application = App((1280, 720), persist=False)
    application.settings.confirm_moves = False
    yield application
    application.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ko"])
# The answer step twice: with an answer in hand, and with Decline all the defender has
# (D89-8.3.4.X1, issue #33: asked all the same, told no card can answer).
@pytest.mark.parametrize("step, after, can_answer", [("surrender", 100, None),
                                                     ("answer", 0, True), ("answer", 0, False)])
def test_d89_8_the_choice_and_its_meaning_stay_above_the_hand(small_app, lang, step, after,
                                                              can_answer):
    small_app.set_language(lang)
    table = table_at(small_app, step, after, can_answer)
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
    # The rounds box: its heading, scroll count and rounds never run into each other.
    words = [op[2] for op in ops if op[0] == "blit" and view.history_rect.contains(op[2])]
    assert all(not a.colliderect(b) for i, a in enumerate(words) for b in words[:i]), words
