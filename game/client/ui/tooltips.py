"""Tooltips that never break Chinese with a hyphen: pygame_gui wraps a tooltip only at spaces and
cuts a longer run (a Chinese sentence has no spaces) with "-" at both ends. `wrap_tip` breaks the
text first, where display/text_wrap.py breaks it (between any two Chinese characters, Latin
words at spaces), into lines that fit the tooltip; `TipManager`, the app's UIManager, sends every
tooltip through it, as wide as its font is large."""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame_gui

from game.client.display.fonts import get_font
from game.client.display.text_wrap import wrap

TIP_WIDTH = 170          # pygame_gui's tooltip width (the theme sets none: its default)
TIP_MARGIN = 34          # the text box's padding (10 a side), border and shadow (30 in all), and 4 to spare
TIP_FONT = 14            # assets/theme.json "tool_tip.text_box" (design px)


def wrap_tip(text: str, measure: Callable[[str], int], width: int) -> str:
    """`text` with a line break wherever a line would be wider than `width` px (its own line
    breaks kept): no run of characters is left for pygame_gui to cut with a hyphen."""
    return "\n".join(line.rstrip() for line in wrap(text, measure, width))


class TipManager(pygame_gui.UIManager):
    """The window's UIManager: its tooltips' text wrapped by `wrap_tip` at the size the (scaled)
    theme draws them."""

    def create_tool_tip(self, text: str, position: tuple[int, int], hover_distance: tuple[int, int],
                        parent_element: Any, object_id: Any, *, wrap_width: Optional[int] = None,
                        text_kwargs: Optional[dict[str, str]] = None) -> Any:
        """A tooltip of `text` broken into lines that fit it (see the module's docstring)."""
        size = int(self.get_theme().get_font(["tool_tip.text_box"]).get_point_size())
        font = get_font(size)
        if wrap_width is None:      # as wide as the text is large (pygame_gui keeps 170 px at any size)
            wrap_width = max(TIP_WIDTH, round(TIP_WIDTH * size / TIP_FONT))
        return super().create_tool_tip(wrap_tip(text, lambda s: font.size(s)[0], wrap_width - TIP_MARGIN),
                                       position, hover_distance, parent_element, object_id,
                                       wrap_width=wrap_width, text_kwargs=text_kwargs)
