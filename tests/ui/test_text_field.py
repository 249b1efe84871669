"""Typing names in Korean (issue #20.3): the IME's composition shows while a syllable is being
composed, the candidate window follows the caret, and the caret, Ctrl+A and paste work."""

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import text_field
from game.ui.widgets.text_field import TextField


@pytest.fixture
def screen():
    pygame.display.init()
    pygame.font.init()
    theme.font.cache_clear()  # fonts of an earlier pygame session are dead
    surface = pygame.display.set_mode((400, 100))
    yield surface
    pygame.quit()


def focused_field(text: str = "") -> TextField:
    return TextField(text, rect=pygame.Rect(10, 10, 300, 40), focused=True)


def editing(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTEDITING, text=text, start=len(text), length=0)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def keydown(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def drawn_text(field: TextField, surface: pygame.Surface, monkeypatch) -> list[str]:
    shown: list[str] = []
    real = text_field.draw_text

    def spy(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(text_field, "draw_text", spy)
    field.draw(surface)
    return shown


def test_a_syllable_being_composed_is_shown_then_committed(screen, monkeypatch):
    field = focused_field("김")
    for partial in ("ㅊ", "처", "철"):  # 2-beolsik: ㅊ, ㅓ, ㄹ
        assert field.handle(editing(partial))
        assert field.composition == partial and field.text == "김"
    assert "철" in drawn_text(field, screen, monkeypatch)  # visible before it commits
    field.handle(typed("철"))
    field.handle(editing(""))
    assert field.text == "김철" and field.composition == ""


def test_keys_during_composition_belong_to_the_ime(screen):
    field = focused_field("박")
    field.handle(editing("ㅅ"))
    field.handle(keydown(pygame.K_BACKSPACE))  # the IME takes back its own jamo
    field.handle(keydown(pygame.K_RETURN))
    assert field.text == "박" and field.focused


def test_candidate_window_is_put_at_the_caret(screen, monkeypatch):
    rects: list[pygame.Rect] = []
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda r: rects.append(r))
    field = focused_field("가나다")
    field.draw(screen)
    end = rects[-1].x
    field.handle(keydown(pygame.K_HOME))
    field.draw(screen)
    assert rects[-1].x < end and rects[-1].x == field.rect.left + text_field.PAD
    assert field.rect.top <= rects[-1].centery <= field.rect.bottom


def test_caret_moves_and_edits_in_the_middle(screen):
    field = focused_field("가다")
    field.handle(keydown(pygame.K_LEFT))
    field.handle(typed("나"))
    assert field.text == "가나다" and field.caret == 2
    field.handle(keydown(pygame.K_HOME))
    field.handle(keydown(pygame.K_DELETE))
    assert field.text == "나다"
    field.handle(keydown(pygame.K_END))
    field.handle(keydown(pygame.K_BACKSPACE))
    assert field.text == "나"
    field.handle(keydown(pygame.K_RIGHT))  # stays at the end
    assert field.caret == 1


def test_ctrl_a_then_typing_replaces_everything(screen):
    field = focused_field("Player 1")
    field.handle(keydown(pygame.K_a, pygame.KMOD_LCTRL))
    assert field.all_selected
    field.handle(editing("ㅎ"))
    field.handle(typed("한"))
    assert field.text == "한"
    field.handle(keydown(pygame.K_a, pygame.KMOD_LCTRL))
    field.handle(keydown(pygame.K_BACKSPACE))
    assert field.text == ""


def test_ctrl_v_pastes_at_the_caret_within_the_limits(screen, monkeypatch):
    monkeypatch.setattr(text_field, "clipboard_text", lambda: "민주\n세력")
    field = TextField("가", max_len=4, rect=pygame.Rect(10, 10, 300, 40), focused=True)
    field.handle(keydown(pygame.K_HOME))
    field.handle(keydown(pygame.K_v, pygame.KMOD_LCTRL))
    assert field.text == "민주 가"  # the line break became a space; 4 characters at most
    digits = TextField("1", 9, "0123456789", rect=pygame.Rect(0, 0, 100, 30), focused=True)
    monkeypatch.setattr(text_field, "clipboard_text", lambda: "12a3")
    digits.handle(keydown(pygame.K_v, pygame.KMOD_LCTRL))
    assert digits.text == "1123"


def test_unfocused_field_ignores_typing_and_a_click_away_drops_the_composition(screen):
    field = focused_field("이")
    field.handle(editing("ㅁ"))
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(390, 90), button=1))
    assert not field.focused and field.composition == ""
    assert not field.handle(typed("x")) and field.text == "이"


def test_a_click_in_a_focused_field_puts_the_caret_there(screen):
    field = focused_field("가나다라")
    field.draw(screen)
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(field.rect.left + 2, 20),
                                    button=1))
    assert field.caret == 0
