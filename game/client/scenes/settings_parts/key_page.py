"""The settings' Keys page: the table's claim keys (和 H, 杠 K, 碰 P, 吃 C, 过 Space), each
changed by pressing its button and then the new key; a key another answer has, a digit, Esc or
a letter the table uses for something else is refused with the reason; Reset puts the defaults
back. Every change is applied and saved at once (the table shows the new keys on its buttons).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.keymap import ACTION_WORDS, ACTIONS, DEFAULT_KEYMAP, conflict, full_keymap, key_label, refusal, with_key
from game.teaching.i18n import Bi

from ...ui.painter import Painter
from ...ui.palette import CREAM, GOLD, MUTED

if TYPE_CHECKING:
    from ..base import AppForScenes


class KeyPage:
    """The key rows of the settings screen (the module's docstring)."""

    def __init__(self, app: "AppForScenes", px: Callable[[float], int], changed: Callable[[], None]) -> None:
        self.app = app
        self.px = px
        self.changed = changed                      # apply and save the settings
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}   # button -> answer
        self.reset_button: Optional[pygame_gui.elements.UIButton] = None
        self.waiting: Optional[str] = None          # the answer whose new key is awaited
        self.message: Optional[Bi] = None
        self.rows: list[tuple[str, int]] = []       # (answer, the row's centre y)

    def build(self, panel: pygame.Rect, top: int, container: Optional[pygame_gui.core.UIContainer]) -> None:
        """The key buttons and Reset, from `top` down in `panel`."""
        self.buttons, self.rows = {}, []
        keys = full_keymap(self.app.user.keymap)
        y = top
        for action in ACTIONS:
            text = lang.tr("请按一个键…", "Press a key…") if action == self.waiting else key_label(keys[action])
            button = pygame_gui.elements.UIButton(
                pygame.Rect(panel.left + self.px(250), y, self.px(200), self.px(40)), text, self.app.ui,
                container=container, object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            if action == self.waiting:
                button.select()
            self.buttons[button] = action
            self.rows.append((action, y + self.px(20)))
            y += self.px(56)
        self.reset_button = pygame_gui.elements.UIButton(
            pygame.Rect(panel.left + self.px(250), y + self.px(8), self.px(260), self.px(40)),
            lang.tr("恢复默认按键", "Reset to defaults"), self.app.ui, container=container,
            object_id=pygame_gui.core.ObjectID(object_id="#choice"))
        if not self.app.user.keymap:
            self.reset_button.disable()

    def process_event(self, event: pygame.event.Event) -> Optional[bool]:
        """A key while one is awaited, or one of the page's buttons: True (rebuild the page) or
        False (used, nothing to rebuild); None when the event is not the page's."""
        if event.type == pygame.KEYDOWN and self.waiting is not None:
            return self.take_key(event.key)
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if event.ui_element in self.buttons:
            action = self.buttons[event.ui_element]
            self.waiting = None if self.waiting == action else action
            self.message = Bi("按下新键；Esc 取消", "Press the new key; Esc cancels") if self.waiting else None
            return True
        if event.ui_element is self.reset_button:
            self.app.user.keymap = {}
            self.waiting = None
            self.message = Bi("已恢复默认按键", "The default keys are back")
            self.changed()
            return True
        return None

    def take_key(self, key: int) -> bool:
        """The awaited key: Esc cancels; a refused or taken key says why; else it is the
        answer's key now. True: the page is built again."""
        action = self.waiting
        if action is None:
            return False
        if key == pygame.K_ESCAPE:
            self.waiting, self.message = None, None
            return True
        name = pygame.key.name(key)
        why = refusal(name)
        words = ACTION_WORDS[action]
        if why is None:
            other = conflict(self.app.user.keymap, action, name)
            if other is not None:
                taken = ACTION_WORDS[other]
                why = Bi(f"{key_label(name)} 已是「{taken.zh}」的键", f"{key_label(name)} is already the {taken.en} key")
        if why is not None:
            self.message = Bi(f"{why.zh}：「{words.zh}」没有改", f"{why.en}: {words.en} not changed")
            return True
        self.app.user.keymap = with_key(self.app.user.keymap, action, name)
        self.waiting = None
        self.message = Bi(f"「{words.zh}」现在是 {key_label(name)}", f"{words.en} is now {key_label(name)}")
        self.changed()
        return True

    def draw(self, surface: pygame.Surface, view: Painter, panel: pygame.Rect) -> None:
        """The answers' names, their default keys, and the last message."""
        for action, y in self.rows:
            view.label(surface, lang.tr(*ACTION_WORDS[action].pair), self.px(18), CREAM,
                       midleft=(panel.left + self.px(40), y), bold=True)
            view.label(surface, lang.tr("默认", "default") + " " + key_label(DEFAULT_KEYMAP[action]), self.px(14), MUTED,
                       midleft=(panel.left + self.px(470), y))
        bottom = self.rows[-1][1] if self.rows else panel.top
        view.label(surface, lang.tr("牌桌上要牌按钮的键；数字键 1–9 总是按对应位置的按钮",
                                    "Keys of the table's claim buttons; the digits 1–9 always press the button at their place"),
                   self.px(14), MUTED, midleft=(panel.left + self.px(40), bottom + self.px(116)))
        if self.message is not None:
            view.label(surface, lang.tr(*self.message.pair), self.px(16), GOLD,
                       midleft=(panel.left + self.px(40), bottom + self.px(146)), bold=True)
