"""The focus ring on its own (game/ui/focus.py, issue #39.3): Tab order, arrows by direction,
Enter, the mouse, text fields under the ring and the help keys."""

import pygame

from game.ui.focus import FocusRing, Target, asks_for_help, nearest, reading_order
from game.ui.scene import field_target
from game.ui.widgets.text_field import TextField


def down(key, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text)


def grid(chosen=None):
    """Six targets in two rows, out of order, one row's centres a few pixels apart."""
    spots = {"c": (300, 100), "a": (100, 104), "b": (200, 96), "f": (300, 300),
             "d": (100, 300), "e": (200, 305)}
    chosen = chosen if chosen is not None else []
    out = []
    for name, (x, y) in spots.items():
        rect = pygame.Rect(0, 0, 60, 30)
        rect.center = (x, y)
        out.append(Target(rect, lambda n=name: chosen.append(n), key=name))
    return out


def test_reading_order_is_rows_top_to_bottom_then_left_to_right():
    assert [t.key for t in reading_order(grid())] == ["a", "b", "c", "d", "e", "f"]


def test_tab_walks_the_reading_order_and_comes_back_round():
    ring, targets = FocusRing(), grid()
    seen = []
    for _ in range(7):
        assert ring.handle(down(pygame.K_TAB), targets)
        seen.append(ring.key)
    assert seen == ["a", "b", "c", "d", "e", "f", "a"]


def test_shift_tab_walks_backwards_from_the_last():
    ring, targets = FocusRing(), grid()
    seen = []
    for _ in range(3):
        ring.handle(down(pygame.K_TAB, pygame.KMOD_SHIFT), targets)
        seen.append(ring.key)
    assert seen == ["f", "e", "d"]


def test_arrows_are_the_scenes_until_tab_shows_the_ring():
    ring, targets = FocusRing(), grid()
    assert not ring.handle(down(pygame.K_RIGHT), targets)
    assert not ring.handle(down(pygame.K_RETURN), targets)
    ring.handle(down(pygame.K_TAB), targets)
    assert ring.handle(down(pygame.K_RIGHT), targets) and ring.key == "b"
    assert ring.handle(down(pygame.K_DOWN), targets) and ring.key == "e"
    assert ring.handle(down(pygame.K_LEFT), targets) and ring.key == "d"
    assert ring.handle(down(pygame.K_LEFT), targets) and ring.key == "d"  # nothing that way


def test_arrows_stay_in_the_focused_targets_group():
    """A board's lit spaces are one group, the top bar another: Right from the map's
    rightmost lit space stays there (it went to the Hint button), Tab goes on to the bar."""
    ring, targets = FocusRing(), grid()
    for t in targets:
        t.group = 1 if t.key in ("c", "f") else 0
    ring.handle(down(pygame.K_TAB), targets)
    assert ring.key == "a"
    assert ring.handle(down(pygame.K_RIGHT), targets) and ring.key == "b"
    assert ring.handle(down(pygame.K_RIGHT), targets) and ring.key == "b"  # "c" is the bar's
    assert ring.handle(down(pygame.K_DOWN), targets) and ring.key == "e"


def test_nearest_prefers_what_lies_straight_that_way():
    targets = {t.key: t for t in grid()}
    assert nearest(list(targets.values()), targets["a"], (0, 1)).key == "d"
    assert nearest(list(targets.values()), targets["f"], (0, -1)).key == "c"
    assert nearest(list(targets.values()), targets["c"], (1, 0)) is None


def test_enter_and_space_choose_the_focused_target_only():
    chosen = []
    ring, targets = FocusRing(), grid(chosen)
    ring.handle(down(pygame.K_TAB), targets)
    ring.handle(down(pygame.K_TAB), targets)
    assert ring.handle(down(pygame.K_RETURN), targets)
    assert ring.handle(down(pygame.K_SPACE), targets)
    assert chosen == ["b", "b"]


def test_a_mouse_press_hides_the_ring():
    ring, targets = FocusRing(), grid()
    ring.handle(down(pygame.K_TAB), targets)
    assert ring.focused(targets) is not None
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert not ring.handle(press, targets)
    assert ring.focused(targets) is None
    assert not ring.handle(down(pygame.K_RETURN), targets)


def fields():
    one = TextField("Ada", rect=pygame.Rect(10, 10, 200, 30))
    two = TextField("Ben", rect=pygame.Rect(10, 60, 200, 30))
    return one, two


def test_a_field_under_the_ring_takes_typing_and_tab_leaves_it():
    one, two = fields()
    ring = FocusRing()
    ring.handle(down(pygame.K_TAB), [field_target(one), field_target(two)])
    assert one.focused and not two.focused
    ring.handle(down(pygame.K_TAB), [field_target(one), field_target(two)])
    assert two.focused and not one.focused


def test_a_field_being_typed_in_keeps_its_caret_keys():
    one, two = fields()
    ring = FocusRing()
    ring.handle(down(pygame.K_TAB), [field_target(one), field_target(two)])
    targets = [field_target(one), field_target(two)]
    for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_SPACE):
        assert not ring.handle(down(k), targets), pygame.key.name(k)
    assert ring.key == id(one)
    assert ring.handle(down(pygame.K_DOWN), targets) and ring.key == id(two)


def test_the_first_tab_after_a_click_into_a_field_goes_on_from_that_field():
    one, two = fields()
    two.focused = True  # clicked into
    ring = FocusRing()
    ring.handle(down(pygame.K_TAB, pygame.KMOD_SHIFT), [field_target(one), field_target(two)])
    assert ring.key == id(one) and one.focused and not two.focused


def test_f1_and_a_typed_question_mark_ask_for_help():
    assert asks_for_help(down(pygame.K_F1))
    assert asks_for_help(down(pygame.K_SLASH, pygame.KMOD_SHIFT, "?"))
    assert not asks_for_help(down(pygame.K_SLASH, 0, "/"))
    assert not asks_for_help(pygame.event.Event(pygame.TEXTINPUT, text="?"))
