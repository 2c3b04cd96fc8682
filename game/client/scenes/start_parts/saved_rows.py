"""The saved matches' rows share one font size: the largest (down to 70% of the asked one) at
which every row of the page fits its width; a row still too long is cut with … at that size."""
from __future__ import annotations

from typing import Sequence

import pygame

from game.client.display.fonts import get_font
from game.client.ui.palette import Colour
from game.client.ui.text import TextCache

SMALLEST = 0.7      # as far as fit_text (ui/text.py) shrinks a line


def shared_size(texts: Sequence[str], size: int, width: int) -> int:
    """One font size for all of `texts` in `width` px: `size` when all fit, else smaller (never
    below 70% of it), so the rows of a list never show two sizes."""
    chosen = size
    floor = max(6, int(size * SMALLEST))
    for text in texts:
        while chosen > floor and get_font(chosen).size(text)[0] > width:
            chosen -= 1
    return chosen


def cut_to(cache: TextCache, text: str, size: int, colour: Colour, width: int) -> pygame.Surface:
    """`text` at `size`, cut with … when wider than `width` (the size kept)."""
    image = cache.get(text, size, colour)
    if image.get_width() <= width:
        return image
    lo, hi = 0, len(text)
    while lo < hi:      # the longest prefix that fits with an ellipsis
        mid = (lo + hi + 1) // 2
        if cache.get(text[:mid] + "…", size, colour).get_width() <= width:
            lo = mid
        else:
            hi = mid - 1
    return cache.get(text[:lo] + "…", size, colour)


def row_images(cache: TextCache, texts: Sequence[str], size: int, colour: Colour, width: int) -> list[pygame.Surface]:
    """The rows drawn at their one shared size, each cut to `width` if it must be."""
    shared = shared_size(texts, size, width)
    return [cut_to(cache, text, shared, colour, width) for text in texts]
