"""The scene stack's written semantics (game/ui/scene.py docstring)."""

import pygame
import pytest

from game.ui.scene import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, log, opaque=True, modal=True, consume=False):
        super().__init__(None)
        self.name, self.log, self.opaque, self.modal, self.consume = (
            name, log, opaque, modal, consume)

    def enter(self):
        self.log.append(f"enter {self.name}")

    def leave(self):
        self.log.append(f"leave {self.name}")

    def handle(self, event):
        self.log.append(f"handle {self.name}")
        return self.consume

    def update(self, dt):
        self.log.append(f"update {self.name}")

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def event():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)


def test_push_pop_replace_clear_call_enter_and_leave():
    log, stack = [], SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    assert stack.scenes == [a, c]
    stack.clear()
    assert log == ["enter a", "enter b", "leave b", "enter c", "leave c", "leave a"]
    assert stack.top is None


def test_drawing_starts_at_the_topmost_opaque_scene():
    log, stack = [], SceneStack()
    stack.push(Probe("base", log))
    stack.push(Probe("table", log))
    stack.push(Probe("overlay", log, opaque=False))
    log.clear()
    stack.draw(None)
    stack.update(0.1)
    assert log == ["draw table", "draw overlay", "update table", "update overlay"]


def test_input_goes_down_until_consumed_or_a_modal_scene():
    log, stack = [], SceneStack()
    stack.push(Probe("table", log, consume=True))
    stack.push(Probe("tooltip", log, opaque=False, modal=False))
    log.clear()
    assert stack.handle(event())
    assert log == ["handle tooltip", "handle table"]
    stack.push(Probe("dialog", log, opaque=False, modal=True))
    log.clear()
    assert not stack.handle(event())
    assert log == ["handle dialog"]


def test_remove_takes_a_scene_out_from_the_middle():
    log, stack = [], SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    for s in (a, b, c):
        stack.push(s)
    stack.remove(b)
    assert stack.scenes == [a, c] and log[-1] == "leave b"


def test_scenes_open_by_name():
    from game.ui import scene as registry
    from game.ui.scene import open_scene, register_scene, scene_class

    class Host:
        def __init__(self):
            self.stack = SceneStack()

        def push(self, scene):
            self.stack.push(scene)

    class Named(Scene):
        def __init__(self, app, word, twice=False):
            super().__init__(app)
            self.word = word * (2 if twice else 1)

    def opener(app, word):
        return f"opened {word}"

    try:
        register_scene("test.probe")(Named)
        register_scene("test.opener")(opener)
        app = Host()
        scene = open_scene(app, "test.probe", "hi", twice=True)
        assert app.stack.top is scene and scene.word == "hihi" and scene.app is app
        assert open_scene(app, "test.opener", "it") == "opened it"
        assert app.stack.scenes == [scene]
        assert scene_class("test.probe") is Named
        assert register_scene("test.probe")(Named) is Named  # the same again is harmless
        with pytest.raises(ValueError):
            register_scene("test.probe")(Scene)
        with pytest.raises(KeyError):
            open_scene(app, "test.nothing")
        with pytest.raises(TypeError):
            scene_class("test.opener")
    finally:
        registry._SCENES.pop("test.probe", None)
        registry._SCENES.pop("test.opener", None)
