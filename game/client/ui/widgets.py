"""Widgets and panels shared by the screens: labelled pygame_gui buttons, cards and modal
panels, rows of tiles, a flow layout, and keeping popups and tooltips off the caption."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Optional, Sequence

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import design_px
from rules.tiles import Tile

from .painter import Painter
from .palette import CARD_BG, CARD_EDGE, GOLD, Colour

if TYPE_CHECKING:   # the app holds the UI manager the buttons belong to
    from ..scenes.base import AppForScenes


def card(surface: pygame.Surface, view: Painter, rect: pygame.Rect, radius: int, *, edge: Optional[Colour] = CARD_EDGE,
         fill: Colour = CARD_BG, width: int = 2) -> None:
    """A translucent dark card with a thin gold edge."""
    surface.blit(view.overlay(rect.size, fill, radius), rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def modal_rect(size: tuple[int, int], w: float, h: float) -> pygame.Rect:
    """A centred panel of w × h design px (at most the window less a margin)."""
    rect = pygame.Rect(0, 0, min(size[0] - 20, design_px(size, w)), min(size[1] - 20, design_px(size, h)))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def draw_modal(view: Painter, surface: pygame.Surface, rect: pygame.Rect, px: Callable[[float], int]) -> None:
    """The screen dimmed and a gold-edged panel over it (the menu, the settings)."""
    surface.blit(view.overlay(surface.get_size(), (0, 0, 0, 110)), (0, 0))
    surface.blit(view.overlay(rect.size, (10, 36, 24, 240), px(18)), rect)
    pygame.draw.rect(surface, GOLD, rect, max(2, px(2)), border_radius=px(18))


def tile_rects(count: int, x: int, y: int, w: int, h: int, gap: int = 0) -> list[pygame.Rect]:
    """`count` tile boxes in a row from (x, y)."""
    return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(count)]


def draw_tiles(surface: pygame.Surface, view: Painter, kinds: Sequence[Tile], x: int, y: int, w: int, h: int,
               gap: int = 0, *, alpha: int = 255) -> list[pygame.Rect]:
    """A row of tile faces; returns their boxes."""
    rects = tile_rects(len(kinds), x, y, w, h, gap)
    for kind, rect in zip(kinds, rects):
        view.tile(surface, rect, kind, 0, True, alpha)
    return rects


def button(rect: pygame.Rect, zh: str, en: str, app: AppForScenes, container: Optional[pygame_gui.core.UIContainer], *,
           object_id: str = "#choice", tip: Optional[tuple[str, str]] = None) -> pygame_gui.elements.UIButton:
    """A pygame_gui button labelled in the current language."""
    return pygame_gui.elements.UIButton(
        rect, lang.tr(zh, en), app.ui, container=container,
        tool_tip_text=lang.tr(*tip) if tip else None,
        object_id=pygame_gui.core.ObjectID(object_id=object_id))


def flow(widths: Iterable[int], left: int, top: int, right: int, height: int, gap: int) -> list[pygame.Rect]:
    """Rects for items of these widths laid left to right, wrapping at `right`."""
    out = []
    x, y = left, top
    for w in widths:
        if x > left and x + w > right:
            x, y = left, y + height + gap
        out.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return out


def tab_spans(count: int, left: float, right: float, width: float = 160.0, gap: float = 8.0
              ) -> list[tuple[float, float]]:
    """Design x (left, right) of `count` tabs between `left` and `right`: right-aligned, each at
    most `width`, narrower when many, so none lies past `right` (a Back button) or before `left`."""
    width = min(width, (right - left - gap * (count - 1)) / max(1, count))
    start = right - count * width - gap * (count - 1)
    return [(start + i * (width + gap), start + i * (width + gap) + width) for i in range(count)]


def place_clear(box: pygame.Rect, avoid: pygame.Rect, window: pygame.Rect, gap: int) -> pygame.Rect:
    """`box` moved off `avoid` (a popup never covers the caption): above it when that fits in
    the window, else below it; unchanged when they do not meet."""
    if not box.colliderect(avoid):
        return box
    above = box.copy()
    above.bottom = avoid.top - gap
    if above.top >= window.top:
        return above
    below = box.copy()
    below.top = avoid.bottom + gap
    return below


def keep_tooltips_off(ui: pygame_gui.UIManager, avoid: pygame.Rect, gap: int = 4) -> int:
    """Move every pygame_gui tooltip that covers `avoid` above it (or below when there is no
    room above); returns how many moved. Called before the widgets are drawn."""
    window = pygame.Rect((0, 0), ui.window_resolution)
    moved = 0
    for element in ui.get_sprite_group().sprites():
        if not isinstance(element, pygame_gui.elements.UITooltip):
            continue
        placed = place_clear(element.rect, avoid, window, gap)
        if placed.topleft != element.rect.topleft:
            element.set_position(placed.topleft)
            moved += 1
    return moved
