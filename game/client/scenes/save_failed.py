"""A save that could not be written, asked about before the table is left (issue 30).

When "save and leave", or closing the window, finds the match's save cannot be written (a
read-only folder, a full disk), the app puts this dialog over the table instead of leaving
(App.leave_to_start / App.quit, `then` = "start" or "quit"). It says where and why, what the
match's journal still holds, and offers three ways on: retry (the disk has room now), save
elsewhere (a folder of its own in the player's home: services/match_keeper.py save_elsewhere),
or leave knowingly (the journal keeps the moves; a notice that outlives the table says so).
Esc goes back to the table. The text is painted once per size and language into a cached
picture; nothing is redrawn while nothing changes but that picture's blit.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional, Protocol, cast

import pygame
import pygame_gui

from game.client.display import lang

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD, MUTED
from ..ui.text import draw_wrapped, wrapped_height
from ..ui.widgets import design_px, modal_rect
from ..services.match_keeper import why_zh
from .base import Scene

if TYPE_CHECKING:
    from ..services.match_keeper import MatchKeeper, SaveFailure
    from .base import AppForScenes

CHOICES = ("retry", "elsewhere", "leave")


class KeeperHost(Protocol):
    """The app as this dialog needs it beyond a scene's view: its keeper of the saves."""

    @property
    def match_keeper(self) -> MatchKeeper:
        """services/match_keeper.py MatchKeeper of the window."""


