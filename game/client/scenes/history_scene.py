"""The match history (对局记录 / Match history): every log the player has, newest first, and the
way into the hand review, the replay viewer and the export (issue 28).

    the matches played (game/history.py's archive), the saved matches still in progress (a
    match both saved and archived is listed once, as the save) and the bug reports
    (game.history.list_sources), each with its variant, when it was played, the hands finished,
    the player's result and its kind; a bad file is skipped with a notice
    复盘 Review (Enter) · 回放 Replay (R) · 导出 Export (E) · 打开文件… Open a file… · 返回 Back (Esc)

"Open a file…" (pygame_gui's file dialog) takes a replay, journal, save or bug-report file from
anywhere; one that is not a log is refused with a notice. Keys: ↑/↓ (Home/End, PgUp/PgDn) choose,
Enter reviews, R replays, E exports, Esc closes; the mouse chooses (a double click reviews) and
the wheel scrolls. The page is painted once into a picture and again only when something changed.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang

from ..ui.painter import Painter
from ..ui.widgets import button, modal_rect
from .base import PaintedScene
from .history_parts.actions import MatchLog, data_folder, export_log, file_stem, open_replay, open_review
from .history_parts.page import ROW, Frame, layout_frame, paint_page, row_rect
from .history_parts.rows import RowWords, export_stem, review_match_id, row_words, skip_notice

if TYPE_CHECKING:
    from game.history import LogSource

    from .base import AppForScenes

DOUBLE_CLICK_MS = 400
# (key, Chinese, English, its key on the keyboard, design width)
FOOTER = (("review", "复盘", "Review", "Enter", 220), ("replay", "回放", "Replay", "R", 170),
          ("export", "导出", "Export", "E", 170), ("open", "打开文件…", "Open a file…", "", 240),
          ("back", "返回", "Back", "Esc", 170))
TIPS = {"review": ("一步一步看你的每个决定，和高手比一比", "step through your decisions beside the expert's"),
        "replay": ("像看录像一样重看这局：前进、后退、跳到任意一步", "watch the match again: step back and forth, jump to any move"),
        "export": ("存成对局记录文件和一份能读的文字", "save it as the JSON log and as readable text"),
        "open": ("打开别处的回放、记录、存档或问题报告文件", "open a replay, log, save or bug-report file from anywhere"),
        "back": ("回到上一个画面", "back to the screen before")}


class HistoryScene(PaintedScene):
    """The list of the player's logs with Review / Replay / Export and Open a file."""

    def __init__(self, app: AppForScenes) -> None:
        super().__init__(app)
        self.view = Painter()
        self.sources: list[LogSource] = []
        self.words: list[tuple[str, RowWords]] = []
        self.lines: dict[Path, list[str]] = {}      # logs read already (an opened file's, the chosen ones)
        self.selected: Optional[int] = None
        self.hovered: Optional[int] = None
        self.scroll = 0
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.dialog: Optional[pygame_gui.windows.UIFileDialog] = None
        self.last_click = (-1, -DOUBLE_CLICK_MS)     # (entry, ticks) of the last click
        self.frame: Frame
        self.skipped = 0                # files the last scan skipped (each has a notice)


    # ------------------------------------------------------------------ building
    def startup(self) -> None:
        super().startup()
        self.scan()
        self.lay_out()

    def scan(self) -> None:
        """List the player's logs (newest first); each file skipped is named in a notice."""
        from game.history import list_sources
        storage = self.app.storage
        saves = storage.saves_folder if storage is not None else None
        reports = storage.reports_folder if storage is not None else None
        opened = [s for s in self.sources if s.kind == "file"]
        try:
            sources, notices = list_sources(data_folder(self.app), saves, reports)
        except OSError as exc:
            sources, notices = [], [str(exc)]
        self.skipped = len(notices)     # lines kept free under the list for their notices
        for notice in notices:          # each names the file and why
            self.app.notify(skip_notice(notice), 10.0)
        # A match in progress is kept in the history after each hand and saved too: its save (the
        # hand in progress as well) stands for both.
        saved = {review_match_id(s) for s in sources if s.kind == "save"}
        self.sources = opened + [s for s in sources if s.kind != "history" or review_match_id(s) not in saved]
        self.selected = 0 if self.sources else None
        self.reword()

    def reword(self) -> None:
        """The rows' words in the language shown."""
        self.words = [(s.kind, row_words(s)) for s in self.sources]
        self.repaint()

    def lay_out(self) -> None:
        """The frame and the buttons for this window's size and language."""
        self.clear_widgets()
        self.frame = layout_frame(modal_rect(self.app.size, 1180, 760), self.px,
                                  min(3, self.skipped * len(lang.lines("-", "-"))))    # both: two lines each
        gap = self.px(12)
        widths = [self.px(w) for *_, w in FOOTER]
        x = self.frame.panel.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        self.buttons = {}
        for (key, zh, en, hotkey, _), width in zip(FOOTER, widths):
            rect = pygame.Rect(x, self.frame.footer_y, width, self.px(44))
            words = lang.tr(zh, en) + (f" ({hotkey})" if hotkey else "")      # the key once, in any language
            self.buttons[button(rect, words, words, self.app, self.container, tip=TIPS[key])] = key
            x += width + gap
        self.refresh_buttons()
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.repaint()

    def refresh_buttons(self) -> None:
        """Review, Replay and Export need a chosen entry."""
        for widget, key in self.buttons.items():
            if key in ("review", "replay", "export"):
                widget.enable() if self.selected is not None else widget.disable()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.lay_out()

    def language_changed(self) -> None:
        self.reword()
        self.lay_out()

    def resume(self) -> None:
        """Back from the review or the replay: the saves may have changed (a match played on)."""
        super().resume()
        self.repaint()

    def shutdown(self) -> None:
        self.close_dialog()
        super().shutdown()

    def notice_area(self) -> pygame.Rect:
        """Notices lie over the foot of the list (the chosen entry is seldom there), never over
        the heading or the buttons."""
        if self.frame.notices.height:       # the band under the list (history_parts/page.py)
            return self.frame.notices
        view = self.frame.view
        return pygame.Rect(view.left + self.px(40), view.bottom - self.px(150), view.width - self.px(80), self.px(146))

    # ------------------------------------------------------------------ the list
    def max_scroll(self) -> int:
        """How far the list scrolls."""
        return max(0, len(self.sources) * self.px(ROW) - self.frame.view.height)

    def choose(self, index: int) -> None:
        """Choose entry `index` (kept inside the list) and scroll it into view."""
        if not self.sources:
            return
        index = max(0, min(len(self.sources) - 1, index))
        rect = row_rect(self.frame, index, self.scroll, self.px)
        if rect.top < self.frame.view.top:
            self.scroll -= self.frame.view.top - rect.top
        elif rect.bottom > self.frame.view.bottom:
            self.scroll += rect.bottom - self.frame.view.bottom + self.px(6)
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        if index != self.selected:
            self.selected = index
            self.refresh_buttons()
        self.repaint()

    def scroll_by(self, dy: int) -> None:
        """Scroll the list by `dy` pixels (kept in range)."""
        scroll = max(0, min(self.scroll + dy, self.max_scroll()))
        if scroll != self.scroll:
            self.scroll = scroll
            self.repaint()

    def entry_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The entry under `pos`, if any."""
        if not self.frame.view.collidepoint(pos):
            return None
        index = (pos[1] - self.frame.view.top + self.scroll) // self.px(ROW)
        if 0 <= index < len(self.sources) and row_rect(self.frame, index, self.scroll, self.px).collidepoint(pos):
            return index
        return None

    # ------------------------------------------------------------------ acting
    def chosen_log(self) -> Optional[MatchLog]:
        """The chosen entry's log as it is opened; None (with a notice) when it cannot be read."""
        if self.selected is None:
            return None
        from game.history import LogSourceError, load_log_lines
        source = self.sources[self.selected]
        lines = self.lines.get(source.path)
        if lines is None:
            try:
                lines = load_log_lines(source.path)
            except (LogSourceError, OSError) as exc:
                self.app.notify((f"读不出来：{exc}", f"It cannot be read: {exc}"), 10.0)
                return None
            self.lines[source.path] = lines
        match_id = review_match_id(source)
        return MatchLog(tuple(lines), source.human, file_stem(export_stem(source.path)), match_id=match_id,
                        own=match_id is not None)

    def act(self, key: str) -> None:
        """A footer action: review, replay or export the chosen entry; open a file; go back."""
        if key == "back":
            self.app.pop()
        elif key == "open":
            self.open_dialog()
        else:
            log = self.chosen_log()
            if log is not None:
                {"review": open_review, "replay": open_replay, "export": export_log}[key](self.app, log)

    def open_dialog(self) -> None:
        """pygame_gui's file dialog over the list, in the language shown (its delete button off:
        nothing is deleted from here)."""
        if self.dialog is not None and self.dialog.alive():
            return
        folder = data_folder(self.app)
        start = folder if folder is not None and folder.is_dir() else Path.home()
        rect = modal_rect(self.app.size, 760, 560)
        self.dialog = pygame_gui.windows.UIFileDialog(
            rect, self.app.ui, window_title=lang.tr("打开回放、记录或问题报告", "Open a replay, log or bug report"),
            initial_file_path=str(start), allow_existing_files_only=True)
        self.dialog.ok_button.set_text(lang.tr("打开", "Open"))
        self.dialog.cancel_button.set_text(lang.tr("取消", "Cancel"))
        self.dialog.delete_button.disable()

    def close_dialog(self) -> None:
        """Close the file dialog if it is open."""
        if self.dialog is not None and self.dialog.alive():
            self.dialog.kill()
        self.dialog = None

    def open_file(self, path: Path) -> None:
        """A file picked: read it as a log and put it first in the list, chosen; a file that is not
        one is refused with a notice."""
        from game.history import LogSourceError, describe_file
        try:
            source = describe_file(path, "file")
        except (LogSourceError, OSError) as exc:
            self.app.notify((f"这个文件打不开：{exc}", f"This file cannot be opened: {exc}"), 12.0)
            return
        self.sources = [s for s in self.sources if s.path != path or s.kind != "file"]
        self.sources.insert(0, source)
        self.reword()
        self.scroll = 0
        self.selected = None
        self.choose(0)

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:    # posted as the dialog closes
            self.close_dialog()
            self.open_file(Path(event.text))
            return True
        if self.dialog is not None:
            if not self.dialog.alive():
                self.dialog = None
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close_dialog()
                return True
            else:
                return False      # the dialog has the keys (its path line) and the clicks
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.act(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(ROW))
            return True
        if event.type == pygame.MOUSEMOTION:
            hovered = self.entry_at(event.pos)
            if hovered != self.hovered:
                self.hovered = hovered
                self.repaint()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.entry_at(event.pos)
            if index is None:
                return False
            now = pygame.time.get_ticks()
            double = self.last_click[0] == index and now - self.last_click[1] <= DOUBLE_CLICK_MS
            self.last_click = (index, now)
            self.choose(index)
            if double:
                self.act("review")
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key (see the module's docstring)."""
        k = event.key
        page = max(1, self.frame.view.height // self.px(ROW))
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
        if k == pygame.K_ESCAPE:
            self.app.pop()
        elif k in moves and self.sources:
            self.choose((self.selected or 0) + moves[k] if self.selected is not None else 0)
        elif k in (pygame.K_HOME, pygame.K_END) and self.sources:
            self.choose(0 if k == pygame.K_HOME else len(self.sources) - 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.act("review")
        elif k == pygame.K_r:
            self.act("replay")
        elif k == pygame.K_e:
            self.act("export")
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing
    def paint(self, surface: pygame.Surface) -> None:
        """The list, the chosen entry and the buttons' frame."""
        paint_page(surface, self.view, self.frame, self.words, self.selected, self.hovered, self.scroll, self.px)
