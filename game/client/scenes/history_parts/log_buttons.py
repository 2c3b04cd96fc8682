"""The ways from a finished hand or match into the hand review, the replay viewer and the export
(issue 28): a row of buttons the settlement sheet, the standings and the Esc menu put up for a
human's match (never the demo, a replay or a watched match; a practice table reviews too, its
mistakes not counted).

    the settlement sheet:  复盘 (R) Review this hand · 回放 Replay · 导出 Export   (this hand)
    the standings:         复盘整局 Review the match · 导出 Export                 (the whole match)

The review and the replay open over the screen they were pressed on and come back to it. The
log is taken from the table's session when a button is pressed (history_parts/actions.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.fonts import get_font

from .actions import MatchLog, export_log, open_replay, open_review, session_log

if TYPE_CHECKING:
    from game.client.match.table_settings import Settings

    from ..base import AppForScenes

# key -> (Chinese, English, tool tip Chinese, tool tip English)
WORDS = {"review": ("复盘 (R)", "Review this hand (R)", "一步一步看你这一盘的每个决定，和高手比一比",
                    "step through your decisions of this hand beside the expert's"),
         "review_match": ("复盘整局", "Review the match", "一盘一盘看你的每个决定，和高手比一比",
                          "step through your decisions of every hand beside the expert's"),
         "replay": ("回放", "Replay", "像看录像一样重看，前进、后退、跳到任意一步",
                    "watch it again: step back and forth, jump to any move"),
         "export": ("导出", "Export", "存成对局记录文件和一份能读的文字（放在数据文件夹里）",
                    "save it as the JSON log and as readable text (in the data folder's exports)")}
ACTIONS = {"review": open_review, "review_match": open_review, "replay": open_replay, "export": export_log}


def reviewable(session: Any, settings: Settings, demo: bool) -> bool:
    """A human's match with a log of its own (not the demo, a replay or a watched match)."""
    return not demo and settings.human is not None and callable(getattr(session, "closed_log", None))


def finished_hands(session: Any) -> int:
    """How many hands of the session's match were played to the end (its log's 'end' lines)."""
    log = getattr(session, "log", None)
    return sum(1 for e in log if isinstance(e, dict) and e.get("type") == "end") if isinstance(log, list) else 0


def hand_number(session: Any) -> Optional[int]:
    """The log's (0-based) number of the hand on the table (the one just settled, before the
    next is dealt)."""
    number = getattr(getattr(session, "match", None), "hand_no", None)
    return number if isinstance(number, int) else None


def button_words(key: str) -> str:
    """A button's words in the language shown (both languages: the Chinese alone, the tip says both)."""
    zh, en, _, _ = WORDS[key]
    return lang.short(zh, en)


class LogButtons:
    """A row of Review / Replay / Export buttons for the log `make_log` gives when one is pressed."""

    def __init__(self, app: AppForScenes, keys: Sequence[str], make_log: Callable[[], Optional[MatchLog]]) -> None:
        self.app = app
        self.keys = tuple(keys)
        self.make_log = make_log
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}

    def widths(self, px: Callable[[float], int], least: float = 96) -> list[int]:
        """Each button's width: its words and a margin (the theme's #choice font), at least
        `least` design px."""
        font = get_font(self.app.font_px(18))
        return [max(px(least), font.size(button_words(key))[0] + px(30)) for key in self.keys]

    def build(self, container: Optional[pygame_gui.core.UIContainer], left: int, top: int, height: int, gap: int,
              px: Callable[[float], int], enabled: bool = True, least: float = 96) -> int:
        """Lay the row out from (left, top), each button at least `least` design px wide; the
        right edge of the last button."""
        self.kill()
        x = left
        for key, width in zip(self.keys, self.widths(px, least)):
            zh, en, tip_zh, tip_en = WORDS[key]
            widget = pygame_gui.elements.UIButton(
                pygame.Rect(x, top, width, height), button_words(key), self.app.ui, container=container,
                tool_tip_text=lang.tr(tip_zh, tip_en, "\n"), object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            if not enabled:
                widget.disable()
            self.buttons[widget] = key
            x += width + gap
        return x - gap

    def enable(self) -> None:
        """The buttons may be pressed (the settlement sheet is ready)."""
        for widget in self.buttons:
            widget.enable()

    def kill(self) -> None:
        """Remove the buttons (before they are laid out again)."""
        for widget in self.buttons:
            widget.kill()
        self.buttons = {}

    @property
    def right(self) -> Optional[int]:
        """The right edge of the row on screen (None: no buttons), so a line beside it keeps clear."""
        return max((widget.rect.right for widget in self.buttons), default=None)

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on one of the buttons (a click there is theirs)."""
        return any(widget.rect.collidepoint(pos) for widget in self.buttons)

    def press(self, key: str) -> bool:
        """Do what button `key` does with the log now; False when there is no log."""
        log = self.make_log()
        if log is None:
            return False
        ACTIONS[key](self.app, log)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """A press of one of the buttons, or R for the review: done, True."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.press(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and "review" in self.keys and self.buttons:
            self.press("review")
            return True
        return False


def table_buttons(app: AppForScenes, table: Any) -> Optional[LogButtons]:
    """The settlement sheet's row for the hand just settled on `table` (None: not the player's
    own match to review: the demo, a replay, a watched match)."""
    session, settings = table.session, table.settings
    if not reviewable(session, settings, bool(getattr(table, "demo", False))):
        return None
    hand = hand_number(session)

    def make_log() -> Optional[MatchLog]:
        return session_log(session, settings, hand=hand, save_path=getattr(table, "save_path", None))
    return LogButtons(app, ("review", "replay", "export"), make_log)


def match_buttons(app: AppForScenes, session: Any, settings: Settings) -> Optional[LogButtons]:
    """The standings' row for the whole match (None: not the player's own match)."""
    if not reviewable(session, settings, False) or not finished_hands(session):
        return None
    return LogButtons(app, ("review_match", "export"), lambda: session_log(session, settings))


def review_entry(table: Any) -> list[tuple[str, str]]:
    """The Esc menu's ("review", words) entry when the table's match has a finished hand of the
    player's own to review; else none."""
    if not reviewable(table.session, table.settings, bool(getattr(table, "demo", False))) \
            or not finished_hands(table.session):
        return []
    return [("review", lang.tr("复盘已打完的牌", "Review finished hands"))]


def review_finished_hands(app: AppForScenes, table: Any) -> None:
    """The Esc menu's "Review finished hands": the review of the match so far over the table."""
    log = session_log(table.session, table.settings, save_path=getattr(table, "save_path", None))
    if log is not None:
        open_review(app, log)
