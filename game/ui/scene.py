"""Scenes and the scene stack (DESIGN §5).

Semantics, tested in tests/ui/test_scene_stack.py:
- `push` calls the new scene's `enter()`; `pop` calls the removed scene's `leave()`;
  `replace` is pop + push; `clear` leaves every scene, top first.
- Drawing starts at the topmost `opaque` scene and goes up, so overlays draw over the
  scene beneath them and nothing under an opaque scene is drawn at all.
- Input goes to the top scene. If it does not consume the event and is not `modal`, the
  event goes on down the stack until a scene consumes it or a modal scene is reached.
- `update(dt)` runs for every scene that is drawn; `after_frame()` for every scene once a
  frame is on screen (and when the app closes).
- A scene asks for frames with `animating()`; otherwise the app redraws only after input,
  a window change or a stack change, and sleeps in between.
- A click belongs to the scene it was aimed at (issue #19.4): a button release reaches a
  scene only if the press did too, and a live click (`now` given: the main loop's events) in
  the first CLICK_GRACE_MS after the top scene changed is dropped, so a double click on
  "Ready" does not also act on the table that appears.
- After a language change every scene's `retranslate()` runs: a scene that keeps texts
  made at construction (button labels) makes them again there.

Scenes open one another by name, not by importing each other (issue #32.3; the idea of
Tuxemon's state manager): a scene module registers its scene class, or a function that opens
it, with `@register_scene("name")`, and `open_scene(app, "name", ...)` opens it. The registry
knows a name once its module is imported: game/ui/scenes/all.py imports them all, and the App
(game/ui/app.py) imports that; scene modules import only this module, never each other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import pygame

from .focus import FIELD_KEYS, Target, widgets_of
from .settings import Settings
from .widgets.basic import Button
from .widgets.key_cap import key_name
from .widgets.text_field import TextField

CLICK_GRACE_MS = 350  # how soon a person can see a new screen and aim at it
MOUSE_BUTTONS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

Opener = TypeVar("Opener", bound=Callable[..., Any])
# name -> a Scene subclass (opened by making one and pushing it) or a function(app, ...) that
# opens the scene itself (a table that may be a message instead, a review of a file).
_SCENES: dict[str, Callable[..., Any]] = {}


def register_scene(name: str) -> Callable[[Opener], Opener]:
    """Decorator: the scene class or opening function `name` stands for."""
    def add(opener: Opener) -> Opener:
        if _SCENES.get(name, opener) is not opener:
            raise ValueError(f"two scenes registered as {name!r}")
        _SCENES[name] = opener
        return opener

    return add


def _opener(name: str) -> Callable[..., Any]:
    try:
        return _SCENES[name]
    except KeyError:
        raise KeyError(f"no scene registered as {name!r} (is game.ui.scenes.all imported?)") \
            from None


def scene_class(name: str) -> type[Scene]:
    """The class registered as `name` (for `isinstance` checks)."""
    opener = _opener(name)
    if not isinstance(opener, type):
        raise TypeError(f"scene {name!r} is registered as a function, not a class")
    return opener


def open_scene(app: Host, name: str, *args: Any, **kwargs: Any) -> Any:
    """Open the scene registered as `name`: a class is made with (app, *args, **kwargs) and
    pushed (the scene is returned); a function is called with the same and returns what it
    returns."""
    opener = _opener(name)
    if isinstance(opener, type):
        scene = opener(app, *args, **kwargs)
        app.push(scene)
        return scene
    return opener(app, *args, **kwargs)


class Scene:
    opaque = True
    modal = True
    help_keys = True  # F1 and ? open the keys help over it (the help itself: False)

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when pushed on the stack."""

    def leave(self) -> None:
        """Called when removed from the stack."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto surface (sized to the window)."""

    def animating(self) -> bool:
        """True while the scene needs frames without input (animations, bot moves)."""
        return False

    def after_frame(self) -> None:
        """The frame is on screen: work that need not hold it up (a move's autosave)."""

    def proceed(self) -> bool:
        """Go on as a person's click would (a report's OK), for a table of bots with nobody to
        click; False when the scene needs a person."""
        return False

    def retranslate(self) -> None:
        """The language changed: renew any text kept since construction."""

    def focus_targets(self) -> list[Target]:
        """What Tab and the arrow keys may focus on this screen now (ui/focus.py): by default
        every shown, enabled button and text field the scene keeps."""
        out = []
        for w in widgets_of(self, (Button, TextField)):
            rect = getattr(w, "rect", None)
            if rect is None or rect.width <= 0 or not getattr(w, "visible", True):
                continue
            if isinstance(w, Button):
                if w.enabled:
                    out.append(Target(rect, w.on_click,
                                      key=id(w) if w.ident is None else w.ident))
            else:
                out.append(field_target(w))
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        """The keys of this screen beyond the ring's, for the keys help (F1, ?): (the keys as
        their caps read, what they do in the player's language). By default each shown,
        enabled button's shortcut and label; a scene with keys of its own adds them."""
        return [(key_name(b.shortcut), b.label) for b in widgets_of(self, (Button,))
                if b.shortcut is not None and b.enabled and b.rect is not None
                and b.rect.width > 0]

    def typing(self) -> bool:
        """Whether a text field of the scene takes the keys now ("?" is then typed)."""
        return any(f.focused for f in widgets_of(self, (TextField,)))

    def confirm_close(self) -> bool:
        """The window is being closed: True when the scene asks the player first (the app
        stays open; the scene quits it once the player agrees)."""
        return False


