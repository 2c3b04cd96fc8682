"""The tile tracker (F3), right of the table: the copies of every kind the human has not seen,
from what the human's seat can see."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.bots.table_reading import COPIES, hand_counts, visible_counts
from game.client.display import lang
from rules.engine import SeatView
from rules.tiles import Tile
from rules.variants.registry import get_variant

from ..ui.palette import BAD, CREAM, GOLD
from ..ui.text import fit_text

if TYPE_CHECKING:
    from .cards import CardPlaces
    from .ports import TableForPanel
    from .reading import SeatReading

PLAY_KINDS = 34      # the suits and honours (the kinds a tracker counts; flowers come after)


def unseen_counts(view: SeatView) -> dict[Tile, int]:
    """Copies of each playing kind of the variant the seat has not seen: four, less its own
    tiles and every tile face up on the table (rivers, melds, an indicator: 天津, 二人), in kind order."""
    variant = get_variant(view.variant)
    seen = visible_counts(view)
    for shown in view.extra.face_up():          # an indicator face up beside the wall (天津, 二人)
        if shown.index < len(seen):
            seen[shown.index] += 1
    held = hand_counts(view)
    kinds = sorted({k for k in variant.tiles.kinds if not variant.is_flower(k) and k.index < PLAY_KINDS},
                   key=lambda k: k.index)
    return {k: max(0, COPIES - seen[k.index] - held[k.index]) for k in kinds}


class TileTracker:
    """The tracker's card: one row per suit and one of honours, each tile with its unseen count."""

    def __init__(self, table: TableForPanel, places: CardPlaces, reading: SeatReading) -> None:
        self.table = table
        self.places = places
        self.reading = reading

    def box(self, rows: int = 4, per_row: int = 9) -> pygame.Rect:
        """The tracker's card: the top of its room, as wide as the room (nine tiles of up to
        24 px a row), as tall as its rows."""
        px = self.places.px
        area = self.places.tracker_area()
        gap = px(3)
        tw = min(px(24), (area.width - px(16) - (per_row - 1) * gap) // per_row)
        th = tw * 4 // 3
        width = min(area.width, px(16) + per_row * tw + (per_row - 1) * gap)
        height = min(area.height, px(28) + rows * (th + px(17)) + px(4))
        return pygame.Rect(area.left, area.top, width, height)

    def draw(self, surface: pygame.Surface) -> None:
        """The card for the view the table shows (nothing while the hand is in motion)."""
        view, px = self.table.view, self.places.px
        v = self.reading.shown
        if v is None:
            return
        unseen = unseen_counts(v)
        kinds = list(unseen)
        rows = [[k for k in kinds if k.suit == s] for s in "mps"] + [[k for k in kinds if k.is_honor]]
        rows = [r for r in rows if r]
        box = self.box(len(rows), max((len(r) for r in rows), default=9))
        # Tiles as large as the room allows (24 x 32 at most): nine a row.
        per = max((len(r) for r in rows), default=9)
        gap = px(3)
        tw = min(px(24), (box.width - px(16) - (per - 1) * gap) // per)
        th = tw * 4 // 3
        self.places.card(surface, box, px(8))
        title = fit_text(view.text, lang.tr("记牌 · 没露面的张数", "Unseen copies"), px(14), GOLD,
                         box.width - px(16), bold=True)
        surface.blit(title, (box.left + px(8), box.top + px(5)))
        y = box.top + px(26)
        for row in rows:
            x = box.left + px(8)
            for kind in row:
                left = unseen[kind]
                view.tile(surface, pygame.Rect(x, y, tw, th), kind, 0, True, 255 if left else 90)
                colour = BAD if left == 0 else GOLD if left == 1 else CREAM
                view.label(surface, str(left), px(12), colour, center=(x + tw // 2, y + th + px(7)), bold=True)
                x += tw + gap
            y += th + px(17)
