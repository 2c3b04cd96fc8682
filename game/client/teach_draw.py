"""Small drawing helpers shared by the teaching screens (rules browser, calculator, the table's
teaching panel): wrapped text, rows of tiles, a framed card, widget labels in the current
language. They draw with the table's TableView (its text cache and tile images).
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

import pygame
import pygame_gui

from rules.tiles import Tile

from . import lang
from .fonts import get_font
from .text_wrap import wrap

CARD_BG = (8, 30, 20, 225)
POPUP_BG = (8, 30, 20, 255)     # hover popups are opaque: nothing of the table shows through
CARD_EDGE = (217, 194, 122)
MUTED = (185, 196, 186)
GREY = (140, 146, 140)
GOOD = (140, 220, 150)
BAD = (240, 150, 120)


def amount(total: int, unit: Any) -> str:
    """"8番" / "8 fans" / "1 fan" in the current language (`unit`: a Bi such as unit_bi("fan"))."""
    en = unit.en[:-1] if total == 1 and unit.en.endswith("s") else unit.en
    return lang.tr(f"{total}{unit.zh}", f"{total} {en}")


def wrapped(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    font = get_font(max(6, size), bold)
    return wrap(text, lambda s: font.size(s)[0], width)


def draw_wrapped(surface: pygame.Surface, view: Any, text: str, size: int, colour: Any, x: int, y: int,
                 width: int, *, bold: bool = False, spacing: float = 1.25, max_lines: Optional[int] = None) -> int:
    """Draw `text` wrapped to `width` from (x, y); returns the y below the last line."""
    lines = wrapped(text, size, width, bold)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1][:-1] + "…" if lines[-1] else "…"
    step = max(1, round(size * spacing))
    for line in lines:
        if line:
            surface.blit(view.text.get(line, size, colour, bold), (x, y))
        y += step
    return y


def wrapped_height(text: str, size: int, width: int, *, bold: bool = False, spacing: float = 1.25) -> int:
    return len(wrapped(text, size, width, bold)) * max(1, round(size * spacing))


def card(surface: pygame.Surface, view: Any, rect: pygame.Rect, radius: int, *, edge: Any = CARD_EDGE,
         fill: Any = CARD_BG, width: int = 2) -> None:
    """A translucent dark card with a thin gold edge."""
    surface.blit(view.overlay(rect.size, fill, radius), rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def tile_rects(count: int, x: int, y: int, w: int, h: int, gap: int = 0) -> list[pygame.Rect]:
    return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(count)]


def draw_tiles(surface: pygame.Surface, view: Any, kinds: Sequence[Tile], x: int, y: int, w: int, h: int,
               gap: int = 0, *, alpha: int = 255) -> list[pygame.Rect]:
    rects = tile_rects(len(kinds), x, y, w, h, gap)
    for kind, rect in zip(kinds, rects):
        view.tile(surface, rect, kind, 0, True, alpha)
    return rects


def button(rect: pygame.Rect, zh: str, en: str, app: Any, container: Any, *, object_id: str = "#choice",
           tip: Optional[tuple[str, str]] = None) -> pygame_gui.elements.UIButton:
    """A pygame_gui button labelled in the current language."""
    return pygame_gui.elements.UIButton(
        rect, lang.tr(zh, en), app.ui, container=container,
        tool_tip_text=lang.tr(*tip) if tip else None,
        object_id=pygame_gui.core.ObjectID(object_id=object_id))


def label_width(text: str, size: int = 16, bold: bool = False) -> int:
    return get_font(max(6, size), bold).size(text)[0]


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


def keep_tooltips_off(ui: Any, avoid: pygame.Rect, gap: int = 4) -> int:
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
