"""Text on screen: rendered lines cached, fitted to a width, wrapped, split in two; amounts with
their units in the current language; HTML escaping for pygame_gui text boxes."""
from __future__ import annotations

from typing import Optional, Protocol

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.surface_cache import MB, SurfaceCache
from game.client.display.text_wrap import wrap
from game.teaching.i18n import Bi

from .palette import CREAM, Colour

TEXT_BUDGET = 6 * MB      # rendered text kept per painter (a screen's captions, labels, cards)


class TextCache:
    """Rendered text surfaces, reused across frames (text changes rarely); the least recently
    drawn dropped past `budget` bytes of pixels (display/surface_cache.py)."""

    def __init__(self, budget: int = TEXT_BUDGET) -> None:
        self._cache: SurfaceCache[tuple] = SurfaceCache(budget)

    def get(self, text: str, size: int, colour: Colour = CREAM, bold: bool = False) -> pygame.Surface:
        """`text` rendered at `size` px in `colour` (cached)."""
        key = (text, size, tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is None:
            surf = get_font(max(6, size), bold).render(text, True, colour)
            self._cache[key] = surf
        return surf


def fit_text(cache: TextCache, text: str, size: int, colour: Colour, width: int, bold: bool = False) -> pygame.Surface:
    """Render `text` at `size`, shrinking (down to 70%) and then cutting with … to fit `width`."""
    img = cache.get(text, size, colour, bold)
    if img.get_width() <= width:
        return img
    smaller = max(6, int(size * max(0.7, width / img.get_width())))
    img = cache.get(text, smaller, colour, bold)
    if img.get_width() <= width:
        return img
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with an ellipsis
        mid = (lo + hi + 1) // 2
        if cache.get(text[:mid] + "…", smaller, colour, bold).get_width() <= width:
            lo = mid
        else:
            hi = mid - 1
    return cache.get(text[:lo] + "…", smaller, colour, bold)


def split_caption(text: str) -> list[str]:
    """Two lines of about equal length, broken after a punctuation mark near the middle."""
    middle = len(text) // 2
    stops = "。；，：！？）;,:、"
    marks = [i + 1 for i, ch in enumerate(text)
             if ch in stops and 0 < i + 1 < len(text) and text[i + 1] not in stops]
    if not marks:      # no mark to break after: the space nearest the middle, never inside a word
        spaces = [i + 1 for i, ch in enumerate(text) if ch == " " and 0 < i + 1 < len(text)]
        if spaces:
            cut = min(spaces, key=lambda i: abs(i - middle))
            return [text[:cut].rstrip(), text[cut:]]
        return [text[:middle], text[middle:]]
    # A sentence end near the middle reads best; a comma elsewhere will do.
    full = [i for i in marks if text[i - 1] in "。；！？" and abs(i - middle) < len(text) * 0.3]
    cut = min(full or marks, key=lambda i: abs(i - middle))
    return [text[:cut], text[cut:]]


def clip(text: str, n: int) -> str:
    """`text` cut to `n` characters, the last one an ellipsis when it was longer."""
    return text if len(text) <= n else text[: n - 1] + "…"


def wrapped(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` wrapped into lines of at most `width` px at `size`."""
    font = get_font(max(6, size), bold)
    return wrap(text, lambda s: font.size(s)[0], width)


class WithText(Protocol):
    """What `draw_wrapped` needs of a painter: its text cache."""

    @property
    def text(self) -> TextCache:
        """The rendered lines, cached."""


def draw_wrapped(surface: pygame.Surface, view: WithText, text: str, size: int, colour: Colour, x: int, y: int,
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
    """The height `draw_wrapped` takes for `text`."""
    return len(wrapped(text, size, width, bold)) * max(1, round(size * spacing))


def label_width(text: str, size: int = 16, bold: bool = False) -> int:
    """The width of one line of `text` at `size`."""
    return get_font(max(6, size), bold).size(text)[0]


def amount_bi(total: int, unit: Bi) -> Bi:
    """"8番" / "8 fans" / "1 fan" in both languages (`unit`: a Bi such as unit_bi("fan"))."""
    en = unit.en[:-1] if total == 1 and unit.en.endswith("s") else unit.en
    return Bi(f"{total}{unit.zh}", f"{total} {en}")


def amount(total: int, unit: Bi) -> str:
    """`amount_bi` in the current language."""
    return lang.tr_bi(amount_bi(total, unit))


def escape_html(text: str) -> str:
    """`text` safe inside a pygame_gui text box's HTML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
