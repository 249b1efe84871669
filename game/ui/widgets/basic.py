"""Small building blocks: text drawing with wrapping, buttons and panels."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import theme, viewport
from .key_cap import CAP_PAD, cap_room, cap_size, cap_spot, draw_key_cap

LABEL_FLOOR = 11  # the smallest label or heading, in layout pixels (issue #39.2)
SQUEEZE_AT_MOST = 1.35  # a name condensed to 1/this of its width still reads (issue #34.1)
RENDERED_KEPT = 1500  # text images kept: a table shows a few hundred strings a frame
_rendered: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def rendered(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """`text` drawn by the UI font, kept for the next frame: a redraw mostly draws the same
    strings again, and rendering them was a third of a table's frame (issue #34 point 6).
    Keyed by the font object, so a new font (text size, language, a new pygame session) is a
    new image. Callers blit the image and never draw on it."""
    font = theme.font(size, bold)
    key = (font, text, tuple(colour))
    image = _rendered.get(key)
    if image is None:
        image = _rendered[key] = font.render(theme.shown(text), True, colour)
        if len(_rendered) > RENDERED_KEPT:
            _rendered.popitem(last=False)
    else:
        _rendered.move_to_end(key)
    return image


# What tests record while the UI draws, by kind, each list present only inside its
# `recording_*` block: "labels" (text, pixel size) and "condensed" (text, how much condensed)
# of a map's labels (issue #34.1: every name on a map legible at a laptop's window); "text"
# (text, its ink's rect, the surface's clip then) of all text on the screen (issue #39.2: a
# tray's labels apart and whole); "squeezed" (text, how much condensed) of every text
# `draw_squeezed` draws anywhere (issue #39.1: names past reading).
_records: dict[str, list] = {}
_map_rect: pygame.Rect | None = None  # the map's rect on screen while a board draws on it


@contextmanager
def _recording(kind: str) -> Iterator[list]:
    _records[kind] = found = []
    try:
        yield found
    finally:
        del _records[kind]


def recording_labels() -> AbstractContextManager[list[tuple[str, int]]]:
    """Record the (text, pixel size) of every label drawn on a map until the block ends."""
    return _recording("labels")


def recording_condensed() -> AbstractContextManager[list[tuple[str, float]]]:
    """Record the (text, natural width / drawn width) of every map label `draw_squeezed`
    condenses until the block ends: a label condensed to a sliver is not legible however
    tall its type (issue #34.1)."""
    return _recording("condensed")


def recording_text() -> AbstractContextManager[list[tuple[str, pygame.Rect, pygame.Rect]]]:
    """Record (text, ink rect, clip rect) of every text `draw_text` or `draw_squeezed` puts
    on the screen until the block ends: the ink is what the glyphs cover (not the line's
    empty ascent and descent), so lines stacked closely do not count as overlapping."""
    return _recording("text")


def recording_squeezed() -> AbstractContextManager[list[tuple[str, float]]]:
    """Record (text, natural width / drawn width) of every text `draw_squeezed` draws, on
    the screen or on an image, until the block ends (1.0: drawn at its natural width)."""
    return _recording("squeezed")


def record_text(surface: pygame.Surface, text: str, image: pygame.Surface,
                rect: pygame.Rect) -> None:
    """Note text blitted at `rect` for `recording_text`."""
    texts = _records.get("text")
    if texts is not None and viewport.is_screen(surface) and text.strip():
        texts.append((text, image.get_bounding_rect().move(rect.topleft), surface.get_clip()))


def recording() -> bool:
    """Whether a test records the labels drawn (a drawing kept from an earlier frame would
    hide them: `MapBoard.draw_map` draws afresh then)."""
    return "labels" in _records or "condensed" in _records


@contextmanager
def map_labels(rect: pygame.Rect) -> Iterator[None]:
    """Text drawn inside the block is a map's label (`MapBoard.draw_map`)."""
    global _map_rect
    before, _map_rect = _map_rect, pygame.Rect(rect)
    try:
        yield
    finally:
        _map_rect = before


def record_label(surface: pygame.Surface, text: str, size: int, rect: pygame.Rect,
                 condensed: float = 1.0) -> None:
    """Note a label for `recording_labels` (and a condensed one for `recording_condensed`):
    text drawn while a map draws, on the screen inside the map or on a piece's own image
    (blitted onto the map)."""
    if not recording() or _map_rect is None or not text.strip():
        return
    if viewport.is_screen(surface) and not rect.colliderect(_map_rect):
        return  # panned out of the window: not seen
    if "labels" in _records:
        _records["labels"].append((text, max(1, round(size * theme.text_scale))))
    if "condensed" in _records and condensed > 1:
        _records["condensed"].append((text, condensed))


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 18,
              colour=theme.TEXT, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    image = rendered(text, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    record_label(surface, text, size, rect)
    record_text(surface, text, image, rect)
    return rect


def draw_squeezed(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
                  width: int, colour=theme.TEXT, bold: bool = False,
                  anchor: str = "topleft") -> pygame.Rect:
    """Text drawn no wider than `width`: a line a little too wide is condensed (narrower
    letters read better than smaller ones or a cut word)."""
    image = rendered(text, size, colour, bold)
    natural = image.get_width()
    if natural > width > 0:
        image = pygame.transform.smoothscale(image, (width, image.get_height()))
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    record_label(surface, text, size, rect, natural / max(1, rect.width))
    record_text(surface, text, image, rect)
    if "squeezed" in _records and text.strip():
        _records["squeezed"].append((text, natural / max(1, rect.width)))
    return rect


def draw_fitted(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
                width: int, colour=theme.TEXT, bold: bool = False,
                anchor: str = "topleft") -> pygame.Rect:
    """Text no wider than `width`: `size` shrunk as it needs down to LABEL_FLOOR, condensed
    past that, never cut (issue #39.2: every screen at every UI scale)."""
    return draw_squeezed(surface, text, pos, fit_size(text, width, size, bold, LABEL_FLOOR),
                         width, colour, bold, anchor)


def fit_label(forms: Sequence[str], width: int, size: int, bold: bool = False
              ) -> tuple[str, int]:
    """(text, size) of a label no wider than `width`, never condensed: `fit_read` at no
    squeeze; when not even "…" fits, the last form cut anyway (issue #39.2: a narrow tray's
    zones)."""
    small = min(size, LABEL_FLOOR)
    return fit_read(forms, width, size, bold, squeeze=1.0) or \
        (ellipsize(forms[-1], width, small, bold), small)


def fit_read(forms: Sequence[str], width: int, size: int, bold: bool = False,
             floor: int = LABEL_FLOOR, squeeze: float = SQUEEZE_AT_MOST
             ) -> tuple[str, int] | None:
    """(text, size) of a name that reads in `width` condensed at most `squeeze`: the first
    of `forms` (the long form, then shorter ones) that fits at `size` shrunk down to
    `floor`; else the last cut at a word with "…" at `floor`; None when not even a letter
    and "…" would (the tooltip names it). Issue #39.1: names squeezed past reading."""
    room = int(width * squeeze)
    small = min(size, floor)
    for text in forms:
        fitted = fit_size(theme.shown(text), room, size, bold, small)
        if theme.font(fitted, bold).size(theme.shown(text))[0] <= room:
            return text, fitted
    cut = ellipsize(forms[-1], room, small, bold)
    return (cut, small) if theme.font(small, bold).size(theme.shown(cut))[0] <= room else None


def draw_read(surface: pygame.Surface, forms: Sequence[str], pos: tuple[int, int],
              width: int, size: int, colour=theme.TEXT, bold: bool = False,
              anchor: str = "topleft", floor: int = LABEL_FLOOR) -> pygame.Rect:
    """A name no wider than `width` that reads (`fit_read`), condensed at most
    SQUEEZE_AT_MOST; nothing (an empty rect at `pos`) where no form can."""
    fitted = fit_read(forms, width, size, bold, floor)
    if fitted is None:
        return pygame.Rect(pos, (0, 0))
    return draw_squeezed(surface, fitted[0], pos, fitted[1], width, colour, bold, anchor)


def draw_label(surface: pygame.Surface, forms: Sequence[str], pos: tuple[int, int],
               width: int, size: int, colour=theme.TEXT, bold: bool = False,
               anchor: str = "topleft") -> pygame.Rect:
    """A label no wider than `width` (`fit_label`)."""
    text, fitted = fit_label(forms, width, size, bold)
    return draw_text(surface, text, pos, fitted, colour, bold, anchor)


def fit_size(text: str, width: int, size: int, bold: bool = False, smallest: int = 9) -> int:
    """The largest font size up to `size` at which text fits in width pixels."""
    while size > smallest and theme.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def ellipsize(text: str, width: int, size: int, bold: bool = False) -> str:
    """The text cut at a word's end (else a letter's) with "…" so that it fits width."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    words = text.split(" ")
    while len(words) > 1 and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    cut = " ".join(words)
    while len(cut) > 1 and font.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def plain(paragraph: str) -> bool:
    """Words each one space apart, no space at either end, nothing unprintable: a paragraph
    that `wrap` keeps as it is when it fits (it drops empty words and strips each line)."""
    return paragraph.isprintable() and "  " not in paragraph and \
        paragraph == paragraph.strip()


def wrap_words(font: pygame.font.Font, words: list[str], width: int) -> list[str] | None:
    """The word loop's lines for a plain paragraph, each found by galloping then halving (a
    line is as many words as fit; a longer line is no narrower): a few measures a line
    instead of one a word. None when a word alone is too wide (the word loop splits it)."""
    lines, i = [], 0
    while i < len(words):
        if font.size(words[i])[0] > width:
            return None
        low, high = 1, len(words) - i  # `low` words fit; more than `high` do not exist
        step = 1
        while low < high:  # gallop: 2, 3, 5, 9 … words until they do not fit
            probe = min(high, low + step)
            if font.size(" ".join(words[i:i + probe]))[0] > width:
                high = probe - 1
                break
            low, step = probe, step * 2
        while low < high:
            mid = (low + high + 1) // 2
            if font.size(" ".join(words[i:i + mid]))[0] <= width:
                low = mid
            else:
                high = mid - 1
        lines.append(" ".join(words[i:i + low]))
        i += low
    return lines


WRAPPED_KEPT = 2000  # wrapped texts kept: boards wrap the same card texts every frame
_wrapped: OrderedDict[tuple, tuple[str, ...]] = OrderedDict()


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap by rendered width; long words are split by character. Kept for the
    next frame, keyed by the font object as `rendered` is (issue #34.6)."""
    font = theme.font(size, bold)
    key = (font, text, width)
    lines = _wrapped.get(key)
    if lines is None:
        lines = _wrapped[key] = tuple(wrap_text(font, text, width))
        if len(_wrapped) > WRAPPED_KEPT:
            _wrapped.popitem(last=False)
    else:
        _wrapped.move_to_end(key)
    return list(lines)


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """`wrap`, worked out."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if plain(paragraph):
            if font.size(paragraph)[0] <= width:
                lines.append(paragraph)  # what the word loop makes of it, measured once
                continue
            fitted = wrap_words(font, paragraph.split(" "), width)
            if fitted is not None:
                lines += fitted
                continue
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}".strip()
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = max(1, next((i for i in range(len(word), 0, -1)
                                   if font.size(word[:i])[0] <= width), 1))
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int = 16,
                 colour=theme.TEXT, bold: bool = False, line_gap: int = 2) -> int:
    """Draw wrapped text inside rect (clipped); returns the height used."""
    y = rect.top
    height = theme.font(size, bold).get_linesize()
    for line in wrap(text, size, rect.width, bold):
        if y + height > rect.bottom:
            break
        draw_text(surface, line, (rect.left, y), size, colour, bold)
        y += height + line_gap
    return y - rect.top


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL,
          border=theme.BORDER, radius: int = 8) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, width=1, border_radius=radius)


def note_box(surface: pygame.Surface, lines: list[str], topleft: tuple[int, int], width: int,
             border, colour=theme.TEXT, size: int = 15) -> pygame.Rect:
    """Lines of text in a panel over the board (the coach's hint). Not drawn
    while the mouse is over it, so what it covers (a track, a space) can be read. Returns
    the box."""
    step = theme.font(size).get_linesize()
    box = pygame.Rect(topleft, (width, step * len(lines) + 12))
    if box.collidepoint(viewport.mouse_pos()):
        return box
    panel(surface, box, theme.PANEL, border, 6)
    for i, line in enumerate(lines):
        draw_text(surface, line, (box.left + 10, box.top + 6 + i * step),
                  fit_size(line, box.width - 20, size), colour)
    return box


@dataclass
class LinesPanel:
    """A titled panel of lines, wrapped to its rect (the game over's account of the
    scoring or roll that ended the game). Title and lines may be functions, read at each
    drawing: the panel follows a language switch."""
    title: str | Callable[[], str]
    lines: list[str] | Callable[[], list[str]]

    def words(self) -> tuple[str, list[str]]:
        return (self.title() if callable(self.title) else self.title,
                self.lines() if callable(self.lines) else self.lines)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, size: int = 16) -> None:
        """In `rect`, as tall as its lines need (cut at the bottom when they do not fit)."""
        heading, lines = self.words()
        width, step = rect.width - 32, theme.font(size).get_linesize()
        title = fit_size(heading, width, 20, True)
        rows = [part for line in lines for part in wrap(line, size, width)]
        head = theme.font(title, True).get_linesize() + 8
        box = pygame.Rect(rect.topleft, (rect.width, min(rect.height,
                                                         24 + head + step * len(rows))))
        panel(surface, box, theme.PANEL, theme.ACCENT, 8)
        x, y = box.left + 16, box.top + 12
        draw_text(surface, heading, (x, y), title, theme.ACCENT, True)
        y += head
        for row in rows:
            if y + step > box.bottom - 8:
                return
            draw_text(surface, row, (x, y), size)
            y += step


LABEL_MARGIN = 6  # pixels between a button's label and its edge


@dataclass
class Button:
    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = None  # type: ignore[assignment]  # set by layout before drawing
    enabled: bool = True
    hover: bool = False
    size: int = 20
    primary: bool = False
    # A key that clicks it, the same in every language, shown on it as a cap (issue #39.3).
    shortcut: int | None = None
    # What names it to the focus ring across frames (ui/focus.py) when a scene makes its
    # buttons afresh at each layout; None: the button object itself.
    ident: Hashable = None
    # The label centred in what the cap leaves, not in the whole button: a narrow button
    # keeps its cap inside (the review's step buttons on a narrow window, issue #39.2).
    cap_beside: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.rect is None:
            return False
        if event.type == pygame.KEYDOWN and self.pressed(event):
            self.on_click()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.enabled and self.rect.collidepoint(event.pos)):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.enabled:
            fill, text = theme.PANEL, theme.TEXT_DIM
        elif self.primary:
            fill, text = (theme.ACCENT if self.hover else theme.ACCENT_DARK), (20, 20, 20)
        else:
            fill, text = (theme.PANEL_LIGHT if self.hover else theme.PANEL), theme.TEXT
        panel(surface, self.rect, fill, theme.ACCENT if self.hover and self.enabled else
              theme.BORDER)
        size = self.text_size()
        if self.cap_beside and self.shortcut is not None:
            cap = cap_size(self.shortcut)[0]
            centre = ((self.rect.left + self.rect.right - cap - CAP_PAD) // 2, self.rect.centery)
            draw_squeezed(surface, self.label, centre, size, self.room(), text, bold=True,
                          anchor="center")
            draw_key_cap(surface, self.shortcut, (self.rect.right - CAP_PAD - cap // 2 - 2,
                                                  self.rect.centery),
                         theme.TEXT if self.enabled else theme.TEXT_DIM)
            return
        draw_squeezed(surface, self.label, self.rect.center, size, self.room(), text, bold=True,
                      anchor="center")
        if self.shortcut is not None:
            width = theme.font(size, True).size(theme.shown(self.label))[0]
            draw_key_cap(surface, self.shortcut, cap_spot(self.rect, self.shortcut, width)[0],
                         theme.TEXT if self.enabled else theme.TEXT_DIM)

    def pressed(self, event: pygame.event.Event) -> bool:
        """Whether a key press is this enabled button's shortcut (Shift may be down: "+" is
        Shift and "="; Ctrl, Alt and Cmd make other keys)."""
        return (self.enabled and self.shortcut is not None and event.key == self.shortcut
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT
                                                    | pygame.KMOD_META))

    def room(self) -> int:
        """The label's width: the button's less a margin each side, and less its key cap's
        room where the label fits beside the cap at its own size (else the cap goes on the
        corner as a badge, `key_cap.cap_spot`: a label never shrinks for its cap)."""
        full = self.rect.width - 2 * LABEL_MARGIN
        if self.shortcut is None:
            return full
        if self.cap_beside:
            return full - cap_size(self.shortcut)[0] - CAP_PAD
        beside = self.rect.width - cap_room(self.shortcut)
        fits = theme.font(self.size, True).size(theme.shown(self.label))[0] <= beside
        return beside if fits else full

    def text_size(self) -> int:
        """The label's size: `size`, shrunk as a narrow button (a small window, a high UI
        scale, a long Korean label) needs, never below LABEL_FLOOR (issue #39.2); a label
        still too wide then is condensed, never cut."""
        return fit_size(self.label, self.room(), self.size, True, LABEL_FLOOR)

    def label_fits(self) -> bool:
        """Whether the label fits the button whole, at LABEL_FLOOR or larger (the tests ask)."""
        font = theme.font(self.text_size(), True)
        return font.size(theme.shown(self.label))[0] <= self.room() and \
            font.get_height() <= self.rect.height


def column_layout(buttons: list[Button], center_x: int, top: int, width: int, height: int,
                  gap: int) -> None:
    for i, button in enumerate(buttons):
        button.rect = pygame.Rect(0, 0, width, height)
        button.rect.midtop = (center_x, top + i * (height + gap))


def scroll_thumb(surface: pygame.Surface, track: pygame.Rect, shown: int, total: int,
                 scroll: int) -> None:
    """A thumb on `track` showing where in `total` pixels of content the `shown` pixels
    scrolled by `scroll` lie (nothing when all of it shows)."""
    if total <= shown:
        return
    pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=2)
    thumb = track.copy()
    thumb.height = max(24, track.height * shown // total)
    thumb.top = track.top + (track.height - thumb.height) * scroll // max(1, total - shown)
    pygame.draw.rect(surface, theme.ACCENT_DARK, thumb, border_radius=2)


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    cover = pygame.Surface(size, pygame.SRCALPHA)
    cover.fill((0, 0, 0, alpha))
    return cover


def shade(surface: pygame.Surface, alpha: int = 170, area: pygame.Rect | None = None) -> None:
    """Dim what lies under an overlay (the whole surface, or `area`): one translucent cover
    made once a size and depth, not one a frame (issue #34.6)."""
    area = area or surface.get_rect()
    surface.blit(_shade(area.size, alpha), area.topleft)
