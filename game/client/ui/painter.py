"""The painter every screen draws with: the felt, translucent overlays, tiles at any size and
quarter turn (with the wildcard mark), labels; and the dice. It reads nothing of the game."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable, Optional

import pygame

from game.client.display.layout import QUARTER_TURNS, TableLayout
from game.client.display.surface_cache import MB, SurfaceCache
from rules.tiles import Tile

from .palette import FELT, FELT_DARK, Colour
from .text import TextCache

TURNED_BUDGET = 4 * MB     # tiles turned upside down (the far seat's), per painter
OVERLAY_BUDGET = 8 * MB    # translucent boxes by size (cards, panels), per painter

if TYPE_CHECKING:   # the tile art loads with the first tile drawn (the start screen draws none)
    from pygame.typing import Point

    from game.client.display.tile_art import Badge, TileArt


class TileImages:
    """Tile images for any screen box and quarter turn, on top of the shared TileArt cache."""

    def __init__(self, art: Optional[TileArt] = None) -> None:
        self._art = art
        self._turned: SurfaceCache[tuple] = SurfaceCache(TURNED_BUDGET)    # LRU, bounded

    @property
    def art(self) -> TileArt:
        """The shared tile art given, or (none given) one of its own made with the first tile."""
        if self._art is None:
            from game.client.display.tile_art import TileArt
            self._art = TileArt()
        return self._art

    def face(self, kind: Tile, w: int, h: int, turns: int = 0, badge: Optional[Badge] = None) -> pygame.Surface:
        """The face of `kind` in a w × h box, turned `turns` quarters (`badge`: its kind's mark)."""
        turns %= QUARTER_TURNS
        if turns == 0:
            return self.art.face(kind, w, h, badge=badge)
        if turns in (1, 3):
            # TileArt.sideways takes the upright size and returns it turned (h x w).
            return self.art.sideways(kind, h, w, badge=badge, clockwise=turns == 3)
        from game.client.display.tile_art import shown_badge
        style = self.art.style
        badge = shown_badge(badge)
        key = (kind.index, w, h, turns, badge, style)
        image = self._turned.get(key)
        if image is None:
            from game.client.display.tile_art import render_face
            image = render_face(kind, w, h, badge=badge, quarter_turns=turns, style=style)
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._turned[key] = image
        return image

    def back(self, w: int, h: int) -> pygame.Surface:
        """A face-down tile in a w × h box."""
        return self.art.back(w, h)

    def clear(self) -> None:
        """Forget the turned images (the window was resized)."""
        self._turned.clear()


# The lamp-light's gradient is computed this small and smooth-scaled to the window: within 4
# shades of one computed 64 x 40 (one shade per ~20 pixels), in a quarter of the arithmetic.
FELT_GRID = (32, 20)


def lamp_light(centre: tuple[float, float], size: tuple[int, int]) -> bytes:
    """The felt's radial gradient around `centre` of a window of `size`, as FELT_GRID RGB bytes:
    the felt's colour lit a little in the middle, darkening outwards (one pass of plain
    arithmetic: setting 2,560 pixels one by one cost a launch ~8 ms)."""
    gw, gh = FELT_GRID
    sx, sy = centre[0] * gw / size[0], centre[1] * gh / size[1]
    lit = [FELT[c] + 14 for c in range(3)]
    fall = [FELT[c] + 14 - FELT_DARK[c] for c in range(3)]
    out = bytearray(gw * gh * 3)
    i = 0
    for y in range(gh):
        dy = (y - sy) / gh
        for x in range(gw):
            t = min(1.0, math.hypot((x - sx) / gw, dy) * 1.5) ** 1.6
            out[i] = int(lit[0] - fall[0] * t)
            out[i + 1] = int(lit[1] - fall[1] * t)
            out[i + 2] = int(lit[2] - fall[2] * t)
            i += 3
    return bytes(out)


def paint_felt(surface: pygame.Surface, layout: TableLayout) -> None:
    """The felt over all of `surface`: a soft lamp-light (the small radial gradient
    smooth-scaled up: no banding) inside a thin wooden frame."""
    size = surface.get_size()
    small = pygame.Surface(FELT_GRID, 0, surface)
    small.blit(pygame.image.frombuffer(lamp_light(layout.centre_point(), size), FELT_GRID, "RGB"), (0, 0))
    pygame.transform.smoothscale(small, size, surface)
    pygame.draw.rect(surface, (92, 58, 30), surface.get_rect(), layout.px(6))


class Painter:
    """Felt, overlays, tiles and labels, with their caches; one per screen."""

    def __init__(self, art: Optional[TileArt] = None) -> None:
        """`art`: the window's shared tile art (a screen that draws no tile may give none)."""
        self.images = TileImages(art)
        self.text = TextCache()
        self._felt: Optional[pygame.Surface] = None
        self._felt_size = (0, 0)
        self._felt_painted = (0, 0)       # the size draw_felt last painted straight in
        self._overlay_cache: SurfaceCache[tuple] = SurfaceCache(OVERLAY_BUDGET)   # LRU, bounded
        # Kinds drawn with a mark (kind index -> its badge: 天津's 混, a bonus tile's ...): every
        # face drawn through tile() gets it, so the hand, river, melds, flights and the
        # settlement sheet all show it.
        self.marks: dict[int, Badge] = {}

    def clear(self) -> None:
        """Drop what depends on the window size."""
        self.images.clear()
        self._felt = None
        self._overlay_cache.clear()

    def felt(self, size: tuple[int, int], layout: TableLayout) -> pygame.Surface:
        """The table's felt for a window of `size`: lamp-lit in the middle, a wooden edge."""
        if self._felt is None or self._felt_size != size:
            display = pygame.display.get_surface()
            surf = pygame.Surface(size) if display is None else pygame.Surface(size, 0, display)
            paint_felt(surf, layout)
            self._felt = surf
            self._felt_size = size
        return self._felt

    def draw_felt(self, surface: pygame.Surface, layout: TableLayout) -> None:
        """The felt over all of `surface` (the window): at the first frame of a size painted
        straight in (a window-sized surface of its own would cost that frame ~3 ms of fresh
        memory, the launch's first frame included), kept and blitted from the next one on."""
        size = surface.get_size()
        if self._felt is None or self._felt_size != size:
            if self._felt_painted != size:
                self._felt_painted = size
                paint_felt(surface, layout)
                return
        surface.blit(self.felt(size, layout), (0, 0))

    def overlay(self, size: tuple[int, int], colour: Colour, radius: int = 0) -> pygame.Surface:
        """A translucent rounded box of `colour` (RGBA), cached."""
        key = (size, colour, radius)
        surf = self._overlay_cache.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
            self._overlay_cache[key] = surf
        return surf

    def tile(self, surface: pygame.Surface, rect: pygame.Rect, kind: Optional[Tile], turns: int,
             face_up: bool = True, alpha: int = 255) -> None:
        """One tile in `rect`: its face (a wildcard marked) or its back."""
        if rect.w < 8 or rect.h < 8:
            return
        if face_up and kind is not None:
            image = self.images.face(kind, rect.w, rect.h, turns, self.marks.get(kind.index))
        else:
            image = self.images.back(rect.w, rect.h)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, rect)

    def label(self, surface: pygame.Surface, text: str, size: int, colour: Colour, *,
              center: Optional[Point] = None, topleft: Optional[Point] = None, midleft: Optional[Point] = None,
              midright: Optional[Point] = None, bold: bool = False) -> pygame.Rect:
        """One line of text placed by one of its points; returns where it went."""
        img = self.text.get(text, size, colour, bold)
        rect = img.get_rect()
        if center is not None:
            rect.center = center
        elif topleft is not None:
            rect.topleft = topleft
        elif midleft is not None:
            rect.midleft = midleft
        elif midright is not None:
            rect.midright = midright
        surface.blit(img, rect)
        return rect


def wildcard_marks(kinds: Iterable[int]) -> dict[int, Badge]:
    """The marks of wildcard (混) kinds, by kind index."""
    from game.client.display.tile_art import WILD_BADGE
    return {k: WILD_BADGE for k in kinds}


_PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
         4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
         5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
         6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)]}
RED_PIPS = (1, 4)     # one and four are red, as on Chinese dice


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
    """A white die with pips; one and four are red, as on Chinese dice."""
    radius = max(2, rect.w // 5)
    shadow = rect.move(max(1, rect.w // 14), max(1, rect.w // 14))
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
    pygame.draw.rect(surface, (250, 248, 240), rect, border_radius=radius)
    pygame.draw.rect(surface, (120, 110, 90), rect, max(1, rect.w // 18), border_radius=radius)
    colour = (200, 30, 30) if value in RED_PIPS else (25, 25, 25)
    pip = max(2, int(rect.w * (0.13 if value == 1 else 0.09)))
    for fx, fy in _PIPS.get(value, []):
        pygame.draw.circle(surface, colour, (rect.x + fx * rect.w, rect.y + fy * rect.h), pip)

