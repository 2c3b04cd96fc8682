"""The teaching panel's six toggle buttons in the top band (hint, waits, tracker, undo, rules,
language) and their function keys."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.teaching.i18n import Bi

if TYPE_CHECKING:
    from .ports import TableForPanel

BUTTONS = (("hint", Bi("提示", "Hint"), "F1 / ?"), ("waits", Bi("听牌", "Waits"), "F2"),
           ("tracker", Bi("记牌", "Tracker"), "F3"), ("undo", Bi("悔牌", "Undo"), "Ctrl+Z"),
           ("rules", Bi("规则", "Rules"), "F4"), ("lang", Bi("语言", "Language"), "F6"))
TIPS = {"hint": Bi("提示：电脑在你的位置会怎么打，为什么", "Hint: what the bot would do in your seat, and why"),
        "waits": Bi("听牌：听哪些牌、还剩几张、能和多少", "Waits: the tiles you wait for, how many are left, their score"),
        "tracker": Bi("记牌：每种牌还有几张没露面", "Tracker: unseen copies of every tile"),
        "undo": Bi("悔牌：收回刚打的牌（没人要过它时）", "Undo: take back your last discard (while nobody acted on it)"),
        "rules": Bi("规则：这种玩法的全部规则和番种", "Rules: this variant's whole rule book"),
        "lang": Bi("语言：中文 ↔ English（两种一起显示：设置里选）",
                  "Language: 中文 ↔ English (both at once: in the Settings)")}
KEYS = {pygame.K_F1: "hint", pygame.K_F2: "waits", pygame.K_F3: "tracker", pygame.K_F4: "rules",
        pygame.K_F6: "lang"}


class TeachingToolbar:
    """The buttons, each standing for one of the panel's keys ("hint", "waits", ...)."""

    def __init__(self, table: TableForPanel) -> None:
        self.table = table
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.undo_ready: Optional[bool] = None     # the undo button's state as last set
        self.built_lang = lang.version()

    def build(self, shown: bool) -> None:
        """(Re)build the buttons in the current language; none when the panel is not `shown`."""
        for b in self.buttons:
            b.kill()
        self.buttons = {}
        self.undo_ready = None
        self.built_lang = lang.version()
        if not shown:
            return
        table = self.table
        bar = table.layout.toolbar_rect()     # the top band, where no seat's things are
        gap = table.layout.px(4)
        w = (bar.width - 2 * gap) // 3
        h = (bar.height - gap) // 2
        for i, (key, name, keys) in enumerate(BUTTONS):
            row, col = divmod(i, 3)
            rect = pygame.Rect(bar.left + col * (w + gap), bar.top + row * (h + gap), w, h)
            # compact buttons: one language (Chinese when both are shown), both in the tooltip
            # the language button names the language it switches to (short: 中 / EN / 中/EN)
            text = lang.SHORT[lang.next_language()] if key == "lang" else name.en if lang.current() == "en" else name.zh
            b = pygame_gui.elements.UIButton(
                rect, text, table.app.ui, container=table.container,
                tool_tip_text=f"{lang.tr_bi(TIPS[key], chr(10))} ({keys})",
                object_id=pygame_gui.core.ObjectID(object_id="#toolbar"))
            self.buttons[b] = key

    def refresh(self, show_waits: bool, show_tracker: bool, hints_allowed: bool) -> None:
        """The toggles as the panel's state: waits and tracker selected when shown, hint off
        when hints are not allowed."""
        for b, key in self.buttons.items():
            if key == "waits":
                b.select() if show_waits else b.unselect()
            elif key == "tracker":
                b.select() if show_tracker else b.unselect()
            elif key == "hint" and not hints_allowed:
                b.disable()

    def set_undo(self, ready: bool) -> None:
        """The undo button enabled exactly when a take-back is possible."""
        if ready == self.undo_ready:
            return
        self.undo_ready = ready
        for b, key in self.buttons.items():
            if key == "undo":
                b.enable() if ready else b.disable()

    def hush_tip(self, button: object) -> None:
        """A pressed button's tooltip goes and stays away until the pointer leaves it: it hung
        over the card the press opened (the hint below the Hint button)."""
        if not isinstance(button, pygame_gui.elements.UIButton) or button not in self.buttons:
            return
        if button.tool_tip is not None:
            button.tool_tip.kill()
            button.tool_tip = None
        button.hover_time = float("-inf")    # pygame_gui sets it back to 0 when the pointer comes back

    def key_of(self, event: pygame.event.Event) -> Optional[str]:
        """The panel key a pressed button or a function key stands for (None: not ours)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.buttons.get(event.ui_element)
        if event.type == pygame.KEYDOWN:
            return KEYS.get(event.key)
        return None
