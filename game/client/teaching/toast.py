"""The toast: a short note over the caption (why a move is refused, a missed win, hints off),
fading out after a few seconds."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.text_wrap import wrap
from game.teaching.i18n import Bi

from ..ui.palette import CREAM

if TYPE_CHECKING:
    from .ports import TableForPanel

TOAST_SECONDS = 5.0
FADE_SECONDS = 0.4
LINE_STEP = 1.3          # line height per font size


def text_width(font: pygame.font.Font) -> Callable[[str], int]:
    """How wide `font` draws a text (what wrap measures with)."""
    return lambda text: font.size(text)[0]


class Toast:
    """One note at a time, shown for `left` seconds."""

    def __init__(self, table: TableForPanel) -> None:
        self.table = table
        self.text: Optional[Bi] = None
        self.left = 0.0
        self.box: Optional[pygame.Rect] = None     # the card as last drawn
        self.bound = False                          # the note is about the prompt open when it was shown
        self.bound_to: Optional[tuple[object, int, bool]] = None   # _moment() when shown

    def show(self, text: Bi, seconds: float = TOAST_SECONDS, *, this_prompt: bool = False) -> None:
        """Show `text` for `seconds` (in place of any note shown); with `this_prompt`, only while
        the prompt open now stays open (a refusal says nothing about the next decision)."""
        self.text = text
        self.left = seconds
        self.bound = this_prompt
        self.bound_to = self._moment() if this_prompt else None

    def _moment(self) -> tuple[object, int, bool]:
        """What a note about "now" is about: the open prompt, and the wins and the drawn end
        announced so far (a refusal's note went over the win's banner until its time was up)."""
        model = self.table.model
        return self.table.prompt, len(model.wins), model.exhausted

    def hide(self, text: Bi) -> None:
        """Take `text` away now if it is the note shown (a newer note stays)."""
        if self.text is text:
            self.text = None

    def tick(self, dt: float) -> None:
        """`dt` seconds went by: the note goes when its time is up."""
        if self.text is not None:
            self.left -= dt
            if self.left <= 0 or (self.bound and not self._same_moment()):
                self.text = None

    def _same_moment(self) -> bool:
        """The prompt is the one the note was shown at (the very object) and no win or drawn end came since."""
        bound = self.bound_to
        now = self._moment()
        return bound is not None and bound[0] is now[0] and bound[1:] == now[1:]

    def box_above(self) -> pygame.Rect:
        """The caption as last drawn (the layout's caption box joined with the painter's)."""
        rect = self.table.layout.caption_rect()
        drawn = getattr(self.table.view, "caption_box", None)
        return rect.union(drawn) if isinstance(drawn, pygame.Rect) else rect

    def placed(self) -> Optional[tuple[pygame.Rect, list[tuple[list[str], int, bool]]]]:
        """Where the note goes and its wrapped lines (None: no note): what `draw` draws, and what
        a popup drawn before it keeps off."""
        if self.text is None:
            return None
        px = self.table.layout.px
        caption = self.box_above()
        width = caption.width
        lines = lang.lines(self.text.zh, self.text.en)
        sizes = [px(15), px(12)]
        blocks = []
        for i, line in enumerate(lines):
            blocks.append((wrap(line, text_width(get_font(sizes[min(i, 1)], i == 0)), width - px(24)), sizes[min(i, 1)],
                           i == 0))
        height = px(12) + sum(len(ls) * round(size * LINE_STEP) for ls, size, _ in blocks)
        return pygame.Rect(caption.left, caption.top - height - px(8), width, height), blocks

    def draw(self, surface: pygame.Surface) -> None:
        """The note in a red card just above the caption as drawn (a two-line caption grows
        upward: the card keeps clear of both lines), as wide as it (nothing when none)."""
        self.box = None
        placed = self.placed()
        if placed is None:
            return
        box, blocks = placed
        layout, view = self.table.layout, self.table.view
        px = layout.px
        self.box = box
        alpha = max(0, min(255, int(255 * min(1.0, self.left / FADE_SECONDS))))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (60, 14, 12, 235), panel.get_rect(), border_radius=px(8))
        pygame.draw.rect(panel, (230, 110, 80), panel.get_rect(), max(2, px(2)), border_radius=px(8))
        y = px(6)
        for ls, size, bold in blocks:
            for line in ls:
                panel.blit(view.text.get(line, size, CREAM if bold else (235, 215, 200), bold), (px(12), y))
                y += round(size * LINE_STEP)
        panel.set_alpha(alpha)
        surface.blit(panel, box)
