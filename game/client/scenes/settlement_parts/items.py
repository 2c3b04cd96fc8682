"""The settlement sheet's score items, beyond their names: the one line under each item (what the
pattern is, or why it counts), never smaller than a readable size, the whole meaning in a box
under a hovered item whose line was cut, and which shown tiles a hovered item lights.

The sheet lights an item's tiles by kind (`ScoreItem.tiles`). When the item names the kind of
the winning tile, the winning tile is the one lit (组合龙 completed by the winning 8p lights that
8p, not another 8p of the hand), so a pattern the winning tile completes shows it lit.
"""
from __future__ import annotations

from collections import Counter
from typing import Optional, Sequence

import pygame

from rules.tiles import Tile

from ...ui.palette import CREAM, GOLD
from ...ui.text import TextCache, draw_wrapped, wrapped
from ..table_view import TableView

MIN_TEXT_PX = 12     # no line of the sheet is drawn smaller (1024×640 makes design 12 px 10 px)
NOTE_SIZE = 13       # design size of an item's line and of a payment line
TIP_LINES = 6        # at most this many lines in a hovered item's box


def readable(size: int) -> int:
    """A text size in window pixels, at least MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, size)


def one_line(cache: TextCache, text: str, size: int, colour: tuple[int, int, int], width: int,
             bold: bool = False) -> tuple[pygame.Surface, bool]:
    """`text` at `size` on one line of at most `width` px, cut with … (never shrunk: a line
    stays readable); the second value says whether it was cut."""
    img = cache.get(text, size, colour, bold)
    if img.get_width() <= width:
        return img, False
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with an ellipsis
        mid = (lo + hi + 1) // 2
        if cache.get(text[:mid].rstrip() + "…", size, colour, bold).get_width() <= width:
            lo = mid
        else:
            hi = mid - 1
    return cache.get(text[:lo].rstrip() + "…", size, colour, bold), True


def lit_plan(want: Counter, win_kind: Optional[Tile]) -> tuple[Counter, bool]:
    """Split the kinds a hovered item names (index -> copies) into the winning tile, lit first
    when the item names its kind, and the copies left for the other shown tiles."""
    left = Counter(want)
    if win_kind is not None and left.get(win_kind.index, 0) > 0:
        left[win_kind.index] -= 1
        return left, True
    return left, False


def lit_indices(shown: Sequence[Optional[Tile]], win_at: int, item_tiles: Sequence[Tile]) -> set[int]:
    """Positions in `shown` (the tiles as the sheet draws them; `win_at` the winning tile's) that
    an item's tiles light: the winning tile first when the item names its kind, then each named
    copy takes the first shown tile of its kind."""
    win_kind = shown[win_at] if 0 <= win_at < len(shown) else None
    left, win_lit = lit_plan(Counter(t.index for t in item_tiles), win_kind)
    out = {win_at} if win_lit else set()
    for i, kind in enumerate(shown):
        if i != win_at and kind is not None and left.get(kind.index, 0) > 0:
            left[kind.index] -= 1
            out.add(i)
    return out


def draw_tip(surface: pygame.Surface, view: TableView, text: str, under: pygame.Rect, bounds: pygame.Rect,
             size: int, pad: int) -> None:
    """The whole of a hovered item's line in a box just under its row (above it when there is no
    room below), wrapped within `bounds`."""
    width = under.w - 2 * pad
    lines = wrapped(text, size, width)[:TIP_LINES]
    step = max(1, round(size * 1.25))
    box = pygame.Rect(under.left, under.bottom + pad // 2, under.w, len(lines) * step + 2 * pad)
    if box.bottom > bounds.bottom:
        box.bottom = under.top - pad // 2
    box.top = max(bounds.top, box.top)
    surface.blit(view.overlay(box.size, (24, 30, 26, 240), pad), box)
    pygame.draw.rect(surface, GOLD, box, max(1, pad // 4), border_radius=pad)
    draw_wrapped(surface, view, text, size, CREAM, box.left + pad, box.top + pad, width,
                 max_lines=TIP_LINES)
