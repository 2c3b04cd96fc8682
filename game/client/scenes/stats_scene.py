"""Your statistics (你的统计 / Your statistics): per variant and level, the counts, results over
time, how the hands ended, the items most often won, the review's costliest mistakes and the
lessons progress, read from stats.sqlite3 and lessons.json in the data folder (game/stats).

    [返回]              你的统计                       [清空统计]
    [全部玩法] [国标] [四川] ...  (the variants with hands; it opens at the one played last)
    [全部难度] [普通] [高手]      (their levels with hands, and all of them)
    overview | results over time / how the hands ended / most often won / mistakes / lessons

Keys: ←/→ the variant, ↑/↓ the level, Esc closes (or says no to the reset's question), Enter
says yes to it. The page is painted once into a picture, made again only on a change (a choice,
the language, the window, a reset). A file that cannot be read is set aside by the store with a
notice; a problem reading it is told on the page, never raised.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.stats import StatsError, StatsStore, read_progress, stats_path
from game.teaching.i18n import Bi

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD, POPUP_BG
from ..ui.text import draw_wrapped
from ..ui.widgets import button, card
from .base import PaintedScene
from .stats_parts.model import StatsData, level_name, variant_name
from .stats_parts.page import PagePainter, tr

if TYPE_CHECKING:   # the app holds the screens; a screen needs only its type
    from .base import AppForScenes

BACK = Bi("返回", "Back")
RESET = Bi("清空统计", "Reset statistics")
YES = Bi("清空", "Reset")
NO = Bi("取消", "Cancel")


class StatsScene(PaintedScene):
    """The player's statistics, one variant and level at a time."""

    def __init__(self, app: AppForScenes) -> None:
        super().__init__(app)
        self.view = Painter(app.art)
        self.data = StatsData([])
        self.problem: Optional[Bi] = None        # why the statistics could not be read
        self.variant: Optional[str] = None       # None: every variant
        self.level: Optional[str] = None         # None: every level
        self.opened = False                      # the first load chose the page
        self.confirming = False
        self.buttons: dict[pygame_gui.elements.UIButton, tuple[str, Optional[str]]] = {}

    # ------------------------------------------------------------------ the data
    def folder(self) -> Optional[Path]:
        """The data folder: the saves folder's parent (None: the platform's)."""
        storage = self.app.storage
        return storage.saves_folder.parent if storage is not None and storage.saves_folder is not None else None

    def path(self) -> Path:
        """stats.sqlite3 in the data folder."""
        return stats_path(self.folder())

    def load(self) -> None:
        """Read the kept hands, mistakes, reviews and lessons progress (a missing file makes none)."""
        self.problem = None
        hands, mistakes, reviews = [], [], []
        lessons, drills, _problems = read_progress(self.folder())
        try:
            if self.path().exists():
                with StatsStore.open(self.path()) as store:
                    for error, notice in zip(store.set_aside, store.notices):
                        kept = error.moved_to.name if error.moved_to is not None else ""
                        self.app.notify((f"统计数据文件 {error.path.name} 读不出来，已另存为 {kept}，统计重新开始",
                                         notice), 10.0)
                    hands, mistakes, reviews = store.hands(), store.mistakes(), store.reviews()
        except (StatsError, sqlite3.Error, OSError, ValueError) as exc:
            self.problem = Bi(f"统计数据读不出来：{exc}", f"The statistics cannot be read: {exc}")
            self.app.notify((self.problem.zh, self.problem.en), 10.0)
        self.data = StatsData(hands, mistakes, lessons, drills, reviews)
        if not self.opened or self.variant not in self.data.tabs():
            self.variant = self.data.latest_variant()       # the variant played last
            self.level = None
        self.opened = True
        if self.level not in self.data.levels(self.variant):
            self.level = None

    def reset(self) -> None:
        """Empty the statistics (the hands and mistakes; the lessons progress is kept)."""
        try:
            with StatsStore.open(self.path()) as store:
                removed = store.reset()
            self.app.notify((f"统计已清空（{removed}手）", f"The statistics are empty ({removed} hands removed)"))
        except (StatsError, sqlite3.Error, OSError, ValueError) as exc:
            self.app.notify((f"统计没能清空：{exc}", f"The statistics could not be reset: {exc}"), 10.0)
        self.confirming = False
        self.load()
        self.build()

    # ------------------------------------------------------------------ widgets
    def startup(self) -> None:
        super().startup()
        self.load()
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def language_changed(self) -> None:
        self.build()

    def resume(self) -> None:
        super().resume()
        self.load()
        self.build()

    def build(self) -> None:
        """The buttons for what is shown now; the page painted again on the next draw."""
        self.clear_widgets()
        self.buttons = {}
        self.repaint()
        layout = TableLayout(*self.app.size)
        if self.confirming:
            for x, words, kind in ((470, YES, "yes"), (660, NO, "no")):
                b = button(layout.rect(x, 440, x + 150, 486), words.zh, words.en, self.app, self.container,
                           object_id="#start" if kind == "no" else "#choice")
                self.buttons[b] = (kind, None)
            return
        self.buttons[button(layout.rect(24, 18, 164, 58), BACK.zh, BACK.en, self.app, self.container)] = ("back", None)
        if self.data.empty:
            return
        self.buttons[button(layout.rect(1076, 18, 1256, 58), RESET.zh, RESET.en, self.app, self.container,
                            tip=("清空已记录的每一手和复盘失误（课程进度保留）",
                                 "Remove every kept hand and mistake (the lessons progress is kept)"))] = ("reset", None)
        for i, variant in enumerate(self.data.tabs()):
            name = variant_name(variant)
            b = button(layout.rect(24 + i * 156, 72, 170 + i * 156, 110), name.zh, name.en, self.app, self.container)
            if variant == self.variant:
                b.select()
            self.buttons[b] = ("variant", variant or "")
        levels: list[Optional[str]] = [None, *self.data.levels(self.variant)]
        for i, level in enumerate(levels):
            words = level_name(level)
            b = button(layout.rect(24 + i * 156, 118, 170 + i * 156, 152), words.zh, words.en, self.app,
                       self.container)
            if level == self.level:
                b.select()
            self.buttons[b] = ("level", level or "")

    def choose(self, variant: Optional[str] = None, level: Optional[str] = None, *, same_variant: bool = False) -> None:
        """Show `variant` at `level` (None: every level)."""
        if not same_variant:
            self.variant = variant
        self.level = level
        self.build()

    def step_variant(self, step: int) -> None:
        """The next (1) or previous (-1) variant tab, at every level."""
        tabs = self.data.tabs()
        if not tabs:
            return
        at = tabs.index(self.variant) if self.variant in tabs else 0
        self.choose(tabs[(at + step) % len(tabs)], None)

    def step_level(self, step: int) -> None:
        """The next (1) or previous (-1) level of the variant (every level comes first)."""
        if self.data.empty:
            return
        levels: list[Optional[str]] = [None, *self.data.levels(self.variant)]
        at = levels.index(self.level) if self.level in levels else 0
        self.choose(level=levels[(at + step) % len(levels)], same_variant=True)

    def ask_reset(self) -> None:
        """Ask before emptying the statistics."""
        self.confirming = True
        self.build()

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return False
        kind, value = self.buttons[event.ui_element]
        if kind == "back":
            self.app.pop()
        elif kind == "reset":
            self.ask_reset()
        elif kind == "yes":
            self.reset()
        elif kind == "no":
            self.confirming = False
            self.build()
        elif kind == "variant":
            self.choose(value or None, None)
        elif kind == "level":
            self.choose(level=value or None, same_variant=True)
        return True

    def key(self, key: int) -> bool:
        """A key pressed (see the module's docstring)."""
        if self.confirming:
            if key == pygame.K_ESCAPE:
                self.confirming = False
                self.build()
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.reset()
            return key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_variant(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.step_level(1 if key == pygame.K_DOWN else -1)
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing

    def paint(self, surface: pygame.Surface) -> None:
        """The whole page: the header, then the chosen page or the empty one, and the question."""
        painter = PagePainter(self.view, surface.get_size())
        painter.paint_header(surface)
        if self.data.empty:
            painter.paint_empty(surface, self.problem)
        else:
            painter.paint_page(surface, self.data.page(self.variant, self.level))
        if self.confirming:
            self.paint_question(surface, painter)

    def paint_question(self, surface: pygame.Surface, painter: PagePainter) -> None:
        """The reset's question over the dimmed page."""
        layout, px = painter.layout, painter.px
        surface.blit(self.view.overlay(surface.get_size(), (0, 0, 0, 150)), (0, 0))
        box = layout.rect(360, 250, 920, 510)
        card(surface, self.view, box, px(14), edge=GOLD, fill=POPUP_BG)
        hands, mistakes = len(self.data.hands), len(self.data.mistakes)
        title = Bi("清空统计？", "Reset the statistics?")
        self.view.label(surface, tr(title), px(26), GOLD, center=(box.centerx, box.top + px(36)), bold=True)
        text = Bi(f"记录的{hands}手牌和{mistakes}个复盘失误都会删除，不能恢复。课程与练习的进度会保留。",
                  f"The {hands} kept hands and {mistakes} review mistakes will be removed for good. "
                  "The lessons and drills progress is kept.")
        draw_wrapped(surface, self.view, lang.tr(text.zh, text.en), px(17), CREAM, box.left + px(28),
                     box.top + px(72), box.width - px(56))
