"""On the human's turn, the popup over a hovered tile: the waits discarding it would leave (or
that it leaves the hand not ready), kept off the caption and the player's own name plate."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from game.client.display import lang

from ..ui.palette import BAD, CREAM, GOOD, POPUP_BG
from ..ui.widgets import place_clear

if TYPE_CHECKING:
    from .cards import CardPlaces
    from .highlights import HandHighlights
    from .ports import TableForPanel
    from .reading import SeatReading
    from .toast import Toast
    from .waits_card import WaitsCard


class DiscardHover:
    """The popup of the hovered discard; `box` is where it was last drawn (None: not drawn)."""

    def __init__(self, table: TableForPanel, places: CardPlaces, reading: SeatReading, waits: WaitsCard,
                 highlights: HandHighlights, toast: Optional[Toast] = None) -> None:
        self.table = table
        self.toast = toast          # drawn after the popup: the popup keeps off its card
        self.places = places
        self.reading = reading
        self.waits = waits
        self.highlights = highlights
        self.box: Optional[pygame.Rect] = None     # the waits popup as last drawn

    def draw(self, surface: pygame.Surface) -> None:
        """On the human's turn: the waits a discard of the hovered tile would leave."""
        table, view, px = self.table, self.table.view, self.places.px
        self.box = None
        discards = self.reading.discards
        if table.hover is None or not discards:
            return      # only a hand one discard from ready has something to show
        tiles = table.human_tiles()
        if not 0 <= table.hover < len(tiles):
            return
        kind = tiles[table.hover].kind
        if kind is None:
            return
        if table.prompt is None or table.prompt.kind != "turn":
            return
        tile_id = tiles[table.hover].id
        if tile_id not in table.prompt.discards:
            return      # a tile that may not go: the click says why
        entry = next((e for e in discards if e.kind is kind), None)
        rects = self.highlights.tile_rects({tile_id}) if tile_id is not None else []
        if not rects:
            return
        anchor = rects[0]
        tw, th = px(17), px(23)
        if entry is None:
            text = lang.tr(f"打{kind.name_zh}不听牌", f"discarding {kind.name_en}: not ready")
            width = view.text.get(text, px(13), CREAM, True).get_width() + px(16)
            box = pygame.Rect(0, 0, width, px(28))
        else:
            text = lang.tr(f"打{kind.name_zh}听", f"discard {kind.name_en}, wait on")
            waits = [w.tile for w in entry.waits][:9]
            tail = self.waits.live_text(entry.waits)
            # measured as drawn (bold), so a long both-language line stays inside its card
            width = (view.text.get(text, px(13), CREAM, True).get_width() + len(waits) * tw
                     + view.text.get(tail, px(13), GOOD, True).get_width() + px(36))
            box = pygame.Rect(0, 0, width, px(34))
        box.midbottom = (anchor.centerx, anchor.top - px(24))
        window = table.layout.window_rect()
        box.clamp_ip(window)
        # off the caption and off the player's own name plate beside it
        avoid = self.places.caption_area().union(table.layout.plate_rect(0))
        placed = self.toast.placed() if self.toast is not None else None
        if placed is not None:        # a note over the caption (why a move was refused) hid the popup
            avoid = avoid.union(placed[0])
        box = place_clear(box, avoid, window, px(6))
        self.box = box
        self.places.card(surface, box, px(6), fill=POPUP_BG)
        x = box.left + px(8)
        img = view.text.get(text, px(13), CREAM, True)
        surface.blit(img, (x, box.centery - img.get_height() // 2))
        if entry is not None:
            x += img.get_width() + px(6)
            for w in entry.waits[:9]:
                view.tile(surface, pygame.Rect(x, box.centery - th // 2, tw, th), w.tile, 0, True,
                          255 if w.can_win else 110)
                x += tw
            view.label(surface, tail, px(13), GOOD if entry.live else BAD, midleft=(x + px(8), box.centery), bold=True)
