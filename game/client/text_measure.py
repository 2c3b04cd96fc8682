"""pygame_gui measures a text by rendering it (GUIFontPygame.get_rect: "the only way to get
accurate font layout data with kerning"), and a button measures its text again for each of its
states: the start screen rendered 95 texts to measure 28 (~6 ms of its launch, issue 16).
`remember_measures` makes each font measure a text once in each of its styles: the same
rectangle, rendered once."""
from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.core.gui_font_pygame import GUIFontPygame

Measure = Callable[[GUIFontPygame, str], pygame.Rect]
_MEASURED = "_mahjong_measured"        # each font's measures, by text and style
_original: list[Measure] = []          # pygame_gui's own get_rect, once replaced


def _style(font: GUIFontPygame) -> tuple:
    """What changes a text's rendered size besides the text: the wrapped font's style and size."""
    inner: pygame.font.Font = font._GUIFontPygame__internal_font   # type: ignore[attr-defined]
    return inner.bold, inner.italic, inner.underline, inner.strikethrough, inner.point_size, font.antialiased


def _measured_once(font: GUIFontPygame, text: str) -> pygame.Rect:
    """pygame_gui's get_rect, remembered per font, text and style (a copy each time: callers move it)."""
    memo: dict[tuple, pygame.Rect] = font.__dict__.setdefault(_MEASURED, {})
    key = (text, _style(font))
    rect = memo.get(key)
    if rect is None:
        rect = memo[key] = _original[0](font, text)
    return rect.copy()


def remember_measures() -> None:
    """From now on every pygame_gui font measures each text once per style (idempotent; a
    pygame_gui without this private layout keeps measuring its own way)."""
    if _original or not hasattr(GUIFontPygame, "get_rect"):
        return
    if "_GUIFontPygame__internal_font" not in GUIFontPygame.__init__.__code__.co_names:
        return
    _original.append(GUIFontPygame.get_rect)
    GUIFontPygame.get_rect = _measured_once   # type: ignore[method-assign]
