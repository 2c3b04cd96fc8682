"""The start screen's notices lie where the chosen variant's description is (its notice_area):
while any is shown the description steps aside (hidden), so a notice is never drawn over its
text; it comes back when the last notice has gone."""
from __future__ import annotations

import sys
from typing import Optional

import pygame_gui

NOTICES_MODULE = "game.client.services.notices"     # imported with the window's first notice


def notices_shown(app: object) -> bool:
    """Whether the window shows notices now, asked without making its notice board (the start
    screen's first frame imports no service it does not use: tests/client/test_lazy_launch.py)."""
    return NOTICES_MODULE in sys.modules and bool(getattr(app, "notices", ()))


def keep_description_clear(covered: bool, description: Optional[pygame_gui.elements.UITextBox]) -> None:
    """Hide `description` while notices lie over it (`covered`), show it again when none is left."""
    if description is None:
        return
    if covered and description.visible:
        description.hide()
    elif not covered and not description.visible:
        description.show()
