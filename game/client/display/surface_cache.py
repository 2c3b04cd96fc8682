"""`SurfaceCache`: pictures kept by key, the least recently used dropped past a budget of pixel
bytes, so a long session's memory stays flat (issue 29: RSS after 60 hands within 10% of after 10).

The caches of tile images (display/tile_art.py), turned tiles and translucent boxes (ui/painter.py)
and rendered text (ui/text.py) are each one: a dict to their code (`get`, `[key] = picture`,
`clear`, `len`), bounded underneath. Each budget holds many screens' worth of what one frame draws,
so a frame never renders again what it drew the frame before; what a long session adds (a size of
tile seen once in a flight, the text of a caption long gone) falls out, oldest first.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Generic, Hashable, Iterator, Optional, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)
MB = 1024 * 1024


def window_budget(size: tuple[int, int], per_megapixel: int, floor: int) -> int:
    """A cache's budget for a window of `size`: what one frame draws grows with its area."""
    return max(floor, round(per_megapixel * size[0] * size[1] / 1_000_000))


def picture_bytes(surface: pygame.Surface) -> int:
    """The bytes of `surface`'s pixels."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class SurfaceCache(Generic[K]):
    """Surfaces by key, least recently used first out once their pixels pass `budget` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._items: OrderedDict[K, pygame.Surface] = OrderedDict()
        self.bytes = 0

    def get(self, key: K, default: Optional[pygame.Surface] = None) -> Optional[pygame.Surface]:
        """The surface kept for `key` (now the most recently used), else `default`."""
        surface = self._items.get(key)
        if surface is None:
            return default
        self._items.move_to_end(key)
        return surface

    def __setitem__(self, key: K, surface: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= picture_bytes(old)
        self._items[key] = surface
        self.bytes += picture_bytes(surface)
        while self.bytes > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.bytes -= picture_bytes(dropped)

    def __getitem__(self, key: K) -> pygame.Surface:
        surface = self.get(key)
        if surface is None:
            raise KeyError(key)
        return surface

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def values(self) -> list[pygame.Surface]:
        """The surfaces kept, least recently used first."""
        return list(self._items.values())

    def clear(self) -> None:
        """Drop every surface."""
        self._items.clear()
        self.bytes = 0
