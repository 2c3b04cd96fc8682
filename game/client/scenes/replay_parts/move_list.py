"""The replay viewer's move list: where it lies (the table's teaching column), its rows laid
out once per hand, stream, language and width, the scroll, the row under the mouse. Each change
answers whether the picture must be painted again."""
from __future__ import annotations

from typing import Hashable, Optional, Sequence

import pygame

from game.client.display.fonts import get_font

from game.client.display.layout import TableLayout

from ...ui.text import TextCache
from .paint import MoveRow, layout_rows
from .table_at import StepWords


class MoveList:
    """The move list's place, rows, scroll and hover (the module's docstring)."""

    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, 0, 0)          # the card
        self.rect = pygame.Rect(0, 0, 0, 0)         # where the rows show, under the card's header
        self.rows: list[MoveRow] = []
        self.total = 0                              # the rows' whole height
        self.scroll = 0
        self.hover: Optional[int] = None            # the step of the row under the mouse
        self._key: Optional[tuple[Hashable, int, int]] = None

    def place(self, box: pygame.Rect, layout: TableLayout, text: TextCache) -> None:
        """The card at `box`; its header as tall as paint_moves draws it (title, two lines)."""
        px = layout.px
        # the heights of a line with CJK and descenders, measured (never drawn)
        title = get_font(max(6, px(15)), True).size("回放 Ag")[1]
        line = get_font(max(6, max(11, px(12))), False).size("回放 Ag")[1]
        top = box.top + px(8) + title + 2 * line + 3 * px(2) + px(8)
        self.box = box
        self.rect = pygame.Rect(box.left + px(6), top, box.width - px(16), max(px(40), box.bottom - px(8) - top))

    def fill(self, key: Hashable, words: Sequence[StepWords], seats: Sequence[Optional[int]], viewer_seat: int,
             layout: TableLayout) -> None:
        """The rows of a hand's `words` (laid out again only when `key` or the width changed)."""
        px = layout.px
        laid = (key, self.rect.width, px(100))
        if laid == self._key:
            return
        if self._key is None or key != self._key[0]:    # another hand or stream: from the top
            self.scroll = 0
        self._key = laid
        self.rows, self.total = layout_rows(words, seats, viewer_seat, self.rect.width - 2 * px(6),
                                            max(12, px(14)), max(11, px(12)), px(3))
        self.scroll = max(0, min(self.scroll, self.total - self.rect.height))

    def row_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The step of the row under `pos`, or None."""
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.top + self.scroll
        return next((r.step for r in self.rows if r.top <= y < r.top + r.height), None)

    def row_rect(self, step: int) -> pygame.Rect:
        """Where the row of `step` shows now (it may lie outside the list's view)."""
        row = self.rows[step]
        return pygame.Rect(self.rect.left, self.rect.top + row.top - self.scroll, self.rect.width, row.height)

    def scroll_by(self, dy: int) -> bool:
        """Scroll by `dy` pixels, kept within the list; True when it moved."""
        scroll = max(0, min(self.total - self.rect.height, self.scroll + dy))
        if scroll == self.scroll:
            return False
        self.scroll = scroll
        return True

    def scroll_to(self, step: int) -> bool:
        """The row of `step` within the view; True when the list moved."""
        if not 0 <= step < len(self.rows):
            return False
        row = self.rows[step]
        if row.top < self.scroll:
            return self.scroll_by(row.top - self.scroll)
        if row.top + row.height > self.scroll + self.rect.height:
            return self.scroll_by(row.top + row.height - self.rect.height - self.scroll)
        return False

    def set_hover(self, step: Optional[int]) -> bool:
        """The row under the mouse; True when it changed."""
        if step == self.hover:
            return False
        self.hover = step
        return True