def field_target(field: TextField) -> Target:
    """A text field for the ring: it takes typing while the ring is on it (ui/focus.py)."""
    def arrive() -> None:
        field.focused = True

    def leave() -> None:
        field.focused, field.composition, field.all_selected = False, "", False

    return Target(field.rect, arrive, key=id(field), arrive=arrive, leave=leave,
                  keeps=FIELD_KEYS if field.focused else frozenset(), active=field.focused)


class Host(Protocol):
    """What scenes use of the App (game/ui/app.py), named here so that this module does not
    import the app (which imports it)."""

    stack: SceneStack
    settings: Settings
    screen: pygame.Surface

    def push(self, scene: Scene) -> None: ...
    def pop(self) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def show_message(self, message: str, title: str = "") -> None: ...
    def set_language(self, lang: str) -> None: ...
    def quit(self) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changed = True
        self._pressed: Scene | None = None  # the top scene when the mouse button went down
        self._top_since = 0  # pygame ticks when the top scene last changed

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self._top_changed()
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        self._top_changed()
        scene.leave()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.pop()
        self.push(scene)

    def clear(self) -> None:
        while self.scenes:
            self.pop()

    def remove(self, scene: Scene) -> None:
        """Take a scene out wherever it is (a finished overlay under a new one)."""
        if scene in self.scenes:
            self.scenes.remove(scene)
            self._top_changed()
            scene.leave()

    def visible(self) -> list[Scene]:
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                return self.scenes[i:]
        return list(self.scenes)

    def _top_changed(self) -> None:
        self.changed = True
        self._top_since = pygame.time.get_ticks()

    def handle(self, event: pygame.event.Event, now: int | None = None) -> bool:
        if event.type in MOUSE_BUTTONS and self._stray_click(event, now):
            return True
        for scene in reversed(list(self.scenes)):
            if scene.handle(event):
                return True
            if scene.modal:
                return False
        return False

    def _stray_click(self, event: pygame.event.Event, now: int | None) -> bool:
        """Whether a mouse button event was not aimed at the scene now on top."""
        if now is not None and now - self._top_since < CLICK_GRACE_MS:
            self._pressed = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self.top
            return False
        pressed, self._pressed = self._pressed, None
        return pressed is not self.top

    def update(self, dt: float) -> None:
        for scene in self.visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def animating(self) -> bool:
        return any(scene.animating() for scene in self.visible())

    def after_frame(self) -> None:
        """Every scene, drawn or not (a table under its handoff still saves)."""
        for scene in list(self.scenes):
            scene.after_frame()

    def retranslate(self) -> None:
        for scene in list(self.scenes):
            scene.retranslate()
        self.changed = True
