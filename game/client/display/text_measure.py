"""pygame_gui measures a text by rendering it (GUIFontPygame.get_rect: "the only way to get
accurate font layout data with kerning"), and a button measures its text again for each of its
states: the start screen rendered 95 texts to measure 28 (~6 ms of its launch, issue 16).
`remember_measures` makes each font pygame_gui loads from then on a `MeasuredFont`, which
measures a text once in each of its styles: the same rectangle, rendered once.

No method of pygame_gui's class is replaced: pygame_gui makes its fonts in one place
(`pygame_gui.core.utility.FontResource.load`, through that module's name `GUIFontPygame`), and
that name is pointed at the subclass, so only the fonts made there measure differently."""
from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.core import utility as gui_utility
from pygame_gui.core.gui_font_pygame import FileArg, GUIFontPygame

Measure = Callable[[GUIFontPygame, str], pygame.Rect]
Style = tuple[bool, bool, bool, bool, int, bool]
# How a text is measured when it is not remembered: pygame_gui's own get_rect (a test may put a
# counting measure in its place)
_original: list[Measure] = []


def _style(font: GUIFontPygame) -> Style:
    """What changes a text's rendered size besides the text: the wrapped font's style and size."""
    # pygame_gui keeps the pygame Font private; its name-mangled attribute is the only way to it
    inner: pygame.font.Font = font._GUIFontPygame__internal_font   # type: ignore[attr-defined]
    return inner.bold, inner.italic, inner.underline, inner.strikethrough, inner.point_size, font.antialiased


class MeasuredFont(GUIFontPygame):
    """A pygame_gui font that remembers each text's measure per style (a copy each time: callers
    move what they get)."""

    def __init__(self, file: FileArg | None, size: int | float, force_style: bool = False,
                 style: dict[str, object] | None = None) -> None:
        self._measured: dict[tuple[str, Style], pygame.Rect] = {}
        super().__init__(file, size, force_style, style)

    def get_rect(self, text: str) -> pygame.Rect:
        """pygame_gui's get_rect, measured once per text and style."""
        key = (text, _style(self))
        rect = self._measured.get(key)
        if rect is None:
            rect = self._measured[key] = _original[0](self, text)
        return rect.copy()


def remember_measures() -> None:
    """From now on every font pygame_gui loads measures each text once per style (idempotent; a
    pygame_gui without this private layout keeps measuring its own way)."""
    if _original or getattr(gui_utility, "GUIFontPygame", None) is not GUIFontPygame:
        return
    if "_GUIFontPygame__internal_font" not in GUIFontPygame.__init__.__code__.co_names:
        return
    _original.append(GUIFontPygame.get_rect)
    # the module's name FontResource.load makes its fonts with (rebound in the module's namespace:
    # pygame_gui's class and its methods stay as they are)
    vars(gui_utility)["GUIFontPygame"] = MeasuredFont
