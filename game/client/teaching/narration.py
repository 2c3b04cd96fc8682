"""The demo's narration card: why the last bot played what it did, at the top of the left column."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.display import lang
from game.teaching.i18n import Bi

from ..ui.palette import CREAM, GOLD
from ..ui.text import fit_text
from .cards import draw_wrapped, wrapped_height

if TYPE_CHECKING:
    from .cards import CardPlaces
    from .ports import TableForPanel


class NarrationCard:
    """The card of the narrator's last shown reason."""

    def __init__(self, table: TableForPanel, places: CardPlaces) -> None:
        self.table = table
        self.places = places

    def draw(self, surface: pygame.Surface, seat: int, reason: Bi) -> None:
        """Why the player at `seat` played what he did (`reason`), at the top of the column."""
        view, px, places = self.table.view, self.places.px, self.places
        text = lang.tr(reason.zh, reason.en, "\n")
        width = places.column().width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        box = places.column_box(places.column().top, height)
        places.card(surface, box, px(8))
        name = self.table.model.name_at(seat)
        title = fit_text(view.text, lang.tr(f"{name}为什么这样打", f"Why {name} played this"), px(15), GOLD, width,
                         bold=True)
        surface.blit(title, (box.left + px(10), box.top + px(5)))
        draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)
