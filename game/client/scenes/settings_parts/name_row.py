"""The settings screen's name field (General page): the player's name (UserSettings.player_name),
the one the start screen's field shows.

What is typed is kept when Enter is pressed in the field, when another page is shown and when
the screen closes, checked as the start screen checks it (start_parts/player_name.py): accented
letters the font lacks become their base letters (the player is told), a name with other
characters the font cannot draw is refused with a notice naming them, and the saved name stays.
Typed text not yet kept survives the screen being built again (a language chosen, a resize).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.settings import NAME_LIMIT

from ..start_parts.player_name import NOTICE_SECONDS, check_name

if TYPE_CHECKING:
    from ..base import AppForScenes

FIELD_WIDTH = 260      # design px: as wide as the start screen's name field


class NameRow:
    """The name field of the settings screen's General page."""

    def __init__(self, app: AppForScenes, px: Callable[[float], int]) -> None:
        self.app = app
        self.px = px
        self.entry: Optional[pygame_gui.elements.UITextEntryLine] = None
        self.draft: Optional[str] = None     # typed, not yet kept (language-free: the default is 你)

    def build(self, x: int, y: int, box: Optional[pygame_gui.core.UIContainer]) -> None:
        """The field at (x, y), showing the text typed before a rebuild, else the saved name."""
        if self.entry is not None:           # built before (its widget is gone): what it held stays
            typed = lang.typed_name(self.entry.get_text())
            self.draft = typed if typed != self.app.user.player_name else None
        rect = pygame.Rect(x, y, self.px(FIELD_WIDTH), self.px(40))
        self.entry = pygame_gui.elements.UITextEntryLine(rect, self.app.ui, container=box)
        self.entry.set_text(lang.person(self.draft if self.draft is not None else self.app.user.player_name))
        self.entry.set_text_length_limit(NAME_LIMIT)

    def handles(self, event: pygame.event.Event) -> bool:
        """Enter pressed in the field: the name kept (or refused)."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.entry is not None \
                and event.ui_element is self.entry:
            self.keep()
            return True
        return False

    def keep(self) -> bool:
        """Keep the name in the field as the player's name (saved, and the start screen shows
        it); False when the font cannot draw it (a notice says which characters; the saved name
        stays)."""
        if self.entry is None:
            return True
        checked = check_name(self.entry.get_text())
        if checked.refusal is not None:
            self.app.notify(checked.refusal, NOTICE_SECONDS)
            return False
        if checked.note is not None:
            self.entry.set_text(lang.person(checked.name))
            self.app.notify(checked.note, NOTICE_SECONDS)
        self.draft = None
        user = self.app.user
        if checked.name != user.player_name:
            user.player_name = checked.name
            self.app.apply_user_settings()     # the start screen under this one shows it
            self.app.save_user_settings()
        return True
