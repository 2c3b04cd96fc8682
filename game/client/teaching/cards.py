"""Where the teaching cards go, and their text: the left column (hint, waits, narration), the
tracker's room right of the table, the caption they keep off, and every card a frame drew."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from ..ui.palette import CARD_BG, Colour
from ..ui.text import wrapped
from ..ui.widgets import card

if TYPE_CHECKING:
    from ..ui.painter import Painter
    from .ports import TableForPanel

DEFAULT_STACKS = 18  # a wall's stacks before the wall is built (layout's default)
LINE_SPACING = 1.25   # as ui.text.draw_wrapped


@functools.lru_cache(maxsize=512)
def wrapped_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """`text` wrapped to `width` px at `size` (ui.text.wrapped), kept: the cards are drawn every
    frame and measuring each word again took about a millisecond of it."""
    return tuple(wrapped(text, size, width))


def wrapped_height(text: str, size: int, width: int) -> int:
    """The height draw_wrapped takes for `text`."""
    return len(wrapped_lines(text, size, width)) * max(1, round(size * LINE_SPACING))


def draw_wrapped(surface: pygame.Surface, view: Painter, text: str, size: int, colour: Colour, x: int, y: int,
                 width: int) -> int:
    """ui.text.draw_wrapped with the lines kept (wrapped_lines); returns the y below the last line."""
    step = max(1, round(size * LINE_SPACING))
    for line in wrapped_lines(text, size, width):
        if line:
            surface.blit(view.text.get(line, size, colour, False), (x, y))
        y += step
    return y


class CardPlaces:
    """The panel's places on the table at its current size, and the cards drawn this frame."""

    def __init__(self, table: TableForPanel) -> None:
        self.table = table
        self.drawn_boxes: list[pygame.Rect] = []          # every card drawn in the last frame

    def px(self, v: float) -> int:
        """Design units to pixels at the table's size."""
        return self.table.layout.px(v)

    def new_frame(self) -> None:
        """A frame begins: no card drawn yet."""
        self.drawn_boxes = []

    def card(self, surface: pygame.Surface, box: pygame.Rect, radius: int, fill: Colour = CARD_BG) -> None:
        """A card of the panel, remembered in `drawn_boxes` (what this frame covers of the table)."""
        card(surface, self.table.view, box, radius, fill=fill)
        self.drawn_boxes.append(box.copy())

    def caption_area(self) -> pygame.Rect:
        """The caption as drawn (two lines grow it upward): hover popups and tooltips keep off it."""
        rect = self.table.layout.caption_rect()
        drawn = getattr(self.table.view, "caption_box", None)    # the table's painter keeps it
        return rect.union(drawn) if drawn is not None else rect

    def _flowers_on(self, side: int) -> int:
        """Flowers set aside by the player on that side of the table (none where nobody sits);
        a player out of play (血战) counts one at least: his 胡 seal lies in the first flower's
        place (layout.seal_rect), which the column and the tracker keep clear of."""
        model = self.table.model
        seat = model.seat_on_side(side)
        if seat is None or not 0 <= seat < len(model.seats):
            return 0
        held = model.seats[seat]
        return max(len(held.flowers), 1 if held.out else 0)

    def _stacks(self) -> int:
        return max(self.table.model.stacks_per_side or (DEFAULT_STACKS,))

    def column_taken(self) -> bool:
        """A screen holding the table lays its own panel where the column goes (a lesson's
        panel: the table's `column_taken`): the column's cards move right of the table."""
        return bool(getattr(self.table, "column_taken", False))

    def column(self) -> pygame.Rect:
        """The hint / waits / narration column: left of the table, clear of the left player's
        hand, melds, flowers and plate (it narrows when his flowers need more columns); right of
        the table, in the tracker's room, when the left one is taken."""
        if self.column_taken():
            return self._right_area()
        return self.table.layout.teaching_column(self._flowers_on(3), self._stacks(),
                                                 self.table.model.piles is not None)

    def _right_area(self) -> pygame.Rect:
        return self.table.layout.tracker_area(self._flowers_on(1), self._stacks(), self.table.model.piles is not None)

    def tracker_area(self) -> pygame.Rect:
        """The tracker's room: right of the table, clear of the right and top players' things;
        under the column's cards drawn this frame when they lie there too (a lesson)."""
        area = self._right_area()
        above = [box.bottom for box in self.drawn_boxes if box.colliderect(area)] if self.column_taken() else []
        if not above:
            return area
        top = min(area.bottom, max(above) + self.px(8))
        return pygame.Rect(area.left, top, area.width, area.bottom - top)

    def column_box(self, top: int, height: int) -> pygame.Rect:
        """A card of the column from `top`, at most `height` tall and never below the column."""
        r = self.column()
        return pygame.Rect(r.left, top, r.width, min(height, max(0, r.bottom - top)))
