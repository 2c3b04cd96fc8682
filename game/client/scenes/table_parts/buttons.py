"""The table's buttons: the answer row (the prompt controller's entries as pygame_gui buttons,
each holding its typed `Command`, table_parts/prompt_controller.py; the button Enter presses
after a hint), the menu button and the teaching toggle 'show hands'."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame_gui

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.teaching.practice_ask import then_practice

from .prompt_controller import Command, UiCommand

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from .owner import TableOwner


class TableButtons:
    """The answer row, left to right (the scene's `buttons`), the menu button and the toggle."""

    def __init__(self, scene: "TableOwner") -> None:
        self.scene = scene
        self.buttons: dict[pygame_gui.elements.UIButton, Command] = {}
        self.toggle_button: Optional[pygame_gui.elements.UIButton] = None
        self.menu_button: Optional[pygame_gui.elements.UIButton] = None

    def build_own(self) -> None:
        """The menu button, the log's button and the teaching toggle 'show bots' hands' (human
        games only; off by default)."""
        scene = self.scene
        if self.toggle_button is not None:
            self.toggle_button.kill()
            self.toggle_button = None
        if self.menu_button is not None:
            self.menu_button.kill()
        self.menu_button = pygame_gui.elements.UIButton(
            scene.layout.menu_rect(), lang.short("菜单 Esc", "Menu Esc"), scene.app.ui, container=scene.container,
            tool_tip_text=lang.tr("菜单：设置、问题报告、保存并离开", "Menu: settings, bug report, save and leave"),
            object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
        scene.log_panel.build()
        if scene.settings.human is None:
            return
        rect = scene.layout.toggle_rect()
        self.toggle_button = pygame_gui.elements.UIButton(
            # one language when both are shown: "看牌 Show hands" ran past the button
            rect, lang.short("看牌", "Show hands"), scene.app.ui, container=scene.container,
            tool_tip_text=lang.tr("教学：显示电脑的手牌", "Teaching: show the bots' hands"),
            object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
        if scene.settings.show_hands:
            self.toggle_button.select()

    def toggle_hands(self) -> None:
        """Show or hide the bots' hands (the teaching toggle); showing them in a match that
        counts asks first and makes it practice (teaching/practice_ask.py)."""
        settings = self.scene.settings

        def flip() -> None:
            settings.show_hands = not settings.show_hands
            if self.toggle_button is not None:
                self.toggle_button.select() if settings.show_hands else self.toggle_button.unselect()
        if settings.show_hands:
            flip()
        else:
            if self.toggle_button is not None:
                self.toggle_button.unselect()      # selected only once the player agreed
            then_practice(self.scene, "show", flip)

    def clear(self) -> None:
        """Remove the buttons (the log's button moves back)."""
        for button in self.buttons:
            button.kill()
        self.buttons = {}
        self.scene.log_panel.place()

    def build(self) -> None:
        """The row for the prompt now, each button holding its command (a greyed one for NONE)."""
        scene, prompts = self.scene, self.scene.prompts
        self.clear()
        entries = prompts.lay_out()
        wordy = prompts.wordy
        layout = scene.layout
        font = get_font(layout.px(16 if wordy else 22), True)
        widths = [max(layout.px(78), font.size(e.label)[0] + layout.px(30)) for e in entries]
        rects = layout.button_rects(len(entries), widths)
        for entry, rect in zip(entries, rects):
            button = pygame_gui.elements.UIButton(
                rect, entry.label, scene.app.ui, container=scene.container, tool_tip_text=prompts.tooltip(entry.command),
                object_id=pygame_gui.core.ObjectID(class_id="#setup" if wordy else "#claim", object_id=entry.theme))
            if entry.command is UiCommand.NONE:
                button.disable()
            self.buttons[button] = entry.command
        scene.log_panel.place()

    def focused_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The button Enter/Space presses now: the hinted action's (吃… while its chow waits in
        the closed chow menu), or None."""
        command = self.scene.prompts.focused_command(list(self.buttons.values()))
        if command is None:
            return None
        return next((b for b, c in self.buttons.items() if c == command), None)

    def right_edge(self) -> Optional[int]:
        """Where the caption must end: before the answer buttons and the log's button."""
        log_button = self.scene.log_panel.button
        lefts = [b.rect.left for b in self.buttons] + ([log_button.rect.left] if log_button is not None else [])
        return min(lefts, default=None)
