"""Load: the per-user saves with game, seats, progress and date, unfinished games first; bad
files say why. Listing reads only each file's small header (saves.summary). Each game's
autosave is listed by its game's title; Delete asks before it removes a save (issue #33.4)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame

from ... import i18n
from ...engine import files, registry, saves
from ...engine.types import Prompt
from .. import theme, viewport
from ..autosave import is_autosave, open_save
from ..focus import Target
from ..scene import Scene, open_scene, register_scene
from ..widgets.basic import Button, draw_fitted, draw_text, draw_wrapped, ellipsize, fit_size, panel

ROW_H = 64
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1, pygame.K_UP: -1, pygame.K_DOWN: 1}
PAGES = (pygame.K_PAGEUP, pygame.K_PAGEDOWN)
TOP, BOTTOM = 100, 34  # the rows' first y; the room kept under them for "more below"


def list_saves() -> list[tuple[Path, dict | None, str]]:
    """(path, summary or None, error sentence) for every save file: unfinished games first,
    then finished ones, newest first; unreadable files last. A file whose previous version
    (.bak) is all that is left is listed under its own name (loading falls back to it).
    SaveError when the saves folder cannot be read."""
    folder = saves.saves_dir()
    entries = saves.folder_names()
    # Dot files are temp files of interrupted writes, never saves.
    names = {n.removesuffix(".bak") for n in entries
             if not n.startswith(".") and n.removesuffix(".bak").endswith(".json")}
    rows = []
    for name in sorted(names):
        path = folder / name
        try:
            rows.append((path, saves.summary(path, backup=True), ""))
        except saves.SaveError as exc:
            rows.append((path, None, str(exc)))
    rows.sort(key=lambda row: (2, 0.0) if row[1] is None
              else (int(row[1]["over"]), -row[1]["updated"]))
    return rows


def delete_save(path: Path) -> None:
    """Remove a save and its previous version (.bak); OSError if the disk refuses."""
    for target in (path, files.backup_path(path)):
        if os.path.lexists(target):
            os.unlink(target)


def row_name(path: Path, summary: dict | None, titles: dict[str, str]) -> str:
    """A row's first line: an autosave by its game's title, any other save by its name."""
    if summary and is_autosave(path):
        return i18n.t("load.autosave_name", game=titles.get(summary["game"], summary["game"]))
    return saves.display_name(path)


def _when(updated: float) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(updated))
    except (OverflowError, OSError, ValueError):
        return ""


@register_scene("load")
class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        try:
            self.rows, self.problem = list_saves(), ""
        except saves.SaveError as exc:  # say so, not "No saved games yet." (issue #33.8)
            self.rows, self.problem = [], str(exc)
        self.scroll = 0
        self.fits = 1  # rows the window holds, from the last frame
        self.hover = -1
        self.row_rects: list[pygame.Rect] = []
        self.review_rects: list[pygame.Rect] = []  # each readable row's "Review" beside Load
        self.delete_rects: list[pygame.Rect] = []  # each row's "Delete"
        self.more: dict[int, pygame.Rect] = {}  # -1 "n more above", 1 "n more below" as drawn
        self.back = Button(i18n.t("common.back"), app.pop, shortcut=pygame.K_ESCAPE)

    def open(self, index: int) -> None:
        path, summary, error = self.rows[index]
        if summary is None:
            self.app.show_message(error, i18n.t("load.cannot_open"))
            return
        open_save(self.app, path)

    def ask_delete(self, index: int) -> None:
        """Delete asks first, naming what goes; Enter deletes, Esc keeps it."""
        path, summary, _ = self.rows[index]
        titles = {e.id: e.title() for e in registry.entries()}
        name = " · ".join(filter(None, [row_name(path, summary, titles),
                                        progress_text(summary["progress"]) if summary else ""]))
        open_scene(self.app, "dialog", i18n.t("load.delete_confirm", name=name),
                   i18n.t("load.delete_title"), [
                       (i18n.t("load.delete"), lambda: self.delete(path)),
                       (i18n.t("common.cancel"), lambda: None),
                   ])

    def delete(self, path: Path) -> None:
        try:
            delete_save(path)
        except OSError as exc:
            reason = (exc.strerror or str(exc) or type(exc).__name__).rstrip(".")
            self.app.show_message(i18n.t("load.cannot_delete", reason=reason))
        self.rows = list_saves()
        self.scroll_by(0)

    def scroll_by(self, rows: int) -> None:
        """Scroll, never past the page that ends with the last save."""
        self.scroll = max(0, min(self.scroll + rows, len(self.rows) - self.fits))

    def review(self, index: int) -> None:
        """The coach's review of a save, finished or not."""
        open_scene(self.app, "review_file", self.rows[index][0])

    # -- keyboard ---------------------------------------------------------------------------
    def focus_targets(self) -> list[Target]:
        """Back, each shown save (Enter loads it) with its Review and Delete, and the "n more"
        lines, which scroll a page (issue #39.3)."""
        out = super().focus_targets()
        for i, row in enumerate(self.row_rects):
            index = self.scroll + i
            if index >= len(self.rows):
                break  # a save deleted since the rows were drawn
            path = self.rows[index][0]
            out.append(Target(row, lambda n=index: self.open(n), key=("row", path)))
            if self.review_rects[i].width:
                out.append(Target(self.review_rects[i], lambda n=index: self.review(n),
                                  key=("review", path)))
            out.append(Target(self.delete_rects[i], lambda n=index: self.ask_delete(n),
                              key=("delete", path)))
        out += [Target(rect, lambda way=way: self.scroll_by(way * self.fits), key=("more", way))
                for way, rect in self.more.items()]
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        return super().keys_help() + [("↑ ↓", i18n.t("keys.scroll")),
                                      ("PgUp / PgDn", i18n.t("keys.scroll_page"))]

    def handle(self, event: pygame.event.Event) -> bool:
        if self.back.handle(event):  # Esc is its shortcut
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.scroll_by(PAGE_KEYS[event.key] * (self.fits if event.key in PAGES else 1))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.row_rects)
                               if r.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.delete_rects):
                if rect.collidepoint(event.pos):
                    self.ask_delete(self.scroll + i)
                    return True
            for i, rect in enumerate(self.review_rects):
                if rect.collidepoint(event.pos):
                    self.review(self.scroll + i)
                    return True
            for i, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    self.open(self.scroll + i)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = surface.get_size()
        draw_text(surface, i18n.t("load.title"), (w // 2, 30), 36, theme.ACCENT, True, "midtop")
        self.back.rect = pygame.Rect(20, 20, 120, 42)
        self.back.draw(surface)
        self.row_rects, self.review_rects, self.delete_rects = [], [], []
        titles = {e.id: e.title() for e in registry.entries()}
        if self.problem:
            draw_wrapped(surface, self.problem, pygame.Rect(40, 140, w - 80, 120), 20,
                         theme.DANGER)
        elif not self.rows:
            draw_text(surface, i18n.t("load.empty"), (w // 2, 140), 20, theme.TEXT_DIM,
                      anchor="midtop")
        top, width = TOP, min(900, w - 40)
        self.fits = max(1, (h - BOTTOM - top + 8) // (ROW_H + 8))
        self.more = {}
        if self.scroll:  # rows out of sight are said, not hidden without a word
            self.more[-1] = draw_text(surface, i18n.t("load.more_above", n=self.scroll),
                                      (w // 2, top - 6), 15, theme.TEXT_DIM, anchor="midbottom")
        for i, (path, summary, error) in enumerate(self.rows[self.scroll:]):
            rect = pygame.Rect((w - width) // 2, top + i * (ROW_H + 8), width, ROW_H)
            if rect.bottom > h - BOTTOM:
                below = len(self.rows) - self.scroll - i
                self.more[1] = draw_text(surface, i18n.t("load.more_below", n=below),
                                         (w // 2, h - 8), 15, theme.TEXT_DIM,
                                         anchor="midbottom")
                break
            self.row_rects.append(rect)
            hover = i == self.hover
            panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
                  theme.ACCENT if hover else theme.BORDER)
            if summary:
                line = " · ".join(filter(None, [
                    titles.get(summary["game"], summary["game"]),
                    seats_text(summary), progress_text(summary["progress"]),
                    "" if summary["over"] else i18n.t("load.unfinished"),
                    _when(summary["updated"])]))
                self.review_rects.append(self.draw_row_button(surface, rect, 0,
                                                              i18n.t("coach.review.button")))
            else:
                line = error
                self.review_rects.append(pygame.Rect(0, 0, 0, 0))
            self.delete_rects.append(self.draw_row_button(surface, rect, int(bool(summary)),
                                                          i18n.t("load.delete")))
            # The name stops short of the buttons and the line at the row's end, each cut
            # with "…" (issue #39.2: a long name ran under Delete at 640x360).
            room = self.delete_rects[-1].left - 10 - (rect.left + 14)
            draw_text(surface, ellipsize(row_name(path, summary, titles), room, 20, True),
                      (rect.left + 14, rect.top + 8), 20, theme.TEXT, True)
            size = fit_size(line, rect.width - 28, 16, smallest=12)  # bots said: longer
            draw_text(surface, ellipsize(line, rect.width - 28, size),
                      (rect.left + 14, rect.top + 36), size,
                      theme.TEXT_DIM if summary else theme.DANGER)

    @staticmethod
    def draw_row_button(surface: pygame.Surface, row: pygame.Rect, slot: int,
                        label: str) -> pygame.Rect:
        """A button at the row's right, slot 0 outermost ("Review", then "Delete"); the rest
        of the row loads the game."""
        width = min(110, (row.width - 40) // 5)  # a narrow row keeps room for the name
        rect = pygame.Rect(0, 0, width, 30)
        rect.topright = (row.right - 10 - slot * (width + 8), row.top + 6)
        hover = rect.collidepoint(viewport.mouse_pos())
        panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
              theme.ACCENT if hover else theme.BORDER)
        room = width - 12
        draw_fitted(surface, label, rect.center, 15, room, theme.TEXT, True,
                      "center")
        return rect


def seats_text(summary: dict) -> str:
    """The players, each bot seat with its level ("Ada, Ben (Normal bot)"): a save against a
    bot is told from one of several humans before it is opened."""
    return ", ".join(name if kind == "human" else
                     i18n.t("load.seat_bot", name=name, kind={"t": f"newgame.kind.{kind}"})
                     for name, kind in zip(summary["seats"], summary["controllers"],
                                           strict=True))


def progress_text(progress: Prompt | None) -> str:
    """A save's progress line, cut short so a long one cannot push the date off the row."""
    return i18n.text(progress)[:80] if progress else ""