class SaveFailedScene(Scene):
    """The failed save's question: retry, save elsewhere, or leave (to the start screen, or
    closing the window) without a save."""

    opaque = False

    def __init__(self, app: AppForScenes, failure: SaveFailure, then: str) -> None:
        super().__init__(app)
        self.failure = failure
        self.then = then                     # "start" or "quit": where the player was going
        self.view = Painter(app.art)
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.problem: Optional[tuple[str, str]] = None   # a retry or another folder that failed too
        self._page: Optional[pygame.Surface] = None
        self._page_key: tuple = ()

    @property
    def keeper(self) -> MatchKeeper:
        """The app's keeper of the table's saves (services/match_keeper.py)."""
        return cast(KeeperHost, self.app).match_keeper

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def panel_rect(self) -> pygame.Rect:
        return modal_rect(self.app.size, 760, 420)

    def startup(self) -> None:
        super().startup()
        self.keeper.drop_failure_notice()   # this dialog says it all, and the notice would hide its title
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.clear_widgets()
        self._build()

    def labels(self) -> dict[str, str]:
        """Each choice's button text in the display language."""
        leave = (lang.tr("不保存，直接退出", "Quit without saving") if self.then == "quit"
                 else lang.tr("不保存，回到开始", "Leave without saving"))
        return {"retry": lang.tr("再试一次", "Try again"),
                "elsewhere": lang.tr("存到别的文件夹", "Save in another folder"),
                "leave": leave}

    def _build(self) -> None:
        self.buttons = {}
        panel = self.panel_rect()
        width, height, gap = self.px(220), self.px(48), self.px(16)
        x = panel.centerx - (3 * width + 2 * gap) // 2
        for key, label in self.labels().items():
            rect = pygame.Rect(x, panel.bottom - self.px(76), width, height)
            button = pygame_gui.elements.UIButton(
                rect, label, self.app.ui, container=self.container,
                object_id=pygame_gui.core.ObjectID(object_id="#start" if key == "retry" else "#choice"))
            self.buttons[button] = key
            x += width + gap
        self._page = None

    # ------------------------------------------------------------------ what it says
    def message_lines(self) -> list[tuple[str, str]]:
        """The paragraphs shown, (Chinese, English): where, why, what is kept, the other folder."""
        failure = self.failure
        folder = failure.path.parent
        journal = self.keeper.journal
        kept = journal is not None and journal.error is None
        lines = [
            (f"存档的位置：{folder}", f"Where: {folder}"),
            (f"原因：{why_zh(failure.error)}", f"Why: {failure.why}"),
            (f"对局记录 {journal.path.name} 还保留着每一步：不保存就离开，下次启动时会从它恢复"
             if kept and journal is not None else "对局记录也没写进去：不保存就离开，上次存档后的步数会丢失",
             f"Its journal {journal.path.name} still holds every move: leave without saving and the next "
             f"start recovers the match from it" if kept and journal is not None else
             "Its journal could not be written either: leaving without a save loses the moves since the "
             "last save"),
            (f"“存到别的文件夹”会存到 {Path.home() / 'mahjong-table-saves'}",
             f"\"Save in another folder\" writes it to {Path.home() / 'mahjong-table-saves'}"),
        ]
        if self.problem is not None:
            lines.append(self.problem)
        return lines

    def message_text(self) -> str:
        """Everything the dialog says, in the display language (for tests and the reader)."""
        return "\n".join(lang.tr(*line) for line in [self.title()] + self.message_lines())

    def title(self) -> tuple[str, str]:
        return ("对局没能保存", "The match could not be saved")

    # ------------------------------------------------------------------ choices
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()                   # back to the table: nothing left, nothing lost
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.choose(self.buttons[event.ui_element])
            return True
        return False

    def choose(self, key: str) -> None:
        """One of CHOICES: retry the save, save in another folder, or go on without a save."""
        if key == "retry":
            if self.app.save_table(self.failure.table) is not None:
                self._go_on()
                return
            failure = self.keeper.failure
            self.failure = failure if failure is not None else self.failure
            self.problem = (f"又失败了：{why_zh(self.failure.error)}", f"It failed again: {self.failure.why}")
        elif key == "elsewhere":
            try:
                written = self.keeper.save_elsewhere(self.failure.table)
            except OSError as exc:
                why = exc.strerror or str(exc)
                self.problem = (f"别的文件夹也写不进去：{why_zh(exc)}", f"Another folder could not be written either: {why}")
            else:
                self.app.notify((f"对局已存到 {written.parent}（{written.name}）：要继续这一局，把它放回 "
                                 f"{self.failure.path.parent}",
                                 f"The match was saved in {written.parent} ({written.name}): to resume it, "
                                 f"put it back in {self.failure.path.parent}"), 30.0, keep=True)
                self._go_on()
                return
        elif key == "leave":
            self._go_on()
            return
        self._page = None

    def _go_on(self) -> None:
        """Where the player was going: the start screen, or the window closed."""
        if self.then == "quit":
            self.app.quit(knowingly=True)
        else:
            self.app.leave_to_start(knowingly=True)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        key = (panel.size, lang.current(), self.problem, self.failure.why)
        if self._page is None or key != self._page_key:
            self._page, self._page_key = self._paint(panel), key
        surface.blit(self.view.overlay(surface.get_size(), (0, 0, 0, 110)), (0, 0))
        surface.blit(self._page, panel)

    def _paint(self, panel: pygame.Rect) -> pygame.Surface:
        """The panel and its text, painted once (per size, language and message)."""
        page = pygame.Surface(panel.size, pygame.SRCALPHA)
        local = pygame.Rect((0, 0), panel.size)
        page.blit(self.view.overlay(local.size, (10, 36, 24, 240), self.px(18)), (0, 0))   # as ui/widgets.draw_modal
        pygame.draw.rect(page, GOLD, local, max(2, self.px(2)), border_radius=self.px(18))
        self.view.label(page, lang.tr(*self.title()), self.px(30), GOLD, center=(local.centerx, self.px(44)), bold=True)
        x, width = self.px(36), local.width - self.px(72)
        y = self.px(86)
        bottom = local.bottom - self.px(92)
        for index, line in enumerate(self.message_lines()):
            text = lang.tr(*line)
            size = self.px(17) if index < 2 else self.px(15)
            colour = CREAM if index != 4 else GOLD
            if y + wrapped_height(text, size, width) > bottom:
                size = self.px(13)
            y = draw_wrapped(page, self.view, text, size, colour if index < 3 or index == 4 else MUTED,
                             x, y, width, max_lines=3) + self.px(8)
        return page
