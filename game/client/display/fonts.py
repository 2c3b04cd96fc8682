"""The game's CJK font (a Noto Sans SC subset, see tools/make_font_subset.py), cached per size.

pygame's `Font.metrics` cannot tell a missing glyph: with SDL_ttf 2.24 it returns the .notdef
box's metrics instead of None, so `missing_glyphs` reads the font's cmap with fontTools.

Every text the client draws itself goes through a `Font` of `get_font`, whose `render` tells the
`render_listeners` (empty in play): the client tests listen to check what each screen says.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

if TYPE_CHECKING:
    from pygame.typing import ColorLike

from game.client.display.resources import resource_path

REGULAR_FILE = "NotoSansSC-subset.otf"
BOLD_FILE = "NotoSansSC-subset-Bold.otf"
FONTS_KEPT = 40      # fonts kept open (get_font: the least recently asked closes past this)


# Called with every text rendered through get_font's fonts (tests listen; play leaves it empty).
render_listeners: list[Callable[[str], None]] = []


class Font(pygame.font.Font):
    """pygame's Font whose `render` is heard by `render_listeners`."""

    def render(self, text: str | bytes | None, antialias: bool, color: ColorLike,
               bgcolor: ColorLike | None = None, wraplength: int = 0) -> pygame.Surface:
        """pygame's render, told to every listener first."""
        for listener in render_listeners:
            listener(str(text))
        return super().render(text, antialias, color, bgcolor, wraplength)


def font_path(bold: bool = False) -> Path:
    """The font file, regular or bold."""
    return resource_path("assets", "fonts", BOLD_FILE if bold else REGULAR_FILE)


@lru_cache(maxsize=FONTS_KEPT)
def get_font(size: int, bold: bool = False) -> Font:
    """A shared Font of `size` pixels; the same object for the same arguments (while it is among
    the FONTS_KEPT last asked: each costs ~0.3 MB, and text fitted to a width tries many sizes).

    Callers must not change its style flags (bold/italic/underline) since it is shared;
    ask for `bold=True` to get the real bold weight instead of pygame's synthetic bold.
    """
    if size < 1:
        raise ValueError(f"font size must be at least 1, got {size}")
    if not pygame.font.get_init():
        pygame.font.init()
    return Font(str(font_path(bold)), int(size))


@lru_cache(maxsize=2)
def _codepoints(bold: bool) -> frozenset[int]:
    # only the checks need fontTools, drawing does not; fontTools ships no type hints (no stubs)
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    with TTFont(str(font_path(bold)), lazy=True) as font:
        return frozenset(font.getBestCmap())


def missing_glyphs(text: str, bold: bool = False) -> list[str]:
    """Characters of `text` the font cannot draw, each once, in order of first appearance.

    Control characters (line breaks, tabs) are skipped because they are never drawn as glyphs.
    """
    have = _codepoints(bold)
    missing: list[str] = []
    for ch in text:
        if unicodedata.category(ch) == "Cc" or ord(ch) in have or ch in missing:
            continue
        missing.append(ch)
    return missing
