"""Where the human's tiles are on screen, and the gold frames on what a hint names (the tiles,
or the answer button), pulsing."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.table_parts.setup_prompts import is_pick
from rules import actions as act
from rules.actions import ActionBase

from ..scenes.table_parts.prompt_controller import UiCommand
from ..ui.palette import GOLD

if TYPE_CHECKING:
    from .ports import TableForPanel


def hinted_tiles(action: ActionBase) -> set[int]:
    """The ids of the human's tiles an action uses (a discard's tile, a pick's or a claim's)."""
    if isinstance(action, act.Discard):
        return {action.tile}
    if is_pick(action) or isinstance(action, (act.Chow, act.Pung, act.Kong)):
        return set(getattr(action, "tiles", ()))     # the hand tiles the pick or the claim uses
    return set()


class HandHighlights:
    """The human's tiles as placed on the table, and the hint's frames over them."""

    def __init__(self, table: TableForPanel) -> None:
        self.table = table

    def tile_rects(self, ids: set[int]) -> list[pygame.Rect]:
        """Screen rects of the human's tiles with these ids (raised ones where they are drawn)."""
        table = self.table
        if not ids or table.human_seat is None:
            return []
        tiles = table.human_tiles()
        seat = table.model.seats[table.human_seat]
        placed = table.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = table.layout.raise_offset(0)
        raised = table.raised_indices() | ({table.selected} if table.selected is not None else set())
        out = []
        for i, (t, p) in enumerate(zip(tiles, placed)):
            if t.id in ids:
                out.append(p.rect.move(dx, dy) if i in raised else p.rect)
        return out

    def frame(self, surface: pygame.Surface, action: ActionBase) -> None:
        """Gold frames on the tile(s) or the button the hinted `action` names, pulsing."""
        table, px = self.table, self.table.layout.px
        pulse = 2 + int(2 * (1 + math.sin(table.clock * 6)))
        for rect in self.tile_rects(hinted_tiles(action)):
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), max(2, px(pulse)), border_radius=px(7))
        for b, a in table.buttons.items():
            if a == action or (a == UiCommand.CHOW_MENU and isinstance(action, act.Chow)):
                pygame.draw.rect(surface, GOLD, b.rect.inflate(px(8), px(8)), max(2, px(pulse)), border_radius=px(10))
